package dev.wirespeed.web;

import dev.wirespeed.app.PlanService;
import dev.wirespeed.app.RenderCaches;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The home page's list of plans is kept as rendered until a row changes: a renamed, added or
 * deleted plan shows at once, and the page is the one the caches-off path renders.
 */
@OnEachDatabase
class HomePageCacheTest {

    private TestApp app;

    @BeforeEach
    void start() {
        app = TestApp.start();
    }

    @AfterEach
    void stop() {
        RenderCaches.setEnabled(true);
        app.close();
    }

    private PlanService plans() {
        return app.app().plans();
    }

    private PlanService.Stored seed000() {
        return plans().list().stream()
                .filter(s -> "seed-000".equals(s.exampleOf()))
                .findFirst()
                .orElseThrow();
    }

    private String uncachedHome() {
        RenderCaches.setEnabled(false);
        try {
            return app.get("/").body();
        } finally {
            RenderCaches.setEnabled(true);
        }
    }

    @Test
    void aRenamedPlan_showsItsNewName_onTheNextView() {
        PlanService.Stored s = seed000();
        assertThat(app.get("/").body()).contains(s.plan().name()).doesNotContain("Renamed lab");
        plans().update(s.plan().id(), s.plan().withName("Renamed lab"), s.version());
        String after = app.get("/").body();
        assertThat(after).contains("Renamed lab");
        assertThat(after).isEqualTo(uncachedHome());
    }

    @Test
    void anAddedAndADeletedPlan_showAndGo() {
        app.get("/");
        PlanService.Stored extra = plans().create(plans().example("seed-002").withName("Second NAS plan"));
        assertThat(app.get("/").body())
                .contains("Second NAS plan")
                .contains(extra.plan().id());
        plans().delete(extra.plan().id());
        String after = app.get("/").body();
        assertThat(after)
                .doesNotContain("Second NAS plan")
                .doesNotContain(extra.plan().id());
        assertThat(after).isEqualTo(uncachedHome());
    }
}
