package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The catalog as a tool, over HTTP without JavaScript: sorting and searching the list, narrowing it to
 * what fits a plan's free slot or port, comparing parts side by side, and adding a part to a plan from
 * its page. Expected rows come from catalog facts named where they are used.
 */
@OnEachDatabase
class CatalogToolsTest {

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

    /**
     * A plan with one host on an ASUS PRIME B550-PLUS (PCIEX16_1 x16 Gen 4, PCIEX16_2 x4 wired, two
     * closed x1 slots PCIEX1_1 and PCIEX1_2) and a MikroTik CRS305-1G-4S+IN (four SFP+ cages), nothing
     * placed or linked yet.
     */
    @BeforeEach
    void aPlanWithABoardAndASwitch() throws Exception {
        HttpResponse<String> r = app.postForm("/plans", form("name", "Catalog tools"));
        assertThat(r.statusCode()).isEqualTo(303);
        plan = r.headers()
                .firstValue("Location")
                .orElseThrow()
                .replaceAll("^.*/plans/", "")
                .replaceAll("[?#].*$", "");
        ok(edit("/hosts", "form", "host-new", "name", "Main PC", "os", "linux", "board", "asus-prime-b550-plus"));
        ok(edit("/switches", "form", "switch-new", "part", "mikrotik-crs305-1g-4s-in"));
    }

    // ---- sort and search ----

    @Test
    void sortingBySpeed_putsThe100gCardsFirstDescending_andThe1gCardsFirstAscending() {
        // MCX416A-CCAT: 2x QSFP28 at 100G, nothing in the catalog is faster; I210-T1: one RJ45 port at 1G
        String desc = app.get("/catalog?kind=nic&sort=speed&dir=desc").body();
        assertThat(rowIds(desc)).contains("mellanox-mcx416a-ccat").doesNotContain("intel-i210-t1");
        assertThat(desc).contains("aria-sort=\"descending\"");
        String asc = app.get("/catalog?kind=nic&sort=speed&dir=asc").body();
        assertThat(rowIds(asc)).contains("intel-i210-t1").doesNotContain("mellanox-mcx416a-ccat");
        // the column header links to the other direction
        assertThat(asc).contains("sort=speed&amp;dir=desc");
    }

    @Test
    void theHostInterfaceFilter_namesEachKindInThePageLanguage_andOffersEveryKindTheSchemaKnows() {
        // nic.schema.json hostInterface.kind: pcie, ocp2, ocp3, usb, thunderbolt, onboard
        String ja = app.get("/catalog?lang=ja").body();
        assertThat(ja)
                .contains(">オンボード</option>", ">OCP 2.0 メザニン</option>", ">OCP 3.0</option>")
                .doesNotContain(">onboard</option>", ">pcie</option>");
        String en = app.get("/catalog?lang=en").body();
        assertThat(en).contains(">on the board</option>", ">PCIe</option>", ">Thunderbolt</option>");
    }

    @Test
    void sortingByPrice_comparesUnitPricesInTheChosenCurrency() {
        // JPY prices: MCX4121A-ACAT 3,359 (seed 000, used), Plugable USBC-E2500 3,680, NB-INT-X520DA1-S 6,930
        String asc = app.get("/catalog?kind=nic&currency=JPY&maxPrice=7000&sort=price&dir=asc")
                .body();
        List<String> up = rowIds(asc);
        assertThat(up).contains("mellanox-mcx4121a-acat", "plugable-usbc-e2500", "nb-int-x520da1-s");
        assertThat(up.indexOf("mellanox-mcx4121a-acat")).isLessThan(up.indexOf("plugable-usbc-e2500"));
        assertThat(up.indexOf("plugable-usbc-e2500")).isLessThan(up.indexOf("nb-int-x520da1-s"));
        List<String> down = rowIds(app.get("/catalog?kind=nic&currency=JPY&maxPrice=7000&sort=price&dir=desc")
                .body());
        assertThat(down.indexOf("nb-int-x520da1-s")).isLessThan(down.indexOf("mellanox-mcx4121a-acat"));
        assertThat(asc).contains("Sorted by the lowest unit price in JPY");
    }

    @Test
    void sortingByName_isAlphabetical_andAnUnknownSortIs400() {
        // "Intel X520-DA1" < "Intel X540-T1" < "Intel X550-T1" by name
        List<String> ids = rowIds(app.get("/catalog?q=intel+x5&sort=name").body());
        assertThat(ids.indexOf("intel-x520-da1")).isLessThan(ids.indexOf("intel-x540-t1"));
        assertThat(ids.indexOf("intel-x540-t1")).isLessThan(ids.indexOf("intel-x550-t1"));
        assertThat(app.get("/catalog?sort=colour").statusCode()).isEqualTo(400);
    }

    @Test
    void searchingForAFamilyAlias_findsTheCard_andSortingKeepsTheSearch() {
        // the MCX4121A-ACAT lists the alias "ConnectX-4 Lx"
        String page =
                app.get("/catalog?q=" + enc("ConnectX-4 Lx") + "&sort=name").body();
        assertThat(rowIds(page)).contains("mellanox-mcx4121a-acat").doesNotContain("intel-x520-da1");
        assertThat(page).contains("q=ConnectX-4+Lx&amp;");
    }

    // ---- fits this plan's free slot or port ----

    @Test
    void aFreeClosedX1Slot_listsX1CardsButNotAnX8Card() {
        // PCIEX1_1 is x1 long and closed: the Intel I210-T1 (PCIe x1 edge) fits, the MCX4121A-ACAT (x8 edge) does not
        String page = app.get("/catalog?plan=" + plan + "&place=" + enc("slot:main-pc:PCIEX1_1"))
                .body();
        List<String> ids = allRowIds("plan=" + plan + "&place=" + enc("slot:main-pc:PCIEX1_1"));
        assertThat(ids).contains("intel-i210-t1").doesNotContain("mellanox-mcx4121a-acat");
        assertThat(ids).allSatisfy(id -> assertThat(
                        app.app().catalog().catalog().find(id).orElseThrow().kind())
                .isEqualTo("nic"));
        assertThat(page).contains("Parts that fit Main PC");
        // the plan's free places are offered in the filter
        assertThat(page)
                .contains("value=\"slot:main-pc:PCIEX16_1\"")
                .contains("value=\"port:" + "crs305-1g-4s-in||1\"");
    }

    @Test
    void aFreeSfpPlusPort_listsSfpPlusModulesAndDacs_butNot25gOnlyModulesOrCards() {
        // CRS305 port 4 is an SFP+ cage (10G/2.5G/1G): the generic 10GBASE-SR SFP+ module and the 10Gtek
        // CAB-10GSFP-P2M DAC plug in; the Cisco SFP-25G-SR-S (SFP28, 25G only) does not; no NIC is listed
        List<String> ids = allRowIds("plan=" + plan + "&place=" + enc("port:crs305-1g-4s-in||4"));
        assertThat(ids)
                .contains("generic-10gbase-sr-sfp-plus", "10gtek-cab-10gsfp-p2m")
                .doesNotContain("cisco-sfp-25g-sr-s", "mellanox-mcx4121a-acat");
        ids.forEach(id -> assertThat(
                        app.app().catalog().catalog().find(id).orElseThrow().kind())
                .isIn("transceiver", "cable"));
    }

    @Test
    void aPortALinkUses_isNoLongerOffered_andAPlaceOfAnotherPlanDoesNotFilter() throws Exception {
        ok(edit(
                "/hosts/main-pc/nics",
                "form",
                "nic-new-main-pc",
                "slot",
                "PCIEX16_1",
                "part",
                "intel-x520-da1",
                "mtu",
                "1500"));
        ok(edit("/links", "form", "link-new", "a", "main-pc|x520-da1|1", "b", "crs305-1g-4s-in||1"));
        String page = app.get("/catalog?plan=" + plan).body();
        assertThat(page)
                .doesNotContain("value=\"port:crs305-1g-4s-in||1\"")
                .contains("value=\"port:crs305-1g-4s-in||2\"")
                // PCIEX16_1 holds the X520 now
                .doesNotContain("value=\"slot:main-pc:PCIEX16_1\"");
        String stale = app.get("/catalog?plan=" + plan + "&place=" + enc("port:crs305-1g-4s-in||1"))
                .body();
        assertThat(stale).contains("is not a free slot or port of");
        assertThat(app.get("/catalog?plan=no-such-plan").statusCode()).isEqualTo(404);
    }

    // ---- compare ----

    @Test
    void comparingTwoCards_showsOneColumnEach_marksTheRowsThatDiffer_andLinksSources() {
        // X520-DA1: 1x SFP+ (10G/1G), PCIe 2.0 (edge width not stated); MCX4121A-ACAT: 2x SFP28, PCIe 3.0 x8,
        // host interface sourced to the DPDK release notes. Both are NICs.
        String page = app.get("/catalog/compare?ids=intel-x520-da1,mellanox-mcx4121a-acat")
                .body();
        assertThat(page).contains("data-id=\"intel-x520-da1\"").contains("data-id=\"mellanox-mcx4121a-acat\"");
        assertThat(row(page, "Ports")).contains("differs").contains("SFP+").contains("SFP28");
        assertThat(row(page, "Host interface"))
                .contains("differs")
                .contains("PCIe 2.0")
                .contains("PCIe 3.0 x8");
        assertThat(row(page, "Host interface")).contains("DPDK release notes");
        assertThat(row(page, "Kind")).doesNotContain("differs");
        assertThat(row(page, "Family")).contains("Intel 82599").contains("ConnectX-4 Lx EN");
        // the last row: each part's own sources
        assertThat(row(page, "Sources")).contains("<a ");
    }

    @Test
    void comparingTakesTwoToFourParts_asCheckboxesOrCommas_andAnUnknownPartIs404() {
        assertThat(app.get("/catalog/compare?ids=intel-x520-da1").statusCode()).isEqualTo(400);
        assertThat(app.get("/catalog/compare?ids=a,b,c,d,e").statusCode()).isEqualTo(400);
        assertThat(app.get("/catalog/compare?ids=intel-x520-da1&ids=intel-x540-t1&ids=intel-x550-t1")
                        .statusCode())
                .isEqualTo(200);
        assertThat(app.get("/catalog/compare?ids=intel-x520-da1,no-such-part").statusCode())
                .isEqualTo(404);
        // the list offers a checkbox per row for the compare form
        assertThat(app.get("/catalog?kind=nic").body())
                .contains("form=\"compare-form\"")
                .contains("action=\"/catalog/compare\"");
    }

    // ---- add to plan ----

    @Test
    void addingACardFromItsPage_postsTheEditorsEdit_andTheCardSitsInTheChosenSlot() throws Exception {
        String page = app.get("/catalog/mellanox-mcx4121a-acat?plan=" + plan).body();
        Map<String, String> fields = formFields(page, "data-host=\"main-pc\"");
        assertThat(fields)
                .containsEntry("part", "mellanox-mcx4121a-acat")
                .containsEntry("form", "nic-new-main-pc")
                .containsEntry("version", String.valueOf(version()));
        // the x8 card fits the x16 slots, not the closed x1 ones (with the reason)
        String host = formHtml(page, "data-host=\"main-pc\"");
        assertThat(host).contains("value=\"PCIEX16_1\"").contains("x8 card edge; the slot is x1 long and closed");
        assertThat(host).containsPattern("<option[^>]*value=\"PCIEX1_1\"[^>]*disabled");
        fields.put("slot", "PCIEX16_2");
        ok(app.postForm("/plans/" + plan + "/hosts/main-pc/nics", form(flat(fields))));
        JsonNode nic = doc().get("hosts").get(0).get("nics").get(0);
        assertThat(nic.get("part").asText()).isEqualTo("mellanox-mcx4121a-acat");
        assertThat(nic.get("slot").asText()).isEqualTo("PCIEX16_2");
        // the slot is taken now: the page no longer offers it
        assertThat(formHtml(
                        app.get("/catalog/mellanox-mcx4121a-acat?plan=" + plan).body(), "data-host=\"main-pc\""))
                .doesNotContain("value=\"PCIEX16_2\"");
    }

    @Test
    void addingWithAStaleVersion_getsTheEditorsConflictPage() throws Exception {
        String page = app.get("/catalog/mellanox-mcx4121a-acat?plan=" + plan).body();
        Map<String, String> fields = formFields(page, "data-host=\"main-pc\"");
        ok(edit("/settings", "form", "plan", "name", "Renamed meanwhile", "currency", "JPY"));
        fields.put("slot", "PCIEX16_1");
        HttpResponse<String> r = app.postForm("/plans/" + plan + "/hosts/main-pc/nics", form(flat(fields)));
        assertThat(r.statusCode()).isEqualTo(409);
        assertThat(doc().get("hosts").get(0).get("nics")).isEmpty();
    }

    @Test
    void addingASwitchFromItsPage_addsItToThePlan_andAModuleLinksToTheLinkFormFilledIn() throws Exception {
        String page = app.get("/catalog/mikrotik-crs310-8g-2s-in?plan=" + plan).body();
        Map<String, String> fields = formFields(page, "class=\"add-switch\"");
        assertThat(fields).containsEntry("part", "mikrotik-crs310-8g-2s-in").containsEntry("form", "switch-new");
        ok(app.postForm("/plans/" + plan + "/switches", form(flat(fields))));
        assertThat(doc().get("switches")).hasSize(2);
        // a module: the free SFP+ ports it plugs into, each opening the editor's link form with it as module A
        String module =
                app.get("/catalog/generic-10gbase-sr-sfp-plus?plan=" + plan).body();
        assertThat(module)
                .contains("/plans/" + plan
                        + "?form=link-new&amp;a=crs305-1g-4s-in%7C%7C1&amp;moduleA=generic-10gbase-sr-sfp-plus");
        String linkForm = app.get("/plans/" + plan + "?form=link-new&a=" + enc("crs305-1g-4s-in||1")
                        + "&moduleA=generic-10gbase-sr-sfp-plus")
                .body();
        assertThat(linkForm).containsPattern("<option value=\"generic-10gbase-sr-sfp-plus\"[^>]*selected");
    }

    @Test
    void aPlanThatDoesNotExist_is404OnThePartPage() {
        assertThat(app.get("/catalog/mellanox-mcx4121a-acat?plan=no-such-plan").statusCode())
                .isEqualTo(404);
    }

    // ---- helpers ----

    static String form(String... kv) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < kv.length; i += 2) {
            if (sb.length() > 0) {
                sb.append('&');
            }
            sb.append(enc(kv[i])).append('=').append(enc(kv[i + 1]));
        }
        return sb.toString();
    }

    private static String[] flat(Map<String, String> fields) {
        List<String> out = new ArrayList<>();
        fields.forEach((k, v) -> {
            out.add(k);
            out.add(v);
        });
        return out.toArray(String[]::new);
    }

    private static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    private long version() {
        return Long.parseLong(app.get("/api/plans/" + plan)
                .headers()
                .firstValue("X-Plan-Version")
                .orElseThrow());
    }

    private JsonNode doc() throws Exception {
        return JSON.readTree(app.get("/api/plans/" + plan).body());
    }

    private HttpResponse<String> edit(String path, String... kv) {
        String[] all = new String[kv.length + 2];
        all[0] = "version";
        all[1] = String.valueOf(version());
        System.arraycopy(kv, 0, all, 2, kv.length);
        return app.postForm("/plans/" + plan + path, form(all));
    }

    private void ok(HttpResponse<String> r) {
        assertThat(r.statusCode())
                .as(r.body().length() > 600 ? r.body().substring(0, 600) : r.body())
                .isEqualTo(303);
        assertThat(r.headers().firstValue("Location").orElseThrow()).startsWith("/plans/" + plan);
    }

    /** The data-id of every row of the parts table, in order. */
    private static List<String> rowIds(String html) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("<tr data-id=\"([^\"]+)\"").matcher(html);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    /** The row ids of every page of a list. */
    private static List<String> allRowIds(String query) {
        List<String> out = new ArrayList<>();
        for (int page = 1; page < 40; page++) {
            List<String> ids =
                    rowIds(app.get("/catalog?" + query + "&page=" + page).body());
            if (ids.isEmpty()) {
                break;
            }
            out.addAll(ids);
        }
        return out;
    }

    /** The compare table's row whose header starts with {@code label}. */
    private static String row(String html, String label) {
        int at = html.indexOf("<th scope=\"row\"><span>" + label);
        if (at < 0) {
            at = html.indexOf("<th scope=\"row\">" + label);
        }
        assertThat(at).as("row " + label).isPositive();
        int start = html.lastIndexOf("<tr", at);
        return html.substring(start, html.indexOf("</tr>", at));
    }

    /** The HTML of the form whose start tag contains {@code marker}. */
    private static String formHtml(String html, String marker) {
        int at = html.indexOf(marker);
        assertThat(at).as(marker).isPositive();
        int start = html.lastIndexOf("<form", at);
        return html.substring(start, html.indexOf("</form>", at));
    }

    /** The hidden fields of that form, as a browser would send them. */
    private static Map<String, String> formFields(String html, String marker) {
        Map<String, String> out = new LinkedHashMap<>();
        Matcher m = Pattern.compile("<input type=\"hidden\" name=\"([^\"]+)\" value=\"([^\"]*)\"")
                .matcher(formHtml(html, marker));
        while (m.find()) {
            out.put(m.group(1), m.group(2));
        }
        return out;
    }
}
