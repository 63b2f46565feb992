package dev.wirespeed.iperf3;

/**
 * One data stream of a finished test: Wirespeed's own counters and the peer's for the same stream id.
 *
 * @param retransmits sender's TCP retransmits, -1 if unknown
 */
public record Iperf3StreamResult(
        int id,
        Iperf3Result.Flow flow,
        Iperf3Result.Side localSide,
        long localBytes,
        double localSeconds,
        long peerBytes,
        double peerSeconds,
        long retransmits,
        double jitterMs,
        long lostPackets,
        long totalPackets) {

    public Iperf3StreamResult {
        if (id < 1 || flow == null || localSide == null) {
            throw new IllegalArgumentException("stream id >= 1, flow and side are required");
        }
    }
}
