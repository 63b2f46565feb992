package dev.wirespeed.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.HikariPoolMXBean;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationInfoService;
import org.jooq.DSLContext;
import org.jooq.SQLDialect;
import org.jooq.impl.DSL;
import org.sqlite.SQLiteConfig;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The SQLite database under the data folder: a small Hikari pool (SQLite has one writer), every
 * connection in WAL mode with IMMEDIATE transactions so concurrent read-then-write transactions
 * queue instead of failing with SQLITE_BUSY; Flyway applies migrations/ on open.
 */
public final class Database implements AutoCloseable {

    public static final String FILE_NAME = "wirespeed.db";

    private final HikariDataSource dataSource;
    private final DSLContext dsl;
    private final Path file;
    private final Flyway flyway;

    private Database(Path file) {
        this.file = file;
        SQLiteConfig sqlite = new SQLiteConfig();
        sqlite.setJournalMode(SQLiteConfig.JournalMode.WAL);
        sqlite.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
        sqlite.setBusyTimeout(5000);
        sqlite.enforceForeignKeys(true);
        sqlite.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);
        HikariConfig hc = new HikariConfig();
        hc.setPoolName("wirespeed-sqlite");
        hc.setJdbcUrl("jdbc:sqlite:" + file.toAbsolutePath());
        hc.setDataSourceProperties(sqlite.toProperties());
        hc.setMaximumPoolSize(4);
        hc.setMinimumIdle(1);
        this.dataSource = new HikariDataSource(hc);
        this.flyway = Flyway.configure()
                .dataSource(dataSource)
                .locations("classpath:db/migration")
                .load();
        flyway.migrate();
        this.dsl = DSL.using(dataSource, SQLDialect.SQLITE);
    }

    /** Opens (creating if needed) the database in {@code dataDir} and applies pending migrations. */
    public static Database open(Path dataDir) {
        try {
            Files.createDirectories(dataDir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the data folder " + dataDir + ": " + e.getMessage(), e);
        }
        return new Database(dataDir.resolve(FILE_NAME));
    }

    public DSLContext dsl() {
        return dsl;
    }

    public Path file() {
        return file;
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
            MigrationInfoService info = flyway.info();
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
