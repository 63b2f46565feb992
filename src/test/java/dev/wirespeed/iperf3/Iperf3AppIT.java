package dev.wirespeed.iperf3;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirespeed.cli.Main;
import dev.wirespeed.testing.Cli;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.withinPercentage;

/**
 * The engine inside the service, with stock iperf3 on 127.0.0.1 only: a stock client's test lands
 * as a measurement attached to the plan flow whose host has the client's IP; /api/measure against a
 * stock server stores the same figures the server printed; the settings page turns the server on
 * and off.
 */
@OnEachDatabase
class Iperf3AppIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private TestApp app;

    @BeforeEach
    void start() {
        StockIperf3.requireOrSkip();
        app = TestApp.start();
    }

    @AfterEach
    void stop() {
        if (app != null) {
            app.close();
        }
    }

    private static int freePort() throws Exception {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    private static JsonNode runJson(List<String> cmd) throws Exception {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(false).start();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("timed out: " + cmd);
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return JSON.readTree(out);
    }

    private JsonNode json(String path) throws Exception {
        return JSON.readTree(app.get(path).body());
    }

    @Test
    void stockClientTest_isStored_andAttachedToThePlanFlowByIp() throws Exception {
        int port = freePort();
        // A plan whose client host has the client's address (127.0.0.1) and one flow from it.
        String plan = JSON.readTree(app.postJson(
                                "/api/plans",
                                """
                {"name": "lab", "hosts": [
                  {"id": "pc", "ip": "127.0.0.1", "os": "linux", "nics": [{"id": "n", "generic": {"speedGbps": 10, "port": "sfp+"}}]},
                  {"id": "ws", "ip": "192.0.2.1", "os": "linux", "nics": [{"id": "n", "generic": {"speedGbps": 10, "port": "sfp+"}}]}],
                 "links": [{"id": "l", "a": {"device": "pc", "nic": "n", "port": 1}, "b": {"device": "ws", "nic": "n", "port": 1}, "media": "dac"}],
                 "flows": [{"id": "pc-to-ws", "from": "pc", "to": "ws"}]}""")
                        .body())
                .get("id")
                .asText();
        String form = "enabled=on&bind=127.0.0.1&port=" + port
                + "&maxDuration=10&maxStreams=8&maxUdpMbps=1000&allow=127.0.0.0%2F8";
        assertThat(app.postForm("/settings/iperf3", form).statusCode()).isEqualTo(303);
        assertThat(json("/api/iperf3").get("running").asBoolean()).isTrue();

        JsonNode client = runJson(List.of(
                StockIperf3.binary().orElseThrow().toString(),
                "-c",
                "127.0.0.1",
                "-p",
                String.valueOf(port),
                "-t",
                "2",
                "-J"));
        double clientReceived =
                client.get("end").get("sum_received").get("bits_per_second").asDouble() / 1e9;
        double clientSent =
                client.get("end").get("sum_sent").get("bits_per_second").asDouble() / 1e9;

        JsonNode list = null;
        for (int i = 0; i < 50; i++) {
            list = json("/api/measurements");
            if (list.size() > 0) {
                break;
            }
            Thread.sleep(100);
        }
        assertThat(list).hasSize(1);
        JsonNode m = json("/api/measurements/" + list.get(0).get("id").asText()).get("measurement");
        assertThat(m.get("origin").asText()).isEqualTo("iperf3-server");
        assertThat(m.get("planId").asText()).isEqualTo(plan);
        assertThat(m.get("flowId").asText()).isEqualTo("pc-to-ws");
        // Both sides' figures agree with what the stock client printed, within 1%.
        assertThat(m.get("run").get("gbps").asDouble()).isCloseTo(clientReceived, withinPercentage(1));
        assertThat(m.get("run").get("sender").get("gbps").asDouble()).isCloseTo(clientSent, withinPercentage(1));

        assertThat(app.postForm("/settings/iperf3", "bind=127.0.0.1&port=" + port)
                        .statusCode())
                .isEqualTo(303);
        assertThat(json("/api/iperf3").get("running").asBoolean()).isFalse();
    }

    @Test
    void measureApi_againstStockServer_storesTheServersFigures() throws Exception {
        int port = freePort();
        Path log = Files.createTempFile("iperf3-server", ".json");
        Process server = new ProcessBuilder(
                        StockIperf3.binary().orElseThrow().toString(),
                        "-s",
                        "-1",
                        "-B",
                        "127.0.0.1",
                        "-p",
                        String.valueOf(port),
                        "-J")
                .redirectOutput(log.toFile())
                .redirectErrorStream(false)
                .start();
        try {
            Thread.sleep(500);
            // The plan page offers the same test as a form; the API is what it posts to underneath.
            assertThat(app.get("/plans/"
                                    + JSON.readTree(app.get("/api/plans").body())
                                            .get(0)
                                            .get("id")
                                            .asText())
                            .body())
                    .contains("action=\"/measure\"");
            String request = "{\"host\": \"127.0.0.1\", \"port\": " + port + ", \"duration\": 2}";
            // loopback is in no plan: the web may test it only once the admin allows it
            assertThat(app.postJson("/api/measure", request).statusCode()).isEqualTo(403);
            allowLoopback();
            var r = app.postJson("/api/measure", request);
            assertThat(r.statusCode()).isEqualTo(201);
            assertThat(server.waitFor(20, TimeUnit.SECONDS)).isTrue();
            JsonNode printed = JSON.readTree(Files.readString(log));
            double serverReceived = printed.get("end")
                            .get("sum_received")
                            .get("bits_per_second")
                            .asDouble()
                    / 1e9;
            JsonNode run = JSON.readTree(r.body()).get("runs").get(0);
            assertThat(run.get("format").asText()).isEqualTo("iperf3-embedded");
            assertThat(run.get("gbps").asDouble()).isCloseTo(serverReceived, withinPercentage(1));
        } finally {
            server.destroyForcibly();
            Files.deleteIfExists(log);
        }
    }

    private void allowLoopback() {
        assertThat(app.postJson("/api/measure/targets", "{\"targets\": [\"127.0.0.1\"]}")
                        .statusCode())
                .isEqualTo(200);
    }

    @Test
    void measureApi_badInput_andADeadServer_giveClearErrors() throws Exception {
        allowLoopback();
        assertThat(app.postJson("/api/measure", "{\"port\": 5201}").statusCode())
                .isEqualTo(400);
        assertThat(app.postJson("/api/measure", "{\"host\": \"127.0.0.1\", \"reverse\": true, \"bidir\": true}")
                        .statusCode())
                .isEqualTo(400);
        assertThat(app.postJson("/api/measure", "{\"host\": \"127.0.0.1\", \"duration\": 999}")
                        .statusCode())
                .isEqualTo(400);
        var dead = app.postJson(
                "/api/measure", "{\"host\": \"127.0.0.1\", \"port\": " + freePort() + ", \"duration\": 1}");
        assertThat(dead.statusCode()).isEqualTo(502);
        // one answer for every peer that is not a working iperf3 server, so that it tells no port's state
        assertThat(dead.body()).contains("no iperf3 test could be run").doesNotContain("refused");
        assertThat(app.postForm("/settings/iperf3", "enabled=on&bind=not-an-address.invalid&port=5201")
                        .statusCode())
                .isEqualTo(400);
        assertThat(json("/api/iperf3").get("running").asBoolean()).isFalse();
    }

    @Test
    void measureCommand_storesTheRun_andFailsClearlyOnADeadServer() throws Exception {
        int port = freePort();
        Process server = new ProcessBuilder(
                        StockIperf3.binary().orElseThrow().toString(),
                        "-s",
                        "-1",
                        "-B",
                        "127.0.0.1",
                        "-p",
                        String.valueOf(port))
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        try {
            Thread.sleep(500);
            var out = new ByteArrayOutputStream();
            var err = new ByteArrayOutputStream();
            int code = Main.run(
                    Cli.on(app, "measure", "127.0.0.1:" + port, "-t", "1", "-R"),
                    new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8));
            assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
            assertThat(out.toString(StandardCharsets.UTF_8)).contains("stored").contains("server-to-client");
            assertThat(json("/api/measurements").get(0).get("origin").asText()).isEqualTo("iperf3-client");
        } finally {
            server.destroyForcibly();
        }
        var err = new ByteArrayOutputStream();
        int code = Main.run(
                Cli.on(app, "measure", "127.0.0.1:" + freePort(), "-t", "1"),
                new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("refused");
    }
}
