package dev.wirespeed.web;

import dev.wirespeed.app.PlanService;
import dev.wirespeed.app.RenderCaches;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The caches change how fast a page is, never a byte of it: every page of every seed example, and
 * the home page, rendered with the caches on (twice, so the second answer comes from them) and with
 * them off (computed the slow way) in the same run, in English and Japanese, must be identical.
 */
@OnEachDatabase
class CachedPagesTest {

    private static TestApp app;

    @BeforeParameterizedClassInvocation
    static void start() {
        app = TestApp.start();
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        RenderCaches.setEnabled(true);
        app.close();
    }

    private static List<String> pages() {
        List<String> out = new ArrayList<>(List.of("/", "/api/plans"));
        for (PlanService.Stored s : app.app().plans().list()) {
            if (s.exampleOf() == null) {
                continue;
            }
            String p = "/plans/" + s.plan().id();
            out.addAll(List.of(
                    p,
                    p + "/panel",
                    p + "/topology.svg",
                    p + "/delete",
                    p + "/recommend",
                    p + "/shopping-list",
                    "/api/plans/" + s.plan().id() + "/evaluation"));
        }
        return out;
    }

    @Test
    void everyPageOfEverySeedExample_isTheSameByteForByte_withTheCachesOnAndOff() {
        List<String> pages = pages();
        // the five seeds, seven pages each, plus the home page and the plan list
        assertThat(pages).hasSize(5 * 7 + 2);
        for (String language : List.of("en", "ja")) {
            for (String page : pages) {
                RenderCaches.setEnabled(true);
                app.get(page, language);
                HttpResponse<String> cached = app.get(page, language);
                RenderCaches.setEnabled(false);
                HttpResponse<String> uncached = app.get(page, language);
                RenderCaches.setEnabled(true);
                assertThat(cached.statusCode()).as(page).isEqualTo(200);
                assertThat(uncached.statusCode()).as(page).isEqualTo(200);
                assertThat(cached.body()).as(page + " in " + language).isEqualTo(uncached.body());
            }
        }
    }
}
