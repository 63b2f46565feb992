package dev.wirespeed.fit;

import dev.wirespeed.catalog.Board;
import dev.wirespeed.catalog.Nic;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Whether a NIC goes where it is placed: a USB, Thunderbolt or onboard NIC on its port, a PCIe or
 * OCP card in a slot of the same type (M.2 and mini PCIe slots take neither), a card edge no
 * longer than a closed slot, a full-height bracket in a low-profile slot (a warning), and, for
 * a card that fits, the notes that it runs with fewer lanes or an older generation.
 */
public final class CardFit {

    public static final String USB_ADAPTER = "fit.card.usb";
    public static final String THUNDERBOLT_ADAPTER = "fit.card.tb";
    public static final String ONBOARD_CONTROLLER = "fit.card.onboard";
    public static final String OCP_CARD = "fit.card.ocp";
    public static final String PCIE_CARD = "fit.card.pcie";
    /** An OCP 2.0 slot and a card that is not OCP. */
    public static final String NOT_OCP = "fit.card.notOcp";
    /** An OCP 3.0 slot and a card that is not OCP. */
    public static final String NOT_OCP3 = "fit.card.notOcp3";

    public static final String M2_SLOT = "fit.card.m2";
    public static final String MINI_PCIE_SLOT = "fit.card.miniPcie";
    /** An M.2 NIC in a socket that is wired for SATA only (no PCIe lanes). */
    public static final String M2_SATA_ONLY = "fit.card.m2SataOnly";
    /** An M.2 NIC whose edge key the socket's key does not take. */
    public static final String M2_KEY = "fit.card.m2Key";
    /** An M.2 NIC offered a full-size PCIe or OCP slot. */
    public static final String M2_CARD = "fit.card.m2Card";
    /** Arguments: card edge lanes, slot mechanical size. */
    public static final String TOO_LONG = "fit.card.tooLong";

    public static final String FULL_HEIGHT = "fit.card.fullHeight";
    public static final String EDGE_UNKNOWN = "fit.card.edgeUnknown";
    /** Arguments: card edge lanes, lanes the slot is wired for. */
    public static final String FEWER_LANES = "fit.card.fewerLanes";
    /** Argument: the slot's PCIe generation. */
    public static final String OLDER_GEN = "fit.card.olderGen";
    /** Argument: the adapter's USB generation ("3.2gen2"). */
    public static final String USB_GEN = "fit.card.usbGen";

    /** The placement keys of a NIC that is not in a board slot (see {@code Plan.NicPlacement#slot}). */
    public static final String USB = "usb";

    public static final String THUNDERBOLT = "thunderbolt";
    public static final String ONBOARD = "onboard";

    private CardFit() {}

    /** A board slot a card fits, with the link it trains to there as the slot is wired. */
    public record SlotMatch(Board board, Board.Slot slot, PcieNegotiation.Link link) {}

    /** The host interface kind of a card; a card whose interface the catalog does not give counts as PCIe. */
    public static String kind(Nic nic) {
        return nic.hostInterface() == null ? "pcie" : nic.hostInterface().kind();
    }

    /** Whether the card sits in a board slot (PCIe or OCP) rather than on a port or the board itself. */
    private static boolean goesInSlot(String kind) {
        return "pcie".equals(kind) || isOcp(kind);
    }

    /**
     * A card where the plan editor may place it: {@code slotKey} is a slot id of {@code board},
     * "usb", "thunderbolt", "onboard", or blank for a PCIe slot of an unknown board. A slot the
     * board does not have is treated as such an unknown PCIe slot.
     */
    public static Fit inPlace(Nic nic, Board board, String slotKey) {
        String kind = kind(nic);
        String key = slotKey == null ? "" : slotKey;
        switch (key) {
            case USB:
                if (!USB.equals(kind)) {
                    return Fit.no(byKind(kind));
                }
                return nic.hostInterface().usbGen() == null
                        ? Fit.yes()
                        : Fit.yes(Reason.note(USB_GEN, nic.hostInterface().usbGen()));
            case THUNDERBOLT:
            case ONBOARD:
                return key.equals(kind) ? Fit.yes() : Fit.no(byKind(kind));
            default:
                break;
        }
        Board.Slot slot = board == null || key.isEmpty() ? null : board.slot(key);
        if (slot == null) {
            return "pcie".equals(kind) ? Fit.yes() : Fit.no(byKind(kind));
        }
        return inSlot(nic, slot);
    }

    /**
     * A card in a board slot: first whether slot and card are of one type, then edge length and
     * bracket height; for a card that fits, lanes and generation. A type mismatch gives every
     * reason that applies, the slot's before the card's (an M.2 slot takes no card, whatever the
     * card), and no further checks.
     */
    public static Fit inSlot(Nic nic, Board.Slot slot) {
        String kind = kind(nic);
        List<Reason> type = isM2Card(nic) ? m2Mismatch(nic, slot) : typeMismatch(kind, slot);
        if (!type.isEmpty()) {
            return new Fit(type);
        }
        Nic.HostInterface hi = nic.hostInterface();
        List<Reason> reasons = new ArrayList<>();
        if (isM2Card(nic)) {
            if (hi != null && hi.lanes() != null && hi.lanes() > slot.lanes()) {
                reasons.add(Reason.note(FEWER_LANES, hi.lanes(), slot.lanes()));
            }
            if (hi != null && hi.gen() != null && hi.gen() > slot.gen()) {
                reasons.add(Reason.note(OLDER_GEN, slot.gen()));
            }
            return new Fit(reasons);
        }
        if (hi == null || hi.lanes() == null) {
            reasons.add(Reason.note(EDGE_UNKNOWN));
        } else if (!isOcp(slot.type()) && !fitsMechanically(hi.lanes(), slot)) {
            reasons.add(Reason.error(TOO_LONG, hi.lanes(), slot.mechanicalSize()));
        } else {
            if (hi.lanes() > slot.lanes()) {
                reasons.add(Reason.note(FEWER_LANES, hi.lanes(), slot.lanes()));
            }
            if (hi.gen() != null && hi.gen() > slot.gen()) {
                reasons.add(Reason.note(OLDER_GEN, slot.gen()));
            }
        }
        if ("low-profile".equals(slot.heightLimit())
                && nic.formFactor() != null
                && "full-height".equals(nic.formFactor().height())) {
            reasons.add(Reason.warning(FULL_HEIGHT));
        }
        return new Fit(reasons);
    }

    /**
     * An edge fits a slot at least as long, or an open-ended slot of any length. OCP slots are not
     * asked: an OCP mezzanine connector takes any card of its form and the link trains down to the
     * lanes wired (the R86S's x4 OCP 2.0 slot takes an x8 ConnectX-4 Lx, catalog board note).
     */
    public static boolean fitsMechanically(int cardLanes, Board.Slot slot) {
        return slot.mechanicalSize() >= cardLanes || Boolean.TRUE.equals(slot.openEnded());
    }

    /**
     * The board slots a PCIe card fits, each with the link as wired; empty when the card is not
     * a PCIe card with a known edge width (the question does not apply to it).
     */
    public static Optional<List<SlotMatch>> boardSlots(Nic nic, List<Board> boards) {
        Nic.HostInterface hi = nic.hostInterface();
        if (hi == null || !"pcie".equals(hi.kind()) || hi.lanes() == null) {
            return Optional.empty();
        }
        // A card without a stated generation is taken as PCIe 1.0, the least it can train to.
        int gen = hi.gen() == null ? 1 : hi.gen();
        List<SlotMatch> out = new ArrayList<>();
        for (Board b : boards) {
            for (Board.Slot s : b.slots()) {
                if (inSlot(nic, s).fits()) {
                    out.add(new SlotMatch(b, s, PcieNegotiation.wired(gen, hi.lanes(), s)));
                }
            }
        }
        return Optional.of(out);
    }

    /** Whether the card is an M.2 module (formFactor m2, or an M.2 edge key stated). */
    public static boolean isM2Card(Nic nic) {
        return (nic.formFactor() != null && "m2".equals(nic.formFactor().height()))
                || (nic.hostInterface() != null && nic.hostInterface().m2Key() != null);
    }

    /**
     * Whether an M.2 socket keyed {@code socketKey} takes an edge keyed {@code cardKey}: a B+M edge
     * goes in a B or an M socket, an A+E edge in an A+E or E socket; unknown keys are not refused.
     */
    static boolean keyFits(String cardKey, String socketKey) {
        if (cardKey == null || socketKey == null) {
            return true;
        }
        return switch (cardKey) {
            case "B+M" -> socketKey.equals("B") || socketKey.equals("M") || socketKey.equals("B+M");
            case "A+E" -> socketKey.equals("E") || socketKey.equals("A+E");
            default -> socketKey.equals(cardKey) || socketKey.contains(cardKey);
        };
    }

    private static List<Reason> m2Mismatch(Nic nic, Board.Slot slot) {
        List<Reason> out = new ArrayList<>();
        if (!"m2".equals(slot.type())) {
            out.add(Reason.error(M2_CARD));
            return out;
        }
        if (!slot.carriesPcie()) {
            out.add(Reason.error(M2_SATA_ONLY, slot.id()));
        }
        String cardKey =
                nic.hostInterface() == null ? null : nic.hostInterface().m2Key();
        if (!keyFits(cardKey, slot.m2Key())) {
            out.add(Reason.error(M2_KEY, cardKey, slot.m2Key()));
        }
        return out;
    }

    private static List<Reason> typeMismatch(String kind, Board.Slot slot) {
        String type = slot.type() == null ? "" : slot.type();
        List<Reason> out = new ArrayList<>();
        if (type.equals("m2")) {
            out.add(Reason.error(M2_SLOT));
        } else if (type.equals("mini-pcie")) {
            out.add(Reason.error(MINI_PCIE_SLOT));
        } else if (isOcp(type) && !isOcp(kind)) {
            out.add(Reason.error(type.equals("ocp2") ? NOT_OCP : NOT_OCP3));
        }
        if (!goesInSlot(kind)) {
            out.add(byKind(kind));
        } else if (isOcp(kind) && !isOcp(type)) {
            out.add(Reason.error(OCP_CARD));
        }
        return out;
    }

    private static boolean isOcp(String kindOrType) {
        return kindOrType != null && kindOrType.startsWith("ocp");
    }

    private static Reason byKind(String kind) {
        return Reason.error(
                switch (kind) {
                    case USB -> USB_ADAPTER;
                    case THUNDERBOLT -> THUNDERBOLT_ADAPTER;
                    case ONBOARD -> ONBOARD_CONTROLLER;
                    case "ocp2", "ocp3" -> OCP_CARD;
                    default -> PCIE_CARD;
                });
    }
}
