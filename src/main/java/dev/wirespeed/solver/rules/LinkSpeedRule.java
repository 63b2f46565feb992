package dev.wirespeed.solver.rules;

import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.function.Consumer;

/** Speed agreement end to end: a link runs at the highest speed every element supports. */
final class LinkSpeedRule implements Rule {
    public String id() {
        return "link-speed";
    }

    public Severity severity() {
        return Severity.INFO;
    }

    public String description() {
        return "the speed a link negotiates end to end, and links that run below what an end could do (SFP28 port with an SFP+ DAC runs 10G)";
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        for (ResolvedPlan.ResolvedLink l : plan.links()) {
            if (l.portA() == null || l.portB() == null) {
                continue;
            }
            if (l.speedGbps() == 0) {
                out.accept(issue(
                        Severity.ERROR,
                        Phrase.of("rule.link-speed.1", plan.linkName(l), l.speedReason()),
                        Phrase.of("rule.link-speed.1.fix"),
                        l.link().id()));
                continue;
            }
            double best = Math.max(l.portA().maxGbps(), l.portB().maxGbps());
            if (l.speedGbps() < best) {
                out.accept(issue(
                        Phrase.of(
                                "rule.link-speed.2",
                                plan.linkName(l),
                                LinkEnds.speed(l.speedGbps()),
                                LinkEnds.speed(best),
                                l.speedReason()),
                        Phrase.of("rule.link-speed.2.fix", LinkEnds.speed(best)),
                        l.link().id()));
            }
        }
    }
}
