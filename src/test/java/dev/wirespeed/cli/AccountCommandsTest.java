package dev.wirespeed.cli;

import dev.wirespeed.app.SignInService;
import dev.wirespeed.app.Wirespeed;
import dev.wirespeed.store.DatabaseLocation.Engine;
import dev.wirespeed.testing.Cli;
import dev.wirespeed.testing.Cli.Run;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import dev.wirespeed.testing.TestDatabases;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The user and token commands, and how serve decides about sign-in, as a person runs them. */
@OnEachDatabase
class AccountCommandsTest {

    private static final String CATALOG = TestApp.repoCatalog().toString();

    /** Each data folder's database on this variant's engine (a PostgreSQL schema named by --database). */
    private final Cli.Folders folders = new Cli.Folders();

    @AfterEach
    void dropTheFoldersDatabases() {
        folders.close();
    }

    private Run run(String... args) {
        return Cli.run(folders.args(args));
    }

    private static Path passwordFile(Path dir, String password) throws IOException {
        Path f = dir.resolve("pw-" + password.length() + ".txt");
        Files.writeString(f, password + "\n");
        return f;
    }

    @Test
    void userAdd_withAPasswordFile_createsTheFirstAdmin_evenBeforeTheServiceEverRan(@TempDir Path dir)
            throws IOException {
        Path data = dir.resolve("data"); // does not exist yet
        Run added = run(
                "user",
                "add",
                "ann",
                "--role",
                "admin",
                "--password-file",
                passwordFile(dir, "correct horse battery").toString(),
                "--data-dir",
                data.toString(),
                "--catalog",
                CATALOG);
        assertThat(added.code()).as(added.err()).isZero();
        assertThat(added.out()).isEqualTo("user ann added with role admin\n");
        Run list = run("user", "list", "--data-dir", data.toString(), "--catalog", CATALOG);
        assertThat(list.out()).containsPattern("ann +admin +created ");
    }

    @Test
    void aPasswordOnTheCommandLine_isRefusedWithTheReason(@TempDir Path dir) {
        for (String flag : new String[] {"--password", "--password=hunter2hunter2"}) {
            Run r = run("user", "add", "ann", "--role", "admin", flag, "hunter2hunter2", "--data-dir", dir.toString());
            assertThat(r.code()).isEqualTo(2);
            assertThat(r.err())
                    .contains("a password is never taken from the command line")
                    .contains("--password-file");
        }
        assertThat(Files.exists(dir.resolve("wirespeed.db"))).isFalse();
    }

    @Test
    void withoutATerminalOrAFile_userAddSaysHowToGiveThePassword(@TempDir Path dir) {
        // the test runs without a console, as a script does
        Run r = run("user", "add", "ann", "--role", "admin", "--data-dir", dir.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("no terminal to ask for the password").contains("--password-file");
    }

    @Test
    void aShortPassword_aTakenName_andAnUnknownRole_areRefused(@TempDir Path dir) throws IOException {
        String data = dir.resolve("data").toString();
        Run shortOne = run(
                "user",
                "add",
                "ann",
                "--role",
                "viewer",
                "--password-file",
                passwordFile(dir, "eleven char").toString(),
                "--data-dir",
                data,
                "--catalog",
                CATALOG);
        assertThat(shortOne.code()).isEqualTo(1);
        assertThat(shortOne.err()).contains("a password needs at least 12 characters, this one has 11");
        String good = passwordFile(dir, "twelve chars!").toString();
        assertThat(run("user", "add", "ann", "--role", "viewer", "--password-file", good, "--data-dir", data)
                        .code())
                .isZero();
        Run taken = run("user", "add", "ANN", "--role", "viewer", "--password-file", good, "--data-dir", data);
        assertThat(taken.code()).isEqualTo(1);
        assertThat(taken.err()).contains("there is a user called 'ANN' already");
        Run role = run("user", "add", "bob", "--role", "root", "--password-file", good, "--data-dir", data);
        assertThat(role.code()).isEqualTo(2);
        assertThat(role.err()).contains("a role is viewer, editor or admin, got 'root'");
    }

    @Test
    void theOnlyAdmin_cannotBeDemotedOrRemovedWhileOthersRemain(@TempDir Path dir) throws IOException {
        String data = dir.resolve("data").toString();
        String pw = passwordFile(dir, "correct horse battery").toString();
        run("user", "add", "ann", "--role", "admin", "--password-file", pw, "--data-dir", data, "--catalog", CATALOG);
        run("user", "add", "bob", "--role", "viewer", "--password-file", pw, "--data-dir", data);
        Run demote = run("user", "role", "ann", "editor", "--data-dir", data);
        assertThat(demote.code()).isEqualTo(1);
        assertThat(demote.err()).contains("'ann' is the only admin");
        assertThat(run("user", "remove", "ann", "--data-dir", data).code()).isEqualTo(1);
        assertThat(run("user", "role", "bob", "admin", "--data-dir", data).out())
                .isEqualTo("user bob now has role admin\n");
        assertThat(run("user", "remove", "ann", "--data-dir", data).code()).isZero();
        assertThat(run("user", "list", "--data-dir", data).out()).doesNotContain("ann");
    }

    @Test
    void tokenAdd_printsTheTokenOnce_listShowsItWithoutTheSecret_andRevokeMarksIt(@TempDir Path dir)
            throws IOException {
        String data = dir.resolve("data").toString();
        String pw = passwordFile(dir, "correct horse battery").toString();
        run("user", "add", "ann", "--role", "editor", "--password-file", pw, "--data-dir", data, "--catalog", CATALOG);
        Run added = run("token", "add", "backup-script", "--user", "ann", "--data-dir", data);
        assertThat(added.code()).as(added.err()).isZero();
        String token = added.out().trim();
        // "wst_" and 256 bits in unpadded Base64url (43 characters)
        assertThat(token).matches("wst_[A-Za-z0-9_-]{43}");
        assertThat(added.err()).contains("shown only now");
        String id = added.err().replaceAll("(?s)^token ([0-9a-f]{12}) .*", "$1");
        Run list = run("token", "list", "--data-dir", data);
        assertThat(list.out())
                .contains(id)
                .contains("backup-script")
                .contains("ann")
                .doesNotContain(token);
        assertThat(run("token", "revoke", id, "--data-dir", data).out()).isEqualTo("token " + id + " revoked\n");
        assertThat(run("token", "list", "--data-dir", data).out()).contains("REVOKED");
        assertThat(run("token", "revoke", id, "--data-dir", data).code()).isEqualTo(1);
        assertThat(run("token", "add", "x", "--data-dir", data).err()).contains("needs --user USER");
    }

    @Test
    void userPassword_setsANewPassword_andEndsTheUsersSessions(@TempDir Path dir) throws IOException {
        Path data = dir.resolve("data");
        String old = passwordFile(dir, "the first password").toString();
        run("user", "add", "ann", "--role", "editor", "--password-file", old, "--data-dir", data.toString());
        String session;
        try (Wirespeed app = Wirespeed.open(folders.of(data), Path.of(CATALOG))) {
            var in = app.signIn().signIn("ann", "the first password".toCharArray(), "192.0.2.1");
            session = ((SignInService.SignedIn) in).sessionId();
            assertThat(app.signIn().session(session)).isPresent();
        }
        String fresh = passwordFile(dir, "a second, longer password").toString();
        Run changed = run("user", "password", "ann", "--password-file", fresh, "--data-dir", data.toString());
        assertThat(changed.out()).isEqualTo("password of ann changed; their sessions ended\n");
        try (Wirespeed app = Wirespeed.open(folders.of(data), Path.of(CATALOG))) {
            assertThat(app.signIn().session(session)).isEmpty();
            assertThat(app.signIn().signIn("ann", "the first password".toCharArray(), "192.0.2.1"))
                    .isInstanceOf(SignInService.Refused.class);
            assertThat(app.signIn().signIn("ann", "a second, longer password".toCharArray(), "192.0.2.1"))
                    .isInstanceOf(SignInService.SignedIn.class);
        }
    }

    private static int status(int port, String path) {
        try {
            return HttpClient.newHttpClient()
                    .send(
                            HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                                    .GET()
                                    .build(),
                            HttpResponse.BodyHandlers.discarding())
                    .statusCode();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static String body(int port, String path) {
        try {
            return HttpClient.newHttpClient()
                    .send(
                            HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                                    .GET()
                                    .build(),
                            HttpResponse.BodyHandlers.ofString())
                    .body();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private String[] serveArgs(Path data, String... more) {
        String[] base = {"--port", "0", "--data-dir", data.toString(), "--catalog", CATALOG};
        String[] all = new String[base.length + more.length];
        System.arraycopy(base, 0, all, 0, base.length);
        System.arraycopy(more, 0, all, base.length, more.length);
        return folders.args(all);
    }

    @Test
    void servingBeyondLoopbackWithoutUsers_requiresSignIn_andPrintsHowToCreateTheFirstAdmin(@TempDir Path dir) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try (ServeCommand.Running s = ServeCommand.start(
                serveArgs(dir.resolve("data"), "--bind", "0.0.0.0"),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8))) {
            assertThat(out.toString(StandardCharsets.UTF_8))
                    .contains("Sign-in is on")
                    .contains("No account exists yet")
                    // the hint names the database as serve was given it: the data folder, or --database URL
                    .contains("java -jar wirespeed.jar user add NAME --role admin "
                            + (TestDatabases.current() == Engine.POSTGRESQL ? "--database " : "--data-dir "));
            assertThat(status(s.web().port(), "/api/plans")).isEqualTo(401);
            assertThat(status(s.web().port(), "/")).isEqualTo(303);
            assertThat(body(s.web().port(), "/login")).contains("No account exists yet.");
        }
    }

    @Test
    void noAuth_servesWithoutSignIn_andWarnsAtStart(@TempDir Path dir) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try (ServeCommand.Running s = ServeCommand.start(
                serveArgs(dir.resolve("data"), "--bind", "0.0.0.0", "--no-auth"),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8))) {
            assertThat(err.toString(StandardCharsets.UTF_8))
                    .startsWith("WARNING: --no-auth: sign-in is off on 0.0.0.0.")
                    .contains("Anyone who can reach this port can read and change every plan");
            assertThat(out.toString(StandardCharsets.UTF_8)).doesNotContain("Sign-in is on");
            assertThat(status(s.web().port(), "/api/plans")).isEqualTo(200);
        }
    }

    @Test
    void onLoopback_signInIsOffUnlessAskedFor_withAuth(@TempDir Path dir) {
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        try (ServeCommand.Running s = ServeCommand.start(serveArgs(dir.resolve("data")), quiet, quiet)) {
            assertThat(status(s.web().port(), "/api/plans")).isEqualTo(200);
        }
        try (ServeCommand.Running s = ServeCommand.start(serveArgs(dir.resolve("data"), "--auth"), quiet, quiet)) {
            assertThat(status(s.web().port(), "/api/plans")).isEqualTo(401);
        }
        Run both = run(serveArgs(dir.resolve("data"), "--auth", "--no-auth"));
        assertThat(both.code()).isEqualTo(2);
        assertThat(both.err()).contains("--auth and --no-auth contradict each other");
    }
}
