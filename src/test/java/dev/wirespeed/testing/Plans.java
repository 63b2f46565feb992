package dev.wirespeed.testing;

import dev.wirespeed.catalog.Cable;
import dev.wirespeed.plan.HostRole;
import dev.wirespeed.plan.Initiator;
import dev.wirespeed.plan.Os;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Tool;
import dev.wirespeed.plan.ToolVersion;
import dev.wirespeed.plan.Virtualization;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Named builders for plans over the repository catalog, so that a test reads as the network it
 * describes: {@code aPlan().with(aHost("nas").withBoard("asrock-n100dc-itx").withNic("nic", "nb-int-x520da1-s")
 * .inSlot("pcie-slot"))}. Every value a test does not mention is the plan document's own default
 * (Linux, MTU 1500, nothing owned). The OS, flow tool and initiator strings live here only.
 */
public final class Plans {

    private Plans() {}

    public static PlanBuilder aPlan() {
        return new PlanBuilder();
    }

    /**
     * Seed 000: a Windows and an Ubuntu host, each with a ConnectX-4 Lx, on a CRS305 over 10Gtek
     * DACs (1 m across 0.8 m as l1, 2 m across 1.5 m as l2), an iperf3 flow each way.
     */
    public static PlanBuilder aSeed000Plan() {
        return aPlan().with(aHost("win")
                        .runningWindows()
                        .withNic("cx4", "mellanox-mcx4121a-acat")
                        .negotiated(aCardNegotiatedAs(3, 4)))
                .with(aHost("ubuntu")
                        .runningLinux()
                        .withNic("cx4", "mellanox-mcx4121a-acat")
                        .negotiated(aCardNegotiatedAs(3, 4)))
                .with(aSwitch("crs305", "mikrotik-crs305-1g-4s-in"))
                .with(aDacLink(1.0)
                        .named("l1")
                        .between(nicPort("win", "cx4", 1), switchPort("crs305", 1))
                        .acrossMetres(0.8))
                .with(aDacLink(2.0)
                        .named("l2")
                        .between(nicPort("ubuntu", "cx4", 1), switchPort("crs305", 2))
                        .acrossMetres(1.5))
                .with(aFlow("win", "ubuntu").named("win-to-ubuntu"))
                .with(aFlow("ubuntu", "win").named("ubuntu-to-win"));
    }

    public static HostBuilder aHost(String id) {
        return new HostBuilder(id);
    }

    public static SwitchBuilder aSwitch(String id, String part) {
        return new SwitchBuilder(id, part);
    }

    /** A port of a host's NIC (ports count from 1). */
    public static Plan.End nicPort(String host, String nic, int port) {
        return new Plan.End(host, nic, port);
    }

    /** A switch port (ports count from 1, across the switch's port groups in catalog order). */
    public static Plan.End switchPort(String switchId, int port) {
        return new Plan.End(switchId, null, port);
    }

    /**
     * A 10Gtek passive SFP+ DAC of this length from the catalog (the seed 000 cables: 0.3, 0.5, 1,
     * 2, 3 and 5 m); a length the catalog lacks fails the test that asks for it.
     */
    public static LinkBuilder aDacLink(double metres) {
        Cable dac = Catalogs.repo().all().stream()
                .filter(Cable.class::isInstance)
                .map(Cable.class::cast)
                .filter(c -> "dac-passive".equals(c.cableType())
                        && "10Gtek".equals(c.vendor())
                        && c.ends().contains("sfp+")
                        && Math.abs(c.lengthM() - metres) < 1e-9)
                .min(Comparator.comparing(Cable::id))
                .orElseThrow(
                        () -> new IllegalArgumentException("the catalog has no 10Gtek SFP+ DAC of " + metres + " m"));
        return aDacLink(dac.id());
    }

    /** A DAC or AOC by catalog id; no modules, the cable plugs in directly. */
    public static LinkBuilder aDacLink(String cable) {
        return new LinkBuilder(cable);
    }

    /** A link whose cable is not chosen yet: no DAC, cord or twisted-pair part (modules may follow). */
    public static LinkBuilder aLinkWithoutCable() {
        return new LinkBuilder(null);
    }

    /** A fiber cord by catalog id; give the modules with {@link LinkBuilder#withModules}. */
    public static LinkBuilder aFiberLink(String cord) {
        return new LinkBuilder(cord);
    }

    /** A twisted-pair cable by catalog id, between RJ45 ports or 10GBASE-T modules. */
    public static LinkBuilder aTwistedPairLink(String cable) {
        return new LinkBuilder(cable);
    }

    /** The PCIe link as lspci LnkSta reads it: generation and electrical width. */
    public static Plan.Negotiated aCardNegotiatedAs(int gen, int lanes) {
        return new Plan.Negotiated(gen, lanes, "as negotiated");
    }

    /** The PCIe link as negotiated, with the label the plan shows for it (e.g. "x1 (BIOS)"). */
    public static Plan.Negotiated aCardNegotiatedAs(int gen, int lanes, String label) {
        return new Plan.Negotiated(gen, lanes, label);
    }

    /** One iperf3 stream from {@code from} to {@code to}, the sender opening the connection. */
    public static FlowBuilder aFlow(String from, String to) {
        return new FlowBuilder(from, to);
    }

    /** A plan: hosts, switches, links and flows in the order given. */
    public static final class PlanBuilder {
        private final List<HostBuilder> hosts = new ArrayList<>();
        private final List<SwitchBuilder> switches = new ArrayList<>();
        private final List<LinkBuilder> links = new ArrayList<>();
        private final List<FlowBuilder> flows = new ArrayList<>();

        private PlanBuilder() {}

        public PlanBuilder with(HostBuilder host) {
            hosts.add(host);
            return this;
        }

        public PlanBuilder with(SwitchBuilder unit) {
            switches.add(unit);
            return this;
        }

        public PlanBuilder with(LinkBuilder link) {
            links.add(link);
            return this;
        }

        public PlanBuilder with(FlowBuilder flow) {
            flows.add(flow);
            return this;
        }

        /** Puts this link in place of the link with the same id. */
        public PlanBuilder replacing(LinkBuilder link) {
            int i = indexOf(link.id);
            links.set(i, link);
            return this;
        }

        private int indexOf(String linkId) {
            for (int i = 0; i < links.size(); i++) {
                if (links.get(i).id.equals(linkId)) {
                    return i;
                }
            }
            throw new IllegalArgumentException("the plan has no link '" + linkId + "' to replace");
        }

        public Plan build() {
            return new Plan(
                    Plan.SCHEMA_VERSION,
                    null,
                    "fixture",
                    null,
                    "JPY",
                    hosts.stream().map(HostBuilder::build).toList(),
                    switches.stream().map(SwitchBuilder::build).toList(),
                    links.stream().map(LinkBuilder::build).toList(),
                    flows.stream().map(FlowBuilder::build).toList(),
                    List.of());
        }
    }

    /**
     * A host and its NICs. {@link #withNic} adds a NIC; the placement methods after it
     * ({@link #inSlot}, {@link #onUsbPort}, {@link #negotiated}, {@link #withMtu} ...) apply to that NIC.
     */
    public static final class HostBuilder {
        private final String id;
        private Os os = Os.LINUX;
        private HostRole role;
        private Virtualization virtualization = Virtualization.NONE;
        private String board;
        private String cpu;
        private final List<String> storage = new ArrayList<>();
        private final List<NicBuilder> nics = new ArrayList<>();

        private HostBuilder(String id) {
            this.id = id;
        }

        public HostBuilder runningLinux() {
            os = Os.LINUX;
            return this;
        }

        public HostBuilder runningWindows() {
            os = Os.WINDOWS;
            return this;
        }

        public HostBuilder runningMacos() {
            os = Os.MACOS;
            return this;
        }

        public HostBuilder running(Os system) {
            os = system;
            return this;
        }

        /** The kind of machine (whose default CPU stands in when no CPU is given). */
        public HostBuilder asA(HostRole hostRole) {
            role = hostRole;
            return this;
        }

        /** The test runs in a VM, a VM owning a passed-through USB NIC, or WSL2 on this host. */
        public HostBuilder runningTheTestIn(Virtualization where) {
            virtualization = where;
            return this;
        }

        public HostBuilder withBoard(String boardPart) {
            board = boardPart;
            return this;
        }

        public HostBuilder withCpu(String cpuPart) {
            cpu = cpuPart;
            return this;
        }

        public HostBuilder withStorage(String... storageParts) {
            storage.addAll(Arrays.asList(storageParts));
            return this;
        }

        public HostBuilder withNic(String nicId, String nicPart) {
            nics.add(new NicBuilder(nicId, nicPart));
            return this;
        }

        /**
         * A NIC not in the catalog: its port speed and cage ("sfp+", "rj45" ...), with the bus it
         * attaches by given by {@link #overPcie}, {@link #overUsb} or {@link #overThunderbolt}.
         */
        public HostBuilder withGenericNic(String nicId, double speedGbps, String cage) {
            NicBuilder n = new NicBuilder(nicId, null);
            n.generic = new Plan.GenericNic(speedGbps, cage, null, null, null, null, null);
            nics.add(n);
            return this;
        }

        /** The last (generic) NIC's own host interface is PCIe of this generation and width. */
        public HostBuilder overPcie(int gen, int lanes) {
            return bus("pcie", gen, lanes, null, null);
        }

        /** The last (generic) NIC is a USB adapter of this generation ("3.2gen1" ...). */
        public HostBuilder overUsb(String usbGen) {
            return bus("usb", null, null, usbGen, null);
        }

        /** The last (generic) NIC is a Thunderbolt adapter of this version. */
        public HostBuilder overThunderbolt(int version) {
            return bus("thunderbolt", null, null, null, version);
        }

        private HostBuilder bus(String kind, Integer gen, Integer lanes, String usbGen, Integer thunderbolt) {
            NicBuilder n = lastNic();
            if (n.generic == null) {
                throw new IllegalStateException("NIC " + n.id + " is a catalog part: its bus comes from the catalog");
            }
            Plan.GenericNic g = n.generic;
            n.generic = new Plan.GenericNic(g.speedGbps(), g.port(), kind, gen, lanes, usbGen, thunderbolt);
            return this;
        }

        /** The last NIC sits in this board slot. */
        public HostBuilder inSlot(String slotId) {
            lastNic().slot = slotId;
            return this;
        }

        /** The last NIC is a USB adapter on a port of this USB generation ("3.2gen1", "2.0" ...). */
        public HostBuilder onUsbPort(String usbGen) {
            NicBuilder n = lastNic();
            n.slot = "usb";
            n.usbPort = usbGen;
            return this;
        }

        /** The last NIC is a Thunderbolt adapter on a port of this Thunderbolt version. */
        public HostBuilder onThunderboltPort(int version) {
            NicBuilder n = lastNic();
            n.slot = "thunderbolt";
            n.thunderboltVersion = version;
            return this;
        }

        /** The last NIC's PCIe link as negotiated (see {@link Plans#aCardNegotiatedAs}). */
        public HostBuilder negotiated(Plan.Negotiated link) {
            lastNic().negotiated = link;
            return this;
        }

        /** The MTU of the last NIC's interface. */
        public HostBuilder withMtu(int mtu) {
            lastNic().mtu = mtu;
            return this;
        }

        private NicBuilder lastNic() {
            if (nics.isEmpty()) {
                throw new IllegalStateException("host " + id + " has no NIC yet: call withNic first");
            }
            return nics.get(nics.size() - 1);
        }

        Plan.Host build() {
            return new Plan.Host(
                    id,
                    id,
                    role,
                    os,
                    null,
                    null,
                    board,
                    cpu,
                    null,
                    storage,
                    null,
                    nics.stream().map(NicBuilder::build).toList(),
                    null,
                    false,
                    virtualization);
        }
    }

    private static final class NicBuilder {
        private final String id;
        private final String part;
        private Plan.GenericNic generic;
        private String slot;
        private String usbPort;
        private Integer thunderboltVersion;
        private Plan.Negotiated negotiated;
        private int mtu = 1500;

        private NicBuilder(String id, String part) {
            this.id = id;
            this.part = part;
        }

        Plan.NicPlacement build() {
            return new Plan.NicPlacement(id, part, generic, slot, usbPort, thunderboltVersion, negotiated, mtu, false);
        }
    }

    /** A switch by catalog id, at the MTU it supports unless set. */
    public static final class SwitchBuilder {
        private final String id;
        private final String part;
        private Integer mtu;

        private SwitchBuilder(String id, String part) {
            this.id = id;
            this.part = part;
        }

        public SwitchBuilder withMtu(int switchMtu) {
            mtu = switchMtu;
            return this;
        }

        Plan.SwitchUnit build() {
            return new Plan.SwitchUnit(id, id, part, mtu, false);
        }
    }

    /** A link: its cable, the modules at each end (if any), the two ends and the distance between the devices. */
    public static final class LinkBuilder {
        private String id;
        private final String cable;
        private String moduleA;
        private String moduleB;
        private Plan.End a;
        private Plan.End b;
        private Double distanceM;

        private LinkBuilder(String cable) {
            this.cable = cable;
        }

        /** The link's id (messages say "link {id}"); without one it is named after its two devices. */
        public LinkBuilder named(String linkId) {
            id = linkId;
            return this;
        }

        public LinkBuilder between(Plan.End endA, Plan.End endB) {
            a = endA;
            b = endB;
            if (id == null) {
                id = endA.device() + "-" + endB.device();
            }
            return this;
        }

        /** The same module (catalog id) at both ends. */
        public LinkBuilder withModules(String module) {
            return withModules(module, module);
        }

        public LinkBuilder withModules(String atA, String atB) {
            moduleA = atA;
            moduleB = atB;
            return this;
        }

        /** The distance between the two devices, which the cable must span. */
        public LinkBuilder acrossMetres(double metres) {
            distanceM = metres;
            return this;
        }

        Plan.Link build() {
            if (a == null || b == null) {
                throw new IllegalStateException("link " + id + " needs between(endA, endB)");
            }
            return new Plan.Link(id, a, b, cable, moduleA, moduleB, distanceM, null, null, false, false);
        }
    }

    /** A flow of interest between two hosts: one iperf3 stream, the sender initiating. */
    public static final class FlowBuilder {
        private final String from;
        private final String to;
        private String id;
        private int streams = 1;
        private ToolVersion toolVersion;
        private Tool tool = Tool.IPERF3;

        private FlowBuilder(String from, String to) {
            this.from = from;
            this.to = to;
            this.id = from + "-to-" + to;
        }

        public FlowBuilder named(String flowId) {
            id = flowId;
            return this;
        }

        /** iperf3 with {@code -P n}. */
        public FlowBuilder withStreams(int n) {
            streams = n;
            return this;
        }

        /** The iperf3 version the test runs ("3.12"). */
        public FlowBuilder withToolVersion(String version) {
            toolVersion = ToolVersion.parse(version);
            return this;
        }

        /** A file copy (SMB, NFS, SFTP, rsync) instead of iperf3. */
        public FlowBuilder copyingWith(Tool copyTool) {
            tool = copyTool;
            return this;
        }

        Plan.Flow build() {
            return new Plan.Flow(id, from, to, tool, streams, Initiator.SENDER, null, false, toolVersion);
        }
    }
}
