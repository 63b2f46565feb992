package dev.wirespeed.web;

import dev.wirespeed.catalog.Board;
import dev.wirespeed.catalog.Cpu;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.catalog.PartQuery;
import dev.wirespeed.catalog.Storage;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.web.EditorContext.Option;

import java.util.ArrayList;
import java.util.List;

/** The host cards and the host form: board, CPU and storage choices, each board slot with the card in it. */
public final class HostsView {

    /** A board slot as the host card lists it, with the NIC placed in it. */
    public record SlotRow(
            String id,
            String type,
            String mechanical,
            String lanes,
            String gen,
            String attachedTo,
            List<String> notes,
            String occupant) {}

    public record HostCard(
            Plan.Host host,
            String anchor,
            Board board,
            String boardName,
            String cpuName,
            Integer cpuScore,
            String storageName,
            List<SlotRow> slots,
            List<String> ports,
            List<NicsView.NicCard> nics,
            List<Option> slotOptions) {}

    private final EditorContext cx;
    private final NicsView nics;

    HostsView(EditorContext cx, NicsView nics) {
        this.cx = cx;
        this.nics = nics;
    }

    List<HostCard> hosts() {
        List<HostCard> out = new ArrayList<>();
        for (Plan.Host h : cx.plan.hosts()) {
            ResolvedPlan.ResolvedHost rh = cx.host(h.id());
            Board board = rh == null ? null : rh.board();
            List<SlotRow> slots = new ArrayList<>();
            if (board != null) {
                for (Board.Slot s : board.slots()) {
                    slots.add(slotRow(h, s));
                }
            }
            List<NicsView.NicCard> cards = new ArrayList<>();
            for (Plan.NicPlacement n : h.nics()) {
                cards.add(nics.nicCard(h, board, rh == null ? null : rh.nics().get(n.id()), n));
            }
            Cpu cpu = rh == null ? null : rh.cpu();
            String storage = rh == null || rh.storage().isEmpty()
                    ? null
                    : rh.storage().get(0).displayName();
            out.add(new HostCard(
                    h,
                    "host-" + h.id(),
                    board,
                    board == null ? null : board.displayName(),
                    cpu == null ? null : cpu.displayName(),
                    rh == null ? h.cpuScore() : rh.cpuScore(),
                    storage,
                    slots,
                    board == null ? List.of() : boardPorts(board),
                    cards,
                    nics.slotOptions(board)));
        }
        return out;
    }

    private SlotRow slotRow(Plan.Host h, Board.Slot s) {
        List<String> notes = new ArrayList<>();
        for (Board.Sharing sh : s.sharing()) {
            notes.add(cx.m("slot.sharing", sh.lanes(), sh.when()));
        }
        for (Board.BiosMode bm : s.biosModes()) {
            notes.add(cx.m("slot.bios", bm.name(), bm.lanes())
                    + (Boolean.TRUE.equals(bm.isDefault()) ? " (" + cx.m("slot.default") + ")" : ""));
        }
        if (s.heightLimit() != null) {
            notes.add(cx.m("slot.height", s.heightLimit()));
        }
        if (s.note() != null) {
            notes.add(s.note());
        }
        String occupant = h.nics().stream()
                .filter(n -> s.id().equalsIgnoreCase(n.slot()))
                .map(nics::nicName)
                .findFirst()
                .orElse(null);
        String size = "x" + s.mechanicalSize() + (Boolean.TRUE.equals(s.openEnded()) ? " " + cx.m("slot.open") : "");
        return new SlotRow(
                s.id(),
                NicsView.slotType(s.type()),
                size,
                "x" + s.lanes(),
                s.gen() + ".0",
                s.attachedTo(),
                notes,
                occupant);
    }

    private List<String> boardPorts(Board b) {
        List<String> out = new ArrayList<>();
        for (Board.UsbPorts u : b.usbPorts()) {
            out.add(u.count() + " × USB " + u.gen() + (u.connector() == null ? "" : " (" + u.connector() + ")"));
        }
        for (Board.ThunderboltPorts t : b.thunderboltPorts()) {
            out.add(t.count() + " × Thunderbolt " + t.version());
        }
        for (Board.OnboardNic o : b.onboardNics()) {
            String name = cx.catalog.find(o.nic()).map(Part::displayName).orElse(o.nic());
            out.add((o.count() == null ? 1 : o.count()) + " × " + cx.m("slot.onboardNic", name));
        }
        return out;
    }

    /** Boards, narrowed by a search text when given; the current board always stays in the list. */
    List<Option> boardOptions(String query, String current) {
        PartQuery q = new PartQuery("board", query, null, null, null, null, null, null, null);
        List<Option> out = new ArrayList<>();
        for (Board b : cx.catalog.ofKind(Board.class)) {
            if (q.matches(b) || b.id().equals(current)) {
                out.add(new Option(b.id(), b.displayName() + " · " + cx.fmt.summary(b), true, null));
            }
        }
        return out;
    }

    List<Option> cpuOptions() {
        return cx.catalog.ofKind(Cpu.class).stream()
                .map(c -> new Option(c.id(), c.displayName() + " · " + cx.fmt.summary(c), true, null))
                .toList();
    }

    List<Option> storageOptions() {
        return cx.catalog.ofKind(Storage.class).stream()
                .map(s -> new Option(s.id(), s.displayName() + " · " + cx.fmt.summary(s), true, null))
                .toList();
    }
}
