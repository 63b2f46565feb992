package dev.wirespeed.testing;

import dev.wirespeed.cli.Main;
import dev.wirespeed.store.DatabaseLocation;
import dev.wirespeed.store.DatabaseLocation.Engine;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A command run as a person runs it ({@link Main#run} with its exit code and both streams captured),
 * and the options that point a command at a test's database the way a person names it.
 */
public final class Cli {

    /** What one command did: its exit code and everything it printed. */
    public record Run(int code, String out, String err) {}

    private Cli() {}

    public static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** {@code args} followed by the options that open the app's database. */
    public static String[] on(TestApp app, String... args) {
        return on(app.database(), app.dataDir(), args);
    }

    /**
     * {@code args} followed by the options that open {@code database}, whose data folder is {@code
     * dataDir}: {@code --data-dir} alone for the folder's SQLite file; for PostgreSQL also {@code
     * --database URL --database-user USER} and the password in a file, since a
     * command refuses it on the command line.
     */
    public static String[] on(DatabaseLocation database, Path dataDir, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.add("--data-dir");
        all.add(dataDir.toString());
        return naming(database, all.toArray(String[]::new));
    }

    /**
     * {@code args} followed by {@code --database URL --database-user USER --database-password-file
     * FILE} for {@code database} (PostgreSQL), or {@code args} alone for SQLite (whose file is the
     * one in the {@code --data-dir} the args name).
     */
    public static String[] naming(DatabaseLocation database, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        if (database.engine() == Engine.POSTGRESQL) {
            all.add("--database");
            all.add(database.url());
            if (database.user() != null) {
                all.add("--database-user");
                all.add(database.user());
            }
            if (database.password() != null) {
                all.add("--database-password-file");
                all.add(passwordFile(database.password()).toString());
            }
        }
        return all.toArray(String[]::new);
    }

    /**
     * The databases of the data folders a test's commands name, on the running variant's engine: the
     * SQLite file in each folder, or in the PostgreSQL variant a fresh schema per folder, which
     * {@link #args} adds to a command naming that folder by {@code --data-dir}. Closing drops the schemas.
     */
    public static final class Folders implements AutoCloseable {

        private final Map<Path, DatabaseLocation> made = new LinkedHashMap<>();

        /** The database of the data folder {@code dataDir}, made on first use. */
        public synchronized DatabaseLocation of(Path dataDir) {
            return made.computeIfAbsent(dataDir.toAbsolutePath(), TestDatabases::fresh);
        }

        /** {@code args} with the options that open the database of the folder its {@code --data-dir} names. */
        public String[] args(String... args) {
            if (List.of(args).contains("--database")) {
                return args;
            }
            for (int i = 0; i + 1 < args.length; i++) {
                if (args[i].equals("--data-dir")) {
                    return naming(of(Path.of(args[i + 1])), args);
                }
            }
            return args;
        }

        @Override
        public synchronized void close() {
            made.values().forEach(TestDatabases::release);
            made.clear();
        }
    }

    private static Path password;

    /** A file holding {@code database}'s password, for the options that take one ({@code --to-password-file}). */
    public static String passwordFile(DatabaseLocation database) {
        return passwordFile(database.password()).toString();
    }

    /** One file per test run holding the test server's password, as a person keeps it out of the command line. */
    private static synchronized Path passwordFile(String secret) {
        try {
            if (password == null || !Files.readString(password).equals(secret + "\n")) {
                password = Files.createTempFile("wirespeed-test-database-password-", "");
                password.toFile().deleteOnExit();
                Files.writeString(password, secret + "\n");
            }
            return password;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
