package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Transceiver;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;

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
                        "link " + l.link().id() + ": module A is " + mode(a) + " (" + a.standard() + "), module B is "
                                + mode(b) + " (" + b.standard() + ")",
                        "use the same standard on both ends",
                        l.link().id()));
            }
            if (l.cable() != null && l.cable().isFiber() && l.cable().mode() != null) {
                for (Transceiver t : new Transceiver[] {a, b}) {
                    if (t != null && optical(t) && !t.media().equals(l.cable().mode())) {
                        out.accept(issue(
                                "link " + l.link().id() + ": " + t.displayName() + " (" + t.standard() + ") needs "
                                        + mode(t) + " fiber, the cord "
                                        + l.cable().displayName() + " is "
                                        + l.cable().fiberGrade() + " ("
                                        + l.cable().mode() + ")",
                                "use a " + (t.media().equals("mmf") ? "multimode OM3/OM4" : "single-mode OS2")
                                        + " cord",
                                l.link().id()));
                    }
                }
            }
        }
    }

    private static boolean optical(Transceiver t) {
        return "mmf".equals(t.media()) || "smf".equals(t.media());
    }

    private static String mode(Transceiver t) {
        return "mmf".equals(t.media()) ? "multimode" : "single-mode";
    }
}
