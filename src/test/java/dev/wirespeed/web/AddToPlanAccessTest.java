package dev.wirespeed.web;

import dev.wirespeed.account.Role;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * "Add to plan" on a part's page follows the editor's access rule: with sign-in on, a viewer reads the
 * part page without the forms (they post to editor routes a viewer may not use), an editor gets them.
 */
@OnEachDatabase
class AddToPlanAccessTest {

    private static final String PASSWORD = "a long enough password";
    private static TestApp app;
    private static String plan;

    @BeforeParameterizedClassInvocation
    static void start() {
        app = TestApp.startWithSignIn(new AuthOptions(true, false));
        app.app().accounts().add("viewer-user", Role.VIEWER, PASSWORD.toCharArray());
        app.app().accounts().add("editor-user", Role.EDITOR, PASSWORD.toCharArray());
        plan = app.app()
                .plans()
                .createFromJson("{\"schemaVersion\": 1, \"name\": \"Access\"}")
                .plan()
                .id();
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        app.close();
    }

    private static HttpResponse<String> get(String path, String user) {
        String cookie = SignInTest.signIn(app, user, PASSWORD);
        return app.send(HttpRequest.newBuilder(URI.create(app.url(path)))
                .header("Cookie", SignInFilter.COOKIE + "=" + cookie)
                .GET()
                .build());
    }

    @Test
    void aViewerSeesThePartWithoutTheAddForms_anEditorWithThem() {
        String path = "/catalog/mikrotik-crs305-1g-4s-in?plan=" + plan;
        HttpResponse<String> viewer = get(path, "viewer-user");
        assertThat(viewer.statusCode()).isEqualTo(200);
        assertThat(viewer.body())
                .contains("CRS305")
                .doesNotContain("class=\"add-switch\"")
                .doesNotContain("Add to a plan");
        HttpResponse<String> editor = get(path, "editor-user");
        assertThat(editor.body())
                .contains("Add to a plan")
                .contains("class=\"add-switch\"")
                .contains("action=\"/plans/" + plan + "/switches\"");
    }
}
