package dev.wirespeed.solver.rules;

import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.function.Consumer;

/** A Thunderbolt adapter needs a Thunderbolt (or USB4) port on the host. */
final class ThunderboltPortRule implements Rule {
    public String id() {
        return "thunderbolt-port";
    }

    public Severity severity() {
        return Severity.ERROR;
    }

    public String description() {
        return "Thunderbolt adapters on hosts whose board has no Thunderbolt port";
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        for (ResolvedPlan.ResolvedHost h : plan.hosts().values()) {
            for (ResolvedPlan.ResolvedNic n : h.nics().values()) {
                // Only a board whose external ports are listed can be said to lack Thunderbolt: no list = unknown.
                if (n.own() == null
                        || !"thunderbolt".equals(n.own().kind())
                        || h.board() == null
                        || (h.board().usbPorts().isEmpty()
                                && h.board().thunderboltPorts().isEmpty())) {
                    continue;
                }
                boolean hasTb = !h.board().thunderboltPorts().isEmpty()
                        || h.board().usbPorts().stream().anyMatch(u -> "usb4".equals(u.gen()));
                if (!hasTb) {
                    out.accept(issue(
                            Phrase.of(
                                    "rule.thunderbolt-port.1",
                                    n.label(),
                                    h.board().displayName()),
                            Phrase.of("rule.thunderbolt-port.1.fix"),
                            h.host().id() + "/" + n.placement().id()));
                }
            }
        }
    }
}
