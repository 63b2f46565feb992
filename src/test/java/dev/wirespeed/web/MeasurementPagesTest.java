package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;

import static dev.wirespeed.testing.TestApp.json;
import static org.assertj.core.api.Assertions.assertThat;

/** The measurement pages as a person reads them: names rather than ids, statuses in words, the forms per plan. */
@OnEachDatabase
class MeasurementPagesTest {

    private static TestApp app;
    private static String seed001;
    private static String run;

    @BeforeParameterizedClassInvocation
    static void importSeed001sRun() throws Exception {
        app = TestApp.start();
        for (JsonNode p : json(app.get("/api/plans"))) {
            if ("seed-001".equals(p.path("exampleOf").asText())) {
                seed001 = p.get("id").asText();
            }
        }
        String text = Files.readString(
                TestApp.baseDir().resolve("src/test/resources/fixtures/iperf3-text/seed001-client-pcie-x1.txt"));
        run = json(app.post("/api/measurements?plan=" + seed001 + "&flow=win-to-server", text, "text/plain"))
                .get("measurements")
                .get(0)
                .get("id")
                .asText();
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        app.close();
    }

    @Test
    void aRunsPage_namesTheRunPlanAndFlow_andSaysWhatTheRunDidToItsFactor() {
        String page = app.get("/measurements/" + run).body();
        assertThat(page)
                .contains("<h1>iperf3 output of ")
                .doesNotContain("iperf3-text " + run)
                .contains(
                        "Seed 001: X520 clone in a B550 chipset slot running x1 · Main PC (WSL2) → hikaru-server · iperf3")
                .contains("3.01 Gbit/s")
                .contains("4,691 retransmits")
                .contains("10.00 s")
                .contains(">learned<");
        // the implied factor is the prior times measured over predicted; the factor now is what /calibration
        // shows for the card, the same sentence on both pages
        String effect = page.substring(page.indexOf("this run implies"), page.indexOf(" is now ") + 13);
        assertThat(effect).contains("the factor pcie.gen2 for No brand (OLIOSPEC) NB-INT-X520DA1-S");
        assertThat(app.get("/calibration").body()).contains(effect).doesNotContain(">" + run + "<");
    }

    @Test
    void theFlowLists_areGroupedByPlan_withFlowsByName() {
        String list = app.get("/measurements").body();
        assertThat(list)
                .contains("data-flows-of=\"m-plan\"")
                .contains("<optgroup label=\"Seed 001: X520 clone in a B550 chipset slot running x1\" data-plan=\""
                        + seed001 + "\">")
                .contains(">Main PC (WSL2) → hikaru-server · iperf3</option>")
                .doesNotContain("· win-to-server<");
        assertThat(app.get("/measurements/" + run).body()).contains("data-flows-of=\"at-plan\"");
    }

    @Test
    void aFailedImport_keepsThePastedTextAndTheChoices() {
        HttpResponse<String> bad = app.postForm(
                "/measurements/import",
                "text=" + URLEncoder.encode("not a measurement", StandardCharsets.UTF_8) + "&plan=" + seed001
                        + "&flow=win-to-server");
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(bad.body())
                .contains(">not a measurement</textarea>")
                .contains("<option value=\"" + seed001 + "\" selected=\"selected\">")
                .contains("<option value=\"win-to-server\" selected=\"selected\">");
    }
}
