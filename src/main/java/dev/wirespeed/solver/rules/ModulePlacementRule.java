package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.PortGroup;
import dev.wirespeed.catalog.Switch;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Where a vendor limits where hot modules sit (every other cage, never side by side, or only in
 * named ports), modules placed against it overheat or are not powered.
 */
final class ModulePlacementRule implements Rule {
    public String id() {
        return "module-placement";
    }

    public Severity severity() {
        return Severity.WARNING;
    }

    public String description() {
        return "modules in cages the switch's placement rules exclude (adjacent cages, ports not listed)";
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        Map<String, List<LinkEnds.End>> ends = null;
        for (ResolvedPlan.ResolvedSwitch s : plan.switches().values()) {
            for (Switch.ModuleLimit lim : s.part().moduleLimits()) {
                if (lim.placement() == Switch.Placement.ANY && lim.ports().isEmpty()) {
                    continue;
                }
                if (ends == null) {
                    ends = LinkEnds.byDevice(plan);
                }
                List<Integer> at = new ArrayList<>();
                for (LinkEnds.End e : ends.getOrDefault(s.unit().id(), List.of())) {
                    if (LinkEnds.isOfStandard(e.module(), lim.standard())) {
                        at.add(e.end().port());
                    }
                }
                String where = s.part().displayName() + " (" + s.unit().id() + ")";
                for (int p : at) {
                    String name = PortGroup.nameAt(s.part().ports(), p - 1);
                    if (!lim.ports().isEmpty() && (name == null || !lim.ports().contains(name))) {
                        out.accept(issue(
                                where + ": a " + lim.standard() + " module in port " + (name == null ? p : name)
                                        + "; the vendor allows them only in " + String.join(", ", lim.ports()),
                                "move the module to one of " + String.join(", ", lim.ports()),
                                s.unit().id()));
                    }
                    if (lim.placement() != Switch.Placement.ANY && at.contains(p + 1)) {
                        out.accept(issue(
                                where + ": " + lim.standard() + " modules in adjacent ports " + p + " and " + (p + 1)
                                        + "; the vendor allows them only "
                                        + (lim.placement() == Switch.Placement.EVERY_OTHER_CAGE
                                                ? "in every other cage"
                                                : "with a free cage between them")
                                        + (lim.note() == null ? "" : " (" + lim.note() + ")"),
                                "leave a cage free between them, or use a DAC or optics for one",
                                s.unit().id()));
                    }
                }
            }
        }
    }
}
