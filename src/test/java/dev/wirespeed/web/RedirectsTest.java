package dev.wirespeed.web;

import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;

import static org.assertj.core.api.Assertions.assertThat;

/** Redirects go to this server's own pages only: the language switch's way back and a form's {@code back}. */
@OnEachDatabase
class RedirectsTest {

    private static TestApp app;

    @BeforeParameterizedClassInvocation
    static void start() {
        app = TestApp.start();
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        app.close();
    }

    private static String location(HttpResponse<String> r) {
        assertThat(r.statusCode()).isEqualTo(303);
        return r.headers().firstValue("Location").orElseThrow();
    }

    private static HttpResponse<String> switchLanguage(String referer) {
        return app.send(HttpRequest.newBuilder(URI.create(app.url("/lang/ja")))
                .header("Referer", referer)
                .GET()
                .build());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://evil.example/",
                "https://evil.example/plans",
                "http://127.0.0.1.evil.example/",
                "http://evil.example/?x=http://127.0.0.1/"
            })
    void theLanguageSwitch_doesNotFollowARefererOnAnotherSite(String referer) {
        String to = location(switchLanguage(referer));
        assertThat(to).doesNotContain("evil");
        assertThat(URI.create(to).getHost()).as(to).isNull();
    }

    @Test
    void theLanguageSwitch_returnsToThePageItWasOn() {
        String page = app.url("/catalog?kind=nic&lang=en&q=x520");
        assertThat(location(switchLanguage(page))).isEqualTo("/catalog?kind=nic&q=x520");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {"/\\evil.example/", "//evil.example/", "/\\/evil.example", "http://evil.example/", "/\t/evil"})
    void aFormsBackField_staysOnThisServer(String back) throws Exception {
        String plan = TestApp.json(app.postJson("/api/examples/seed-001", ""))
                .path("id")
                .asText();
        String run = new String(
                Files.readAllBytes(TestApp.baseDir()
                        .resolve("src/test/resources/fixtures/iperf3-text/seed001-client-pcie-x1.txt")),
                StandardCharsets.UTF_8);
        String id = TestApp.json(app.post("/api/measurements?plan=" + plan + "&flow=win-to-server", run, "text/plain"))
                .path("measurements")
                .get(0)
                .path("id")
                .asText();
        String to = location(app.postForm(
                "/measurements/" + id + "/detach", "back=" + URLEncoder.encode(back, StandardCharsets.UTF_8)));
        assertThat(to).isEqualTo("/measurements/" + id);
    }
}
