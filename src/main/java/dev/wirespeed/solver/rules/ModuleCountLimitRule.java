package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Switch;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/** A switch's limit on how many modules of one standard it can power and cool (CRS305: at most two 10GBASE-T). */
final class ModuleCountLimitRule implements Rule {
    public String id() {
        return "module-count-limit";
    }

    public Severity severity() {
        return Severity.ERROR;
    }

    public String description() {
        return "more modules of a standard in a switch than it supports (e.g. at most two 10GBASE-T modules in a CRS305)";
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        Map<String, List<LinkEnds.End>> ends = null;
        for (ResolvedPlan.ResolvedSwitch s : plan.switches().values()) {
            for (Switch.ModuleLimit lim : s.part().moduleLimits()) {
                if (ends == null) {
                    ends = LinkEnds.byDevice(plan);
                }
                long n = ends.getOrDefault(s.unit().id(), List.of()).stream()
                        .filter(e -> LinkEnds.isOfStandard(e.module(), lim.standard()))
                        .count();
                if (n > lim.maxModules()) {
                    out.accept(issue(
                            Phrase.of(
                                    "rule.module-count-limit.1",
                                    s.part().displayName(),
                                    s.unit().id(),
                                    n,
                                    lim.standard(),
                                    lim.maxModules(),
                                    lim.note() == null ? "" : Phrase.of("rule.note", lim.note())),
                            Phrase.of("rule.module-count-limit.1.fix"),
                            s.unit().id()));
                }
            }
        }
    }
}
