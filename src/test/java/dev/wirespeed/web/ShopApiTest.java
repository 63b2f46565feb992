package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** GET /api/plans/{id}/shopping-list against the real app: every format read back, and bad requests. */
@OnEachDatabase
class ShopApiTest {

    private static TestApp app;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Map<String, String> SEEDS = new HashMap<>();

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

    private static String list(String seed, String query) {
        return "/api/plans/" + SEEDS.get(seed) + "/shopping-list" + query;
    }

    private static String money(JsonNode m) {
        return m.get("amount").asText() + " " + m.get("currency").asText();
    }

    private static JsonNode line(JsonNode list, String partId) {
        for (JsonNode l : list.get("lines")) {
            if (l.get("partId").asText().equals(partId)) {
                return l;
            }
        }
        throw new AssertionError("no line " + partId);
    }

    @Test
    void json_seed001_everyFigureOfThePost() throws Exception {
        HttpResponse<String> r = app.get(list("seed-001", "?format=json"));
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("application/json");
        JsonNode l = JSON.readTree(r.body());
        // 19,904 + 13,860 + 5,345 = 39,109 JPY.
        assertThat(money(l.get("totals").get("total"))).isEqualTo("39109 JPY");
        assertThat(l.get("totals").get("complete").asBoolean()).isTrue();
        assertThat(money(line(l, "mikrotik-crs305-1g-4s-in").get("total"))).isEqualTo("19904 JPY");
        JsonNode cards = line(l, "nb-int-x520da1-s");
        assertThat(cards.get("quantity").asInt()).isEqualTo(2);
        assertThat(money(cards.get("total"))).isEqualTo("13860 JPY");
        assertThat(cards.get("price").get("forQuantity").asInt()).isEqualTo(2);
        assertThat(cards.get("price").get("origin").asText()).isEqualTo("plan");
        assertThat(money(line(l, "10gtek-cab-10gsfp-p1m").get("total"))).isEqualTo("5345 JPY");
        assertThat(l.get("owned").findValuesAsText("partId"))
                .containsExactly("asus-prime-b550-plus", "amd-ryzen-5-3600", "samsung-850-evo-500gb");
        // The used ConnectX-4 Lx: 2 x 3,359 = 6,718 instead of 13,860, saves 7,142 JPY.
        JsonNode alt = l.get("alternatives").get(0);
        assertThat(alt.get("partId").asText()).isEqualTo("mellanox-mcx4121a-acat");
        assertThat(money(alt.get("saving"))).isEqualTo("7142 JPY");
        assertThat(l.get("notChecked").size()).isEqualTo(5);
    }

    @Test
    void json_seed000_totals40684() throws Exception {
        JsonNode l = JSON.readTree(app.get(list("seed-000", "")).body());
        // 27,349 + 1,999 + 2,199 + 2,419 + 2 x 3,359 = 40,684 JPY; the R86S and its card owned.
        assertThat(money(l.get("totals").get("total"))).isEqualTo("40684 JPY");
        assertThat(money(line(l, "mellanox-mcx4121a-acat").get("total"))).isEqualTo("6718 JPY");
        assertThat(l.get("owned").findValuesAsText("partId"))
                .containsExactlyInAnyOrder("gowin-r86s-u1", "mellanox-cx341a");
        // 12 W x 24 h x 365 = 105.12 kWh x 31 JPY = 3,258.72 -> 3,259 JPY.
        assertThat(l.get("power").get("totalW").asText()).isEqualTo("12");
        assertThat(money(l.get("power").get("yearlyCost"))).isEqualTo("3259 JPY");
    }

    @Test
    void csv_withBom_parsesBackWithCommonsCsv() throws Exception {
        HttpResponse<byte[]> r = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create(app.url(list("seed-000", "?format=csv&bom=true"))))
                                .build(),
                        HttpResponse.BodyHandlers.ofByteArray());
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("text/csv");
        assertThat(r.headers().firstValue("Content-Disposition").orElse(""))
                .contains("attachment")
                .contains(".csv");
        byte[] b = r.body();
        assertThat(new int[] {b[0] & 0xFF, b[1] & 0xFF, b[2] & 0xFF}).containsExactly(0xEF, 0xBB, 0xBF);
        String text = new String(b, 3, b.length - 3, StandardCharsets.UTF_8);
        List<CSVRecord> rows;
        try (CSVParser p = CSVParser.parse(
                text,
                CSVFormat.RFC4180
                        .builder()
                        .setHeader()
                        .setSkipHeaderRecord(true)
                        .get())) {
            rows = p.getRecords();
        }
        Map<String, String> totals = new HashMap<>();
        rows.stream()
                .filter(x -> x.get("type").equals("item"))
                .forEach(x -> totals.put(x.get("part_id"), x.get("line_total")));
        assertThat(totals)
                .containsEntry("mikrotik-crs305-1g-4s-in", "27349")
                .containsEntry("10gtek-cab-10gsfp-p0-5m", "1999")
                .containsEntry("10gtek-cab-10gsfp-p1m", "2199")
                .containsEntry("10gtek-cab-10gsfp-p2m", "2419")
                .containsEntry("mellanox-mcx4121a-acat", "6718")
                .hasSize(5);
        assertThat(rows.stream()
                        .filter(x -> x.get("type").equals("total"))
                        .findFirst()
                        .orElseThrow()
                        .get("line_total"))
                .isEqualTo("40684");
        assertThat(rows.get(rows.size() - 1).get("type")).isEqualTo("not-checked");
    }

    @Test
    void markdownAndHtml_carryTheTotal() {
        HttpResponse<String> md = app.get(list("seed-001", "?format=md"));
        assertThat(md.statusCode()).isEqualTo(200);
        assertThat(md.headers().firstValue("Content-Type").orElse("")).startsWith("text/markdown");
        assertThat(md.body())
                .contains("| Adapters | No brand (OLIOSPEC) NB-INT-X520DA1-S | 2 | 6,930 JPY | 13,860 JPY |")
                .contains("| | **Total** | | | **39,109 JPY** |");
        HttpResponse<String> html = app.get(list("seed-001", "?format=html"));
        assertThat(html.statusCode()).isEqualTo(200);
        assertThat(html.headers().firstValue("Content-Type").orElse("")).startsWith("text/html");
        assertThat(html.body())
                .contains("<strong class=\"total\">39,109 JPY</strong>")
                .contains("<figure class=\"topology\">")
                .contains("<svg")
                .contains("Not checked by Wirespeed");
    }

    @Test
    void unknownPlan_is404WithAJsonError() throws Exception {
        HttpResponse<String> r = app.get("/api/plans/pnosuchplan/shopping-list?format=csv");
        assertThat(r.statusCode()).isEqualTo(404);
        JsonNode e = JSON.readTree(r.body());
        assertThat(e.get("status").asInt()).isEqualTo(404);
        assertThat(e.get("message").asText()).contains("pnosuchplan");
    }

    @Test
    void badParameters_are400NamingTheParameter() throws Exception {
        for (String[] c : new String[][] {
            {"?format=xlsx", "format"},
            {"?condition=mint", "condition"},
            {"?currency=XYZ", "currency"},
            {"?format=csv&bom=maybe", "bom"}
        }) {
            HttpResponse<String> r = app.get(list("seed-001", c[0]));
            assertThat(r.statusCode()).as(c[0]).isEqualTo(400);
            assertThat(JSON.readTree(r.body()).get("details").get(0).get("path").asText())
                    .as(c[0])
                    .isEqualTo(c[1]);
        }
    }

    @Test
    void aPriceForAPartTheCatalogDoesNotHave_is400AtItsJsonPath_andNothingIsStored() throws Exception {
        ObjectNode plan = (ObjectNode)
                JSON.readTree(app.get("/api/plans/" + SEEDS.get("seed-001")).body());
        plan.remove("id");
        plan.put("name", "Seed 001 priced with a part that is not in the catalog");
        ((ObjectNode) plan.get("prices").get(0)).put("part", "no-such-switch");
        int before = JSON.readTree(app.get("/api/plans").body()).size();

        HttpResponse<String> r = app.postJson("/api/plans", JSON.writeValueAsString(plan));

        assertThat(r.statusCode()).as(r.body()).isEqualTo(400);
        JsonNode d = JSON.readTree(r.body()).get("details").get(0);
        assertThat(d.get("path").asText()).isEqualTo("$.prices[0].part");
        assertThat(d.get("message").asText()).isEqualTo("no part with id 'no-such-switch' in the catalog");
        assertThat(JSON.readTree(app.get("/api/plans").body()).size()).isEqualTo(before);
    }

    @Test
    void mixedCurrencyPlan_totalsAtTheStoredRate_andSaysWhenTheRateIsMissing() throws Exception {
        ObjectNode plan = (ObjectNode)
                JSON.readTree(app.get("/api/plans/" + SEEDS.get("seed-001")).body());
        plan.remove("id");
        plan.put("name", "Seed 001 with the CRS305 at its USD price");
        ArrayNode prices = (ArrayNode) plan.get("prices");
        ObjectNode sw = (ObjectNode) prices.get(0);
        assertThat(sw.get("part").asText()).isEqualTo("mikrotik-crs305-1g-4s-in");
        sw.put("amount", 152).put("currency", "USD");
        HttpResponse<String> created = app.postJson("/api/plans", JSON.writeValueAsString(plan));
        assertThat(created.statusCode()).isEqualTo(201);
        String id = JSON.readTree(created.body()).get("id").asText();

        JsonNode before = JSON.readTree(
                        app.get("/api/plans/" + id + "/shopping-list").body())
                .get("totals");
        // No rate yet: 13,860 + 5,345 = 19,205 JPY counted, 152.00 USD reported apart.
        assertThat(money(before.get("total"))).isEqualTo("19205 JPY");
        assertThat(money(before.get("unconverted").get(0))).isEqualTo("152.00 USD");
        assertThat(before.get("complete").asBoolean()).isFalse();
        assertThat(before.get("summary").asText()).contains("no USD→JPY rate stored");

        HttpResponse<String> saved =
                app.postForm("/settings/rates", "currency=USD&base=JPY&rate=130.95&date=2022-06-15");
        assertThat(saved.statusCode()).isEqualTo(303);
        try {
            JsonNode after = JSON.readTree(
                            app.get("/api/plans/" + id + "/shopping-list").body())
                    .get("totals");
            // 152 x 130.95 = 19,904.40 -> 19,904; 19,205 + 19,904 = 39,109 JPY.
            assertThat(money(after.get("total"))).isEqualTo("39109 JPY");
            assertThat(after.get("conversions").get(0).get("rate").asText()).isEqualTo("130.95");
            assertThat(after.get("conversions").get(0).get("rateDate").asText()).isEqualTo("2022-06-15");
            // The same list totalled in USD: 19,205 / 130.95 = 146.659... -> 146.66; + 152.00 = 298.66 USD.
            JsonNode usd = JSON.readTree(app.get("/api/plans/" + id + "/shopping-list?currency=usd")
                            .body())
                    .get("totals");
            assertThat(money(usd.get("total"))).isEqualTo("298.66 USD");
        } finally {
            assertThat(app.postForm("/settings/rates/delete", "currency=USD&base=JPY")
                            .statusCode())
                    .isEqualTo(303);
        }
    }
}
