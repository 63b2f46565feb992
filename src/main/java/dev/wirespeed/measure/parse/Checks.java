package dev.wirespeed.measure.parse;

import java.util.Set;

/** Shared invariant checks for the run records. */
final class Checks {

    private Checks() {
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
