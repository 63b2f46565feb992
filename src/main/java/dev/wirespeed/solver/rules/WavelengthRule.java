package dev.wirespeed.solver.rules;

import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.function.Consumer;

/** Both modules of an optical link must use the same wavelength (850 nm SR vs 1310 nm LR never link). */
final class WavelengthRule implements Rule {
    public String id() {
        return "wavelength";
    }

    public Severity severity() {
        return Severity.ERROR;
    }

    public String description() {
        return "the two modules' wavelengths match (850 nm SR with 850 nm SR, 1310 nm LR with 1310 nm LR)";
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        for (ResolvedPlan.ResolvedLink l : plan.links()) {
            var a = l.moduleA();
            var b = l.moduleB();
            if (a != null
                    && b != null
                    && a.bidi() == null
                    && b.bidi() == null
                    && a.wavelengthNm() != null
                    && b.wavelengthNm() != null
                    && !a.wavelengthNm().equals(b.wavelengthNm())) {
                out.accept(issue(
                        Phrase.of(
                                "rule.wavelength.1",
                                plan.linkName(l),
                                a.wavelengthNm(),
                                a.standard(),
                                b.wavelengthNm(),
                                b.standard()),
                        Phrase.of("rule.wavelength.1.fix"),
                        l.link().id()));
            }
        }
    }
}
