package dev.wirespeed.measure.parse;

import java.util.Set;

/** Shared invariant checks for the run records. */
final class Checks {

    private Checks() {}

    /**
     * The fastest rate a measured network run can have, in Gbit/s: above every Ethernet standard
     * (the catalog's fastest ports are far below), so a larger figure is a misread or forged output.
     */
    static final double MAX_NETWORK_GBPS = 1000;

    /** A measured network rate: finite, >= 0 and at most {@link #MAX_NETWORK_GBPS}. */
    static void networkRate(String name, Double gbps) {
        rate(name, gbps);
        if (gbps != null && gbps > MAX_NETWORK_GBPS) {
            throw new IllegalArgumentException(name + " must be at most 1,000 Gbit/s (faster than any Ethernet"
                    + " standard), got " + gbps + " Gbit/s");
        }
    }

    /** A long printed figure cut for a message: the whole of a forged 1 MB number helps nobody. */
    static String shorten(String printed) {
        return printed.length() > 40 ? printed.substring(0, 40) + "... (" + printed.length() + " characters)" : printed;
    }

    static void rate(String name, Double gbps) {
        if (gbps != null && (!Double.isFinite(gbps) || gbps < 0)) {
            throw new IllegalArgumentException(name + " must be a finite number >= 0 (Gbit/s), got " + gbps);
        }
    }

    static void oneOf(String name, String value, Set<String> allowed, boolean nullable) {
        if (value == null) {
            if (!nullable) {
                throw new IllegalArgumentException(name + " is required");
            }
            return;
        }
        if (!allowed.contains(value)) {
            throw new IllegalArgumentException(name + " must be one of " + allowed + ", got \"" + value + "\"");
        }
    }
}
