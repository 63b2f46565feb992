package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests started over the web (POST /api/measure, the plan page's /measure form) connect only to a
 * host of the plan or an address the admin allowed, and every way a peer can fail to be an iperf3
 * server (nothing listening, closing at once, another protocol's greeting) reads the same, so the
 * service tells nobody which ports are open or what answers there.
 */
@OnEachDatabase
class OutboundMeasureTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static TestApp app;

    @BeforeParameterizedClassInvocation
    static void start() {
        app = TestApp.start();
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        app.close();
    }

    @BeforeEach
    void noTargetsAllowed() {
        assertThat(app.postJson("/api/measure/targets", "{\"targets\": []}").statusCode())
                .isEqualTo(200);
    }

    /** A peer on loopback that counts connections and answers each with {@code greeting}, then closes. */
    private static final class Peer implements AutoCloseable {
        final ServerSocket socket;
        final AtomicInteger connections = new AtomicInteger();
        final Thread thread;

        Peer(byte[] greeting) throws IOException {
            socket = new ServerSocket(0, 8, InetAddress.getByName("127.0.0.1"));
            thread = new Thread(() -> {
                while (!socket.isClosed()) {
                    try (Socket s = socket.accept()) {
                        connections.incrementAndGet();
                        OutputStream out = s.getOutputStream();
                        out.write(greeting);
                        out.flush();
                    } catch (IOException e) {
                        return;
                    }
                }
            });
            thread.setDaemon(true);
            thread.start();
        }

        int port() {
            return socket.getLocalPort();
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }

    private static int closedPort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            return s.getLocalPort();
        }
    }

    private static HttpResponse<String> measure(String host, int port) {
        return app.postJson("/api/measure", "{\"host\": \"" + host + "\", \"port\": " + port + ", \"duration\": 1}");
    }

    @Test
    void aHostThatIsNeitherInThePlanNorAllowed_isRefusedWithoutConnecting() throws Exception {
        try (Peer peer = new Peer("SSH-2.0-OpenSSH_9.2\r\n".getBytes(StandardCharsets.US_ASCII))) {
            HttpResponse<String> r = measure("127.0.0.1", peer.port());

            assertThat(r.statusCode()).isEqualTo(403);
            assertThat(TestApp.json(r).path("message").asText()).contains("127.0.0.1");
            assertThat(peer.connections.get()).isZero();
        }
        HttpResponse<String> form = app.postForm("/measure", "host=127.0.0.1&port=22&duration=1");
        assertThat(form.statusCode()).isEqualTo(403);
    }

    @Test
    void refusedClosedAndNonIperf3Peers_allGetTheSameAnswer() throws Exception {
        assertThat(app.postJson("/api/measure/targets", "{\"targets\": [\"127.0.0.0/8\"]}")
                        .statusCode())
                .isEqualTo(200);
        List<String> messages = new ArrayList<>();
        List<Integer> statuses = new ArrayList<>();
        int closed = closedPort();
        try (Peer closesAtOnce = new Peer(new byte[0]);
                Peer http = new Peer("HTTP/1.1 400 Bad Request\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                Peer ssh = new Peer("SSH-2.0-OpenSSH_9.2\r\n".getBytes(StandardCharsets.US_ASCII))) {
            for (int port : new int[] {closed, closesAtOnce.port(), http.port(), ssh.port()}) {
                HttpResponse<String> r = measure("127.0.0.1", port);
                statuses.add(r.statusCode());
                messages.add(TestApp.json(r).path("message").asText().replace(":" + port, ":PORT"));
            }
            assertThat(http.connections.get()).isPositive();
        }
        assertThat(statuses).containsOnly(502);
        assertThat(messages).as(messages.toString()).containsOnly(messages.get(0));
        assertThat(messages.get(0))
                .doesNotContainIgnoringCase("refused")
                .doesNotContainIgnoringCase("unexpected")
                .doesNotContain("72")
                .doesNotContain("83");
    }

    @Test
    void aHostOfThePlan_isAllowedByItsIp() throws Exception {
        String plan = TestApp.json(app.postJson("/api/examples/seed-000", ""))
                .path("id")
                .asText();
        HttpResponse<String> got = app.get("/api/plans/" + plan);
        ObjectNode doc = (ObjectNode) JSON.readTree(got.body());
        ((ObjectNode) doc.get("hosts").get(0)).put("ip", "127.0.0.1");
        String etag = got.headers().firstValue("ETag").orElseThrow();
        assertThat(app.put("/api/plans/" + plan, doc.toString(), etag).statusCode())
                .isEqualTo(200);
        String flow = doc.get("flows").get(0).get("id").asText();

        try (Peer peer = new Peer(new byte[0])) {
            HttpResponse<String> r = app.postJson(
                    "/api/measure",
                    "{\"host\": \"127.0.0.1\", \"port\": " + peer.port() + ", \"duration\": 1, \"plan\": \"" + plan
                            + "\", \"flow\": \"" + flow + "\"}");
            // allowed, so it connects; the peer is no iperf3 server, so the test fails the one generic way
            assertThat(r.statusCode()).isEqualTo(502);
            assertThat(peer.connections.get()).isPositive();
        }
        assertThat(measure("127.0.0.1", 5201).statusCode())
                .as("without the plan")
                .isEqualTo(403);
    }

    @Test
    void theAllowList_refusesWhatIsNotAHostOrNetwork_andShowsOnTheSettingsPage() throws Exception {
        HttpResponse<String> bad = app.postJson("/api/measure/targets", "{\"targets\": [\"10.0.0.0/99\"]}");
        assertThat(bad.statusCode()).isEqualTo(400);
        HttpResponse<String> badForm = app.postForm("/settings/measure-targets", "targets=http://x/");
        assertThat(badForm.statusCode()).isEqualTo(400);

        assertThat(app.postForm("/settings/measure-targets", "targets=192.168.1.0%2F24%2C+nas.lan")
                        .statusCode())
                .isEqualTo(303);
        JsonNode t = TestApp.json(app.get("/api/measure/targets")).get("targets");
        assertThat(List.of(t.get(0).asText(), t.get(1).asText())).containsExactly("192.168.1.0/24", "nas.lan");
        assertThat(app.get("/settings/iperf3").body()).contains("192.168.1.0/24, nas.lan");
    }
}
