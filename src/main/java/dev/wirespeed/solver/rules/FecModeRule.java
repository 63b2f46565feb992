package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Cable;
import dev.wirespeed.catalog.Fec;
import dev.wirespeed.catalog.PortGroup;
import dev.wirespeed.catalog.Transceiver;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * A 25G link comes up only when both ends run the same FEC mode, and one the medium allows: IEEE
 * 802.3by copper class CA-25G-L needs RS-FEC, CA-25G-S BASE-R or RS, CA-25G-N any; 25GBASE-SR
 * optics need RS-FEC. Ends whose defaults differ work once one end is set by hand.
 */
final class FecModeRule implements Rule {
    public String id() {
        return "fec-mode";
    }

    public Severity severity() {
        return Severity.ERROR;
    }

    public String description() {
        return "25G links: FEC modes both ends can run, the cable class's or module's need, and differing defaults";
    }

    /** The modes a 25G medium allows: by copper class, else by what a module says it needs; null = any. */
    static Set<Fec> allowedBy(Cable cable, Transceiver a, Transceiver b) {
        Set<Fec> allowed = EnumSet.allOf(Fec.class);
        boolean known = false;
        if (cable != null && cable.dacClass() != null) {
            known = true;
            allowed.retainAll(
                    switch (cable.dacClass()) {
                        case "CA-25G-L" -> EnumSet.of(Fec.RS);
                        case "CA-25G-S" -> EnumSet.of(Fec.RS, Fec.BASE_R);
                        default -> EnumSet.allOf(Fec.class);
                    });
        }
        for (Transceiver t : new Transceiver[] {a, b}) {
            if (t != null && t.fec() != null && t.fec().required() != null) {
                known = true;
                allowed.retainAll(EnumSet.of(t.fec().required()));
            }
        }
        return known ? allowed : null;
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        for (ResolvedPlan.ResolvedLink l : plan.links()) {
            if (Math.abs(l.speedGbps() - 25) > 1e-9) {
                continue;
            }
            List<Fec> a = modes(l.portA());
            List<Fec> b = modes(l.portB());
            Set<Fec> medium = allowedBy(l.cable(), l.moduleA(), l.moduleB());
            Set<Fec> common = EnumSet.allOf(Fec.class);
            List<Phrase> said = new ArrayList<>();
            if (!a.isEmpty()) {
                common.retainAll(a);
                said.add(Phrase.of("rule.fec-mode.end-a-runs", text(a)));
            }
            if (!b.isEmpty()) {
                common.retainAll(b);
                said.add(Phrase.of("rule.fec-mode.end-b-runs", text(b)));
            }
            if (medium != null) {
                common.retainAll(medium);
                said.add(Phrase.of("rule.fec-mode.medium-needs", mediumText(l), text(List.copyOf(medium))));
            }
            if (said.size() < 2) {
                continue;
            }
            String id = l.link().id();
            if (common.isEmpty()) {
                out.accept(issue(
                        Phrase.of("rule.fec-mode.1", plan.linkName(l), Phrase.joined("rule.separator.semicolon", said)),
                        Phrase.of("rule.fec-mode.1.fix"),
                        id));
            } else if (!a.isEmpty() && !b.isEmpty() && a.get(0) != b.get(0)) {
                Fec pick = common.iterator().next();
                out.accept(issue(
                        Severity.WARNING,
                        Phrase.of(
                                "rule.fec-mode.2",
                                plan.linkName(l),
                                a.get(0).text(),
                                b.get(0).text()),
                        Phrase.of("rule.fec-mode.2.fix", pick.text()),
                        id));
            }
        }
    }

    private static List<Fec> modes(PortGroup g) {
        return g == null ? List.of() : g.fecModes();
    }

    private static Phrase text(List<Fec> modes) {
        return Phrase.joined(
                "rule.separator.or",
                modes.stream().map(m -> Phrase.verbatim(m.text())).toList());
    }

    private static Phrase mediumText(ResolvedPlan.ResolvedLink l) {
        if (l.cable() != null && l.cable().dacClass() != null) {
            return Phrase.of("rule.fec-mode.the-cable", l.cable().dacClass());
        }
        return Phrase.of("rule.fec-mode.the-module");
    }
}
