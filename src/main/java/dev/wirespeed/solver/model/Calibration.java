package dev.wirespeed.solver.model;

/**
 * The current value of each efficiency factor. {@link #PRIORS} uses the priors only; the
 * calibration service supplies values learned from measured runs.
 */
public interface Calibration {

    /** A factor's value now and how many runs moved it (0: the prior). */
    record Value(double value, int runs) {}

    Value value(String key);

    Calibration PRIORS = key -> new Value(Priors.get(key).prior(), 0);
}
