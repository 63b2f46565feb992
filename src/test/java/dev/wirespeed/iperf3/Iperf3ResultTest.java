package dev.wirespeed.iperf3;

import dev.wirespeed.iperf3.Iperf3Result.Direction;
import dev.wirespeed.iperf3.Iperf3Result.Flow;
import dev.wirespeed.iperf3.Iperf3Result.Protocol;
import dev.wirespeed.iperf3.Iperf3Result.Role;
import dev.wirespeed.iperf3.Iperf3Result.Side;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.OptionalLong;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class Iperf3ResultTest {

    private static Iperf3Result result(Protocol protocol, Direction direction, List<Iperf3FlowResult> flows) {
        return new Iperf3Result(
                Role.SERVER,
                "192.0.2.7",
                40_000,
                "3.12",
                "",
                "",
                protocol,
                direction,
                1,
                2,
                0,
                0,
                0,
                131_072,
                Instant.EPOCH,
                flows,
                List.of(),
                List.of(),
                10,
                20,
                "{}");
    }

    @Test
    void flowRates_areBytesTimesEightOverEachSidesSeconds() {
        // 1 250 000 000 B in 1.0 s = 10 Gbit/s sent; 1 240 000 000 B in 1.0 s = 9.92 Gbit/s received
        Iperf3FlowResult f = Iperf3FlowResult.of(
                Flow.CLIENT_TO_SERVER,
                Side.RECEIVER,
                1_250_000_000L,
                1.0,
                1_240_000_000L,
                1.0,
                OptionalLong.of(12),
                0,
                0,
                0);

        assertThat(f.senderBitsPerSecond()).isEqualTo(10e9);
        assertThat(f.receiverBitsPerSecond()).isEqualTo(9.92e9);
        assertThat(f.receiverRate().gbps()).isEqualTo(9.92);
    }

    @Test
    void summary_isOneLineWithBothSidesAndRetransmits() {
        Iperf3Result r = result(
                Protocol.TCP,
                Direction.NORMAL,
                List.of(Iperf3FlowResult.of(
                        Flow.CLIENT_TO_SERVER,
                        Side.RECEIVER,
                        1_250_000_000L,
                        1.0,
                        1_240_000_000L,
                        1.0,
                        OptionalLong.of(12),
                        0,
                        0,
                        0)));

        assertThat(r.summary())
                .isEqualTo("server tcp normal P1 t=2s peer 192.0.2.7:40000 (client 3.12): client-to-server 9.92 Gbit/s"
                        + " received (10.0 Gbit/s sent, 12 retr)")
                .doesNotContain("\n");
    }

    @Test
    void udpSummary_showsJitterAndLoss() {
        // 2 lost of 200 = 1 %
        Iperf3Result r = result(
                Protocol.UDP,
                Direction.REVERSE,
                List.of(Iperf3FlowResult.of(
                        Flow.SERVER_TO_CLIENT,
                        Side.SENDER,
                        2_500_000,
                        1.0,
                        2_475_000,
                        1.0,
                        OptionalLong.empty(),
                        0.0123,
                        2,
                        200)));

        assertThat(r.summary())
                .endsWith("server-to-client 19.8 Mbit/s received (20.0 Mbit/s sent, jitter 0.012 ms,"
                        + " lost 2/200 (1.0%))");
    }

    @Test
    void bidirNeedsBothFlows() {
        assertThatThrownBy(() -> result(
                        Protocol.TCP,
                        Direction.BIDIR,
                        List.of(Iperf3FlowResult.of(
                                Flow.CLIENT_TO_SERVER, Side.RECEIVER, 1, 1, 1, 1, OptionalLong.empty(), 0, 0, 0))))
                .hasMessageContaining("bidir");
    }
}
