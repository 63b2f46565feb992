package dev.wirespeed.fit;

import dev.wirespeed.plan.Severity;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A fit answer: the parts fit unless one reason is an error. Reasons keep the order in which
 * they were found, so a reader reporting only the first error reports the decisive one.
 */
public record Fit(List<Reason> reasons) {
    public Fit {
        reasons = List.copyOf(reasons);
    }

    public static Fit yes(Reason... notes) {
        return new Fit(List.of(notes));
    }

    public static Fit no(Reason why) {
        if (why.severity() != Severity.ERROR) {
            throw new IllegalArgumentException("a part that does not fit needs an error reason, got " + why);
        }
        return new Fit(List.of(why));
    }

    public boolean fits() {
        return reasons.stream().noneMatch(r -> r.severity() == Severity.ERROR);
    }

    /** The first error: why the parts do not fit. */
    public Optional<Reason> blocker() {
        return reasons.stream().filter(r -> r.severity() == Severity.ERROR).findFirst();
    }

    /** Warnings and notes, in order: what to know about parts that fit. */
    public List<Reason> notes() {
        return reasons.stream().filter(r -> r.severity() != Severity.ERROR).toList();
    }

    /** This answer followed by {@code more}'s reasons. */
    public Fit and(Fit more) {
        List<Reason> all = new ArrayList<>(reasons);
        all.addAll(more.reasons);
        return new Fit(all);
    }
}
