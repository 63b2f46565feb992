package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Cable;
import dev.wirespeed.fit.Reach;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.function.Consumer;

/**
 * A DAC or AOC must be at least as long as the distance between the ports (seed 000: a 0.3 m DAC,
 * measured end to end including its plugs, could not reach), and a passive DAC no longer than its
 * standard allows.
 */
final class DacLengthRule implements Rule {
    public String id() {
        return "dac-length";
    }

    public Severity severity() {
        return Severity.ERROR;
    }

    public String description() {
        return "DAC/AOC length vs the distance (too short), and passive DAC length vs the standard's maximum (too long)";
    }

    /** Longest passive copper reach by speed: 25GBASE-CR and 100GBASE-CR4 5 m (IEEE 802.3by/bj), 40GBASE-CR4 7 m (802.3ba), SFP+ direct attach 7 m. */
    static double maxPassiveMetres(double gbps) {
        return gbps >= 25 && gbps != 40 ? 5 : 7;
    }

    /** IEEE 802.3by 25G copper cable classes: CA-25G-L to 5 m (with RS-FEC), CA-25G-S and CA-25G-N to 3 m. */
    static Double classMaxMetres(String dacClass) {
        if (dacClass == null) {
            return null;
        }
        return dacClass.equals("CA-25G-L") ? 5.0 : 3.0;
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        for (ResolvedPlan.ResolvedLink l : plan.links()) {
            Cable c = l.cable();
            if (c == null || !c.isDirectAttach()) {
                continue;
            }
            Double d = l.link().distanceM();
            if (d != null && !Reach.reaches(c.lengthM(), d)) {
                out.accept(issue(
                        Phrase.of("rule.dac-length.1", plan.linkName(l), c.displayName(), c.lengthM(), d),
                        Phrase.of("rule.dac-length.1.fix", d),
                        l.link().id()));
            }
            Double classMax = classMaxMetres(c.dacClass());
            if (classMax != null && c.lengthM() > classMax) {
                out.accept(issue(
                        Severity.WARNING,
                        Phrase.of(
                                "rule.dac-length.2",
                                plan.linkName(l),
                                c.displayName(),
                                c.lengthM(),
                                c.dacClass(),
                                classMax),
                        Phrase.of("rule.dac-length.2.fix"),
                        l.link().id()));
            }
            if ("dac-passive".equals(c.cableType()) && !c.speedsGbps().isEmpty()) {
                double max = maxPassiveMetres(c.maxGbps());
                if (c.lengthM() > max) {
                    out.accept(issue(
                            Severity.WARNING,
                            Phrase.of(
                                    "rule.dac-length.3",
                                    plan.linkName(l),
                                    LinkEnds.speed(c.maxGbps()),
                                    c.lengthM(),
                                    max),
                            Phrase.of("rule.dac-length.3.fix"),
                            l.link().id()));
                }
            }
        }
    }
}
