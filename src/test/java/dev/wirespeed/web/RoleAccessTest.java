package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirespeed.account.Role;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every role (and nobody signed in) against one route of each kind: reading a page, reading the
 * API, a POST that changes nothing, changing a plan by API and by form, importing runs, running a
 * measurement, and the settings page, form and API. Below the route's role: 403; not signed in:
 * 401 JSON under /api and a redirect to /login for pages; at or above it: what the route answers.
 */
@OnEachDatabase
class RoleAccessTest {

    private static final String PASSWORD = "a long enough password";
    private static final Path FIX = TestApp.baseDir().resolve("src/test/resources/fixtures");
    private static TestApp app;
    private static final Map<Role, String> COOKIES = new LinkedHashMap<>();

    /** One request of a kind, the least role it needs and what it answers to that role. */
    private record Probe(String kind, String method, String path, String contentType, String body, Role needs, int ok) {
        boolean api() {
            return path.startsWith("/api/");
        }
    }

    @BeforeParameterizedClassInvocation
    static void start() {
        app = TestApp.startWithSignIn(new AuthOptions(true, false));
        for (Role r : Role.values()) {
            app.app().accounts().add(r.toString() + "-user", r, PASSWORD.toCharArray());
            COOKIES.put(r, SignInTest.signIn(app, r + "-user", PASSWORD));
        }
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        app.close();
    }

    private static List<Probe> probes() {
        String iperf3 = read("iperf3-text/seed001-client-pcie-x1.txt");
        String predict = "{\"sender\": {\"nic\": {\"speedGbps\": 10, \"port\": \"sfp+\"}},"
                + " \"receiver\": {\"nic\": {\"speedGbps\": 10, \"port\": \"sfp+\"}}}";
        String form = "application/x-www-form-urlencoded";
        String json = "application/json";
        return List.of(
                new Probe("page", "GET", "/", null, null, Role.VIEWER, 200),
                new Probe("catalog page", "GET", "/catalog", null, null, Role.VIEWER, 200),
                new Probe("API read", "GET", "/api/plans", null, null, Role.VIEWER, 200),
                new Probe("API POST that changes nothing", "POST", "/api/predict", json, predict, Role.VIEWER, 200),
                new Probe(
                        "plan change by API",
                        "POST",
                        "/api/plans",
                        json,
                        "{\"schemaVersion\": 1, \"name\": \"made by API\"}",
                        Role.EDITOR,
                        201),
                new Probe("plan change by form", "POST", "/plans", form, "name=made+by+form", Role.EDITOR, 303),
                new Probe("run import", "POST", "/api/measurements", "text/plain", iperf3, Role.EDITOR, 201),
                new Probe("settings page", "GET", "/settings", null, null, Role.ADMIN, 200),
                new Probe("iperf3 settings page", "GET", "/settings/iperf3", null, null, Role.ADMIN, 200),
                new Probe(
                        "iperf3 listener form",
                        "POST",
                        "/settings/iperf3",
                        form,
                        "bind=127.0.0.1&port=5201",
                        Role.ADMIN,
                        303),
                new Probe("iperf3 listener API", "POST", "/api/iperf3", json, "{\"enabled\": false}", Role.ADMIN, 200));
    }

    private static HttpResponse<String> send(Probe p, String cookie) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(app.url(p.path())));
        if (cookie != null) {
            b.header("Cookie", SignInFilter.COOKIE + "=" + cookie);
        }
        if (p.contentType() != null) {
            b.header("Content-Type", p.contentType());
        }
        b.method(
                p.method(),
                p.body() == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(p.body()));
        return app.send(b.build());
    }

    @Test
    void everyRoleGetsExactlyWhatItsRoleAllows_onEveryKindOfRoute() throws IOException {
        List<String> wrong = new ArrayList<>();
        for (Probe p : probes()) {
            HttpResponse<String> anonymous = send(p, null);
            int expectedAnonymous = p.api() ? 401 : 303;
            if (anonymous.statusCode() != expectedAnonymous) {
                wrong.add("nobody: " + p.kind() + " answered " + anonymous.statusCode());
            }
            if (!p.api()
                    && !anonymous.headers().firstValue("Location").orElse("").startsWith("/login")) {
                wrong.add("nobody: " + p.kind() + " did not lead to /login");
            }
            for (Role r : Role.values()) {
                HttpResponse<String> res = send(p, COOKIES.get(r));
                int expected = r.includes(p.needs()) ? p.ok() : 403;
                if (res.statusCode() != expected) {
                    wrong.add(r + ": " + p.kind() + " answered " + res.statusCode() + ", expected " + expected + " "
                            + res.body().substring(0, Math.min(200, res.body().length())));
                }
                if (expected == 403 && p.api()) {
                    JsonNode body = TestApp.json(res);
                    if (body.get("status").asInt() != 403
                            || !body.get("message").asText().contains("needs " + p.needs())) {
                        wrong.add(r + ": " + p.kind() + " 403 body " + body);
                    }
                }
            }
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void runningAMeasurementNeedsAnEditor() {
        // nothing listens on port 1 (and 127.0.0.1 is no plan host, so outbound tests refuse it): an editor
        // gets past the access check to the measurement's own answer
        Probe measure = new Probe(
                "measurement",
                "POST",
                "/api/measure",
                "application/json",
                "{\"host\": \"127.0.0.1\", \"port\": 1, \"duration\": 1}",
                Role.EDITOR,
                0);
        assertThat(send(measure, null).statusCode()).isEqualTo(401);
        assertThat(send(measure, COOKIES.get(Role.VIEWER)).statusCode()).isEqualTo(403);
        HttpResponse<String> editor = send(measure, COOKIES.get(Role.EDITOR));
        assertThat(editor.statusCode()).isNotEqualTo(401).isBetween(400, 599);
        assertThat(editor.body()).doesNotContain("your role");
    }

    @Test
    void theApiAnswers401AsJson_namingBothWaysToSignIn() throws IOException {
        HttpResponse<String> r = app.get("/api/plans");
        assertThat(r.statusCode()).isEqualTo(401);
        assertThat(r.headers().firstValue("WWW-Authenticate"))
                .hasValueSatisfying(v -> assertThat(v).startsWith("Bearer"));
        JsonNode body = TestApp.json(r);
        assertThat(body.get("status").asInt()).isEqualTo(401);
        assertThat(body.get("error").asText()).isEqualTo("Unauthorized");
        assertThat(body.get("message").asText()).contains("/login").contains("Bearer");
    }

    @Test
    void aPageBelowTheRole_answers403AsAPage() {
        HttpResponse<String> r = SignInTest.getWithCookie(app, "/settings", COOKIES.get(Role.EDITOR));
        assertThat(r.statusCode()).isEqualTo(403);
        assertThat(r.headers().firstValue("Content-Type"))
                .hasValueSatisfying(v -> assertThat(v).startsWith("text/html"));
        assertThat(r.body()).contains("your role editor may not do this; it needs admin");
    }

    @Test
    void aRoleChangeCountsAtTheNextRequest_withoutSigningInAgain() {
        app.app().accounts().add("carol", Role.VIEWER, PASSWORD.toCharArray());
        String cookie = SignInTest.signIn(app, "carol", PASSWORD);
        assertThat(SignInTest.getWithCookie(app, "/settings", cookie).statusCode())
                .isEqualTo(403);
        app.app().accounts().setRole("carol", Role.ADMIN);
        assertThat(SignInTest.getWithCookie(app, "/settings", cookie).statusCode())
                .isEqualTo(200);
    }

    private static String read(String fixture) {
        try {
            return Files.readString(FIX.resolve(fixture));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
