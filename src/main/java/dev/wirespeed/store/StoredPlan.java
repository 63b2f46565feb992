package dev.wirespeed.store;

import dev.wirespeed.plan.Plan;

/**
 * A plan as stored: the plan (carrying its id), its version, the seed it was made from, last change.
 * {@code unreadable} says why the stored document could not be read (null when it could): a list of
 * plans then carries a stand-in with the row's id and name, so one broken row never hides the others.
 */
public record StoredPlan(Plan plan, long version, String exampleOf, String updatedAt, String unreadable) {

    public StoredPlan(Plan plan, long version, String exampleOf, String updatedAt) {
        this(plan, version, exampleOf, updatedAt, null);
    }

    public StoredPlan {
        if (plan == null || plan.id() == null) {
            throw new IllegalArgumentException("a stored plan has a plan with an id");
        }
        if (version < 1) {
            throw new IllegalArgumentException("a stored plan's version starts at 1, got " + version);
        }
    }
}
