package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Board;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.model.Bus;
import dev.wirespeed.solver.model.ThroughputModel;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.Locale;
import java.util.function.Consumer;

/** A slot whose width depends on a BIOS setting (seed 001: ASUS B550 second x16 slot at x1 until forced to x4). */
final class BiosSlotModeRule implements Rule {
    public String id() {
        return "bios-slot-mode";
    }

    public Severity severity() {
        return Severity.WARNING;
    }

    public String description() {
        return "slots whose lane count is a BIOS choice, when a mode is too narrow for the card's port";
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        for (ResolvedPlan.ResolvedHost h : plan.hosts().values()) {
            for (ResolvedPlan.ResolvedNic n : h.nics().values()) {
                Board.Slot slot = n.slot();
                if (slot == null || slot.biosModes().isEmpty() || !(n.own() instanceof Bus.Pcie card)) {
                    continue;
                }
                int gen = Math.min(card.gen(), slot.gen());
                double need = n.ports().get(0).maxGbps();
                for (Board.BiosMode m : slot.biosModes()) {
                    // A mode may set the generation as well as the width; the message names the link the mode gives.
                    int modeGen = m.gen() == null ? gen : Math.min(gen, m.gen());
                    double data = ThroughputModel.pcieDataGbps(modeGen, Math.min(m.lanes(), card.lanes()));
                    if (data < need) {
                        out.accept(issue(
                                Phrase.of(
                                        "rule.bios-slot-mode.1",
                                        slot.id(),
                                        m.name(),
                                        modeGen,
                                        Math.min(m.lanes(), card.lanes()),
                                        String.format(Locale.ROOT, "%.2f", data),
                                        LinkEnds.speed(need)),
                                Phrase.of("rule.bios-slot-mode.1.fix"),
                                h.host().id() + "/" + n.placement().id()));
                    }
                }
            }
        }
    }
}
