package dev.wirespeed.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.HikariPoolMXBean;
import dev.wirespeed.store.DatabaseLocation.Engine;
import dev.wirespeed.trace.StartTrace;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationInfoService;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.sqlite.SQLiteConfig;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.Locale;
import java.util.Properties;

/**
 * The store's database, SQLite or PostgreSQL, with a connection pool suited to each and the
 * migrations applied on open (the common scripts of db/migration and the engine's own twins).
 * SQLite: a small Hikari pool (SQLite has one writer), every connection in WAL mode with IMMEDIATE
 * transactions so concurrent read-then-write transactions queue instead of failing with
 * SQLITE_BUSY. PostgreSQL: a bounded Hikari pool, so that several instances share one server
 * without exhausting its connections.
 */
public final class Database implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(Database.class);

    public static final String FILE_NAME = "wirespeed.db";

    /** Connections per instance on PostgreSQL: two instances stay far below the server's default 100. */
    static final int POSTGRES_POOL_SIZE = 8;

    /** How long opening waits for a PostgreSQL server before saying it cannot be reached. */
    private static final int CONNECT_TIMEOUT_SECONDS = 10;

    private final DatabaseLocation location;
    private final HikariDataSource dataSource;
    private final DSLContext dsl;
    /** Built when first asked for: a start over a current schema does not need Flyway at all. */
    private volatile Flyway flyway;

    private Database(DatabaseLocation location) {
        this.location = location;
        this.dataSource = location.engine() == Engine.SQLITE ? sqlitePool(location) : postgresPool(location);
        StartTrace.mark("connection pool");
        this.dsl = DSL.using(dataSource, location.engine().dialect());
        try {
            migrate(location.engine());
            StartTrace.mark("migrations");
            if (location.engine() == Engine.POSTGRESQL) {
                warnOnLocaleCollation();
            }
        } catch (RuntimeException e) {
            dataSource.close();
            throw e;
        }
    }

    /** Opens (creating if needed) the SQLite database in {@code dataDir} and applies pending migrations. */
    public static Database open(Path dataDir) {
        return open(DatabaseLocation.sqlite(dataDir));
    }

    /**
     * Opens the database at {@code location} and applies pending migrations. A SQLite file is created
     * (with its folder) if needed; a PostgreSQL database must exist. Throws {@link OpenException}
     * with a one-line reason when the server cannot be reached, refuses the sign-in, or the schema
     * cannot be brought up to date.
     */
    public static Database open(DatabaseLocation location) {
        return open(location, false);
    }

    /**
     * As {@link #open(DatabaseLocation)}; with {@code fromFreshCopy}, a SQLite file that does not exist
     * yet starts as a copy of the build's {@link FreshDatabase} (when the class path has one), which
     * then goes through the same schema-history check as any existing database. For a start over the
     * bundled catalog, whose parts that copy holds.
     */
    public static Database open(DatabaseLocation location, boolean fromFreshCopy) {
        location.sqliteFile().map(Path::toAbsolutePath).ifPresent(file -> {
            Path dir = file.getParent();
            try {
                Files.createDirectories(dir);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot create the data folder " + dir + ": " + e.getMessage(), e);
            }
            if (fromFreshCopy && FreshDatabase.place(file)) {
                StartTrace.mark("fresh database copied");
            }
        });
        return new Database(location);
    }

    /** The database could not be opened: the message is one line that names it (never its password). */
    public static final class OpenException extends IllegalStateException {
        private static final long serialVersionUID = 1L;

        OpenException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private static HikariDataSource sqlitePool(DatabaseLocation location) {
        SqliteNativeLibrary.load();
        SQLiteConfig sqlite = new SQLiteConfig();
        sqlite.setJournalMode(SQLiteConfig.JournalMode.WAL);
        sqlite.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
        sqlite.setBusyTimeout(5000);
        sqlite.enforceForeignKeys(true);
        sqlite.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);
        HikariConfig hc = new HikariConfig();
        hc.setPoolName("wirespeed-sqlite");
        hc.setJdbcUrl(location.url());
        hc.setDataSourceProperties(sqlite.toProperties());
        hc.setMaximumPoolSize(4);
        hc.setMinimumIdle(1);
        return new HikariDataSource(hc);
    }

    private static HikariDataSource postgresPool(DatabaseLocation location) {
        Properties props = new Properties();
        if (location.user() != null) {
            props.setProperty("user", location.user());
        }
        if (location.password() != null) {
            props.setProperty("password", location.password());
        }
        props.setProperty("connectTimeout", String.valueOf(CONNECT_TIMEOUT_SECONDS));
        props.setProperty("loginTimeout", String.valueOf(CONNECT_TIMEOUT_SECONDS));
        props.setProperty("ApplicationName", "wirespeed");
        // One connection first, outside the pool: a wrong address or password then is one clear line,
        // where the pool would log its own stack trace before failing.
        try (Connection probe = DriverManager.getConnection(location.url(), props)) {
            probe.isValid(CONNECT_TIMEOUT_SECONDS);
        } catch (SQLException e) {
            throw new OpenException(
                    "cannot connect to the database " + location.describe() + ": " + oneLine(e.getMessage()), e);
        }
        HikariConfig hc = new HikariConfig();
        hc.setPoolName("wirespeed-postgresql");
        hc.setJdbcUrl(location.url());
        hc.setDataSourceProperties(props);
        hc.setMaximumPoolSize(POSTGRES_POOL_SIZE);
        hc.setMinimumIdle(1);
        hc.setConnectionTimeout(CONNECT_TIMEOUT_SECONDS * 1000L);
        return new HikariDataSource(hc);
    }

    /**
     * Applies pending migrations, unless the schema history shows this build's scripts applied
     * already (one query, {@link MigrationHistory}); Flyway migrates, validates and refuses otherwise.
     */
    private void migrate(Engine engine) {
        String[] locations = migrationLocations(engine);
        if (MigrationHistory.upToDate(dsl, MigrationHistory.scripts(locations))) {
            return;
        }
        try {
            flyway().migrate();
        } catch (FlywayException e) {
            throw new OpenException(
                    "cannot bring the database " + location.describe() + " up to date: " + oneLine(e.getMessage()), e);
        }
    }

    /** Flyway over this database and its engine's migrations; it answers the health check's "migrations current". */
    private Flyway flyway() {
        Flyway f = flyway;
        if (f == null) {
            synchronized (this) {
                f = flyway;
                if (f == null) {
                    f = Flyway.configure()
                            .dataSource(dataSource)
                            .locations(migrationLocations(location.engine()))
                            .load();
                    flyway = f;
                }
            }
        }
        return f;
    }

    /** Flyway's locations on {@code engine}: the scripts both engines run, and the engine's own twins. */
    public static String[] migrationLocations(Engine engine) {
        return new String[] {"classpath:db/migration", "classpath:" + engine.migrationFolder()};
    }

    /**
     * SQLite compares text byte by byte; a PostgreSQL database created with a language's collation
     * sorts names and ids differently (case and punctuation), so lists would come out in another order.
     */
    private void warnOnLocaleCollation() {
        String collation = dsl.select(DSL.field(DSL.name("datcollate"), String.class))
                .from(DSL.table(DSL.name("pg_catalog", "pg_database")))
                .where(DSL.field(DSL.name("datname"), String.class).eq(DSL.currentCatalog()))
                .fetchOne(0, String.class);
        String c = collation == null ? "" : collation.toUpperCase(Locale.ROOT);
        if (!c.equals("C") && !c.equals("POSIX") && !c.startsWith("C.")) {
            LOG.warn(
                    "the database {} sorts text by the collation {}: lists may come out in another order than on"
                            + " SQLite. Create it with --locale=C (README \"Running for a team\").",
                    location.url(),
                    collation);
        }
    }

    /** A driver's or Flyway's message on one line: their detail lines joined, for a one-line CLI error. */
    static String oneLine(String message) {
        if (message == null || message.isBlank()) {
            return "no reason given";
        }
        return String.join(
                " ",
                message.lines().map(String::strip).filter(l -> !l.isEmpty()).toList());
    }

    public DSLContext dsl() {
        return dsl;
    }

    public DatabaseLocation location() {
        return location;
    }

    public Engine engine() {
        return location.engine();
    }

    /** Whether Flyway was needed so far (to migrate, or for a health check): false after a start over a current schema. */
    boolean flywayLoaded() {
        return flyway != null;
    }

    /** Whether the schema is what this build's migrations make it: all applied, none failed. */
    public enum Migrations {
        CURRENT,
        PENDING,
        FAILED
    }

    /** What a health check reports: the database answers, the state of the migrations, the schema version. */
    public record Health(boolean reachable, Migrations migrations, String version) {}

    /** Asks the database (one connection from the pool, a trivial query, one look at the schema history). */
    public Health health() {
        try {
            dsl.selectOne().fetch();
        } catch (RuntimeException e) {
            return new Health(false, Migrations.FAILED, null);
        }
        try {
            MigrationInfoService info = flyway().info();
            MigrationInfo current = info.current();
            String version = current == null || current.getVersion() == null
                    ? null
                    : current.getVersion().getVersion();
            boolean failed =
                    Arrays.stream(info.all()).anyMatch(m -> m.getState().isFailed());
            Migrations state =
                    failed ? Migrations.FAILED : info.pending().length > 0 ? Migrations.PENDING : Migrations.CURRENT;
            return new Health(true, state, version);
        } catch (RuntimeException e) {
            return new Health(true, Migrations.FAILED, null);
        }
    }

    /** The connection pool's use now: connections lent out, idle, open, the most it opens, and threads waiting. */
    public record PoolUse(int active, int idle, int total, int max, int waiting) {}

    public PoolUse pool() {
        HikariPoolMXBean bean = dataSource.getHikariPoolMXBean();
        if (bean == null) {
            return new PoolUse(0, 0, 0, dataSource.getMaximumPoolSize(), 0);
        }
        return new PoolUse(
                bean.getActiveConnections(),
                bean.getIdleConnections(),
                bean.getTotalConnections(),
                dataSource.getMaximumPoolSize(),
                bean.getThreadsAwaitingConnection());
    }

    @Override
    public void close() {
        dataSource.close();
    }
}
