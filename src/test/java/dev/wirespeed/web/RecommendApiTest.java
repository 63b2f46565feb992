package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirespeed.testing.Cli;
import dev.wirespeed.testing.Cli.Run;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.net.http.HttpResponse;
import java.util.HashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * POST /api/plans/{id}/recommend and {@code recommend PLAN_ID ...} against the real app and its
 * database: the answer's fields, targets stored with the plan, and each way a request is refused.
 */
@OnEachDatabase
class RecommendApiTest {

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

    private static HttpResponse<String> recommend(String seed, String body) {
        return app.postJson("/api/plans/" + SEEDS.get(seed) + "/recommend", body);
    }

    private static JsonNode detail(HttpResponse<String> r) throws Exception {
        return TestApp.json(r).get("details").get(0);
    }

    @Test
    void aBudgetThatLeavesNoBuild_isAnsweredWithTheCheapestBuildOverIt() throws Exception {
        // seed 003 as posted has an SC-SC cord between two LC modules (an error), so 9 Gbit/s needs a new
        // cord or cable; 100 JPY buys neither
        HttpResponse<String> r = recommend(
                "seed-003",
                "{\"targets\": [{\"flow\": \"mac-to-debian\", \"minGbps\": 9}], \"budget\": {\"amount\": \"100\", \"currency\": \"JPY\"}}");
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        JsonNode a = TestApp.json(r);
        assertThat(a.get("builds")).isEmpty();
        assertThat(a.has("unreachable")).isFalse();
        JsonNode over = a.get("overBudget");
        assertThat(new java.math.BigDecimal(over.at("/total/amount").asText()))
                .isGreaterThan(new java.math.BigDecimal("100"));
        assertThat(over.at("/total/currency").asText()).isEqualTo("JPY");
        assertThat(over.get("flows").get(0).get("gbps").asDouble()).isGreaterThanOrEqualTo(9);
        // without a budget the same build is the answer's first
        JsonNode free =
                TestApp.json(recommend("seed-003", "{\"targets\": [{\"flow\": \"mac-to-debian\", \"minGbps\": 9}]}"));
        assertThat(free.at("/builds/0/total")).isEqualTo(over.get("total"));
        assertThat(free.has("overBudget")).isFalse();
    }

    @Test
    void seed001_answersTheFreeBiosChangeFirst_withEveryPinnedField() throws Exception {
        HttpResponse<String> r =
                recommend("seed-001", "{\"targets\": [{\"flow\": \"win-to-server\", \"minGbps\": 9}], \"limit\": 3}");

        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        JsonNode a = TestApp.json(r);
        JsonNode first = a.get("builds").get(0);
        assertThat(first.get("free").asBoolean()).isTrue();
        assertThat(first.get("total").get("amount").asText()).isEqualTo("0");
        assertThat(first.get("total").get("currency").asText()).isEqualTo("JPY");
        assertThat(first.get("changes").get(0).asText()).contains("x4 mode");
        JsonNode flow = first.get("flows").get(0);
        assertThat(flow.get("flow").asText()).isEqualTo("win-to-server");
        // PCIe 2.0 x4 is above the wire: 10 x 1448 / 1538 = 9.415 (3 decimals, like every prediction)
        assertThat(flow.get("gbps").asDouble()).isEqualTo(9.415);
        assertThat(flow.get("range").get("level").asDouble()).isEqualTo(0.8);
        assertThat(flow.get("bottleneck").get("stage").asText()).isEqualTo("ethernet");
        assertThat(flow.has("lowMeets")).isTrue();
        assertThat(first.has("powerW")).isTrue();
        assertThat(first.get("issues").isArray()).isTrue();
        assertThat(a.get("considered").asLong())
                .isGreaterThanOrEqualTo(a.get("evaluated").asLong());
        assertThat(a.get("free").isArray()).isTrue();
        assertThat(a.has("unreachable")).isFalse();
        assertThat(a.get("builds")).hasSizeLessThanOrEqualTo(3);
    }

    @Test
    void seed002_smbAt5_isUnreachable_namingTheCpu() throws Exception {
        HttpResponse<String> r =
                recommend("seed-002", "{\"targets\": [{\"flow\": \"smb-put-to-nas\", \"minGbps\": 5}]}");

        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        JsonNode u = TestApp.json(r).get("unreachable");
        assertThat(u.get("flows").get(0).get("stage").asText()).isEqualTo("cpu");
        assertThat(u.get("flows").get(0).get("message").asText()).contains("N100");
        assertThat(u.get("closest").isArray()).isTrue();
    }

    @Test
    void targetsStoredWithThePlan_roundTripThroughTheDocument_andAreUsedWhenTheRequestHasNone() throws Exception {
        String id = TestApp.json(app.postJson("/api/examples/seed-001", ""))
                .get("id")
                .asText();
        ObjectNode doc = (ObjectNode) TestApp.json(app.get("/api/plans/" + id));
        long version = doc.path("version").asLong(1);
        ObjectNode targets = doc.putObject("targets");
        targets.putArray("flows").addObject().put("flow", "win-to-server").put("minGbps", 9);
        targets.putObject("budget").put("amount", "40000").put("currency", "JPY");
        targets.put("condition", "used");
        targets.putObject("constraints")
                .put("distanceM", 2.0)
                .putArray("keepHosts")
                .add("server");
        doc.remove("version");
        HttpResponse<String> put = app.put("/api/plans/" + id, doc.toString(), "\"" + version + "\"");
        assertThat(put.statusCode()).as(put.body()).isEqualTo(200);

        JsonNode back = TestApp.json(app.get("/api/plans/" + id + "/export")).get("targets");
        assertThat(back.get("flows").get(0).get("minGbps").asDouble()).isEqualTo(9.0);
        assertThat(back.get("budget").get("amount").asText()).isEqualTo("40000");
        assertThat(back.get("condition").asText()).isEqualTo("used");
        assertThat(back.get("constraints").get("keepHosts").get(0).asText()).isEqualTo("server");

        HttpResponse<String> r = app.postJson("/api/plans/" + id + "/recommend", "{}");
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        assertThat(TestApp.json(r)
                        .get("builds")
                        .get(0)
                        .get("flows")
                        .get(0)
                        .get("minGbps")
                        .asDouble())
                .isEqualTo(9.0);
    }

    @Test
    void badTargets_unknownFlows_andABudgetWithoutCurrency_are400AtTheirJsonPath() throws Exception {
        HttpResponse<String> unknown = recommend("seed-001", "{\"targets\": [{\"flow\": \"nope\", \"minGbps\": 9}]}");
        assertThat(unknown.statusCode()).isEqualTo(400);
        assertThat(detail(unknown).get("path").asText()).isEqualTo("$.targets[0].flow");

        HttpResponse<String> negative =
                recommend("seed-001", "{\"targets\": [{\"flow\": \"win-to-server\", \"minGbps\": -1}]}");
        assertThat(negative.statusCode()).isEqualTo(400);
        assertThat(detail(negative).get("path").asText()).isEqualTo("$.targets[0].minGbps");

        HttpResponse<String> noCurrency = recommend(
                "seed-001",
                "{\"targets\": [{\"flow\": \"win-to-server\", \"minGbps\": 9}], \"budget\": {\"amount\": \"40000\"}}");
        assertThat(noCurrency.statusCode()).isEqualTo(400);
        assertThat(detail(noCurrency).get("path").asText()).isEqualTo("$.budget.currency");

        HttpResponse<String> condition = recommend(
                "seed-001", "{\"targets\": [{\"flow\": \"win-to-server\", \"minGbps\": 9}], \"condition\": \"mint\"}");
        assertThat(condition.statusCode()).isEqualTo(400);
        assertThat(detail(condition).get("path").asText()).isEqualTo("$.condition");

        HttpResponse<String> none = recommend("seed-001", "{}");
        assertThat(none.statusCode()).isEqualTo(400);
        assertThat(detail(none).get("path").asText()).isEqualTo("$.targets");

        HttpResponse<String> extra = recommend("seed-001", "{\"targets\": [], \"colour\": 1}");
        assertThat(extra.statusCode()).isEqualTo(400);
        assertThat(detail(extra).get("path").asText()).isEqualTo("$.colour");
    }

    @Test
    void anOwnedPartTheCatalogDoesNotHave_is400AtItsJsonPath_namingIt() throws Exception {
        HttpResponse<String> r = recommend(
                "seed-001",
                "{\"targets\": [{\"flow\": \"win-to-server\", \"minGbps\": 9}],"
                        + " \"constraints\": {\"owned\": [\"intel-x520-da2\", \"no-such-card\"]}}");
        assertThat(r.statusCode()).as(r.body()).isEqualTo(400);
        assertThat(detail(r).get("path").asText()).isEqualTo("$.constraints.owned[1]");
        assertThat(detail(r).get("message").asText()).isEqualTo("no part with id 'no-such-card' in the catalog");
    }

    @Test
    void theUpgradePath_isListedWhenAskedFor_freeStepsFirst() throws Exception {
        HttpResponse<String> r = recommend(
                "seed-001",
                "{\"targets\": [{\"flow\": \"win-to-server\", \"minGbps\": 9}], \"limit\": 1, \"upgrade\": 2}");

        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        JsonNode steps = TestApp.json(r).get("upgrade");
        assertThat(steps).isNotEmpty();
        assertThat(steps.get(0).get("cost").get("amount").asText()).isEqualTo("0");
        // the slowest flow starts at the x1 link: 5 x 0.8 x 1448 / 1842 = 3.144 Gbit/s
        assertThat(steps.get(0).get("fromGbps").asDouble()).isEqualTo(3.144);
        assertThat(steps.get(0).get("toGbps").asDouble()).isGreaterThan(3.144);
        assertThat(TestApp.json(recommend("seed-001", "{\"targets\": [{\"flow\": \"win-to-server\", \"minGbps\": 9}]}"))
                        .has("upgrade"))
                .isFalse();
        HttpResponse<String> tooMany = recommend(
                "seed-001", "{\"targets\": [{\"flow\": \"win-to-server\", \"minGbps\": 9}], \"upgrade\": 99}");
        assertThat(tooMany.statusCode()).isEqualTo(400);
        assertThat(detail(tooMany).get("path").asText()).isEqualTo("$.upgrade");
    }

    @Test
    void useThisBuild_savesItAsANewPlan_withTheCardsAndLinksOfTheBuild() throws Exception {
        String body = "{\"targets\": [{\"flow\": \"win-to-server\", \"minGbps\": 9}], \"limit\": 2}";
        JsonNode answer = TestApp.json(recommend("seed-001", body));

        HttpResponse<String> used =
                app.postJson("/api/plans/" + SEEDS.get("seed-001") + "/recommend/use?build=0", body);

        assertThat(used.statusCode()).as(used.body()).isEqualTo(201);
        String id = TestApp.json(used).get("id").asText();
        assertThat(id).isNotEqualTo(SEEDS.get("seed-001"));
        assertThat(used.headers().firstValue("Location")).hasValue("/api/plans/" + id);
        // the first build is the free BIOS change: the saved plan predicts what the answer said
        JsonNode evaluation = TestApp.json(app.get("/api/plans/" + id + "/evaluation"));
        JsonNode flow = null;
        for (JsonNode f : evaluation.get("flows")) {
            if (f.get("id").asText().equals("win-to-server")
                    || f.path("flow").asText().equals("win-to-server")) {
                flow = f;
            }
        }
        assertThat(flow).as(evaluation.toString()).isNotNull();
        assertThat(flow.toString())
                .contains(answer.get("builds")
                        .get(0)
                        .get("flows")
                        .get(0)
                        .get("gbps")
                        .asText());
        HttpResponse<String> none =
                app.postJson("/api/plans/" + SEEDS.get("seed-001") + "/recommend/use?build=9", body);
        assertThat(none.statusCode()).isEqualTo(400);
    }

    @Test
    void eachBuild_givesTheYearlyEnergyOfItsAddedPower_andItsCost_atTheStoredPricePerKwh() throws Exception {
        JsonNode a = TestApp.json(
                recommend("seed-001", "{\"targets\": [{\"flow\": \"win-to-server\", \"minGbps\": 9}], \"limit\": 4}"));

        assertThat(a.get("builds")).hasSizeGreaterThan(1);
        for (JsonNode b : a.get("builds")) {
            // the default settings: 24 hours a day at 31 JPY per kWh; kWh = W x 24 x 365 / 1000, its cost
            // rounded once to whole yen
            BigDecimal kwh = new BigDecimal(b.get("powerW").asText())
                    .multiply(BigDecimal.valueOf(24 * 365))
                    .movePointLeft(3);
            assertThat(new BigDecimal(b.get("kwhPerYear").asText())).isEqualByComparingTo(kwh);
            assertThat(new BigDecimal(b.get("energyPerYear").get("amount").asText()))
                    .isEqualByComparingTo(kwh.multiply(BigDecimal.valueOf(31)).setScale(0, RoundingMode.HALF_UP));
            assertThat(b.get("energyPerYear").get("currency").asText()).isEqualTo("JPY");
        }
        // the free BIOS change adds nothing: 0 W, 0 kWh, 0 JPY
        assertThat(a.get("builds").get(0).get("energyPerYear").get("amount").asText())
                .isEqualTo("0");
    }

    @Test
    void aKwhPriceInACurrencyWithoutARateToThePlans_givesNoEnergyCost_writtenAsNull_andSaysWhichRateIsMissing()
            throws Exception {
        String settings = "kwhCurrency=USD&hoursPerDay=24&years=5&condition=new&kwhPrice=";
        assertThat(app.postForm("/settings/shop", settings + "0.15").statusCode())
                .isLessThan(400);
        try {
            JsonNode a = TestApp.json(recommend(
                    "seed-001", "{\"targets\": [{\"flow\": \"win-to-server\", \"minGbps\": 9}], \"limit\": 1}"));
            JsonNode first = a.get("builds").get(0);
            assertThat(first.has("energyPerYear")).isTrue();
            assertThat(first.get("energyPerYear").isNull()).isTrue();
            assertThat(first.get("energyMissing").asText()).isEqualTo("USD");
        } finally {
            app.postForm("/settings/shop", "kwhCurrency=JPY&hoursPerDay=24&years=5&condition=new&kwhPrice=31");
        }
    }

    @Test
    void anUnknownPlan_is404() {
        HttpResponse<String> r =
                app.postJson("/api/plans/pnothere/recommend", "{\"targets\": [{\"flow\": \"f\", \"minGbps\": 1}]}");
        assertThat(r.statusCode()).isEqualTo(404);
    }

    /** The command on the app's database, named as a person names it (data folder, or PostgreSQL URL). */
    private static Run cli(String... args) {
        return Cli.run(Cli.on(app, args));
    }

    @Test
    void theRecommendCommand_printsATable_withTheFreeBuildFirst() {
        Run r = cli("recommend", SEEDS.get("seed-001"), "--target", "win-to-server=9", "--limit", "2");

        assertThat(r.code()).as(r.err()).isZero();
        String[] lines = r.out().split("\n");
        assertThat(lines[0]).contains("total").contains("win-to-server >= 9");
        // the wire bound, 10 x 1448 / 1538 = 9.4148, shown to 3 decimals like the JSON
        assertThat(lines[1]).startsWith("1*").contains("0 JPY").contains("9.415");
        // the free build adds no power: 0 W over a year is 0 kWh, 0 JPY at the default 31 JPY per kWh
        assertThat(lines[0]).contains("power").contains("energy a year");
        assertThat(lines[1]).contains("0.0 W").endsWith("0 kWh, 0 JPY");
        assertThat(r.out()).contains("x4 mode").contains("considered").contains("free changes:");
    }

    @Test
    void theRecommendCommand_exits2OnBadUsage() {
        assertThat(cli("recommend", SEEDS.get("seed-001")).code()).isEqualTo(2);
        assertThat(cli("recommend", SEEDS.get("seed-001"), "--target", "win-to-server")
                        .code())
                .isEqualTo(2);
        assertThat(cli("recommend", SEEDS.get("seed-001"), "--target", "win-to-server=9", "--budget", "40000")
                        .code())
                .isEqualTo(2);
        assertThat(cli("recommend", SEEDS.get("seed-001"), "--target", "nope=9").code())
                .isEqualTo(2);
        assertThat(cli("recommend", SEEDS.get("seed-001"), "--target", "win-to-server=9", "--condition", "mint")
                        .code())
                .isEqualTo(2);
        assertThat(cli("recommend", "pnothere", "--target", "f=9").code()).isEqualTo(2);
    }
}
