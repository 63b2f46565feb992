package dev.wirespeed.app;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.solver.model.Calibration;

import java.util.function.Supplier;

/**
 * What an evaluation depends on besides the plan: the catalog and the calibration in force. The
 * caches of evaluations, list rows and predictions key on this one value, so where the two come
 * from (today the in-memory catalog and calibration, replaced as a whole on every change) can
 * change without touching the caches.
 */
record EvaluationInputs(Catalog catalog, Calibration calibration) {

    /** The inputs in force now. */
    static EvaluationInputs current(Supplier<Catalog> catalog, Supplier<Calibration> calibration) {
        return new EvaluationInputs(catalog.get(), calibration.get());
    }

    /**
     * Whether an answer computed from {@code other} still holds: the same catalog and calibration
     * objects (compared by identity; a catalog change or anything calibration learns from gives new ones).
     */
    boolean same(EvaluationInputs other) {
        return catalog == other.catalog && calibration == other.calibration;
    }
}
