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

    /**
     * One page of the history: its versions, newest first; {@code older}, the cursor of the page
     * after it (the oldest version shown, as {@code before}), null when the history ends on this
     * page; {@code newer}, whether versions newer than these exist, and {@code newerBefore}, the
     * cursor of the page before it (null: that page is the newest, asked for without a cursor).
     */
    public record Page(List<Entry> entries, Long older, boolean newer, Long newerBefore) {
        public Page {
            entries = List.copyOf(entries);
        }
    }

    /** The most versions a page holds, whatever is asked for. */
    public static final int MAX_LIMIT = 200;

    /** Versions on a page unless asked otherwise. */
    public static final int DEFAULT_LIMIT = 50;

    /**
     * Up to {@code limit} versions older than {@code before} (from the newest when null), newest
     * first; 404 for an unknown plan. One version more than the page is read: the oldest shown
     * needs the one before it to say what changed, and its presence says there is an older page.
     */
    public Page page(String planId, Long before, int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("a page holds at least one version");
        }
        long current = plans.get(planId).version();
        List<StoredVersion> versions = plans.versions(planId, before, limit + 1);
        int shown = Math.min(limit, versions.size());
        Catalog cat = catalog.get();
        List<Entry> out = new ArrayList<>();
        for (int i = 0; i < shown; i++) {
            StoredVersion v = versions.get(i);
            StoredVersion previous = i + 1 < versions.size() ? versions.get(i + 1) : null;
            List<PlanDiff.Change> changes = previous != null && previous.readable() && v.readable()
                    ? PlanDiff.between(previous.plan(), v.plan(), id -> cat.find(id)
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
                    previous == null,
                    changes));
        }
        Long older = versions.size() > limit ? out.get(out.size() - 1).version() : null;
        long newest = out.isEmpty()
                ? (before == null ? current : before - 1)
                : out.get(0).version();
        boolean newer = before != null && (out.isEmpty() || newest < current);
        // versions are numbered without gaps from the first one kept, so the page above this one
        // ends just above "newest + limit"; past the current version it is the newest page itself
        Long newerBefore = newer && newest + limit < current ? newest + limit + 1 : null;
        return new Page(out, older, newer, newerBefore);
    }
}
