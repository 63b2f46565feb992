package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import dev.wirespeed.testing.TestDatabases;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static dev.wirespeed.web.PlanPagesTest.form;
import static dev.wirespeed.web.PlanPagesTest.location;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Over HTTP, what a new user tripped over on the plan pages: a switch MTU out of range is refused
 * on the form and in an imported document like a card's, one stored plan that cannot be read or
 * evaluated leaves the home page and /api/plans working, repeated host names, switch names and
 * host IPs are refused with the field named, the host removal page lists what goes with it, a link
 * without a cable is a warning and a line on the shopping list, the plan and its list link to each
 * other, and the panel lists the runs attached to each flow.
 */
@OnEachDatabase
class PlanPageFixesTest {

    private static TestApp app;
    private static final ObjectMapper JSON = new ObjectMapper();

    @BeforeParameterizedClassInvocation
    static void start() {
        app = TestApp.start();
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        app.close();
    }

    private static String newPlan(String name) {
        HttpResponse<String> r = app.postForm("/plans", form("name", name));
        assertThat(r.statusCode()).isEqualTo(303);
        return location(r).replace("/plans/", "");
    }

    private static String copyOf(String seed) {
        HttpResponse<String> r = app.postForm("/plans/from-example", form("seed", seed));
        assertThat(r.statusCode()).isEqualTo(303);
        return location(r).replace("/plans/", "");
    }

    private static long version(String plan) {
        return Long.parseLong(app.get("/api/plans/" + plan)
                .headers()
                .firstValue("X-Plan-Version")
                .orElseThrow());
    }

    private static HttpResponse<String> edit(String plan, String path, String... kv) {
        String[] all = new String[kv.length + 2];
        all[0] = "version";
        all[1] = String.valueOf(version(plan));
        System.arraycopy(kv, 0, all, 2, kv.length);
        return app.postForm("/plans/" + plan + path, form(all));
    }

    private static String fieldError(String html, String fieldId) {
        Matcher m = Pattern.compile("id=\"" + Pattern.quote(fieldId) + "-err\"[^>]*>([^<]*)<")
                .matcher(html);
        return m.find() ? m.group(1) : null;
    }

    private static JsonNode json(HttpResponse<String> r) throws Exception {
        return JSON.readTree(r.body());
    }

    /** Seed 000 as a document, with {@code change} applied, imported through the API. */
    private static HttpResponse<String> importSeed000(Consumer<ObjectNode> change) throws Exception {
        ObjectNode doc = (ObjectNode) JSON.readTree(
                app.get("/api/plans/" + copyOf("seed-000") + "/export").body());
        doc.remove("id");
        change.accept(doc);
        return app.postJson("/api/plans/import", JSON.writeValueAsString(doc));
    }

    // ---- switch MTU ----

    @Test
    void aSwitchMtuOfMinusOne_onTheForm_is400WithTheMessageAtTheMtuField() {
        String plan = newPlan("Switch MTU");
        HttpResponse<String> r =
                edit(plan, "/switches", "form", "switch-new", "part", "mikrotik-crs305-1g-4s-in", "mtu", "-1");
        assertThat(r.statusCode()).isEqualTo(400);
        // the same bounds as a card's MTU: 576 (the IPv4 minimum datagram) to 16384
        assertThat(fieldError(r.body(), "f-switch-new-mtu")).isEqualTo("MTU must be 576-16384");
        assertThat(app.get("/api/plans/" + plan).body()).doesNotContain("\"switches\":[{");
    }

    @Test
    void aSwitchMtuOfMinusOne_inAnImportedPlan_is400NamingTheField_onTheApiAndTheHomeForm() throws Exception {
        HttpResponse<String> api =
                importSeed000(doc -> ((ObjectNode) doc.get("switches").get(0)).put("mtu", -1));
        assertThat(api.statusCode()).isEqualTo(400);
        JsonNode error = json(api);
        assertThat(error.get("message").asText()).contains("MTU must be 576-16384");
        assertThat(error.get("details").get(0).get("path").asText()).isEqualTo("$.switches[0].mtu");

        ObjectNode doc = (ObjectNode) JSON.readTree(
                app.get("/api/plans/" + copyOf("seed-000") + "/export").body());
        ((ObjectNode) doc.get("switches").get(0)).put("mtu", -1);
        HttpResponse<String> page = app.postForm("/plans/import", form("json", JSON.writeValueAsString(doc)));
        assertThat(page.statusCode()).isEqualTo(400);
        assertThat(page.body()).contains("MTU must be 576-16384");
    }

    @Test
    void aFormFieldWithANulCharacter_is400NamingTheField_andNothingIsStored_onEitherDatabase() throws Exception {
        // a NUL (%00) no text box types: PostgreSQL's text cannot hold it, so both engines refuse it alike
        int before = json(app.get("/api/plans")).size();
        HttpResponse<String> r = app.postForm("/plans/from-example", "seed=seed-001&name=Lab%00copy");
        assertThat(r.statusCode()).isEqualTo(400);
        // the page escapes the apostrophes around the field's name
        assertThat(r.body()).contains("the field &#39;name&#39; contains the NUL character (U+0000)");
        assertThat(json(app.get("/api/plans")).size()).isEqualTo(before);
    }

    @Test
    void aJsonPlanWithANulCharacterInAName_is400AtThatPath_andNothingIsStored_onEitherDatabase() throws Exception {
        int before = json(app.get("/api/plans")).size();
        String doc = app.get("/api/plans/" + copyOf("seed-001") + "/export").body();
        ObjectNode plan = (ObjectNode) JSON.readTree(doc);
        ((ObjectNode) plan.get("hosts").get(0)).put("name", "Lab\0PC");
        HttpResponse<String> r = app.postJson("/api/plans/import", JSON.writeValueAsString(plan));
        assertThat(r.statusCode()).isEqualTo(400);
        JsonNode detail = json(r).get("details").get(0);
        assertThat(detail.get("path").asText()).isEqualTo("$.hosts[0].name");
        assertThat(detail.get("message").asText()).contains("text may not contain the NUL character (U+0000)");
        // the copy made above is the only new plan
        assertThat(json(app.get("/api/plans")).size()).isEqualTo(before + 1);
    }

    @Test
    void aStoredPlanThatCannotBeRead_leavesTheHomePageAndThePlanList_working() throws Exception {
        String good = copyOf("seed-001");
        // as an older Wirespeed stored it before switch MTUs were checked: seed 000 with a switch MTU of -1
        ObjectNode doc = (ObjectNode) JSON.readTree(
                app.get("/api/plans/" + copyOf("seed-000") + "/export").body());
        ((ObjectNode) doc.get("switches").get(0)).put("mtu", -1);
        doc.put("id", "pbroken00001");
        try (Connection c = TestDatabases.connect(app.database());
                PreparedStatement s = c.prepareStatement(
                        "INSERT INTO plan (id, name, doc, version, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?)")) {
            s.setString(1, "pbroken00001");
            s.setString(2, "Broken switch MTU");
            s.setString(3, JSON.writeValueAsString(doc));
            s.setString(4, "2026-01-01T00:00:00Z");
            s.setString(5, "2026-01-01T00:00:00Z");
            s.executeUpdate();
        }

        HttpResponse<String> home = app.get("/");
        assertThat(home.statusCode()).isEqualTo(200);
        String row = home.body().substring(home.body().indexOf("data-id=\"pbroken00001\""));
        row = row.substring(0, row.indexOf("</tr>"));
        assertThat(row).contains("Broken switch MTU").contains("evaluation failed");
        assertThat(home.body()).contains("data-id=\"" + good + "\"");

        HttpResponse<String> list = app.get("/api/plans");
        assertThat(list.statusCode()).isEqualTo(200);
        JsonNode broken = null;
        boolean goodListed = false;
        for (JsonNode p : json(list)) {
            if (p.get("id").asText().equals("pbroken00001")) {
                broken = p;
            }
            goodListed |= p.get("id").asText().equals(good);
        }
        assertThat(goodListed).isTrue();
        assertThat(broken).isNotNull();
        assertThat(broken.get("name").asText()).isEqualTo("Broken switch MTU");
        assertThat(broken.get("evaluationFailed").asText()).startsWith("evaluation failed");
        // a readable plan's row has no such field: the list's other fields are as before
        assertThat(json(app.get("/api/plans")).findValues("evaluationFailed")).hasSize(1);
    }

    // ---- names and IPs ----

    @Test
    void aSecondHostWithTheSameName_orTheSameIp_is400AtThatField() {
        String plan = newPlan("Duplicates");
        assertThat(edit(plan, "/hosts", "form", "host-new", "name", "NAS", "os", "linux", "ip", "192.168.1.40")
                        .statusCode())
                .isEqualTo(303);
        HttpResponse<String> sameName =
                edit(plan, "/hosts", "form", "host-new", "name", " nas ", "os", "linux", "ip", "192.168.1.41");
        assertThat(sameName.statusCode()).isEqualTo(400);
        assertThat(fieldError(sameName.body(), "f-host-new-name"))
                .isEqualTo("Another host is already named “nas”: give each host its own name.");
        HttpResponse<String> sameIp =
                edit(plan, "/hosts", "form", "host-new", "name", "PC", "os", "windows", "ip", "192.168.1.40");
        assertThat(sameIp.statusCode()).isEqualTo(400);
        assertThat(fieldError(sameIp.body(), "f-host-new-ip"))
                .startsWith("192.168.1.40 is already the IP of NAS: measured runs are attached to a host by its IP");
        // renaming the first host to its own name again is no duplicate
        assertThat(edit(plan, "/hosts/nas", "form", "host-nas", "name", "NAS", "os", "linux", "ip", "192.168.1.40")
                        .statusCode())
                .isEqualTo(303);
    }

    @Test
    void aSecondSwitchWithTheSameName_is400AtTheNameField_whileUnnamedSwitchesAreFine() {
        String plan = newPlan("Two switches");
        assertThat(edit(plan, "/switches", "form", "switch-new", "part", "mikrotik-crs305-1g-4s-in")
                        .statusCode())
                .isEqualTo(303);
        assertThat(edit(plan, "/switches", "form", "switch-new", "part", "mikrotik-crs305-1g-4s-in")
                        .statusCode())
                .isEqualTo(303);
        assertThat(edit(plan, "/switches", "form", "switch-new", "part", "mikrotik-crs305-1g-4s-in", "name", "Desk")
                        .statusCode())
                .isEqualTo(303);
        HttpResponse<String> again =
                edit(plan, "/switches", "form", "switch-new", "part", "mikrotik-crs305-1g-4s-in", "name", "desk");
        assertThat(again.statusCode()).isEqualTo(400);
        assertThat(fieldError(again.body(), "f-switch-new-name"))
                .isEqualTo("Another switch is already named “desk”: give each switch its own name.");
    }

    @Test
    void anImportedPlanWithRepeatedNamesOrIps_is400WithEachPath() throws Exception {
        HttpResponse<String> r = importSeed000(doc -> {
            ((ObjectNode) doc.get("hosts").get(1)).put("name", "Windows PC");
            ((ObjectNode) doc.get("hosts").get(1)).put("ip", "192.168.1.20");
        });
        assertThat(r.statusCode()).isEqualTo(400);
        JsonNode details = json(r).get("details");
        assertThat(details.findValuesAsText("path")).contains("$.hosts[1].name", "$.hosts[1].ip");
        assertThat(details.toString())
                .contains("another host is already named 'Windows PC'")
                .contains("192.168.1.20 is already the IP of host 'Windows PC'");
    }

    // ---- removing a host ----

    @Test
    void theHostRemovalPage_listsItsLinksAndFlows_andRemovesNothingByItself() throws Exception {
        String plan = copyOf("seed-000");
        HttpResponse<String> ask = app.get("/plans/" + plan + "/hosts/ubuntu/delete");
        assertThat(ask.statusCode()).isEqualTo(200);
        assertThat(ask.body())
                .contains("Remove “Ubuntu PC” from the plan?")
                .contains("data-link=\"l-ubuntu\"")
                .contains("data-flow=\"win-to-ubuntu\"")
                .contains("data-flow=\"ubuntu-to-win\"")
                .doesNotContain("data-link=\"l-win\"");
        assertThat(JSON.readTree(app.get("/api/plans/" + plan).body()).get("hosts"))
                .hasSize(3);
        // the host's "change" disclosure leads there (its content comes from its own route)
        assertThat(app.get("/plans/" + plan).body()).contains("data-src=\"/plans/" + plan + "/edit/host/ubuntu\"");
        assertThat(app.get("/plans/" + plan + "/edit/host/ubuntu").body())
                .contains("href=\"/plans/" + plan + "/hosts/ubuntu/delete\"");
        assertThat(app.get("/plans/" + plan + "/hosts/nobody/delete").statusCode())
                .isEqualTo(404);
        HttpResponse<String> done = edit(plan, "/hosts/ubuntu/delete", "form", "host-ubuntu");
        assertThat(done.statusCode()).isEqualTo(303);
        JsonNode after = JSON.readTree(app.get("/api/plans/" + plan).body());
        assertThat(after.get("hosts")).hasSize(2);
        assertThat(after.get("flows")).isEmpty();
    }

    // ---- the shopping list and the link without a cable ----

    @Test
    void thePlanLinksToItsShoppingList_andTheListBackToThePlan() {
        String plan = copyOf("seed-000");
        String page = app.get("/plans/" + plan).body();
        assertThat(page).contains("id=\"shopping-list-link\" href=\"/plans/" + plan + "/shopping-list\"");
        assertThat(page).contains("class=\"total\" href=\"/plans/" + plan + "/shopping-list\"");
        assertThat(app.get("/plans/" + plan + "/shopping-list").body())
                .contains("id=\"back-to-plan\" href=\"/plans/" + plan + "\"");
    }

    @Test
    void seed002sLinksWithoutACable_warn_andAreLinesOnTheShoppingList() throws Exception {
        String plan = copyOf("seed-002");
        JsonNode issues = json(app.get("/api/plans/" + plan + "/evaluation")).get("issues");
        assertThat(issues.findValuesAsText("rule").stream().filter("cable-not-chosen"::equals))
                .hasSize(2);
        String list = app.get("/plans/" + plan + "/shopping-list").body();
        assertThat(list).contains("data-link=\"l-pc\"").contains("data-link=\"l-nas\"");
        assertThat(list).contains("Cable not chosen").contains("link Test PC ↔ ");
        assertThat(app.get("/plans/" + plan + "/shopping-list", "ja").body()).contains("ケーブル未選択");
        // people read names, not ids: host "Test PC" and switch "2.5G + SFP+ budget switch" name the
        // link l-pc in the issue's text and in the panel's link to its form
        assertThat(issues.findValuesAsText("message"))
                .contains("link Test PC – 2.5G + SFP+ budget switch: no cable is chosen; the prediction assumes one"
                        + " that fits, and the shopping list has none for it");
        assertThat(app.get("/plans/" + plan).body())
                .contains("href=\"#link-l-pc\">Test PC – 2.5G + SFP+ budget switch</a>")
                .doesNotContain(">l-pc</a>");
        // seed 000 names every DAC: no such line
        assertThat(app.get("/plans/" + copyOf("seed-000") + "/shopping-list").body())
                .doesNotContain("Cable not chosen");
    }

    // ---- measured runs in the panel and the bar ----

    @Test
    void theRunsAttachedToAFlow_areListedUnderItInThePanel_andTheLatestIsInTheBar() throws Exception {
        String plan = copyOf("seed-001");
        // the client's and the server's output of the same post: two runs, both 3.01 Gbit/s
        for (String f : new String[] {"seed001-client-pcie-x1.txt", "seed001-server.txt"}) {
            String text = Files.readString(TestApp.baseDir().resolve("src/test/resources/fixtures/iperf3-text/" + f));
            assertThat(app.post("/api/measurements?plan=" + plan + "&flow=win-to-server", text, "text/plain")
                            .statusCode())
                    .isEqualTo(201);
        }
        String panel = app.get("/plans/" + plan + "/panel").body();
        String flow = panel.substring(
                panel.indexOf("data-flow=\"win-to-server\""), panel.indexOf("data-flow=\"download-recording\""));
        assertThat(flow).contains("Measured runs (2)").contains("3.01 Gbit/s");
        assertThat(flow).doesNotContain("no measured runs for its factors yet");
        String page = app.get("/plans/" + plan).body();
        String bar =
                page.substring(page.indexOf("id=\"summary\""), page.indexOf("</ul>", page.indexOf("id=\"summary\"")));
        String row = bar.substring(bar.indexOf("data-flow=\"win-to-server\""));
        // calibration learns from the runs, so the prediction moves towards 3.01; within 5% of it either way
        assertThat(row).contains("3.01 Gbit/s").contains("data-tone=\"close\"").contains("%: matches)");
        assertThat(app.get("/plans/" + plan, "ja").body()).contains("%: 一致)");
    }
}
