package dev.wirespeed.solver.model;

import java.util.List;

/**
 * What the model predicts for a path: receiver-side goodput in Gbit/s, the binding stage, every
 * stage considered (ascending), the assumptions it made, and whether calibration moved it.
 */
public record Prediction(
        double gbps,
        Ceiling bottleneck,
        List<Ceiling> stages,
        List<String> assumptions,
        CalibrationEffect calibration) {

    /** How calibration changed this prediction: the uncalibrated figure and the factors used. */
    public record CalibrationEffect(
            boolean applied, double uncalibratedGbps, double deltaGbps, List<FactorUse> factors) {}

    /** A calibration factor that touched this path: its prior, its value now and the runs behind it. */
    public record FactorUse(String key, double prior, double value, int runs) {}
}
