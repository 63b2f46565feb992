package dev.wirespeed.store;

import dev.wirespeed.plan.Plan;

/** A plan as stored: the plan (carrying its id), its version, the seed it was made from, last change. */
public record StoredPlan(Plan plan, long version, String exampleOf, String updatedAt) {

    public StoredPlan {
        if (plan == null || plan.id() == null) {
            throw new IllegalArgumentException("a stored plan has a plan with an id");
        }
        if (version < 1) {
            throw new IllegalArgumentException("a stored plan's version starts at 1, got " + version);
        }
    }
}
