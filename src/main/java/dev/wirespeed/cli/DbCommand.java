package dev.wirespeed.cli;

import dev.wirespeed.store.Database;
import dev.wirespeed.store.DatabaseCopy;
import dev.wirespeed.store.DatabaseLocation;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * {@code db copy --from URL|DIR --to URL|DIR [--force]}: moves what a Wirespeed stores from one
 * database to another, e.g. a person's SQLite data folder to the team's PostgreSQL, and back. A
 * value that is not a jdbc: URL is a data folder (its SQLite file). Each side signs in with
 * {@code --from-user}/{@code --to-user} and {@code --from-password-file}/{@code --to-password-file},
 * or else WIRESPEED_DATABASE_USER and WIRESPEED_DATABASE_PASSWORD.
 */
final class DbCommand {

    static final String USAGE = "usage: db copy --from URL|DIR --to URL|DIR [--force]"
            + " [--from-user USER] [--from-password-file PATH] [--to-user USER] [--to-password-file PATH]";

    private DbCommand() {}

    static int run(String[] argv, PrintStream out, PrintStream err) {
        for (String s : argv) {
            if (s.startsWith("--from-password") && !s.startsWith("--from-password-file")
                    || s.startsWith("--to-password") && !s.startsWith("--to-password-file")) {
                throw new CliException(
                        2,
                        "a database password is never taken from the command line: use WIRESPEED_DATABASE_PASSWORD"
                                + " or --from-password-file / --to-password-file");
            }
        }
        Args a = Args.parse(
                argv,
                Set.of("--from", "--to", "--from-user", "--to-user", "--from-password-file", "--to-password-file"),
                Set.of("--force"));
        if (a.positional().size() != 1
                || !a.positional().get(0).equals("copy")
                || a.get("--from") == null
                || a.get("--to") == null) {
            throw new CliException(2, USAGE);
        }
        DatabaseLocation from = side(a.get("--from"), a.get("--from-user"), a.get("--from-password-file"));
        DatabaseLocation to = side(a.get("--to"), a.get("--to-user"), a.get("--to-password-file"));
        if (from.url().equals(to.url())) {
            throw new CliException(2, "--from and --to name the same database: " + from.url());
        }
        List<DatabaseCopy.TableCheck> checks;
        try (Database source = Database.open(from);
                Database target = Database.open(to)) {
            checks = DatabaseCopy.copy(source, target, a.flag("--force"));
        } catch (DatabaseCopy.TargetNotEmptyException e) {
            throw new CliException(1, e.getMessage());
        }
        out.printf("copied %s -> %s%n", from.describe(), to.describe());
        out.printf(Locale.ROOT, "%-18s %8s %8s  %-16s %s%n", "table", "from", "to", "sha-256", "");
        boolean ok = true;
        for (DatabaseCopy.TableCheck c : checks) {
            ok &= c.matches();
            out.printf(
                    Locale.ROOT,
                    "%-18s %8d %8d  %-16s %s%n",
                    c.table(),
                    c.sourceRows(),
                    c.targetRows(),
                    c.sourceHash().substring(0, 16),
                    c.matches() ? "ok" : "DIFFERS (target " + c.targetHash().substring(0, 16) + ")");
        }
        if (!ok) {
            err.println("wirespeed db copy: the copy differs from its source in the tables marked DIFFERS");
            return 1;
        }
        out.printf(
                "verified: %d tables, %d rows, every count and content hash equal%n",
                checks.size(),
                checks.stream().mapToLong(DatabaseCopy.TableCheck::targetRows).sum());
        return 0;
    }

    private static DatabaseLocation side(String value, String user, String passwordFile) {
        if (!value.regionMatches(true, 0, "jdbc:", 0, 5)) {
            if (user != null || passwordFile != null) {
                throw new CliException(2, "a data folder (" + value + ") takes no user or password");
            }
            return DatabaseLocation.sqlite(Path.of(value));
        }
        return StoreOptions.location(value, user, passwordFile, Path.of("data"), Map.copyOf(System.getenv()));
    }
}
