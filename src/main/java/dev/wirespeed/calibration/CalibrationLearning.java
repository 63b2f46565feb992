package dev.wirespeed.calibration;

import dev.wirespeed.measure.Faults;
import dev.wirespeed.measure.parse.ThroughputRun;
import dev.wirespeed.solver.Diagnosis;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.model.Ceiling;
import dev.wirespeed.solver.model.Prediction;
import dev.wirespeed.solver.model.Priors;
import dev.wirespeed.solver.model.ThroughputModel;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Learns the model's efficiency factors from attached runs. Each run is judged against the prior
 * prediction of its path: a fault (near 0, collapsed window, tenfold asymmetry) or a figure above
 * the physical ceiling is never learned; otherwise the binding stage's factor moves toward the value
 * the run implies (prior x measured / ceiling), weighted by the run's evidence (duration and
 * steadiness) against a prior worth one run, and clamped to the factor's physical bounds. Runs
 * stored before a factor was reset no longer move it.
 */
public final class CalibrationLearning {

    /** How many runs' worth of weight the prior carries. */
    public static final double PRIOR_WEIGHT = 1.0;

    /** A run lasting this long (seconds) or longer carries full weight. */
    public static final double FULL_WEIGHT_SECONDS = 10.0;

    /** Implied factors this far above the bound are rounding, not a figure above the ceiling. */
    static final double BOUND_TOLERANCE = 1.02;

    private CalibrationLearning() {}

    /** The learned values of the factors some run moved, and one assessment per run, in input order. */
    public record Learned(Map<String, Calibration.Value> values, List<RunAssessment> assessments) {
        public Learned {
            values = Map.copyOf(values);
            assessments = List.copyOf(assessments);
        }

        /** The calibration these values make: learned where a run moved a factor, the prior elsewhere. */
        public Calibration calibration() {
            return key -> values.getOrDefault(
                    key, new Calibration.Value(Priors.get(key).prior(), 0));
        }
    }

    public static Learned learn(List<Evidence> evidence, Map<String, Instant> resets) {
        Map<String, double[]> sums = new LinkedHashMap<>();
        Map<String, Integer> counts = new HashMap<>();
        List<RunAssessment> assessments = new ArrayList<>();
        for (Evidence e : evidence) {
            RunAssessment a = assess(e, resets);
            assessments.add(a);
            if (a.status().equals("learned")) {
                Priors.Factor f = Priors.get(a.factor());
                double[] s = sums.computeIfAbsent(f.key(), k -> new double[2]);
                s[0] += a.weight() * f.clamp(a.impliedFactor());
                s[1] += a.weight();
                counts.merge(f.key(), 1, Integer::sum);
            }
        }
        Map<String, Calibration.Value> values = new HashMap<>();
        for (var e : sums.entrySet()) {
            Priors.Factor f = Priors.get(e.getKey());
            double v = (PRIOR_WEIGHT * f.prior() + e.getValue()[0]) / (PRIOR_WEIGHT + e.getValue()[1]);
            values.put(e.getKey(), new Calibration.Value(f.clamp(v), counts.get(e.getKey())));
        }
        return new Learned(values, assessments);
    }

    /** Judges one run against the prior prediction of its path. */
    static RunAssessment assess(Evidence e, Map<String, Instant> resets) {
        AttachedRun r = e.run();
        ThroughputRun t = r.run();
        if (e.path() == null) {
            return new RunAssessment(
                    r.measurementId(),
                    r.planId(),
                    r.flowId(),
                    r.gbps(),
                    null,
                    null,
                    null,
                    null,
                    0,
                    "no-route",
                    List.of(),
                    null);
        }
        List<Faults.Fault> faults = Faults.of(t, e.reverseGbps());
        Prediction p = ThroughputModel.predict(e.path(), Calibration.PRIORS);
        Diagnosis.Result diag = Diagnosis.diagnose(e.path(), r.gbps(), Faults.variation(t));
        Ceiling b = p.bottleneck();
        String status;
        Double implied = null;
        double weight = 0;
        if (!faults.isEmpty()) {
            status = "fault";
        } else if (diag.aboveCeiling()) {
            status = "above-ceiling";
        } else if (b.factor() == null) {
            status = "no-factor";
        } else {
            Priors.Factor f = Priors.get(b.factor());
            implied = f.prior() * r.gbps() / b.gbps();
            Instant resetAt = resets.get(f.key());
            if (implied > f.max() * BOUND_TOLERANCE) {
                status = "above-ceiling";
            } else if (implied < f.min()) {
                status = "outside-bounds";
            } else if (resetAt != null && r.storedAt().isBefore(resetAt)) {
                status = "before-reset";
            } else {
                status = "learned";
                weight = weight(t);
            }
        }
        return new RunAssessment(
                r.measurementId(),
                r.planId(),
                r.flowId(),
                r.gbps(),
                p.gbps(),
                b.stage(),
                b.factor(),
                implied,
                weight,
                status,
                faults,
                diag);
    }

    /**
     * Evidence weight of a run, 0..1: full weight from 10 s on, less for shorter runs (no duration:
     * half), times steadiness 1 - 2 x the interval coefficient of variation (at least 0.2; no
     * intervals: 0.8).
     */
    public static double weight(ThroughputRun t) {
        double d = t.durationSeconds() == null ? 0.5 : Math.min(1, t.durationSeconds() / FULL_WEIGHT_SECONDS);
        Double cv = Faults.variation(t);
        double steady = cv == null ? 0.8 : Math.max(0.2, 1 - 2 * cv);
        return d * steady;
    }
}
