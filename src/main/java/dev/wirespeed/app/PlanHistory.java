package dev.wirespeed.app;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.plan.PlanDiff;
import dev.wirespeed.store.StoredVersion;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * A plan's history as a person reads it: every kept version, newest first, with what changed from
 * the version before it ({@link PlanDiff}, parts named as the catalog names them).
 */
public final class PlanHistory {

    private final PlanService plans;
    private final Supplier<Catalog> catalog;

    public PlanHistory(PlanService plans, Supplier<Catalog> catalog) {
        this.plans = plans;
        this.catalog = catalog;
    }

    /**
     * One version: when and by whom it was saved (null with sign-in off), the version it restored
     * (null for an edit), whether it is the plan as it is now, whether it can be restored (its
     * document is readable), whether the history starts with it, and its changes from the version
     * before (empty for the first, or when either document cannot be read).
     */
    public record Entry(
            long version,
            String savedAt,
            String savedBy,
            Long restoredFrom,
            boolean current,
            boolean restorable,
            boolean first,
            List<PlanDiff.Change> changes) {
        public Entry {
            changes = List.copyOf(changes);
        }
    }

    /** The plan's versions, newest first; 404 for an unknown plan. */
    public List<Entry> entries(String planId) {
        long current = plans.get(planId).version();
        List<StoredVersion> versions = plans.versions(planId);
        Catalog cat = catalog.get();
        List<Entry> out = new ArrayList<>();
        for (int i = 0; i < versions.size(); i++) {
            StoredVersion v = versions.get(i);
            StoredVersion before = i + 1 < versions.size() ? versions.get(i + 1) : null;
            List<PlanDiff.Change> changes = before != null && before.readable() && v.readable()
                    ? PlanDiff.between(before.plan(), v.plan(), id -> cat.find(id)
                            .map(Part::displayName)
                            .orElse(id))
                    : List.of();
            out.add(new Entry(
                    v.version(),
                    v.savedAt(),
                    v.savedBy(),
                    v.restoredFrom(),
                    v.version() == current,
                    v.readable(),
                    before == null,
                    changes));
        }
        return out;
    }
}
