package dev.wirespeed.iperf3;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirespeed.iperf3.Iperf3Result.Flow;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The embedded client against stock {@code iperf3 -s -1 -J} on a free port. The server's own figures
 * (what it printed) must be what our result holds for the server's side, within 1 %.
 */
class Iperf3ClientIT {

    private final Iperf3Client client = new Iperf3Client(Duration.ofSeconds(2), Duration.ofSeconds(5));

    @BeforeAll
    static void needsIperf3() {
        StockIperf3.requireOrSkip();
    }

    static Stream<Arguments> modes() {
        return Stream.of(
                Arguments.of("tcp", (UnaryOperator<Iperf3ClientOptions>) o -> o),
                Arguments.of("tcp -R", (UnaryOperator<Iperf3ClientOptions>) Iperf3ClientOptions::withReverse),
                Arguments.of("tcp --bidir", (UnaryOperator<Iperf3ClientOptions>) Iperf3ClientOptions::withBidir),
                Arguments.of("tcp -P 4", (UnaryOperator<Iperf3ClientOptions>) o -> o.withStreams(4)),
                Arguments.of("tcp -O 1 -T", (UnaryOperator<Iperf3ClientOptions>)
                        o -> o.withOmitSeconds(1).withTitle("wirespeed-it")),
                Arguments.of("udp -b 20M", (UnaryOperator<Iperf3ClientOptions>) o -> o.withUdp(20_000_000)),
                Arguments.of("udp -b 20M -R", (UnaryOperator<Iperf3ClientOptions>)
                        o -> o.withUdp(20_000_000).withReverse()),
                Arguments.of("udp -b 10M --bidir -P 2", (UnaryOperator<Iperf3ClientOptions>)
                        o -> o.withUdp(10_000_000).withBidir().withStreams(2)));
    }

    /** Runs against a stock server started just before; retries while it is not yet listening. */
    private Iperf3Result runAgainstFreshServer(Iperf3ClientOptions o) throws Exception {
        long until = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (true) {
            try {
                return client.run(o);
            } catch (Iperf3Exception e) {
                if (e.reason() != Iperf3Exception.Reason.REFUSED || System.nanoTime() > until) {
                    throw e;
                }
                Thread.sleep(50);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("modes")
    void againstStockServer_resultHoldsWhatTheServerPrinted(String name, UnaryOperator<Iperf3ClientOptions> mode)
            throws Exception {
        int port = StockIperf3.freePort();
        StockIperf3.Proc server = StockIperf3.start(List.of("-s", "-1", "-p", String.valueOf(port), "-J"));
        Iperf3ClientOptions o =
                mode.apply(Iperf3ClientOptions.tcp("127.0.0.1").withPort(port).withDurationSeconds(1));
        Iperf3Result r;
        try {
            r = runAgainstFreshServer(o);
        } catch (IOException e) {
            server.kill();
            throw e;
        }
        StockIperf3.Run run = server.await(Duration.ofSeconds(15));
        assertThat(run.exitCode()).as(run.output()).isZero();
        JsonNode end = run.json().get("end");

        assertThat(r.role()).isEqualTo(Iperf3Result.Role.CLIENT);
        assertThat(r.peerAddress()).isEqualTo("127.0.0.1");
        assertThat(r.peerPort()).isEqualTo(port);
        assertThat(r.clientVersion()).isEqualTo(Iperf3Client.VERSION);
        assertThat(r.title()).isEqualTo(o.title());
        assertThat(r.peerResultsJson()).contains("\"streams\"");
        int compared = 0;
        for (Iterator<Map.Entry<String, JsonNode>> it = end.properties().iterator(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String key = e.getKey();
            JsonNode sum = e.getValue();
            if (!(key.startsWith("sum_sent") || key.startsWith("sum_received"))
                    || sum.path("bytes").asLong() == 0) {
                continue; // "sum"/"sum_bidir_reverse" mix sides; zero sums are the side a server cannot know before the
                // exchange
            }
            if (key.startsWith("sum_sent")) {
                Iperf3FlowResult f = r.flow(Flow.SERVER_TO_CLIENT).orElseThrow();
                Interop.sideMatches(name + " server sent (" + key + ")", sum, f.senderBytes(), f.senderBitsPerSecond());
                assertThat((double) f.receiverBytes())
                        .as("we received most of it")
                        .isGreaterThan(0.9 * f.senderBytes());
            } else {
                Iperf3FlowResult f = r.flow(Flow.CLIENT_TO_SERVER).orElseThrow();
                Interop.sideMatches(
                        name + " server received (" + key + ")", sum, f.receiverBytes(), f.receiverBitsPerSecond());
                // each side ends its omit period on its own clock, so with -O the sides may differ a little
                double slack = r.omitSeconds() > 0 ? 0.95 : 0.999;
                assertThat((double) f.senderBytes())
                        .as("we sent at least that")
                        .isGreaterThanOrEqualTo(slack * f.receiverBytes());
                if (r.protocol() == Iperf3Result.Protocol.UDP && r.direction() != Iperf3Result.Direction.BIDIR) {
                    Interop.udpReceiverMatches(name, sum, f);
                }
            }
            compared++;
        }
        assertThat(compared)
                .as("server sums compared")
                .isEqualTo(r.direction() == Iperf3Result.Direction.BIDIR ? 2 : 1);
        if (r.protocol() == Iperf3Result.Protocol.UDP) {
            for (Iperf3FlowResult f : r.flows()) {
                // 20 Mbit/s (or 2 x 10) for 1 s in 1460-byte datagrams: about 1712 expected
                assertThat(f.totalPackets()).as("datagrams").isBetween(1500L, 1900L);
                assertThat(f.senderBitsPerSecond()).isBetween(18e6, 22e6);
            }
        }
    }

    @Test
    void busyStockServer_isReportedAsBusy() throws Exception {
        int port = StockIperf3.freePort();
        StockIperf3.Proc server = StockIperf3.start(List.of("-s", "-1", "-p", String.valueOf(port)));
        Thread.sleep(300);
        StockIperf3.Proc other = StockIperf3.start(List.of("-c", "127.0.0.1", "-p", String.valueOf(port), "-t", "2"));
        Thread.sleep(700);
        try {
            assertThatThrownBy(() -> client.run(
                            Iperf3ClientOptions.tcp("127.0.0.1").withPort(port).withDurationSeconds(1)))
                    .isInstanceOfSatisfying(
                            Iperf3Exception.class, e -> assertThat(e.reason()).isEqualTo(Iperf3Exception.Reason.BUSY))
                    .hasMessageContaining("busy");
        } finally {
            assertThat(other.await(Duration.ofSeconds(15)).exitCode()).isZero();
            server.await(Duration.ofSeconds(15));
        }
    }
}
