package dev.wirespeed.measure.parse;

/**
 * One reporting interval of a run: seconds from the start of the test, the rate in Gbit/s, and for
 * TCP senders the retransmits in the interval and the congestion window in bytes (null when not printed).
 */
public record Interval(double start, double end, double gbps, Long retransmits, Long cwndBytes) {

    public Interval {
        if (!Double.isFinite(start) || !Double.isFinite(end) || start < 0 || end < start) {
            throw new IllegalArgumentException("an interval needs 0 <= start <= end, got " + start + "-" + end);
        }
        Checks.networkRate("gbps", gbps);
        if (retransmits != null && retransmits < 0) {
            throw new IllegalArgumentException("retransmits must be >= 0, got " + retransmits);
        }
        if (cwndBytes != null && cwndBytes < 0) {
            throw new IllegalArgumentException("cwndBytes must be >= 0, got " + cwndBytes);
        }
    }
}
