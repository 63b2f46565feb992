package dev.wirespeed.evidence;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Cpu;
import dev.wirespeed.catalog.Evidence;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.solver.model.Bus;
import dev.wirespeed.solver.model.Endpoint;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * One end of a run or of a path, in the terms both can be compared in: the NIC's catalog part and
 * controller names (and their families), the CPU's catalog part and model codes (and series), the
 * bus kind and generation, the role, the OS family and where the test ran. A fact nobody stated is
 * null or empty and matches nothing.
 */
record EndFacts(
        String nicPart,
        Set<String> chips,
        Set<String> chipFamilies,
        String cpuPart,
        Set<String> cpuCodes,
        Set<String> cpuSeries,
        String busKind,
        String busGeneration,
        String role,
        String osFamily,
        String virtualization) {

    static final EndFacts NONE =
            new EndFacts(null, Set.of(), Set.of(), null, Set.of(), Set.of(), null, null, null, null, null);

    /**
     * Distributions and appliance systems as the OS family whose network stack they run: DSM, OpenWrt,
     * Proxmox and Unraid are Linux, OPNsense and pfSense FreeBSD. TrueNAS is either (CORE or SCALE), so
     * it stays unknown.
     */
    private static final Map<String, String> OS_FAMILY = Map.ofEntries(
            Map.entry("linux", "linux"),
            Map.entry("dsm", "linux"),
            Map.entry("openwrt", "linux"),
            Map.entry("proxmox", "linux"),
            Map.entry("unraid", "linux"),
            Map.entry("qts", "linux"),
            Map.entry("windows", "windows"),
            Map.entry("macos", "macos"),
            Map.entry("freebsd", "freebsd"),
            Map.entry("opnsense", "freebsd"),
            Map.entry("pfsense", "freebsd"));

    /** A path end: its parts looked up in the catalog, its labels read for names the parts lack. */
    static EndFacts of(Endpoint e, Catalog catalog) {
        Set<String> chips = new LinkedHashSet<>(ChipNames.in(e.nicLabel()));
        if (e.nicPart() != null) {
            catalog.find(e.nicPart(), Nic.class).ifPresent(n -> chips.addAll(chipsOf(n)));
        }
        Set<String> cpus = new LinkedHashSet<>(CpuNames.in(e.cpuLabel()));
        if (e.cpuPart() != null) {
            catalog.find(e.cpuPart(), Cpu.class).ifPresent(c -> cpus.addAll(codesOf(c)));
        }
        String kind = null;
        String generation = null;
        Bus b = e.bus();
        if (b != null) {
            kind = b.kind();
            if (b instanceof Bus.Pcie p) {
                generation = String.valueOf(p.gen());
            } else if (b instanceof Bus.Usb u) {
                generation = u.gen().toString();
            } else if (b instanceof Bus.Thunderbolt t) {
                generation = String.valueOf(t.version());
            }
        }
        return new EndFacts(
                e.nicPart(),
                chips,
                families(chips),
                e.cpuPart(),
                cpus,
                series(cpus),
                kind,
                generation,
                e.role() == null ? null : e.role().toString(),
                e.os() == null ? null : OS_FAMILY.get(e.os().toString()),
                e.virtualization().toString());
    }

    /**
     * An end of an evidence run: its catalog ids resolved, its free-text chip and CPU read. When the
     * source does not state the bus but its NIC's controller family is, in the catalog, only ever a
     * USB (or only a Thunderbolt) adapter, the bus kind is that one: an RTL8156 is a USB controller
     * whatever the post leaves out. {@code adapterBus} maps controller families to that kind.
     */
    static EndFacts of(Evidence.Endpoint e, Catalog catalog, Map<String, String> adapterBus) {
        if (e == null) {
            return NONE;
        }
        Set<String> chips = new LinkedHashSet<>(ChipNames.in(e.nicChip()));
        chips.addAll(ChipNames.in(e.nicModel()));
        if (e.nic() != null) {
            catalog.find(e.nic(), Nic.class).ifPresent(n -> chips.addAll(chipsOf(n)));
        }
        Set<String> cpus = new LinkedHashSet<>(CpuNames.in(e.cpuModel()));
        if (e.cpu() != null) {
            catalog.find(e.cpu(), Cpu.class).ifPresent(c -> cpus.addAll(codesOf(c)));
        }
        Evidence.Bus b = e.bus();
        Set<String> families = families(chips);
        String kind = b == null ? null : b.kind();
        String generation = null;
        if (b != null) {
            generation = "thunderbolt".equals(b.kind())
                    ? (b.version() == null ? null : String.valueOf(b.version()))
                    : b.gen();
        } else {
            Set<String> kinds = new LinkedHashSet<>();
            families.forEach(f -> {
                if (adapterBus.containsKey(f)) {
                    kinds.add(adapterBus.get(f));
                }
            });
            kind = kinds.size() == 1 ? kinds.iterator().next() : null;
        }
        return new EndFacts(
                e.nic(),
                chips,
                families,
                e.cpu(),
                cpus,
                series(cpus),
                kind,
                generation,
                e.role(),
                e.os() == null ? null : OS_FAMILY.get(e.os().toLowerCase(Locale.ROOT)),
                // a source that says nothing of virtualization ran on the machine itself
                e.virtualization() == null ? "none" : e.virtualization());
    }

    /**
     * Controller family -> "usb" or "thunderbolt" for the families the catalog knows only as adapters
     * of that one bus (a family also sold as a PCIe card is left out: its bus cannot be told).
     */
    static Map<String, String> adapterBuses(Catalog catalog) {
        Map<String, Set<String>> kinds = new HashMap<>();
        for (Nic n : catalog.ofKind(Nic.class)) {
            String kind = n.hostInterface() == null ? null : n.hostInterface().kind();
            for (String f : families(chipsOf(n))) {
                kinds.computeIfAbsent(f, k -> new LinkedHashSet<>()).add(kind == null ? "unknown" : kind);
            }
        }
        Map<String, String> out = new HashMap<>();
        kinds.forEach((family, k) -> {
            if (k.size() == 1 && (k.contains("usb") || k.contains("thunderbolt"))) {
                out.put(family, k.iterator().next());
            }
        });
        return Map.copyOf(out);
    }

    /** The controller names a catalog NIC answers to: its chip, model and aliases. */
    static Set<String> chipsOf(Nic n) {
        Set<String> out = new LinkedHashSet<>(ChipNames.in(n.chip()));
        out.addAll(ChipNames.in(n.model()));
        n.aliases().forEach(a -> out.addAll(ChipNames.in(a)));
        return out;
    }

    /** The model codes a catalog CPU answers to: its model and aliases. */
    static Set<String> codesOf(Cpu c) {
        Set<String> out = new LinkedHashSet<>(CpuNames.in(c.vendor() + " " + c.model()));
        c.aliases().forEach(a -> out.addAll(CpuNames.in(a)));
        return out;
    }

    private static Set<String> families(Set<String> chips) {
        Set<String> out = new LinkedHashSet<>();
        chips.forEach(c -> out.add(ChipNames.family(c)));
        return out;
    }

    private static Set<String> series(Set<String> codes) {
        Set<String> out = new LinkedHashSet<>();
        codes.forEach(c -> out.add(CpuNames.series(c)));
        return out;
    }
}
