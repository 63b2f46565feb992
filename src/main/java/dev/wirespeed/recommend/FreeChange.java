package dev.wirespeed.recommend;

import dev.wirespeed.plan.Plan;
import dev.wirespeed.text.Phrase;

/**
 * A change that costs nothing: a setting, a card moved, a test run differently. {@code kind} is its
 * stable id ("bios-slot-mode"), {@code text} says what to change (in every language; {@link #what()} is its
 * English), {@code plan} is the plan
 * with the change made, ready to evaluate. {@code predictable} is false for a change the model has no
 * term for (the vendor driver): it is listed, never evaluated, and its plan is the plan unchanged.
 */
public record FreeChange(String kind, Phrase text, Plan plan, boolean predictable) {
    public FreeChange {
        if (kind == null || text == null || plan == null) {
            throw new IllegalArgumentException("a free change needs its kind, what to change and the changed plan");
        }
    }

    public FreeChange(String kind, Phrase text, Plan plan) {
        this(kind, text, plan, true);
    }

    /** What to change, in English: what JSON and the CLI show. */
    public String what() {
        return text.english();
    }

    /** A change worth making whose effect the model cannot predict. */
    static FreeChange unpredictable(String kind, Phrase text, Plan unchanged) {
        return new FreeChange(kind, text, unchanged, false);
    }
}
