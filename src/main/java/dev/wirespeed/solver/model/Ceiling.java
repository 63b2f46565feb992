package dev.wirespeed.solver.model;

import dev.wirespeed.text.Phrase;

/**
 * One stage's ceiling on a path: where (sender, receiver or the path between), the rate in Gbit/s
 * of TCP payload (goodput) it allows, and why, with the arithmetic, as a phrase a page can show in its
 * language ({@link #why()} is the English). {@code factor} names the calibration factor applied, if any.
 */
public record Ceiling(Stage stage, Side side, double gbps, Phrase reason, String factor) {
    public Ceiling {
        if (stage == null || side == null) {
            throw new IllegalArgumentException("a ceiling needs its stage and side");
        }
        if (Double.isNaN(gbps) || gbps < 0) {
            throw new IllegalArgumentException("a ceiling must be >= 0 Gbit/s, got " + gbps + " for " + stage);
        }
        if (reason == null) {
            throw new IllegalArgumentException("a ceiling needs its reason, got none for " + stage);
        }
    }

    /** A ceiling whose reason is given in English only (shown as written in every language). */
    public Ceiling(Stage stage, Side side, double gbps, String why, String factor) {
        this(stage, side, gbps, Phrase.verbatim(why), factor);
    }

    /** The arithmetic in English: what JSON and the CLI show. */
    public String why() {
        return reason.english();
    }
}
