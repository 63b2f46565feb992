package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Transceiver;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.Locale;
import java.util.function.Consumer;

/** The cord's connectors must match the modules' sockets (an SC-SC cord cannot plug into an LC-duplex SR module). */
final class ConnectorRule implements Rule {
    public String id() {
        return "fiber-connector";
    }

    public Severity severity() {
        return Severity.ERROR;
    }

    public String description() {
        return "the fiber cord's connectors match the modules' sockets (LC duplex, SC, MPO)";
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        for (ResolvedPlan.ResolvedLink l : plan.links()) {
            if (l.cable() == null || !l.cable().isFiber() || l.cable().ends().isEmpty()) {
                continue;
            }
            for (Transceiver t : new Transceiver[] {l.moduleA(), l.moduleB()}) {
                if (t == null || t.connector() == null) {
                    continue;
                }
                String want =
                        switch (t.connector()) {
                            case "lc-duplex" -> "lc";
                            case "sc-duplex" -> "sc";
                            case "mpo-12" -> "mpo-12";
                            default -> null;
                        };
                if (want != null && !l.cable().ends().contains(want)) {
                    out.accept(issue(
                            Phrase.of(
                                    "rule.fiber-connector.1",
                                    plan.linkName(l),
                                    t.displayName(),
                                    t.connector().toUpperCase(Locale.ROOT),
                                    l.cable().displayName(),
                                    String.join("-", l.cable().ends()).toUpperCase(Locale.ROOT)),
                            Phrase.of(
                                    "rule.fiber-connector.1.fix",
                                    want.toUpperCase(Locale.ROOT),
                                    want.toUpperCase(Locale.ROOT)),
                            l.link().id()));
                    break;
                }
            }
        }
    }
}
