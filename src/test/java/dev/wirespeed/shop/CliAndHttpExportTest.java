package dev.wirespeed.shop;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirespeed.cli.Main;
import dev.wirespeed.testing.Cli;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The CLI {@code export} and GET /api/plans/{id}/shopping-list read the same data folder through the
 * same services, so they give the same bytes, also after a measured run has moved a calibration
 * factor (the shopping list's alternatives are checked against calibrated predictions).
 */
@OnEachDatabase
class CliAndHttpExportTest {

    private static final List<String> FORMATS = List.of("csv", "md", "json");

    private TestApp app;
    private String seed001;

    @BeforeEach
    void start() throws Exception {
        app = TestApp.start();
        for (JsonNode p : TestApp.json(app.get("/api/plans"))) {
            if ("seed-001".equals(p.path("exampleOf").asText())) {
                seed001 = p.get("id").asText();
            }
        }
    }

    @AfterEach
    void stop() {
        app.close();
    }

    private byte[] cli(String format) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(
                Cli.on(app, "export", seed001, "--format", format),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
        return out.toByteArray();
    }

    private byte[] http(String format) throws Exception {
        HttpResponse<byte[]> r = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create(
                                        app.url("/api/plans/" + seed001 + "/shopping-list?format=" + format)))
                                .GET()
                                .build(),
                        HttpResponse.BodyHandlers.ofByteArray());
        assertThat(r.statusCode()).isEqualTo(200);
        return r.body();
    }

    private void attachSeed001sPcieX1Run() throws Exception {
        // Seed 001's card ran at PCIe 2.0 x1 and measured 3.01 Gbit/s against a 3.1444 ceiling: pcie.gen2 moves
        // below its prior for that card and its class (the global prior stays).
        String run = Files.readString(
                TestApp.baseDir().resolve("src/test/resources/fixtures/iperf3-text/seed001-client-pcie-x1.txt"));
        assertThat(app.post("/api/measurements?plan=" + seed001 + "&flow=win-to-server", run, "text/plain")
                        .statusCode())
                .isEqualTo(201);
        JsonNode gen2 = null;
        for (JsonNode f : TestApp.json(app.get("/api/calibration"))) {
            if (f.get("key").asText().equals("pcie.gen2")) {
                gen2 = f;
            }
        }
        assertThat(gen2).isNotNull();
        assertThat(gen2.get("moved").asBoolean()).isTrue();
        assertThat(gen2.get("scopes")).isNotEmpty();
        for (JsonNode scope : gen2.get("scopes")) {
            assertThat(scope.get("value").asDouble())
                    .isLessThan(gen2.get("prior").asDouble());
        }
    }

    @Test
    void withALearnedFactor_theCliExportsTheSameBytesAsTheHttpApi_inCsvMarkdownAndJson() throws Exception {
        byte[] priorOnlyJson = cli("json");
        attachSeed001sPcieX1Run();
        for (String format : FORMATS) {
            assertThat(new String(cli(format), StandardCharsets.UTF_8))
                    .as(format)
                    .isEqualTo(new String(http(format), StandardCharsets.UTF_8));
        }
        // The learned factor reaches the export (an alternative's flow check predicts with it): a CLI on
        // prior-only calibration would still print the first document.
        assertThat(new String(cli("json"), StandardCharsets.UTF_8))
                .isNotEqualTo(new String(priorOnlyJson, StandardCharsets.UTF_8));
    }
}
