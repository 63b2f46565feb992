package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static dev.wirespeed.testing.TestApp.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a person reads after bad input, on a Japanese page: each form posted wrong comes back as a 4xx
 * page whose error is in Japanese and which holds no English sentence ({@link
 * JapanesePagesTest#englishSentences}), while the same input on an English page and in JSON still
 * reads as it always did.
 */
@OnEachDatabase
class JapaneseErrorsTest {

    private static TestApp app;
    private String plan;

    @BeforeParameterizedClassInvocation
    static void start() throws IOException {
        app = TestApp.start();
        JapanesePagesTest.loadData();
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        app.close();
    }

    @BeforeEach
    void planWithOneHost() {
        HttpResponse<String> r = app.postForm("/plans?lang=ja", PlanPagesTest.form("name", "Test plan"));
        assertThat(r.statusCode()).isEqualTo(303);
        plan = PlanPagesTest.location(r).replace("/plans/", "");
        assertThat(edit("/hosts", "ja", "form", "host-new", "name", "Main PC", "board", "asus-prime-b550-plus")
                        .statusCode())
                .isEqualTo(303);
    }

    @Test
    void aSwitchMtuOfMinusOne_readsInJapaneseAtTheField_andInEnglishOnAnEnglishPage() {
        HttpResponse<String> ja =
                edit("/switches", "ja", "form", "switch-new", "part", "mikrotik-crs305-1g-4s-in", "mtu", "-1");
        assertJapanese(ja, 400);
        assertThat(fieldError(ja.body(), "f-switch-new-mtu")).isEqualTo("MTU は 576 から 16384 の間で指定してください");

        HttpResponse<String> en =
                edit("/switches", "en", "form", "switch-new", "part", "mikrotik-crs305-1g-4s-in", "mtu", "-1");
        assertThat(en.statusCode()).isEqualTo(400);
        assertThat(fieldError(en.body(), "f-switch-new-mtu")).isEqualTo("MTU must be 576-16384");
    }

    @Test
    void aDuplicateHostName_readsInJapanese() {
        HttpResponse<String> r = edit("/hosts", "ja", "form", "host-new", "name", "main pc");
        assertJapanese(r, 400);
        assertThat(fieldError(r.body(), "f-host-new-name")).contains("「main pc」という名前のホストはすでにあります");
    }

    @Test
    void aNonNumericCpuScore_andAnUnknownCard_andASwitchThatIsACard_readInJapanese() {
        HttpResponse<String> score = edit("/hosts", "ja", "form", "host-new", "name", "Server", "cpuScore", "fast");
        assertJapanese(score, 400);
        assertThat(fieldError(score.body(), "f-host-new-cpuScore")).isEqualTo("「fast」は整数ではありません。");

        HttpResponse<String> unknown = edit(
                "/hosts/main-pc/nics", "ja", "form", "nic-new-main-pc", "slot", "PCIEX16_2", "part", "no-such-nic");
        assertJapanese(unknown, 400);
        assertThat(fieldError(unknown.body(), "f-nic-new-main-pc-part")).isEqualTo("カタログに ID「no-such-nic」の部品はありません");

        HttpResponse<String> notASwitch = edit("/switches", "ja", "form", "switch-new", "part", "intel-x520-da1");
        assertJapanese(notASwitch, 400);
        assertThat(fieldError(notASwitch.body(), "f-switch-new-part")).startsWith("「intel-x520-da1」は nic です。");
    }

    @Test
    void aNicMtuAboveTheRange_readsInJapanese_whileTheApiKeepsItsEnglish() throws IOException {
        HttpResponse<String> r = edit(
                "/hosts/main-pc/nics",
                "ja",
                "form",
                "nic-new-main-pc",
                "slot",
                "PCIEX16_2",
                "part",
                "nb-int-x520da1-s",
                "mtu",
                "99999");
        assertJapanese(r, 400);
        assertThat(fieldError(r.body(), "f-nic-new-main-pc-mtu")).isEqualTo("MTU は 576 から 16384 の間で指定してください");

        // the same refusal through the API, asked for in Japanese, is the English it always was
        JsonNode doc = json(app.get("/api/plans/" + plan + "/export"));
        String bad = doc.toString()
                .replaceFirst(
                        "\"name\":\"Main PC\"",
                        "\"name\":\"Main PC\",\"nics\":[{\"id\":\"n\"," + "\"part\":\"nb-int-x520da1-s\",\"mtu\":-1}]");
        HttpResponse<String> api = app.postJson("/api/plans?lang=ja", bad);
        assertThat(api.statusCode()).isEqualTo(400);
        assertThat(json(api).get("message").asText()).endsWith("MTU must be 576-16384");
    }

    @Test
    void aNonNumericAndAnOutOfRangeTarget_onTheRecommendPage_readInJapanese() throws IOException {
        String seed = seedWithFlow();
        String flow = json(app.get("/api/plans/" + seed + "/export"))
                .path("flows")
                .get(0)
                .get("id")
                .asText();
        HttpResponse<String> text = app.get("/plans/" + seed + "/recommend?lang=ja&t." + flow + "=fast");
        assertJapanese(text, 400);
        assertThat(text.body()).contains("目標は Gbit/s の数値で入力してください (入力: 「fast」)");

        HttpResponse<String> tooHigh = app.get("/plans/" + seed + "/recommend?lang=ja&t." + flow + "=9000");
        assertJapanese(tooHigh, 400);
        assertThat(tooHigh.body()).contains("目標は 0 より大きく 800 Gbit/s 以下です");

        HttpResponse<String> en = app.get("/plans/" + seed + "/recommend?lang=en&t." + flow + "=fast");
        assertThat(en.body()).contains("a target is a number of Gbit/s, got &#39;fast&#39;");
    }

    @Test
    void aMalformedIperf3Import_onTheMeasurementsPage_readsInJapanese_withTheParsersReportQuoted() {
        String malformed = "Connecting to host 192.168.1.10, port 5201\n"
                + "[  5] local 192.168.1.20 port 50000 connected to 192.168.1.10 port 5201\n"
                + "[ ID] Interval           Transfer     Bitrate\n";
        HttpResponse<String> r = app.postForm(
                "/measurements/import?lang=ja", "text=" + URLEncoder.encode(malformed, StandardCharsets.UTF_8));
        assertJapanese(r, 400);
        assertThat(r.body()).contains("貼り付けた内容から測定結果を読み取れませんでした (何も保存されていません)。読み取り時の報告: 「");
    }

    @Test
    void aMissingMeasurement_readsInJapaneseOnTheErrorPage() {
        HttpResponse<String> r = app.get("/measurements/m-nope?lang=ja");
        assertJapanese(r, 404);
        assertThat(r.body()).contains("ID「m-nope」の実測はありません");
    }

    @Test
    void aBadMeasureTarget_andAnEmptyIdentifyPaste_readInJapanese() {
        HttpResponse<String> targets = app.postForm("/settings/measure-targets?lang=ja", "targets=bad%21host");
        assertJapanese(targets, 400);
        assertThat(targets.body()).contains("「bad!host」はホスト名でもアドレスでも 192.168.1.0/24 のようなネットワークでもありません");

        HttpResponse<String> identify = app.postForm("/identify?lang=ja", "text=+");
        assertJapanese(identify, 400);
        assertThat(identify.body()).contains("識別する内容がありません");
    }

    @Test
    void aDocumentWithTwoHostsOfOneName_answersTheApiInTheSameEnglishAndFields_asBefore() throws IOException {
        HttpResponse<String> r = app.postJson(
                "/api/plans?lang=ja",
                "{\"name\":\"p\",\"hosts\":[{\"id\":\"a\",\"name\":\"A\"},{\"id\":\"b\",\"name\":\"a\"}]}");
        assertThat(r.statusCode()).isEqualTo(400);
        JsonNode body = json(r);
        assertThat(body.get("message").asText())
                .isEqualTo("the plan has 1 problem, first at $.hosts[1].name: another host is already named 'a':"
                        + " give each host its own name");
        // a detail is its path and its English message, and nothing more
        assertThat(body.get("details").toString())
                .isEqualTo("[{\"path\":\"$.hosts[1].name\",\"message\":\"another host is already named 'a': give"
                        + " each host its own name\"}]");
    }

    @Test
    void anImportedPlanWithASwitchMtuOfMinusOne_andOneThatIsNotJson_readInJapaneseOnTheHomePage() {
        String mtu =
                "{\"name\":\"p\",\"switches\":[{\"id\":\"s\",\"part\":\"mikrotik-crs305-1g-4s-in\"," + "\"mtu\":-1}]}";
        HttpResponse<String> r = app.postForm("/plans/import?lang=ja", PlanPagesTest.form("json", mtu));
        assertJapanese(r, 400);
        assertThat(r.body()).contains("プランとして正しくありません: MTU は 576 から 16384 の間で指定してください");

        HttpResponse<String> notJson = app.postForm("/plans/import?lang=ja", PlanPagesTest.form("json", "{nope"));
        assertJapanese(notJson, 400);
        assertThat(notJson.body()).contains("プランを JSON として読み取れません。読み取り時の報告「");
    }

    @Test
    void aMissingPart_andANonNumericPriceFilter_readInJapaneseOnTheErrorPage() {
        HttpResponse<String> part = app.get("/catalog/no-such-part?lang=ja");
        assertJapanese(part, 404);
        assertThat(part.body()).contains("カタログに ID「no-such-part」の部品はありません");

        HttpResponse<String> price = app.get("/catalog?lang=ja&currency=JPY&maxPrice=cheap");
        assertJapanese(price, 400);
        assertThat(price.body()).contains("クエリパラメーター「maxPrice」は数値で指定してください (指定: 「cheap」)");
    }

    @Test
    void aNegativeKwhPrice_andAnEmptyRateDate_onTheSettingsPage_readInJapanese() {
        HttpResponse<String> shop = app.postForm(
                "/settings/shop?lang=ja",
                "kwhPrice=-5&kwhCurrency=JPY&hoursPerDay=25&years=5&taxPercent=&condition=new");
        assertJapanese(shop, 400);
        assertThat(shop.body()).contains("1 kWh あたりの電気代は負の値にできません").contains("1 日あたりの時間は 0 から 24 です");

        HttpResponse<String> rate = app.postForm("/settings/rates?lang=ja", "currency=USD&base=JPY&rate=150&date=");
        assertJapanese(rate, 400);
        assertThat(rate.body()).contains("レートにはその日付 (YYYY-MM-DD) が必要です");
    }

    // ---- helpers ----

    @Test
    void aFormPostedFromAnotherSite_isRefusedInJapanese_andInEnglishOnAnEnglishPage() {
        HttpRequest.Builder post = HttpRequest.newBuilder(URI.create(app.url("/plans?lang=ja")))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .header("Origin", "http://evil.example")
                .POST(HttpRequest.BodyPublishers.ofString("name=x"));
        HttpResponse<String> ja = app.send(post.build());
        assertJapanese(ja, 403);
        assertThat(ja.body()).contains("拒否しました: Origin http://evil.example はこのサーバー自身のページではありません");

        HttpResponse<String> en = app.send(HttpRequest.newBuilder(URI.create(app.url("/plans?lang=en")))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .header("Origin", "http://evil.example")
                .POST(HttpRequest.BodyPublishers.ofString("name=x"))
                .build());
        assertThat(en.statusCode()).isEqualTo(403);
        assertThat(en.body())
                .contains("refused: Origin http://evil.example is not this server&#39;s own page; changes are accepted"
                        + " only from Wirespeed&#39;s pages or from clients that are not browsers");
    }

    private static void assertJapanese(HttpResponse<String> r, int status) {
        assertThat(r.statusCode())
                .as(r.body().length() > 400 ? r.body().substring(0, 400) : r.body())
                .isEqualTo(status);
        assertThat(JapanesePagesTest.englishSentences(r.body()))
                .as("English sentences")
                .isEmpty();
    }

    /** Posts an edit form with the plan's current version, in language {@code lang}. */
    private HttpResponse<String> edit(String path, String lang, String... kv) {
        String version = app.get("/api/plans/" + plan)
                .headers()
                .firstValue("X-Plan-Version")
                .orElseThrow();
        String[] all = new String[kv.length + 2];
        all[0] = "version";
        all[1] = version;
        System.arraycopy(kv, 0, all, 2, kv.length);
        return app.postForm("/plans/" + plan + path + "?lang=" + lang, PlanPagesTest.form(all));
    }

    private static String seedWithFlow() throws IOException {
        for (JsonNode p : json(app.get("/api/plans"))) {
            if (p.hasNonNull("exampleOf") && p.get("exampleOf").asText().equals("seed-000")) {
                return p.get("id").asText();
            }
        }
        throw new AssertionError("no seed-000 example");
    }

    private static String fieldError(String html, String fieldId) {
        Matcher m = Pattern.compile("id=\"" + Pattern.quote(fieldId) + "-err\"[^>]*>([^<]*)<")
                .matcher(html);
        return m.find() ? m.group(1) : null;
    }
}
