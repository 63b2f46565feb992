package dev.wirespeed.app;

import dev.wirespeed.catalog.Cage;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.catalog.PortGroup;
import dev.wirespeed.catalog.Switch;
import dev.wirespeed.fit.Speeds;
import dev.wirespeed.plan.HostRole;
import dev.wirespeed.plan.Initiator;
import dev.wirespeed.plan.Os;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Tool;
import dev.wirespeed.plan.ToolVersion;
import dev.wirespeed.plan.Virtualization;

import java.util.ArrayList;
import java.util.List;

/**
 * A single-path prediction request as read and checked by {@link PredictRequestReader}: two hosts,
 * the link between them (direct, or through a catalog switch) and the test. Defaults are filled in;
 * every part id names a part of the right kind. {@link #toPlan} turns it into the two-host plan the
 * evaluator (rules and model) works on.
 */
public record PredictRequest(Host sender, Host receiver, Link link, Test test) {

    public PredictRequest {
        if (sender == null || receiver == null) {
            throw new IllegalArgumentException("a predict request has a sender and a receiver");
        }
        link = link == null ? Link.DIRECT : link;
        test = test == null ? Test.DEFAULT : test;
    }

    /**
     * One end: a name, OS, MTU, its NIC (a catalog part or generic), the bus it negotiated, CPU and
     * storage, the kind of machine (null: not stated) and where the test runs on it.
     */
    public record Host(
            String name,
            Os os,
            int mtu,
            NicChoice nic,
            Bus bus,
            CpuChoice cpu,
            StorageChoice storage,
            HostRole role,
            Virtualization virtualization) {
        public Host {
            if (nic == null) {
                throw new IllegalArgumentException("a host needs a NIC");
            }
            if (virtualization == null) {
                virtualization = Virtualization.NONE;
            }
        }

        /** A host of no stated role whose test runs on the machine itself. */
        public Host(String name, Os os, int mtu, NicChoice nic, Bus bus, CpuChoice cpu, StorageChoice storage) {
            this(name, os, mtu, nic, bus, cpu, storage, null, Virtualization.NONE);
        }
    }

    /** A catalog NIC ({@code part}) or a generic one: speed, port cage and its own host interface. */
    public record NicChoice(String part, Double speedGbps, String port, Bus bus) {
        public NicChoice {
            if (part == null && (speedGbps == null || port == null)) {
                throw new IllegalArgumentException("a generic NIC needs a speed and a port");
            }
        }
    }

    /** How the NIC attaches as negotiated: pcie (gen, lanes), usb (generation), thunderbolt (version) or onboard. */
    public record Bus(String kind, Integer gen, Integer lanes, String usbGen, Integer thunderboltVersion) {}

    /** A catalog CPU, or just its single-thread score; both null: not modelled. */
    public record CpuChoice(String part, Integer singleThreadScore) {}

    /** A catalog storage part, or read and write rates in MB/s. */
    public record StorageChoice(String part, Double readMBps, Double writeMBps) {}

    /** A catalog switch between the hosts (null: a direct link), a forced link speed and the medium. */
    public record Link(String switchPart, Double speedGbps, String media) {
        static final Link DIRECT = new Link(null, null, null);
    }

    /** The tool (and its version, null: not stated), parallel streams and who initiates the connection. */
    public record Test(Tool tool, int streams, Initiator initiator, ToolVersion toolVersion) {
        static final Test DEFAULT = new Test(Tool.IPERF3, 1, Initiator.SENDER);

        public Test {
            if (streams < 1) {
                throw new IllegalArgumentException("at least one stream, got " + streams);
            }
        }

        /** A test whose tool version is not stated. */
        public Test(Tool tool, int streams, Initiator initiator) {
            this(tool, streams, initiator, null);
        }
    }

    /** The two-host plan this request describes, with a switch when one is given. */
    public Plan toPlan(Catalog catalog) {
        Plan.Host s = host(sender, "sender");
        Plan.Host r = host(receiver, "receiver");
        List<Plan.SwitchUnit> switches = new ArrayList<>();
        List<Plan.Link> links = new ArrayList<>();
        String media = link.media();
        Double speed = link.speedGbps();
        if (link.switchPart() != null) {
            Switch sw = catalog.find(link.switchPart(), Switch.class).orElseThrow();
            switches.add(new Plan.SwitchUnit("switch", sw.displayName(), link.switchPart(), null, false));
            int pa = switchPort(sw, ports(catalog, s), 0);
            int pb = switchPort(sw, ports(catalog, r), pa);
            links.add(Plan.Link.ofMedia(
                    "l1", new Plan.End("sender", "nic", 1), new Plan.End("switch", null, pa), media, speed));
            links.add(Plan.Link.ofMedia(
                    "l2", new Plan.End("switch", null, pb), new Plan.End("receiver", "nic", 1), media, speed));
        } else {
            links.add(Plan.Link.ofMedia(
                    "l1", new Plan.End("sender", "nic", 1), new Plan.End("receiver", "nic", 1), media, speed));
        }
        return new Plan(
                Plan.SCHEMA_VERSION,
                "predict",
                "single path",
                null,
                null,
                List.of(s, r),
                switches,
                links,
                List.of(new Plan.Flow(
                        "flow",
                        "sender",
                        "receiver",
                        test.tool(),
                        test.streams(),
                        test.initiator(),
                        null,
                        false,
                        test.toolVersion())),
                List.of());
    }

    private static Plan.Host host(Host h, String id) {
        Plan.GenericNic generic = null;
        NicChoice n = h.nic();
        if (n.part() == null) {
            Bus own = n.bus();
            generic = new Plan.GenericNic(
                    n.speedGbps(),
                    n.port(),
                    own == null ? null : own.kind(),
                    own == null ? null : own.gen(),
                    own == null ? null : own.lanes(),
                    own == null ? null : own.usbGen(),
                    own == null ? null : own.thunderboltVersion());
        }
        String slot = null;
        String usbPort = null;
        Integer tb = null;
        Plan.Negotiated negotiated = null;
        Bus bus = h.bus();
        if (bus != null) {
            switch (bus.kind()) {
                case "pcie" -> negotiated = new Plan.Negotiated(bus.gen(), bus.lanes(), "as given");
                case "usb" -> {
                    slot = "usb";
                    usbPort = bus.usbGen();
                }
                case "thunderbolt" -> {
                    slot = "thunderbolt";
                    tb = bus.thunderboltVersion();
                }
                default -> slot = "onboard";
            }
        }
        Plan.NicPlacement placement =
                new Plan.NicPlacement("nic", n.part(), generic, slot, usbPort, tb, negotiated, h.mtu(), false);
        CpuChoice cpu = h.cpu();
        StorageChoice st = h.storage();
        List<String> storage = st == null || st.part() == null ? List.of() : List.of(st.part());
        Plan.StorageRates rates =
                st == null || st.part() != null ? null : new Plan.StorageRates(st.readMBps(), st.writeMBps());
        return new Plan.Host(
                id,
                h.name(),
                h.role(),
                h.os(),
                null,
                null,
                null,
                cpu == null ? null : cpu.part(),
                cpu == null ? null : cpu.singleThreadScore(),
                storage,
                rates,
                List.of(placement),
                null,
                false,
                h.virtualization());
    }

    private static PortGroup ports(Catalog cat, Plan.Host h) {
        Plan.NicPlacement n = h.nics().get(0);
        if (n.part() != null) {
            return cat.find(n.part(), Nic.class).map(x -> x.ports().get(0)).orElse(null);
        }
        return PortGroup.of(
                1, Cage.fromLabel(n.generic().port()), List.of(n.generic().speedGbps()));
    }

    /** The first free switch port whose cage family and speeds suit the NIC port (1-based, not {@code taken}). */
    private static int switchPort(Switch sw, PortGroup nicPort, int taken) {
        int index = 1;
        int fallback = taken == 1 ? 2 : 1;
        for (PortGroup g : sw.ports()) {
            for (int i = 0; i < g.count(); i++, index++) {
                if (index == taken || nicPort == null) {
                    continue;
                }
                boolean sameFamily = g.cage().family() == nicPort.cage().family();
                if (sameFamily
                        && !Speeds.common(g.speedsGbps(), nicPort.speedsGbps()).isEmpty()) {
                    return index;
                }
            }
        }
        return fallback;
    }
}
