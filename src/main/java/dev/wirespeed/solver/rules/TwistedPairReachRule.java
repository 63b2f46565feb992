package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Transceiver;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.function.Consumer;

/**
 * Twisted-pair reach: 100 m for BASE-T, 10GBASE-T over Cat6 only 55 m (IEEE 802.3an), and a
 * 10GBASE-T SFP+ module's own shorter reach (MikroTik S+RJ10: 30 m at 10G).
 */
final class TwistedPairReachRule implements Rule {
    public String id() {
        return "twisted-pair-reach";
    }

    public Severity severity() {
        return Severity.WARNING;
    }

    public String description() {
        return "twisted-pair distance vs 100 m, 10GBASE-T over Cat6 (55 m), and a copper module's own reach";
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        for (ResolvedPlan.ResolvedLink l : plan.links()) {
            Double d = l.link().distanceM();
            if (d == null || l.cable() == null || !l.cable().isTwistedPair()) {
                continue;
            }
            if (d > 100) {
                out.accept(issue(
                        Severity.ERROR,
                        Phrase.of("rule.twisted-pair-reach.1", plan.linkName(l), d),
                        Phrase.of("rule.twisted-pair-reach.1.fix"),
                        l.link().id()));
            } else if (l.speedGbps() >= 10 && "cat6".equals(l.cable().category()) && d > 55) {
                out.accept(issue(
                        Phrase.of("rule.twisted-pair-reach.2", plan.linkName(l), d),
                        Phrase.of("rule.twisted-pair-reach.2.fix"),
                        l.link().id()));
            }
            if (l.cable().lengthM() < d) {
                out.accept(issue(
                        Severity.ERROR,
                        Phrase.of(
                                "rule.twisted-pair-reach.3",
                                plan.linkName(l),
                                l.cable().lengthM(),
                                d),
                        Phrase.of("rule.twisted-pair-reach.3.fix"),
                        l.link().id()));
            }
            for (Transceiver t : new Transceiver[] {l.moduleA(), l.moduleB()}) {
                if (t == null) {
                    continue;
                }
                for (Transceiver.Reach r : t.reach()) {
                    boolean atSpeed = r.speedGbps() == null || Math.abs(r.speedGbps() - l.speedGbps()) < 1e-9;
                    if (atSpeed
                            && d > r.metres()
                            && (l.cable().category() == null
                                    || r.grade().equals(l.cable().category())
                                    || r.grade().startsWith("cat"))) {
                        out.accept(issue(
                                Phrase.of(
                                        "rule.twisted-pair-reach.4",
                                        plan.linkName(l),
                                        t.displayName(),
                                        r.metres(),
                                        r.speedGbps() == null
                                                ? ""
                                                : Phrase.of(
                                                        "rule.twisted-pair-reach.4.at", LinkEnds.speed(r.speedGbps())),
                                        d),
                                Phrase.of("rule.twisted-pair-reach.4.fix"),
                                l.link().id()));
                        break;
                    }
                }
            }
        }
    }
}
