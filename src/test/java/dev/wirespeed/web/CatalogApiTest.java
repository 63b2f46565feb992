package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static dev.wirespeed.testing.TestApp.json;
import static org.assertj.core.api.Assertions.assertThat;

/** /api/parts against the real app and the repository catalog, in-process over HTTP. */
@OnEachDatabase
class CatalogApiTest {

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

    @Test
    void searchByAlias_findsTheX520AndTheCrs305() throws Exception {
        JsonNode x520 = json(app.get("/api/parts?q=X520-DA1"));
        assertThat(x520.get("items").findValuesAsText("id")).contains("intel-x520-da1");
        JsonNode crs = json(app.get("/api/parts?q=CRS305"));
        assertThat(crs.get("items").get(0).get("id").asText()).isEqualTo("mikrotik-crs305-1g-4s-in");
    }

    @Test
    void filterByKindSpeedAndPort_returnsOnlyMatchingParts() throws Exception {
        JsonNode r = json(app.get("/api/parts?kind=nic&speedGbps=25&port=sfp28&pageSize=200"));
        assertThat(r.get("total").asInt()).isPositive();
        for (JsonNode item : r.get("items")) {
            assertThat(item.get("kind").asText()).isEqualTo("nic");
            assertThat(item.get("cages").findValuesAsText("")).isNotNull();
            assertThat(item.get("cages").toString()).contains("sfp28");
        }
        assertThat(r.get("items").findValuesAsText("id"))
                .contains("mellanox-mcx4121a-acat")
                .doesNotContain("mellanox-mcx4121a-xcat");
    }

    @Test
    void priceRange_isInOneCurrency() throws Exception {
        // The ConnectX-4 Lx's 3,359 JPY (used) is in a 3,000-4,000 JPY range; the CRS305's JPY prices (19,904, 27,349)
        // are not,
        // although its EUR 144.01 would be if currencies were mixed.
        JsonNode r = json(app.get("/api/parts?minPrice=3000&maxPrice=4000&currency=JPY&pageSize=200"));
        assertThat(r.get("items").findValuesAsText("id"))
                .contains("mellanox-mcx4121a-acat")
                .doesNotContain("mikrotik-crs305-1g-4s-in");
    }

    @Test
    void paging_splitsTheResults() throws Exception {
        JsonNode all = json(app.get("/api/parts?kind=nic&pageSize=200"));
        JsonNode p2 = json(app.get("/api/parts?kind=nic&pageSize=10&page=2"));
        assertThat(p2.get("items")).hasSize(10);
        // Page 2 of size 10 holds items 11..20 of the full list.
        assertThat(p2.get("items").get(0).get("id").asText())
                .isEqualTo(all.get("items").get(10).get("id").asText());
    }

    @Test
    void getPart_returnsItsDocumentWithSources() throws Exception {
        HttpResponse<String> r = app.get("/api/parts/mellanox-mcx4121a-acat");
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.headers().firstValue("X-Wirespeed-Origin")).contains("catalog");
        JsonNode doc = json(r);
        assertThat(doc.get("hostInterface").get("lanes").asInt()).isEqualTo(8);
        assertThat(doc.get("sources").size()).isPositive();
    }

    @Test
    void unknownPart_is404WithAJsonError() throws Exception {
        HttpResponse<String> r = app.get("/api/parts/no-such-part");
        assertThat(r.statusCode()).isEqualTo(404);
        assertThat(json(r).get("message").asText()).contains("no-such-part");
    }

    @Test
    void badQueryParameters_are400NamingTheParameter() throws Exception {
        HttpResponse<String> kind = app.get("/api/parts?kind=router");
        assertThat(kind.statusCode()).isEqualTo(400);
        assertThat(json(kind).get("details").get(0).get("path").asText()).isEqualTo("kind");
        assertThat(app.get("/api/parts?port=sfp99").statusCode()).isEqualTo(400);
        assertThat(app.get("/api/parts?speedGbps=fast").statusCode()).isEqualTo(400);
        assertThat(app.get("/api/parts?page=two").statusCode()).isEqualTo(400);
        assertThat(app.get("/api/parts?maxPrice=5000").statusCode()).isEqualTo(400);
    }

    /** A custom NIC as a person would add it; the other suites that add a custom part use it too. */
    static final String CUSTOM =
            """
            {"id": "acme-x1", "kind": "nic", "vendor": "Acme", "model": "X1", "chip": "unknown",
             "ports": [{"count": 1, "cage": "sfp+", "speedsGbps": [10, 1]}],
             "hostInterface": {"kind": "pcie", "gen": 2, "lanes": 4},
             "sources": [{"title": "my own measurement"}]}""";

    @Test
    void customPart_lifecycle_createGetUpdateDelete() throws Exception {
        HttpResponse<String> created = app.postJson("/api/parts", CUSTOM);
        assertThat(created.statusCode()).isEqualTo(201);
        assertThat(created.headers().firstValue("ETag")).contains("\"1\"");
        assertThat(app.get("/api/parts/acme-x1").headers().firstValue("X-Wirespeed-Origin"))
                .contains("custom");
        assertThat(json(app.get("/api/parts?q=acme"))
                        .get("items")
                        .get(0)
                        .get("custom")
                        .asBoolean())
                .isTrue();

        HttpResponse<String> updated = app.put("/api/parts/acme-x1", CUSTOM.replace("\"X1\"", "\"X1 rev2\""), "\"1\"");
        assertThat(updated.statusCode()).isEqualTo(200);
        assertThat(json(updated).get("model").asText()).isEqualTo("X1 rev2");

        HttpResponse<String> stale = app.put("/api/parts/acme-x1", CUSTOM, "\"1\"");
        assertThat(stale.statusCode()).isEqualTo(409);
        assertThat(json(app.get("/api/parts/acme-x1")).get("model").asText()).isEqualTo("X1 rev2");

        assertThat(app.delete("/api/parts/acme-x1").statusCode()).isEqualTo(204);
        assertThat(app.get("/api/parts/acme-x1").statusCode()).isEqualTo(404);
    }

    @Test
    void invalidCustomPart_is400WithTheJsonPathOfEachError() throws Exception {
        String bad = CUSTOM.replace("\"sfp+\"", "\"sfp++\"").replace("\"lanes\": 4", "\"lanes\": 3");
        HttpResponse<String> r = app.postJson("/api/parts", bad);
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(json(r).get("details").findValuesAsText("path"))
                .contains("$.ports[0].cage", "$.hostInterface.lanes");
        assertThat(app.get("/api/parts/acme-x1").statusCode()).isEqualTo(404);
    }

    @Test
    void malformedJson_is400() throws Exception {
        HttpResponse<String> r = app.postJson("/api/parts", "{\"id\": ");
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(json(r).get("message").asText()).containsIgnoringCase("not valid");
    }

    @Test
    void catalogParts_areReadOnly() throws Exception {
        String doc = app.get("/api/parts/mikrotik-crs305-1g-4s-in").body();
        HttpResponse<String> put = app.put("/api/parts/mikrotik-crs305-1g-4s-in", doc, null);
        assertThat(put.statusCode()).isEqualTo(409);
        assertThat(json(put).get("message").asText()).contains("read-only");
        assertThat(app.delete("/api/parts/mikrotik-crs305-1g-4s-in").statusCode())
                .isEqualTo(409);
    }

    @Test
    void catalogPages_render() {
        HttpResponse<String> list = app.get("/catalog?kind=nic&port=sfp28");
        assertThat(list.statusCode()).isEqualTo(200);
        assertThat(list.body()).contains("MCX4121A-ACAT");
        HttpResponse<String> detail = app.get("/catalog/mellanox-mcx4121a-acat");
        assertThat(detail.statusCode()).isEqualTo(200);
        assertThat(detail.body()).contains("PCIe 3.0 x8").contains("3,359");
        HttpResponse<String> missing = app.get("/catalog/no-such-part");
        assertThat(missing.statusCode()).isEqualTo(404);
        assertThat(missing.body()).contains("no-such-part").doesNotContain("Exception");
    }

    /**
     * What a buyer types, and the part it must find first or among the first page: the parts the five
     * seed posts name, then the common choices of the catalog issue (a 1.8 W SFP-10G-T-100 is the
     * low-power 10GBASE-T module; Q+BC0003-S+ the QSFP+ breakout; S+23LC10D a BiDi module).
     */
    @Test
    void theSeedPartsAndTheCommonChoices_areFoundBySearch() throws Exception {
        String[][] cases = {
            {"MCX4121A-ACAT", "mellanox-mcx4121a-acat"},
            {"CAB-10GSFP-P1M", "10gtek-cab-10gsfp-p1m"},
            {"CRS504", "mikrotik-crs504-4xq-in"},
            {"NB-INT-X520DA1-S", "nb-int-x520da1-s"},
            {"CRS305", "mikrotik-crs305-1g-4s-in"},
            {"I217-V", "intel-i217-v"},
            {"N100DC-ITX", "asrock-n100dc-itx"},
            {"N100", "intel-n100"},
            {"MCX311A", "mellanox-mcx311a-xcat"},
            {"QNA-UC5G1T", "qnap-qna-uc5g1t"},
            {"US5GA30", "startech-us5ga30"},
            {"Solo10G", "sonnet-solo10g-tb3"},
            {"CRS309", "mikrotik-crs309-1g-8s-in"},
            {"CRS317", "mikrotik-crs317-1g-16s-rm"},
            {"CRS326-24S", "mikrotik-crs326-24s-2q-rm"},
            {"CRS518", "mikrotik-crs518-16xs-2xq-rm"},
            {"USW-Pro-Aggregation", "ubiquiti-usw-pro-aggregation"},
            {"QSW-M2108-2C", "qnap-qsw-m2108-2c"},
            {"TL-SX1008", "tp-link-tl-sx1008"},
            {"MS-01", "minisforum-ms-01"},
            {"X2F N100", "topton-x2f-n100"},
            {"DS923+", "synology-ds923-plus"},
            {"X710-T2L", "intel-x710-t2l"},
            {"MCX314A", "mellanox-mcx314a-bcct"},
            {"MCX623106AN", "mellanox-mcx623106an-cdat"},
            {"T520-CR", "chelsio-t520-cr"},
            {"RTL8127", "realtek-rtl8127"},
            {"S+RJ10", "mikrotik-s-rj10"},
            {"SFP-10G-T-100", "fs-sfp-10g-t-100"},
            {"S+23LC10D", "mikrotik-s-23lc10d"},
            {"Q+BC0003-S+", "mikrotik-q-bc0003-s"},
            {"SFP-10G-AOC3M", "cisco-sfp-10g-aoc3m"},
            {"XGS1010-12", "zyxel-xgs1010-12"},
            {"CRS326-24G-2S+", "mikrotik-crs326-24g-2s-rm"},
            {"VP3230", "protectli-vp3230"},
            {"MCX313A", "mellanox-mcx313a-bcbt"},
        };
        List<String> missing = new ArrayList<>();
        for (String[] c : cases) {
            JsonNode r = json(app.get("/api/parts?q=" + URLEncoder.encode(c[0], StandardCharsets.UTF_8)));
            if (!r.get("items").findValuesAsText("id").contains(c[1])) {
                missing.add(c[0] + " -> " + c[1]);
            }
        }
        assertThat(missing).as("searches that did not find their part").isEmpty();
    }
}
