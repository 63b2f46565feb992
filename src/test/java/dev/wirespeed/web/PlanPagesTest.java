package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The plan pages without a browser: every page and every form of the home page and the plan
 * editor, against the real app over HTTP, including bad input. Forms are posted as a browser
 * without JavaScript posts them; each edit carries the version it was made on.
 */
@OnEachDatabase
class PlanPagesTest {

    private static TestApp app;
    private static final ObjectMapper JSON = new ObjectMapper();
    private String plan;

    @BeforeParameterizedClassInvocation
    static void start() {
        app = TestApp.start();
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        app.close();
    }

    /** A fresh empty plan per test. */
    @BeforeEach
    void emptyPlan() {
        HttpResponse<String> r = app.postForm("/plans", form("name", "Test plan"));
        assertThat(r.statusCode()).isEqualTo(303);
        plan = location(r).replace("/plans/", "");
    }

    // ---- helpers ----

    static String form(String... kv) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < kv.length; i += 2) {
            if (sb.length() > 0) {
                sb.append('&');
            }
            sb.append(URLEncoder.encode(kv[i], StandardCharsets.UTF_8))
                    .append('=')
                    .append(URLEncoder.encode(kv[i + 1], StandardCharsets.UTF_8));
        }
        return sb.toString();
    }

    static String location(HttpResponse<String> r) {
        return r.headers()
                .firstValue("Location")
                .orElseThrow()
                .replaceAll("^https?://[^/]+", "")
                .replaceAll("[?#].*$", "");
    }

    private long version() throws Exception {
        return JSON.readTree(app.get("/api/plans/" + plan).body()).get("id") == null
                ? -1
                : Long.parseLong(app.get("/api/plans/" + plan)
                        .headers()
                        .firstValue("X-Plan-Version")
                        .orElseThrow());
    }

    private JsonNode doc() throws Exception {
        return JSON.readTree(app.get("/api/plans/" + plan).body());
    }

    /** Posts an edit with the current version. */
    private HttpResponse<String> edit(String path, String... kv) throws Exception {
        String[] all = new String[kv.length + 2];
        all[0] = "version";
        all[1] = String.valueOf(version());
        System.arraycopy(kv, 0, all, 2, kv.length);
        return app.postForm("/plans/" + plan + path, form(all));
    }

    private void ok(HttpResponse<String> r) {
        assertThat(r.statusCode())
                .as(r.body().length() > 2000 ? errorsOf(r.body()) : r.body())
                .isEqualTo(303);
        assertThat(r.headers().firstValue("Location").orElseThrow()).startsWith("/plans/" + plan);
    }

    private static String errorsOf(String html) {
        Matcher m = Pattern.compile("class=\"field-error\"[^>]*>([^<]*)<|<li>([^<]*)</li>")
                .matcher(html);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            sb.append(m.group(1) != null ? m.group(1) : m.group(2)).append(" | ");
        }
        return sb.toString();
    }

    /** The text of the field error of field {@code id} ("f-host-new-name"), or null. */
    private static String fieldError(String html, String fieldId) {
        Matcher m = Pattern.compile("id=\"" + Pattern.quote(fieldId) + "-err\"[^>]*>([^<]*)<")
                .matcher(html);
        return m.find() ? m.group(1) : null;
    }

    private void seed000() throws Exception {
        ok(edit("/hosts", "form", "host-new", "name", "Windows PC", "os", "windows", "role", "desktop"));
        ok(edit("/hosts", "form", "host-new", "name", "Ubuntu PC", "os", "linux", "role", "server"));
        for (String h : new String[] {"windows-pc", "ubuntu-pc"}) {
            ok(edit(
                    "/hosts/" + h + "/nics",
                    "form",
                    "nic-new-" + h,
                    "slot",
                    "",
                    "part",
                    "mellanox-mcx4121a-acat",
                    "negotiated.gen",
                    "3",
                    "negotiated.lanes",
                    "4",
                    "mtu",
                    "1500"));
        }
        ok(edit("/switches", "form", "switch-new", "part", "mikrotik-crs305-1g-4s-in"));
        ok(edit(
                "/links",
                "form",
                "link-new",
                "a",
                "windows-pc|mcx4121a-acat|1",
                "b",
                "crs305-1g-4s-in||1",
                "cable",
                "10gtek-cab-10gsfp-p1m",
                "distanceM",
                "0.8"));
        ok(edit(
                "/links",
                "form",
                "link-new",
                "a",
                "ubuntu-pc|mcx4121a-acat|1",
                "b",
                "crs305-1g-4s-in||2",
                "cable",
                "10gtek-cab-10gsfp-p2m",
                "distanceM",
                "1.5"));
        ok(edit(
                "/flows",
                "form",
                "flow-new",
                "from",
                "windows-pc",
                "to",
                "ubuntu-pc",
                "tool",
                "iperf3",
                "streams",
                "1",
                "initiator",
                "sender"));
        ok(edit(
                "/flows",
                "form",
                "flow-new",
                "from",
                "ubuntu-pc",
                "to",
                "windows-pc",
                "tool",
                "iperf3",
                "streams",
                "1",
                "initiator",
                "sender"));
    }

    // ---- home ----

    @Test
    void home_listsPlansWithWorstIssueAndSlowestFlow_andOffersTheThreeWaysToStart() {
        HttpResponse<String> r = app.get("/");
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body())
                .contains("Seed 000: 10GbE at home")
                .contains("Test plan")
                .contains("9.41 Gbit/s") // seed 000's slowest flow: Ubuntu initiates, 10 x 1448 / 1538
                .contains("action=\"/plans\"")
                .contains("action=\"/plans/from-example\"")
                .contains("action=\"/plans/import\"")
                .contains("<label for=\"new-name\"");
    }

    @Test
    void createEmptyPlan_withoutName_is400WithTheErrorNextToTheName() {
        HttpResponse<String> r = app.postForm("/plans", form("form", "new", "name", "  "));
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(r.body())
                .contains("id=\"new-name-err\"")
                .contains("Give it a name.")
                .contains("aria-invalid=\"true\"");
    }

    @Test
    void copyOfAnExample_isANewPlanWithTheSeedsHosts() throws Exception {
        HttpResponse<String> r = app.postForm("/plans/from-example", form("seed", "seed-001", "name", ""));
        assertThat(r.statusCode()).isEqualTo(303);
        JsonNode copy = JSON.readTree(app.get("/api" + location(r)).body());
        assertThat(copy.get("name").asText()).startsWith("Copy of Seed 001");
        assertThat(copy.get("hosts")).hasSize(2);
        assertThat(app.postForm("/plans/from-example", form("seed", "seed-999")).statusCode())
                .isEqualTo(400);
    }

    @Test
    void importByPaste_createsThePlan_andBadJsonIs400WithTheMessage() throws Exception {
        String json = "{\"name\":\"Pasted\",\"hosts\":[{\"id\":\"a\",\"name\":\"A\",\"os\":\"linux\"}]}";
        HttpResponse<String> r = app.post("/plans/import", multipart(Map.of("json", json), null), MULTIPART);
        assertThat(r.statusCode()).isEqualTo(303);
        assertThat(JSON.readTree(app.get("/api" + location(r)).body())
                        .get("name")
                        .asText())
                .isEqualTo("Pasted");

        HttpResponse<String> bad = app.post("/plans/import", multipart(Map.of("json", "{\"name\": "), null), MULTIPART);
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(bad.body()).contains("id=\"import-json-err\"").contains("not valid JSON");

        HttpResponse<String> unknownPart = app.post(
                "/plans/import",
                multipart(
                        Map.of("json", "{\"name\":\"X\",\"switches\":[{\"id\":\"s\",\"part\":\"no-such-switch\"}]}"),
                        null),
                MULTIPART);
        assertThat(unknownPart.statusCode()).isEqualTo(400);
        assertThat(unknownPart.body())
                .contains("$.switches[0].part")
                .contains("no part with id &#39;no-such-switch&#39;");

        HttpResponse<String> empty = app.post("/plans/import", multipart(Map.of("json", ""), null), MULTIPART);
        assertThat(empty.statusCode()).isEqualTo(400);
        assertThat(empty.body()).contains("Choose a file or paste a plan document.");
    }

    @Test
    void importByUpload_createsThePlan() throws Exception {
        String json = "{\"name\":\"Uploaded\",\"hosts\":[]}";
        HttpResponse<String> r = app.post(
                "/plans/import", multipart(Map.of("json", ""), json.getBytes(StandardCharsets.UTF_8)), MULTIPART);
        assertThat(r.statusCode()).isEqualTo(303);
        assertThat(JSON.readTree(app.get("/api" + location(r)).body())
                        .get("name")
                        .asText())
                .isEqualTo("Uploaded");
    }

    @Test
    void oversizeImport_is413WithAMessage_uploadedOrPasted() {
        // 1.5 MB: above the 1 MB limit, below the server's 8 MB request cap
        byte[] big = ("{\"name\":\"big\",\"description\":\"" + "x".repeat(1_500_000) + "\"}")
                .getBytes(StandardCharsets.UTF_8);
        HttpResponse<String> upload = app.post("/plans/import", multipart(Map.of("json", ""), big), MULTIPART);
        assertThat(upload.statusCode()).isEqualTo(413);
        assertThat(upload.body()).contains("larger than 1,024 KB");
        HttpResponse<String> paste =
                app.postForm("/plans/import", form("json", new String(big, StandardCharsets.UTF_8)));
        assertThat(paste.statusCode()).isEqualTo(413);
        assertThat(paste.body()).contains("larger than 1,024 KB").doesNotContain("xxxxxxxxxx");
    }

    @Test
    void deletingAPlan_asksFirst_thenRemovesIt() {
        HttpResponse<String> confirm = app.get("/plans/" + plan + "/delete");
        assertThat(confirm.statusCode()).isEqualTo(200);
        assertThat(confirm.body())
                .contains("Delete “Test plan”?")
                .contains("method=\"post\"")
                .contains("cannot be undone");
        assertThat(app.get("/plans/" + plan).statusCode()).isEqualTo(200); // asking did not delete
        HttpResponse<String> r = app.postForm("/plans/" + plan + "/delete", form("version", "1"));
        assertThat(r.statusCode()).isEqualTo(303);
        assertThat(r.headers().firstValue("Location")).contains("/?deleted=1");
        assertThat(app.get("/?deleted=1").body()).contains("The plan was deleted.");
        assertThat(app.get("/plans/" + plan).statusCode()).isEqualTo(404);
    }

    @Test
    void unknownPlan_isAFriendly404Page() {
        HttpResponse<String> r = app.get("/plans/pnosuchplan");
        assertThat(r.statusCode()).isEqualTo(404);
        assertThat(r.body())
                .contains("<h1>Not found</h1>")
                .contains("There is no plan “pnosuchplan”")
                .contains("Back to the plans")
                .doesNotContain("Exception");
        assertThat(app.get("/plans/pnosuchplan/panel").statusCode()).isEqualTo(404);
        assertThat(app.get("/plans/pnosuchplan/topology.svg").statusCode()).isEqualTo(404);
        assertThat(app.postForm("/plans/pnosuchplan/hosts", form("version", "1", "name", "x"))
                        .statusCode())
                .isEqualTo(404);
    }

    // ---- the editor ----

    @Test
    void seed000_builtThroughTheForms_predicts9_49And9_41() throws Exception {
        seed000();
        String panel = app.get("/plans/" + plan + "/panel").body();
        // 10 Gbit/s x 1460 / 1538 = 9.49 (Windows initiates, no timestamps); 10 x 1448 / 1538 = 9.41 (Linux initiates)
        assertThat(panel)
                .contains("id=\"panel\"")
                .contains("9.49 Gbit/s")
                .contains("9.41 Gbit/s")
                .contains("Bottleneck")
                .contains("ethernet")
                .contains("1460 B TCP payload")
                .doesNotContain("<html");
        JsonNode d = doc();
        assertThat(d.get("hosts")
                        .get(0)
                        .get("nics")
                        .get(0)
                        .get("negotiated")
                        .get("lanes")
                        .asInt())
                .isEqualTo(4);
        assertThat(d.get("links").get(1).get("cable").asText()).isEqualTo("10gtek-cab-10gsfp-p2m");
        String page = app.get("/plans/" + plan).body();
        assertThat(page)
                .contains("<svg")
                .contains("10G · DAC 1 m")
                .contains("PCIe 3.0 x8")
                .contains("PCIe 3.0 x4");
    }

    @Test
    void everySeedExample_rendersInTheEditor_withItsPictureAndPanel() {
        for (var stored : app.app().plans().list()) {
            if (stored.exampleOf() == null) {
                continue;
            }
            String id = stored.plan().id();
            HttpResponse<String> page = app.get("/plans/" + id);
            assertThat(page.statusCode()).as(stored.exampleOf()).isEqualTo(200);
            assertThat(page.body())
                    .as(stored.exampleOf())
                    .contains("<svg")
                    .contains("id=\"panel\"")
                    .contains("Gbit/s")
                    .doesNotContain("??");
            for (var f : stored.plan().flows()) {
                assertThat(app.get("/plans/" + id + "/topology.svg?flow=" + f.id())
                                .statusCode())
                        .isEqualTo(200);
            }
            assertThat(app.get("/plans/" + id, "ja").body())
                    .as(stored.exampleOf())
                    .contains("評価")
                    .doesNotContain("??");
        }
    }

    @Test
    void editorPage_hasALabelForEveryField() {
        String page = app.get("/plans/" + plan).body();
        Matcher m = Pattern.compile("<(input|select|textarea)\\b([^>]*)>").matcher(page);
        int fields = 0;
        while (m.find()) {
            String attrs = m.group(2);
            if (attrs.contains("type=\"hidden\"") || attrs.contains("type=\"submit\"")) {
                continue;
            }
            Matcher id = Pattern.compile("\\bid=\"([^\"]+)\"").matcher(attrs);
            assertThat(id.find()).as("field without id: " + attrs).isTrue();
            assertThat(page).as("label for " + id.group(1)).contains("for=\"" + id.group(1) + "\"");
            fields++;
        }
        assertThat(fields).isGreaterThan(10);
    }

    @Test
    void addHost_withoutName_is400WithTheErrorAtTheNameField() {
        HttpResponse<String> r = app.postForm(
                "/plans/" + plan + "/hosts", form("version", "1", "form", "host-new", "name", "", "os", "linux"));
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(fieldError(r.body(), "f-host-new-name")).isEqualTo("Give it a name.");
        assertThat(r.body()).contains("Not saved");
    }

    @Test
    void hostWithUnknownBoardOrCpuScoreText_is400AtThoseFields_andKeepsWhatWasTyped() throws Exception {
        HttpResponse<String> r =
                edit("/hosts", "form", "host-new", "name", "NAS", "os", "linux", "board", "no-such-board");
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(fieldError(r.body(), "f-host-new-board"))
                .contains("no part with id 'no-such-board'".replace("'", "&#39;"));
        assertThat(r.body()).contains("value=\"NAS\"");
        HttpResponse<String> score =
                edit("/hosts", "form", "host-new", "name", "NAS", "os", "linux", "cpuScore", "fast");
        assertThat(score.statusCode()).isEqualTo(400);
        assertThat(fieldError(score.body(), "f-host-new-cpuScore")).contains("not a whole number");
        HttpResponse<String> range = edit("/hosts", "form", "host-new", "name", "NAS", "os", "linux", "cpuScore", "50");
        assertThat(range.statusCode()).isEqualTo(400);
        assertThat(fieldError(range.body(), "f-host-new-cpuScore")).contains("between 100 and 10000");
        assertThat(doc().get("hosts")).isEmpty();
    }

    @Test
    void boardSearch_narrowsTheBoards_andKeepsWhatWasTyped() {
        String page = app.get("/plans/" + plan + "?form=host-new&name=NAS&os=linux&boardq=n100")
                .body();
        int start = page.indexOf("id=\"form-host-new\"");
        String form = page.substring(start, page.indexOf("</form>", start));
        // Two catalog boards name the N100 in their id, model or aliases: ASRock N100DC-ITX, Topton X2F N100.
        assertThat(form)
                .contains("value=\"asrock-n100dc-itx\"")
                .contains("value=\"topton-x2f-n100\"")
                .doesNotContain("value=\"asus-prime-b550-plus\"")
                .contains("value=\"NAS\"")
                .contains("2 boards match “n100”.")
                .contains("Generic machine (no board)");
    }

    @Test
    void updateAndRemoveHost() throws Exception {
        ok(edit("/hosts", "form", "host-new", "name", "NAS", "os", "linux"));
        ok(edit(
                "/hosts/nas",
                "form",
                "host-nas",
                "name",
                "N100 NAS",
                "os",
                "linux",
                "role",
                "nas",
                "board",
                "asrock-n100dc-itx",
                "cpuScore",
                "1950",
                "storage",
                "samsung-870-evo-1tb",
                "ip",
                "192.168.1.40"));
        JsonNode h = doc().get("hosts").get(0);
        assertThat(h.get("name").asText()).isEqualTo("N100 NAS");
        assertThat(h.get("board").asText()).isEqualTo("asrock-n100dc-itx");
        assertThat(h.get("storage").get(0).asText()).isEqualTo("samsung-870-evo-1tb");
        String page = app.get("/plans/" + plan).body();
        assertThat(page).contains("Slots of the ASRock N100DC-ITX");
        ok(edit("/hosts/nas/delete", "form", "host-nas"));
        assertThat(doc().get("hosts")).isEmpty();
    }

    @Test
    void placingANic_listsCardsThatFitTheSlotFirst_andOthersWithTheReason() throws Exception {
        ok(edit("/hosts", "form", "host-new", "name", "Main PC", "os", "windows", "board", "asus-prime-b550-plus"));
        String page = app.get("/plans/" + plan + "?form=nic-new-main-pc&slot=PCIEX1_1")
                .body();
        int fit = page.indexOf("label=\"Cards that fit PCIEX1_1");
        int other = page.indexOf("label=\"Other cards (do not fit)\"", fit);
        assertThat(fit).isPositive();
        assertThat(other).isGreaterThan(fit);
        String cx4 = page.substring(page.indexOf("value=\"mellanox-mcx4121a-acat\"", fit));
        assertThat(page.indexOf("value=\"mellanox-mcx4121a-acat\"", fit))
                .isGreaterThan(other); // an x8 card does not fit a closed x1 slot
        assertThat(cx4.substring(0, 400)).contains("x8 card edge; the slot is x1 long and closed");
        String usb =
                app.get("/plans/" + plan + "?form=nic-new-main-pc&slot=usb").body();
        int usbFit = usb.indexOf("label=\"Cards that fit a USB port\"");
        assertThat(usb.indexOf("value=\"qnap-qna-uc5g1t\"", usbFit))
                .isLessThan(usb.indexOf("label=\"Other cards", usbFit));
        // the card's lanes and the slot's side by side
        String chosen = app.get("/plans/" + plan + "?form=nic-new-main-pc&slot=PCIEX16_2&part=nb-int-x520da1-s")
                .body();
        assertThat(chosen)
                .contains("<dd class=\"card-bus\">PCIe 2.0 x8</dd>")
                .contains("PCIEX16_2: PCIe 3.0, x4 wired, x16 long, via chipset");
    }

    @Test
    void nicWithBiosOverride_updateAndRemove_andBadInputAtTheFields() throws Exception {
        ok(edit("/hosts", "form", "host-new", "name", "Main PC", "os", "windows", "board", "asus-prime-b550-plus"));
        HttpResponse<String> unknown =
                edit("/hosts/main-pc/nics", "form", "nic-new-main-pc", "slot", "PCIEX16_2", "part", "no-such-nic");
        assertThat(unknown.statusCode()).isEqualTo(400);
        assertThat(fieldError(unknown.body(), "f-nic-new-main-pc-part")).contains("no-such-nic");
        HttpResponse<String> none =
                edit("/hosts/main-pc/nics", "form", "nic-new-main-pc", "slot", "PCIEX16_2", "part", "");
        assertThat(fieldError(none.body(), "f-nic-new-main-pc-part")).isEqualTo("Choose a card.");
        HttpResponse<String> mtu = edit(
                "/hosts/main-pc/nics",
                "form",
                "nic-new-main-pc",
                "slot",
                "PCIEX16_2",
                "part",
                "nb-int-x520da1-s",
                "mtu",
                "99999");
        assertThat(fieldError(mtu.body(), "f-nic-new-main-pc-mtu")).contains("576-16384");

        ok(edit(
                "/hosts/main-pc/nics",
                "form",
                "nic-new-main-pc",
                "slot",
                "PCIEX16_2",
                "part",
                "nb-int-x520da1-s",
                "negotiated.gen",
                "2",
                "negotiated.lanes",
                "1",
                "negotiated.label",
                "x1 (BIOS)"));
        String page = app.get("/plans/" + plan).body();
        assertThat(page).contains("PCIe 2.0 x1 (x1 (BIOS))");
        // seed 001: PCIe 2.0 x1 = 5 GT/s x 1 x 8/10 = 4.00 Gbit/s, the BIOS setting is the problem
        assertThat(app.get("/plans/" + plan + "/panel").body()).contains("4.00 Gbit/s");
        ok(edit(
                "/hosts/main-pc/nics/nb-int-x520da1-s",
                "form",
                "nic-main-pc-nb-int-x520da1-s",
                "slot",
                "PCIEX16_2",
                "part",
                "nb-int-x520da1-s",
                "negotiated.gen",
                "",
                "negotiated.lanes",
                ""));
        assertThat(doc().get("hosts").get(0).get("nics").get(0).has("negotiated"))
                .isFalse();
        ok(edit("/hosts/main-pc/nics/nb-int-x520da1-s/delete", "form", "nic-main-pc-nb-int-x520da1-s"));
        assertThat(doc().get("hosts").get(0).get("nics")).isEmpty();
    }

    @Test
    void switches_addUpdateRemove_andAMissingPartIs400() throws Exception {
        HttpResponse<String> none = edit("/switches", "form", "switch-new", "part", "");
        assertThat(none.statusCode()).isEqualTo(400);
        assertThat(fieldError(none.body(), "f-switch-new-part")).isEqualTo("Choose a switch.");
        HttpResponse<String> notASwitch = edit("/switches", "form", "switch-new", "part", "intel-x520-da1");
        assertThat(fieldError(notASwitch.body(), "f-switch-new-part")).contains("expected a switch");
        ok(edit("/switches", "form", "switch-new", "part", "mikrotik-crs305-1g-4s-in"));
        ok(edit(
                "/switches/crs305-1g-4s-in",
                "form",
                "switch-crs305-1g-4s-in",
                "part",
                "mikrotik-crs305-1g-4s-in",
                "name",
                "Desk switch",
                "mtu",
                "9000"));
        assertThat(doc().get("switches").get(0).get("mtu").asInt()).isEqualTo(9000);
        ok(edit("/switches/crs305-1g-4s-in/delete", "form", "switch-crs305-1g-4s-in"));
        assertThat(doc().get("switches")).isEmpty();
    }

    @Test
    void linkMedia_offerDacsThatFitBothCages_andCordsThatFitTheModules_withLengthsAgainstTheDistance()
            throws Exception {
        seed000();
        String page = linkNewForm(app.get("/plans/" + plan + "?form=link-new&a=" + enc("windows-pc|mcx4121a-acat|2")
                        + "&b=" + enc("crs305-1g-4s-in||3") + "&distanceM=1.5")
                .body());
        String dacs = page.substring(page.indexOf("label=\"Direct-attach cables that fit both ports\""));
        assertThat(dacs.substring(0, dacs.indexOf("</optgroup>")))
                .contains("10gtek-cab-10gsfp-p2m")
                .contains("long enough for 1.5 m")
                .contains("too short for 1.5 m")
                .doesNotContain("q-da0001")
                .doesNotContain("xq-bc0003"); // a breakout's trunk is QSFP28
        String cords = linkNewForm(app.get("/plans/" + plan + "?form=link-new&a=" + enc("windows-pc|mcx4121a-acat|2")
                        + "&b=" + enc("crs305-1g-4s-in||3")
                        + "&moduleA=generic-10gbase-sr-sfp-plus&moduleB=generic-10gbase-sr-sfp-plus")
                .body());
        String fit = cords.substring(cords.indexOf("label=\"Fiber cords that fit the modules\""));
        assertThat(fit.substring(0, fit.indexOf("</optgroup>")))
                .contains("generic-om3-lc-lc-patch-cord-3m")
                .doesNotContain("sc-sc");
        assertThat(cords).contains("does not fit the 10GBASE-SR"); // the SC cord, with its reason
    }

    private static String linkNewForm(String page) {
        int start = page.indexOf("id=\"form-link-new\"");
        return page.substring(start, page.indexOf("</form>", start));
    }

    @Test
    void links_badInputAtTheFields_updateAndRemove() throws Exception {
        seed000();
        HttpResponse<String> same =
                edit("/links", "form", "link-new", "a", "crs305-1g-4s-in||3", "b", "crs305-1g-4s-in||3");
        assertThat(fieldError(same.body(), "f-link-new-b")).isEqualTo("The two ends are the same port.");
        HttpResponse<String> noPort = edit("/links", "form", "link-new", "a", "", "b", "crs305-1g-4s-in||3");
        assertThat(fieldError(noPort.body(), "f-link-new-a")).isEqualTo("Choose a port.");
        HttpResponse<String> cable = edit(
                "/links",
                "form",
                "link-new",
                "a",
                "windows-pc|mcx4121a-acat|2",
                "b",
                "crs305-1g-4s-in||3",
                "cable",
                "no-such-cable");
        assertThat(fieldError(cable.body(), "f-link-new-cable")).contains("no-such-cable");
        HttpResponse<String> dist = edit(
                "/links",
                "form",
                "link-new",
                "a",
                "windows-pc|mcx4121a-acat|2",
                "b",
                "crs305-1g-4s-in||3",
                "distanceM",
                "far");
        assertThat(fieldError(dist.body(), "f-link-new-distanceM")).contains("not a number");

        String id = doc().get("links").get(0).get("id").asText();
        ok(edit(
                "/links/" + id,
                "form",
                "link-" + id,
                "a",
                "windows-pc|mcx4121a-acat|1",
                "b",
                "crs305-1g-4s-in||1",
                "cable",
                "10gtek-cab-10gsfp-p3m",
                "distanceM",
                "2.5"));
        assertThat(doc().get("links").get(0).get("cable").asText()).isEqualTo("10gtek-cab-10gsfp-p3m");
        ok(edit("/links/" + id + "/delete", "form", "link-" + id));
        assertThat(doc().get("links")).hasSize(1);
        // without that link the Windows PC is cut off: the flows have no route
        assertThat(app.get("/plans/" + plan + "/panel").body()).contains("No prediction");
    }

    @Test
    void flows_badInputAtTheFields_updateAndRemove() throws Exception {
        seed000();
        HttpResponse<String> same = edit("/flows", "form", "flow-new", "from", "windows-pc", "to", "windows-pc");
        assertThat(fieldError(same.body(), "f-flow-new-to")).isEqualTo("A flow goes between two different hosts.");
        HttpResponse<String> streams =
                edit("/flows", "form", "flow-new", "from", "windows-pc", "to", "ubuntu-pc", "streams", "many");
        assertThat(fieldError(streams.body(), "f-flow-new-streams")).contains("not a whole number");
        HttpResponse<String> tooMany =
                edit("/flows", "form", "flow-new", "from", "windows-pc", "to", "ubuntu-pc", "streams", "500");
        assertThat(fieldError(tooMany.body(), "f-flow-new-streams")).contains("at most 128");
        ok(edit(
                "/flows/windows-pc-to-ubuntu-pc",
                "form",
                "flow-windows-pc-to-ubuntu-pc",
                "from",
                "windows-pc",
                "to",
                "ubuntu-pc",
                "tool",
                "iperf3",
                "streams",
                "4",
                "initiator",
                "receiver"));
        assertThat(doc().get("flows").get(0).get("streams").asInt()).isEqualTo(4);
        ok(edit("/flows/windows-pc-to-ubuntu-pc/delete", "form", "flow-windows-pc-to-ubuntu-pc"));
        assertThat(doc().get("flows")).hasSize(1);
    }

    @Test
    void settings_renameAndBadCurrency() throws Exception {
        ok(edit("/settings", "form", "plan", "name", "Renamed", "description", "a test", "currency", "eur"));
        assertThat(doc().get("currency").asText()).isEqualTo("EUR");
        assertThat(doc().get("name").asText()).isEqualTo("Renamed");
        HttpResponse<String> noName = edit("/settings", "form", "plan", "name", "");
        assertThat(fieldError(noName.body(), "f-plan-name")).isEqualTo("Give it a name.");
        HttpResponse<String> cur = edit("/settings", "form", "plan", "name", "x", "currency", "1$");
        assertThat(fieldError(cur.body(), "f-plan-currency")).contains("ISO 4217");
    }

    @Test
    void staleVersion_showsTheConflictPageWithBothVersions_andNeverOverwrites() throws Exception {
        ok(edit("/hosts", "form", "host-new", "name", "Tab one host", "os", "linux")); // version 1 -> 2
        // a second tab still holds version 1 and adds another host
        HttpResponse<String> r = app.postForm(
                "/plans/" + plan + "/hosts",
                form("version", "1", "form", "host-new", "name", "Tab two host", "os", "windows"));
        assertThat(r.statusCode()).isEqualTo(409);
        assertThat(r.body())
                .contains("This plan was changed elsewhere")
                .contains("You edited version 1, but version 2 is stored now")
                .contains("Your change (made on version 1)")
                .contains("Tab two host")
                .contains("Version 2, stored now")
                .contains("Tab one host")
                .contains("Apply my change to version 2")
                .contains("name=\"version\" value=\"2\"");
        assertThat(doc().get("hosts")).hasSize(1);
        assertThat(doc().get("hosts").get(0).get("name").asText()).isEqualTo("Tab one host");
        HttpResponse<String> noVersion = app.postForm("/plans/" + plan + "/hosts", form("name", "x"));
        assertThat(noVersion.statusCode()).isEqualTo(400);
        assertThat(noVersion.body()).contains("carries no plan version");
    }

    @Test
    void editOfARemovedElement_is404() throws Exception {
        HttpResponse<String> r = edit("/hosts/ghost", "form", "host-ghost", "name", "x", "os", "linux");
        assertThat(r.statusCode()).isEqualTo(404);
        assertThat(r.body()).contains("no host &#39;ghost&#39;");
    }

    @Test
    void topologySvg_isWellFormed_andMarksTheSelectedFlowsBottleneckAndTheIssues() throws Exception {
        seed000();
        HttpResponse<String> r = app.get("/plans/" + plan + "/topology.svg?flow=windows-pc-to-ubuntu-pc");
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.headers().firstValue("Content-Type").orElseThrow()).startsWith("image/svg+xml");
        var dom = DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(new ByteArrayInputStream(r.body().getBytes(StandardCharsets.UTF_8)));
        assertThat(dom.getDocumentElement().getAttribute("viewBox")).startsWith("0 0 ");
        assertThat(r.body())
                .contains("Windows PC")
                .contains("CRS305-1G-4S+IN")
                .contains("10G · DAC 1 m")
                .contains("10G · DAC 2 m")
                .contains("t-link route bottleneck") // ethernet binds: both 10G links of the route
                .contains("bottleneck ethernet")
                .contains("t-marker warning"); // the driver caveat on the Windows card
        assertThat(app.get("/plans/" + plan + "/topology.svg").body())
                .doesNotContain("route bottleneck")
                .doesNotContain("class=\"t-caption\"");
        assertThat(app.get("/plans/" + plan + "?flow=windows-pc-to-ubuntu-pc").body())
                .contains("class=\"t-link route bottleneck\"");
    }

    @Test
    void japanese_fromTheBrowserLanguage_fromTheSwitch_andRemembered() {
        assertThat(app.get("/plans/" + plan, "ja,en;q=0.5").body())
                .contains("lang=\"ja\"")
                .contains(">ホスト<")
                .contains("評価");
        HttpResponse<String> sw = app.send(HttpRequest.newBuilder(URI.create(app.url("/lang/ja")))
                .header("Referer", app.url("/plans/" + plan))
                .GET()
                .build());
        assertThat(sw.statusCode()).isEqualTo(303);
        String cookie = sw.headers().firstValue("Set-Cookie").orElseThrow();
        assertThat(cookie).startsWith("lang=ja");
        HttpResponse<String> remembered = app.send(HttpRequest.newBuilder(URI.create(app.url("/")))
                .header("Cookie", "lang=ja")
                .header("Accept-Language", "en")
                .GET()
                .build());
        assertThat(remembered.body()).contains("<h1>プラン</h1>");
    }

    // ---- role, where the test runs, tool version ----

    @Test
    void theHostForm_setsTheRole_andWhereTheTestRuns_andShowsThemBack() throws Exception {
        ok(edit(
                "/hosts",
                "form",
                "host-new",
                "name",
                "Main PC",
                "os",
                "linux",
                "role",
                "desktop",
                "virtualization",
                "wsl2"));
        JsonNode host = doc().get("hosts").get(0);
        assertThat(host.get("role").asText()).isEqualTo("desktop");
        assertThat(host.get("virtualization").asText()).isEqualTo("wsl2");
        String page = app.get("/plans/" + plan).body();
        assertThat(page).contains("· in WSL2");
        // the host's form, as its "change" disclosure loads it
        assertThat(app.get("/plans/" + plan + "/edit/host/main-pc").body())
                .containsPattern("<option value=\"wsl2\" selected=\"selected\">in WSL2</option>");

        ok(edit(
                "/hosts/main-pc",
                "form",
                "host-main-pc",
                "name",
                "Main PC",
                "os",
                "linux",
                "role",
                "sbc",
                "virtualization",
                "none"));
        JsonNode changed = doc().get("hosts").get(0);
        assertThat(changed.get("role").asText()).isEqualTo("sbc");
        assertThat(changed.get("virtualization").asText()).isEqualTo("none");
    }

    @Test
    void aRoleOrVirtualizationTheFormDoesNotOffer_is400AtThatField() throws Exception {
        HttpResponse<String> role = edit("/hosts", "form", "host-new", "name", "T", "os", "linux", "role", "toaster");
        assertThat(role.statusCode()).isEqualTo(400);
        assertThat(fieldError(role.body(), "f-host-new-role"))
                .contains("toaster")
                .contains("desktop, laptop, server, nas, mini-pc, sbc, router");
        HttpResponse<String> virt =
                edit("/hosts", "form", "host-new", "name", "T", "os", "linux", "virtualization", "docker");
        assertThat(virt.statusCode()).isEqualTo(400);
        assertThat(fieldError(virt.body(), "f-host-new-virtualization"))
                .contains("docker")
                .contains("none, vm, vm-usb-passthrough, wsl2");
        assertThat(doc().get("hosts")).isEmpty();
    }

    @Test
    void theFlowForm_setsTheToolVersion_andTheFlowCardShowsIt() throws Exception {
        ok(edit("/hosts", "form", "host-new", "name", "A", "os", "linux"));
        ok(edit("/hosts", "form", "host-new", "name", "B", "os", "linux"));
        ok(edit(
                "/flows",
                "form",
                "flow-new",
                "from",
                "a",
                "to",
                "b",
                "tool",
                "iperf3",
                "streams",
                "4",
                "initiator",
                "sender",
                "toolVersion",
                "3.12"));
        assertThat(doc().get("flows").get(0).get("toolVersion").asText()).isEqualTo("3.12");
        String page = app.get("/plans/" + plan).body();
        assertThat(page).contains("iperf3 3.12 · ");
        // the flow's form, as its "change" disclosure loads it
        assertThat(app.get("/plans/" + plan + "/edit/flow/a-to-b").body())
                .contains("name=\"toolVersion\" value=\"3.12\"");

        ok(edit(
                "/flows/a-to-b",
                "form",
                "flow-a-to-b",
                "from",
                "a",
                "to",
                "b",
                "tool",
                "iperf3",
                "streams",
                "4",
                "initiator",
                "sender",
                "toolVersion",
                ""));
        assertThat(doc().get("flows").get(0).has("toolVersion")).isFalse();
    }

    // ---- multipart ----

    private static final String BOUNDARY = "wirespeedTestBoundary7MA4YWxk";
    private static final String MULTIPART = "multipart/form-data; boundary=" + BOUNDARY;

    private static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    /** A multipart body with text fields and, when given, a file "file". */
    static String multipart(Map<String, String> fields, byte[] file) {
        StringBuilder sb = new StringBuilder();
        for (var e : new LinkedHashMap<>(fields).entrySet()) {
            sb.append("--")
                    .append(BOUNDARY)
                    .append("\r\nContent-Disposition: form-data; name=\"")
                    .append(e.getKey())
                    .append("\"\r\n\r\n")
                    .append(e.getValue())
                    .append("\r\n");
        }
        if (file != null) {
            sb.append("--")
                    .append(BOUNDARY)
                    .append("\r\nContent-Disposition: form-data; name=\"file\"; filename=\"plan.json\"\r\n")
                    .append("Content-Type: application/json\r\n\r\n")
                    .append(new String(file, StandardCharsets.UTF_8))
                    .append("\r\n");
        }
        return sb.append("--").append(BOUNDARY).append("--\r\n").toString();
    }
}
