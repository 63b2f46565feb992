package dev.wirespeed.app;

import dev.wirespeed.calibration.AttachedRun;
import dev.wirespeed.calibration.CalibrationLearning;
import dev.wirespeed.calibration.Evidence;
import dev.wirespeed.calibration.RunAssessment;
import dev.wirespeed.calibration.ScopedCalibration;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.measure.parse.ThroughputRun;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.model.Priors;
import dev.wirespeed.store.MeasurementRepository;
import dev.wirespeed.store.StoredMeasurement;
import dev.wirespeed.text.Phrase;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The calibration learned from the stored runs attached to plan flows ({@link CalibrationLearning}
 * holds the rules), kept until a run, a plan or a reset changes what it was learned from.
 */
public final class CalibrationService {

    private final MeasurementRepository repo;
    private final Supplier<Catalog> catalog;
    private final PlanLookup plans;
    private volatile State state;

    /** One factor as the calibration page shows it. */
    public record FactorView(
            String key,
            double prior,
            double min,
            double max,
            String unit,
            String provenance,
            double value,
            boolean moved,
            String resetAt,
            List<RunAssessment> runs,
            List<ScopeView> scopes) {}

    /** One scope a run moved: the part or class ("cpu:intel-n100", "bus:usb.3.2gen1"), its value, its runs. */
    public record ScopeView(String scope, double value, int runs) {}

    /** What was learned at calibration's data version {@code version}. */
    private record State(CalibrationLearning.Learned learned, Map<String, String> resets, long version) {}

    public CalibrationService(MeasurementRepository repo, Supplier<Catalog> catalog, PlanLookup plans) {
        this.repo = repo;
        this.catalog = catalog;
        this.plans = plans;
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
        return state().learned().calibration();
    }

    public List<RunAssessment> assessments() {
        return state().learned().assessments();
    }

    public Optional<RunAssessment> assessment(String measurementId) {
        return assessments().stream()
                .filter(a -> a.measurementId().equals(measurementId))
                .findFirst();
    }

    public List<FactorView> factors() {
        State s = state();
        Calibration current = s.learned().calibration();
        List<FactorView> out = new ArrayList<>();
        List<ScopedCalibration.Learned> learned = s.learned().learned();
        for (Priors.Factor f : Priors.all()) {
            Calibration.Value v = current.value(f.key());
            List<ScopeView> scopes = learned.stream()
                    .filter(l -> l.factor().equals(f.key()))
                    .map(l -> new ScopeView(l.scope(), l.value(), l.runs()))
                    .toList();
            List<RunAssessment> runs = s.learned().assessments().stream()
                    .filter(a -> f.key().equals(a.factor()))
                    .toList();
            out.add(new FactorView(
                    f.key(),
                    f.prior(),
                    f.min(),
                    f.max(),
                    f.unit(),
                    f.provenance(),
                    v.value(),
                    !scopes.isEmpty(),
                    s.resets().get(f.key()),
                    runs,
                    scopes));
        }
        return out;
    }

    /** Resets a factor to its prior: runs stored before now stop moving it. */
    public void reset(String key) {
        if (Priors.find(key).isEmpty()) {
            throw AppError.notFound(Phrase.of("calibration.none", key));
        }
        repo.reset(key);
        invalidate();
    }

    /**
     * Forgets the learned state when what it was learned from is stored at a newer data version than
     * it was learned at ({@code storedVersion}, read once per request): another instance stored or
     * changed a run, a reset or a plan with runs.
     */
    public void sync(long storedVersion) {
        State s = state;
        if (s != null && s.version() < storedVersion) {
            invalidate();
        }
    }

    private State compute() {
        // read before the runs: a change landing in between makes the next sync learn once more, never miss
        long version = repo.calibrationVersion();
        Map<String, String> resets = repo.resets();
        Map<String, Instant> resetTimes = new HashMap<>();
        resets.forEach((k, v) -> resetTimes.put(k, Instant.parse(v)));
        List<AttachedRun> runs = new ArrayList<>();
        for (StoredMeasurement m : repo.attached()) {
            if (m.run() instanceof ThroughputRun t && t.gbps() != null) {
                runs.add(new AttachedRun(m.id(), m.planId(), m.flowId(), Instant.parse(m.createdAt()), t));
            }
        }
        List<Evidence> evidence = Evidence.gather(runs, plans::find, catalog.get());
        return new State(CalibrationLearning.learn(evidence, resetTimes), Map.copyOf(resets), version);
    }
}
