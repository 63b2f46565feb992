package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Board;
import dev.wirespeed.fit.CardFit;
import dev.wirespeed.fit.Reason;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A card must fit its slot: slot type, mechanical length (unless open-ended), and height. The
 * verdict is {@link CardFit}'s (the plan editor lists cards by the same answer); this rule words
 * each error and warning for the solver.
 */
final class CardSlotFitRule implements Rule {
    public String id() {
        return "card-slot-fit";
    }

    public Severity severity() {
        return Severity.ERROR;
    }

    public String description() {
        return "card vs slot: slot type (PCIe, OCP, M.2), mechanical size (an x8 card needs an x8+ or open-ended slot), bracket height";
    }

    /**
     * Reasons the card does not belong in the slot at all, in the order this rule reports the
     * one it words: a USB or Thunderbolt adapter by its own kind, else the slot type.
     */
    private static final List<String> PLACEMENT = List.of(
            CardFit.USB_ADAPTER,
            CardFit.THUNDERBOLT_ADAPTER,
            CardFit.M2_SLOT,
            CardFit.MINI_PCIE_SLOT,
            CardFit.NOT_OCP,
            CardFit.NOT_OCP3,
            CardFit.OCP_CARD,
            CardFit.ONBOARD_CONTROLLER);

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        for (ResolvedPlan.ResolvedHost h : plan.hosts().values()) {
            for (ResolvedPlan.ResolvedNic n : h.nics().values()) {
                Board.Slot slot = n.slot();
                if (slot == null || n.part() == null) {
                    continue;
                }
                String where = h.host().id() + "/" + n.placement().id();
                List<Reason> reasons = CardFit.inSlot(n.part(), slot).reasons().stream()
                        .filter(r -> r.severity() != Severity.INFO)
                        .toList();
                Optional<Reason> placement = reasons.stream()
                        .filter(r -> PLACEMENT.contains(r.key()))
                        .min(Comparator.comparingInt(r -> PLACEMENT.indexOf(r.key())));
                if (placement.isPresent()) {
                    out.accept(issue(n, slot, placement.get(), where));
                } else {
                    reasons.forEach(r -> out.accept(issue(n, slot, r, where)));
                }
            }
        }
    }

    private Issue issue(ResolvedPlan.ResolvedNic n, Board.Slot slot, Reason r, String where) {
        String kind = CardFit.kind(n.part());
        return switch (r.key()) {
            case CardFit.USB_ADAPTER, CardFit.THUNDERBOLT_ADAPTER -> issue(
                    Phrase.of("rule.card-slot-fit.3", n.label(), kind, slot.id()),
                    Phrase.of("rule.card-slot-fit.3.fix", kind),
                    where);
            case CardFit.ONBOARD_CONTROLLER -> issue(
                    Phrase.of("rule.card-slot-fit.4", n.label(), slot.id()),
                    Phrase.of("rule.card-slot-fit.4.fix"),
                    where);
            case CardFit.TOO_LONG -> issue(
                    Phrase.of("rule.card-slot-fit.5", n.label(), r.arg(0), slot.id(), r.arg(1)),
                    Phrase.of("rule.card-slot-fit.5.fix", r.arg(0)),
                    where);
            case CardFit.FULL_HEIGHT -> issue(
                    Severity.WARNING,
                    Phrase.of("rule.card-slot-fit.6", n.label(), slot.id()),
                    Phrase.of("rule.card-slot-fit.6.fix"),
                    where);
            case CardFit.OCP_CARD,
                    CardFit.NOT_OCP,
                    CardFit.NOT_OCP3,
                    CardFit.M2_SLOT,
                    CardFit.MINI_PCIE_SLOT,
                    CardFit.PCIE_CARD -> issue(
                    Phrase.of("rule.card-slot-fit.7", n.label(), kind, slot.id(), slot.type()),
                    Phrase.of("rule.card-slot-fit.7.fix", kind.startsWith("ocp") ? "OCP" : "PCIe"),
                    where);
            default -> throw new IllegalStateException("card-slot-fit has no wording for " + r.key());
        };
    }
}
