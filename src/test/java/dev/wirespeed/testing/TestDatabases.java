package dev.wirespeed.testing;

import dev.wirespeed.store.Database;
import dev.wirespeed.store.DatabaseLocation;
import dev.wirespeed.store.DatabaseLocation.Engine;
import org.flywaydb.core.Flyway;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The database each test's app opens: SQLite in the test's data folder, or, while a class runs in
 * its PostgreSQL variant ({@link OnEachDatabase}), a fresh schema of the test server's database, so
 * that every app starts as empty as a new data folder. The server is named by
 * {@code WIRESPEED_TEST_POSTGRES_URL}, {@code _USER} and {@code _PASSWORD}; without them the cluster
 * {@code .ci/postgres-test-cluster} starts (port 55432, user and password wirespeed).
 */
public final class TestDatabases {

    static final String DEFAULT_URL = "jdbc:postgresql://127.0.0.1:55432/wirespeed_test";
    static final String DEFAULT_USER = "wirespeed";
    static final String DEFAULT_PASSWORD = "wirespeed";

    private static final AtomicInteger SCHEMAS = new AtomicInteger();
    private static volatile Engine current = Engine.SQLITE;
    private static volatile Optional<String> unreachable;

    private TestDatabases() {}

    /** The engine of the variant running now (SQLite outside {@link OnEachDatabase} classes). */
    public static Engine current() {
        return current;
    }

    static void use(Engine engine) {
        current = engine;
    }

    /** The test server's database itself (for a test that makes its own schemas). */
    public static DatabaseLocation postgresServer() {
        Map<String, String> env = System.getenv();
        return new DatabaseLocation(
                env.getOrDefault("WIRESPEED_TEST_POSTGRES_URL", DEFAULT_URL),
                env.getOrDefault("WIRESPEED_TEST_POSTGRES_USER", DEFAULT_USER),
                env.getOrDefault("WIRESPEED_TEST_POSTGRES_PASSWORD", DEFAULT_PASSWORD));
    }

    /** Why the test server cannot be used (empty when it can), asked once per run. */
    static synchronized Optional<String> postgresUnreachable() {
        if (unreachable == null) {
            DatabaseLocation server = postgresServer();
            try (Connection c = connect(server)) {
                unreachable =
                        c.isValid(5) ? Optional.empty() : Optional.of("the PostgreSQL test server did not answer");
            } catch (SQLException e) {
                unreachable = Optional.of("no PostgreSQL test server at " + server.describe() + " (" + e.getMessage()
                        + "): start one with .ci/postgres-test-cluster or set WIRESPEED_TEST_POSTGRES_URL,"
                        + " _USER and _PASSWORD");
            }
        }
        return unreachable;
    }

    /** A fresh, empty database for an app whose data folder is {@code dataDir}, on the current engine. */
    public static DatabaseLocation fresh(Path dataDir) {
        return fresh(current, dataDir);
    }

    public static DatabaseLocation fresh(Engine engine, Path dataDir) {
        if (engine == Engine.SQLITE) {
            return DatabaseLocation.sqlite(dataDir);
        }
        DatabaseLocation server = postgresServer();
        String schema = "t" + ProcessHandle.current().pid() + "_" + SCHEMAS.incrementAndGet();
        execute(server, "DROP SCHEMA IF EXISTS " + schema + " CASCADE", "CREATE SCHEMA " + schema);
        String sep = server.url().contains("?") ? "&" : "?";
        return new DatabaseLocation(server.url() + sep + "currentSchema=" + schema, server.user(), server.password());
    }

    /** Drops the schema {@link #fresh} made (nothing to do for SQLite: the data folder is deleted). */
    public static void release(DatabaseLocation location) {
        String url = location.url();
        int at = url.indexOf("currentSchema=");
        if (location.engine() != Engine.POSTGRESQL || at < 0) {
            return;
        }
        execute(
                postgresServer(),
                "DROP SCHEMA IF EXISTS " + url.substring(at + "currentSchema=".length()) + " CASCADE");
    }

    private static void execute(DatabaseLocation server, String... statements) {
        try (Connection c = connect(server);
                Statement st = c.createStatement()) {
            for (String sql : statements) {
                st.execute(sql);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(
                    "on the PostgreSQL test server " + server.describe() + ": " + e.getMessage(), e);
        }
    }

    /**
     * Brings a fresh database only up to migration {@code target}: a database as an older Wirespeed
     * left it, for the tests of what the later migrations do to what it stored.
     */
    public static void migrateTo(DatabaseLocation location, String target) {
        Flyway.configure()
                .dataSource(location.url(), location.user(), location.password())
                .locations(Database.migrationLocations(location.engine()))
                .target(target)
                .load()
                .migrate();
    }

    /** A plain JDBC connection to {@code location}, for a test that writes rows as an older Wirespeed did. */
    public static Connection connect(DatabaseLocation location) throws SQLException {
        Properties p = new Properties();
        if (location.user() != null) {
            p.setProperty("user", location.user());
        }
        if (location.password() != null) {
            p.setProperty("password", location.password());
        }
        if (location.engine() == Engine.POSTGRESQL) {
            p.setProperty("connectTimeout", "5");
        }
        return DriverManager.getConnection(location.url(), p);
    }
}
