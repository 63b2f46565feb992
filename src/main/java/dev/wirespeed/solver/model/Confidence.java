package dev.wirespeed.solver.model;

import dev.wirespeed.units.Spelling;

/**
 * How far a prediction can be trusted, read from the width of its 80% range: high when the range
 * spans at most 15% (wire-bound paths), medium up to a factor 1.6, low beyond (CPU-bound paths whose
 * CPU is a role default).
 */
public enum Confidence {
    HIGH,
    MEDIUM,
    LOW;

    static final double HIGH_MAX_RATIO = 1.15;
    static final double MEDIUM_MAX_RATIO = 1.6;

    /** The confidence of a range [low, high]: its width as the ratio high / low. */
    public static Confidence of(Prediction.Range r) {
        if (r.low() <= 0) {
            return LOW;
        }
        double ratio = r.high() / r.low();
        return ratio <= HIGH_MAX_RATIO ? HIGH : ratio <= MEDIUM_MAX_RATIO ? MEDIUM : LOW;
    }

    @Override
    public String toString() {
        return Spelling.kebab(this);
    }
}
