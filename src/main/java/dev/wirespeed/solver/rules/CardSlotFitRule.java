package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Board;
import dev.wirespeed.catalog.Compatibility;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.solver.ResolvedPlan;

import java.util.function.Consumer;

/** A card must fit its slot: slot type, mechanical length (unless open-ended), and height. */
final class CardSlotFitRule implements Rule {
    public String id() { return "card-slot-fit"; }
    public String severity() { return "error"; }
    public String description() { return "card vs slot: slot type (PCIe, OCP, M.2), mechanical size (an x8 card needs an x8+ or open-ended slot), bracket height"; }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        for (ResolvedPlan.RHost h : plan.hosts().values()) {
            for (ResolvedPlan.RNic n : h.nics().values()) {
                Board.Slot slot = n.slot();
                if (slot == null || n.part() == null) {
                    continue;
                }
                String where = h.host().id() + "/" + n.placement().id();
                String kind = n.part().hostInterface().kind();
                if (kind.equals("usb") || kind.equals("thunderbolt")) {
                    out.accept(issue(n.label() + " is a " + kind + " adapter; it does not go in slot " + slot.id(), "attach it to a " + kind + " port", where));
                    continue;
                }
                boolean cardIsOcp = kind.startsWith("ocp");
                boolean slotIsOcp = slot.type().startsWith("ocp");
                if (cardIsOcp != slotIsOcp || slot.type().equals("m2") || slot.type().equals("mini-pcie")) {
                    out.accept(issue(n.label() + " has a " + kind + " edge; slot " + slot.id() + " is " + slot.type(),
                            "choose a " + (cardIsOcp ? "OCP" : "PCIe") + " slot, or a card for this slot", where));
                    continue;
                }
                Integer cardLanes = n.part().hostInterface().lanes();
                if (cardLanes != null && !Compatibility.cardFitsSlotMechanically(cardLanes, slot)) {
                    out.accept(issue(n.label() + " has an x" + cardLanes + " edge; slot " + slot.id() + " is x" + slot.mechanicalSize()
                            + " mechanically and closed-ended", "use an x" + cardLanes + " (or longer) slot, or an open-ended slot", where));
                }
                if ("low-profile".equals(slot.heightLimit()) && n.part().formFactor() != null && "full-height".equals(n.part().formFactor().height())) {
                    out.accept(issue("warning", n.label() + " is full height; slot " + slot.id() + " takes low-profile cards only", "choose a low-profile card", where));
                }
            }
        }
    }
}
