package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Cable;
import dev.wirespeed.catalog.Transceiver;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.Locale;
import java.util.function.Consumer;

/**
 * An angled (APC, 8 degree) ferrule mates only with APC: against a flat UPC or PC port the fibre
 * cores meet at an angle with an air gap, losing several dB and scratching the end faces.
 */
final class ConnectorPolishRule implements Rule {
    public String id() {
        return "connector-polish";
    }

    public Severity severity() {
        return Severity.ERROR;
    }

    public String description() {
        return "fibre cord polish (APC vs UPC/PC) against each module's port";
    }

    static boolean mates(String a, String b) {
        return a == null || b == null || a.equals("apc") == b.equals("apc");
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        for (ResolvedPlan.ResolvedLink l : plan.links()) {
            Cable c = l.cable();
            if (c == null || c.polish() == null) {
                continue;
            }
            for (Transceiver t : new Transceiver[] {l.moduleA(), l.moduleB()}) {
                if (t != null && !mates(c.polish(), t.polish())) {
                    out.accept(issue(
                            Phrase.of(
                                    "rule.connector-polish.1",
                                    plan.linkName(l),
                                    c.displayName(),
                                    c.polish().toUpperCase(Locale.ROOT),
                                    t.displayName(),
                                    t.polish().toUpperCase(Locale.ROOT)),
                            Phrase.of("rule.connector-polish.1.fix", t.polish().toUpperCase(Locale.ROOT)),
                            l.link().id()));
                    break;
                }
            }
        }
    }
}
