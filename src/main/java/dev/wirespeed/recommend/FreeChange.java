package dev.wirespeed.recommend;

import dev.wirespeed.plan.Plan;

/**
 * A change that costs nothing: a setting, a card moved, a test run differently. {@code kind} is its
 * stable id ("bios-slot-mode"), {@code what} says in English what to change, {@code plan} is the plan
 * with the change made, ready to evaluate.
 */
public record FreeChange(String kind, String what, Plan plan) {
    public FreeChange {
        if (kind == null || what == null || plan == null) {
            throw new IllegalArgumentException("a free change needs its kind, what to change and the changed plan");
        }
    }
}
