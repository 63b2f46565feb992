package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.RawHttp;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a page on another site, or a name that only resolves here, can do: nothing. Changes need a
 * request from the server's own pages (Origin, else Sec-Fetch-Site, else Referer); the JSON API reads
 * only JSON bodies; only listed Host names are answered; every response carries the security headers.
 */
@OnEachDatabase
class SameOriginTest {

    private static final String EVIL = "http://evil.example";
    private static final String PLAN_JSON = "{\"name\": \"from elsewhere\"}";
    private static TestApp app;

    @BeforeParameterizedClassInvocation
    static void start() {
        app = TestApp.answeringTo("wirespeed.lan", "nas.lan,planner.lan");
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        app.close();
    }

    private static String self() {
        return "http://127.0.0.1:" + app.port();
    }

    private static int plans() throws Exception {
        return TestApp.json(app.get("/api/plans")).size();
    }

    private static HttpResponse<String> post(String path, String body, String type, String... headers) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(app.url(path)))
                .header("Content-Type", type)
                .POST(HttpRequest.BodyPublishers.ofString(body));
        for (int i = 0; i < headers.length; i += 2) {
            b.header(headers[i], headers[i + 1]);
        }
        return app.send(b.build());
    }

    private static void refusedAsJson(HttpResponse<String> r, int status) throws Exception {
        assertThat(r.statusCode()).as(r.body()).isEqualTo(status);
        JsonNode body = TestApp.json(r);
        assertThat(body.path("message").asText()).isNotBlank();
    }

    @Test
    void aCrossSiteFormPostingTextPlain_cannotCreateAPlan() throws Exception {
        int before = plans();
        // what <form enctype="text/plain" action="http://127.0.0.1:7070/api/plans"> on evil.example sends
        HttpResponse<String> r = post("/api/plans", "{\"name\": \"x\", \"y\": \"=\"}", "text/plain", "Origin", EVIL);
        refusedAsJson(r, 403);
        assertThat(r.body()).contains("evil.example");
        assertThat(plans()).isEqualTo(before);
    }

    @Test
    void theJsonApi_refusesTextPlainEvenWithoutAnOrigin() throws Exception {
        int before = plans();
        HttpResponse<String> r = post("/api/plans", PLAN_JSON, "text/plain");
        refusedAsJson(r, 415);
        assertThat(TestApp.json(r).path("message").asText()).contains("application/json");
        assertThat(plans()).isEqualTo(before);
    }

    @Test
    void theJsonApi_fromItsOwnPage_isServed() throws Exception {
        assertThat(post("/api/plans", PLAN_JSON, "application/json", "Origin", self())
                        .statusCode())
                .isEqualTo(201);
        assertThat(post("/api/plans", PLAN_JSON, "application/json; charset=utf-8")
                        .statusCode())
                .isEqualTo(201);
    }

    @Test
    void anotherPageCannotSwitchOnTheIperf3Listener() throws Exception {
        HttpResponse<String> r = post(
                "/settings/iperf3",
                "enabled=on&bind=0.0.0.0&port=5201&allow=",
                "application/x-www-form-urlencoded",
                "Origin",
                EVIL);
        assertThat(r.statusCode()).isEqualTo(403);
        assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("text/html");
        assertThat(TestApp.json(app.get("/api/iperf3")).path("running").asBoolean())
                .isFalse();
    }

    @Test
    void originNull_isRefused() throws Exception {
        refusedAsJson(post("/api/plans", PLAN_JSON, "application/json", "Origin", "null"), 403);
    }

    @Test
    void aSameHostOnAnotherPort_isAnotherOrigin() throws Exception {
        refusedAsJson(
                post("/api/plans", PLAN_JSON, "application/json", "Origin", "http://127.0.0.1:" + (app.port() + 1)),
                403);
    }

    @Test
    void withoutOrigin_aCrossSiteFetchMetadataOrReferer_isRefused() throws Exception {
        refusedAsJson(post("/api/plans", PLAN_JSON, "application/json", "Sec-Fetch-Site", "cross-site"), 403);
        refusedAsJson(post("/api/plans", PLAN_JSON, "application/json", "Referer", EVIL + "/page"), 403);
        assertThat(post("/plans", "name=x", "application/x-www-form-urlencoded", "Referer", EVIL + "/")
                        .statusCode())
                .isEqualTo(403);
    }

    @Test
    void aFormFromTheServersOwnPage_isServed() {
        HttpResponse<String> r = post(
                "/plans",
                "name=mine",
                "application/x-www-form-urlencoded",
                "Origin",
                self(),
                "Sec-Fetch-Site",
                "same-origin",
                "Referer",
                self() + "/");
        assertThat(r.statusCode()).isEqualTo(303);
    }

    @Test
    void readingIsNotAffectedByOrigin() {
        HttpRequest get = HttpRequest.newBuilder(URI.create(app.url("/api/plans")))
                .header("Origin", EVIL)
                .GET()
                .build();
        assertThat(app.send(get).statusCode()).isEqualTo(200);
    }

    @Test
    void aHostNameThatIsNotListed_isRefusedWith421_asDnsRebindingSendsIt() throws Exception {
        RawHttp.Response api = RawHttp.send(app.port(), "GET /api/plans HTTP/1.1\r\nHost: evil.example:" + app.port());
        assertThat(api.status()).isEqualTo(421);
        assertThat(api.header("Content-Type")).startsWith("application/json");
        assertThat(api.body()).contains("evil.example").contains("--host");
        RawHttp.Response page = RawHttp.send(app.port(), "GET / HTTP/1.1\r\nHost: evil.example");
        assertThat(page.status()).isEqualTo(421);
        assertThat(page.header("Content-Type")).startsWith("text/html");
        assertThat(page.body()).doesNotContain("Test plan");
    }

    @Test
    void theDefaultNamesAndTheNamesGivenWithHost_areAnswered() {
        for (String host : new String[] {
            "127.0.0.1", "localhost", "LOCALHOST", "[::1]", "wirespeed.lan", "nas.lan", "planner.lan", "wirespeed.lan."
        }) {
            RawHttp.Response r =
                    RawHttp.send(app.port(), "GET /api/plans HTTP/1.1\r\nHost: " + host + ":" + app.port());
            assertThat(r.status()).as(host).isEqualTo(200);
        }
    }

    @Test
    void everyResponse_carriesTheSecurityHeaders_andNoServerVersion() {
        for (String path :
                new String[] {"/", "/api/plans", "/static/css/wirespeed.css", "/no-such-page", "/api/no-such"}) {
            HttpResponse<String> r = app.get(path);
            assertThat(r.headers().firstValue("Content-Security-Policy").orElse(""))
                    .as(path)
                    .contains("script-src 'self'")
                    .contains("frame-ancestors 'none'")
                    .doesNotContain("unsafe-eval")
                    .doesNotContain("script-src 'self' 'unsafe-inline'");
            assertThat(r.headers().firstValue("X-Content-Type-Options"))
                    .as(path)
                    .contains("nosniff");
            assertThat(r.headers().firstValue("X-Frame-Options")).as(path).contains("DENY");
            assertThat(r.headers().firstValue("Referrer-Policy")).as(path).contains("same-origin");
            assertThat(r.headers().firstValue("Server")).as(path).isEmpty();
        }
        RawHttp.Response jettyError = RawHttp.send(app.port(), "GET /api/%00 HTTP/1.1\r\nHost: 127.0.0.1");
        assertThat(jettyError.header("Content-Security-Policy")).contains("frame-ancestors 'none'");
        assertThat(jettyError.header("Server")).isNull();
    }

    @Test
    void answersSayTheirCharset_areNotCached_andApiJsonIsAnAttachment() {
        HttpResponse<String> page = app.get("/");
        assertThat(page.headers().firstValue("Content-Type").orElse("")).containsIgnoringCase("charset=utf-8");
        assertThat(page.headers().firstValue("Cache-Control")).contains("no-store");
        HttpResponse<String> api = app.get("/api/plans");
        assertThat(api.headers().firstValue("Content-Type").orElse(""))
                .startsWith("application/json")
                .containsIgnoringCase("charset=utf-8");
        assertThat(api.headers().firstValue("Content-Disposition").orElse("")).startsWith("attachment");
        assertThat(app.get("/api/no-such")
                        .headers()
                        .firstValue("Content-Disposition")
                        .orElse(""))
                .startsWith("attachment");
        assertThat(app.get("/static/css/wirespeed.css")
                        .headers()
                        .firstValue("Cache-Control")
                        .orElse(""))
                .doesNotContain("no-store");
    }

    @Test
    void anUnexpectedMethod_isNotAnsweredWithCorsHeaders() {
        HttpResponse<String> r = app.send(HttpRequest.newBuilder(URI.create(app.url("/api/plans")))
                .method("OPTIONS", HttpRequest.BodyPublishers.noBody())
                .header("Origin", EVIL)
                .header("Access-Control-Request-Method", "POST")
                .build());
        assertThat(r.statusCode()).isNotEqualTo(500);
        assertThat(r.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
    }

    @Test
    void noTemplateCarriesInlineScriptOrEventHandlers() throws Exception {
        try (Stream<Path> files = Files.walk(TestApp.baseDir().resolve("web/templates"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".html")).toList()) {
                String html = Files.readString(f, StandardCharsets.UTF_8);
                assertThat(html).as(f.toString()).doesNotContainPattern("<script(?![^>]*\\ssrc=)[^>]*>");
                assertThat(html).as(f.toString()).doesNotContainPattern("\\son[a-z]+\\s*=");
                assertThat(html).as(f.toString()).doesNotContain("javascript:");
            }
        }
    }
}
