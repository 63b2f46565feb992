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
 * Two instances on one database: the one whose home page is kept lists, on its next view, a plan
 * the other renamed, added or deleted, since every such change moves the plans counter both read.
 */
@OnEachDatabase
class HomePageTwoInstancesTest {

    private TestApp first;
    private TestApp second;

    @BeforeEach
    void start() {
        first = TestApp.start();
        second = TestApp.sharing(first);
    }

    @AfterEach
    void stop() {
        RenderCaches.setEnabled(true);
        second.close();
        first.close();
    }

    private String uncachedHomeOfTheSecond() {
        RenderCaches.setEnabled(false);
        try {
            return second.get("/").body();
        } finally {
            RenderCaches.setEnabled(true);
        }
    }

    @Test
    void aPlanRenamedAddedOrDeletedInOneInstance_isOnTheOthersHomePage_atItsNextView() {
        PlanService plans = first.app().plans();
        PlanService.Stored seed = plans.list().stream()
                .filter(s -> "seed-000".equals(s.exampleOf()))
                .findFirst()
                .orElseThrow();
        // the second keeps its page (twice: the second view is the kept one)
        second.get("/");
        assertThat(second.get("/").body()).doesNotContain("Renamed in the first");

        plans.update(seed.plan().id(), seed.plan().withName("Renamed in the first"), seed.version());
        assertThat(second.get("/").body()).contains("Renamed in the first").isEqualTo(uncachedHomeOfTheSecond());

        PlanService.Stored added = plans.create(plans.example("seed-002").withName("Added in the first"));
        assertThat(second.get("/").body()).contains("Added in the first").isEqualTo(uncachedHomeOfTheSecond());

        plans.delete(added.plan().id());
        assertThat(second.get("/").body())
                .doesNotContain("Added in the first")
                .doesNotContain(added.plan().id())
                .isEqualTo(uncachedHomeOfTheSecond());
    }
}
