package dev.wirespeed.catalog;

import java.util.List;
import java.util.Map;

/** A motherboard, mini PC, NAS, workstation, laptop or router: its slots and what sits behind them. */
public record Board(
        String id,
        String kind,
        String vendor,
        String model,
        List<String> aliases,
        String description,
        PowerSpec power,
        List<Price> prices,
        List<Source> sources,
        String notes,
        String boardType,
        String formFactor,
        String socket,
        String chipset,
        String cpu,
        Uplink chipsetUplink,
        List<Slot> slots,
        List<OnboardNic> onboardNics,
        List<UsbPorts> usbPorts,
        List<ThunderboltPorts> thunderboltPorts,
        List<StorageInterface> storageInterfaces,
        String memory,
        List<Caveat> caveats,
        List<String> mpn,
        List<String> ean,
        Map<String, String> factSources)
        implements Part {

    public Board {
        mpn = mpn == null ? List.of() : List.copyOf(mpn);
        ean = ean == null ? List.of() : List.copyOf(ean);
        factSources = factSources == null ? Map.of() : Map.copyOf(factSources);
        aliases = aliases == null ? List.of() : List.copyOf(aliases);
        prices = prices == null ? List.of() : List.copyOf(prices);
        sources = sources == null ? List.of() : List.copyOf(sources);
        slots = slots == null ? List.of() : List.copyOf(slots);
        onboardNics = onboardNics == null ? List.of() : List.copyOf(onboardNics);
        usbPorts = usbPorts == null ? List.of() : List.copyOf(usbPorts);
        thunderboltPorts = thunderboltPorts == null ? List.of() : List.copyOf(thunderboltPorts);
        storageInterfaces = storageInterfaces == null ? List.of() : List.copyOf(storageInterfaces);
        caveats = caveats == null ? List.of() : List.copyOf(caveats);
    }

    /**
     * A slot's generation (and lanes) when a CPU decides them: for CPUs whose APU flag is
     * {@code apu}, or for the listed CPU ids. AMD B550 boards run the x16 slot at Gen 3 with an APU.
     */
    public record CpuLink(Boolean apu, List<String> cpus, int gen, Integer lanes, String source) {
        public CpuLink {
            cpus = cpus == null ? List.of() : List.copyOf(cpus);
        }

        public boolean appliesTo(Cpu cpu) {
            if (cpu == null) {
                return false;
            }
            if (!cpus.isEmpty()) {
                return cpus.contains(cpu.id());
            }
            return apu != null && apu.equals(Boolean.TRUE.equals(cpu.apu()));
        }
    }

    /** The link between CPU and chipset that every chipset-attached device shares. */
    public record Uplink(String name, int gen, int lanes, String source) {}

    /**
     * An expansion slot: mechanical size, electrical lanes and generation, what it hangs off,
     * lane-sharing rules and BIOS modes.
     */
    public record Slot(
            String id,
            String type,
            Integer mechanical,
            Boolean openEnded,
            int lanes,
            int gen,
            String attachedTo,
            String heightLimit,
            List<Sharing> sharing,
            List<BiosMode> biosModes,
            String note,
            String source,
            List<CpuLink> genByCpu,
            List<String> bifurcation,
            String m2Key,
            List<String> m2Protocols) {
        public Slot {
            genByCpu = genByCpu == null ? List.of() : List.copyOf(genByCpu);
            bifurcation = bifurcation == null ? List.of() : List.copyOf(bifurcation);
            m2Protocols = m2Protocols == null ? List.of() : List.copyOf(m2Protocols);
            sharing = sharing == null ? List.of() : List.copyOf(sharing);
            biosModes = biosModes == null ? List.of() : List.copyOf(biosModes);
        }

        /** The rule of {@link #genByCpu} that applies to {@code cpu}, or null when none does. */
        public CpuLink cpuLink(Cpu cpu) {
            return genByCpu.stream().filter(l -> l.appliesTo(cpu)).findFirst().orElse(null);
        }

        /** This slot as wired with {@code cpu} fitted: its generation (and lanes) as the CPU decides. */
        public Slot forCpu(Cpu cpu) {
            CpuLink l = cpuLink(cpu);
            if (l == null) {
                return this;
            }
            return new Slot(
                    id,
                    type,
                    mechanical,
                    openEnded,
                    l.lanes() == null ? lanes : l.lanes(),
                    l.gen(),
                    attachedTo,
                    heightLimit,
                    sharing,
                    biosModes,
                    note,
                    source,
                    genByCpu,
                    bifurcation,
                    m2Key,
                    m2Protocols);
        }

        /** Whether a PCIe device can sit here: an M.2 socket wired for SATA only cannot take a NIC. */
        public boolean carriesPcie() {
            return m2Protocols.isEmpty() || m2Protocols.contains("pcie");
        }

        public int mechanicalSize() {
            return mechanical != null ? mechanical : lanes;
        }

        public boolean onChipset() {
            return "chipset".equals(attachedTo);
        }

        /** The BIOS mode marked default, if the manual says which. */
        public BiosMode defaultBiosMode() {
            return biosModes.stream()
                    .filter(m -> Boolean.TRUE.equals(m.isDefault()))
                    .findFirst()
                    .orElse(null);
        }
    }

    public record Sharing(String when, String whenSlot, int lanes, String source) {}

    public record BiosMode(String name, int lanes, Integer gen, Boolean isDefault, String source) {}

    public record OnboardNic(String nic, Integer count, String attachedTo, String note) {}

    public record UsbPorts(String gen, int count, String connector, String attachedTo) {}

    public record ThunderboltPorts(int version, int count) {}

    public record StorageInterface(
            String type, int count, Integer gen, Integer lanes, String attachedTo, String note) {}

    public Slot slot(String slotId) {
        return slots.stream()
                .filter(s -> s.id().equalsIgnoreCase(slotId))
                .findFirst()
                .orElse(null);
    }
}
