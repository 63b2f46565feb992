package dev.wirespeed.solver.resolve;

import dev.wirespeed.catalog.Board;
import dev.wirespeed.catalog.Cable;
import dev.wirespeed.catalog.Cage;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Cpu;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.catalog.PortGroup;
import dev.wirespeed.catalog.Storage;
import dev.wirespeed.catalog.Switch;
import dev.wirespeed.catalog.Transceiver;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.model.Bus;
import dev.wirespeed.text.Phrase;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A plan with its catalog references looked up and its physical facts derived: the bus each NIC
 * negotiates, the speed each link runs at, and the MTU of each interface. Rules and the model read
 * this; it never changes after {@link PlanResolver} builds it.
 */
public record ResolvedPlan(
        Plan plan,
        Catalog catalog,
        Map<String, ResolvedHost> hosts,
        Map<String, ResolvedSwitch> switches,
        List<ResolvedLink> links,
        List<Issue> resolveIssues,
        Map<String, String> deviceNames) {

    /** The resolved plan, with the names of its devices looked up once ({@link #deviceName}). */
    public ResolvedPlan(
            Plan plan,
            Catalog catalog,
            Map<String, ResolvedHost> hosts,
            Map<String, ResolvedSwitch> switches,
            List<ResolvedLink> links,
            List<Issue> resolveIssues) {
        // rules name both ends of every link they report on: a scan of the hosts per name made 10,000 hosts quadratic
        this(plan, catalog, hosts, switches, links, resolveIssues, plan.deviceNames());
    }

    /** What a person calls a device: as {@link Plan#deviceName}, from the names looked up once. */
    public String deviceName(String id) {
        return deviceNames.getOrDefault(id, id);
    }

    /** What a person calls a link in messages: the names at its ends, as {@link Plan#linkName}. */
    public String linkName(ResolvedLink l) {
        Plan.Link link = l.link();
        return deviceName(link.a().device())
                + (link.b() == null ? "" : " – " + deviceName(link.b().device()));
    }

    /** A host with its board, CPU and storage parts (any may be null) and its NICs. */
    public record ResolvedHost(
            Plan.Host host, Board board, Cpu cpu, List<Storage> storage, Map<String, ResolvedNic> nics) {
        public Integer cpuScore() {
            if (host.cpuScore() != null) {
                return host.cpuScore();
            }
            return cpu == null ? null : cpu.passmarkSingleThread();
        }

        public String cpuClass() {
            return ResolvedPlan.cpuClass(cpu);
        }
    }

    /** "atom" for Intel's small-core architectures, "core" for every other CPU (and none). */
    public static String cpuClass(Cpu cpu) {
        if (cpu == null || cpu.architecture() == null) {
            return "core";
        }
        String a = cpu.architecture().toLowerCase(Locale.ROOT);
        return List.of("gracemont", "tremont", "goldmont", "airmont", "silvermont", "crestmont").stream()
                        .anyMatch(a::contains)
                ? "atom"
                : "core";
    }

    /**
     * A NIC placement with its part (null for a generic NIC), its ports, what its own host interface
     * offers, and the bus as negotiated in its slot or port with the reason.
     */
    public record ResolvedNic(
            Plan.NicPlacement placement,
            Nic part,
            List<PortGroup> ports,
            Bus own,
            Bus negotiated,
            Phrase negotiatedReason,
            Board.Slot slot,
            int mtu) {
        /** How the bus came to be negotiated, in English. */
        public String negotiatedWhy() {
            return negotiatedReason.english();
        }

        public String label() {
            // a card's name is its label in every language (labelText's verbatim phrase), unrendered
            return part == null ? labelText().english() : part.displayName();
        }

        /** The card's name, or for a generic NIC its speed ("generic 10.0G NIC"), in every language. */
        public Phrase labelText() {
            return part == null
                    ? Phrase.of("nic.generic-label", ports.get(0).maxGbps())
                    : Phrase.verbatim(part.displayName());
        }

        public PortGroup port(int oneBased) {
            return PortGroup.at(ports, oneBased - 1);
        }

        public int portCount() {
            return ports.stream().mapToInt(PortGroup::count).sum();
        }
    }

    public record ResolvedSwitch(Plan.SwitchUnit unit, Switch part) {
        public int mtu() {
            if (unit.mtu() != null) {
                return unit.mtu();
            }
            return part.maxMtu() != null ? part.maxMtu() : 1500;
        }
    }

    /**
     * A link with both ends' port groups, what is plugged in at each end (module or DAC), the cord,
     * and the speed it negotiates (0 when the ends share none).
     */
    public record ResolvedLink(
            Plan.Link link,
            PortGroup portA,
            PortGroup portB,
            Transceiver moduleA,
            Transceiver moduleB,
            Cable cable,
            double speedGbps,
            Phrase speedReason) {
        /** How the speed was found, in English. */
        public String speedWhy() {
            return speedReason.english();
        }

        public Cage cageA() {
            return portA == null ? null : portA.cage();
        }

        public Cage cageB() {
            return portB == null ? null : portB.cage();
        }
    }

    public Optional<ResolvedHost> host(String id) {
        return Optional.ofNullable(hosts.get(id));
    }

    /** The device id at the other end of a link from {@code device}, or null. */
    public static String other(ResolvedLink l, String device) {
        if (l.link().a().device().equals(device)) {
            return l.link().b().device();
        }
        if (l.link().b().device().equals(device)) {
            return l.link().a().device();
        }
        return null;
    }
}
