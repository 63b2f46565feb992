package dev.wirespeed.iperf3;

import com.fasterxml.jackson.databind.JsonNode;
import org.assertj.core.data.Percentage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** Comparisons between an {@link Iperf3Result} and the figures stock iperf3 printed with -J. */
final class Interop {

    private Interop() {}

    /** Both figures agree within 1 % (of the stock figure). */
    static void within1Percent(String what, double ours, double stock) {
        if (stock == 0) {
            assertThat(ours).as(what).isCloseTo(0, within(1e-9));
        } else {
            assertThat(ours).as(what + " (stock printed " + stock + ")").isCloseTo(stock, Percentage.withPercentage(1));
        }
    }

    /** A stock "sum_*" object against one side of a flow. */
    static void sideMatches(String what, JsonNode sum, long bytes, double bitsPerSecond) {
        assertThat(sum.isMissingNode()).as(what + " missing in stock JSON").isFalse();
        within1Percent(what + " bytes", bytes, sum.get("bytes").asDouble());
        within1Percent(
                what + " bits/s", bitsPerSecond, sum.get("bits_per_second").asDouble());
    }

    /** UDP quality figures of a stock "sum_received" object against the receiving side of a flow. */
    static void udpReceiverMatches(String what, JsonNode sum, Iperf3FlowResult f) {
        assertThat(f.lostPackets())
                .as(what + " lost")
                .isEqualTo(sum.get("lost_packets").asLong());
        within1Percent(what + " packets", f.totalPackets(), sum.get("packets").asDouble());
        within1Percent(what + " jitter ms", f.jitterMs(), sum.get("jitter_ms").asDouble());
    }
}
