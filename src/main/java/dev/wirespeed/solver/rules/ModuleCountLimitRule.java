package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Switch;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;

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
                            s.part().displayName() + " (" + s.unit().id() + ") holds " + n + " " + lim.standard()
                                    + " modules; it supports at most " + lim.maxModules()
                                    + (lim.note() == null ? "" : " (" + lim.note() + ")"),
                            "use DACs or optics for the other ports, or a switch with RJ45 ports",
                            s.unit().id()));
                }
            }
        }
    }
}
