package dev.wirespeed.solver.resolve;

import dev.wirespeed.catalog.Board;
import dev.wirespeed.catalog.Cable;
import dev.wirespeed.catalog.Cage;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Cpu;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.catalog.PortGroup;
import dev.wirespeed.catalog.Storage;
import dev.wirespeed.catalog.Switch;
import dev.wirespeed.catalog.Transceiver;
import dev.wirespeed.fit.PcieNegotiation;
import dev.wirespeed.fit.Speeds;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.model.Bus;
import dev.wirespeed.solver.model.Bus.UsbGeneration;
import dev.wirespeed.text.Phrase;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/** Looks up a plan's parts and derives negotiated buses and link speeds. */
public final class PlanResolver {

    private PlanResolver() {}

    public static ResolvedPlan resolve(Plan plan, Catalog catalog) {
        List<Issue> issues = new ArrayList<>();
        Map<String, ResolvedPlan.ResolvedHost> hosts = new LinkedHashMap<>();
        for (Plan.Host h : plan.hosts()) {
            Board board = part(catalog, h.board(), Board.class, "host " + h.id() + " board", h.id(), issues);
            Cpu cpu = part(catalog, h.cpu(), Cpu.class, "host " + h.id() + " cpu", h.id(), issues);
            if (cpu == null && board != null && board.cpu() != null && h.cpu() == null) {
                cpu = catalog.find(board.cpu(), Cpu.class).orElse(null);
            }
            List<Storage> storage = new ArrayList<>();
            for (String s : h.storage()) {
                Storage st = part(catalog, s, Storage.class, "host " + h.id() + " storage", h.id(), issues);
                if (st != null) {
                    storage.add(st);
                }
            }
            Map<String, ResolvedPlan.ResolvedNic> nics = new LinkedHashMap<>();
            for (Plan.NicPlacement n : h.nics()) {
                ResolvedPlan.ResolvedNic r = nic(catalog, h, board, cpu, n, issues);
                if (r != null) {
                    nics.put(n.id(), r);
                }
            }
            hosts.put(h.id(), new ResolvedPlan.ResolvedHost(h, board, cpu, List.copyOf(storage), nics));
        }
        Map<String, ResolvedPlan.ResolvedSwitch> switches = new LinkedHashMap<>();
        for (Plan.SwitchUnit s : plan.switches()) {
            Switch part = part(catalog, s.part(), Switch.class, "switch " + s.id(), s.id(), issues);
            if (part != null) {
                switches.put(s.id(), new ResolvedPlan.ResolvedSwitch(s, part));
            } else if (s.part() == null) {
                issues.add(new Issue(
                        "unknown-part",
                        Severity.ERROR,
                        Phrase.of("issue.unknown-part.1", s.id()),
                        Phrase.of("issue.unknown-part.1.fix"),
                        s.id()));
            }
        }
        List<ResolvedPlan.ResolvedLink> links = new ArrayList<>();
        for (Plan.Link l : plan.links()) {
            PortGroup a = port(l.a(), hosts, switches, l.id(), issues);
            PortGroup b = port(l.b(), hosts, switches, l.id(), issues);
            Transceiver ma =
                    part(catalog, l.moduleA(), Transceiver.class, "link " + l.id() + " module A", l.id(), issues);
            Transceiver mb =
                    part(catalog, l.moduleB(), Transceiver.class, "link " + l.id() + " module B", l.id(), issues);
            Cable cable = part(catalog, l.cable(), Cable.class, "link " + l.id() + " cable", l.id(), issues);
            links.add(speed(l, a, b, ma, mb, cable));
        }
        return new ResolvedPlan(plan, catalog, hosts, switches, List.copyOf(links), List.copyOf(issues));
    }

    private static <T extends Part> T part(
            Catalog catalog, String id, Class<T> type, String what, String where, List<Issue> issues) {
        if (id == null || id.isBlank()) {
            return null;
        }
        var p = catalog.find(id);
        if (p.isEmpty()) {
            issues.add(new Issue(
                    "unknown-part",
                    Severity.ERROR,
                    Phrase.of("issue.unknown-part.2", what, id),
                    Phrase.of("issue.unknown-part.2.fix"),
                    where));
            return null;
        }
        if (!type.isInstance(p.get())) {
            issues.add(new Issue(
                    "unknown-part",
                    Severity.ERROR,
                    Phrase.of(
                            "issue.unknown-part.3",
                            what,
                            id,
                            p.get().kind(),
                            type.getSimpleName().toLowerCase(Locale.ROOT)),
                    Phrase.of("issue.unknown-part.3.fix"),
                    where));
            return null;
        }
        return type.cast(p.get());
    }

    /** The bus a NIC's own host interface offers. */
    static Bus own(Nic nic, Plan.GenericNic generic) {
        if (nic == null) {
            if (generic == null || generic.busKind() == null) {
                return null;
            }
            return switch (generic.busKind()) {
                case "pcie" -> Bus.pcie(
                        generic.gen() == null ? 3 : generic.gen(), generic.lanes() == null ? 8 : generic.lanes(), null);
                case "usb" -> Bus.usb(generic.usbGen());
                case "thunderbolt" -> Bus.thunderbolt(generic.thunderboltVersion());
                default -> Bus.onboard();
            };
        }
        Nic.HostInterface h = nic.hostInterface();
        return switch (h.kind()) {
            case "usb" -> Bus.usb(h.usbGen());
            case "thunderbolt" -> h.tunnel() == null
                    ? Bus.thunderbolt(h.thunderboltVersion())
                    : new Bus.Thunderbolt(
                            h.thunderboltVersion(),
                            new Bus.Pcie(h.tunnel().gen(), h.tunnel().lanes(), "tunnelled to the NIC chip"));
            case "onboard" -> h.gen() != null && h.lanes() != null
                    ? Bus.pcie(h.gen(), h.lanes(), "onboard")
                    : Bus.onboard();
            default -> h.gen() != null && h.lanes() != null ? cardEdge(h) : null;
        };
    }

    /**
     * A card's own link: its edge, unless its controller trains fewer lanes or an older generation
     * than the edge suggests (an x8 edge on an x4 chip).
     */
    private static Bus cardEdge(Nic.HostInterface h) {
        Nic.Link c = h.controllerLink();
        if (c == null || (c.gen() >= h.gen() && c.lanes() >= h.lanes())) {
            return Bus.pcie(h.gen(), h.lanes(), null);
        }
        return Bus.pcie(Math.min(c.gen(), h.gen()), Math.min(c.lanes(), h.lanes()), "controller link");
    }

    private static ResolvedPlan.ResolvedNic nic(
            Catalog catalog, Plan.Host h, Board board, Cpu cpu, Plan.NicPlacement n, List<Issue> issues) {
        Nic part =
                part(catalog, n.part(), Nic.class, "host " + h.id() + " NIC " + n.id(), h.id() + "/" + n.id(), issues);
        List<PortGroup> ports;
        if (part != null) {
            ports = part.ports();
        } else if (n.generic() != null) {
            Cage cage = Cage.fromLabel(
                    n.generic().port() == null ? "rj45" : n.generic().port());
            List<Double> speeds = new ArrayList<>();
            for (double s : List.of(100.0, 50.0, 40.0, 25.0, 10.0, 5.0, 2.5, 1.0)) {
                if (s <= n.generic().speedGbps() + 1e-9 && (s >= 10 || cage == Cage.RJ45 || s == 1.0)) {
                    speeds.add(s);
                }
            }
            if (speeds.isEmpty() || speeds.get(0) < n.generic().speedGbps() - 1e-9) {
                speeds.add(0, n.generic().speedGbps());
            }
            ports = List.of(PortGroup.of(1, cage, speeds));
        } else {
            if (n.part() == null) {
                issues.add(new Issue(
                        "unknown-part",
                        Severity.ERROR,
                        Phrase.of("issue.unknown-part.4", h.id(), n.id()),
                        Phrase.of("issue.unknown-part.4.fix"),
                        h.id() + "/" + n.id()));
            }
            return null;
        }
        Bus own = own(part, n.generic());
        Bus negotiated = own;
        Phrase why = Phrase.of(own == null ? "resolve.host-interface-unknown" : "resolve.own-interface");
        Board.Slot slot = null;
        if (n.slot() != null && !List.of("usb", "thunderbolt", "onboard").contains(n.slot())) {
            if (board == null) {
                issues.add(new Issue(
                        "unknown-slot",
                        Severity.WARNING,
                        Phrase.of("issue.unknown-slot.1", n.id(), n.slot(), h.id()),
                        Phrase.of("issue.unknown-slot.1.fix"),
                        h.id() + "/" + n.id()));
            } else {
                slot = board.slot(n.slot());
                if (slot == null) {
                    issues.add(new Issue(
                            "unknown-slot",
                            Severity.ERROR,
                            Phrase.of(
                                    "issue.unknown-slot.2",
                                    board.displayName(),
                                    n.slot(),
                                    String.join(
                                            ", ",
                                            board.slots().stream()
                                                    .map(Board.Slot::id)
                                                    .toList())),
                            Phrase.of("issue.unknown-slot.2.fix"),
                            h.id() + "/" + n.id()));
                }
            }
        }
        if (slot != null && own instanceof Bus.Pcie card) {
            List<String> otherSlots = h.nics().stream()
                    .filter(o -> o != n)
                    .map(Plan.NicPlacement::slot)
                    .filter(Objects::nonNull)
                    .toList();
            PcieNegotiation.Link link = PcieNegotiation.inSlot(card.gen(), card.lanes(), slot.forCpu(cpu), otherSlots);
            negotiated = Bus.pcie(link.gen(), link.lanes(), link.label());
            why = link.reason();
            Board.CpuLink byCpu = slot.cpuLink(cpu);
            if (byCpu != null) {
                why = Phrase.of(
                        "resolve.slot-with-cpu",
                        why,
                        slot.id(),
                        byCpu.gen(),
                        byCpu.lanes() == null ? "" : " x" + byCpu.lanes(),
                        cpu.displayName());
            }
        }
        if ("usb".equals(n.slot()) && own instanceof Bus.Usb adapter && n.usbPort() != null) {
            UsbGeneration port = UsbGeneration.parse(n.usbPort());
            UsbGeneration g = port.compareTo(adapter.gen()) < 0 ? port : adapter.gen();
            negotiated = new Bus.Usb(g);
            why = Phrase.of("resolve.usb-adapter", adapter.gen(), port, g);
        }
        if ("thunderbolt".equals(n.slot())
                && own instanceof Bus.Thunderbolt adapter
                && n.thunderboltVersion() != null) {
            int v = Math.min(adapter.version(), n.thunderboltVersion());
            negotiated = new Bus.Thunderbolt(v, adapter.tunnel());
            why = Phrase.of("resolve.thunderbolt-adapter", adapter.version(), n.thunderboltVersion());
        }
        Bus.Pcie pcie = negotiated instanceof Bus.Pcie p ? p : null;
        PcieNegotiation.Link over = PcieNegotiation.overridden(
                n.negotiated(), pcie == null ? null : pcie.gen(), pcie == null ? null : pcie.lanes());
        if (over != null) {
            why = over.reason();
            negotiated = Bus.pcie(over.gen(), over.lanes(), over.label());
        }
        return new ResolvedPlan.ResolvedNic(
                n, part, ports, own, negotiated, why, slot, n.mtu() == null ? 1500 : n.mtu());
    }

    private static PortGroup port(
            Plan.End end,
            Map<String, ResolvedPlan.ResolvedHost> hosts,
            Map<String, ResolvedPlan.ResolvedSwitch> switches,
            String linkId,
            List<Issue> issues) {
        if (end == null) {
            issues.add(new Issue(
                    "link-end",
                    Severity.ERROR,
                    Phrase.of("issue.link-end.1", linkId),
                    Phrase.of("issue.link-end.1.fix"),
                    linkId));
            return null;
        }
        ResolvedPlan.ResolvedHost h = hosts.get(end.device());
        if (h != null) {
            ResolvedPlan.ResolvedNic n = end.nic() == null
                    ? (h.nics().size() == 1 ? h.nics().values().iterator().next() : null)
                    : h.nics().get(end.nic());
            if (n == null) {
                issues.add(new Issue(
                        "link-end",
                        Severity.ERROR,
                        Phrase.of("issue.link-end.2", linkId, end.device(), end.nic()),
                        Phrase.of("issue.link-end.2.fix"),
                        linkId));
                return null;
            }
            PortGroup g = n.port(end.port());
            if (g == null) {
                issues.add(new Issue(
                        "link-end",
                        Severity.ERROR,
                        Phrase.of("issue.link-end.3", linkId, n.label(), n.portCount(), end.port()),
                        Phrase.of("issue.link-end.3.fix", n.portCount()),
                        linkId));
            }
            return g;
        }
        ResolvedPlan.ResolvedSwitch s = switches.get(end.device());
        if (s != null) {
            if (end.port() > s.part().portCount()) {
                issues.add(new Issue(
                        "link-end",
                        Severity.ERROR,
                        Phrase.of(
                                "issue.link-end.4",
                                linkId,
                                s.part().displayName(),
                                s.part().portCount(),
                                end.port()),
                        Phrase.of("issue.link-end.4.fix", s.part().portCount()),
                        linkId));
                return null;
            }
            return s.part().portGroup(end.port() - 1);
        }
        issues.add(new Issue(
                "link-end",
                Severity.ERROR,
                Phrase.of("issue.link-end.5", linkId, end.device()),
                Phrase.of("issue.link-end.5.fix"),
                linkId));
        return null;
    }

    /** "25G/10G/1G", "2.5G"; "none" for no speed. */
    private static String speeds(List<Double> s) {
        if (s.isEmpty()) {
            return "none";
        }
        StringBuilder b = new StringBuilder(8 * s.size());
        for (int i = 0; i < s.size(); i++) {
            double v = s.get(i);
            if (i > 0) {
                b.append('/');
            }
            if (v == Math.rint(v)) {
                b.append((int) v);
            } else {
                b.append(v);
            }
            b.append('G');
        }
        return b.toString();
    }

    /** The highest speed every element of the link supports. */
    static ResolvedPlan.ResolvedLink speed(
            Plan.Link l, PortGroup a, PortGroup b, Transceiver ma, Transceiver mb, Cable cable) {
        if (a == null || b == null) {
            return new ResolvedPlan.ResolvedLink(l, a, b, ma, mb, cable, 0, Phrase.of("resolve.end-missing"));
        }
        List<Double> common = Speeds.common(a.speedsGbps(), b.speedsGbps());
        List<Phrase> why = new ArrayList<>();
        why.add(Phrase.of("resolve.end-a", a.cage().label(), speeds(a.speedsGbps())));
        why.add(Phrase.of("resolve.end-b", b.cage().label(), speeds(b.speedsGbps())));
        if (ma != null) {
            common = Speeds.common(common, ma.speedsGbps());
            why.add(Phrase.of("resolve.module-a", ma.standard(), speeds(ma.speedsGbps())));
        }
        if (mb != null) {
            common = Speeds.common(common, mb.speedsGbps());
            why.add(Phrase.of("resolve.module-b", mb.standard(), speeds(mb.speedsGbps())));
        }
        if (cable != null && cable.isDirectAttach() && !cable.speedsGbps().isEmpty()) {
            common = Speeds.common(common, cable.speedsGbps());
            why.add(Phrase.verbatim(cable.cableType() + " " + speeds(cable.speedsGbps())));
        }
        double s = common.isEmpty() ? 0 : common.get(0);
        if (l.speedGbps() != null) {
            boolean ok = common.stream().anyMatch(c -> Math.abs(c - l.speedGbps()) < 1e-9);
            why.add(Phrase.of(
                    ok ? "resolve.forced-to" : "resolve.forced-to-unsupported", speeds(List.of(l.speedGbps()))));
            s = ok ? l.speedGbps() : 0;
            return new ResolvedPlan.ResolvedLink(l, a, b, ma, mb, cable, s, Phrase.joined("rule.separator.comma", why));
        }
        Phrase speed = common.isEmpty() ? Phrase.of("resolve.no-common-speed") : Phrase.verbatim(speeds(List.of(s)));
        return new ResolvedPlan.ResolvedLink(
                l,
                a,
                b,
                ma,
                mb,
                cable,
                s,
                Phrase.of("resolve.arrow", Phrase.joined("rule.separator.comma", why), speed));
    }
}
