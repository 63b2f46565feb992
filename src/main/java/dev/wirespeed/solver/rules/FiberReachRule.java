package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Transceiver;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.List;
import java.util.function.Consumer;

/** The distance must be within each module's reach over the cord's fiber grade (10GBASE-SR: OM3 300 m, OM4 400 m). */
final class FiberReachRule implements Rule {
    public String id() {
        return "fiber-reach";
    }

    public Severity severity() {
        return Severity.ERROR;
    }

    public String description() {
        return "distance vs each optical module's reach over the cord's fiber grade, and cord length vs distance";
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        for (ResolvedPlan.ResolvedLink l : plan.links()) {
            Double d = l.link().distanceM();
            if (d == null || l.cable() == null || !l.cable().isFiber()) {
                continue;
            }
            if (l.cable().lengthM() < d) {
                out.accept(issue(
                        Phrase.of(
                                "rule.fiber-reach.1",
                                plan.linkName(l),
                                l.cable().lengthM(),
                                d),
                        Phrase.of("rule.fiber-reach.1.fix", d),
                        l.link().id()));
            }
            String grade = l.cable().fiberGrade();
            for (Transceiver t : new Transceiver[] {l.moduleA(), l.moduleB()}) {
                if (t == null || grade == null) {
                    continue;
                }
                // A dual-rate module reaches further at its lower rate: when it states a reach at the link's
                // speed, only that one applies; a module that states none is held to its longest reach over the grade.
                List<Transceiver.Reach> overGrade =
                        t.reach().stream().filter(r -> r.grade().equals(grade)).toList();
                List<Transceiver.Reach> atSpeed = overGrade.stream()
                        .filter(r -> r.speedGbps() != null && Math.abs(r.speedGbps() - l.speedGbps()) < 1e-9)
                        .toList();
                (atSpeed.isEmpty() ? overGrade : atSpeed)
                        .stream().mapToDouble(Transceiver.Reach::metres).max().ifPresent(max -> {
                            if (d > max) {
                                out.accept(issue(
                                        Phrase.of("rule.fiber-reach.2", plan.linkName(l), t.standard(), max, grade, d),
                                        Phrase.of("rule.fiber-reach.2.fix"),
                                        l.link().id()));
                            }
                        });
            }
        }
    }
}
