package dev.wirespeed.fit;

import dev.wirespeed.catalog.Board;
import dev.wirespeed.plan.Plan;

import java.util.ArrayList;
import java.util.List;

/**
 * The PCIe link a card trains to: the lower generation and the fewer lanes of the card edge and
 * the slot as wired, lanes taken by a sibling slot that shares them, the BIOS default mode, and,
 * above all, what lspci or the BIOS reported (a plan's override).
 */
public final class PcieNegotiation {

    /** Label of a link whose slot has all its lanes taken by a sharing sibling. */
    public static final String SLOT_DISABLED = "slot disabled";

    private PcieNegotiation() {}

    /**
     * A negotiated link: generation, lanes, an optional label ({@link #SLOT_DISABLED} or the
     * override's), and the solver's English account of how it came about.
     */
    public record Link(int gen, int lanes, String label, String why) {
        public Link {
            // Not >= 1: a plan is resolved before it is validated, and its values are shown back as entered.
            if (gen < 0 || lanes < 0) {
                throw new IllegalArgumentException(
                        "a PCIe link has no negative generation or width, got gen " + gen + " x" + lanes);
            }
        }
    }

    /** The card in the slot as wired, ignoring sharing and BIOS modes: what the slot can give at best. */
    public static Link wired(int cardGen, int cardLanes, Board.Slot slot) {
        int gen = Math.min(cardGen, slot.gen());
        int lanes = Math.min(cardLanes, slot.lanes());
        return new Link(
                gen,
                lanes,
                null,
                "card PCIe " + cardGen + ".0 x" + cardLanes + " in " + wiring(slot) + " → PCIe " + gen + ".0 x"
                        + lanes);
    }

    /**
     * The card in the slot of a host: the slot's wiring, lowered by each sharing rule whose
     * sibling slot holds another card ({@code otherSlots}: the slots the host's other cards sit
     * in), then by the BIOS default mode. A slot left with no lanes is disabled: the link shows
     * as x1 labelled {@link #SLOT_DISABLED}.
     */
    public static Link inSlot(int cardGen, int cardLanes, Board.Slot slot, List<String> otherSlots) {
        int lanes = slot.lanes();
        List<String> steps = new ArrayList<>();
        steps.add(wiring(slot));
        for (Board.Sharing s : slot.sharing()) {
            if (s.whenSlot() != null && otherSlots.stream().anyMatch(s.whenSlot()::equalsIgnoreCase)) {
                lanes = Math.min(lanes, s.lanes());
                steps.add(s.when() + " → x" + s.lanes());
            }
        }
        Board.BiosMode mode = slot.defaultBiosMode();
        if (mode != null && mode.lanes() < lanes) {
            lanes = mode.lanes();
            steps.add("BIOS default mode " + mode.name() + " → x" + mode.lanes());
        }
        int gen = Math.min(cardGen, slot.gen());
        int l = Math.min(cardLanes, lanes);
        String why = "card PCIe " + cardGen + ".0 x" + cardLanes + " in " + String.join("; ", steps) + " → PCIe " + gen
                + ".0 x" + l;
        return lanes == 0 ? new Link(gen, 1, SLOT_DISABLED, why) : new Link(gen, l, null, why);
    }

    /**
     * What lspci, HWiNFO or the BIOS reported replaces the derived link; a field the report
     * leaves out keeps the derived value ({@code gen}/{@code lanes}, either may be null), else
     * PCIe 3.0 and x1. Null when the plan reports nothing.
     */
    public static Link overridden(Plan.Negotiated over, Integer gen, Integer lanes) {
        if (over == null || (over.gen() == null && over.lanes() == null)) {
            return null;
        }
        int g = over.gen() != null ? over.gen() : gen != null ? gen : 3;
        int l = over.lanes() != null ? over.lanes() : lanes != null ? lanes : 1;
        String label = over.label() == null ? "as negotiated" : over.label();
        return new Link(g, l, label, "negotiated as PCIe " + g + ".0 x" + l + " (" + label + ")");
    }

    private static String wiring(Board.Slot slot) {
        return "slot " + slot.id() + " is wired x" + slot.lanes() + " PCIe " + slot.gen() + ".0";
    }
}
