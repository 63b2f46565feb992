package dev.wirespeed.cli;

import dev.wirespeed.store.Database;
import dev.wirespeed.store.DatabaseLocation;
import dev.wirespeed.store.SettingRepository;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Which database a command opens, how a bad one is reported, and db copy as a person runs it. */
class DatabaseOptionsTest {

    private record Run(int code, String out, String err) {}

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
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
    void dbCopy_betweenTwoDataFolders_verifiesEveryTable_andRefusesATargetWithRows(@TempDir Path dir) {
        Path a = dir.resolve("a");
        Path b = dir.resolve("b");
        try (Database db = Database.open(a)) {
            new SettingRepository(db).put("shop.kwhPrice", "31");
        }
        Run first = run("db", "copy", "--from", a.toString(), "--to", b.toString());
        assertThat(first.code()).as(first.err()).isZero();
        assertThat(first.out())
                .containsPattern("setting +1 +1 +[0-9a-f]{16} ok")
                .contains("verified: ");

        Run again = run("db", "copy", "--from", a.toString(), "--to", b.toString());
        assertThat(again.code()).isEqualTo(1);
        assertThat(again.err()).contains("is not empty: setting (1)").contains("--force");

        Run forced = run("db", "copy", "--from", a.toString(), "--to", b.toString(), "--force");
        assertThat(forced.code()).as(forced.err()).isZero();
        try (Database db = Database.open(b)) {
            assertThat(new SettingRepository(db).get("shop.kwhPrice")).contains("31");
        }
    }
}
