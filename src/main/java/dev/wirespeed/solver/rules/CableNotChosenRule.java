package dev.wirespeed.solver.rules;

import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.function.Consumer;

/**
 * A link that names no cable part: nothing can check its length, grade or reach, the prediction
 * assumes a cable that fits, and the shopping list has nothing to buy for it. Modules without a
 * cord are the same gap between two cages.
 */
final class CableNotChosenRule implements Rule {
    public String id() {
        return "cable-not-chosen";
    }

    public Severity severity() {
        return Severity.WARNING;
    }

    public String description() {
        return "links with no cable part chosen (no DAC, cord or twisted-pair cable): unchecked, and missing from the shopping list";
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        for (ResolvedPlan.ResolvedLink l : plan.links()) {
            String cable = l.link().cable();
            if (cable != null && !cable.isBlank()) {
                continue;
            }
            boolean modules = l.link().moduleA() != null || l.link().moduleB() != null;
            String which = modules ? "modules" : "none";
            out.accept(issue(
                    Phrase.of("rule.cable-not-chosen." + which, plan.linkName(l)),
                    Phrase.of("rule.cable-not-chosen." + which + ".fix"),
                    l.link().id()));
        }
    }
}
