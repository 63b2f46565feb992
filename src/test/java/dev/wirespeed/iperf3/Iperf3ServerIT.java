package dev.wirespeed.iperf3;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirespeed.iperf3.Iperf3Result.Direction;
import dev.wirespeed.iperf3.Iperf3Result.Flow;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.net.InetAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Stock iperf3 clients against the embedded server on 127.0.0.1, one mode per case. Every case checks
 * that the stored result holds the figures the stock client printed in its -J output (within 1 %),
 * sender and receiver, per direction.
 */
class Iperf3ServerIT {

    static final int MAX_DURATION = 2;
    private static Iperf3Server server;
    private static final BlockingQueue<Iperf3Result> RESULTS = new LinkedBlockingQueue<>();

    @BeforeAll
    static void startServer() throws Exception {
        StockIperf3.requireOrSkip();
        server = new Iperf3Server(
                Iperf3ServerConfig.defaults(InetAddress.getByName("127.0.0.1"), 0)
                        .withMaxDurationSeconds(MAX_DURATION)
                        .withMaxStreams(16)
                        .withMaxUdpBitsPerSecond(200_000_000)
                        .withReadTimeoutMillis(1_500),
                RESULTS::add);
        server.start();
    }

    @AfterAll
    static void stopServer() {
        if (server != null) {
            server.close();
        }
    }

    static Stream<Arguments> modes() {
        return Stream.of(
                Arguments.of("tcp", Direction.NORMAL, List.of("-t", "1")),
                Arguments.of("tcp -P 4", Direction.NORMAL, List.of("-t", "1", "-P", "4")),
                Arguments.of("tcp -P 16", Direction.NORMAL, List.of("-t", "1", "-P", "16")),
                Arguments.of("tcp -R", Direction.REVERSE, List.of("-t", "1", "-R")),
                Arguments.of("tcp -R -P 4", Direction.REVERSE, List.of("-t", "1", "-R", "-P", "4")),
                Arguments.of("tcp --bidir", Direction.BIDIR, List.of("-t", "1", "--bidir")),
                Arguments.of("tcp --bidir -P 3", Direction.BIDIR, List.of("-t", "1", "--bidir", "-P", "3")),
                Arguments.of("tcp -t max", Direction.NORMAL, List.of("-t", String.valueOf(MAX_DURATION))),
                Arguments.of("tcp -O 1", Direction.NORMAL, List.of("-t", "1", "-O", "1")),
                Arguments.of("tcp -R -O 1", Direction.REVERSE, List.of("-t", "1", "-O", "1", "-R")),
                Arguments.of("tcp -n 40M", Direction.NORMAL, List.of("-n", "40M")),
                Arguments.of("tcp -R -n 40M", Direction.REVERSE, List.of("-n", "40M", "-R")),
                Arguments.of("tcp -k 300", Direction.NORMAL, List.of("-k", "300")),
                Arguments.of("tcp -l 64K", Direction.NORMAL, List.of("-t", "1", "-l", "64K")),
                Arguments.of("tcp -w 256K", Direction.NORMAL, List.of("-t", "1", "-w", "256K")),
                Arguments.of(
                        "tcp -R -w 256K -l 16K",
                        Direction.REVERSE,
                        List.of("-t", "1", "-R", "-w", "256K", "-l", "16K")),
                Arguments.of(
                        "tcp --get-server-output -T -extra",
                        Direction.NORMAL,
                        List.of("-t", "1", "--get-server-output", "-T", "lab-a", "--extra-data", "rack 4")),
                Arguments.of("udp -b 20M", Direction.NORMAL, List.of("-t", "1", "-u", "-b", "20M")),
                Arguments.of("udp -b 10M -P 4", Direction.NORMAL, List.of("-t", "1", "-u", "-b", "10M", "-P", "4")),
                Arguments.of(
                        "udp -b 20M -R --udp-counters-64bit",
                        Direction.REVERSE,
                        List.of("-t", "1", "-u", "-b", "20M", "-R", "--udp-counters-64bit")),
                Arguments.of(
                        "udp -b 20M --udp-counters-64bit -l 1400",
                        Direction.NORMAL,
                        List.of("-t", "1", "-u", "-b", "20M", "--udp-counters-64bit", "-l", "1400")),
                Arguments.of(
                        "udp --bidir -b 10M -P 2",
                        Direction.BIDIR,
                        List.of("-t", "1", "-u", "-b", "10M", "--bidir", "-P", "2")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("modes")
    void stockClientCompletes_andResultHoldsWhatItPrinted(String name, Direction direction, List<String> options)
            throws Exception {
        RESULTS.clear();
        List<String> args = new ArrayList<>(options);
        args.add("-J");
        StockIperf3.Run run = StockIperf3.client(server.port(), args.toArray(String[]::new));

        assertThat(run.exitCode()).as(run.output()).isZero();
        JsonNode j = run.json();
        assertThat(j.has("error")).as(run.stdout()).isFalse();
        Iperf3Result r = RESULTS.poll(10, TimeUnit.SECONDS);
        assertThat(r).as("result delivered").isNotNull();

        assertThat(r.role()).isEqualTo(Iperf3Result.Role.SERVER);
        assertThat(r.direction()).isEqualTo(direction);
        assertThat(r.protocol().id().toUpperCase())
                .isEqualTo(j.at("/start/test_start/protocol").asText());
        assertThat(r.streams()).isEqualTo(j.at("/start/test_start/num_streams").asInt());
        assertThat(r.durationSeconds())
                .isEqualTo(j.at("/start/test_start/duration").asInt());
        assertThat(r.omitSeconds()).isEqualTo(j.at("/start/test_start/omit").asInt());
        assertThat(r.blockSize()).isEqualTo(j.at("/start/test_start/blksize").asInt());
        assertThat(r.clientVersion())
                .isEqualTo("3.12".equals(r.clientVersion()) ? "3.12" : r.clientVersion())
                .isNotEmpty();
        assertThat(r.peerAddress()).isEqualTo("127.0.0.1");
        assertThat(r.peerResultsJson()).startsWith("{").contains("\"streams\"");
        assertThat(r.summary()).startsWith("server " + r.protocol().id() + " " + direction.id());

        JsonNode end = j.get("end");
        switch (direction) {
            case NORMAL -> flowMatches(
                    "client-to-server",
                    end.get("sum_sent"),
                    end.get("sum_received"),
                    r.flow(Flow.CLIENT_TO_SERVER).orElseThrow());
            case REVERSE -> flowMatches(
                    "server-to-client",
                    end.get("sum_sent"),
                    end.get("sum_received"),
                    r.flow(Flow.SERVER_TO_CLIENT).orElseThrow());
            case BIDIR -> {
                flowMatches(
                        "client-to-server",
                        end.get("sum_sent"),
                        end.get("sum_received"),
                        r.flow(Flow.CLIENT_TO_SERVER).orElseThrow());
                bidirReverseMatches(end, r.flow(Flow.SERVER_TO_CLIENT).orElseThrow());
            }
        }
        if (r.protocol() == Iperf3Result.Protocol.UDP && direction != Direction.BIDIR) {
            Interop.udpReceiverMatches("udp", end.get("sum_received"), r.flows().get(0));
        }
        // our own intervals: roughly one per second of the test, omitted ones flagged
        assertThat(r.intervals()).isNotEmpty();
        assertThat(r.intervals().stream().anyMatch(Iperf3Interval::omitted)).isEqualTo(r.omitSeconds() > 0);
        if (args.contains("--get-server-output")) {
            assertThat(j.path("server_output_text").asText()).contains("Accepted connection from 127.0.0.1");
            assertThat(r.title()).isEqualTo("lab-a");
            assertThat(r.extraData()).isEqualTo("rack 4");
        }
    }

    /**
     * iperf3 3.12 computes all four bidir sums with the durations of its first stream, a client-to-server
     * one: "sender" sums use the client's own time, "receiver"
     * sums the server's. For the server-to-client sums that swaps the sides (stock client against stock
     * server shows the same). So: bytes as printed; rates as printed once each side's bytes are put over
     * that side's own time, which the same JSON states (server's time = sum_received.seconds, client's
     * time = sum_sent.seconds).
     */
    private static void bidirReverseMatches(JsonNode end, Iperf3FlowResult f) {
        JsonNode sent = end.get("sum_sent_bidir_reverse");
        JsonNode received = end.get("sum_received_bidir_reverse");
        double serverSeconds = end.at("/sum_received/seconds").asDouble();
        double clientSeconds = end.at("/sum_sent/seconds").asDouble();
        if (sent.get("seconds").asDouble() != clientSeconds) { // a client without the quirk: compare directly
            flowMatches("server-to-client", sent, received, f);
            return;
        }
        Interop.within1Percent(
                "server-to-client sender bytes",
                f.senderBytes(),
                sent.get("bytes").asDouble());
        Interop.within1Percent(
                "server-to-client receiver bytes",
                f.receiverBytes(),
                received.get("bytes").asDouble());
        Interop.within1Percent(
                "server-to-client sender bits/s",
                f.senderBitsPerSecond(),
                sent.get("bytes").asDouble() * 8 / serverSeconds);
        Interop.within1Percent(
                "server-to-client receiver bits/s",
                f.receiverBitsPerSecond(),
                received.get("bytes").asDouble() * 8 / clientSeconds);
        assertThat(f.receiverBytes()).as("server-to-client received something").isPositive();
    }

    private static void flowMatches(String what, JsonNode sent, JsonNode received, Iperf3FlowResult f) {
        Interop.sideMatches(what + " sender", sent, f.senderBytes(), f.senderBitsPerSecond());
        Interop.sideMatches(what + " receiver", received, f.receiverBytes(), f.receiverBitsPerSecond());
        assertThat(f.receiverBytes()).as(what + " received something").isPositive();
    }

    @Test
    void clientVersionIsRecorded() throws Exception {
        RESULTS.clear();
        StockIperf3.Run run = StockIperf3.client(server.port(), "-t", "1");
        assertThat(run.exitCode()).as(run.output()).isZero();
        Iperf3Result r = RESULTS.poll(10, TimeUnit.SECONDS);

        String version = run.stdout().isEmpty()
                ? ""
                : StockIperf3.run(Duration.ofSeconds(5), List.of("--version")).stdout();
        assertThat(version).contains("iperf " + r.clientVersion());
    }
}
