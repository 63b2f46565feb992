package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Combo;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/** Two ports of a combo pair share one PHY: only one of them carries a link, so cabling both cannot work. */
final class ComboPortRule implements Rule {
    public String id() {
        return "combo-port";
    }

    public Severity severity() {
        return Severity.ERROR;
    }

    public String description() {
        return "both ports of a combo pair (RJ45 and SFP+ sharing one PHY) used at once";
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        for (Map.Entry<PortsInUse.Device, List<PortsInUse.Used>> d :
                PortsInUse.of(plan).entrySet()) {
            for (Combo c : d.getKey().combos()) {
                PortsInUse.Used first = named(d.getValue(), c.ports().get(0));
                PortsInUse.Used second = named(d.getValue(), c.ports().get(1));
                if (first != null && second != null) {
                    out.accept(issue(
                            Phrase.of(
                                    "rule.combo-port.1",
                                    d.getKey().name(),
                                    first.name(),
                                    first.link().link().id(),
                                    second.name(),
                                    second.link().link().id()),
                            Phrase.of("rule.combo-port.1.fix"),
                            second.link().link().id()));
                }
            }
        }
    }

    private static PortsInUse.Used named(List<PortsInUse.Used> used, String name) {
        return used.stream().filter(u -> name.equals(u.name())).findFirst().orElse(null);
    }
}
