package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Transceiver;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

/**
 * A switch supplies its modules a total power budget where the vendor states one: hot 10GBASE-T
 * modules (about 2.5-3 W each) exhaust it before the cages run out.
 */
final class ModuleBudgetRule implements Rule {
    public String id() {
        return "module-power-budget";
    }

    public Severity severity() {
        return Severity.ERROR;
    }

    public String description() {
        return "the sum of the modules' power in a switch vs the total the switch supplies to its modules";
    }

    /** A module's worst-case draw: its maximum, else the figure its power spec budgets. */
    static Double drawW(Transceiver t) {
        return t == null || t.power() == null ? null : t.power().worstW();
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        Map<String, List<LinkEnds.End>> ends = null;
        for (ResolvedPlan.ResolvedSwitch s : plan.switches().values()) {
            Double budget = s.part().modulePowerBudgetW();
            if (budget == null) {
                continue;
            }
            double total = 0;
            int modules = 0;
            int unknown = 0;
            if (ends == null) {
                ends = LinkEnds.byDevice(plan);
            }
            for (LinkEnds.End e : ends.getOrDefault(s.unit().id(), List.of())) {
                if (e.module() == null) {
                    continue;
                }
                Double w = drawW(e.module());
                if (w == null) {
                    unknown++;
                } else {
                    total += w;
                    modules++;
                }
            }
            if (total > budget + 1e-9) {
                out.accept(issue(
                        Phrase.of(
                                "rule.module-power-budget.1",
                                s.part().displayName(),
                                s.unit().id(),
                                fmt(budget),
                                modules,
                                fmt(total),
                                unknown == 0 ? "" : Phrase.of("rule.module-power-budget.1.unknown", unknown)),
                        Phrase.of("rule.module-power-budget.1.fix"),
                        s.unit().id()));
            }
        }
    }

    private static String fmt(double w) {
        return String.format(Locale.ROOT, "%.1f", w);
    }
}
