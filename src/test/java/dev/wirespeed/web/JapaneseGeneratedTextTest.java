package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirespeed.account.Role;
import dev.wirespeed.app.AppError;
import dev.wirespeed.shop.ShoppingList;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static dev.wirespeed.testing.TestApp.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * The sentences the program builds itself (a generic NIC's shopping-list line, a refused restore, the
 * embedded iperf3 server that cannot start, password and account refusals, custom-part refusals, the
 * recommend page's error labels) read in Japanese on a Japanese page, exactly as written in
 * phrases_ja, with no English sentence ({@link JapanesePagesTest#englishSentences}); the English page,
 * JSON and the services' English messages read as they always did.
 */
class JapaneseGeneratedTextTest {

    private static final Locale JA = Locale.JAPANESE;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static TestApp app;

    @BeforeAll
    static void start() throws IOException {
        app = TestApp.start();
        JapanesePagesTest.loadData();
    }

    @AfterAll
    static void stop() {
        app.close();
    }

    // ---- the recommend page's error labels ----

    @Test
    void aBadTargetOnTheRecommendPage_isLabelledWithItsFlowsName_notItsFieldKey() throws IOException {
        String seed = seed("seed-000");
        HttpResponse<String> ja = app.get("/plans/" + seed + "/recommend?lang=ja&t.win-to-ubuntu=fast");
        assertJapanese(ja, 400);
        // seed 000's flow win-to-ubuntu runs iperf3 from the host named "Windows PC" to "Ubuntu PC"
        assertThat(ja.body())
                .contains("<strong>Windows PC → Ubuntu PC · iperf3</strong> <span>目標は Gbit/s の数値で入力してください")
                .doesNotContain("<strong>t.win-to-ubuntu</strong>");

        HttpResponse<String> en = app.get("/plans/" + seed + "/recommend?lang=en&t.win-to-ubuntu=fast");
        assertThat(en.statusCode()).isEqualTo(400);
        assertThat(en.body())
                .contains("<strong>Windows PC → Ubuntu PC · iperf3</strong> <span>a target is a number of Gbit/s,"
                        + " got &#39;fast&#39;</span>")
                .doesNotContain("<strong>t.win-to-ubuntu</strong>");
    }

    @Test
    void aBadBudgetOnTheRecommendPage_isLabelledWithTheFormsBudgetLabel() throws IOException {
        HttpResponse<String> ja =
                app.get("/plans/" + seed("seed-000") + "/recommend?lang=ja&t.win-to-ubuntu=9&budget=cheap");
        assertJapanese(ja, 400);
        assertThat(ja.body()).contains("<strong>予算</strong>").doesNotContain("<strong>budget</strong>");
    }

    // ---- the shopping list of a plan with a generic NIC ----

    @Test
    void aGenericNicsLine_onTheShoppingList_readsInJapanese_andTheJsonKeepsItsEnglishName() throws IOException {
        String plan = planWithAGenericNic();

        HttpResponse<String> ja = app.get("/plans/" + plan + "/shopping-list?lang=ja");
        assertJapanese(ja, 200);
        assertThat(ja.body())
                .contains("<span>汎用 10G SFP+ NIC (カタログ外)</span>")
                .contains("<span>使用箇所</span>: <span>Main PC · fast-nic</span>")
                .contains("<span>Main PC (マザーボード)</span>")
                // the line's key (what shipping is entered against) is the English description, as before
                .contains("data-line=\"generic:generic 10G SFP+ NIC\"");

        HttpResponse<String> en = app.get("/plans/" + plan + "/shopping-list?lang=en");
        assertThat(en.body())
                .contains("<span>generic 10G SFP+ NIC, not in the catalog</span>")
                .contains("<span>Main PC (board)</span>");

        JsonNode lines = json(app.get("/api/plans/" + plan + "/shopping-list")).get("lines");
        assertThat(lines.toString())
                .contains("\"name\":\"generic 10G SFP+ NIC, not in the catalog\"")
                .contains("\"main-pc/fast-nic\"");
    }

    @Test
    void everyPlaceOnEverySeedsList_readsInEnglishExactlyAsTheNamesItAlwaysShowed() throws IOException {
        // the phrase's English is what the English page showed before: the page's words changed only in Japanese
        int places = 0;
        for (String seed : List.of("seed-000", "seed-001", "seed-002", "seed-003", "seed-004")) {
            var listed = app.app().shop().list(seed(seed), null, null);
            var plan = listed.stored().plan();
            List<ShoppingList.Line> lines = new ArrayList<>(listed.list().lines());
            lines.addAll(listed.list().owned());
            for (ShoppingList.Line line : lines) {
                for (String w : line.usedIn()) {
                    assertThat(ShopFormat.place(plan, w).english()).as(w).isEqualTo(ShopFormat.placeName(plan, w));
                    places++;
                }
            }
        }
        assertThat(places).isPositive();
    }

    /** A host on the ASUS board with a generic 10G SFP+ card (no catalog part), saved through the API. */
    private static String planWithAGenericNic() throws IOException {
        HttpResponse<String> r = app.postJson(
                "/api/plans",
                "{\"name\":\"Generic card\",\"currency\":\"JPY\",\"hosts\":[{\"id\":\"main-pc\",\"name\":\"Main PC\","
                        + "\"board\":\"asus-prime-b550-plus\",\"nics\":[{\"id\":\"fast-nic\","
                        + "\"generic\":{\"speedGbps\":10,\"port\":\"sfp+\"}}]}]}");
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        return json(r).get("id").asText();
    }

    // ---- a refused restore ----

    @Test
    void anUndoToAVersionWhoseCableLeftTheCatalog_isRefusedInJapanese_withThePlanChecksReason() throws Exception {
        // version 2: the first link on a custom 3 m DAC; version 3: back on its own cable; then the
        // custom cable is deleted, so version 2 no longer passes the plan checks
        HttpResponse<String> created = app.postJson("/api/examples/seed-000", "");
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        String plan = created.headers().firstValue("Location").orElseThrow().replace("/api/plans/", "");
        HttpResponse<String> cable = app.postJson(
                "/api/parts",
                "{\"id\": \"ja-dac-3m\", \"kind\": \"cable\", \"vendor\": \"Home\", \"model\": \"DAC 3 m\","
                        + " \"cableType\": \"dac-passive\", \"lengthM\": 3, \"ends\": [\"sfp+\", \"sfp+\"],"
                        + " \"speedsGbps\": [10], \"sources\": [{\"title\": \"the person's own cable\"}]}");
        assertThat(cable.statusCode()).as(cable.body()).isEqualTo(201);
        ObjectNode original = (ObjectNode) json(app.get("/api/plans/" + plan));
        ObjectNode own = original.deepCopy();
        ((ObjectNode) own.get("links").get(0)).put("cable", "ja-dac-3m");
        put(plan, own);
        put(plan, original);
        assertThat(app.delete("/api/parts/ja-dac-3m").statusCode()).isEqualTo(204);

        HttpResponse<String> undo = app.postForm("/plans/" + plan + "/undo?lang=ja", "version=3");
        assertJapanese(undo, 400);
        assertThat(undo.body())
                .contains("何も復元していません: 版 2 は復元できないため、プランは版 3 のままです。理由: プランに 1 件の問題があります。"
                        + "最初の問題は $.links[0].cable: カタログに ID「ja-dac-3m」の部品はありません");

        HttpResponse<String> en = app.postForm("/plans/" + plan + "/history/2/restore?lang=en", "version=3");
        assertThat(en.statusCode()).isEqualTo(400);
        assertThat(en.body())
                .contains("Nothing was restored: version 2 cannot be restored, so the plan is still at version 3."
                        + " The reason: the plan has 1 problem, first at $.links[0].cable: no part with id"
                        + " &#39;ja-dac-3m&#39; in the catalog");

        HttpResponse<String> history = app.get("/plans/" + plan + "/history?lang=ja");
        assertJapanese(history, 200);
    }

    private static void put(String plan, ObjectNode doc) throws IOException {
        String v = app.get("/api/plans/" + plan)
                .headers()
                .firstValue("X-Plan-Version")
                .orElseThrow();
        HttpResponse<String> r = app.put("/api/plans/" + plan, JSON.writeValueAsString(doc), "\"" + v + "\"");
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    }

    // ---- the embedded iperf3 server ----

    @Test
    void anIperf3ServerThatCannotStart_onTheSettingsPage_readsInJapanese() throws IOException {
        // a port another socket holds: the server's bind fails with the system's own reason
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            int port = taken.getLocalPort();
            HttpResponse<String> ja = app.postForm(
                    "/settings/iperf3?lang=ja",
                    "enabled=on&bind=127.0.0.1&port=" + port + "&maxDuration=60&maxStreams=16&maxUdpMbps=1000&allow=");
            assertJapanese(ja, 400);
            assertThat(ja.body()).contains("127.0.0.1:" + port + " で iperf3 サーバーを起動できません: 「");

            HttpResponse<String> en = app.postForm(
                    "/settings/iperf3?lang=en",
                    "enabled=on&bind=127.0.0.1&port=" + port + "&maxDuration=60&maxStreams=16&maxUdpMbps=1000&allow=");
            assertThat(en.statusCode()).isEqualTo(400);
            assertThat(en.body()).contains("cannot start the iperf3 server on 127.0.0.1:" + port + ": ");
            assertThat(json(app.get("/api/iperf3")).get("error").asText())
                    .startsWith("cannot start the iperf3 server on 127.0.0.1:" + port + ": ");
        } finally {
            app.postForm("/settings/iperf3", "bind=127.0.0.1&port=5201&maxDuration=60&maxStreams=16&maxUdpMbps=1000");
        }
        assertJapanese(app.get("/settings/iperf3?lang=ja"), 200);
    }

    // ---- accounts: the own password, and the administrator's refusals ----

    @Test
    void aWrongCurrentPassword_andATooShortNewOne_onTheAccountPage_readInJapanese() {
        try (TestApp signed = TestApp.startWithSignIn(new AuthOptions(true, false))) {
            String password = "correct horse battery";
            signed.app().accounts().add("kei", Role.EDITOR, password.toCharArray());
            String cookie = SignInTest.signIn(signed, "kei", password);

            HttpResponse<String> wrong =
                    changePassword(signed, cookie, "ja", "not my password", "a brand new password");
            assertJapanese(wrong, 400);
            assertThat(wrong.body()).contains("現在のパスワードが違います");

            HttpResponse<String> tooShort = changePassword(signed, cookie, "ja", password, "short one");
            assertJapanese(tooShort, 400);
            // "short one" is 9 characters; the policy's least is 12
            assertThat(tooShort.body()).contains("パスワードは 12 文字以上にしてください (このパスワードは 9 文字です)");

            HttpResponse<String> en = changePassword(signed, cookie, "en", password, "short one");
            assertThat(en.body()).contains("a password needs at least 12 characters, this one has 9");

            assertJapanese(SignInTest.getWithCookie(signed, "/account?lang=ja", cookie), 200);
            assertJapanese(signed.get("/login?lang=ja"), 200);
        }
    }

    @Test
    void aUserNameTaken_theLastAdmin_andAnUnknownToken_readInJapanese_andKeepTheirEnglish() {
        try (TestApp signed = TestApp.startWithSignIn(new AuthOptions(true, false))) {
            var accounts = signed.app().accounts();
            accounts.add("root", Role.ADMIN, "correct horse battery".toCharArray());

            AppError taken = catchThrowableOfType(
                    () -> accounts.add("ROOT", Role.VIEWER, "correct horse battery".toCharArray()), AppError.class);
            assertThat(taken.getMessage()).isEqualTo("there is a user called 'ROOT' already (names ignore case)");
            assertThat(taken.in(JA)).isEqualTo("「ROOT」という名前のユーザーはすでにいます (大文字と小文字は区別しません)");

            AppError lastAdmin = catchThrowableOfType(() -> accounts.setRole("root", Role.VIEWER), AppError.class);
            assertThat(lastAdmin.getMessage()).isEqualTo("'root' is the only admin; make another user admin first");
            assertThat(lastAdmin.in(JA)).isEqualTo("「root」は唯一の管理者です。先にほかのユーザーを管理者にしてください");

            AppError token = catchThrowableOfType(() -> accounts.revokeToken("t-nope"), AppError.class);
            assertThat(token.getMessage()).isEqualTo("no valid token with id 't-nope' (see token list)");
            assertThat(token.in(JA)).isEqualTo("ID「t-nope」の有効なトークンはありません (トークンの一覧を確認してください)");

            AppError badName = catchThrowableOfType(
                    () -> accounts.add("-x", Role.VIEWER, "correct horse battery".toCharArray()), AppError.class);
            assertThat(badName.getMessage())
                    .isEqualTo("a user name is 1 to 64 letters, digits or . _ @ - starting with a letter or digit,"
                            + " got '-x'");
            assertThat(badName.in(JA)).isEqualTo("ユーザー名は英数字と . _ @ - の 1～64 文字で、英数字で始めてください (入力: 「-x」)");
            assertThat(JapanesePagesTest.englishSentences(
                            "<p>" + taken.in(JA) + lastAdmin.in(JA) + token.in(JA) + badName.in(JA) + "</p>"))
                    .isEmpty();
        }
    }

    private static HttpResponse<String> changePassword(
            TestApp signed, String cookie, String lang, String current, String next) {
        String form = "current=" + enc(current) + "&password=" + enc(next) + "&again=" + enc(next);
        return signed.send(HttpRequest.newBuilder(URI.create(signed.url("/account/password?lang=" + lang)))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .header("Cookie", SignInFilter.COOKIE + "=" + cookie)
                .POST(HttpRequest.BodyPublishers.ofString(form))
                .build());
    }

    // ---- custom parts ----

    @Test
    void aCustomPartWithACatalogId_anExistingOne_andAnInvalidOne_areRefusedInJapanese_andInTheirEnglishAsJson()
            throws IOException {
        // a valid cable document under a catalog part's id: it passes the part checks, then the id is refused
        String catalogId = "{\"id\": \"intel-x520-da1\", \"kind\": \"cable\", \"vendor\": \"Home\","
                + " \"model\": \"DAC 3 m\", \"cableType\": \"dac-passive\", \"lengthM\": 3,"
                + " \"ends\": [\"sfp+\", \"sfp+\"], \"speedsGbps\": [10],"
                + " \"sources\": [{\"title\": \"the person's own cable\"}]}";
        HttpResponse<String> api = app.postJson("/api/parts?lang=ja", catalogId);
        assertThat(api.statusCode()).isEqualTo(409);
        assertThat(json(api).get("message").asText())
                .isEqualTo("'intel-x520-da1' is a catalog part; choose another id for a custom part");

        var catalog = app.app().catalog();
        AppError isCatalog = catchThrowableOfType(() -> catalog.createCustom(catalogId), AppError.class);
        assertThat(isCatalog.in(JA)).isEqualTo("「intel-x520-da1」はカタログの部品です。カスタム部品には別の ID を選んでください");

        AppError notFound = catchThrowableOfType(() -> catalog.deleteCustom("ja-none"), AppError.class);
        assertThat(notFound.getMessage()).isEqualTo("no custom part with id 'ja-none'");
        assertThat(notFound.in(JA)).isEqualTo("ID「ja-none」のカスタム部品はありません");

        AppError invalid = catchThrowableOfType(() -> catalog.createCustom("{\"id\": \"x\"}"), AppError.class);
        int problems = invalid.details().size();
        assertThat(invalid.getMessage())
                .isEqualTo("the part is not valid: " + problems + (problems == 1 ? " problem" : " problems"));
        assertThat(invalid.in(JA)).isEqualTo("部品として正しくありません: " + problems + " 件の問題があります");
        AppError.Detail first = invalid.details().get(0);
        // the catalog check's own English stays as it wrote it, quoted after its rule
        assertThat(first.in(JA)).startsWith("[").contains("] 「").endsWith("」");
        assertThat(first.message()).doesNotContain("「");
        assertThat(JapanesePagesTest.englishSentences("<p>" + invalid.in(JA) + "</p><p>" + first.in(JA) + "</p>"))
                .isEmpty();
    }

    @Test
    void anUnknownPortOnTheCatalogFilter_readsInJapanese_withTheCagesOwnMessageQuoted() {
        HttpResponse<String> ja = app.get("/catalog?lang=ja&port=qsfp-nope");
        assertJapanese(ja, 400);
        assertThat(ja.body()).contains("ポートの種類が正しくありません。読み取り時の報告「");
    }

    // ---- helpers ----

    private static void assertJapanese(HttpResponse<String> r, int status) {
        assertThat(r.statusCode())
                .as(r.body().length() > 400 ? r.body().substring(0, 400) : r.body())
                .isEqualTo(status);
        assertThat(JapanesePagesTest.englishSentences(r.body()))
                .as("English sentences")
                .isEmpty();
    }

    private static String seed(String example) throws IOException {
        for (JsonNode p : json(app.get("/api/plans"))) {
            if (example.equals(p.path("exampleOf").asText(null))) {
                return p.get("id").asText();
            }
        }
        throw new AssertionError("no " + example);
    }

    private static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }
}
