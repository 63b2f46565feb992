package dev.wirespeed.iperf3;

import dev.wirespeed.iperf3.Iperf3Result.Flow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/** Embedded client against embedded server, and the client's failure reasons. Needs no iperf3 binary. */
class Iperf3ClientServerIT {

    private final Iperf3Client client = new Iperf3Client(Duration.ofSeconds(2), Duration.ofMillis(1_500));
    private final BlockingQueue<Iperf3Result> serverResults = new LinkedBlockingQueue<>();
    private Iperf3Server server;

    @BeforeEach
    void start() throws Exception {
        server = new Iperf3Server(
                Iperf3ServerConfig.defaults(InetAddress.getByName("127.0.0.1"), 0)
                        .withMaxDurationSeconds(2)
                        .withReadTimeoutMillis(1_500),
                serverResults::add);
        server.start();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private Iperf3ClientOptions options() {
        return Iperf3ClientOptions.tcp("127.0.0.1").withPort(server.port()).withDurationSeconds(1);
    }

    private void bothSidesAgree(UnaryOperator<Iperf3ClientOptions> mode) throws Exception {
        Iperf3Result c = client.run(mode.apply(options()));
        Iperf3Result s = serverResults.poll(5, TimeUnit.SECONDS);

        assertThat(s).isNotNull();
        assertThat(s.direction()).isEqualTo(c.direction());
        assertThat(s.flows()).hasSameSizeAs(c.flows());
        for (Iperf3FlowResult cf : c.flows()) {
            Iperf3FlowResult sf = s.flow(cf.flow()).orElseThrow();
            // both ends hold the same exchanged numbers, each from its own side
            assertThat(sf.senderBytes()).isEqualTo(cf.senderBytes());
            assertThat(sf.receiverBytes()).isEqualTo(cf.receiverBytes());
            assertThat(sf.senderSeconds()).isCloseTo(cf.senderSeconds(), within(1e-6));
            assertThat(sf.localSide()).isNotEqualTo(cf.localSide());
            assertThat(cf.receiverBytes()).isPositive();
        }
    }

    @Test
    void tcpNormalReverseBidir_bothSidesAgree() throws Exception {
        bothSidesAgree(o -> o);
        bothSidesAgree(Iperf3ClientOptions::withReverse);
        bothSidesAgree(o -> o.withBidir().withStreams(2));
    }

    @Test
    void udp_bothSidesAgree() throws Exception {
        bothSidesAgree(o -> o.withUdp(10_000_000).withStreams(2));
        bothSidesAgree(o -> o.withUdp(10_000_000).withReverse());
    }

    @Test
    void omittedSeconds_areNotCounted() throws Exception {
        Iperf3Result c = client.run(options().withOmitSeconds(1));

        assertThat(c.flows().get(0).senderSeconds()).isCloseTo(1.0, within(0.1));
        assertThat(c.intervals()).anyMatch(Iperf3Interval::omitted).anyMatch(i -> !i.omitted());
    }

    @Test
    void serverRefusingTheDuration_isAServerErrorWithItsNumber() {
        assertThatThrownBy(() -> client.run(options().withDurationSeconds(3)))
                .isInstanceOfSatisfying(Iperf3Exception.class, e -> {
                    assertThat(e.reason()).isEqualTo(Iperf3Exception.Reason.SERVER_ERROR);
                    assertThat(e.serverErrorCode()).isEqualTo(37);
                })
                .hasMessageContaining("exceeds the server's maximum");
    }

    @Test
    void busyServer_isBusy() throws Exception {
        CompletableFuture<Iperf3Result> first = CompletableFuture.supplyAsync(() -> {
            try {
                return client.run(options().withDurationSeconds(2));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (server.current().isEmpty() && System.nanoTime() < until) {
            Thread.sleep(10);
        }

        assertThatThrownBy(() -> client.run(options()))
                .isInstanceOfSatisfying(
                        Iperf3Exception.class, e -> assertThat(e.reason()).isEqualTo(Iperf3Exception.Reason.BUSY));
        assertThat(first.get(10, TimeUnit.SECONDS).flow(Flow.CLIENT_TO_SERVER)).isPresent();
    }

    @Test
    void nothingListening_isRefused() throws Exception {
        int port = StockIperf3.freePort();

        assertThatThrownBy(() -> client.run(Iperf3ClientOptions.tcp("127.0.0.1").withPort(port)))
                .isInstanceOfSatisfying(
                        Iperf3Exception.class, e -> assertThat(e.reason()).isEqualTo(Iperf3Exception.Reason.REFUSED))
                .hasMessageContaining("refused");
    }

    @Test
    void serverThatNeverSpeaks_timesOut() throws Exception {
        try (ServerSocket dead = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            CompletableFuture<Socket> held = CompletableFuture.supplyAsync(() -> {
                try {
                    return dead.accept();
                } catch (Exception e) {
                    return null;
                }
            });
            long t0 = System.nanoTime();

            assertThatThrownBy(() ->
                            client.run(Iperf3ClientOptions.tcp("127.0.0.1").withPort(dead.getLocalPort())))
                    .isInstanceOfSatisfying(Iperf3Exception.class, e -> assertThat(e.reason())
                            .isEqualTo(Iperf3Exception.Reason.TIMEOUT))
                    .hasMessageContaining("sent nothing for 1500 ms while we waited for the parameter request");
            assertThat(Duration.ofNanos(System.nanoTime() - t0)).isLessThan(Duration.ofSeconds(4));
            Socket s = held.get(1, TimeUnit.SECONDS);
            if (s != null) {
                s.close();
            }
        }
    }

    @Test
    void serverThatHangsUp_isALostConnection() throws Exception {
        try (ServerSocket rude = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            CompletableFuture.runAsync(() -> {
                try (Socket s = rude.accept()) {
                    s.getInputStream().readNBytes(37);
                } catch (Exception ignored) {
                    // test ends
                }
            });

            assertThatThrownBy(() ->
                            client.run(Iperf3ClientOptions.tcp("127.0.0.1").withPort(rude.getLocalPort())))
                    .isInstanceOfSatisfying(Iperf3Exception.class, e -> assertThat(e.reason())
                            .isEqualTo(Iperf3Exception.Reason.CONNECTION_LOST));
        }
    }
}
