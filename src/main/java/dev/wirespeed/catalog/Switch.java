package dev.wirespeed.catalog;

import java.util.List;
import java.util.Map;

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
        List<Caveat> caveats,
        List<Combo> combos,
        Double modulePowerBudgetW,
        String modulePowerSource,
        List<String> mpn,
        List<String> ean,
        Map<String, String> factSources)
        implements Part {

    public Switch {
        combos = combos == null ? List.of() : List.copyOf(combos);
        mpn = mpn == null ? List.of() : List.copyOf(mpn);
        ean = ean == null ? List.of() : List.copyOf(ean);
        factSources = factSources == null ? Map.of() : Map.copyOf(factSources);
        aliases = aliases == null ? List.of() : List.copyOf(aliases);
        prices = prices == null ? List.of() : List.copyOf(prices);
        sources = sources == null ? List.of() : List.copyOf(sources);
        ports = ports == null ? List.of() : List.copyOf(ports);
        managementOs = managementOs == null ? List.of() : List.copyOf(managementOs);
        moduleLimits = moduleLimits == null ? List.of() : List.copyOf(moduleLimits);
        caveats = caveats == null ? List.of() : List.copyOf(caveats);
    }

    /** At most {@code maxModules} modules of {@code standard} may be plugged in at once. */
    /**
     * At most {@code maxModules} modules of {@code standard} at once, optionally only in every other
     * cage or not side by side ({@code placement}), and only in the named {@code ports} if given.
     */
    public record ModuleLimit(
            String standard, int maxModules, String note, String source, Placement placement, List<String> ports) {
        public ModuleLimit {
            ports = ports == null ? List.of() : List.copyOf(ports);
            if (placement == null) {
                placement = Placement.ANY;
            }
        }
    }

    /** Where hot or wide modules may sit among a switch's cages. */
    public enum Placement {
        ANY,
        EVERY_OTHER_CAGE,
        NOT_ADJACENT;

        public static Placement fromLabel(String label) {
            return switch (label) {
                case "any" -> ANY;
                case "every-other-cage" -> EVERY_OTHER_CAGE;
                case "not-adjacent" -> NOT_ADJACENT;
                default -> throw new IllegalArgumentException(
                        "unknown placement '" + label + "': any, every-other-cage or not-adjacent");
            };
        }
    }

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
