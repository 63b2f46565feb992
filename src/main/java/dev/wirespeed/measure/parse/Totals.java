package dev.wirespeed.measure.parse;

/**
 * One side's end-of-run figures. Rates are in Gbit/s (10^9 bit/s); bytes are bytes (tools print
 * binary units, so "3.50 GBytes" is 3.50 x 2^30 bytes, rounded). Any field the tool did not print is null.
 */
public record Totals(Double gbps, Long bytes, Long retransmits) {

    public Totals {
        Checks.networkRate("gbps", gbps);
        if (bytes != null && bytes < 0) {
            throw new IllegalArgumentException("bytes must be >= 0, got " + bytes);
        }
        if (retransmits != null && retransmits < 0) {
            throw new IllegalArgumentException("retransmits must be >= 0, got " + retransmits);
        }
    }
}
