package dev.wirespeed.web;

import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** The stylesheet and script the pages link: under a hash of their content, cached for a year, sent whole. */
@OnEachDatabase
class StaticAssetsTest {

    private static TestApp app;

    @BeforeParameterizedClassInvocation
    static void start() {
        app = TestApp.start();
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        app.close();
    }

    /** The SHA-256 of web/static's linked files, read from the source folder (name, then bytes, in the listed order). */
    private static String expectedHash() throws Exception {
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        for (String f : List.of("css/wirespeed.css", "css/shop.css", "js/wirespeed.js")) {
            sha.update(f.getBytes(StandardCharsets.UTF_8));
            sha.update(Files.readAllBytes(TestApp.baseDir().resolve(Path.of("web/static", f))));
        }
        return HexFormat.of().formatHex(sha.digest()).substring(0, 12);
    }

    @Test
    void theHomePageLinksTheStylesheetAndScript_underTheHashOfTheirContent() throws Exception {
        String home = app.get("/").body();
        String v = "/static/v/" + expectedHash();
        assertThat(home)
                .contains("<link rel=\"stylesheet\" href=\"" + v + "/css/wirespeed.css\">")
                .contains("<script src=\"" + v + "/js/wirespeed.js\" defer></script>");
    }

    @Test
    void aHashedAsset_isCachedForAYear_andSentWithItsLength_notChunked() throws Exception {
        Matcher m = Pattern.compile("href=\"(/static/v/[0-9a-f]+/css/wirespeed\\.css)\"")
                .matcher(app.get("/").body());
        assertThat(m.find()).isTrue();
        HttpResponse<String> css = app.get(m.group(1));
        assertThat(css.statusCode()).isEqualTo(200);
        assertThat(css.headers().firstValue("Cache-Control")).contains("max-age=31536000, immutable");
        byte[] onDisk = Files.readAllBytes(TestApp.baseDir().resolve("web/static/css/wirespeed.css"));
        assertThat(css.headers().firstValue("Content-Length")).contains(Integer.toString(onDisk.length));
        assertThat(css.headers().firstValue("Transfer-Encoding")).isEmpty();
        assertThat(css.body()).isEqualTo(new String(onDisk, StandardCharsets.UTF_8));
    }

    @Test
    void thePlainPath_isStillServed_andRevalidated() {
        HttpResponse<String> css = app.get("/static/css/wirespeed.css");
        assertThat(css.statusCode()).isEqualTo(200);
        assertThat(css.headers().firstValue("Cache-Control")).contains("max-age=0");
    }

    @Test
    void pagesAreSentGzipped_toABrowserThatAsksForIt() throws Exception {
        HttpResponse<byte[]> r = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create(app.url("/")))
                                .header("Accept-Encoding", "gzip")
                                .GET()
                                .build(),
                        HttpResponse.BodyHandlers.ofByteArray());
        assertThat(r.headers().firstValue("Content-Encoding")).contains("gzip");
        // a gzip stream starts with the bytes 1f 8b
        assertThat(r.body()[0] & 0xff).isEqualTo(0x1f);
        assertThat(r.body()[1] & 0xff).isEqualTo(0x8b);
    }
}
