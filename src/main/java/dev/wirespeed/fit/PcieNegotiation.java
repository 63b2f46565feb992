package dev.wirespeed.fit;

import dev.wirespeed.catalog.Board;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.text.Phrase;

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
     * override's), and the solver's account of how it came about ({@link #why()} in English).
     */
    public record Link(int gen, int lanes, String label, Phrase reason) {
        public Link {
            // Not >= 1: a plan is resolved before it is validated, and its values are shown back as entered.
            if (gen < 0 || lanes < 0) {
                throw new IllegalArgumentException(
                        "a PCIe link has no negative generation or width, got gen " + gen + " x" + lanes);
            }
        }

        public String why() {
            return reason.english();
        }
    }

    /** The card in the slot as wired, ignoring sharing and BIOS modes: what the slot can give at best. */
    public static Link wired(int cardGen, int cardLanes, Board.Slot slot) {
        int gen = Math.min(cardGen, slot.gen());
        int lanes = Math.min(cardLanes, slot.lanes());
        return new Link(gen, lanes, null, Phrase.of("pcie.card-in", cardGen, cardLanes, wiring(slot), gen, lanes));
    }

    /**
     * The card in the slot of a host: the slot's wiring, lowered by each sharing rule whose
     * sibling slot holds another card ({@code otherSlots}: the slots the host's other cards sit
     * in), then by the BIOS default mode. A slot left with no lanes is disabled: the link shows
     * as x1 labelled {@link #SLOT_DISABLED}.
     */
    public static Link inSlot(int cardGen, int cardLanes, Board.Slot slot, List<String> otherSlots) {
        int lanes = slot.lanes();
        List<Phrase> steps = new ArrayList<>();
        steps.add(wiring(slot));
        for (Board.Sharing s : slot.sharing()) {
            if (s.whenSlot() != null && otherSlots.stream().anyMatch(s.whenSlot()::equalsIgnoreCase)) {
                lanes = Math.min(lanes, s.lanes());
                steps.add(Phrase.of("pcie.step", Phrase.verbatim(s.when()), s.lanes()));
            }
        }
        Board.BiosMode mode = slot.defaultBiosMode();
        if (mode != null && mode.lanes() < lanes) {
            lanes = mode.lanes();
            steps.add(Phrase.of("pcie.bios-default", mode.name(), mode.lanes()));
        }
        int gen = Math.min(cardGen, slot.gen());
        int l = Math.min(cardLanes, lanes);
        Phrase why =
                Phrase.of("pcie.card-in", cardGen, cardLanes, Phrase.joined("rule.separator.semicolon", steps), gen, l);
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
        Phrase shown = over.label() == null ? Phrase.of("pcie.as-negotiated") : Phrase.verbatim(label);
        return new Link(g, l, label, Phrase.of("pcie.negotiated-as", g, l, shown));
    }

    private static Phrase wiring(Board.Slot slot) {
        return Phrase.of("pcie.wiring", slot.id(), slot.lanes(), slot.gen());
    }
}
