package dev.wirespeed.web;

import dev.wirespeed.account.Role;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/** Signing in and out of the service served with sign-in on: the session cookie, the login page, where it sends a person. */
@OnEachDatabase
class SignInTest {

    private static final String PASSWORD = "correct horse battery";
    private static TestApp app;

    @BeforeParameterizedClassInvocation
    static void start() {
        app = TestApp.startWithSignIn(new AuthOptions(true, false));
        app.app().accounts().add("ann", Role.EDITOR, PASSWORD.toCharArray());
        app.app().accounts().add("bob", Role.VIEWER, PASSWORD.toCharArray());
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        app.close();
    }

    static HttpResponse<String> login(TestApp app, String name, String password, String back) {
        String form = "name=" + enc(name) + "&password=" + enc(password) + (back == null ? "" : "&back=" + enc(back));
        return app.postForm("/login", form);
    }

    /** The session cookie's value from a response's Set-Cookie, or null. */
    static String sessionCookie(HttpResponse<String> r) {
        return r.headers().allValues("Set-Cookie").stream()
                .filter(c -> c.startsWith(SignInFilter.COOKIE + "="))
                .map(c -> c.substring(SignInFilter.COOKIE.length() + 1, c.indexOf(';')))
                .filter(v -> !v.isEmpty())
                .findFirst()
                .orElse(null);
    }

    static String signIn(TestApp app, String name, String password) {
        HttpResponse<String> r = login(app, name, password, null);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(303);
        return sessionCookie(r);
    }

    static HttpResponse<String> getWithCookie(TestApp app, String path, String cookie) {
        return app.send(HttpRequest.newBuilder(URI.create(app.url(path)))
                .header("Cookie", SignInFilter.COOKIE + "=" + cookie)
                .GET()
                .build());
    }

    private static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    @Test
    void aPageAskedForWithoutSigningIn_sendsThePersonToLogin_andBackAfterwards() {
        HttpResponse<String> r = app.get("/measurements?plan=x");
        assertThat(r.statusCode()).isEqualTo(303);
        assertThat(r.headers().firstValue("Location")).hasValue("/login?back=%2Fmeasurements%3Fplan%3Dx");
        HttpResponse<String> page = app.get("/login?back=%2Fmeasurements%3Fplan%3Dx");
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("name=\"back\" value=\"/measurements?plan=x\"");
        HttpResponse<String> in = login(app, "ann", PASSWORD, "/measurements?plan=x");
        assertThat(in.statusCode()).isEqualTo(303);
        assertThat(in.headers().firstValue("Location")).hasValue("/measurements?plan=x");
    }

    @Test
    void theSessionCookieIsHttpOnlyAndSameSiteLax_andNotSecureOverPlainHttp() {
        HttpResponse<String> r = login(app, "ann", PASSWORD, null);
        String set = r.headers().allValues("Set-Cookie").stream()
                .filter(c -> c.startsWith(SignInFilter.COOKIE + "=") && !c.startsWith(SignInFilter.COOKIE + "=;"))
                .findFirst()
                .orElseThrow();
        assertThat(set).containsIgnoringCase("HttpOnly").containsIgnoringCase("SameSite=Lax");
        assertThat(set).doesNotContainIgnoringCase("Secure;").doesNotEndWithIgnoringCase("Secure");
        // 256 random bits in Base64url without padding: ceil(256 / 6) = 43 characters
        assertThat(sessionCookie(r)).hasSize(43).matches("[A-Za-z0-9_-]+");
    }

    @Test
    void withSecureCookies_theCookieIsSecureWithTheHostPrefix_andOnlyThatNameIsRead() {
        try (TestApp secure = TestApp.startWithSignIn(new AuthOptions(true, true))) {
            secure.app().accounts().add("ann", Role.VIEWER, PASSWORD.toCharArray());
            HttpResponse<String> r = login(secure, "ann", PASSWORD, null);
            String set = r.headers().allValues("Set-Cookie").stream()
                    .filter(c -> c.startsWith(SignInFilter.SECURE_COOKIE + "=")
                            && !c.startsWith(SignInFilter.SECURE_COOKIE + "=;"))
                    .findFirst()
                    .orElseThrow();
            assertThat(set)
                    .containsIgnoringCase("Secure")
                    .containsIgnoringCase("HttpOnly")
                    .containsIgnoringCase("Path=/")
                    .doesNotContainIgnoringCase("Domain=");
            String value = set.substring(SignInFilter.SECURE_COOKIE.length() + 1, set.indexOf(';'));
            HttpResponse<String> withPrefix = secure.send(HttpRequest.newBuilder(URI.create(secure.url("/")))
                    .header("Cookie", SignInFilter.SECURE_COOKIE + "=" + value)
                    .GET()
                    .build());
            assertThat(withPrefix.statusCode()).isEqualTo(200);
            // the same value under the plain name (as plain HTTP could plant it) signs nobody in
            assertThat(getWithCookie(secure, "/", value).statusCode()).isEqualTo(303);
        }
    }

    @Test
    void everySignInGetsANewSessionId_andSigningInAgainEndsTheSessionTheBrowserBrought() {
        String first = signIn(app, "ann", PASSWORD);
        HttpResponse<String> again = app.send(HttpRequest.newBuilder(URI.create(app.url("/login")))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .header("Cookie", SignInFilter.COOKIE + "=" + first)
                .POST(HttpRequest.BodyPublishers.ofString("name=ann&password=" + enc(PASSWORD)))
                .build());
        String second = sessionCookie(again);
        assertThat(second).isNotNull().isNotEqualTo(first);
        assertThat(getWithCookie(app, "/", second).statusCode()).isEqualTo(200);
        assertThat(getWithCookie(app, "/", first).statusCode()).isEqualTo(303);
    }

    @Test
    void signingOut_endsTheSessionOnTheServer_soTheOldCookieNoLongerWorks() {
        String cookie = signIn(app, "ann", PASSWORD);
        assertThat(getWithCookie(app, "/", cookie).statusCode()).isEqualTo(200);
        HttpResponse<String> out = app.send(HttpRequest.newBuilder(URI.create(app.url("/logout")))
                .header("Cookie", SignInFilter.COOKIE + "=" + cookie)
                .POST(HttpRequest.BodyPublishers.noBody())
                .build());
        assertThat(out.statusCode()).isEqualTo(303);
        assertThat(out.headers().firstValue("Location")).hasValue("/login?signedOut=1");
        assertThat(getWithCookie(app, "/", cookie).statusCode()).isEqualTo(303);
    }

    @Test
    void theHeaderShowsWhoIsSignedIn_withASignOutButton_andHidesSettingsFromNonAdmins() {
        String cookie = signIn(app, "ann", PASSWORD);
        String page = getWithCookie(app, "/", cookie).body();
        assertThat(page).contains("ann (editor)").contains("action=\"/logout\"");
        assertThat(page).doesNotContain("href=\"/settings\"");
    }

    private static HttpResponse<String> changePassword(String cookie, String current, String next, String again) {
        return app.send(HttpRequest.newBuilder(URI.create(app.url("/account/password")))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .header("Cookie", SignInFilter.COOKIE + "=" + cookie)
                .POST(HttpRequest.BodyPublishers.ofString(
                        "current=" + enc(current) + "&password=" + enc(next) + "&again=" + enc(again)))
                .build());
    }

    @Test
    void changingTheOwnPassword_needsTheCurrentOne_andEndsEveryOtherSession() {
        app.app().accounts().add("dora", Role.VIEWER, PASSWORD.toCharArray());
        String here = signIn(app, "dora", PASSWORD);
        String elsewhere = signIn(app, "dora", PASSWORD);
        assertThat(getWithCookie(app, "/account", here).body()).contains("Signed in as dora, viewer.");

        HttpResponse<String> wrong =
                changePassword(here, "not my password", "a brand new password", "a brand new password");
        assertThat(wrong.statusCode()).isEqualTo(400);
        assertThat(wrong.body()).contains("the current password is wrong");
        HttpResponse<String> differ = changePassword(here, PASSWORD, "a brand new password", "a brand new passw0rd");
        assertThat(differ.statusCode()).isEqualTo(400);
        assertThat(differ.body()).contains("The two new passwords differ.");
        HttpResponse<String> tooShort = changePassword(here, PASSWORD, "short one", "short one");
        assertThat(tooShort.statusCode()).isEqualTo(400);
        assertThat(tooShort.body()).contains("a password needs at least 12 characters, this one has 9");

        HttpResponse<String> done = changePassword(here, PASSWORD, "a brand new password", "a brand new password");
        assertThat(done.statusCode()).isEqualTo(303);
        assertThat(done.headers().firstValue("Location")).hasValue("/account?changed=1");
        String renewed = sessionCookie(done);
        assertThat(renewed).isNotNull().isNotEqualTo(here);
        assertThat(getWithCookie(app, "/account", renewed).statusCode()).isEqualTo(200);
        assertThat(getWithCookie(app, "/", here).statusCode()).isEqualTo(303);
        assertThat(getWithCookie(app, "/", elsewhere).statusCode()).isEqualTo(303);
        assertThat(login(app, "dora", PASSWORD, null).statusCode()).isEqualTo(401);
        assertThat(login(app, "dora", "a brand new password", null).statusCode())
                .isEqualTo(303);
    }

    @Test
    void aWrongPasswordAndAnUnknownName_getTheSameAnswer() {
        HttpResponse<String> wrongPassword = login(app, "bob", "not the password at all", null);
        HttpResponse<String> unknownName = login(app, "nobody-here", "not the password at all", null);
        assertThat(wrongPassword.statusCode()).isEqualTo(401);
        assertThat(unknownName.statusCode()).isEqualTo(401);
        assertThat(wrongPassword.body()).contains("The name or the password is wrong.");
        assertThat(unknownName.body().replace("nobody-here", "bob")).isEqualTo(wrongPassword.body());
        assertThat(sessionCookie(wrongPassword)).isNull();
    }

    @Test
    void aBackThatLeavesTheSite_isReplacedByTheHomePage() {
        for (String evil : new String[] {"//evil.example/", "/\\evil.example/", "https://evil.example/", "/\t/evil"}) {
            HttpResponse<String> r = login(app, "ann", PASSWORD, evil);
            assertThat(r.headers().firstValue("Location")).as(evil).hasValue("/");
        }
    }

    @Test
    void staticFilesAndTheLoginPage_areServedWithoutSigningIn_butNoFolderIsListed() {
        assertThat(app.get("/static/css/wirespeed.css").statusCode()).isEqualTo(200);
        assertThat(app.get("/login").statusCode()).isEqualTo(200);
        for (String folder : new String[] {"/static/", "/static/css/", "/static/js"}) {
            HttpResponse<String> r = app.get(folder);
            assertThat(r.statusCode()).as(folder).isEqualTo(404);
            // files of those folders that the 404 page itself does not link to
            assertThat(r.body()).as(folder).doesNotContain("shop.css").doesNotContain("screenshot.png");
        }
    }
}
