package dev.wirespeed.recommend;

import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.text.Phrase;
import dev.wirespeed.units.Money;

import java.util.List;

/**
 * A build the search kept: what it adds to the plan costs {@code total} at stored prices (zero for a
 * build of free changes), the changes against the current plan as phrases (add, replace, reuse, set), per
 * flow what it predicts, the power the added parts draw (watts, typical else maximum; parts without a
 * figure are named in {@code powerUnknown}), its issues (none an error), the plan itself, and the yearly
 * energy of the added power and its cost ({@code energy}, null until the recommender has priced it).
 */
public record Build(
        boolean free,
        Money total,
        List<Phrase> changeTexts,
        List<FlowOutcome> flows,
        double powerW,
        List<String> powerUnknown,
        List<Issue> issues,
        Plan plan,
        Energy energy) {
    public Build {
        changeTexts = List.copyOf(changeTexts);
        flows = List.copyOf(flows);
        powerUnknown = List.copyOf(powerUnknown);
        issues = List.copyOf(issues);
    }

    /** A build before its energy is priced. */
    public Build(
            boolean free,
            Money total,
            List<Phrase> changeTexts,
            List<FlowOutcome> flows,
            double powerW,
            List<String> powerUnknown,
            List<Issue> issues,
            Plan plan) {
        this(free, total, changeTexts, flows, powerW, powerUnknown, issues, plan, null);
    }

    Build withEnergy(Energy e) {
        return new Build(free, total, changeTexts, flows, powerW, powerUnknown, issues, plan, e);
    }

    /** The changes in English: what JSON and the CLI show. */
    public List<String> changes() {
        return changeTexts.stream().map(Phrase::english).toList();
    }
}
