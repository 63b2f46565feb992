package dev.wirespeed.cli;

import dev.wirespeed.store.Database;
import dev.wirespeed.store.DatabaseLocation;
import dev.wirespeed.store.DatabaseLocation.Engine;
import dev.wirespeed.store.SettingRepository;
import dev.wirespeed.testing.Cli;
import dev.wirespeed.testing.Cli.Run;
import dev.wirespeed.testing.OnEachDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;

import static dev.wirespeed.testing.Cli.run;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Which database a command opens, how a bad one is reported, and db copy as a person runs it: in the
 * PostgreSQL variant the copy goes from a data folder to a PostgreSQL database named by URL.
 */
@OnEachDatabase
class DatabaseOptionsTest {

    private final Cli.Folders folders = new Cli.Folders();

    @AfterEach
    void dropTheFoldersDatabases() {
        folders.close();
    }

    /** {@code db copy}'s options naming {@code folder}'s database on this variant's engine as its {@code side} ("from", "to"). */
    private String[] side(String side, Path folder) {
        DatabaseLocation l = folders.of(folder);
        if (l.engine() == Engine.SQLITE) {
            return new String[] {"--" + side, folder.toString()};
        }
        return new String[] {
            "--" + side, l.url(), "--" + side + "-user", l.user(), "--" + side + "-password-file", Cli.passwordFile(l)
        };
    }

    private static String[] join(String[]... parts) {
        return Stream.of(parts).flatMap(Stream::of).toArray(String[]::new);
    }

    @Test
    void withoutADatabaseOption_theStoreIsTheSqliteFileInTheDataFolder(@TempDir Path dir) {
        DatabaseLocation l = StoreOptions.location(null, null, null, dir, Map.of());
        assertThat(l.engine()).isEqualTo(DatabaseLocation.Engine.SQLITE);
        assertThat(l.sqliteFile()).contains(dir.resolve(Database.FILE_NAME).toAbsolutePath());
    }

    @Test
    void theEnvironmentNamesTheServerUserAndPassword_andTheOptionsWinOverIt(@TempDir Path dir) throws Exception {
        Map<String, String> env = Map.of(
                "WIRESPEED_DATABASE_URL", "jdbc:postgresql://db:5432/team",
                "WIRESPEED_DATABASE_USER", "team",
                "WIRESPEED_DATABASE_PASSWORD", "from-env");
        DatabaseLocation fromEnv = StoreOptions.location(null, null, null, dir, env);
        assertThat(fromEnv).isEqualTo(new DatabaseLocation("jdbc:postgresql://db:5432/team", "team", "from-env"));
        assertThat(fromEnv.toString()).doesNotContain("from-env");

        Path pw = dir.resolve("pw");
        Files.writeString(pw, "from-file\nignored second line\n");
        DatabaseLocation given = StoreOptions.location("jdbc:postgresql://other/db", "me", pw.toString(), dir, env);
        assertThat(given).isEqualTo(new DatabaseLocation("jdbc:postgresql://other/db", "me", "from-file"));
    }

    @Test
    void aPasswordOnTheCommandLine_isRefused_beforeAnythingOpens() {
        Run r = run("user", "list", "--database", "jdbc:postgresql://db/x", "--database-password", "secret");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("--database-password is refused").contains("WIRESPEED_DATABASE_PASSWORD");
        assertThat(run("db", "copy", "--from", "a", "--to", "b", "--to-password=x")
                        .err())
                .contains("never taken from the command line");
    }

    @Test
    void aPasswordInTheUrl_isRefusedToo() {
        assertThatThrownBy(() -> new DatabaseLocation("jdbc:postgresql://db/x?password=secret", null, null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("carries a password")
                .hasMessageNotContaining("secret");
    }

    @Test
    void anUnsupportedUrlOrAnUnreachableServer_isOneLine_andExitCode2() {
        Run bad = run("user", "list", "--database", "jdbc:mysql://db/x");
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err().strip())
                .startsWith("wirespeed: unsupported database URL")
                .doesNotContain("\n");

        // port 1 on loopback: nothing listens there, so the connection is refused at once
        Run down = run("user", "list", "--database", "jdbc:postgresql://127.0.0.1:1/x", "--database-user", "u");
        assertThat(down.code()).isEqualTo(2);
        assertThat(down.err().strip())
                .startsWith("wirespeed: cannot connect to the database jdbc:postgresql://127.0.0.1:1/x as u:")
                .doesNotContain("\n")
                .doesNotContain("Exception");
    }

    @Test
    void dbCopy_fromADataFolder_verifiesEveryTable_andRefusesATargetWithRows(@TempDir Path dir) {
        Path a = dir.resolve("a");
        Path b = dir.resolve("b");
        try (Database db = Database.open(a)) {
            new SettingRepository(db).put("shop.kwhPrice", "31");
        }
        // the target: a second data folder, or in the PostgreSQL variant the database --to URL names
        String[] copy = join(new String[] {"db", "copy", "--from", a.toString()}, side("to", b));
        Run first = run(copy);
        assertThat(first.code()).as(first.err()).isZero();
        assertThat(first.out())
                .containsPattern("setting +1 +1 +[0-9a-f]{16} ok")
                .contains("verified: ");

        Run again = run(copy);
        assertThat(again.code()).isEqualTo(1);
        assertThat(again.err()).contains("is not empty: setting (1)").contains("--force");

        Run forced = run(join(copy, new String[] {"--force"}));
        assertThat(forced.code()).as(forced.err()).isZero();
        try (Database db = Database.open(folders.of(b))) {
            assertThat(new SettingRepository(db).get("shop.kwhPrice")).contains("31");
        }
    }

    @Test
    void dbCopy_back_fromTheVariantsDatabaseToANewDataFolder_carriesTheSettings(@TempDir Path dir) {
        Path b = dir.resolve("b");
        Path back = dir.resolve("back");
        try (Database db = Database.open(folders.of(b))) {
            new SettingRepository(db).put("shop.kwhPrice", "31");
        }

        Run r = run(join(new String[] {"db", "copy"}, side("from", b), new String[] {"--to", back.toString()}));

        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("setting +1 +1 +[0-9a-f]{16} ok");
        try (Database db = Database.open(back)) {
            assertThat(new SettingRepository(db).get("shop.kwhPrice")).contains("31");
        }
    }
}
