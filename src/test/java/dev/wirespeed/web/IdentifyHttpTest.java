package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static dev.wirespeed.testing.TestApp.json;
import static org.assertj.core.api.Assertions.assertThat;

/** Identification over HTTP in-process: the JSON API, the page, and putting a found part into a plan host. */
@OnEachDatabase
class IdentifyHttpTest {

    private static final Path FIX = TestApp.baseDir().resolve("src/test/resources/fixtures");
    private static final String PLAN =
            """
            {"name": "identify test", "hosts": [{"id": "nas", "name": "NAS", "os": "linux"}]}""";
    private TestApp app;

    @BeforeEach
    void start() {
        app = TestApp.start();
    }

    @AfterEach
    void stop() {
        app.close();
    }

    private static String fixture(String rel) throws Exception {
        return Files.readString(FIX.resolve(rel));
    }

    private static String form(String... kv) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < kv.length; i += 2) {
            if (b.length() > 0) {
                b.append('&');
            }
            b.append(kv[i]).append('=').append(URLEncoder.encode(kv[i + 1], StandardCharsets.UTF_8));
        }
        return b.toString();
    }

    private long version(String plan) {
        return Long.parseLong(app.get("/api/plans/" + plan)
                .headers()
                .firstValue("X-Plan-Version")
                .orElseThrow());
    }

    @Test
    void apiIdentify_theX520CloneLspci_givesTheCloneAsTheCardFirst() throws Exception {
        HttpResponse<String> r = app.post("/api/identify", fixture("devices/x520-clone-lspci-vnn.txt"), "text/plain");

        assertThat(r.statusCode()).isEqualTo(200);
        JsonNode d = json(r).get("devices").get(0);
        assertThat(d.get("address").asText()).isEqualTo("0000:01:00.0");
        assertThat(d.get("vendor").asText()).isEqualTo("8086");
        assertThat(d.get("device").asText()).isEqualTo("10fb");
        assertThat(d.get("subsystemVendor").asText()).isEqualTo("8086");
        assertThat(d.get("subsystemDevice").asText()).isEqualTo("000a");
        assertThat(d.get("driver").asText()).isEqualTo("ixgbe");
        JsonNode first = d.get("candidates").get(0);
        assertThat(first.get("id").asText()).isEqualTo("nb-int-x520da1-s");
        assertThat(first.get("match").asText()).isEqualTo("card");
        assertThat(first.get("why").asText()).contains("8086:000a");
        assertThat(d.get("found").asText())
                .isEqualTo("found: No brand (OLIOSPEC) NB-INT-X520DA1-S (8086:10fb, subsystem 8086:000a)");
    }

    @Test
    void apiIdentify_seed002Dmesg_givesTheNegotiatedLink() throws Exception {
        HttpResponse<String> r =
                app.post("/api/identify", fixture("dmesg/seed002-wrapped-limited-by.txt"), "text/plain");

        JsonNode d = json(r).get("devices").get(0);
        assertThat(d.get("address").asText()).isEqualTo("0000:03:00.0");
        assertThat(d.get("link").get("gen").asInt()).isEqualTo(3);
        assertThat(d.get("link").get("lanes").asInt()).isEqualTo(2);
        assertThat(d.get("found").asText()).contains("negotiated PCIe 3.0 x2");
    }

    @Test
    void apiIdentify_textNamingNoDevice_is400JsonWithTheLine() throws Exception {
        HttpResponse<String> r = app.post("/api/identify", "just some words\n", "text/plain");

        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(json(r).get("message").asText())
                .contains("no device found")
                .contains("line 1 reads \"just some words\"");
    }

    @Test
    void apiIdentify_aJsonBodyWithTheText_isReadToo_andAConnectX4LxIsTheConnectX4LxCards() throws Exception {
        String body = "{\"text\": " + new ObjectMapper().writeValueAsString(fixture("devices/connectx4lx-lspci-nn.txt"))
                + "}";

        HttpResponse<String> r = app.postJson("/api/identify", body);

        assertThat(r.statusCode()).isEqualTo(200);
        JsonNode c = json(r).get("devices").get(0).get("candidates");
        // mcx4121a-acat carries the bare 15b3:1015 (catalog/nics/mellanox-mcx4121a-acat.yaml)
        assertThat(c.get(0).get("id").asText()).isEqualTo("mellanox-mcx4121a-acat");
        assertThat(c.get(0).get("match").asText()).isEqualTo("controller");
        assertThat(app.postJson("/api/identify", "{\"words\": 1}").statusCode()).isEqualTo(400);
    }

    @Test
    void apiIdentify_emptyBody_is400() throws Exception {
        HttpResponse<String> r = app.post("/api/identify", "", "text/plain");

        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(json(r).get("message").asText()).contains("nothing to identify");
    }

    @Test
    void thePage_showsWhatWasFound_andPuttingThePartIntoAHost_showsItInThePlan() throws Exception {
        HttpResponse<String> created = app.postJson("/api/plans", PLAN);
        String plan = json(created).get("id").asText();
        long v = version(plan);
        // seed 002's negotiated link with the X520 clone at that address (the kernel line and lspci together)
        String text = fixture("dmesg/seed002-wrapped-limited-by.txt") + "\n"
                + fixture("devices/x520-clone-lspci-vnn.txt").replace("01:00.0", "03:00.0");

        HttpResponse<String> page = app.postForm("/identify", form("text", text));

        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body())
                .contains("found: No brand (OLIOSPEC) NB-INT-X520DA1-S (8086:10fb, subsystem 8086:000a),"
                        + " negotiated PCIe 3.0 x2")
                .contains("action=\"/identify/add\"")
                .contains("value=\"" + plan + "/" + v + "/nas\"");

        HttpResponse<String> added = app.postForm(
                "/identify/add",
                form(
                        "target",
                        plan + "/" + v + "/nas",
                        "part",
                        "nb-int-x520da1-s",
                        "gen",
                        "3",
                        "lanes",
                        "2",
                        "label",
                        "identified: 0000:03:00.0"));

        assertThat(added.statusCode()).isEqualTo(303);
        assertThat(added.headers().firstValue("Location").orElseThrow())
                .startsWith("/plans/" + plan + "?saved=nic-nas-");
        JsonNode nic = json(app.get("/api/plans/" + plan))
                .get("hosts")
                .get(0)
                .get("nics")
                .get(0);
        assertThat(nic.get("part").asText()).isEqualTo("nb-int-x520da1-s");
        assertThat(nic.get("negotiated").get("gen").asInt()).isEqualTo(3);
        assertThat(nic.get("negotiated").get("lanes").asInt()).isEqualTo(2);
        assertThat(app.get("/plans/" + plan).body()).contains("NB-INT-X520DA1-S");
    }

    @Test
    void puttingAPartIn_onAStaleVersion_is409_andAnUnknownPartIs400() throws Exception {
        String plan = json(app.postJson("/api/plans", PLAN)).get("id").asText();
        long v = version(plan);
        String ok = form("target", plan + "/" + v + "/nas", "part", "intel-x520-da1");
        assertThat(app.postForm("/identify/add", ok).statusCode()).isEqualTo(303);

        assertThat(app.postForm("/identify/add", ok).statusCode()).isEqualTo(409);
        assertThat(app.postForm(
                                "/identify/add",
                                form("target", plan + "/" + version(plan) + "/nas", "part", "no-such-nic"))
                        .statusCode())
                .isEqualTo(400);
        assertThat(app.postForm(
                                "/identify/add",
                                form("target", plan + "/" + version(plan) + "/nobody", "part", "intel-x520-da1"))
                        .statusCode())
                .isEqualTo(400);
    }

    @Test
    void theMeasurementsPage_linksToIdentification() {
        assertThat(app.get("/measurements").body()).contains("href=\"/identify\"");
        assertThat(app.get("/identify").statusCode()).isEqualTo(200);
    }
}
