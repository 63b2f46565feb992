package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.RawHttp;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Requests that break below the routes (the URI, the headers, the multipart framing, the language
 * header): under /api each is answered with the JSON error body and a message that names the
 * problem, never a stack trace, a 500 or the name of a library or internal class; pages answer an
 * HTML error page.
 */
@OnEachDatabase
class HttpEdgeErrorsTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static TestApp app;
    private static int port;

    @BeforeParameterizedClassInvocation
    static void start() {
        app = TestApp.start();
        port = URI.create(app.url("/")).getPort();
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        app.close();
    }

    private static String host() {
        return "Host: 127.0.0.1:" + port;
    }

    /** The JSON error body, with a message in words and nothing of the implementation. */
    static void isJsonError(RawHttp.Response r, int status) throws Exception {
        assertThat(r.status()).as(r.body()).isEqualTo(status);
        assertThat(r.header("Content-Type")).as(r.body()).startsWith("application/json");
        JsonNode body = JSON.readTree(r.body());
        assertThat(body.path("error").asText()).isNotBlank();
        assertThat(body.path("message").asText()).isNotBlank();
        assertNamesNoInternals(r.body());
    }

    static void assertNamesNoInternals(String body) {
        assertThat(body.toLowerCase())
                .doesNotContain("jackson")
                .doesNotContain("jetty")
                .doesNotContain("javalin")
                .doesNotContain("com.fasterxml")
                .doesNotContain("dev.wirespeed")
                .doesNotContain("exception")
                .doesNotContain("\tat ");
    }

    @Test
    void aNulInAnApiPath_isAJson400() throws Exception {
        isJsonError(RawHttp.send(port, "GET /api/plans/%00 HTTP/1.1\r\n" + host()), 400);
    }

    @Test
    void bytesThatAreNotUtf8InAnApiPath_areAJson400() throws Exception {
        isJsonError(RawHttp.send(port, "GET /api/plans/%C3%28 HTTP/1.1\r\n" + host()), 400);
    }

    @Test
    void anApiUriOver8KiB_isAJson414() throws Exception {
        isJsonError(RawHttp.send(port, "GET /api/parts?q=" + "a".repeat(20_000) + " HTTP/1.1\r\n" + host()), 414);
    }

    @Test
    void apiHeadersOver8KiB_areAJson431() throws Exception {
        isJsonError(
                RawHttp.send(port, "GET /api/plans HTTP/1.1\r\n" + host() + "\r\nX-Big: " + "b".repeat(20_000)), 431);
    }

    @Test
    void aBlankHostOnAnApiPath_isAJson400() throws Exception {
        isJsonError(RawHttp.send(port, "GET /api/plans HTTP/1.1\r\nHost: "), 400);
    }

    @Test
    void noHostAtAllOnAnApiPath_isAJson400() throws Exception {
        isJsonError(RawHttp.send(port, "GET /api/plans HTTP/1.1"), 400);
    }

    @Test
    void headOfAMissingApiResource_is404_withTheErrorHeadersButNoBody() {
        RawHttp.Response r = RawHttp.send(port, "HEAD /api/plans/no-such-plan HTTP/1.1\r\n" + host());
        assertThat(r.status()).isEqualTo(404);
        assertThat(r.header("Content-Type")).startsWith("application/json");
        assertThat(r.body()).isEmpty();
    }

    /** Jetty refuses such a request line before it reads path or headers, so the answer cannot know it was a page. */
    @Test
    void aNulInAPagePath_isA400_withAMessage() throws Exception {
        isJsonError(RawHttp.send(port, "GET /plans/%00 HTTP/1.1\r\n" + host() + "\r\nAccept: text/html"), 400);
    }

    @Test
    void aMissingPage_isAnHtmlErrorPage_withTheSecurityHeaders() {
        RawHttp.Response r = RawHttp.send(port, "GET /no/such/page HTTP/1.1\r\n" + host());
        assertThat(r.status()).isEqualTo(404);
        assertThat(r.header("Content-Type")).startsWith("text/html");
        assertThat(r.header("X-Content-Type-Options")).isEqualTo("nosniff");
        assertNamesNoInternals(r.body());
    }

    @ParameterizedTest
    @ValueSource(strings = {"en;q=2", "*;q=abc", "abcdefghij", "en-abcdefghij", ";;;", "ja;q=0.5,en;q=-1"})
    void aMalformedAcceptLanguage_isReadAsEnglish_onPagesApiAndStaticFiles(String header) {
        assertThat(app.get("/", header).statusCode()).isEqualTo(200);
        assertThat(app.get("/api/plans", header).statusCode()).isEqualTo(200);
        assertThat(app.get("/static/css/wirespeed.css", header).statusCode()).isEqualTo(200);
        assertThat(app.get("/", header).body()).contains("lang=\"en\"");
    }

    /** Raw sockets: the server closes such a connection after answering, which a pooling client would reuse. */
    @Test
    void aMultipartBodyWithoutItsClosingBoundary_isA400_namingTheBody() throws Exception {
        byte[] body =
                "--XyZ\r\nContent-Disposition: form-data; name=\"text\"\r\n\r\nabc".getBytes(StandardCharsets.US_ASCII);
        String head = " HTTP/1.1\r\n" + host()
                + "\r\nContent-Type: multipart/form-data; boundary=XyZ\r\nContent-Length: " + body.length;
        RawHttp.Response api = RawHttp.send(port, "POST /api/measurements" + head, body);
        isJsonError(api, 400);
        assertThat(JSON.readTree(api.body()).path("message").asText()).contains("multipart");

        RawHttp.Response page = RawHttp.send(port, "POST /plans/import" + head, body);
        assertThat(page.status()).as(page.body()).isEqualTo(400);
        assertThat(page.header("Content-Type")).startsWith("text/html");
        assertNamesNoInternals(page.body());
    }

    /** Every route that takes a POST body, each sent a multipart body that never ends. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "/api/measurements",
                "/api/plans",
                "/api/plans/import",
                "/api/predict",
                "/api/parts",
                "/api/iperf3",
                "/api/measure",
                "/api/measure/targets",
                "/api/measurements/m1/attach",
                "/measurements/import",
                "/measurements/m1/detach",
                "/measurements/m1/attach",
                "/measurements/m1/apply-pcie",
                "/plans",
                "/plans/from-example",
                "/plans/import",
                "/plans/p1/delete",
                "/plans/p1/hosts",
                "/plans/p1/links",
                "/plans/p1/flows",
                "/plans/p1/shopping-list/shipping",
                "/plans/p1/shopping-list/settings",
                "/settings/shop",
                "/settings/rates",
                "/settings/rates/delete",
                "/settings/iperf3",
                "/settings/measure-targets",
                "/measure",
                "/calibration/pcie.gen2/reset"
            })
    void aMalformedMultipartBody_isNeverA500(String path) {
        byte[] body =
                "--B\r\nContent-Disposition: form-data; name=\"version\"\r\n\r\n1".getBytes(StandardCharsets.US_ASCII);
        RawHttp.Response r = RawHttp.send(
                port,
                "POST " + path + " HTTP/1.1\r\n" + host() + "\r\nContent-Type: multipart/form-data; boundary=B\r\n"
                        + "Content-Length: " + body.length,
                body);
        // routes that read no body (a reset) answer as usual; the others refuse the body
        assertThat(r.status()).as(path + " " + r.body()).isLessThan(500);
        assertNamesNoInternals(r.body());
    }

    @Test
    void aMultipartContentTypeWithoutABoundary_isA400() throws Exception {
        HttpResponse<String> api = app.post("/api/measurements", "hello", "multipart/form-data");
        assertThat(api.statusCode()).as(api.body()).isEqualTo(400);
        assertNamesNoInternals(api.body());
    }

    @Test
    void jsonOfTheWrongShape_isA400_thatNamesNoLibraryOrClass() throws Exception {
        for (String body :
                new String[] {"[1,2]", "{\"host\": [1]}", "{\"host\": \"a\", \"port\": \"x\"}", "\"s\"", "{"}) {
            HttpResponse<String> r = app.postJson("/api/measure", body);
            assertThat(r.statusCode()).as(body + " -> " + r.body()).isEqualTo(400);
            assertThat(TestApp.json(r).path("message").asText()).isNotBlank();
            assertNamesNoInternals(r.body());
        }
        HttpResponse<String> r = app.postJson("/api/plans", "{\"name\": {\"a\": 1}}");
        assertThat(r.statusCode()).isEqualTo(400);
        assertNamesNoInternals(r.body());
    }

    /** Found by HttpFuzzTest: 1e309 reads as an infinite double, which the schema check could not compare. */
    @Test
    void aCustomPartWithANumberTooLargeForADouble_isA400AtItsPath() throws Exception {
        HttpResponse<String> r = app.postJson(
                "/api/parts",
                "{\"id\": \"big-x1\", \"kind\": \"nic\", \"vendor\": \"Acme\", \"model\": \"X1\","
                        + " \"ports\": [{\"count\": 1, \"cage\": \"sfp+\", \"speedsGbps\": [1e309]}]}");
        assertThat(r.statusCode()).as(r.body()).isEqualTo(400);
        assertThat(TestApp.json(r).get("details").findValuesAsText("path")).contains("$.ports[0].speedsGbps[0]");
    }

    @Test
    void aNonUtf8Body_isRead_notAnError() throws Exception {
        RawHttp.Response r = RawHttp.send(
                port,
                "POST /api/plans HTTP/1.1\r\n" + host() + "\r\nContent-Type: application/json\r\nContent-Length: 3",
                new byte[] {(byte) 0xC3, (byte) 0x28, '}'});
        isJsonError(r, 400);
        assertThat(new String(r.body().getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8))
                .isNotBlank();
    }
}
