package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirespeed.account.Role;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A plan's first version names who made it, as every later version names who changed it: with
 * sign-in on, the account that created the plan from the form, the API, an import or a copy of an
 * example; with sign-in off, nobody, exactly as an edit made without signing in.
 */
@OnEachDatabase
class FirstVersionSavedByHttpTest {

    private static final String PASSWORD = "correct horse battery staple";
    private static final String PLAN = "{\"schemaVersion\": 1, \"name\": \"Made elsewhere\"}";

    private static TestApp secured;
    private static String ann;

    @BeforeParameterizedClassInvocation
    static void start() {
        secured = TestApp.startWithSignIn(new AuthOptions(true, false));
        secured.app().accounts().add("ann", Role.EDITOR, PASSWORD.toCharArray());
        ann = SignInTest.signIn(secured, "ann", PASSWORD);
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        secured.close();
    }

    private static HttpResponse<String> postAsAnn(String path, String body, String contentType) {
        return secured.send(HttpRequest.newBuilder(URI.create(secured.url(path)))
                .header("Cookie", SignInFilter.COOKIE + "=" + ann)
                .header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build());
    }

    /** The id of the plan a create answer points at: /plans/{id} for a form, /api/plans/{id} for the API. */
    private static String created(HttpResponse<String> r) {
        assertThat(r.statusCode()).as(r.body()).isIn(201, 303);
        return r.headers().firstValue("Location").orElseThrow().replaceAll("^.*/plans/", "");
    }

    private static JsonNode firstVersion(TestApp app, String planId, String cookie) throws IOException {
        HttpResponse<String> r = cookie == null
                ? app.get("/api/plans/" + planId + "/versions")
                : SignInTest.getWithCookie(app, "/api/plans/" + planId + "/versions", cookie);
        JsonNode versions = TestApp.json(r);
        assertThat(versions).as(r.body()).hasSize(1);
        return versions.get(0);
    }

    /** A version's "savedBy", null when it is JSON null or left out. */
    private static String savedBy(JsonNode version) {
        JsonNode v = version.path("savedBy");
        return v.isTextual() ? v.asText() : null;
    }

    private static String form(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }

    @Test
    void aPlanCreatedFromTheNewPlanForm_recordsTheSignedInAccount() throws IOException {
        String id = created(postAsAnn("/plans", "name=From+the+form", "application/x-www-form-urlencoded"));

        JsonNode first = firstVersion(secured, id, ann);
        assertThat(first.path("savedBy").asText()).isEqualTo("ann");
        assertThat(SignInTest.getWithCookie(secured, "/plans/" + id + "/history", ann)
                        .body())
                .contains("by ann");
    }

    @Test
    void aPlanCreatedThroughTheApi_recordsTheSignedInAccount() throws IOException {
        String id = created(postAsAnn("/api/plans", PLAN, "application/json"));

        assertThat(firstVersion(secured, id, ann).path("savedBy").asText()).isEqualTo("ann");
    }

    @Test
    void aPlanImportedFromTheHomePage_andThroughTheApi_recordsTheSignedInAccount() throws IOException {
        String fromForm =
                created(postAsAnn("/plans/import", "json=" + form(PLAN), "application/x-www-form-urlencoded"));
        String fromApi = created(postAsAnn("/api/plans/import", PLAN, "application/json"));

        assertThat(firstVersion(secured, fromForm, ann).path("savedBy").asText())
                .isEqualTo("ann");
        assertThat(firstVersion(secured, fromApi, ann).path("savedBy").asText()).isEqualTo("ann");
    }

    @Test
    void aCopyOfAnExample_fromTheHomePageAndThroughTheApi_recordsTheSignedInAccount() throws IOException {
        String fromForm = created(
                postAsAnn("/plans/from-example", "seed=seed-001&name=My+copy", "application/x-www-form-urlencoded"));
        String fromApi = created(postAsAnn("/api/examples/seed-002", "", "application/json"));

        assertThat(firstVersion(secured, fromForm, ann).path("savedBy").asText())
                .isEqualTo("ann");
        assertThat(firstVersion(secured, fromApi, ann).path("savedBy").asText()).isEqualTo("ann");
    }

    @Test
    void aRecommendedBuildSavedAsANewPlan_recordsTheSignedInAccount() throws IOException {
        // seed 000 asked for 9 Gbit/s on its flow: its first build is the free one (a setting), saved as a new plan
        String seed = created(postAsAnn("/api/examples/seed-000", "", "application/json"));
        HttpResponse<String> r = postAsAnn(
                "/api/plans/" + seed + "/recommend/use?build=0",
                "{\"targets\": [{\"flow\": \"win-to-ubuntu\", \"minGbps\": 9}]}",
                "application/json");
        String id = created(r);

        assertThat(id).isNotEqualTo(seed);
        assertThat(firstVersion(secured, id, ann).path("savedBy").asText()).isEqualTo("ann");
    }

    @Test
    void withSignInOff_everyWayOfCreatingAPlan_recordsNobody_exactlyAsAnEditDoes() throws IOException {
        try (TestApp open = TestApp.start()) {
            String[] ids = {
                created(open.postForm("/plans", "name=From+the+form")),
                created(open.postJson("/api/plans", PLAN)),
                created(open.postForm("/plans/import", "json=" + form(PLAN))),
                created(open.postForm("/plans/from-example", "seed=seed-001&name=My+copy")),
                created(open.postJson("/api/examples/seed-002", ""))
            };
            HttpResponse<String> edit =
                    open.postForm("/plans/" + ids[0] + "/settings", "version=1&name=Renamed&description=&currency=JPY");
            assertThat(edit.statusCode()).as(edit.body()).isEqualTo(303);
            String editSavedBy = savedBy(
                    TestApp.json(open.get("/api/plans/" + ids[0] + "/versions")).get(0));

            for (String id : ids) {
                JsonNode versions = TestApp.json(open.get("/api/plans/" + id + "/versions"));
                JsonNode first = versions.get(versions.size() - 1);
                assertThat(first.get("version").asLong()).isEqualTo(1);
                assertThat(savedBy(first)).as(id).isEqualTo(editSavedBy);
            }
            assertThat(editSavedBy).isNull();
        }
    }
}
