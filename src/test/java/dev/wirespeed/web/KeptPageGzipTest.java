package dev.wirespeed.web;

import dev.wirespeed.app.RenderCaches;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A kept page (the plain editor view, the home page) goes to a browser that asks for gzip in the
 * gzip form kept beside it: it decodes to the very page a browser that does not ask is sent, and to
 * the page rendered with the caches off, on its first view and on every repeat.
 */
class KeptPageGzipTest {

    private static TestApp app;

    @BeforeAll
    static void start() {
        app = TestApp.start();
    }

    @AfterAll
    static void stop() {
        RenderCaches.setEnabled(true);
        app.close();
    }

    private static HttpResponse<byte[]> get(String path, String acceptEncoding) throws Exception {
        HttpRequest.Builder b =
                HttpRequest.newBuilder(URI.create(app.url(path))).GET();
        if (acceptEncoding != null) {
            b.header("Accept-Encoding", acceptEncoding);
        }
        return HttpClient.newHttpClient().send(b.build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    private static String gunzip(byte[] body) throws IOException {
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(body))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static String uncached(String path) throws Exception {
        RenderCaches.setEnabled(false);
        try {
            return new String(get(path, null).body(), StandardCharsets.UTF_8);
        } finally {
            RenderCaches.setEnabled(true);
        }
    }

    private static String seed000() {
        return "/plans/"
                + app.app().plans().list().stream()
                        .filter(s -> "seed-000".equals(s.exampleOf()))
                        .findFirst()
                        .orElseThrow()
                        .plan()
                        .id();
    }

    @Test
    void theEditorPage_sentGzipped_firstAndAgain_decodesToThePageSentPlain() throws Exception {
        String path = seed000();
        HttpResponse<byte[]> first = get(path, "gzip, deflate, br");
        HttpResponse<byte[]> again = get(path, "gzip, deflate, br");
        HttpResponse<byte[]> plain = get(path, null);
        assertThat(first.headers().firstValue("Content-Encoding")).contains("gzip");
        assertThat(again.headers().firstValue("Content-Encoding")).contains("gzip");
        assertThat(plain.headers().firstValue("Content-Encoding")).isEmpty();
        String page = new String(plain.body(), StandardCharsets.UTF_8);
        assertThat(page).contains("<html");
        assertThat(gunzip(first.body())).isEqualTo(page);
        assertThat(gunzip(again.body())).isEqualTo(page).isEqualTo(uncached(path));
        // the kept gzip form is the size a browser is sent: well under the page itself
        assertThat(again.body().length).isLessThan(plain.body().length / 2);
    }

    @Test
    void theHomePage_sentGzipped_decodesToThePageSentPlain() throws Exception {
        get("/", "gzip");
        HttpResponse<byte[]> again = get("/", "gzip");
        assertThat(again.headers().firstValue("Content-Encoding")).contains("gzip");
        String plain = new String(get("/", null).body(), StandardCharsets.UTF_8);
        assertThat(gunzip(again.body())).isEqualTo(plain).isEqualTo(uncached("/"));
    }

    @Test
    void aBrowserThatAsksForAnotherEncodingOnly_isSentThePagePlain() throws Exception {
        HttpResponse<byte[]> r = get(seed000(), "identity");
        assertThat(r.headers().firstValue("Content-Encoding")).isEmpty();
        assertThat(new String(r.body(), StandardCharsets.UTF_8)).contains("<html");
    }

    @Test
    void asksForGzip_asJavalinsGzipStrategyChooses() {
        // what Chromium and Firefox send, and curl --compressed
        assertThat(KeptPage.asksForGzip("gzip, deflate, br, zstd")).isTrue();
        assertThat(KeptPage.asksForGzip("deflate, gzip, br, zstd")).isTrue();
        assertThat(KeptPage.asksForGzip("gzip")).isTrue();
        assertThat(KeptPage.asksForGzip("br")).isFalse();
        assertThat(KeptPage.asksForGzip("")).isFalse();
        assertThat(KeptPage.asksForGzip(null)).isFalse();
    }
}
