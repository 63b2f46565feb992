package dev.wirespeed.iperf3;

/**
 * Loss, reordering and jitter of one received UDP stream, as iperf3 receivers compute them (design
 * section 6.3): "packets" is the highest sequence number seen, a gap adds to the lost count and a late
 * datagram takes one back; jitter is the RFC 1889 running estimate (1/16 gain) of transit-time
 * differences, in seconds.
 */
final class UdpReceiveStats {

    /** Values at one instant; omitted* are the counts at the end of the omit period. */
    record Snapshot(
            long packets, long errors, long outOfOrder, double jitterSeconds, long omittedPackets, long omittedErrors) {

        long countedPackets() {
            return packets - omittedPackets;
        }

        long countedErrors() {
            return errors - omittedErrors;
        }
    }

    private long packetCount;
    private long errors;
    private long outOfOrder;
    private double jitter;
    private double previousTransit;
    private boolean haveTransit;
    private long omittedPackets;
    private long omittedErrors;

    /**
     * @param seq            sequence number from the header (first datagram is 1)
     * @param sentSeconds    sender's timestamp
     * @param arrivalSeconds our monotonic clock at arrival
     */
    synchronized void onDatagram(long seq, double sentSeconds, double arrivalSeconds) {
        if (seq > packetCount) {
            errors += seq - packetCount - 1;
            packetCount = seq;
        } else {
            outOfOrder++;
            if (errors > 0) {
                errors--;
            }
        }
        double transit = arrivalSeconds - sentSeconds;
        if (haveTransit) {
            double d = Math.abs(transit - previousTransit);
            jitter += (d - jitter) / 16.0;
        }
        previousTransit = transit;
        haveTransit = true;
    }

    /** End of the omit period: later reports count from here; jitter restarts. */
    synchronized void omitEnded() {
        omittedPackets = packetCount;
        omittedErrors = errors;
        jitter = 0;
    }

    synchronized Snapshot snapshot() {
        return new Snapshot(packetCount, errors, outOfOrder, jitter, omittedPackets, omittedErrors);
    }
}
