package dev.wirespeed.app;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.measure.Faults;
import dev.wirespeed.measure.parse.ThroughputRun;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.Diagnosis;
import dev.wirespeed.solver.PlanEvaluator;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.model.Ceiling;
import dev.wirespeed.solver.model.PathSpec;
import dev.wirespeed.solver.model.Prediction;
import dev.wirespeed.solver.model.Priors;
import dev.wirespeed.solver.model.ThroughputModel;
import dev.wirespeed.store.MeasurementRepository;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Learns the model's efficiency factors from measured runs attached to plan flows. Each run is
 * judged against the prior prediction of its flow: a fault (near 0, collapsed window, tenfold
 * asymmetry) or a figure above the physical ceiling is never learned; otherwise the binding stage's
 * factor moves toward the value the run implies, weighted by the run's evidence (duration and
 * steadiness) against a prior worth one run, and clamped to the factor's physical bounds.
 */
public final class CalibrationService {

    /** How many runs' worth of weight the prior carries. */
    public static final double PRIOR_WEIGHT = 1.0;

    private final MeasurementRepository repo;
    private final Supplier<Catalog> catalog;
    private final java.util.function.Function<String, Optional<Plan>> plans;
    private final ObjectMapper json;
    private volatile State state;

    /** What one attached run taught (or why it taught nothing). */
    public record RunAssessment(String measurementId, String planId, String flowId, double measuredGbps, Double predictedGbps,
                                String bottleneckStage, String factor, Double impliedFactor, double weight, String status,
                                List<Faults.Fault> faults, Diagnosis.Result diagnosis) {
    }

    /** One factor as the calibration page shows it. */
    public record FactorView(String key, double prior, double min, double max, String unit, String provenance, double value,
                             boolean moved, String resetAt, List<RunAssessment> runs) {
    }

    private record State(Map<String, Calibration.Value> values, List<RunAssessment> assessments, Map<String, String> resets) {
    }

    public CalibrationService(MeasurementRepository repo, Supplier<Catalog> catalog,
                              java.util.function.Function<String, Optional<Plan>> plans, ObjectMapper json) {
        this.repo = repo;
        this.catalog = catalog;
        this.plans = plans;
        this.json = json;
    }

    /** Forget the learned state; the next read recomputes it from the stored runs. */
    public void invalidate() {
        state = null;
    }

    private State state() {
        State s = state;
        if (s == null) {
            synchronized (this) {
                s = state;
                if (s == null) {
                    s = compute();
                    state = s;
                }
            }
        }
        return s;
    }

    /** The current calibration, for predictions. */
    public Calibration current() {
        Map<String, Calibration.Value> values = state().values();
        return key -> values.getOrDefault(key, new Calibration.Value(Priors.get(key).prior(), 0));
    }

    public List<RunAssessment> assessments() {
        return state().assessments();
    }

    public Optional<RunAssessment> assessment(String measurementId) {
        return state().assessments().stream().filter(a -> a.measurementId().equals(measurementId)).findFirst();
    }

    public List<FactorView> factors() {
        State s = state();
        List<FactorView> out = new ArrayList<>();
        for (Priors.Factor f : Priors.all()) {
            Calibration.Value v = s.values().getOrDefault(f.key(), new Calibration.Value(f.prior(), 0));
            List<RunAssessment> runs = s.assessments().stream().filter(a -> f.key().equals(a.factor())).toList();
            out.add(new FactorView(f.key(), f.prior(), f.min(), f.max(), f.unit(), f.provenance(), v.value(),
                    v.runs() > 0, s.resets().get(f.key()), runs));
        }
        return out;
    }

    /** Resets a factor to its prior: runs stored before now stop moving it. */
    public void reset(String key) {
        if (Priors.find(key).isEmpty()) {
            throw AppError.notFound("no calibration factor '" + key + "'");
        }
        repo.reset(key);
        invalidate();
    }

    /** Reads a stored throughput run back (null for PCIe runs). */
    ThroughputRun throughput(MeasurementRepository.Row r) {
        if (!ThroughputRun.FORMATS.contains(r.format())) {
            return null;
        }
        try {
            return json.readValue(r.runJson(), ThroughputRun.class);
        } catch (java.io.IOException e) {
            throw new IllegalStateException("stored measurement " + r.id() + " cannot be read: " + e.getMessage(), e);
        }
    }

    private State compute() {
        Catalog cat = catalog.get();
        Map<String, String> resets = repo.resets();
        List<MeasurementRepository.Row> rows = repo.attached();
        Map<String, ThroughputRun> runs = new HashMap<>();
        for (MeasurementRepository.Row r : rows) {
            ThroughputRun t = throughput(r);
            if (t != null && t.gbps() != null) {
                runs.put(r.id(), t);
            }
        }
        Map<String, double[]> sums = new LinkedHashMap<>();
        Map<String, Integer> counts = new HashMap<>();
        List<RunAssessment> assessments = new ArrayList<>();
        Map<String, Plan> planCache = new HashMap<>();
        for (MeasurementRepository.Row r : rows) {
            ThroughputRun t = runs.get(r.id());
            if (t == null) {
                continue;
            }
            Plan plan = planCache.computeIfAbsent(r.planId(), id -> plans.apply(id).orElse(null));
            Optional<PathSpec> spec = plan == null ? Optional.empty() : PlanEvaluator.pathSpec(plan, cat, r.flowId());
            if (spec.isEmpty()) {
                assessments.add(new RunAssessment(r.id(), r.planId(), r.flowId(), t.gbps(), null, null, null, null, 0, "no-route",
                        List.of(), null));
                continue;
            }
            Plan.Flow flow = plan.flows().stream().filter(f -> f.id().equals(r.flowId())).findFirst().orElseThrow();
            Double reverse = reverseGbps(rows, runs, plan, flow);
            List<Faults.Fault> faults = Faults.of(t, reverse);
            Prediction p = ThroughputModel.predict(spec.get(), Calibration.PRIORS);
            Diagnosis.Result diag = Diagnosis.diagnose(spec.get(), t.gbps(), Faults.variation(t));
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
                implied = f.prior() * t.gbps() / b.gbps();
                String resetAt = resets.get(f.key());
                if (implied > f.max() * 1.02) {
                    status = "above-ceiling";
                } else if (implied < f.min()) {
                    status = "outside-bounds";
                } else if (resetAt != null && Instant.parse(r.createdAt()).isBefore(Instant.parse(resetAt))) {
                    status = "before-reset";
                } else {
                    status = "learned";
                    weight = weight(t);
                    double[] s = sums.computeIfAbsent(f.key(), k -> new double[2]);
                    s[0] += weight * f.clamp(implied);
                    s[1] += weight;
                    counts.merge(f.key(), 1, Integer::sum);
                }
            }
            assessments.add(new RunAssessment(r.id(), r.planId(), r.flowId(), t.gbps(), p.gbps(), b.stage(), b.factor(), implied, weight,
                    status, faults, diag));
        }
        Map<String, Calibration.Value> values = new HashMap<>();
        for (var e : sums.entrySet()) {
            Priors.Factor f = Priors.get(e.getKey());
            double v = (PRIOR_WEIGHT * f.prior() + e.getValue()[0]) / (PRIOR_WEIGHT + e.getValue()[1]);
            values.put(e.getKey(), new Calibration.Value(f.clamp(v), counts.get(e.getKey())));
        }
        return new State(Map.copyOf(values), List.copyOf(assessments), Map.copyOf(resets));
    }

    /**
     * Evidence weight of a run, 0..1: full weight from 10 s on, less for shorter runs (no duration:
     * half), times steadiness 1 - 2 x the interval coefficient of variation (at least 0.2).
     */
    static double weight(ThroughputRun t) {
        double d = t.durationSeconds() == null ? 0.5 : Math.min(1, t.durationSeconds() / 10.0);
        Double cv = Faults.variation(t);
        double steady = cv == null ? 0.8 : Math.max(0.2, 1 - 2 * cv);
        return d * steady;
    }

    private static Double reverseGbps(List<MeasurementRepository.Row> rows, Map<String, ThroughputRun> runs, Plan plan, Plan.Flow flow) {
        Double best = null;
        for (MeasurementRepository.Row r : rows) {
            if (!plan.id().equals(r.planId())) {
                continue;
            }
            Plan.Flow other = plan.flows().stream().filter(f -> f.id().equals(r.flowId())).findFirst().orElse(null);
            ThroughputRun t = runs.get(r.id());
            if (other != null && t != null && other.from().equals(flow.to()) && other.to().equals(flow.from())) {
                best = best == null ? t.gbps() : Math.max(best, t.gbps());
            }
        }
        return best;
    }
}
