package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Cage;
import dev.wirespeed.fit.Plugs;
import dev.wirespeed.fit.PortFit;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.function.Consumer;

/** A module or DAC end must fit the cage mechanically (SFP family, QSFP family; RJ45 takes neither). */
final class CageFormFactorRule implements Rule {
    public String id() {
        return "cage-form-factor";
    }

    public Severity severity() {
        return Severity.ERROR;
    }

    public String description() {
        return "module or DAC form factor vs the cage (SFP/SFP+/SFP28 vs QSFP+/QSFP28 vs RJ45; QSA adapters)";
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        for (LinkEnds.End e : LinkEnds.all(plan)) {
            Cage cage = e.port().cage();
            if (e.module() != null && !Plugs.pluggable(e.module().pluggedCage(), cage)) {
                out.accept(issue(
                        Phrase.of(
                                "rule.cage-form-factor.1",
                                e.name(plan),
                                LinkEnds.cage(e.module().pluggedCage()),
                                e.module().displayName(),
                                LinkEnds.cage(cage),
                                Phrase.of(cage == Cage.RJ45 ? "rule.word.jack" : "rule.word.cage")),
                        cage.family() == Cage.Family.QSFP
                                ? Phrase.of("rule.cage-form-factor.1.fix.qsfp")
                                : cage == Cage.RJ45
                                        ? Phrase.of("rule.cage-form-factor.1.fix.rj45")
                                        : Phrase.of("rule.cage-form-factor.1.fix.sfp"),
                        e.link().link().id()));
            }
            if (e.dac() != null && !PortFit.cableEnds(e.dac(), cage).fits()) {
                out.accept(issue(
                        Phrase.of(
                                "rule.cage-form-factor.2",
                                e.name(plan),
                                e.dac().displayName(),
                                String.join("/", e.dac().ends()),
                                LinkEnds.cage(cage),
                                Phrase.of(cage == Cage.RJ45 ? "rule.word.jack" : "rule.word.cage")),
                        Phrase.of("rule.cage-form-factor.2.fix", LinkEnds.cage(cage)),
                        e.link().link().id()));
            }
            if (e.module() == null
                    && e.dac() == null
                    && e.link().cable() != null
                    && e.link().cable().isTwistedPair()
                    && !PortFit.twistedPairEnd(e.port(), null).fits()) {
                out.accept(issue(
                        Phrase.of("rule.cage-form-factor.3", e.name(plan), LinkEnds.cage(cage)),
                        Phrase.of("rule.cage-form-factor.3.fix"),
                        e.link().link().id()));
            }
        }
    }
}
