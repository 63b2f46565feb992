package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;

import static dev.wirespeed.testing.TestApp.json;
import static org.assertj.core.api.Assertions.assertThat;

/** POST /api/measurements with input past the parsers' limits or with impossible figures: a 400 JSON error, never 500. */
@OnEachDatabase
class MeasurementImportLimitsTest {

    private static final Path FIX = TestApp.baseDir().resolve("src/test/resources/fixtures");
    private TestApp app;

    @BeforeEach
    void start() {
        app = TestApp.start();
    }

    @AfterEach
    void stop() {
        app.close();
    }

    private HttpResponse<String> importText(String text) {
        return app.post("/api/measurements", text, "text/plain");
    }

    @Test
    void aLineOver64KiB_is400NamingTheLimit() throws Exception {
        HttpResponse<String> r = importText("Connecting to host 127.0.0.1, port 5201\n" + "9".repeat(70_000) + "\n");

        assertThat(r.statusCode()).isEqualTo(400);
        JsonNode body = json(r);
        assertThat(body.get("message").asText())
                .isEqualTo(
                        "no measurement found: line 2 is 70,000 characters long,"
                                + " over the limit of 65,536 characters (64 KiB) per line; no measurement tool prints lines that long");
    }

    @Test
    void aRetrColumnTooLargeForACount_is400WithTheLine() throws Exception {
        String tcp = Files.readString(FIX.resolve("iperf3-text/local-3.12-client-tcp.txt"));

        HttpResponse<String> r =
                importText(tcp.replace("23.9 Gbits/sec    0 ", "23.9 Gbits/sec    99999999999999999999 "));

        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(json(r).get("message").asText())
                .isEqualTo("line 8: the Retr column \"99999999999999999999\" is too" + " large to be a count");
    }

    @Test
    void aJsonRateOf1e299Gbits_is400WithThePath_andNothingIsStored() throws Exception {
        String json = Files.readString(FIX.resolve("iperf3-json/local-3.12-client-tcp.json"));

        HttpResponse<String> r =
                importText(json.replace("\"bits_per_second\":\t22293870388.3073", "\"bits_per_second\":\t1e308"));

        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(json(r).get("message").asText()).startsWith("the iperf3 JSON at end.sum_received.bits_per_second");
        assertThat(json(app.get("/api/measurements"))).isEmpty();
    }
}
