package dev.wirespeed.solver.rules;

import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.function.Consumer;

/** A module may draw no more than the cage's power class supplies (SFF-8431 level I 1.0 W, II 1.5 W; SFF-8419 III 2.0 W). */
final class ModulePowerRule implements Rule {
    public String id() {
        return "module-power";
    }

    public Severity severity() {
        return Severity.WARNING;
    }

    public String description() {
        return "a module's power draw vs the cage's power class where the switch states it";
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        for (LinkEnds.End e : LinkEnds.all(plan)) {
            var s = plan.switches().get(e.end().device());
            Double drawn = ModuleBudgetRule.drawW(e.module());
            if (s == null || drawn == null || s.part().maxModulePowerW() == null) {
                continue;
            }
            double w = drawn;
            if (w > s.part().maxModulePowerW()) {
                out.accept(issue(
                        Phrase.of(
                                "rule.module-power.1",
                                e.name(plan),
                                e.module().displayName(),
                                w,
                                s.part().maxModulePowerW()),
                        Phrase.of("rule.module-power.1.fix"),
                        e.link().link().id()));
            }
        }
    }
}
