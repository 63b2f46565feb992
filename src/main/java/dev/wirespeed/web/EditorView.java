package dev.wirespeed.web;

import dev.wirespeed.catalog.Board;
import dev.wirespeed.catalog.Cable;
import dev.wirespeed.catalog.Cage;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Compatibility;
import dev.wirespeed.catalog.Cpu;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.catalog.PartQuery;
import dev.wirespeed.catalog.PortGroup;
import dev.wirespeed.catalog.Storage;
import dev.wirespeed.catalog.Switch;
import dev.wirespeed.catalog.Transceiver;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.PlanResolver;
import dev.wirespeed.solver.ResolvedPlan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What the plan editor shows besides the plan itself: each host's slots and placed cards (card
 * lanes next to slot lanes, as negotiated), and for every choice the parts that fit listed first
 * and the others with the reason they do not. Built per request from the plan and the catalog;
 * the fit rules are {@link Compatibility}'s, the negotiated buses {@link PlanResolver}'s.
 */
public final class EditorView {

    /** One choice in a select: the value, its label, whether it fits, and a short note or reason. */
    public record Option(String value, String label, boolean fits, String note) {
        public String text() {
            return note == null || note.isEmpty() ? label : label + " — " + note;
        }
    }

    /** An optgroup. */
    public record Group(String label, List<Option> options) {
    }

    /** A board slot as the host card lists it, with the NIC placed in it. */
    public record SlotRow(String id, String type, String mechanical, String lanes, String gen, String attachedTo,
                          List<String> notes, String occupant) {
    }

    /** A placed NIC: the card's own interface, the slot it sits in and the link as negotiated. */
    public record NicCard(String hostId, Plan.NicPlacement nic, String label, String partId, String ports, boolean generic,
                          String card, String slot, String negotiated, String why, String anchor) {
    }

    public record HostCard(Plan.Host host, String anchor, Board board, String boardName, String cpuName, Integer cpuScore,
                           String storageName, List<SlotRow> slots, List<String> ports, List<NicCard> nics, List<Option> slotOptions) {
    }

    public record SwitchCard(Plan.SwitchUnit unit, Switch part, String name, String ports, String anchor) {
    }

    /** The medium choices for a pair of ports: cables (DACs, cords, twisted pair) and a module per end. */
    public record Medium(String portA, String portB, List<Group> cables, List<Group> modulesA, List<Group> modulesB,
                         boolean pluggableA, boolean pluggableB) {
    }

    public record LinkCard(Plan.Link link, String anchor, String a, String b, String medium, Double speedGbps, String speedWhy,
                           Medium choices) {
    }

    public record FlowCard(Plan.Flow flow, String anchor, String from, String to) {
    }

    private final Plan plan;
    private final Catalog catalog;
    private final ResolvedPlan resolved;
    private final Locale locale;
    private final Fmt fmt;

    public EditorView(Plan plan, Catalog catalog, Locale locale) {
        this.plan = plan;
        this.catalog = catalog;
        this.resolved = PlanResolver.resolve(plan, catalog);
        this.locale = locale;
        this.fmt = new Fmt(locale);
    }

    private String m(String key, Object... args) {
        return Messages.get(locale, key, args);
    }

    // ---- names ----

    /** A device's name as people read it: host or switch name, else its id. */
    public String deviceName(String id) {
        var h = plan.host(id);
        if (h.isPresent()) {
            return h.get().name() == null ? id : h.get().name();
        }
        var s = plan.switchUnit(id);
        if (s.isPresent()) {
            if (s.get().name() != null) {
                return s.get().name();
            }
            return catalog.find(s.get().part()).map(Part::model).orElse(id);
        }
        return id;
    }

    /** Whether one of {@code options} has {@code value}. */
    public boolean contains(List<Option> options, String value) {
        return options.stream().anyMatch(o -> o.value().equals(value));
    }

    /** A link end as a form value ("win|cx4|1"). */
    public String endValue(Plan.End e) {
        return PlanForms.endValue(e);
    }

    /** A number for a form field: "" for null, no trailing ".0". */
    public String num(Double d) {
        if (d == null) {
            return "";
        }
        return d == Math.rint(d) ? String.valueOf(d.longValue()) : String.valueOf(d);
    }

    public String endLabel(Plan.End e) {
        if (e == null) {
            return "?";
        }
        StringBuilder sb = new StringBuilder(deviceName(e.device()));
        var rh = resolved.hosts().get(e.device());
        if (rh != null && e.nic() != null) {
            ResolvedPlan.RNic n = rh.nics().get(e.nic());
            sb.append(" · ").append(n == null ? e.nic() : shortLabel(n));
        }
        return sb.append(" · ").append(m("editor.port", e.port())).toString();
    }

    static String shortLabel(ResolvedPlan.RNic n) {
        return n.part() == null ? n.label() : n.part().model();
    }

    // ---- hosts ----

    public List<HostCard> hosts() {
        List<HostCard> out = new ArrayList<>();
        for (Plan.Host h : plan.hosts()) {
            ResolvedPlan.RHost rh = resolved.hosts().get(h.id());
            Board board = rh == null ? null : rh.board();
            List<SlotRow> slots = new ArrayList<>();
            if (board != null) {
                for (Board.Slot s : board.slots()) {
                    slots.add(slotRow(h, s));
                }
            }
            List<NicCard> nics = new ArrayList<>();
            for (Plan.NicPlacement n : h.nics()) {
                nics.add(nicCard(h, board, rh == null ? null : rh.nics().get(n.id()), n));
            }
            Cpu cpu = rh == null ? null : rh.cpu();
            String storage = rh == null || rh.storage().isEmpty() ? null : rh.storage().get(0).displayName();
            out.add(new HostCard(h, "host-" + h.id(), board, board == null ? null : board.displayName(),
                    cpu == null ? null : cpu.displayName(), rh == null ? h.cpuScore() : rh.cpuScore(), storage, slots,
                    board == null ? List.of() : boardPorts(board), nics, slotOptions(board)));
        }
        return out;
    }

    private SlotRow slotRow(Plan.Host h, Board.Slot s) {
        List<String> notes = new ArrayList<>();
        for (Board.Sharing sh : s.sharing()) {
            notes.add(m("slot.sharing", sh.lanes(), sh.when()));
        }
        for (Board.BiosMode bm : s.biosModes()) {
            notes.add(m("slot.bios", bm.name(), bm.lanes()) + (Boolean.TRUE.equals(bm.isDefault()) ? " (" + m("slot.default") + ")" : ""));
        }
        if (s.heightLimit() != null) {
            notes.add(m("slot.height", s.heightLimit()));
        }
        if (s.note() != null) {
            notes.add(s.note());
        }
        String occupant = h.nics().stream().filter(n -> s.id().equalsIgnoreCase(n.slot())).map(n -> nicName(n)).findFirst().orElse(null);
        return new SlotRow(s.id(), slotType(s.type()), "x" + s.mechanicalSize() + (Boolean.TRUE.equals(s.openEnded()) ? " " + m("slot.open") : ""),
                "x" + s.lanes(), s.gen() + ".0", s.attachedTo(), notes, occupant);
    }

    private String nicName(Plan.NicPlacement n) {
        if (n.part() != null) {
            return catalog.find(n.part()).map(Part::displayName).orElse(n.part());
        }
        return n.generic() == null ? n.id() : m("nic.generic", fmt.speed(n.generic().speedGbps()));
    }

    private static String slotType(String type) {
        return switch (type == null ? "" : type) {
            case "pcie" -> "PCIe";
            case "m2" -> "M.2";
            case "ocp2" -> "OCP 2.0";
            default -> type;
        };
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
            String name = catalog.find(o.nic()).map(Part::displayName).orElse(o.nic());
            out.add((o.count() == null ? 1 : o.count()) + " × " + m("slot.onboardNic", name));
        }
        return out;
    }

    private NicCard nicCard(Plan.Host h, Board board, ResolvedPlan.RNic rn, Plan.NicPlacement n) {
        String label = nicName(n);
        String card;
        String ports;
        if (rn != null && rn.part() != null) {
            card = fmt.host(rn.part().hostInterface());
            ports = fmt.ports(rn.part().ports());
        } else if (n.generic() != null) {
            card = n.generic().busKind() == null ? m("nic.busUnknown") : n.generic().busKind();
            ports = n.generic().port() == null ? fmt.speed(n.generic().speedGbps()) : n.generic().port().toUpperCase(Locale.ROOT) + " " + fmt.speed(n.generic().speedGbps());
        } else {
            card = "";
            ports = "";
        }
        return new NicCard(h.id(), n, label, n.part(), ports, n.part() == null, card, slotText(board, n),
                rn == null || rn.negotiated() == null ? m("nic.busUnknown") : rn.negotiated().describe(),
                rn == null || rn.negotiatedWhy().startsWith("negotiated as") ? "" : rn.negotiatedWhy(), "nic-" + h.id() + "-" + n.id());
    }

    private String slotText(Board board, Plan.NicPlacement n) {
        String s = n.slot();
        if (s == null || s.isBlank()) {
            return board == null ? m("nic.slotUnknownNoBoard") : m("nic.noSlot");
        }
        return switch (s) {
            case "usb" -> m("nic.usbPort", n.usbPort() == null ? "?" : n.usbPort());
            case "thunderbolt" -> m("nic.tbPort", n.thunderboltVersion() == null ? "?" : n.thunderboltVersion());
            case "onboard" -> m("nic.onboard");
            default -> {
                Board.Slot slot = board == null ? null : board.slot(s);
                yield slot == null ? s : slotSummary(slot);
            }
        };
    }

    /** "PCIEX16_2: PCIe 3.0, x4 wired, x16 long, via chipset". */
    public String slotSummary(Board.Slot s) {
        return m("slot.summary", s.id(), slotType(s.type()), s.gen() + ".0", s.lanes(), s.mechanicalSize(), s.attachedTo() == null ? "?" : s.attachedTo());
    }

    /** Where a NIC can go in a host: the board's slots, then USB, Thunderbolt, onboard. Value "" is a PCIe slot of an unknown board. */
    public List<Option> slotOptions(Board board) {
        List<Option> out = new ArrayList<>();
        if (board == null) {
            out.add(new Option("", m("slot.unknownPcie"), true, null));
        } else {
            for (Board.Slot s : board.slots()) {
                out.add(new Option(s.id(), slotSummary(s), true, null));
            }
        }
        out.add(new Option("usb", m("slot.usb"), true, null));
        out.add(new Option("thunderbolt", m("slot.thunderbolt"), true, null));
        out.add(new Option("onboard", m("slot.onboard"), true, null));
        return out;
    }

    public Board board(String hostId) {
        ResolvedPlan.RHost rh = resolved.hosts().get(hostId);
        return rh == null ? null : rh.board();
    }

    /** A description of a chosen slot key for the "card lanes vs slot lanes" comparison. */
    public String slotDescription(String hostId, String slotKey) {
        Board board = board(hostId);
        if (slotKey == null || slotKey.isBlank()) {
            return m("slot.unknownPcie");
        }
        return switch (slotKey) {
            case "usb", "thunderbolt", "onboard" -> m("slot." + slotKey);
            default -> {
                Board.Slot s = board == null ? null : board.slot(slotKey);
                yield s == null ? slotKey : slotSummary(s);
            }
        };
    }

    /** The host interface of a catalog NIC ("PCIe 3.0 x8"), or "" when unknown. */
    public String cardInterface(String nicId) {
        return nicId == null ? "" : catalog.find(nicId, Nic.class).map(n -> fmt.host(n.hostInterface())).orElse("");
    }

    /** Catalog NICs for a slot: those that fit first (with a note when they run slower), then the others with the reason. */
    public List<Group> cardGroups(String hostId, String slotKey) {
        Board board = board(hostId);
        List<Option> fit = new ArrayList<>();
        List<Option> other = new ArrayList<>();
        for (Nic n : catalog.ofKind(Nic.class)) {
            String[] r = cardFit(n, board, slotKey == null ? "" : slotKey);
            Option o = new Option(n.id(), n.displayName() + " · " + fmt.summary(n), r[0] != null, r[0] != null ? r[0] : r[1]);
            (r[0] != null ? fit : other).add(o);
        }
        String where = slotDescription(hostId, slotKey);
        return List.of(new Group(m("fit.cards.fit", where), fit), new Group(m("fit.cards.other"), other));
    }

    /** {note, null} when the card fits (note may be ""), {null, reason} when it does not. */
    String[] cardFit(Nic n, Board board, String slotKey) {
        Nic.HostInterface hi = n.hostInterface();
        String kind = hi == null ? "pcie" : hi.kind();
        switch (slotKey) {
            case "usb":
                return "usb".equals(kind) ? fits(hi.usbGen() == null ? "" : "USB " + hi.usbGen()) : reason(kind);
            case "thunderbolt":
                return "thunderbolt".equals(kind) ? fits("") : reason(kind);
            case "onboard":
                return "onboard".equals(kind) ? fits("") : reason(kind);
            case "":
                return "pcie".equals(kind) ? fits("") : reason(kind);
            default:
                break;
        }
        Board.Slot s = board == null ? null : board.slot(slotKey);
        if (s == null) {
            return "pcie".equals(kind) ? fits("") : reason(kind);
        }
        if ("ocp2".equals(s.type())) {
            return "ocp2".equals(kind) ? fits("") : new String[]{null, m("fit.card.notOcp")};
        }
        if ("m2".equals(s.type())) {
            return new String[]{null, m("fit.card.m2")};
        }
        if (!"pcie".equals(kind)) {
            return reason(kind);
        }
        if (hi == null || hi.lanes() == null) {
            return fits(m("fit.card.edgeUnknown"));
        }
        int lanes = hi.lanes();
        if (!Compatibility.cardFitsSlotMechanically(lanes, s)) {
            return new String[]{null, m("fit.card.tooLong", lanes, s.mechanicalSize())};
        }
        List<String> notes = new ArrayList<>();
        if (lanes > s.lanes()) {
            notes.add(m("fit.card.fewerLanes", lanes, s.lanes()));
        }
        if (hi != null && hi.gen() != null && hi.gen() > s.gen()) {
            notes.add(m("fit.card.olderGen", s.gen()));
        }
        return fits(String.join("; ", notes));
    }

    private static String[] fits(String note) {
        return new String[]{note, null};
    }

    private String[] reason(String kind) {
        return new String[]{null, switch (kind) {
            case "usb" -> m("fit.card.usb");
            case "thunderbolt" -> m("fit.card.tb");
            case "onboard" -> m("fit.card.onboard");
            case "ocp2", "ocp3" -> m("fit.card.ocp");
            default -> m("fit.card.pcie");
        }};
    }

    // ---- parts for host and switch forms ----

    /** Boards, narrowed by a search text when given; the current board always stays in the list. */
    public List<Option> boardOptions(String query, String current) {
        PartQuery q = new PartQuery("board", query, null, null, null, null, null, null, null);
        List<Option> out = new ArrayList<>();
        for (Board b : catalog.ofKind(Board.class)) {
            if (q.matches(b) || b.id().equals(current)) {
                out.add(new Option(b.id(), b.displayName() + " · " + fmt.summary(b), true, null));
            }
        }
        return out;
    }

    public List<Option> cpuOptions() {
        return catalog.ofKind(Cpu.class).stream().map(c -> new Option(c.id(), c.displayName() + " · " + fmt.summary(c), true, null)).toList();
    }

    public List<Option> storageOptions() {
        return catalog.ofKind(Storage.class).stream().map(s -> new Option(s.id(), s.displayName() + " · " + fmt.summary(s), true, null)).toList();
    }

    public List<Option> switchOptions() {
        return catalog.ofKind(Switch.class).stream().map(s -> new Option(s.id(), s.displayName() + " · " + fmt.summary(s), true, null)).toList();
    }

    public List<Option> hostOptions() {
        return plan.hosts().stream().map(h -> new Option(h.id(), h.name() == null ? h.id() : h.name(), true, null)).toList();
    }

    public List<SwitchCard> switches() {
        List<SwitchCard> out = new ArrayList<>();
        for (Plan.SwitchUnit s : plan.switches()) {
            Switch part = catalog.find(s.part(), Switch.class).orElse(null);
            out.add(new SwitchCard(s, part, deviceName(s.id()), part == null ? "" : fmt.ports(part.ports()), "switch-" + s.id()));
        }
        return out;
    }

    public List<FlowCard> flows() {
        return plan.flows().stream().map(f -> new FlowCard(f, "flow-" + f.id(), deviceName(f.from()), deviceName(f.to()))).toList();
    }

    // ---- links ----

    /** Every port of every device, grouped by device; ports in use name their link. */
    public List<Group> portGroups() {
        Map<String, String> used = new LinkedHashMap<>();
        for (Plan.Link l : plan.links()) {
            if (l.a() != null) {
                used.put(PlanForms.endValue(l.a()), l.id());
            }
            if (l.b() != null) {
                used.put(PlanForms.endValue(l.b()), l.id());
            }
        }
        List<Group> out = new ArrayList<>();
        for (Plan.Host h : plan.hosts()) {
            ResolvedPlan.RHost rh = resolved.hosts().get(h.id());
            if (rh == null) {
                continue;
            }
            List<Option> opts = new ArrayList<>();
            for (ResolvedPlan.RNic n : rh.nics().values()) {
                for (int p = 1; p <= n.portCount(); p++) {
                    Plan.End e = new Plan.End(h.id(), n.placement().id(), p);
                    String v = PlanForms.endValue(e);
                    opts.add(new Option(v, deviceName(h.id()) + " · " + shortLabel(n) + " · " + m("editor.port", p) + " · " + portText(n.port(p)), !used.containsKey(v),
                            used.containsKey(v) ? m("fit.port.used", used.get(v)) : null));
                }
            }
            if (!opts.isEmpty()) {
                out.add(new Group(deviceName(h.id()), opts));
            }
        }
        for (Plan.SwitchUnit s : plan.switches()) {
            Switch part = catalog.find(s.part(), Switch.class).orElse(null);
            if (part == null) {
                continue;
            }
            List<Option> opts = new ArrayList<>();
            for (int p = 1; p <= part.portCount(); p++) {
                String v = PlanForms.endValue(new Plan.End(s.id(), null, p));
                opts.add(new Option(v, deviceName(s.id()) + " · " + m("editor.port", p) + " · " + portText(part.portGroup(p - 1)), !used.containsKey(v),
                        used.containsKey(v) ? m("fit.port.used", used.get(v)) : null));
            }
            out.add(new Group(deviceName(s.id()), opts));
        }
        return out;
    }

    public String portText(PortGroup g) {
        return g == null ? "?" : g.cage().label().toUpperCase(Locale.ROOT) + " " + fmt.speeds(g.speedsGbps())
                + (g.role() != null && !"data".equals(g.role()) ? " (" + g.role() + ")" : "");
    }

    /** The port group at a link end, or null. */
    public PortGroup port(Plan.End e) {
        if (e == null) {
            return null;
        }
        ResolvedPlan.RHost rh = resolved.hosts().get(e.device());
        if (rh != null) {
            ResolvedPlan.RNic n = e.nic() == null ? (rh.nics().size() == 1 ? rh.nics().values().iterator().next() : null) : rh.nics().get(e.nic());
            return n == null ? null : n.port(e.port());
        }
        Switch part = plan.switchUnit(e.device()).flatMap(s -> catalog.find(s.part(), Switch.class)).orElse(null);
        return part == null || e.port() > part.portCount() ? null : part.portGroup(e.port() - 1);
    }

    /** The media that fit two ports: DACs/AOCs that fit both cages, modules per end, cords that fit the chosen modules, all measured against the distance. */
    public Medium medium(String aValue, String bValue, String moduleAId, String moduleBId, String distance) {
        PortGroup pa = port(PlanForms.parseEnd(aValue));
        PortGroup pb = port(PlanForms.parseEnd(bValue));
        Double dist = null;
        try {
            dist = distance == null || distance.isBlank() ? null : Double.valueOf(distance.replace(',', '.'));
        } catch (NumberFormatException e) {
            dist = null;
        }
        Transceiver ma = moduleAId == null ? null : catalog.find(moduleAId, Transceiver.class).orElse(null);
        Transceiver mb = moduleBId == null ? null : catalog.find(moduleBId, Transceiver.class).orElse(null);
        List<Option> dac = new ArrayList<>();
        List<Option> cords = new ArrayList<>();
        List<Option> tp = new ArrayList<>();
        List<Option> other = new ArrayList<>();
        List<Cable> cables = new ArrayList<>(catalog.ofKind(Cable.class));
        cables.sort(Comparator.comparing(Cable::cableType).thenComparingDouble(Cable::lengthM).thenComparing(Catalog.ORDER));
        boolean rjA = ma != null ? "rj45".equals(ma.connector()) : pa != null && pa.cage() == Cage.RJ45;
        boolean rjB = mb != null ? "rj45".equals(mb.connector()) : pb != null && pb.cage() == Cage.RJ45;
        for (Cable c : cables) {
            String label = c.displayName() + " · " + fmt.summary(c) + (c.speedsGbps().isEmpty() ? "" : " · " + fmt.speeds(c.speedsGbps()));
            String len = lengthNote(c.lengthM(), dist);
            if (c.isDirectAttach()) {
                String why = pa == null || pb == null ? null : dacReason(c, pa, pb);
                if (why == null) {
                    dac.add(new Option(c.id(), label, true, len));
                } else {
                    other.add(new Option(c.id(), label, false, why));
                }
            } else if (c.isFiber()) {
                String why = cordReason(c, ma, mb);
                if (why == null) {
                    cords.add(new Option(c.id(), label, true, len));
                } else {
                    other.add(new Option(c.id(), label, false, why));
                }
            } else if (c.isTwistedPair()) {
                if (rjA && rjB) {
                    tp.add(new Option(c.id(), label, true, len));
                } else {
                    other.add(new Option(c.id(), label, false, m("fit.cable.tp")));
                }
            }
        }
        List<Group> cableGroups = new ArrayList<>();
        cableGroups.add(new Group(m("fit.cables.dac"), dac));
        cableGroups.add(new Group(m("fit.cables.cords"), cords));
        cableGroups.add(new Group(m("fit.cables.tp"), tp));
        cableGroups.add(new Group(m("fit.cables.other"), other));
        return new Medium(portText(pa), portText(pb), cableGroups, moduleGroups(pa), moduleGroups(pb),
                pa != null && pa.cage() != Cage.RJ45, pb != null && pb.cage() != Cage.RJ45);
    }

    private String lengthNote(double lengthM, Double dist) {
        if (dist == null) {
            return null;
        }
        return lengthM + 1e-9 < dist ? m("fit.length.short", fmt.number(dist, dist == Math.rint(dist) ? 0 : 1))
                : m("fit.length.ok", fmt.number(dist, dist == Math.rint(dist) ? 0 : 1));
    }

    /**
     * Why a direct-attach cable cannot join two ports, or null when it can: one end must plug into
     * each port (for a breakout, the trunk end into one and a leaf into the other) and the cable
     * must share a speed with both.
     */
    private String dacReason(Cable c, PortGroup pa, PortGroup pb) {
        List<String> ends = c.ends();
        boolean plugs;
        if (ends.isEmpty()) {
            plugs = false;
        } else if (ends.size() == 1) {
            plugs = Compatibility.cableEndFits(ends.get(0), pa.cage()) && Compatibility.cableEndFits(ends.get(0), pb.cage());
        } else {
            List<String> rest = ends.subList(1, ends.size());
            plugs = (Compatibility.cableEndFits(ends.get(0), pa.cage()) && rest.stream().anyMatch(e -> Compatibility.cableEndFits(e, pb.cage())))
                    || (Compatibility.cableEndFits(ends.get(0), pb.cage()) && rest.stream().anyMatch(e -> Compatibility.cableEndFits(e, pa.cage())));
        }
        if (!plugs) {
            return m("fit.cable.ends", String.join("/", new java.util.LinkedHashSet<>(ends)).toUpperCase(Locale.ROOT),
                    pa.cage().label().toUpperCase(Locale.ROOT) + " + " + pb.cage().label().toUpperCase(Locale.ROOT));
        }
        for (PortGroup p : List.of(pa, pb)) {
            if (!c.speedsGbps().isEmpty() && Compatibility.commonSpeeds(c.speedsGbps(), p.speedsGbps()).isEmpty()) {
                return m("fit.cable.speed", fmt.speeds(c.speedsGbps()), fmt.speeds(p.speedsGbps()));
            }
        }
        return null;
    }

    private String cordReason(Cable c, Transceiver ma, Transceiver mb) {
        if (ma == null && mb == null) {
            return m("fit.cord.noModules");
        }
        for (Transceiver t : new Transceiver[]{ma, mb}) {
            if (t != null && !Compatibility.cordFitsModule(c, t)) {
                return m("fit.cord.module", t.model(), t.connector() == null ? "?" : t.connector(), t.media() == null ? "?" : t.media());
            }
        }
        return null;
    }

    private List<Group> moduleGroups(PortGroup p) {
        List<Option> fit = new ArrayList<>();
        List<Option> other = new ArrayList<>();
        for (Transceiver t : catalog.ofKind(Transceiver.class)) {
            String label = t.displayName() + " · " + fmt.summary(t) + " · " + fmt.speeds(t.speedsGbps());
            if (p == null) {
                fit.add(new Option(t.id(), label, true, null));
            } else if (!Compatibility.pluggable(t.pluggedCage(), p.cage())) {
                other.add(new Option(t.id(), label, false, m("fit.module.family", t.pluggedCage().label().toUpperCase(Locale.ROOT),
                        p.cage().label().toUpperCase(Locale.ROOT))));
            } else {
                List<Double> common = Compatibility.commonSpeeds(t.speedsGbps(), p.speedsGbps());
                if (common.isEmpty()) {
                    other.add(new Option(t.id(), label, false, m("fit.module.speed", fmt.speeds(t.speedsGbps()), fmt.speeds(p.speedsGbps()))));
                } else {
                    double run = common.get(0);
                    fit.add(new Option(t.id(), label, true, run < t.maxGbps() || run < p.maxGbps() ? m("fit.module.runsAt", fmt.speed(run)) : null));
                }
            }
        }
        return List.of(new Group(m("fit.modules.fit"), fit), new Group(m("fit.modules.other"), other));
    }

    public List<LinkCard> links() {
        List<LinkCard> out = new ArrayList<>();
        for (int i = 0; i < plan.links().size(); i++) {
            Plan.Link l = plan.links().get(i);
            ResolvedPlan.RLink rl = resolved.links().get(i);
            out.add(new LinkCard(l, "link-" + l.id(), endLabel(l.a()), endLabel(l.b()), mediumText(l), rl.speedGbps(), rl.speedWhy(),
                    medium(PlanForms.endValue(l.a()), PlanForms.endValue(l.b()), l.moduleA(), l.moduleB(),
                            l.distanceM() == null ? null : String.valueOf(l.distanceM()))));
        }
        return out;
    }

    /** "DAC 1 m", "10GBASE-SR + OM3 3 m + 10GBASE-SR", "twisted pair". */
    public String mediumText(Plan.Link l) {
        List<String> parts = new ArrayList<>();
        Transceiver ma = l.moduleA() == null ? null : catalog.find(l.moduleA(), Transceiver.class).orElse(null);
        Transceiver mb = l.moduleB() == null ? null : catalog.find(l.moduleB(), Transceiver.class).orElse(null);
        Cable c = l.cable() == null ? null : catalog.find(l.cable(), Cable.class).orElse(null);
        if (ma != null) {
            parts.add(ma.standard());
        }
        if (c != null) {
            parts.add(cableShort(c));
        } else if (l.media() != null) {
            parts.add(l.media());
        }
        if (mb != null) {
            parts.add(mb.standard());
        }
        return parts.isEmpty() ? m("link.noMedium") : String.join(" + ", parts);
    }

    String cableShort(Cable c) {
        String kind;
        if (c.isDirectAttach()) {
            kind = "aoc".equals(c.cableType()) ? "AOC" : "DAC";
        } else if (c.isFiber()) {
            kind = c.fiberGrade() == null ? m("link.fiber") : c.fiberGrade();
        } else {
            kind = c.category() == null ? m("link.tp") : c.category();
        }
        return kind + " " + fmt.number(c.lengthM(), c.lengthM() == Math.rint(c.lengthM()) ? 0 : 1) + " m";
    }

    public Fmt fmt() {
        return fmt;
    }

    public Plan plan() {
        return plan;
    }

    public ResolvedPlan resolved() {
        return resolved;
    }
}
