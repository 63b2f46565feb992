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
import java.util.List;
import java.util.Map;

/**
 * Learns the model's factors from attached runs, per scope. Each run is judged against the prior
 * prediction of its path: a fault (near 0, collapsed window, tenfold asymmetry) or a figure above
 * the physical ceiling is never learned; otherwise the binding stage's factor moves toward the value
 * the run implies (prior x measured / ceiling, clamped to the factor's physical bounds), weighted by
 * the run's evidence (duration and steadiness), for the part the ceiling belongs to (this CPU, this
 * NIC) most and for its class less ({@link ScopedCalibration}); the global prior never moves. Runs
 * stored before a factor was reset no longer move it.
 */
public final class CalibrationLearning {

    /** A run lasting this long (seconds) or longer carries full weight. */
    public static final double FULL_WEIGHT_SECONDS = 10.0;

    /** Implied factors this far above the bound are rounding, not a figure above the ceiling. */
    static final double BOUND_TOLERANCE = 1.02;

    private CalibrationLearning() {}

    /** The scoped calibration the runs make, and one assessment per run, in input order. */
    public record Learned(ScopedCalibration calibration, List<RunAssessment> assessments) {
        public Learned {
            assessments = List.copyOf(assessments);
        }

        /** Every scope some run moved, with its value now. */
        public List<ScopedCalibration.Learned> learned() {
            return calibration.learned();
        }
    }

    public static Learned learn(List<Evidence> evidence, Map<String, Instant> resets) {
        List<ScopedCalibration.Observation> observations = new ArrayList<>();
        List<RunAssessment> assessments = new ArrayList<>();
        for (Evidence e : evidence) {
            Judged j = judge(e, resets);
            assessments.add(j.assessment());
            if (j.observation() != null) {
                observations.add(j.observation());
            }
        }
        return new Learned(new ScopedCalibration(Calibration.PRIORS, observations), assessments);
    }

    private record Judged(RunAssessment assessment, ScopedCalibration.Observation observation) {}

    /** Judges one run against the prior prediction of its path. */
    private static Judged judge(Evidence e, Map<String, Instant> resets) {
        AttachedRun r = e.run();
        ThroughputRun t = r.run();
        if (e.path() == null) {
            return new Judged(
                    new RunAssessment(
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
                            null,
                            null),
                    null);
        }
        List<Faults.Fault> faults = Faults.of(t, e.reverseGbps());
        Prediction p = ThroughputModel.predict(e.path(), Calibration.PRIORS);
        Diagnosis.Result diag = Diagnosis.diagnose(e.path(), r.gbps(), Faults.variation(t));
        Ceiling b = p.bottleneck();
        String status;
        Double implied = null;
        double weight = 0;
        Calibration.Scope scope = ThroughputModel.scopeOf(e.path(), b);
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
        String scopeLabel = scope.part() != null ? scope.part() : scope.group();
        RunAssessment assessment = new RunAssessment(
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
                diag,
                status.equals("learned") ? scopeLabel : null);
        ScopedCalibration.Observation o = status.equals("learned") && weight > 0
                ? new ScopedCalibration.Observation(
                        b.factor(), scope, Priors.get(b.factor()).clamp(implied), weight)
                : null;
        return new Judged(assessment, o);
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
