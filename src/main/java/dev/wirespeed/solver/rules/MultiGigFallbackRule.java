package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Cage;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.function.Consumer;

/** RJ45 multi-gig (2.5G/5G) ends that fall back to 1G because the other end lacks NBASE-T speeds. */
final class MultiGigFallbackRule implements Rule {
    public String id() {
        return "multigig-fallback";
    }

    public Severity severity() {
        return Severity.WARNING;
    }

    public String description() {
        return "2.5G/5G-capable RJ45 ends that negotiate only 1G because the other end has no 2.5G/5G";
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        for (ResolvedPlan.ResolvedLink l : plan.links()) {
            if (l.portA() == null || l.portB() == null || l.speedGbps() == 0) {
                continue;
            }
            boolean copper = l.portA().cage() == Cage.RJ45
                    || l.portB().cage() == Cage.RJ45
                    || (l.moduleA() != null && "copper".equals(l.moduleA().media()))
                    || (l.moduleB() != null && "copper".equals(l.moduleB().media()));
            boolean multiA = l.portA().supports(2.5) || l.portA().supports(5);
            boolean multiB = l.portB().supports(2.5) || l.portB().supports(5);
            if (copper && l.speedGbps() <= 1 && (multiA || multiB) && !(multiA && multiB)) {
                var multi = multiA ? l.portA() : l.portB();
                var other = multiA ? l.portB() : l.portA();
                out.accept(issue(
                        Phrase.of(
                                "rule.multigig-fallback.1",
                                plan.linkName(l),
                                LinkEnds.speeds(multi.speedsGbps()),
                                LinkEnds.speeds(other.speedsGbps()),
                                LinkEnds.speed(l.speedGbps())),
                        Phrase.of("rule.multigig-fallback.1.fix"),
                        l.link().id()));
            }
        }
    }
}
