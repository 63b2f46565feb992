package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Cage;
import dev.wirespeed.fit.Plugs;
import dev.wirespeed.fit.PortFit;
import dev.wirespeed.fit.Speeds;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

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
                            Phrase.of(
                                    "rule.sfp28-module-in-sfp-plus-port.1",
                                    e.name(plan),
                                    e.module().displayName(),
                                    e.module().standard(),
                                    LinkEnds.speeds(e.module().speedsGbps()),
                                    LinkEnds.speeds(e.port().speedsGbps()),
                                    LinkEnds.speed(common.get(0))),
                            Phrase.of("rule.sfp28-module-in-sfp-plus-port.1.fix"),
                            e.link().link().id()));
                }
                if (common.isEmpty()) {
                    out.accept(issue(
                            Phrase.of(
                                    "rule.sfp28-module-in-sfp-plus-port.2",
                                    e.name(plan),
                                    e.module().displayName(),
                                    e.module().standard(),
                                    LinkEnds.speeds(e.module().speedsGbps()),
                                    LinkEnds.cage(e.port().cage()),
                                    LinkEnds.speeds(e.port().speedsGbps())),
                            Phrase.of(
                                    "rule.sfp28-module-in-sfp-plus-port.2.fix",
                                    LinkEnds.speed(e.port().speedsGbps().get(0))),
                            e.link().link().id()));
                }
            }
            if (e.dac() != null && !PortFit.cableSpeeds(e.dac(), e.port()).fits()) {
                out.accept(issue(
                        Phrase.of(
                                "rule.sfp28-module-in-sfp-plus-port.3",
                                e.name(plan),
                                e.dac().displayName(),
                                LinkEnds.speeds(e.dac().speedsGbps()),
                                LinkEnds.speeds(e.port().speedsGbps())),
                        Phrase.of(
                                "rule.sfp28-module-in-sfp-plus-port.3.fix",
                                LinkEnds.speed(e.port().speedsGbps().get(0))),
                        e.link().link().id()));
            }
        }
    }
}
