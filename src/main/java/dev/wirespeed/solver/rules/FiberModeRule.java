package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Transceiver;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.function.Consumer;

/** Multimode modules need multimode fiber on both ends; single-mode likewise. */
final class FiberModeRule implements Rule {
    public String id() {
        return "fiber-mode";
    }

    public Severity severity() {
        return Severity.ERROR;
    }

    public String description() {
        return "fiber mode: both modules and the cord must all be multimode (OM*) or all single-mode (OS*)";
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        for (ResolvedPlan.ResolvedLink l : plan.links()) {
            Transceiver a = l.moduleA();
            Transceiver b = l.moduleB();
            if (a != null && b != null && optical(a) && optical(b) && !a.media().equals(b.media())) {
                out.accept(issue(
                        Phrase.of("rule.fiber-mode.1", plan.linkName(l), mode(a), a.standard(), mode(b), b.standard()),
                        Phrase.of("rule.fiber-mode.1.fix"),
                        l.link().id()));
            }
            if (l.cable() != null && l.cable().isFiber() && l.cable().mode() != null) {
                for (Transceiver t : new Transceiver[] {a, b}) {
                    if (t != null && optical(t) && !t.media().equals(l.cable().mode())) {
                        out.accept(issue(
                                Phrase.of(
                                        "rule.fiber-mode.2",
                                        plan.linkName(l),
                                        t.displayName(),
                                        t.standard(),
                                        mode(t),
                                        l.cable().displayName(),
                                        l.cable().fiberGrade(),
                                        l.cable().mode()),
                                Phrase.of(
                                        t.media().equals("mmf")
                                                ? "rule.fiber-mode.2.fix.mmf"
                                                : "rule.fiber-mode.2.fix.smf"),
                                l.link().id()));
                    }
                }
            }
        }
    }

    private static boolean optical(Transceiver t) {
        return "mmf".equals(t.media()) || "smf".equals(t.media());
    }

    private static Phrase mode(Transceiver t) {
        return Phrase.of("mmf".equals(t.media()) ? "rule.word.multimode" : "rule.word.single-mode");
    }
}
