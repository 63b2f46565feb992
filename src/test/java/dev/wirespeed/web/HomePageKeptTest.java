package dev.wirespeed.web;

import dev.wirespeed.account.Role;
import dev.wirespeed.app.RenderCaches;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The home page is kept whole and sent again while what it shows is unchanged; whatever it shows
 * besides the plans (the calibration and catalog behind the figures, who is signed in and their
 * role, the language, the deletion notice) gives its own page, the one the caches-off path renders.
 */
class HomePageKeptTest {

    private static final String PASSWORD = "a long enough password";

    private TestApp app;

    @AfterEach
    void stop() {
        RenderCaches.setEnabled(true);
        if (app != null) {
            app.close();
        }
    }

    private String uncached(String path, String language) {
        RenderCaches.setEnabled(false);
        try {
            return app.get(path, language).body();
        } finally {
            RenderCaches.setEnabled(true);
        }
    }

    private String uncachedWithCookie(String cookie) {
        RenderCaches.setEnabled(false);
        try {
            return SignInTest.getWithCookie(app, "/", cookie).body();
        } finally {
            RenderCaches.setEnabled(true);
        }
    }

    private String seed(String seed) {
        return app.app().plans().list().stream()
                .filter(s -> seed.equals(s.exampleOf()))
                .findFirst()
                .orElseThrow()
                .plan()
                .id();
    }

    /** Plan evaluations computed so far (not the ones served from the cache), from /metrics. */
    private long evaluations() {
        Matcher m = Pattern.compile("(?m)^wirespeed_plan_evaluation_seconds_count (\\d+)$")
                .matcher(app.get("/metrics").body());
        return m.find() ? Long.parseLong(m.group(1)) : 0;
    }

    @Test
    void aRunThatMovesTheCalibration_givesTheNewFigures() throws Exception {
        app = TestApp.start();
        String before = app.get("/", "en").body();
        String run = Files.readString(
                TestApp.baseDir().resolve("src/test/resources/fixtures/iperf3-text/seed001-client-pcie-x1.txt"));
        HttpResponse<String> imported =
                app.post("/api/measurements?plan=" + seed("seed-001") + "&flow=win-to-server", run, "text/plain");
        assertThat(imported.statusCode()).as(imported.body()).isEqualTo(201);
        String after = app.get("/", "en").body();
        // no plan changed: what differs is the calibrated figure of seed 001's slowest flow
        assertThat(after).isNotEqualTo(before).isEqualTo(uncached("/", "en"));
    }

    @Test
    void theStoredPlansEvaluatedAhead_atStart_leaveTheFirstHomePageNothingToEvaluate() throws Exception {
        app = TestApp.start();
        long before = evaluations();
        // what serve starts beside the web server: the five seed examples, each evaluated once
        app.app().evaluateStoredPlansAhead().join(60_000);
        assertThat(evaluations() - before).isEqualTo(5);
        String first = app.get("/", "en").body();
        assertThat(evaluations() - before).isEqualTo(5);
        assertThat(first).isEqualTo(uncached("/", "en"));
    }

    @Test
    void theTemplatesWarmedUpAtStart_renderForAMadeUpRow_andLeaveTheFirstHomePageAsWithoutThem() {
        // what serve runs on its warm-up thread: both templates of the home page, one made-up row
        assertThat(HomeController.warmUp()).isTrue();
        app = TestApp.start();
        String first = app.get("/", "en").body();
        assertThat(first).doesNotContain("warm-up").isEqualTo(uncached("/", "en"));
    }

    @Test
    void aCatalogChange_evaluatesThePlansAgain_andSendsThePageItGives() {
        app = TestApp.start();
        app.get("/");
        long before = evaluations();
        assertThat(app.postJson("/api/parts", CatalogApiTest.CUSTOM).statusCode())
                .isEqualTo(201);
        String after = app.get("/").body();
        // the five seed examples evaluated against the new catalog
        assertThat(evaluations() - before).isEqualTo(5);
        assertThat(after).isEqualTo(uncached("/", "en"));
    }

    @Test
    void eachLanguage_andTheDeletionNotice_haveTheirOwnPage() {
        app = TestApp.start();
        String en = app.get("/", "en").body();
        String ja = app.get("/", "ja").body();
        assertThat(en).contains("<html lang=\"en\"");
        assertThat(ja).contains("<html lang=\"ja\"");
        assertThat(app.get("/", "en").body()).isEqualTo(en).isEqualTo(uncached("/", "en"));
        assertThat(app.get("/", "ja").body()).isEqualTo(ja).isEqualTo(uncached("/", "ja"));
        assertThat(app.get("/?deleted=1", "en").body())
                .contains("The plan was deleted.")
                .isEqualTo(uncached("/?deleted=1", "en"));
        assertThat(app.get("/", "en").body()).doesNotContain("The plan was deleted.");
    }

    @Test
    void whoIsSignedIn_andTheirRole_haveTheirOwnPage() {
        app = TestApp.startWithSignIn(new AuthOptions(true, false));
        app.app().accounts().add("vera", Role.VIEWER, PASSWORD.toCharArray());
        app.app().accounts().add("adam", Role.ADMIN, PASSWORD.toCharArray());
        String vera = SignInTest.signIn(app, "vera", PASSWORD);
        String adam = SignInTest.signIn(app, "adam", PASSWORD);

        String asVera = SignInTest.getWithCookie(app, "/", vera).body();
        String asAdam = SignInTest.getWithCookie(app, "/", adam).body();
        // only an admin is offered the settings; the bar names who is signed in
        assertThat(asVera).contains(">vera (").doesNotContain("href=\"/settings\"");
        assertThat(asAdam).contains(">adam (").contains("href=\"/settings\"");
        assertThat(SignInTest.getWithCookie(app, "/", vera).body())
                .isEqualTo(asVera)
                .isEqualTo(uncachedWithCookie(vera));

        app.app().accounts().setRole("vera", Role.ADMIN);
        assertThat(SignInTest.getWithCookie(app, "/", vera).body())
                .contains("href=\"/settings\"")
                .isEqualTo(uncachedWithCookie(vera));
    }
}
