package dev.wirespeed.store;

import org.jooq.SQLDialect;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * Where the store lives: a SQLite file (the default, {@value Database#FILE_NAME} in the data
 * folder) or a PostgreSQL database, with the user and password to sign in with. The password is
 * never part of the URL (a URL is printed and may be on a command line) and never in
 * {@link #toString()}.
 */
public record DatabaseLocation(String url, String user, String password) {

    private static final String SQLITE = "jdbc:sqlite:";
    private static final String POSTGRESQL = "jdbc:postgresql:";

    /** The two engines: the dialect jOOQ renders and the folder of the engine's own migration scripts. */
    public enum Engine {
        SQLITE(SQLDialect.SQLITE, "sqlite"),
        POSTGRESQL(SQLDialect.POSTGRES, "postgresql");

        private final SQLDialect dialect;
        private final String folder;

        Engine(SQLDialect dialect, String folder) {
            this.dialect = dialect;
            this.folder = folder;
        }

        SQLDialect dialect() {
            return dialect;
        }

        /** The classpath folder (beside db/migration) of the scripts that differ on this engine. */
        String migrationFolder() {
            return "db/" + folder;
        }

        public String displayName() {
            return folder;
        }
    }

    public DatabaseLocation {
        if (url == null || url.isBlank()) {
            throw new IllegalArgumentException("the database URL is empty");
        }
        url = url.trim();
        String lower = url.toLowerCase(Locale.ROOT);
        if (!lower.startsWith(SQLITE) && !lower.startsWith(POSTGRESQL)) {
            throw new IllegalArgumentException("unsupported database URL '" + url
                    + "': use jdbc:postgresql://HOST[:PORT]/DATABASE or jdbc:sqlite:FILE");
        }
        if (lower.startsWith(SQLITE) && url.substring(SQLITE.length()).isBlank()) {
            throw new IllegalArgumentException("the database URL '" + url + "' names no file: use jdbc:sqlite:FILE");
        }
        if (lower.startsWith(POSTGRESQL) && !lower.startsWith(POSTGRESQL + "//")) {
            throw new IllegalArgumentException(
                    "the database URL '" + url + "' names no server: use jdbc:postgresql://HOST[:PORT]/DATABASE");
        }
        if (lower.contains("password=")) {
            throw new IllegalArgumentException("the database URL carries a password: give it in"
                    + " WIRESPEED_DATABASE_PASSWORD or a file (--database-password-file) instead, so that it is"
                    + " not printed or shown in the process list");
        }
        if (user != null && user.isBlank()) {
            user = null;
        }
    }

    /** The SQLite file in {@code dataDir}: what Wirespeed uses when no database is named. */
    public static DatabaseLocation sqlite(Path dataDir) {
        return new DatabaseLocation(
                SQLITE + dataDir.resolve(Database.FILE_NAME).toAbsolutePath().normalize(), null, null);
    }

    public Engine engine() {
        return url.toLowerCase(Locale.ROOT).startsWith(SQLITE) ? Engine.SQLITE : Engine.POSTGRESQL;
    }

    /** The SQLite file this URL names (without its query), or empty for PostgreSQL or an in-memory database. */
    public Optional<Path> sqliteFile() {
        if (engine() != Engine.SQLITE) {
            return Optional.empty();
        }
        String rest = url.substring(SQLITE.length());
        int q = rest.indexOf('?');
        if (q >= 0) {
            rest = rest.substring(0, q);
        }
        if (rest.startsWith("file:")) {
            rest = rest.substring("file:".length());
        }
        if (rest.isEmpty() || rest.startsWith(":memory:")) {
            return Optional.empty();
        }
        return Optional.of(Path.of(rest));
    }

    /** The URL and the user, for messages: never the password. */
    public String describe() {
        return user == null ? url : url + " as " + user;
    }

    @Override
    public String toString() {
        return "DatabaseLocation[" + describe() + (password == null ? "" : ", password set") + "]";
    }
}
