package dev.wirespeed.recommend;

import dev.wirespeed.plan.Plan;

/**
 * A change that costs nothing: a setting, a card moved, a test run differently. {@code kind} is its
 * stable id ("bios-slot-mode"), {@code what} says in English what to change, {@code plan} is the plan
 * with the change made, ready to evaluate. {@code predictable} is false for a change the model has no
 * term for (the vendor driver): it is listed, never evaluated, and its plan is the plan unchanged.
 */
public record FreeChange(String kind, String what, Plan plan, boolean predictable) {
    public FreeChange {
        if (kind == null || what == null || plan == null) {
            throw new IllegalArgumentException("a free change needs its kind, what to change and the changed plan");
        }
    }

    public FreeChange(String kind, String what, Plan plan) {
        this(kind, what, plan, true);
    }

    /** A change worth making whose effect the model cannot predict. */
    static FreeChange unpredictable(String kind, String what, Plan unchanged) {
        return new FreeChange(kind, what, unchanged, false);
    }
}
