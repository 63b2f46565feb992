package dev.wirespeed.cli;

import dev.wirespeed.app.MeasurementImport;
import dev.wirespeed.app.Wirespeed;
import dev.wirespeed.store.DatabaseLocation;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Which database a command opens: {@code --database URL} (or WIRESPEED_DATABASE_URL) with
 * {@code --database-user} (or WIRESPEED_DATABASE_USER) and the password from
 * WIRESPEED_DATABASE_PASSWORD or {@code --database-password-file}; without a URL, the SQLite file in
 * {@code --data-dir}. A password is never taken from the command line, where every user of the
 * machine sees it in the process list.
 */
final class StoreOptions {

    static final String DATABASE = "--database";
    static final String USER = "--database-user";
    static final String PASSWORD_FILE = "--database-password-file";

    private StoreOptions() {}

    /** {@code valued} with the database options added: for every command that opens the store. */
    static Set<String> with(Set<String> valued) {
        Set<String> all = new HashSet<>(valued);
        all.add(DATABASE);
        all.add(USER);
        all.add(PASSWORD_FILE);
        return all;
    }

    /** Refuses a password given as an argument, naming the two places it may come from. */
    static void refusePasswordArgument(String[] argv) {
        for (String s : argv) {
            if (s.equals("--database-password") || s.startsWith("--database-password=")) {
                throw new CliException(
                        2,
                        "--database-password is refused: a password on the command line is visible to every user"
                                + " of the machine. Put it in WIRESPEED_DATABASE_PASSWORD or in a file named by"
                                + " --database-password-file");
            }
        }
    }

    /** The database the options and the environment name; SQLite in {@code dataDir} when none is named. */
    static DatabaseLocation location(Args a, Path dataDir) {
        return location(a.get(DATABASE), a.get(USER), a.get(PASSWORD_FILE), dataDir, System.getenv());
    }

    static DatabaseLocation location(
            String url, String user, String passwordFile, Path dataDir, Map<String, String> env) {
        String u = url != null ? url : env.get("WIRESPEED_DATABASE_URL");
        if (u == null || u.isBlank()) {
            if (user != null || passwordFile != null) {
                throw new CliException(2, USER + " and " + PASSWORD_FILE + " need " + DATABASE + " URL");
            }
            return DatabaseLocation.sqlite(dataDir);
        }
        String who = user != null ? user : env.get("WIRESPEED_DATABASE_USER");
        String password = passwordFile != null ? readPassword(passwordFile) : env.get("WIRESPEED_DATABASE_PASSWORD");
        try {
            return new DatabaseLocation(u, who, password);
        } catch (IllegalArgumentException e) {
            throw new CliException(2, e.getMessage());
        }
    }

    /** True when the options or the environment name a database (the data folder then holds none of it). */
    static boolean named(Args a) {
        String env = System.getenv("WIRESPEED_DATABASE_URL");
        return a.get(DATABASE) != null || (env != null && !env.isBlank());
    }

    /**
     * The services over the named database, or over an existing data folder when none is named (a
     * command that reads what the service stored should not create an empty folder).
     */
    static Wirespeed open(Args a, Path dataDir, String catalogDir) {
        if (!named(a)) {
            return DataFolder.open(dataDir, catalogDir);
        }
        return Wirespeed.open(location(a, dataDir), catalogDir == null ? null : Path.of(catalogDir));
    }

    /**
     * The import's store alone over the same database {@link #open} would open, with the same check
     * of the data folder: import reads no catalog, so {@code --catalog} is accepted and not read.
     */
    static MeasurementImport openImport(Args a, Path dataDir) {
        if (!named(a)) {
            DataFolder.requireExisting(dataDir);
        }
        return MeasurementImport.open(location(a, dataDir));
    }

    /** The first line of the file, without its line end: what {@code echo secret > file} wrote. */
    static String readPassword(String file) {
        try {
            String text = Files.readString(Path.of(file), StandardCharsets.UTF_8);
            int nl = text.indexOf('\n');
            String line = nl < 0 ? text : text.substring(0, nl);
            return line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
        } catch (NoSuchFileException e) {
            throw new CliException(2, "no such password file: " + file);
        } catch (IOException e) {
            throw new CliException(2, "cannot read the password file " + file + ": " + e.getMessage());
        }
    }
}
