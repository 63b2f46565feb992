package dev.wirespeed.calibration;

import dev.wirespeed.measure.Faults;
import dev.wirespeed.solver.Diagnosis;
import dev.wirespeed.solver.model.Stage;

import java.util.List;

/**
 * What one attached run taught, or why it taught nothing: {@code status} is learned, fault,
 * above-ceiling, outside-bounds, before-reset, no-factor or no-route; {@code weight} is 0 unless
 * learned; {@code scope} names the part (or class) whose factor it moves.
 */
public record RunAssessment(
        String measurementId,
        String planId,
        String flowId,
        double measuredGbps,
        Double predictedGbps,
        Stage bottleneckStage,
        String factor,
        Double impliedFactor,
        double weight,
        String status,
        List<Faults.Fault> faults,
        Diagnosis.Result diagnosis,
        String scope) {

    public RunAssessment {
        faults = faults == null ? List.of() : List.copyOf(faults);
        if (weight < 0 || weight > 1) {
            throw new IllegalArgumentException("a run's weight is 0..1, got " + weight);
        }
    }
}
