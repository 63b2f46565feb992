package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Transceiver;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.function.Consumer;

/**
 * A single-fibre BiDi link needs the opposite module at the far end: one sends at 1270 nm and
 * listens at 1330 nm, the other the reverse. Two of the same kind, or a BiDi facing a duplex
 * module, see no light.
 */
final class BidiPairRule implements Rule {
    public String id() {
        return "bidi-pair";
    }

    public Severity severity() {
        return Severity.ERROR;
    }

    public String description() {
        return "BiDi modules: the far end must send on our receive wavelength and receive on our send wavelength";
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        for (ResolvedPlan.ResolvedLink l : plan.links()) {
            Transceiver a = l.moduleA();
            Transceiver b = l.moduleB();
            if (a == null || b == null || (a.bidi() == null && b.bidi() == null)) {
                continue;
            }
            String id = l.link().id();
            if (a.bidi() == null || b.bidi() == null) {
                Transceiver single = a.bidi() != null ? a : b;
                Transceiver other = single == a ? b : a;
                out.accept(issue(
                        Phrase.of("rule.bidi-pair.1", plan.linkName(l), single.displayName(), other.displayName()),
                        Phrase.of("rule.bidi-pair.1.fix"),
                        id));
            } else if (!a.bidi().pairsWith(b.bidi())) {
                out.accept(issue(
                        Phrase.of(
                                "rule.bidi-pair.2",
                                plan.linkName(l),
                                a.bidi().txNm(),
                                a.bidi().rxNm(),
                                b.bidi().txNm(),
                                b.bidi().rxNm()),
                        Phrase.of(
                                "rule.bidi-pair.2.fix",
                                a.bidi().txNm(),
                                a.bidi().rxNm(),
                                a.bidi().rxNm(),
                                a.bidi().txNm()),
                        id));
            }
        }
    }
}
