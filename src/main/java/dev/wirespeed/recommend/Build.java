package dev.wirespeed.recommend;

import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.units.Money;

import java.util.List;

/**
 * A build the search kept: what it adds to the plan costs {@code total} at stored prices (zero for a
 * build of free changes), the changes against the current plan in words (add, replace, reuse, set), per
 * flow what it predicts, the power the added parts draw (watts, typical else maximum; parts without a
 * figure are named in {@code powerUnknown}), its issues (none an error) and the plan itself.
 */
public record Build(
        boolean free,
        Money total,
        List<String> changes,
        List<FlowOutcome> flows,
        double powerW,
        List<String> powerUnknown,
        List<Issue> issues,
        Plan plan) {
    public Build {
        changes = List.copyOf(changes);
        flows = List.copyOf(flows);
        powerUnknown = List.copyOf(powerUnknown);
        issues = List.copyOf(issues);
    }
}
