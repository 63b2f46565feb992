package dev.wirespeed.app;

import dev.wirespeed.store.DataVersionRepository;
import dev.wirespeed.store.DataVersionRepository.Kind;

import java.util.Map;
import java.util.concurrent.atomic.LongAdder;

/**
 * Keeps this instance's caches in step with the database when several instances share it: one
 * small query reads every data version counter, and each cache built from an older version is
 * rebuilt (the catalog) or forgotten (calibration, and with it every cached evaluation, which is
 * keyed on the calibration and catalog it was computed with) or read again (the list of plans). The web adapter calls
 * {@link #sync()} at the start of every request, so a change made through another instance is seen
 * by this one on its next request.
 */
public final class DataVersions {

    private final DataVersionRepository repo;
    private final CatalogService catalog;
    private final CalibrationService calibration;
    private final PlanService plans;
    private final LongAdder reads = new LongAdder();

    public DataVersions(
            DataVersionRepository repo, CatalogService catalog, CalibrationService calibration, PlanService plans) {
        this.repo = repo;
        this.catalog = catalog;
        this.calibration = calibration;
        this.plans = plans;
    }

    /** Reads the counters and brings the caches up to them; returns the counters read. */
    public Map<Kind, Long> sync() {
        Map<Kind, Long> stored = repo.all();
        reads.increment();
        catalog.sync(stored.getOrDefault(Kind.CATALOG, 0L));
        calibration.sync(stored.getOrDefault(Kind.CALIBRATION, 0L));
        plans.sync(stored.getOrDefault(Kind.PLANS, 0L));
        return stored;
    }

    /** The counters as stored now, without touching a cache. */
    public Map<Kind, Long> stored() {
        return repo.all();
    }

    /** How many times the counters were read by {@link #sync()}. */
    public long reads() {
        return reads.sum();
    }
}
