package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import java.net.http.HttpResponse;
import java.util.HashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The "Reach a target" page: a form that works without JavaScript, the answer, the picture, and "use this build". */
@OnEachDatabase
class RecommendPageTest {

    private static TestApp app;
    private static final Map<String, String> SEEDS = new HashMap<>();

    @BeforeParameterizedClassInvocation
    static void start() throws Exception {
        app = TestApp.start();
        for (JsonNode p : new ObjectMapper().readTree(app.get("/api/plans").body())) {
            SEEDS.put(p.path("exampleOf").asText(), p.get("id").asText());
        }
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        app.close();
    }

    private static String page(String seed) {
        return "/plans/" + SEEDS.get(seed) + "/recommend";
    }

    @Test
    void thePlanPageLinksToIt_andTheFormAsksATargetPerFlow() {
        assertThat(app.get("/plans/" + SEEDS.get("seed-001")).body()).contains(page("seed-001"));
        HttpResponse<String> r = app.get(page("seed-001"));
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body())
                .contains("name=\"t.win-to-server\"")
                .contains("name=\"budget\"")
                .doesNotContain("Use this build");
    }

    @Test
    void seed001_aTargetOf9_answersTheFreeBiosChangeFirst_withThePicture() {
        HttpResponse<String> r = app.get(page("seed-001") + "?t.win-to-server=9&limit=3");
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        String body = r.body();
        // the first build is free: the BIOS mode that gives the X520 clone four lanes (seed 001)
        assertThat(body.indexOf("x4 mode"))
                .isPositive()
                .isLessThan(body.indexOf("Use this build", body.indexOf("x4 mode")));
        assertThat(body).contains("0 JPY").contains("<svg").contains("Pareto");
        // the free build's energy: 0 W, so 0 kWh and 0 JPY a year at the default price per kWh
        assertThat(body).contains("Energy a year").contains("0 kWh, 0 JPY");
    }

    @Test
    void seed002_aTargetNoNicReaches_showsWhy_andTheClosestBuild_withNothingToUse() {
        HttpResponse<String> r = app.get(page("seed-002") + "?t.smb-put-to-nas=9");
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        String body = r.body();
        int closest = body.indexOf("The closest builds");
        // the reason first, then the one closest build: the plan as it is, 0 JPY, at the N100's 2.19 Gbit/s
        assertThat(body.indexOf("no NIC changes that")).isPositive().isLessThan(closest);
        assertThat(closest).isPositive();
        String table = body.substring(closest, body.indexOf("</table>", closest));
        assertThat(table).contains("class=\"builds closest\"").contains("0 JPY").contains("2.19");
        // a closest build meets no target: nothing to take over as a new plan
        assertThat(table).doesNotContain("Use this build");
        assertThat(body).contains("No build met every target.");
    }

    @Test
    void aBudgetThatLeavesNoBuild_showsTheCheapestBuildOverIt_withNothingToUse() {
        // seed 003's SC-SC cord between two LC modules needs replacing; 100 JPY buys no cord
        HttpResponse<String> r = app.get(page("seed-003") + "?t.mac-to-debian=9&budget=100&currency=JPY");
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        String body = r.body();
        int over = body.indexOf("Within the budget none does");
        assertThat(over).isPositive();
        String table = body.substring(over, body.indexOf("</table>", over));
        assertThat(table)
                .contains("class=\"builds over-budget\"")
                .contains(" JPY")
                .doesNotContain("Use this build");
    }

    @Test
    void inJapanese() {
        String body =
                app.get(page("seed-001") + "?t.win-to-server=9&limit=2", "ja").body();
        assertThat(body).contains("目標に届く構成").contains("この構成を使う").doesNotContain("??recommend.");
    }

    @Test
    void aTargetThatIsNotANumber_is400NamingTheField() {
        HttpResponse<String> r = app.get(page("seed-001") + "?t.win-to-server=fast");
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(r.body()).contains("t.win-to-server").contains("a target is a number of Gbit/s");
    }

    @Test
    void useThisBuild_savesItAsANewPlan_andShowsIt() {
        HttpResponse<String> r = app.postForm(page("seed-001") + "/use", "t.win-to-server=9&limit=3&build=0");
        assertThat(r.statusCode()).isEqualTo(303);
        String location = r.headers().firstValue("Location").orElseThrow();
        assertThat(location).startsWith("/plans/").isNotEqualTo("/plans/" + SEEDS.get("seed-001"));
        assertThat(app.get(location).body()).contains("(recommended build 1)");
    }
}
