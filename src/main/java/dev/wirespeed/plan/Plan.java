package dev.wirespeed.plan;

import java.math.BigDecimal;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A planned network: hosts with their cards, switches, links between ports, and the flows a person
 * cares about. This is also the versioned JSON document (schemaVersion) that plans export to and
 * import from; ids are unique within their list and referenced by links and flows.
 */
public record Plan(
        int schemaVersion,
        String id,
        String name,
        String description,
        String currency,
        List<Host> hosts,
        List<SwitchUnit> switches,
        List<Link> links,
        List<Flow> flows,
        List<PlanPrice> prices,
        Targets targets) {

    public static final int SCHEMA_VERSION = 1;

    public Plan {
        hosts = hosts == null ? List.of() : List.copyOf(hosts);
        switches = switches == null ? List.of() : List.copyOf(switches);
        links = links == null ? List.of() : List.copyOf(links);
        flows = flows == null ? List.of() : List.copyOf(flows);
        prices = prices == null ? List.of() : List.copyOf(prices);
        if (schemaVersion == 0) {
            schemaVersion = SCHEMA_VERSION;
        }
        if (currency == null || currency.isBlank()) {
            currency = "JPY";
        }
    }

    /** A plan without targets (the document's optional {@code targets} left out). */
    public Plan(
            int schemaVersion,
            String id,
            String name,
            String description,
            String currency,
            List<Host> hosts,
            List<SwitchUnit> switches,
            List<Link> links,
            List<Flow> flows,
            List<PlanPrice> prices) {
        this(schemaVersion, id, name, description, currency, hosts, switches, links, flows, prices, null);
    }

    /** What a person calls a host or switch: its name, else its id (an unknown id stays as it is). */
    public String deviceName(String id) {
        Optional<Host> h = host(id);
        if (h.isPresent()) {
            return shownName(h.get().id(), h.get().name());
        }
        return switchUnit(id).map(s -> shownName(s.id(), s.name())).orElse(id);
    }

    /**
     * {@link #deviceName} of every host and switch at once (a host before a switch of the same id,
     * the first of each), for a caller that names many devices: one pass instead of a scan per name.
     */
    public Map<String, String> deviceNames() {
        Map<String, String> names = new HashMap<>();
        for (Host h : hosts) {
            names.putIfAbsent(h.id(), shownName(h.id(), h.name()));
        }
        for (SwitchUnit u : switches) {
            names.putIfAbsent(u.id(), shownName(u.id(), u.name()));
        }
        return Collections.unmodifiableMap(names);
    }

    private static String shownName(String id, String name) {
        return name == null ? id : name;
    }

    /** What a person calls a link: the names of the devices at its ends ("Windows PC – CRS305"). */
    public String linkName(Link l) {
        return deviceName(l.a().device()) + (l.b() == null ? "" : " – " + deviceName(l.b().device()));
    }

    public Optional<Host> host(String hostId) {
        return hosts.stream().filter(h -> h.id().equals(hostId)).findFirst();
    }

    public Optional<SwitchUnit> switchUnit(String switchId) {
        return switches.stream().filter(s -> s.id().equals(switchId)).findFirst();
    }

    public Plan withId(String newId) {
        return new Plan(
                schemaVersion, newId, name, description, currency, hosts, switches, links, flows, prices, targets);
    }

    /** The same plan under another name. */
    public Plan withName(String newName) {
        return new Plan(
                schemaVersion, id, newName, description, currency, hosts, switches, links, flows, prices, targets);
    }

    /** The same plan with other targets (null: none stored). */
    public Plan withTargets(Targets other) {
        return new Plan(schemaVersion, id, name, description, currency, hosts, switches, links, flows, prices, other);
    }

    /**
     * A machine: OS, board (catalog id) or a generic machine, CPU, storage and the NICs in it.
     * {@code cpu} is a catalog id; {@code cpuScore} overrides or replaces it with a PassMark
     * single-thread rating. {@code role} (null: not stated) stands in for a CPU that is not given;
     * {@code virtualization} says where the test runs on it (on the machine itself unless stated).
     */
    public record Host(
            String id,
            String name,
            HostRole role,
            Os os,
            String osVersion,
            String ip,
            String board,
            String cpu,
            Integer cpuScore,
            List<String> storage,
            StorageRates storageRates,
            List<NicPlacement> nics,
            Integer pcieMaxPayload,
            boolean owned,
            Virtualization virtualization) {
        public Host {
            storage = storage == null ? List.of() : List.copyOf(storage);
            nics = nics == null ? List.of() : List.copyOf(nics);
            if (os == null) {
                os = Os.LINUX;
            }
            if (virtualization == null) {
                virtualization = Virtualization.NONE;
            }
            InvalidPlanValue.require(
                    cpuScore == null || cpuScore >= 100 && cpuScore <= 10000, "cpuScore", "plan.value.cpuScore");
        }

        /** A machine nothing is known of yet but its id and name (a generic Linux host with no NIC). */
        public static Host named(String id, String name) {
            return new Host(id, name, null, null, null, null, null, null, null, null, null, null, null, false);
        }

        /** A host whose test runs on the machine itself. */
        public Host(
                String id,
                String name,
                HostRole role,
                Os os,
                String osVersion,
                String ip,
                String board,
                String cpu,
                Integer cpuScore,
                List<String> storage,
                StorageRates storageRates,
                List<NicPlacement> nics,
                Integer pcieMaxPayload,
                boolean owned) {
            this(
                    id,
                    name,
                    role,
                    os,
                    osVersion,
                    ip,
                    board,
                    cpu,
                    cpuScore,
                    storage,
                    storageRates,
                    nics,
                    pcieMaxPayload,
                    owned,
                    Virtualization.NONE);
        }

        /** The same host with other NICs (the machine itself unchanged). */
        public Host withNics(List<NicPlacement> other) {
            return new Host(
                    id,
                    name,
                    role,
                    os,
                    osVersion,
                    ip,
                    board,
                    cpu,
                    cpuScore,
                    storage,
                    storageRates,
                    other,
                    pcieMaxPayload,
                    owned,
                    virtualization);
        }

        public Optional<NicPlacement> nic(String nicId) {
            return nics.stream().filter(n -> n.id().equals(nicId)).findFirst();
        }
    }

    /**
     * A NIC in a host: the part, where it sits (a board slot id, "usb", "thunderbolt" or "onboard"),
     * the USB generation of the port for USB adapters, an optional "negotiated as" override as
     * read from lspci or set in the BIOS, the MTU of its interface, and whether it is already owned.
     */
    public record NicPlacement(
            String id,
            String part,
            GenericNic generic,
            String slot,
            String usbPort,
            Integer thunderboltVersion,
            Negotiated negotiated,
            Integer mtu,
            boolean owned) {
        public NicPlacement {
            InvalidPlanValue.require(mtu == null || mtu >= 576 && mtu <= 16384, "mtu", "plan.value.mtu");
        }

        /** The same card in the same place, with the link it trains to read or set anew. */
        public NicPlacement withNegotiated(Negotiated link) {
            return new NicPlacement(id, part, generic, slot, usbPort, thunderboltVersion, link, mtu, owned);
        }

        /** The same card, id, MTU and owned flag moved to another slot (its USB port kept), trained to {@code link}. */
        public NicPlacement inSlot(String newSlot, Negotiated link) {
            return new NicPlacement(id, part, generic, newSlot, usbPort, thunderboltVersion, link, mtu, owned);
        }
    }

    /** A NIC not in the catalog, described by its speed, cage and (optionally) its own host interface. */
    public record GenericNic(
            double speedGbps,
            String port,
            String busKind,
            Integer gen,
            Integer lanes,
            String usbGen,
            Integer thunderboltVersion) {}

    /** Storage not in the catalog: sequential read and write in MB/s. */
    public record StorageRates(Double readMBps, Double writeMBps) {}

    /** The PCIe link as negotiated (lspci LnkSta): generation and width, with a label such as "x1 (BIOS)". */
    public record Negotiated(Integer gen, Integer lanes, String label) {
        public Negotiated {
            InvalidPlanValue.require(
                    lanes == null || List.of(1, 2, 4, 8, 16).contains(lanes), "lanes", "plan.value.lanes");
            InvalidPlanValue.require(gen == null || gen >= 1 && gen <= 6, "gen", "plan.value.gen");
        }
    }

    public record SwitchUnit(String id, String name, String part, Integer mtu, boolean owned) {
        public SwitchUnit {
            InvalidPlanValue.require(mtu == null || mtu >= 576 && mtu <= 16384, "mtu", "plan.value.mtu");
        }
    }

    /**
     * A cable between two ports: a DAC/AOC ({@code cable}), two modules plus a fiber or copper cord
     * ({@code moduleA}, {@code moduleB}, {@code cable}), or twisted pair between RJ45 ports; the
     * distance in metres between the two devices. {@code speedGbps} forces a speed (e.g. 2.5G on an
     * SFP+ port); {@code media} records dac, fiber, twisted-pair or aoc when no cable part is chosen.
     */
    public record Link(
            String id,
            End a,
            End b,
            String cable,
            String moduleA,
            String moduleB,
            Double distanceM,
            String media,
            Double speedGbps,
            boolean ownedCable,
            boolean ownedModules) {
        public Link {
            InvalidPlanValue.require(
                    distanceM == null || distanceM > 0 && distanceM <= 100000, "distanceM", "plan.value.distance");
        }

        /** A link of a medium (dac, fiber, twisted-pair, aoc) whose cable and modules are not chosen. */
        public static Link ofMedia(String id, End a, End b, String media, Double speedGbps) {
            return new Link(id, a, b, null, null, null, null, media, speedGbps, false, false);
        }

        /** A DAC, AOC or cord from the catalog between two ports, {@code distanceM} apart. */
        public static Link withCable(String id, End a, End b, String cable, Double distanceM) {
            return new Link(id, a, b, cable, null, null, distanceM, null, null, false, false);
        }
    }

    /** One end of a link: a host's NIC port, or a switch port (ports count from 1). */
    public record End(String device, String nic, int port) {
        public End {
            if (port < 1) {
                port = 1;
            }
        }

        public String label() {
            return device + (nic == null ? "" : "/" + nic) + "#" + port;
        }
    }

    /**
     * A transfer of interest: from, to, the tool, parallel streams and who opens the connection.
     * Flows are separate tests unless {@code concurrent}: concurrent flows share the links they have
     * in common (a NAS uplink serving many clients at once). {@code toolVersion} is the tool's version
     * as the person knows it (null: not stated, the newest is assumed).
     */
    public record Flow(
            String id,
            String from,
            String to,
            Tool tool,
            Integer streams,
            Initiator initiator,
            String note,
            boolean concurrent,
            ToolVersion toolVersion) {
        public Flow {
            if (tool == null) {
                tool = Tool.IPERF3;
            }
            if (streams == null || streams < 1) {
                streams = 1;
            }
            InvalidPlanValue.require(streams <= 128, "streams", "plan.value.streams");
            if (initiator == null) {
                initiator = Initiator.SENDER;
            }
        }

        /** A flow whose tool version is not stated. */
        public Flow(
                String id,
                String from,
                String to,
                Tool tool,
                Integer streams,
                Initiator initiator,
                String note,
                boolean concurrent) {
            this(id, from, to, tool, streams, initiator, note, concurrent, null);
        }
    }

    /** The person's own price for a part in this plan: {@code amount} buys {@code quantity} units. */
    public record PlanPrice(String part, BigDecimal amount, String currency, Integer quantity, String note) {
        public PlanPrice {
            InvalidPlanValue.require(amount != null && amount.signum() > 0, "amount", "plan.value.price");
            InvalidPlanValue.require(quantity == null || quantity >= 1, "quantity", "plan.value.quantity");
        }
    }
}
