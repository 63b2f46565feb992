package dev.wirespeed.web;

import dev.wirespeed.account.Role;
import dev.wirespeed.app.PlanService;
import dev.wirespeed.app.RenderCaches;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The plain editor page is kept whole and sent again while what it shows is unchanged; an edit, an
 * attached run that moves the calibration, a custom part, a share link, the language and who is
 * signed in each give their own page, the one the caches-off path renders, also when the change was
 * made through another instance on the same database.
 */
@OnEachDatabase
class EditorPageKeptTest {

    private static final String PASSWORD = "a long enough password";

    private TestApp app;
    private TestApp other;

    @AfterEach
    void stop() {
        RenderCaches.setEnabled(true);
        if (other != null) {
            other.close();
        }
        if (app != null) {
            app.close();
        }
    }

    private static String uncached(TestApp on, String path, String language) {
        RenderCaches.setEnabled(false);
        try {
            return on.get(path, language).body();
        } finally {
            RenderCaches.setEnabled(true);
        }
    }

    private static String uncachedWithCookie(TestApp on, String path, String cookie) {
        RenderCaches.setEnabled(false);
        try {
            return SignInTest.getWithCookie(on, path, cookie).body();
        } finally {
            RenderCaches.setEnabled(true);
        }
    }

    private PlanService.Stored seed(String seed) {
        return app.app().plans().list().stream()
                .filter(s -> seed.equals(s.exampleOf()))
                .findFirst()
                .orElseThrow();
    }

    private String page(String seed) {
        return "/plans/" + seed(seed).plan().id();
    }

    /** The same page viewed twice, so the second answer is the kept one. */
    private static String keptView(TestApp on, String path, String language) {
        on.get(path, language);
        return on.get(path, language).body();
    }

    @Test
    void theKeptPageOfEverySeed_isThePageRenderedWithTheCachesOff_inEnglishAndJapanese() {
        app = TestApp.start();
        for (String seed : List.of("seed-000", "seed-001", "seed-002", "seed-003", "seed-004")) {
            for (String language : List.of("en", "ja")) {
                String kept = keptView(app, page(seed), language);
                assertThat(kept).as(seed + " in " + language).isEqualTo(uncached(app, page(seed), language));
            }
        }
    }

    @Test
    void eachLanguage_hasItsOwnPage() {
        app = TestApp.start();
        String en = keptView(app, page("seed-000"), "en");
        String ja = keptView(app, page("seed-000"), "ja");
        assertThat(en).contains("<html lang=\"en\"");
        assertThat(ja).contains("<html lang=\"ja\"");
        assertThat(app.get(page("seed-000"), "en").body()).isEqualTo(en);
    }

    @Test
    void anEdit_showsTheNewPage() {
        app = TestApp.start();
        PlanService.Stored s = seed("seed-000");
        keptView(app, page("seed-000"), "en");
        app.app().plans().update(s.plan().id(), s.plan().withName("Renamed for the test"), s.version());
        assertThat(app.get(page("seed-000"), "en").body())
                .contains("Renamed for the test")
                .isEqualTo(uncached(app, page("seed-000"), "en"));
    }

    @Test
    void anAttachedRunThatMovesTheCalibration_showsTheNewPage() throws Exception {
        app = TestApp.start();
        String before = keptView(app, page("seed-001"), "en");
        String run = Files.readString(
                TestApp.baseDir().resolve("src/test/resources/fixtures/iperf3-text/seed001-client-pcie-x1.txt"));
        HttpResponse<String> imported = app.post(
                "/api/measurements?plan=" + seed("seed-001").plan().id() + "&flow=win-to-server", run, "text/plain");
        assertThat(imported.statusCode()).as(imported.body()).isEqualTo(201);
        String after = app.get(page("seed-001"), "en").body();
        // the plan did not change: the run is listed under measurements, the figures are calibrated
        assertThat(after)
                .isNotEqualTo(before)
                .contains("id=\"flow-runs\"")
                .isEqualTo(uncached(app, page("seed-001"), "en"));
    }

    @Test
    void aCustomPart_givesThePageTheNewCatalogRenders() {
        app = TestApp.start();
        keptView(app, page("seed-000"), "en");
        assertThat(app.postJson("/api/parts", CatalogApiTest.CUSTOM).statusCode())
                .isEqualTo(201);
        assertThat(app.get(page("seed-000"), "en").body()).isEqualTo(uncached(app, page("seed-000"), "en"));
    }

    @Test
    void aShareLinkCreatedOrRevoked_showsTheNewPage() {
        app = TestApp.start();
        String before = keptView(app, page("seed-000"), "en");
        assertThat(before).doesNotContain("/s/");
        app.app().shares().create(seed("seed-000").plan().id(), "test");
        String shared = app.get(page("seed-000"), "en").body();
        assertThat(shared).contains("/s/").isEqualTo(uncached(app, page("seed-000"), "en"));
    }

    @Test
    void whoIsSignedIn_andTheirRole_haveTheirOwnPage() {
        app = TestApp.startWithSignIn(new AuthOptions(true, false));
        app.app().accounts().add("vera", Role.VIEWER, PASSWORD.toCharArray());
        app.app().accounts().add("adam", Role.ADMIN, PASSWORD.toCharArray());
        String vera = SignInTest.signIn(app, "vera", PASSWORD);
        String adam = SignInTest.signIn(app, "adam", PASSWORD);
        String path = page("seed-000");

        SignInTest.getWithCookie(app, path, vera);
        String asVera = SignInTest.getWithCookie(app, path, vera).body();
        String asAdam = SignInTest.getWithCookie(app, path, adam).body();
        // only an admin is offered the settings; the bar names who is signed in
        assertThat(asVera).contains(">vera (").doesNotContain("href=\"/settings\"");
        assertThat(asAdam).contains(">adam (").contains("href=\"/settings\"");
        assertThat(asVera).isEqualTo(uncachedWithCookie(app, path, vera));

        app.app().accounts().setRole("vera", Role.ADMIN);
        assertThat(SignInTest.getWithCookie(app, path, vera).body())
                .contains("href=\"/settings\"")
                .isEqualTo(uncachedWithCookie(app, path, vera));
    }

    @Test
    void anEditThroughAnotherInstance_isOnThisOnesNextView() {
        app = TestApp.start();
        other = TestApp.sharing(app);
        PlanService.Stored s = seed("seed-000");
        assertThat(keptView(other, page("seed-000"), "en")).doesNotContain("Renamed in the first");
        app.app().plans().update(s.plan().id(), s.plan().withName("Renamed in the first"), s.version());
        assertThat(other.get(page("seed-000"), "en").body())
                .contains("Renamed in the first")
                .isEqualTo(uncached(other, page("seed-000"), "en"));
    }
}
