package dev.wirespeed.iperf3;

/**
 * One reporting interval of Wirespeed's own side of a test, summed over the streams of one flow.
 * Times are seconds since TEST_START; intervals inside the client's omit period are flagged.
 */
public record Iperf3Interval(
        Iperf3Result.Flow flow,
        double startSeconds,
        double endSeconds,
        long bytes,
        double bitsPerSecond,
        boolean omitted) {

    public Iperf3Interval {
        if (flow == null || !(endSeconds >= startSeconds) || bytes < 0 || !Double.isFinite(bitsPerSecond)) {
            throw new IllegalArgumentException("bad interval " + flow + " " + startSeconds + "-" + endSeconds);
        }
    }
}
