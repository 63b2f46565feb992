package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Cage;
import dev.wirespeed.fit.Plugs;
import dev.wirespeed.fit.PortFit;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;

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
                        e.name(plan) + ": a " + LinkEnds.cage(e.module().pluggedCage()) + " module ("
                                + e.module().displayName() + ") does not fit a " + LinkEnds.cage(cage) + " "
                                + (cage == Cage.RJ45 ? "jack" : "cage"),
                        cage.family() == Cage.Family.QSFP
                                ? "use a QSFP module, or a QSA adapter for an SFP+ module"
                                : cage == Cage.RJ45
                                        ? "an RJ45 port takes a twisted-pair cable, no module"
                                        : "use an SFP-family module",
                        e.link().link().id()));
            }
            if (e.dac() != null && !PortFit.cableEnds(e.dac(), cage).fits()) {
                out.accept(issue(
                        e.name(plan) + ": " + e.dac().displayName() + " has "
                                + String.join("/", e.dac().ends()) + " ends, which do not fit a " + LinkEnds.cage(cage)
                                + " " + (cage == Cage.RJ45 ? "jack" : "cage"),
                        "choose a DAC with " + LinkEnds.cage(cage) + "-family ends",
                        e.link().link().id()));
            }
            if (e.module() == null
                    && e.dac() == null
                    && e.link().cable() != null
                    && e.link().cable().isTwistedPair()
                    && !PortFit.twistedPairEnd(e.port(), null).fits()) {
                out.accept(issue(
                        e.name(plan) + ": a twisted-pair cable cannot plug into an " + LinkEnds.cage(cage) + " cage",
                        "add a 10GBASE-T (or 1000BASE-T) module, or use a DAC",
                        e.link().link().id()));
            }
        }
    }
}
