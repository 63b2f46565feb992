package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Pages name what a person knows (a flow by its hosts and tool, a card by its host) where the stored
 * plan keeps ids; the JSON keeps its exact text.
 */
@OnEachDatabase
class PagesNameFlowsAndPlacesTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static TestApp app;
    private static final Map<String, String> SEEDS = new HashMap<>();

    // two desks joined by a direct link with no cable part, each with a generic card: the list remarks on all three
    private static final String TWO_DESKS = "{\"name\":\"Two desks\",\"hosts\":["
            + "{\"id\":\"desk-a\",\"name\":\"Desk A\",\"board\":\"asus-prime-b550-plus\",\"nics\":[{\"id\":\"card\","
            + "\"generic\":{\"speedGbps\":10,\"port\":\"sfp+\",\"busKind\":\"pcie\"}}]},"
            + "{\"id\":\"desk-b\",\"name\":\"Desk B\",\"board\":\"asus-prime-b550-plus\",\"nics\":[{\"id\":\"card\","
            + "\"generic\":{\"speedGbps\":10,\"port\":\"sfp+\",\"busKind\":\"pcie\"}}]}],"
            + "\"links\":[{\"id\":\"l-desks\",\"a\":{\"device\":\"desk-a\",\"nic\":\"card\",\"port\":1},"
            + "\"b\":{\"device\":\"desk-b\",\"nic\":\"card\",\"port\":1}}]}";

    @BeforeParameterizedClassInvocation
    static void start() throws Exception {
        app = TestApp.start();
        for (JsonNode p : JSON.readTree(app.get("/api/plans").body())) {
            SEEDS.put(p.path("exampleOf").asText(), p.get("id").asText());
        }
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        app.close();
    }

    /** What a person reads: the page without its tags (attributes such as data-link keep ids for scripts). */
    private static String text(String html) {
        return html.replaceAll("<[^>]*>", " ");
    }

    private static String recommend(String seed) {
        return "/plans/" + SEEDS.get(seed) + "/recommend";
    }

    @Test
    void theRecommendForm_labelsEachTargetByItsFlowsName_inEnglishAndJapanese() {
        // seed 001's flow win-to-server: from "Main PC (WSL2)" to "hikaru-server" with iperf3, one stream
        String en = app.get(recommend("seed-001")).body();
        assertThat(en)
                .contains("Main PC (WSL2) → hikaru-server · iperf3 at least")
                .doesNotContain("win-to-server (iperf3)")
                .contains("name=\"t.win-to-server\"");
        String ja = app.get(recommend("seed-001"), "ja").body();
        assertThat(ja).contains("Main PC (WSL2) → hikaru-server · iperf3 の下限").doesNotContain("win-to-server (iperf3)");
    }

    @Test
    void theRecommendAnswer_namesEachBuildsFlowByItsName() {
        String body =
                app.get(recommend("seed-001") + "?t.win-to-server=9&limit=3").body();
        assertThat(body).contains("class=\"builds\"").contains("Main PC (WSL2) → hikaru-server · iperf3: ");
        assertThat(body).doesNotContain("win-to-server:").doesNotContain("· win-to-server ");
    }

    @Test
    void theShoppingListsRemarks_nameTheHostAndTheLink_onThePage_butTheJsonKeepsTheIds() throws Exception {
        HttpResponse<String> created = app.postJson("/api/plans", TWO_DESKS);
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        String id = JSON.readTree(created.body()).get("id").asText();

        String page = text(app.get("/plans/" + id + "/shopping-list").body());
        // the link's name is its two ends' names, as the "used by" column writes it
        assertThat(page)
                .contains("Desk A · card: a generic NIC has no catalog part")
                .contains("Desk B · card: a generic NIC has no catalog part")
                .contains("link Desk A – Desk B names no cable part")
                .doesNotContain("desk-a/card")
                .doesNotContain("l-desks");
        String ja = text(app.get("/plans/" + id + "/shopping-list", "ja").body());
        assertThat(ja)
                .contains("Desk A · card: 汎用 NIC にはカタログの部品がない")
                .contains("リンク Desk A – Desk B にはケーブルの部品が指定されていません")
                .doesNotContain("desk-a/card")
                .doesNotContain("l-desks");

        JsonNode notes = JSON.readTree(
                        app.get("/api/plans/" + id + "/shopping-list").body())
                .path("notes");
        assertThat(notes.toString())
                .contains("desk-a/card: a generic NIC has no catalog part")
                .contains("link l-desks names no cable part");
    }

    @Test
    void thePlanPanelsRuns_sayTheirCalibrationStatusInWords_inJapaneseToo() throws Exception {
        // seed 001's x1 run attached to its flow: the panel lists it with what calibration did with it
        String run = Files.readString(
                TestApp.baseDir().resolve("src/test/resources/fixtures/iperf3-text/seed001-client-pcie-x1.txt"));
        String seed = SEEDS.get("seed-001");
        HttpResponse<String> stored =
                app.post("/api/measurements?plan=" + seed + "&flow=win-to-server", run, "text/plain");
        assertThat(stored.statusCode()).as(stored.body()).isEqualTo(201);

        String ja = text(app.get("/plans/" + seed + "/panel", "ja").body());
        // every status reads "学習済み" or "学習しません: ..." in Japanese, never its English token
        assertThat(ja).contains("· 学習");
        for (String raw : List.of("learned", "no-factor", "above-ceiling", "no-route", "fault", "outside-bounds")) {
            assertThat(ja).doesNotContain("· " + raw);
        }
        String en = text(app.get("/plans/" + seed + "/panel").body());
        assertThat(en).containsAnyOf("· learned", "· not learned: ");
    }

    @Test
    void theEditorsRunsAndFlowPickers_nameFlowsByTheirHosts_andRunsByTheirFormat_notByIds() throws Exception {
        String run = Files.readString(
                TestApp.baseDir().resolve("src/test/resources/fixtures/iperf3-text/seed001-client-pcie-x1.txt"));
        String seed = SEEDS.get("seed-001");
        HttpResponse<String> stored =
                app.post("/api/measurements?plan=" + seed + "&flow=win-to-server", run, "text/plain");
        // the panel test may have stored the same run already: it is stored once and attached
        assertThat(stored.statusCode()).as(stored.body()).isIn(200, 201);
        String measurement = JSON.readTree(stored.body())
                .get("measurements")
                .get(0)
                .get("id")
                .asText();

        // the flow's name is its hosts' names and its tool, as the plan states them: "From → To · iperf3"
        JsonNode plan = JSON.readTree(app.get("/api/plans/" + seed).body());
        JsonNode flow = null;
        for (JsonNode f : plan.get("flows")) {
            if (f.get("id").asText().equals("win-to-server")) {
                flow = f;
            }
        }
        assertThat(flow).isNotNull();
        String name = hostName(plan, flow.get("from").asText()) + " → "
                + hostName(plan, flow.get("to").asText()) + " · "
                + flow.get("tool").asText();

        String editor = app.get("/plans/" + seed).body();
        String runs = editor.substring(editor.indexOf("id=\"flow-runs\""));
        String row = runs.substring(runs.indexOf("data-flow=\"win-to-server\""));
        row = text(row.substring(0, row.indexOf("</tr>")));
        assertThat(row).contains(name).contains("iperf3 output").doesNotContain(measurement);
        assertThat(row).containsAnyOf("learned", "not learned: ");
        String picker = editor.substring(editor.indexOf("id=\"pm-flow\""));
        picker = picker.substring(0, picker.indexOf("</select>"));
        assertThat(picker).contains(">" + name + "<").doesNotContain(">win-to-server (");

        String settings = app.get("/settings/iperf3").body();
        assertThat(settings).contains(" · " + name + "<").doesNotContain(" · win-to-server<");
    }

    private static String hostName(JsonNode plan, String id) {
        for (JsonNode h : plan.get("hosts")) {
            if (h.get("id").asText().equals(id)) {
                return h.path("name").asText(id);
            }
        }
        throw new AssertionError("no host " + id);
    }
}
