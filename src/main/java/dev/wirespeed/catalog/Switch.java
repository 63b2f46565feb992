package dev.wirespeed.catalog;

import java.util.List;

/** An Ethernet switch: its ports by cage and speed, capacity, cooling and module limits. */
public record Switch(
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
        List<PortGroup> ports,
        Double switchingCapacityGbps,
        Double forwardingMpps,
        Boolean fanless,
        String managed,
        List<String> managementOs,
        String chip,
        Integer maxMtu,
        List<ModuleLimit> moduleLimits,
        Double maxModulePowerW,
        List<Caveat> caveats)
        implements Part {

    public Switch {
        aliases = aliases == null ? List.of() : List.copyOf(aliases);
        prices = prices == null ? List.of() : List.copyOf(prices);
        sources = sources == null ? List.of() : List.copyOf(sources);
        ports = ports == null ? List.of() : List.copyOf(ports);
        managementOs = managementOs == null ? List.of() : List.copyOf(managementOs);
        moduleLimits = moduleLimits == null ? List.of() : List.copyOf(moduleLimits);
        caveats = caveats == null ? List.of() : List.copyOf(caveats);
    }

    /** At most {@code maxModules} modules of {@code standard} may be plugged in at once. */
    public record ModuleLimit(String standard, int maxModules, String note, String source) {}

    public int portCount() {
        return ports.stream().mapToInt(PortGroup::count).sum();
    }

    public double maxGbps() {
        return ports.stream().mapToDouble(PortGroup::maxGbps).max().orElse(0);
    }

    public PortGroup portGroup(int portIndex) {
        PortGroup g = PortGroup.at(ports, portIndex);
        if (g != null) {
            return g;
        }
        throw new IllegalArgumentException(
                id + " has " + portCount() + " ports; port " + (portIndex + 1) + " does not exist");
    }
}
