package dev.wirespeed.iperf3;

import dev.wirespeed.units.DataRate;

import java.util.OptionalLong;

/**
 * The outcome of one direction of a test, summed over its streams. One side's figures are Wirespeed's
 * own counters ({@link #localSide}), the other side's come from the peer's results blob. Seconds are
 * each side's measured time (after omit), so {@code bitsPerSecond = bytes * 8 / seconds} exactly as the
 * stock client prints them.
 *
 * @param retransmits  TCP retransmits of the sender, if the sending peer reported them
 * @param jitterMs     UDP: receiver's jitter in milliseconds (0 for TCP)
 * @param lostPackets  UDP: datagrams the receiver counted as lost (0 for TCP)
 * @param totalPackets UDP: datagrams the receiver expected (highest sequence seen; 0 for TCP)
 */
public record Iperf3FlowResult(
        Iperf3Result.Flow flow,
        Iperf3Result.Side localSide,
        long senderBytes,
        double senderSeconds,
        double senderBitsPerSecond,
        long receiverBytes,
        double receiverSeconds,
        double receiverBitsPerSecond,
        OptionalLong retransmits,
        double jitterMs,
        long lostPackets,
        long totalPackets) {

    public Iperf3FlowResult {
        if (flow == null || localSide == null || retransmits == null) {
            throw new IllegalArgumentException("flow, localSide and retransmits are required");
        }
        if (senderBytes < 0
                || receiverBytes < 0
                || senderSeconds < 0
                || receiverSeconds < 0
                || !Double.isFinite(senderBitsPerSecond)
                || !Double.isFinite(receiverBitsPerSecond)
                || !Double.isFinite(jitterMs)) {
            throw new IllegalArgumentException("flow figures must be finite and >= 0");
        }
    }

    static Iperf3FlowResult of(
            Iperf3Result.Flow flow,
            Iperf3Result.Side localSide,
            long senderBytes,
            double senderSeconds,
            long receiverBytes,
            double receiverSeconds,
            OptionalLong retransmits,
            double jitterMs,
            long lostPackets,
            long totalPackets) {
        return new Iperf3FlowResult(
                flow,
                localSide,
                senderBytes,
                senderSeconds,
                rate(senderBytes, senderSeconds),
                receiverBytes,
                receiverSeconds,
                rate(receiverBytes, receiverSeconds),
                retransmits,
                jitterMs,
                lostPackets,
                totalPackets);
    }

    static double rate(long bytes, double seconds) {
        return seconds > 0 ? bytes * 8.0 / seconds : 0;
    }

    /** The figure people quote: what arrived. */
    public DataRate receiverRate() {
        return new DataRate(Math.max(0, receiverBitsPerSecond));
    }

    public DataRate senderRate() {
        return new DataRate(Math.max(0, senderBitsPerSecond));
    }

    /** UDP loss in percent of the expected datagrams; 0 for TCP. */
    public double lostPercent() {
        return totalPackets > 0 ? 100.0 * lostPackets / totalPackets : 0;
    }
}
