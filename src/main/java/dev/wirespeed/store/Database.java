package dev.wirespeed.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import org.flywaydb.core.Flyway;
import org.jooq.DSLContext;
import org.jooq.SQLDialect;
import org.jooq.impl.DSL;
import org.sqlite.SQLiteConfig;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

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
        Flyway.configure()
                .dataSource(dataSource)
                .locations("classpath:db/migration")
                .load()
                .migrate();
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

    @Override
    public void close() {
        dataSource.close();
    }
}
