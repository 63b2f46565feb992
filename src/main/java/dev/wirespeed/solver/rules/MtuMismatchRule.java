package dev.wirespeed.solver.rules;

import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.function.Consumer;

/**
 * MTU along a path: every hop must pass the frames the hosts send (the path MTU is the smallest), and
 * no interface may be set above what its device supports.
 */
final class MtuMismatchRule implements Rule {
    public String id() {
        return "mtu-mismatch";
    }

    public Severity severity() {
        return Severity.WARNING;
    }

    public String description() {
        return "MTU differs between the ends of a link or exceeds a device's maximum (jumbo frames need every hop)";
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        for (ResolvedPlan.ResolvedLink l : plan.links()) {
            Integer a = mtu(plan, l.link().a());
            Integer b = mtu(plan, l.link().b());
            boolean aSwitch = plan.switches().containsKey(l.link().a().device());
            boolean bSwitch = plan.switches().containsKey(l.link().b().device());
            // A switch passes frames up to its MTU: only a switch below the host's MTU is a problem.
            boolean problem = a != null && b != null && (aSwitch == bSwitch ? !a.equals(b) : aSwitch ? a < b : b < a);
            if (problem) {
                out.accept(issue(
                        Phrase.of(
                                "rule.mtu-mismatch.1",
                                plan.linkName(l),
                                a,
                                l.link().a().device(),
                                b,
                                l.link().b().device(),
                                Math.min(a, b),
                                Math.min(a, b)),
                        Phrase.of("rule.mtu-mismatch.1.fix"),
                        l.link().id()));
            }
        }
        for (ResolvedPlan.ResolvedHost h : plan.hosts().values()) {
            for (ResolvedPlan.ResolvedNic n : h.nics().values()) {
                if (n.part() != null
                        && n.part().maxMtu() != null
                        && n.mtu() > n.part().maxMtu()) {
                    out.accept(issue(
                            Severity.ERROR,
                            Phrase.of(
                                    "rule.mtu-mismatch.2",
                                    n.label(),
                                    n.mtu(),
                                    n.part().maxMtu()),
                            Phrase.of("rule.mtu-mismatch.2.fix", n.part().maxMtu()),
                            h.host().id() + "/" + n.placement().id()));
                }
            }
        }
        for (ResolvedPlan.ResolvedSwitch s : plan.switches().values()) {
            if (s.unit().mtu() != null
                    && s.part().maxMtu() != null
                    && s.unit().mtu() > s.part().maxMtu()) {
                out.accept(issue(
                        Severity.ERROR,
                        Phrase.of(
                                "rule.mtu-mismatch.3",
                                s.part().displayName(),
                                s.unit().mtu(),
                                s.part().maxMtu()),
                        Phrase.of("rule.mtu-mismatch.3.fix"),
                        s.unit().id()));
            }
        }
    }

    private static Integer mtu(ResolvedPlan plan, Plan.End e) {
        var h = plan.hosts().get(e.device());
        if (h != null) {
            var n = e.nic() == null
                    ? (h.nics().size() == 1 ? h.nics().values().iterator().next() : null)
                    : h.nics().get(e.nic());
            return n == null ? null : n.mtu();
        }
        var s = plan.switches().get(e.device());
        return s == null ? null : s.mtu();
    }
}
