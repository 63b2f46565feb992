package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.net.http.HttpResponse;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** The shopping-list page and the shop settings forms: post/redirect/get, refusals with 400 at the field, no JavaScript needed. */
@OnEachDatabase
class ShopPageTest {

    private TestApp app;
    private String seed000;
    private String seed001;
    private static final ObjectMapper JSON = new ObjectMapper();

    @BeforeEach
    void start() throws Exception {
        app = TestApp.start();
        for (JsonNode p : JSON.readTree(app.get("/api/plans").body())) {
            if (p.path("exampleOf").asText().equals("seed-000")) {
                seed000 = p.get("id").asText();
            } else if (p.path("exampleOf").asText().equals("seed-001")) {
                seed001 = p.get("id").asText();
            }
        }
    }

    @AfterEach
    void stop() {
        app.close();
    }

    private String page(String id) {
        return "/plans/" + id + "/shopping-list";
    }

    private JsonNode apiTotals(String id) throws Exception {
        return JSON.readTree(app.get("/api/plans/" + id + "/shopping-list").body())
                .get("totals");
    }

    /** Every visible input and select has an id that a label names with for=. */
    private static void everyFieldHasALabel(String html) {
        Set<String> ids = new LinkedHashSet<>();
        Matcher m = Pattern.compile("<(input|select)\\b([^>]*)>").matcher(html);
        while (m.find()) {
            String attrs = m.group(2);
            if (attrs.contains("type=\"hidden\"")) {
                continue;
            }
            Matcher id = Pattern.compile("\\bid=\"([^\"]+)\"").matcher(attrs);
            assertThat(id.find()).as("field without id: " + m.group()).isTrue();
            ids.add(id.group(1));
        }
        assertThat(ids).isNotEmpty();
        for (String id : ids) {
            assertThat(html).as("label for " + id).contains("<label for=\"" + id + "\"");
        }
    }

    @Test
    void page_showsTheListTotalsAndExportLinks() {
        HttpResponse<String> r = app.get(page(seed001));
        assertThat(r.statusCode()).isEqualTo(200);
        String html = r.body();
        // 19,904 + 13,860 + 5,345 = 39,109 JPY.
        assertThat(html)
                .contains("<strong class=\"total\">39,109 JPY</strong>")
                .contains("13,860 JPY for 2")
                .contains("Adapters")
                .contains("Already owned (not counted)")
                .contains("Cheaper alternatives")
                .contains("saves 7,142 JPY")
                .contains("Not checked by Wirespeed");
        for (String f : new String[] {"csv", "csv&amp;bom=true", "md", "json", "html"}) {
            assertThat(html).contains("href=\"/api/plans/" + seed001 + "/shopping-list?format=" + f + "\"");
        }
        assertThat(html).doesNotContain("??shop.").doesNotContain("<script>");
        everyFieldHasALabel(html);
    }

    @Test
    void page_inJapanese_andNoPriceLinesMarked() {
        String html = app.get(page(seed000), "ja").body();
        assertThat(html)
                .contains("買い物リスト")
                .contains("40,684 JPY")
                .contains("所有済み")
                .doesNotContain("??shop.");
        String settings = app.get("/settings", "ja").body();
        assertThat(settings).contains("為替レート").doesNotContain("??shop.");
    }

    @Test
    void page_unknownPlan_is404Page() {
        HttpResponse<String> r = app.get("/plans/pnosuchplan/shopping-list");
        assertThat(r.statusCode()).isEqualTo(404);
        assertThat(r.body()).contains("pnosuchplan").contains("<html");
    }

    @Test
    void settingsForm_postRedirectGet_changesTheEnergyCost() throws Exception {
        HttpResponse<String> get = app.get("/settings");
        assertThat(get.statusCode()).isEqualTo(200);
        assertThat(get.body())
                .contains("default: 31 JPY")
                .contains("default: 24")
                .contains("default: 5");
        everyFieldHasALabel(get.body());
        HttpResponse<String> post = app.postForm(
                "/settings/shop", "kwhPrice=40&kwhCurrency=jpy&hoursPerDay=24&years=3&taxPercent=&condition=new");
        assertThat(post.statusCode()).isEqualTo(303);
        assertThat(post.headers().firstValue("Location").orElse("")).endsWith("/settings?saved=shop");
        assertThat(app.get("/settings?saved=shop").body())
                .contains("value=\"40\"")
                .contains("Saved.");
        JsonNode power = JSON.readTree(
                        app.get("/api/plans/" + seed000 + "/shopping-list").body())
                .get("power");
        // 105.12 kWh x 40 JPY = 4,204.8 -> 4,205 JPY a year; x 3 years = 12,614.4 -> 12,614 JPY.
        assertThat(power.get("yearlyCost").get("amount").asText()).isEqualTo("4205");
        assertThat(power.get("costForYears").get("amount").asText()).isEqualTo("12614");
    }

    @Test
    void settingsForm_negativeKwhPrice_is400AtTheField_andNothingIsStored() throws Exception {
        HttpResponse<String> r = app.postForm(
                "/settings/shop", "kwhPrice=-5&kwhCurrency=JPY&hoursPerDay=25&years=5&taxPercent=&condition=new");
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(r.body())
                .contains("the price of a kWh cannot be negative")
                .contains("hours per day are 0 to 24")
                .containsPattern("id=\"s-kwhPrice\"[^>]*value=\"-5\"[^>]*aria-invalid=\"true\"");
        // Still the default: 105.12 kWh x 31 = 3,258.72 -> 3,259 JPY.
        assertThat(JSON.readTree(app.get("/api/plans/" + seed000 + "/shopping-list")
                                .body())
                        .get("power")
                        .get("yearlyCost")
                        .get("amount")
                        .asText())
                .isEqualTo("3259");
    }

    @Test
    void rateForm_withoutDate_is400AtTheDate_andNothingIsStored() {
        HttpResponse<String> r = app.postForm("/settings/rates", "currency=USD&base=JPY&rate=130.95&date=");
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(r.body())
                .contains("a rate needs the date it is from")
                .containsPattern("id=\"r-date\"[^>]*aria-invalid=\"true\"")
                .contains("value=\"130.95\"");
        assertThat(app.get("/settings").body()).contains("No rates stored.");
        HttpResponse<String> bad = app.postForm("/settings/rates", "currency=USD&base=USD&rate=-1&date=15/06/2022");
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(bad.body())
                .contains("two different currencies")
                .contains("a rate is greater than 0")
                .contains("a date is YYYY-MM-DD");
    }

    @Test
    void rateForm_storesADatedRate_andTheListShowsIt() {
        HttpResponse<String> r = app.postForm("/settings/rates", "currency=usd&base=jpy&rate=130.95&date=2022-06-15");
        assertThat(r.statusCode()).isEqualTo(303);
        String settings = app.get("/settings").body();
        assertThat(settings).contains("<td class=\"num\">130.95</td>").contains("<td>2022-06-15</td>");
        // Storing the inverse pair replaces it: one rate per pair of currencies.
        assertThat(app.postForm("/settings/rates", "currency=JPY&base=USD&rate=0.0076&date=2022-06-16")
                        .statusCode())
                .isEqualTo(303);
        assertThat(app.get("/settings").body())
                .doesNotContain("<td class=\"num\">130.95</td>")
                .contains("<td class=\"num\">0.0076</td>");
        assertThat(app.postForm("/settings/rates/delete", "currency=EUR&base=JPY")
                        .statusCode())
                .isEqualTo(404);
    }

    @Test
    void shippingForm_addsToTheTotal_andRedirectsBackToTheSameView() throws Exception {
        HttpResponse<String> r = app.postForm(
                page(seed001) + "/shipping",
                "line=mikrotik-crs305-1g-4s-in&amount=1200&currency=JPY&view_currency=&view_condition=used");
        assertThat(r.statusCode()).isEqualTo(303);
        assertThat(r.headers().firstValue("Location").orElse("")).endsWith(page(seed001) + "?condition=used");
        // 39,109 + 1,200 shipping = 40,309 JPY.
        assertThat(apiTotals(seed001).get("total").get("amount").asText()).isEqualTo("40309");
        assertThat(app.get(page(seed001)).body()).contains("Shipping in JPY").contains("1,200 JPY");
        HttpResponse<String> bad = app.postForm(page(seed001) + "/shipping", "line=nope&amount=-3&currency=JPY");
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(bad.body()).contains("is not a line to buy").contains("shipping cannot be negative");
        assertThat(app.postForm(page(seed001) + "/shipping", "line=mikrotik-crs305-1g-4s-in&amount=&currency=JPY")
                        .statusCode())
                .isEqualTo(303);
        assertThat(apiTotals(seed001).get("total").get("amount").asText()).isEqualTo("39109");
    }

    @Test
    void settingsFormOnThePage_redirectsBackToThePage() throws Exception {
        HttpResponse<String> r = app.postForm(
                page(seed001) + "/settings",
                "kwhPrice=31&kwhCurrency=JPY&hoursPerDay=24&years=5&taxPercent=10&condition=new&view_currency=&view_condition=new");
        assertThat(r.statusCode()).isEqualTo(303);
        assertThat(r.headers().firstValue("Location").orElse("")).endsWith(page(seed001) + "?condition=new");
        // 39,109 x 10 % = 3,910.9 -> 3,911; 39,109 + 3,911 = 43,020 JPY.
        assertThat(apiTotals(seed001).get("tax").get("amount").asText()).isEqualTo("3911");
        assertThat(apiTotals(seed001).get("total").get("amount").asText()).isEqualTo("43020");
        HttpResponse<String> bad = app.postForm(
                page(seed001) + "/settings", "kwhPrice=abc&kwhCurrency=JPY&hoursPerDay=24&years=0&condition=new");
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(bad.body())
                .contains("kwhPrice must be a number")
                .contains("years are a whole number from 1 to 50")
                .contains("<strong class=\"total\">43,020 JPY</strong>");
    }
}
