package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.PortGroup;
import dev.wirespeed.catalog.Switch;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

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
                                Phrase.of(
                                        "rule.module-placement.1",
                                        where,
                                        lim.standard(),
                                        (name == null ? p : name),
                                        String.join(", ", lim.ports())),
                                Phrase.of("rule.module-placement.1.fix", String.join(", ", lim.ports())),
                                s.unit().id()));
                    }
                    if (lim.placement() != Switch.Placement.ANY && at.contains(p + 1)) {
                        out.accept(issue(
                                Phrase.of(
                                        "rule.module-placement.2",
                                        where,
                                        lim.standard(),
                                        p,
                                        (p + 1),
                                        Phrase.of(
                                                lim.placement() == Switch.Placement.EVERY_OTHER_CAGE
                                                        ? "rule.module-placement.2.every-other"
                                                        : "rule.module-placement.2.free-between"),
                                        lim.note() == null ? "" : Phrase.of("rule.note", lim.note())),
                                Phrase.of("rule.module-placement.2.fix"),
                                s.unit().id()));
                    }
                }
            }
        }
    }
}
