package dev.wirespeed.web;

import dev.wirespeed.catalog.Board;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.fit.CardFit;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.web.EditorContext.Group;
import dev.wirespeed.web.EditorContext.Option;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The NIC form and the placed cards: where a card can go, which catalog cards fit the chosen
 * place ({@link CardFit}'s answer, the same the card-slot-fit rule reports) and the card's own
 * interface next to the slot's.
 */
public final class NicsView {

    /** A placed NIC: the card's own interface, the slot it sits in and the link as negotiated. */
    public record NicCard(
            String hostId,
            Plan.NicPlacement nic,
            String label,
            String partId,
            String ports,
            boolean generic,
            String card,
            String slot,
            String negotiated,
            String why,
            String anchor) {}

    private final EditorContext cx;

    NicsView(EditorContext cx) {
        this.cx = cx;
    }

    NicCard nicCard(Plan.Host h, Board board, ResolvedPlan.ResolvedNic rn, Plan.NicPlacement n) {
        String label = nicName(n);
        String card;
        String ports;
        if (rn != null && rn.part() != null) {
            card = cx.fmt.host(rn.part().hostInterface());
            ports = cx.fmt.ports(rn.part().ports());
        } else if (n.generic() != null) {
            card = n.generic().busKind() == null
                    ? cx.m("nic.busUnknown")
                    : n.generic().busKind();
            ports = n.generic().port() == null
                    ? cx.fmt.speed(n.generic().speedGbps())
                    : n.generic().port().toUpperCase(Locale.ROOT) + " "
                            + cx.fmt.speed(n.generic().speedGbps());
        } else {
            card = "";
            ports = "";
        }
        return new NicCard(
                h.id(),
                n,
                label,
                n.part(),
                ports,
                n.part() == null,
                card,
                slotText(board, n),
                rn == null || rn.negotiated() == null
                        ? cx.m("nic.busUnknown")
                        : rn.negotiated().describe(),
                rn == null || rn.negotiatedWhy().startsWith("negotiated as") ? "" : cx.say(rn.negotiatedReason()),
                "nic-" + h.id() + "-" + n.id());
    }

    String nicName(Plan.NicPlacement n) {
        if (n.part() != null) {
            return cx.catalog.find(n.part()).map(Part::displayName).orElse(n.part());
        }
        return n.generic() == null
                ? n.id()
                : cx.m("nic.generic", cx.fmt.speed(n.generic().speedGbps()));
    }

    private String slotText(Board board, Plan.NicPlacement n) {
        String s = n.slot();
        if (s == null || s.isBlank()) {
            return board == null ? cx.m("nic.slotUnknownNoBoard") : cx.m("nic.noSlot");
        }
        return switch (s) {
            case CardFit.USB -> cx.m("nic.usbPort", n.usbPort() == null ? "?" : n.usbPort());
            case CardFit.THUNDERBOLT -> cx.m(
                    "nic.tbPort", n.thunderboltVersion() == null ? "?" : n.thunderboltVersion());
            case CardFit.ONBOARD -> cx.m("nic.onboard");
            default -> {
                Board.Slot slot = board == null ? null : board.slot(s);
                yield slot == null ? s : slotSummary(slot);
            }
        };
    }

    static String slotType(String type) {
        return switch (type == null ? "" : type) {
            case "pcie" -> "PCIe";
            case "m2" -> "M.2";
            case "ocp2" -> "OCP 2.0";
            default -> type;
        };
    }

    /** "PCIEX16_2: PCIe 3.0, x4 wired, x16 long, via chipset". */
    String slotSummary(Board.Slot s) {
        return cx.m(
                "slot.summary",
                s.id(),
                slotType(s.type()),
                s.gen() + ".0",
                s.lanes(),
                s.mechanicalSize(),
                s.attachedTo() == null ? "?" : s.attachedTo());
    }

    /** Where a NIC can go in a host: the board's slots, then USB, Thunderbolt, onboard. Value "" is a PCIe slot of an unknown board. */
    List<Option> slotOptions(Board board) {
        List<Option> out = new ArrayList<>();
        if (board == null) {
            out.add(new Option("", cx.m("slot.unknownPcie"), true, null));
        } else {
            for (Board.Slot s : board.slots()) {
                out.add(new Option(s.id(), slotSummary(s), true, null));
            }
        }
        out.add(new Option(CardFit.USB, cx.m("slot.usb"), true, null));
        out.add(new Option(CardFit.THUNDERBOLT, cx.m("slot.thunderbolt"), true, null));
        out.add(new Option(CardFit.ONBOARD, cx.m("slot.onboard"), true, null));
        return out;
    }

    Board board(String hostId) {
        ResolvedPlan.ResolvedHost rh = cx.host(hostId);
        return rh == null ? null : rh.board();
    }

    /** A description of a chosen slot key for the "card lanes vs slot lanes" comparison. */
    String slotDescription(String hostId, String slotKey) {
        Board board = board(hostId);
        if (slotKey == null || slotKey.isBlank()) {
            return cx.m("slot.unknownPcie");
        }
        return switch (slotKey) {
            case CardFit.USB, CardFit.THUNDERBOLT, CardFit.ONBOARD -> cx.m("slot." + slotKey);
            default -> {
                Board.Slot s = board == null ? null : board.slot(slotKey);
                yield s == null ? slotKey : slotSummary(s);
            }
        };
    }

    /** The host interface of a catalog NIC ("PCIe 3.0 x8"), or "" when unknown. */
    String cardInterface(String nicId) {
        return nicId == null
                ? ""
                : cx.catalog
                        .find(nicId, Nic.class)
                        .map(n -> cx.fmt.host(n.hostInterface()))
                        .orElse("");
    }

    /** Catalog NICs for a slot: those that fit first (with a note when they run slower), then the others with the reason. */
    List<Group> cardGroups(String hostId, String slotKey) {
        return cardGroups(hostId, slotKey, null, null);
    }

    /**
     * The card picker: catalog NICs for a slot that match {@code query} (vendor, model, alias, chip or
     * family; {@code selected} is always listed), those that fit first, each list by family.
     */
    List<Group> cardGroups(String hostId, String slotKey, String query, String selected) {
        Board board = board(hostId);
        List<Option> fit = new ArrayList<>();
        List<Option> other = new ArrayList<>();
        for (CardPicker.Card c : new CardPicker(cx.catalog).cards(board, slotKey, query, selected)) {
            Nic n = c.nic();
            (c.fits() ? fit : other)
                    .add(new Option(n.id(), cardLabel(c) + " · " + cx.fmt.summary(n), c.fits(), cx.fit.note(c.fit())));
        }
        String where = slotDescription(hostId, slotKey);
        return List.of(new Group(cx.m("fit.cards.fit", where), fit), new Group(cx.m("fit.cards.other"), other));
    }

    /** How many catalog cards a picker search matches. */
    int cardMatches(String query) {
        return new CardPicker(cx.catalog).matching(query);
    }

    /** "ConnectX-4 Lx EN · Mellanox MCX4121A-ACAT": the family's name first, unless the card's name already says it. */
    private static String cardLabel(CardPicker.Card c) {
        String name = c.nic().displayName();
        return name.toLowerCase(Locale.ROOT).contains(c.family().toLowerCase(Locale.ROOT))
                ? name
                : c.family() + " · " + name;
    }
}
