package dev.wirespeed.iperf3;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Clients that misbehave, stall or ask for too much must not keep the embedded server from serving
 * the next client; stock clients must see an error they can print.
 */
class Iperf3ServerRobustnessIT {

    private static final int READ_TIMEOUT_MILLIS = 1_000;
    private Iperf3Server server;
    private final BlockingQueue<Iperf3Result> results = new LinkedBlockingQueue<>();

    @BeforeAll
    static void needsIperf3() {
        StockIperf3.requireOrSkip();
    }

    @BeforeEach
    void start() throws Exception {
        server = new Iperf3Server(config(), results::add);
        server.start();
    }

    private static Iperf3ServerConfig config() throws Exception {
        return Iperf3ServerConfig.defaults(InetAddress.getByName("127.0.0.1"), 0)
                .withMaxDurationSeconds(2)
                .withMaxStreams(4)
                .withMaxUdpBitsPerSecond(100_000_000)
                .withReadTimeoutMillis(READ_TIMEOUT_MILLIS);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private void servesNextClient() throws Exception {
        results.clear();
        StockIperf3.Run run = StockIperf3.client(server.port(), "-t", "1");
        assertThat(run.exitCode()).as(run.output()).isZero();
        assertThat(results.poll(5, TimeUnit.SECONDS))
                .as("result of the next client")
                .isNotNull();
    }

    private RawPeer afterParamExchange() throws Exception {
        RawPeer p = new RawPeer(server.port());
        p.send(Cookie.random());
        assertThat(p.readState()).isEqualTo(Protocol.PARAM_EXCHANGE);
        return p;
    }

    @Test
    void secondClientDuringATest_isToldTheServerIsBusy() throws Exception {
        StockIperf3.Proc first =
                StockIperf3.start(List.of("-c", "127.0.0.1", "-p", String.valueOf(server.port()), "-t", "2"));
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (server.current().map(p -> p.secondsElapsed() <= 0).orElse(true) && System.nanoTime() < until) {
            Thread.sleep(20);
        }
        Iperf3Progress progress = server.current().orElseThrow();
        assertThat(progress.peerAddress()).isEqualTo("127.0.0.1");
        assertThat(progress.direction()).isEqualTo(Iperf3Result.Direction.NORMAL);

        StockIperf3.Run second = StockIperf3.client(server.port(), "-t", "1");

        assertThat(second.exitCode()).isEqualTo(1);
        assertThat(second.stderr()).contains("the server is busy running a test. try again later");
        StockIperf3.Run firstRun = first.await(Duration.ofSeconds(15));
        assertThat(firstRun.exitCode()).as(firstRun.output()).isZero();
        assertThat(results.poll(5, TimeUnit.SECONDS)).isNotNull();
        assertThat(server.current()).isEmpty();
    }

    @Test
    void clientThatConnectsAndSendsNothing_doesNotHoldTheServer() throws Exception {
        try (RawPeer silent = new RawPeer(server.port())) {
            servesNextClient(); // while the silent connection is still open
            assertThat(silent.closedByPeerWithin(READ_TIMEOUT_MILLIS + 2_000))
                    .as("silent connection closed")
                    .isTrue();
        }
    }

    @Test
    void clientThatStopsAfterTheCookie_getsAnErrorAfterTheReadTimeout() throws Exception {
        try (RawPeer p = afterParamExchange()) {
            long t0 = System.nanoTime();
            assertThat(p.readServerError()).isEqualTo(Protocol.IERECVPARAMS);
            assertThat(Duration.ofNanos(System.nanoTime() - t0))
                    .isBetween(
                            Duration.ofMillis(READ_TIMEOUT_MILLIS - 100),
                            Duration.ofMillis(READ_TIMEOUT_MILLIS + 1_500));
            assertThat(p.closedByPeerWithin(2_000)).isTrue();
        }
        servesNextClient();
    }

    @Test
    void malformedParameterJson_isRefusedWithUnableToReceiveParameters() throws Exception {
        try (RawPeer p = afterParamExchange()) {
            p.sendJson("{\"tcp\":true,\"time\":tru");
            assertThat(p.readServerError()).isEqualTo(Protocol.IERECVPARAMS);
            assertThat(p.closedByPeerWithin(2_000)).isTrue();
        }
        servesNextClient();
    }

    @Test
    void parameterOfTheWrongType_isRefused() throws Exception {
        try (RawPeer p = afterParamExchange()) {
            p.sendJson("{\"tcp\":true,\"time\":\"1\",\"parallel\":{}}");
            assertThat(p.readServerError()).isEqualTo(Protocol.IERECVPARAMS);
        }
        servesNextClient();
    }

    @Test
    void hugeLengthPrefix_isRefusedAtOnceWithoutWaitingForTheBody() throws Exception {
        try (RawPeer p = afterParamExchange()) {
            long t0 = System.nanoTime();
            p.send(new byte[] {(byte) 0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff});
            assertThat(p.readServerError()).isEqualTo(Protocol.IERECVPARAMS);
            assertThat(Duration.ofNanos(System.nanoTime() - t0)).isLessThan(Duration.ofMillis(READ_TIMEOUT_MILLIS / 2));
        }
        servesNextClient();
    }

    @Test
    void garbageInsteadOfTheProtocol_isRefused() throws Exception {
        try (RawPeer p = new RawPeer(server.port())) {
            p.send("GET / HTTP/1.1\r\nHost: wirespeed\r\nUser-Agent: curl/8.0\r\nAccept: */*\r\n\r\n"
                    .getBytes(StandardCharsets.US_ASCII));
            // the first 37 bytes pass as a cookie; "Agen" then reads as a 1.2 GB length prefix
            assertThat(p.readState()).isEqualTo(Protocol.PARAM_EXCHANGE);
            assertThat(p.readServerError()).isEqualTo(Protocol.IERECVPARAMS);
            assertThat(p.closedByPeerWithin(2_000)).isTrue();
        }
        servesNextClient();
    }

    @Test
    void durationAboveTheMaximum_stockClientPrintsTheServerError() throws Exception {
        StockIperf3.Run run = StockIperf3.client(server.port(), "-t", "3");

        assertThat(run.exitCode()).isEqualTo(1);
        // 3.12 has no text for error 37 and would print the bare number; it is sent one it can print
        assertThat(run.stderr()).doesNotContain("int_errno");
        assertThat(run.stderr())
                .containsAnyOf(
                        "test duration too long",
                        "client's requested duration exceeds the server's maximum permitted limit");
        servesNextClient();
    }

    @Test
    void eightSilentConnectionsFromOneAddress_doNotLockTheNextClientOut() throws Exception {
        server.close();
        // a long cookie timeout, as in service use: the silent sockets would hold their slots for 10 s
        server = new Iperf3Server(config().withReadTimeoutMillis(10_000), results::add);
        server.start();
        List<RawPeer> silent = new ArrayList<>();
        try {
            for (int i = 0; i < 12; i++) {
                silent.add(new RawPeer(server.port()));
            }
            Thread.sleep(200);
            long start = System.nanoTime();
            servesNextClient();
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(8));
        } finally {
            for (RawPeer p : silent) {
                p.close();
            }
        }
    }

    @Test
    void unlimitedDuration_isAboveTheMaximumToo() throws Exception {
        StockIperf3.Run run = StockIperf3.client(server.port(), "-t", "0");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.stderr()).contains("iperf3: error");
    }

    @Test
    void tooManyStreams_stockClientPrintsTheServerError() throws Exception {
        StockIperf3.Run run = StockIperf3.client(server.port(), "-t", "1", "-P", "5");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.stderr()).contains("parallel streams");
        servesNextClient();
    }

    @Test
    void udpRateAboveTheMaximum_stockClientPrintsTheServerError() throws Exception {
        // 2 x 60 Mbit/s = 120 Mbit/s > 100 Mbit/s
        StockIperf3.Run run = StockIperf3.client(server.port(), "-t", "1", "-u", "-b", "60M", "-P", "2");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.stderr()).contains("total required bandwidth is larger than server limit");
        servesNextClient();
    }

    @Test
    void clientOutsideTheAllowList_isRefused() throws Exception {
        server.close();
        server = new Iperf3Server(config().withAllowedCidrs(List.of("10.0.0.0/8", "fd00::/8")), results::add);
        server.start();

        StockIperf3.Run run = StockIperf3.client(server.port(), "-t", "1");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.stderr()).contains("test authorization failed");
        assertThat(results).isEmpty();
    }

    @Test
    void clientOnTheAllowList_isServed() throws Exception {
        server.close();
        server = new Iperf3Server(config().withAllowedCidrs(List.of("127.0.0.0/8")), results::add);
        server.start();

        servesNextClient();
    }

    @Test
    void clientThatNeverEndsItsTest_isStoppedByTheWatchdog() throws Exception {
        byte[] cookie = Cookie.random();
        try (RawPeer control = new RawPeer(server.port())) {
            control.send(cookie);
            assertThat(control.readState()).isEqualTo(Protocol.PARAM_EXCHANGE);
            control.sendJson("{\"tcp\":true,\"time\":1,\"parallel\":1,\"len\":1024}");
            assertThat(control.readState()).isEqualTo(Protocol.CREATE_STREAMS);
            try (RawPeer data = new RawPeer(server.port())) {
                data.send(cookie);
                assertThat(control.readState()).isEqualTo(Protocol.TEST_START);
                assertThat(control.readState()).isEqualTo(Protocol.TEST_RUNNING);
                long t0 = System.nanoTime();
                // never send TEST_END: time 1 s + omit 0 + grace max(2 s, read timeout 1 s) = 3 s
                assertThat(control.readServerError()).isEqualTo(Protocol.IESERVERTESTDURATIONEXPIRED);
                assertThat(Duration.ofNanos(System.nanoTime() - t0))
                        .isBetween(Duration.ofMillis(2_500), Duration.ofSeconds(5));
                assertThat(data.closedByPeerWithin(2_000)).isTrue();
            }
        }
        servesNextClient();
    }

    @Test
    void dataConnectionWithAForeignCookie_isDenied() throws Exception {
        byte[] cookie = Cookie.random();
        try (RawPeer control = new RawPeer(server.port())) {
            control.send(cookie);
            assertThat(control.readState()).isEqualTo(Protocol.PARAM_EXCHANGE);
            control.sendJson("{\"tcp\":true,\"time\":1,\"parallel\":1}");
            assertThat(control.readState()).isEqualTo(Protocol.CREATE_STREAMS);
            try (RawPeer intruder = new RawPeer(server.port())) {
                intruder.send(Cookie.random());
                assertThat(intruder.readState()).isEqualTo(Protocol.ACCESS_DENIED);
            }
            // the test itself never gets its stream: refused after the read timeout
            assertThat(control.readServerError()).isEqualTo(Protocol.IEACCEPT);
        }
        servesNextClient();
    }

    @Test
    void close_endsARunningTestAndAllItsThreads() throws Exception {
        int port = server.port();
        StockIperf3.Proc client =
                StockIperf3.start(List.of("-c", "127.0.0.1", "-p", String.valueOf(port), "-t", "2", "-P", "2"));
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (server.current().map(p -> p.secondsElapsed() < 0.3).orElse(true) && System.nanoTime() < until) {
            Thread.sleep(20);
        }
        assertThat(server.current()).isPresent();

        server.close();

        StockIperf3.Run run = client.await(Duration.ofSeconds(10));
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.stderr()).contains("the server has terminated");
        assertThat(Thread.getAllStackTraces().keySet())
                .noneMatch(t -> t.getName().startsWith("iperf3-" + port + "-")
                        || t.getName().equals("iperf3-acceptor-" + port));
    }
}
