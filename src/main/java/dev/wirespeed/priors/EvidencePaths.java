package dev.wirespeed.priors;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Cpu;
import dev.wirespeed.catalog.Evidence;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.catalog.PortGroup;
import dev.wirespeed.catalog.Storage;
import dev.wirespeed.plan.HostRole;
import dev.wirespeed.plan.Initiator;
import dev.wirespeed.plan.Os;
import dev.wirespeed.plan.Tool;
import dev.wirespeed.plan.ToolVersion;
import dev.wirespeed.plan.Virtualization;
import dev.wirespeed.solver.model.Bus;
import dev.wirespeed.solver.model.Endpoint;
import dev.wirespeed.solver.model.PathSpec;
import dev.wirespeed.solver.model.Stage;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.units.DataRate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Reads a published run as the path the model predicts. Every fact comes from the evidence file or
 * from the catalog part it names; where the source is silent the reading takes a stated default and
 * lists it as an assumption: MTU 1500, Linux, iperf3 one stream, the adapter's own USB generation
 * (3.2 Gen1 when even that is unknown: the slowest SuperSpeed port). A run with no line rate (no link
 * speed and no NIC whose speed is known: VM-to-VM, loopback) cannot be predicted and is excluded
 * with that reason, never guessed.
 */
public final class EvidencePaths {

    private final Catalog catalog;

    public EvidencePaths(Catalog catalog) {
        this.catalog = catalog;
    }

    public List<EvidenceCase> read(List<Evidence> corpus) {
        return corpus.stream().map(this::read).toList();
    }

    public EvidenceCase read(Evidence ev) {
        List<String> assumptions = new ArrayList<>();
        Stage stated = stage(ev.limitedBy());
        Evidence.Endpoint s = ev.sender() == null ? EMPTY : ev.sender();
        Evidence.Endpoint r = ev.receiver() == null ? EMPTY : ev.receiver();
        NicFacts sn = nic(s);
        NicFacts rn = nic(r);
        Evidence.Link link = ev.link();
        Double line = link == null || link.speedGbps() == null
                ? null
                : link.speedGbps().doubleValue();
        if (line == null) {
            Double a = sn.maxGbps();
            Double b = rn.maxGbps();
            if (a != null && b != null) {
                line = Math.min(a, b);
            } else {
                line = a != null ? a : b;
            }
            if (line == null && !virtualLink(link, s, r)) {
                return new EvidenceCase(
                        ev,
                        null,
                        assumptions,
                        "no line rate: the source states no link speed and no NIC of known speed",
                        stated);
            }
            assumptions.add(
                    line == null
                            ? "no wire: a virtual link (" + (link != null && link.media() != null ? link.media() : "vm")
                                    + "), bound by the CPUs and the hypervisor"
                            : "link speed not stated: the NIC's fastest, " + line + " Gbit/s");
        }
        if (line != null && link != null && link.count() != null && link.count() > 1) {
            assumptions.add(link.count() + " links of " + line + " Gbit/s carry the run together: "
                    + line * link.count() + " Gbit/s");
            line = line * link.count();
        }
        int mtu = link == null || link.mtu() == null ? 1500 : link.mtu();
        if (link == null || link.mtu() == null) {
            assumptions.add("MTU not stated: 1500");
        }
        boolean usbClass = ev.hasClass("usb-adapter");
        boolean usbOnSender = isUsb(s, sn);
        boolean usbOnReceiver = isUsb(r, rn);
        if (usbClass && !usbOnSender && !usbOnReceiver) {
            boolean senderIsNas = "nas".equals(s.role());
            usbOnSender = senderIsNas || (!"nas".equals(r.role()) && sn.known() && !rn.known());
            usbOnReceiver = !usbOnSender;
            assumptions.add("USB adapter end not stated: the " + (usbOnSender ? "sender" : "receiver") + " ("
                    + (senderIsNas || "nas".equals(r.role()) ? "the NAS" : "the end the source describes") + ")");
        }
        Endpoint sender = endpoint("sender", s, sn, usbOnSender, mtu, assumptions);
        Endpoint receiver = endpoint("receiver", r, rn, usbOnReceiver, mtu, assumptions);
        Evidence.Test t = ev.test();
        Tool tool = tool(t.tool(), assumptions);
        int streams = t.streams() == null ? 1 : Math.max(1, t.streams());
        ToolVersion version = tool == Tool.IPERF3 ? versionOf(t.version()) : null;
        Initiator initiator;
        if (tool.copiesFiles() && fileRead(t.direction())) {
            // the client opens the connection and pulls: the server (smbd, knfsd, sshd) is the sender
            initiator = Initiator.RECEIVER;
            assumptions.add("a read: the receiver is the client and opens the connection, the sender serves");
        } else {
            initiator = Boolean.TRUE.equals(t.reverse()) ? Initiator.RECEIVER : Initiator.SENDER;
        }
        // iperf3 --bidir: both directions run at once and the figure is one of them; an end whose directions
        // share a core pays for both (the model says where); the wire is full duplex, its rate each way
        boolean bidir = Boolean.TRUE.equals(t.bidir()) && !tool.copiesFiles();
        if (bidir) {
            assumptions.add("both directions at once (--bidir): the figure is one direction; an end's CPU pays"
                    + " for both where they share a core, the wire carries each at its line rate");
        }
        PathSpec path = new PathSpec(
                sender,
                receiver,
                line == null ? null : DataRate.ofGbps(line),
                mtu,
                link == null ? null : link.media(),
                List.of(),
                tool,
                streams,
                initiator,
                version,
                bidir);
        return new EvidenceCase(ev, path, assumptions, null, stated);
    }

    private static final Evidence.Endpoint EMPTY =
            new Evidence.Endpoint(null, null, null, null, null, null, null, null, null, null, null, null, null);

    /** The stage a source names, in the model's words; null when it names none. */
    static Stage stage(Evidence.Limit limit) {
        if (limit == null || "not-stated".equals(limit.stage())) {
            return null;
        }
        try {
            return Stage.fromLabel(limit.stage());
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * Whether a file copy's direction, as the source states it, is a read: the client pulls from the
     * server ("NAS -> client (read)", "server -> laptop (download)", "Synology share -> Windows
     * client"). A file copy's data then flows from the server (the sender) to the client, which opens
     * the connection. A write, or a direction not stated, is read as the client pushing.
     */
    static boolean fileRead(String direction) {
        if (direction == null) {
            return false;
        }
        String d = direction.toLowerCase(Locale.ROOT);
        if (d.matches(".*\\b(write|writes|upload|uploads|put)\\b.*")) {
            return false;
        }
        if (d.matches(".*\\b(read|reads|reading|download|downloads|get)\\b.*")) {
            return true;
        }
        int arrow = d.indexOf("->");
        return arrow > 0 && d.substring(0, arrow).matches(".*\\b(share|server)\\b.*");
    }

    private static ToolVersion versionOf(String text) {
        return text == null || text.isBlank() ? null : ToolVersion.parse(text);
    }

    /**
     * A run with no wire between its ends: loopback, or an end runs the test in a VM (or WSL2) and
     * no link speed is given: guest to host or guest to guest on one machine. A "virtual" medium
     * with neither end in a VM is a tunnel (WireGuard between two routers) over a wire the source
     * does not give: not read.
     */
    private static boolean virtualLink(Evidence.Link link, Evidence.Endpoint s, Evidence.Endpoint r) {
        String media = link == null || link.media() == null ? "" : link.media().toLowerCase(Locale.ROOT);
        return media.equals("loopback")
                || virtualization(s.virtualization()) != Virtualization.NONE
                || virtualization(r.virtualization()) != Virtualization.NONE;
    }

    private static Tool tool(String text, List<String> assumptions) {
        return switch (text.toLowerCase(Locale.ROOT)) {
            case "iperf3" -> Tool.IPERF3;
            case "iperf2", "iperf" -> Tool.IPERF2;
            case "netperf" -> {
                assumptions.add("netperf read as iperf2: one thread per stream");
                yield Tool.IPERF2;
            }
            case "smb" -> Tool.SMB;
            case "nfs" -> Tool.NFS;
            case "scp", "sftp" -> Tool.SFTP;
            case "rsync" -> Tool.RSYNC;
            case "http" -> Tool.HTTP;
            default -> {
                assumptions.add("tool " + text + " read as iperf3");
                yield Tool.IPERF3;
            }
        };
    }

    /** What the catalog says about an end's NIC: the part (exact match only), its speeds and host interface. */
    record NicFacts(Nic part, Nic like) {
        boolean known() {
            return like != null;
        }

        Double maxGbps() {
            return like == null || like.ports().isEmpty()
                    ? null
                    : like.ports().stream()
                            .mapToDouble(PortGroup::maxGbps)
                            .max()
                            .orElse(0);
        }
    }

    private NicFacts nic(Evidence.Endpoint e) {
        if (e.nic() != null) {
            Optional<Nic> n = catalog.find(e.nic(), Nic.class);
            if (n.isPresent()) {
                return new NicFacts(n.get(), n.get());
            }
        }
        for (String text : new String[] {e.nicChip(), e.nicModel()}) {
            if (text == null) {
                continue;
            }
            String k = norm(text);
            for (Nic n : catalog.ofKind(Nic.class)) {
                if (names(n).stream().anyMatch(k::equals)) {
                    return new NicFacts(n, n);
                }
            }
            for (Nic n : catalog.ofKind(Nic.class)) {
                if (k.length() >= 6
                        && names(n).stream().anyMatch(c -> c.contains(k) || (c.length() >= 6 && k.contains(c)))) {
                    return new NicFacts(null, n);
                }
            }
        }
        return new NicFacts(null, null);
    }

    private static List<String> names(Nic n) {
        List<String> out = new ArrayList<>();
        out.add(norm(n.id()));
        if (n.model() != null) {
            out.add(norm(n.model()));
        }
        if (n.chip() != null) {
            out.add(norm(n.chip()));
            if (n.vendor() != null) {
                out.add(norm(n.chip()).replaceFirst("^" + norm(n.vendor()), ""));
            }
        }
        n.aliases().forEach(a -> out.add(norm(a)));
        out.removeIf(String::isEmpty);
        return out;
    }

    static String norm(String s) {
        return s.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
    }

    private static boolean isUsb(Evidence.Endpoint e, NicFacts n) {
        if (e.bus() != null) {
            return "usb".equals(e.bus().kind());
        }
        return n.like() != null
                && n.like().hostInterface() != null
                && "usb".equals(n.like().hostInterface().kind());
    }

    private Endpoint endpoint(
            String side, Evidence.Endpoint e, NicFacts nic, boolean usb, int mtu, List<String> assumptions) {
        Os os = os(e.os(), side, assumptions);
        HostRole role = role(e.role());
        Cpu cpu = e.cpu() == null ? null : catalog.find(e.cpu(), Cpu.class).orElse(null);
        if (cpu == null && e.cpuModel() != null) {
            assumptions.add(side + " CPU '" + e.cpuModel() + "' is not in the catalog: its score is not known");
        }
        Bus bus = bus(side, e, nic, usb, assumptions);
        Storage storage = storage(e.storage());
        Endpoint end = new Endpoint(
                e.machine() == null ? side : e.machine(),
                os,
                nic.like() == null ? e.nicChip() : nic.like().displayName(),
                nic.like() == null ? List.of() : nic.like().ports().get(0).speedsGbps(),
                bus,
                cpu == null ? null : cpu.passmarkSingleThread(),
                cpu == null ? null : ResolvedPlan.cpuClass(cpu),
                cpu == null ? e.cpuModel() : cpu.displayName(),
                cpu == null ? null : cpu.cores(),
                storage == null || storage.seqReadMBps() == null
                        ? null
                        : DataRate.ofMegabytesPerSecond(storage.seqReadMBps()),
                storage == null || storage.longWriteMBps() == null
                        ? null
                        : DataRate.ofMegabytesPerSecond(storage.longWriteMBps()),
                storage == null ? null : storage.displayName(),
                mtu,
                128);
        return end.withRole(role)
                .withVirtualization(virtualization(e.virtualization()))
                .withParts(
                        cpu == null ? null : cpu.id(),
                        nic.part() == null ? null : nic.part().id());
    }

    private Bus bus(String side, Evidence.Endpoint e, NicFacts nic, boolean usb, List<String> assumptions) {
        Evidence.Bus b = e.bus();
        if (b != null) {
            switch (b.kind()) {
                case "pcie" -> {
                    if (b.gen() != null && b.lanes() != null) {
                        return new Bus.Pcie(Integer.parseInt(b.gen().replaceAll("[^0-9]", "")), b.lanes(), null);
                    }
                    assumptions.add(side + " PCIe link width or generation not stated: not modelled");
                    return null;
                }
                case "usb" -> {
                    if (b.gen() != null) {
                        return new Bus.Usb(Bus.UsbGeneration.parse(b.gen()));
                    }
                }
                case "thunderbolt" -> {
                    return new Bus.Thunderbolt(b.version() == null ? 3 : b.version());
                }
                default -> {
                    return new Bus.Onboard();
                }
            }
        }
        Nic like = nic.like();
        if (!usb) {
            if (like != null
                    && like.hostInterface() != null
                    && like.hostInterface().isPcie()
                    && like.hostInterface().gen() != null
                    && like.hostInterface().lanes() != null) {
                assumptions.add(side + " PCIe link not stated: the card's own, PCIe "
                        + like.hostInterface().gen() + ".0 x"
                        + like.hostInterface().lanes());
                return new Bus.Pcie(
                        like.hostInterface().gen(), like.hostInterface().lanes(), null);
            }
            return null;
        }
        if (like != null && like.hostInterface() != null && like.hostInterface().usbGen() != null) {
            assumptions.add(side + " USB port generation not stated: the adapter's own, "
                    + like.hostInterface().usbGen());
            return new Bus.Usb(Bus.UsbGeneration.parse(like.hostInterface().usbGen()));
        }
        assumptions.add(side + " USB port generation not stated: 3.2gen1, the slowest SuperSpeed port");
        return new Bus.Usb(Bus.UsbGeneration.GEN1);
    }

    /**
     * The catalog drive a storage text names: every word of the drive's model except its capacity
     * ("850 EVO 500GB": 850, EVO) appears in the text. Arrays and pools are not drives: null.
     */
    private Storage storage(String text) {
        if (text == null) {
            return null;
        }
        List<String> words = List.of(text.toLowerCase(Locale.ROOT).split("[^a-z0-9]+"));
        for (Storage s : catalog.ofKind(Storage.class)) {
            if (s.model() == null) {
                continue;
            }
            List<String> need = new ArrayList<>();
            for (String w : s.model().toLowerCase(Locale.ROOT).split("[^a-z0-9]+")) {
                if (!w.isEmpty() && !w.matches("\\d+(gb|tb)")) {
                    need.add(w);
                }
            }
            if (!need.isEmpty() && words.containsAll(need)) {
                return s;
            }
        }
        return null;
    }

    private static Os os(String text, String side, List<String> assumptions) {
        if (text == null) {
            assumptions.add(side + " OS not stated: Linux");
            return Os.LINUX;
        }
        return switch (text.toLowerCase(Locale.ROOT)) {
            case "windows" -> Os.WINDOWS;
            case "macos" -> Os.MACOS;
            case "freebsd", "opnsense", "pfsense", "truenas" -> Os.FREEBSD;
            default -> Os.LINUX; // linux, dsm, openwrt, proxmox: Linux kernels
        };
    }

    private static HostRole role(String text) {
        if (text == null) {
            return null;
        }
        return switch (text) {
            case "vm-host" -> HostRole.SERVER;
            default -> {
                try {
                    yield HostRole.parse(text);
                } catch (IllegalArgumentException e) {
                    yield null;
                }
            }
        };
    }

    private static Virtualization virtualization(String text) {
        if (text == null) {
            return Virtualization.NONE;
        }
        try {
            return Virtualization.parse(text);
        } catch (IllegalArgumentException e) {
            return Virtualization.NONE;
        }
    }
}
