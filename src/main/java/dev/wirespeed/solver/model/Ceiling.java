package dev.wirespeed.solver.model;

/**
 * One stage's ceiling on a path: where (sender, receiver or the path between), the rate in Gbit/s
 * of TCP payload (goodput) it allows, and why, with the arithmetic. {@code factor} names the
 * calibration factor applied, if any.
 */
public record Ceiling(Stage stage, Side side, double gbps, String why, String factor) {
    public Ceiling {
        if (stage == null || side == null) {
            throw new IllegalArgumentException("a ceiling needs its stage and side");
        }
        if (Double.isNaN(gbps) || gbps < 0) {
            throw new IllegalArgumentException("a ceiling must be >= 0 Gbit/s, got " + gbps + " for " + stage);
        }
    }
}
