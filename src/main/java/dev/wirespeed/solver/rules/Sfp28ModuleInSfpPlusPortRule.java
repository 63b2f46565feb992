package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Cage;
import dev.wirespeed.fit.Plugs;
import dev.wirespeed.fit.PortFit;
import dev.wirespeed.fit.Speeds;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;

import java.util.List;
import java.util.function.Consumer;

/**
 * A module or DAC that fits the cage mechanically but shares no speed with it: e.g. a 25G-only
 * SFP28 module in an SFP+ (10G) cage, which never links.
 */
final class Sfp28ModuleInSfpPlusPortRule implements Rule {
    public String id() {
        return "sfp28-module-in-sfp-plus-port";
    }

    public Severity severity() {
        return Severity.ERROR;
    }

    public String description() {
        return "a module or DAC whose speeds the port cannot run (25G-only SFP28 module in an SFP+ cage)";
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        for (LinkEnds.End e : LinkEnds.all(plan)) {
            if (e.module() != null
                    && Plugs.pluggable(e.module().pluggedCage(), e.port().cage())) {
                List<Double> common =
                        Speeds.common(e.module().speedsGbps(), e.port().speedsGbps());
                if (!common.isEmpty()
                        && e.module().formFactor() == Cage.SFP28
                        && e.port().cage() == Cage.SFP_PLUS) {
                    out.accept(issue(
                            Severity.WARNING,
                            e.name(plan) + ": " + e.module().displayName() + " is an SFP28 "
                                    + e.module().standard() + " module ("
                                    + LinkEnds.speeds(e.module().speedsGbps()) + ") in an SFP+ cage ("
                                    + LinkEnds.speeds(e.port().speedsGbps()) + "): it can only run "
                                    + LinkEnds.speed(common.get(0))
                                    + ", and dual-rate optics may need the port's rate select set low (MikroTik: sfp-rate-select=low)",
                            "use a 10GBASE module for SFP+ ports, or a switch with SFP28 ports",
                            e.link().link().id()));
                }
                if (common.isEmpty()) {
                    out.accept(issue(
                            e.name(plan) + ": " + e.module().displayName() + " ("
                                    + e.module().standard() + ") runs "
                                    + LinkEnds.speeds(e.module().speedsGbps()) + "; the "
                                    + LinkEnds.cage(e.port().cage()) + " port runs "
                                    + LinkEnds.speeds(e.port().speedsGbps())
                                    + ": no speed in common, the link stays down",
                            "use a module for "
                                    + LinkEnds.speed(e.port().speedsGbps().get(0))
                                    + " (e.g. 10GBASE-SR for SFP+), or a dual-rate module",
                            e.link().link().id()));
                }
            }
            if (e.dac() != null && !PortFit.cableSpeeds(e.dac(), e.port()).fits()) {
                out.accept(issue(
                        e.name(plan) + ": " + e.dac().displayName() + " runs "
                                + LinkEnds.speeds(e.dac().speedsGbps()) + "; the port runs "
                                + LinkEnds.speeds(e.port().speedsGbps()) + ": no speed in common",
                        "choose a DAC for "
                                + LinkEnds.speed(e.port().speedsGbps().get(0)),
                        e.link().link().id()));
            }
        }
    }
}
