package dev.wirespeed.catalog;

import java.util.List;
import java.util.Map;

/** A network adapter: PCIe card, OCP mezzanine, USB or Thunderbolt adapter, or onboard controller. */
public record Nic(
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
        String chip,
        Map<String, String> drivers,
        List<PortGroup> ports,
        HostInterface hostInterface,
        FormFactor formFactor,
        List<Caveat> caveats,
        VendorLock vendorLock,
        Integer maxMtu,
        List<Combo> combos,
        List<String> mpn,
        List<String> ean,
        Map<String, String> factSources,
        List<PciId> pciIds,
        List<UsbId> usbIds)
        implements Part {

    public Nic {
        pciIds = pciIds == null ? List.of() : List.copyOf(pciIds);
        usbIds = usbIds == null ? List.of() : List.copyOf(usbIds);
        combos = combos == null ? List.of() : List.copyOf(combos);
        mpn = mpn == null ? List.of() : List.copyOf(mpn);
        ean = ean == null ? List.of() : List.copyOf(ean);
        factSources = factSources == null ? Map.of() : Map.copyOf(factSources);
        aliases = aliases == null ? List.of() : List.copyOf(aliases);
        prices = prices == null ? List.of() : List.copyOf(prices);
        sources = sources == null ? List.of() : List.copyOf(sources);
        drivers = drivers == null ? Map.of() : Map.copyOf(drivers);
        ports = ports == null ? List.of() : List.copyOf(ports);
        caveats = caveats == null ? List.of() : List.copyOf(caveats);
    }

    /** How the card attaches to its host: PCIe gen and edge lanes, USB generation or Thunderbolt version. */
    public record HostInterface(
            String kind,
            Integer gen,
            Integer lanes,
            String usbGen,
            String usbConnector,
            Integer thunderboltVersion,
            String source,
            Link controllerLink,
            Tunnel tunnel,
            String m2Key,
            String linkUnknownReason) {
        public boolean isPcie() {
            return "pcie".equals(kind) || "ocp2".equals(kind) || "ocp3".equals(kind) || "onboard".equals(kind);
        }
    }

    /** A PCIe link: generation and lanes, with its source. */
    public record Link(int gen, int lanes, String source) {}

    /** Thunderbolt: the controller and the PCIe link it tunnels to the NIC chip. */
    public record Tunnel(String controller, int gen, int lanes, String source) {}

    public record FormFactor(String height, List<String> brackets, Double lengthMm, String source) {}

    public record VendorLock(String policy, String override, String note, String source) {
        public boolean locked() {
            return !"open".equals(policy);
        }
    }

    public double maxGbps() {
        return ports.stream().mapToDouble(PortGroup::maxGbps).max().orElse(0);
    }

    public int portCount() {
        return ports.stream().mapToInt(PortGroup::count).sum();
    }

    /** The port group a port index (0-based over all groups) falls in. */
    public PortGroup portGroup(int portIndex) {
        PortGroup g = PortGroup.at(ports, portIndex);
        if (g != null) {
            return g;
        }
        throw new IllegalArgumentException(
                id + " has " + portCount() + " ports; port " + (portIndex + 1) + " does not exist");
    }
}
