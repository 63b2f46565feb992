package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirespeed.account.Role;
import dev.wirespeed.plan.PlanDiff;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The plan history (page, restore, undo, API) and the read-only share link over HTTP, on the seed
 * 000 example: a Windows PC and an Ubuntu PC with ConnectX-4 Lx cards on a CRS305.
 */
@OnEachDatabase
class HistoryAndShareHttpTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern SHARE = Pattern.compile("/s/([A-Za-z0-9_-]{32})");

    private static TestApp app;
    private String id;

    @BeforeParameterizedClassInvocation
    static void start() {
        app = TestApp.start();
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        app.close();
    }

    /** Each test has its own fresh copy of seed 000, at version 1. */
    @BeforeEach
    void aFreshSeed000() {
        HttpResponse<String> r = app.postJson("/api/examples/seed-000", "");
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        id = r.headers().firstValue("Location").orElseThrow().replace("/api/plans/", "");
    }

    private static String seed000(TestApp app) {
        return app.app().plans().list().stream()
                .filter(s -> "seed-000".equals(s.exampleOf()))
                .findFirst()
                .orElseThrow()
                .plan()
                .id();
    }

    private ObjectNode document() throws Exception {
        return (ObjectNode) TestApp.json(app.get("/api/plans/" + id));
    }

    private long version() throws Exception {
        return Long.parseLong(app.get("/api/plans/" + id)
                .headers()
                .firstValue("X-Plan-Version")
                .orElseThrow());
    }

    private void put(ObjectNode doc) throws Exception {
        long v = version();
        HttpResponse<String> r = app.put("/api/plans/" + id, JSON.writeValueAsString(doc), "\"" + v + "\"");
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    }

    /** Version 2: jumbo frames on the Windows PC's card. Version 3: a NAS added. */
    private void jumboFramesThenANas() throws Exception {
        ObjectNode doc = document();
        ((ObjectNode) doc.get("hosts").get(0).get("nics").get(0)).put("mtu", 9000);
        put(doc);
        ObjectNode withNas = document();
        ((ArrayNode) withNas.get("hosts"))
                .addObject()
                .put("id", "nas")
                .put("name", "NAS")
                .put("os", "linux");
        put(withNas);
    }

    @Test
    void theHistoryPage_listsEveryVersionNewestFirst_withWhatChanged() throws Exception {
        jumboFramesThenANas();

        HttpResponse<String> page = app.get("/plans/" + id + "/history");

        assertThat(page.statusCode()).isEqualTo(200);
        String body = page.body();
        assertThat(body).contains("host NAS added").contains("MTU 1500 -&gt; 9000 on Windows PC");
        assertThat(body.indexOf("id=\"version-3\""))
                .isPositive()
                .isLessThan(body.indexOf("id=\"version-2\""))
                .isLessThan(body.indexOf("id=\"version-1\""));
        assertThat(body).contains("The plan was created.");
        // every version but the current one can be restored
        assertThat(body)
                .contains("action=\"/plans/" + id + "/history/1/restore\"")
                .contains("action=\"/plans/" + id + "/history/2/restore\"")
                .doesNotContain("action=\"/plans/" + id + "/history/3/restore\"");
    }

    @Test
    void theHistoryPageInJapanese_saysTheChangesInJapanese() throws Exception {
        jumboFramesThenANas();

        String body = app.get("/plans/" + id + "/history", "ja").body();

        assertThat(body).contains("ホスト NAS を追加").contains("Windows PC").contains("の MTU 1500 -&gt; 9000");
    }

    @Test
    void restoringFromTheHistory_storesTheOldDocumentAsANewVersion() throws Exception {
        JsonNode first = document();
        jumboFramesThenANas();

        HttpResponse<String> r = app.postForm("/plans/" + id + "/history/1/restore", "version=3");

        assertThat(r.statusCode()).as(r.body()).isEqualTo(303);
        assertThat(r.headers().firstValue("Location")).hasValue("/plans/" + id + "/history?restored=1");
        assertThat(version()).isEqualTo(4);
        assertThat(document()).isEqualTo(first);
        String page = app.get("/plans/" + id + "/history?restored=1").body();
        assertThat(page)
                .contains("Version 1 restored as version 4.")
                .contains("restored from version 1")
                .contains("host NAS removed")
                .contains("MTU 9000 -&gt; 1500 on Windows PC");
    }

    @Test
    void aRestoreFromAStaleHistoryPage_isAConflict_andStoresNothing() throws Exception {
        jumboFramesThenANas();

        HttpResponse<String> r = app.postForm("/plans/" + id + "/history/1/restore", "version=2");

        assertThat(r.statusCode()).isEqualTo(409);
        assertThat(version()).isEqualTo(3);
    }

    @Test
    void afterAnEdit_thePlanPageOffersUndo_whichBringsThePreviousVersionBackAsANewOne() throws Exception {
        JsonNode before = document();
        HttpResponse<String> edit =
                app.postForm("/plans/" + id + "/settings", "version=1&name=Renamed&description=&currency=JPY");
        assertThat(edit.statusCode()).as(edit.body()).isEqualTo(303);
        String saved = app.get(
                        edit.headers().firstValue("Location").orElseThrow().replaceAll("#.*", ""))
                .body();
        assertThat(saved).contains("id=\"form-undo\"").contains("action=\"/plans/" + id + "/undo\"");

        HttpResponse<String> undo = app.postForm("/plans/" + id + "/undo", "version=2");

        assertThat(undo.statusCode()).as(undo.body()).isEqualTo(303);
        assertThat(undo.headers().firstValue("Location")).hasValue("/plans/" + id + "?restored=1");
        assertThat(version()).isEqualTo(3);
        assertThat(document()).isEqualTo(before);
        assertThat(app.get("/plans/" + id + "?restored=1").body()).contains("Version 1 restored as version 3.");
    }

    @Test
    void theVersionsApi_listsTheChangesAsKindsAndSentences_andRestoresWithTheVersionCheck() throws Exception {
        jumboFramesThenANas();

        JsonNode versions = TestApp.json(app.get("/api/plans/" + id + "/versions"));
        assertThat(versions).hasSize(3);
        assertThat(versions.get(0).get("version").asLong()).isEqualTo(3);
        assertThat(versions.get(0).get("current").asBoolean()).isTrue();
        assertThat(versions.get(0).get("changes").get(0).get("kind").asText()).isEqualTo("host.added");
        assertThat(versions.get(0).get("changes").get(0).get("text").asText()).isEqualTo("host NAS added");
        assertThat(versions.get(1).get("changes").get(0).get("args").get(2).asText())
                .isEqualTo("1500");

        HttpResponse<String> noVersion = app.postJson("/api/plans/" + id + "/versions/2/restore", "");
        assertThat(noVersion.statusCode()).isEqualTo(428);
        HttpResponse<String> restored =
                app.send(HttpRequest.newBuilder(URI.create(app.url("/api/plans/" + id + "/versions/2/restore")))
                        .header("If-Match", "\"3\"")
                        .POST(HttpRequest.BodyPublishers.noBody())
                        .build());
        assertThat(restored.statusCode()).as(restored.body()).isEqualTo(200);
        assertThat(restored.headers().firstValue("ETag")).hasValue("\"4\"");
        JsonNode latest =
                TestApp.json(app.get("/api/plans/" + id + "/versions")).get(0);
        assertThat(latest.get("restoredFrom").asLong()).isEqualTo(2);
        assertThat(latest.get("changes").get(0).get("text").asText()).isEqualTo("host NAS removed");
    }

    @Test
    void anUndoToAVersionWhoseCableLeftTheCatalog_saysNothingWasRestored_andLeavesThePlanAsItWas() throws Exception {
        // version 2: the Windows PC's link on a 3 m DAC of the person's own; version 3: back on the
        // catalog's 1 m DAC; then the own cable is deleted, so version 2 no longer passes the checks
        HttpResponse<String> cable = app.postJson(
                "/api/parts",
                "{\"id\": \"own-dac-3m\", \"kind\": \"cable\", \"vendor\": \"Home\", \"model\": \"DAC 3 m\","
                        + " \"cableType\": \"dac-passive\", \"lengthM\": 3, \"ends\": [\"sfp+\", \"sfp+\"],"
                        + " \"speedsGbps\": [10], \"sources\": [{\"title\": \"the person's own cable\"}]}");
        assertThat(cable.statusCode()).as(cable.body()).isEqualTo(201);
        ObjectNode original = document();
        ObjectNode ownCable = original.deepCopy();
        ((ObjectNode) ownCable.get("links").get(0)).put("cable", "own-dac-3m");
        put(ownCable);
        put(original);
        assertThat(app.delete("/api/parts/own-dac-3m").statusCode()).isEqualTo(204);

        HttpResponse<String> undo = app.postForm("/plans/" + id + "/undo", "version=3");

        assertThat(undo.statusCode()).isEqualTo(400);
        assertThat(undo.body())
                .contains("Nothing was restored: version 2 cannot be restored, so the plan is still at version 3.")
                .contains("no part with id &#39;own-dac-3m&#39; in the catalog");
        assertThat(version()).isEqualTo(3);
        HttpResponse<String> restore = app.postForm("/plans/" + id + "/history/2/restore", "version=3");
        assertThat(restore.statusCode()).isEqualTo(400);
        assertThat(restore.body()).contains("Nothing was restored: version 2 cannot be restored");
        assertThat(version()).isEqualTo(3);
    }

    @Test
    void anUndoToAVersionWithAnError_landsOnThePlanShowingThatError() throws Exception {
        // version 2: the Windows PC 3.0 m from the switch on its 1.0 m DAC (an error); version 3: 0.8 m again
        ObjectNode original = document();
        ObjectNode tooFar = original.deepCopy();
        ((ObjectNode) tooFar.get("links").get(0)).put("distanceM", 3.0);
        put(tooFar);
        put(original);

        HttpResponse<String> undo = app.postForm("/plans/" + id + "/undo", "version=3");

        assertThat(undo.statusCode()).as(undo.body()).isEqualTo(303);
        String page =
                app.get(undo.headers().firstValue("Location").orElseThrow()).body();
        assertThat(page)
                .contains("Version 2 restored as version 4.")
                .contains("Incompatible")
                .contains("the ports are 3.0 m apart");
    }

    /** Renames the plan through the settings form until it is at {@code last}. */
    private void renamedUntil(long last) {
        for (long v = 1; v < last; v++) {
            HttpResponse<String> r = app.postForm(
                    "/plans/" + id + "/settings",
                    "version=" + v + "&name=Name+" + (v + 1) + "&description=&currency=JPY");
            assertThat(r.statusCode()).as(r.body()).isEqualTo(303);
        }
    }

    private static List<Long> versionsOn(String page) {
        List<Long> out = new ArrayList<>();
        Matcher m = Pattern.compile("id=\"version-(\\d+)\"").matcher(page);
        while (m.find()) {
            out.add(Long.parseLong(m.group(1)));
        }
        return out;
    }

    @Test
    void aHistoryOf120Versions_isShownFiftyAPageNewestFirst_withLinksToOlderAndNewerPages() throws Exception {
        renamedUntil(120);
        String history = "/plans/" + id + "/history";

        // 120 versions, 50 a page: 120-71, 70-21, 20-1
        String first = app.get(history).body();
        assertThat(versionsOn(first)).hasSize(50).startsWith(120L).endsWith(71L);
        assertThat(first)
                .contains("href=\"" + history + "?before=71\"")
                .doesNotContain("id=\"history-newer\"")
                .contains("plan renamed");

        String second = app.get(history + "?before=71").body();
        assertThat(versionsOn(second)).hasSize(50).startsWith(70L).endsWith(21L);
        assertThat(second)
                .contains("href=\"" + history + "?before=21\"")
                .contains("id=\"history-newer\" rel=\"prev\" href=\"" + history + "\"");

        String third = app.get(history + "?before=21").body();
        assertThat(versionsOn(third)).hasSize(20).startsWith(20L).endsWith(1L);
        assertThat(third)
                .contains("id=\"history-newer\" rel=\"prev\" href=\"" + history + "?before=71\"")
                .doesNotContain("id=\"history-older\"")
                .contains("The plan was created.");
        // the oldest version of a page still says what changed from the one on the next page
        assertThat(second.substring(second.indexOf("id=\"version-21\""))).contains("plan renamed");

        assertThat(app.get(history + "?before=0").statusCode()).isEqualTo(400);
        assertThat(app.get(history + "?before=x").statusCode()).isEqualTo(400);
    }

    @Test
    void theVersionsApi_isPagedByLimitAndBefore_withTheNextPageInTheLinkHeader() throws Exception {
        renamedUntil(120);
        String api = "/api/plans/" + id + "/versions";

        HttpResponse<String> newest = app.get(api);
        assertThat(TestApp.json(newest)).hasSize(50);
        assertThat(TestApp.json(newest).get(0).get("version").asLong()).isEqualTo(120);
        assertThat(newest.headers().firstValue("Link")).hasValue("<" + api + "?limit=50&before=71>; rel=\"next\"");

        HttpResponse<String> page = app.get(api + "?limit=30&before=71");
        JsonNode rows = TestApp.json(page);
        assertThat(rows).hasSize(30);
        assertThat(rows.get(0).get("version").asLong()).isEqualTo(70);
        assertThat(rows.get(29).get("version").asLong()).isEqualTo(41);
        // the page above 70-41 holds 71-100, so its cursor is 101
        assertThat(page.headers().firstValue("Link"))
                .hasValue("<" + api + "?limit=30&before=41>; rel=\"next\", <" + api
                        + "?limit=30&before=101>; rel=\"prev\"");

        HttpResponse<String> all = app.get(api + "?limit=200");
        assertThat(TestApp.json(all)).hasSize(120);
        assertThat(TestApp.json(all).get(119).get("first").asBoolean()).isTrue();
        assertThat(all.headers().firstValue("Link")).isEmpty();

        assertThat(app.get(api + "?limit=201").statusCode()).isEqualTo(400);
        assertThat(app.get(api + "?limit=0").statusCode()).isEqualTo(400);
    }

    @Test
    void everyKindOfChange_hasASentenceInEnglishAndJapanese() {
        for (PlanDiff.Kind k : PlanDiff.Kind.values()) {
            assertThat(Messages.bundle("en").getProperty(k.key())).as(k.key()).isNotBlank();
            assertThat(Messages.bundle("ja").getProperty(k.key())).as(k.key()).isNotBlank();
            assertThat(Messages.get(Locale.ENGLISH, k.key(), "a", "b", "c", "d"))
                    .doesNotContain("{");
        }
    }

    // ---- the share link ----

    private String share() {
        HttpResponse<String> r = app.postForm("/plans/" + id + "/share", "");
        assertThat(r.statusCode()).as(r.body()).isEqualTo(303);
        Matcher m = SHARE.matcher(app.get("/plans/" + id).body());
        assertThat(m.find()).as("the plan page shows its share link").isTrue();
        return m.group(1);
    }

    @Test
    void theSharedPage_showsThePlanPictureEvaluationAndList_withNoFormAndNoWayIntoTheEditor() {
        String token = share();

        HttpResponse<String> r = app.get("/s/" + token);

        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.headers().firstValue("X-Robots-Tag"))
                .hasValueSatisfying(v -> assertThat(v).contains("noindex"));
        String body = r.body();
        assertThat(body)
                .contains("Seed 000: 10GbE at home")
                .contains("src=\"/s/" + token + "/topology.svg\"")
                .contains("id=\"evaluation\"")
                .contains("Gbit/s")
                .contains("Windows PC")
                .contains("id=\"shopping\"");
        assertThat(body)
                .doesNotContain("<form")
                .doesNotContain("href=\"/plans/")
                .doesNotContain("/delete");
        HttpResponse<String> svg = app.get("/s/" + token + "/topology.svg");
        assertThat(svg.statusCode()).isEqualTo(200);
        assertThat(svg.headers().firstValue("Content-Type"))
                .hasValueSatisfying(t -> assertThat(t).startsWith("image/svg+xml"));
    }

    @Test
    void aTokenIs192RandomBits_andSharingAgainKeepsIt() {
        String token = share();
        // 24 random bytes in URL-safe Base64 without padding: 24 * 8 / 6 = 32 characters
        assertThat(token).hasSize(32);
        assertThat(share()).isEqualTo(token);
    }

    @Test
    void aRevokedToken_andAnUnknownOne_answer404() {
        String token = share();
        HttpResponse<String> revoke = app.postForm("/plans/" + id + "/share/revoke", "");
        assertThat(revoke.statusCode()).isEqualTo(303);

        HttpResponse<String> revoked = app.get("/s/" + token);
        assertThat(revoked.statusCode()).isEqualTo(404);
        assertThat(revoked.headers().firstValue("X-Robots-Tag")).isPresent();
        assertThat(app.get("/s/" + token + "/topology.svg").statusCode()).isEqualTo(404);
        assertThat(app.get("/s/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA").statusCode()).isEqualTo(404);
        assertThat(app.get("/s/short").statusCode()).isEqualTo(404);
        assertThat(app.get("/plans/" + id).body()).contains("id=\"form-share\"").doesNotContain("/s/" + token);
    }

    @Test
    void theMarkdownExport_linksToTheShareLink_onlyWhileThereIsOne() {
        String path = "/api/plans/" + id + "/shopping-list?format=md";
        assertThat(app.get(path).body()).doesNotContain("/s/");
        String token = share();

        assertThat(app.get(path).body()).contains("Plan (read-only): <" + app.url("/s/" + token) + ">");
    }

    @Test
    void withSignInRequired_theShareLinkOpensWithoutAnAccount_andEditsRecordWhoSaved() throws Exception {
        try (TestApp secured = TestApp.startWithSignIn(new AuthOptions(true, false))) {
            secured.app().accounts().add("ann", Role.EDITOR, "correct horse battery staple".toCharArray());
            String plan = seed000(secured);
            String cookie = SignInTest.signIn(secured, "ann", "correct horse battery staple");
            HttpResponse<String> edit = secured.send(HttpRequest.newBuilder(
                            URI.create(secured.url("/plans/" + plan + "/settings")))
                    .header("Cookie", SignInFilter.COOKIE + "=" + cookie)
                    .header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString("version=1&name=Renamed&description=&currency=JPY"))
                    .build());
            assertThat(edit.statusCode()).as(edit.body()).isEqualTo(303);
            String history = SignInTest.getWithCookie(secured, "/plans/" + plan + "/history", cookie)
                    .body();
            assertThat(history).contains("by ann").contains("plan renamed");
            String token = secured.app().shares().create(plan, "ann");
            // a viewer reads the history but may neither share, nor restore, nor undo
            secured.app().accounts().add("bob", Role.VIEWER, "correct horse battery staple".toCharArray());
            String viewer = SignInTest.signIn(secured, "bob", "correct horse battery staple");
            assertThat(SignInTest.getWithCookie(secured, "/plans/" + plan + "/history", viewer)
                            .statusCode())
                    .isEqualTo(200);
            for (String path : new String[] {"/share", "/share/revoke", "/undo", "/history/1/restore"}) {
                HttpResponse<String> refused =
                        secured.send(HttpRequest.newBuilder(URI.create(secured.url("/plans/" + plan + path)))
                                .header("Cookie", SignInFilter.COOKIE + "=" + viewer)
                                .header("Content-Type", "application/x-www-form-urlencoded")
                                .POST(HttpRequest.BodyPublishers.ofString("version=2"))
                                .build());
                assertThat(refused.statusCode()).as(path).isEqualTo(403);
            }

            assertThat(secured.get("/plans/" + plan).statusCode()).isEqualTo(303);
            HttpResponse<String> shared = secured.get("/s/" + token);
            assertThat(shared.statusCode()).isEqualTo(200);
            assertThat(shared.body()).contains("Renamed").doesNotContain("<form");
            assertThat(secured.get("/s/" + token + "/topology.svg").statusCode())
                    .isEqualTo(200);
        }
    }
}
