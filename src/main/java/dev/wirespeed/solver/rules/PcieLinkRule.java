package dev.wirespeed.solver.rules;

import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.model.Bus;
import dev.wirespeed.solver.model.ThroughputModel;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;
import dev.wirespeed.units.NumberText;

import java.util.function.Consumer;

/**
 * The negotiated PCIe link (generation and electrical width, after slot wiring, lane sharing and
 * BIOS mode) must carry the card's port speed: PCIe 2.0 x1 = 4.0 Gbit/s cannot feed a 10G port.
 */
final class PcieLinkRule implements Rule {
    public String id() {
        return "pcie-link";
    }

    public Severity severity() {
        return Severity.WARNING;
    }

    public String description() {
        return "negotiated PCIe generation x lanes (slot wiring, lane sharing, BIOS mode) vs the bandwidth one port needs";
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        for (ResolvedPlan.ResolvedHost h : plan.hosts().values()) {
            for (ResolvedPlan.ResolvedNic n : h.nics().values()) {
                if (!(n.negotiated() instanceof Bus.Pcie b)) {
                    continue;
                }
                String where = h.host().id() + "/" + n.placement().id();
                double data = ThroughputModel.pcieDataGbps(b.gen(), b.lanes());
                double need = n.ports().get(0).maxGbps();
                String txt = n.label() + ": PCIe " + b.gen() + ".0 x" + b.lanes() + " = "
                        + NumberText.fixed(ThroughputModel.pcieGts(b.gen()), 2) + " GT/s x " + b.lanes() + " x "
                        + (b.gen() <= 2 ? "8/10" : "128/130") + " = " + NumberText.fixed(data, 2) + " Gbit/s";
                if (data < need) {
                    out.accept(issue(
                            Phrase.of(
                                    "rule.pcie-link.1",
                                    txt,
                                    n.negotiatedReason(),
                                    LinkEnds.speed(need),
                                    NumberText.fixed(data * 0.8, 1)),
                            Phrase.of("rule.pcie-link.1.fix"),
                            where));
                } else if (n.own() instanceof Bus.Pcie card && (b.lanes() < card.lanes() || b.gen() < card.gen())) {
                    out.accept(issue(
                            Severity.INFO,
                            Phrase.of(
                                    "rule.pcie-link.2",
                                    txt,
                                    n.negotiatedReason(),
                                    card.gen(),
                                    card.lanes(),
                                    NumberText.fixed(data, 2),
                                    LinkEnds.speed(need)),
                            Phrase.of("rule.pcie-link.2.fix"),
                            where));
                }
            }
        }
    }
}
