package dev.wirespeed.solver.rules;

import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

/** Each port takes one cable: two links on one port, or more links than a switch has ports, cannot be built. */
final class PortInUseRule implements Rule {
    public String id() {
        return "port-in-use";
    }

    public Severity severity() {
        return Severity.ERROR;
    }

    public String description() {
        return "switch and NIC ports used by more than one link, and switches with more links than free ports";
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        Map<String, String> used = new HashMap<>();
        Map<String, Integer> linksOn = new HashMap<>();
        for (ResolvedPlan.ResolvedLink l : plan.links()) {
            linksOn.merge(l.link().a().device(), 1, Integer::sum);
            if (!l.link().b().device().equals(l.link().a().device())) {
                linksOn.merge(l.link().b().device(), 1, Integer::sum);
            }
            for (var e : new Plan.End[] {l.link().a(), l.link().b()}) {
                if (e == null) {
                    continue;
                }
                String key = e.device() + "/" + (e.nic() == null ? "" : e.nic()) + "#" + e.port();
                String other = used.putIfAbsent(key, plan.linkName(l));
                if (other != null) {
                    out.accept(issue(
                            Phrase.of(
                                    "rule.port-in-use.1",
                                    e.port(),
                                    plan.deviceName(e.device()),
                                    (e.nic() == null ? "" : "/" + e.nic()),
                                    other,
                                    plan.linkName(l)),
                            Phrase.of("rule.port-in-use.1.fix"),
                            l.link().id()));
                }
            }
        }
        for (ResolvedPlan.ResolvedSwitch s : plan.switches().values()) {
            int n = linksOn.getOrDefault(s.unit().id(), 0);
            if (n > s.part().portCount()) {
                out.accept(issue(
                        Phrase.of(
                                "rule.port-in-use.2",
                                s.part().displayName(),
                                s.part().portCount(),
                                n),
                        Phrase.of("rule.port-in-use.2.fix"),
                        s.unit().id()));
            }
        }
    }
}
