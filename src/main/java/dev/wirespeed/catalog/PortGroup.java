package dev.wirespeed.catalog;

import java.util.Comparator;
import java.util.List;

/** {@code count} identical ports with one cage and the speeds each supports (Gbit/s, highest first). */
public record PortGroup(
        int count,
        Cage cage,
        List<Double> speedsGbps,
        String role,
        String poe,
        String note,
        List<String> names,
        List<Fec> fecModes,
        String source) {
    public PortGroup {
        names = names == null ? List.of() : List.copyOf(names);
        fecModes = fecModes == null ? List.of() : List.copyOf(fecModes);
        if (!names.isEmpty() && names.size() != count) {
            throw new IllegalArgumentException(names.size() + " port names for " + count + " ports");
        }
        speedsGbps = speedsGbps == null
                ? List.of()
                : speedsGbps.stream().sorted(Comparator.reverseOrder()).toList();
    }

    /** {@code count} unnamed ports of one cage running {@code speedsGbps}: a generic NIC's port. */
    public static PortGroup of(int count, Cage cage, List<Double> speedsGbps) {
        return new PortGroup(count, cage, speedsGbps, null, null, null, null, null, null);
    }

    public double maxGbps() {
        return speedsGbps.isEmpty() ? 0 : speedsGbps.get(0);
    }

    /** The group holding port {@code index} (0-based over all groups), or null past the last port. */
    public static PortGroup at(List<PortGroup> groups, int index) {
        int i = index;
        for (PortGroup g : groups) {
            if (i < g.count()) {
                return g;
            }
            i -= g.count();
        }
        return null;
    }

    /** The vendor's name of port {@code index} (0-based over all groups), or null when not named. */
    public static String nameAt(List<PortGroup> groups, int index) {
        int i = index;
        for (PortGroup g : groups) {
            if (i < g.count()) {
                return g.names().isEmpty() ? null : g.names().get(i);
            }
            i -= g.count();
        }
        return null;
    }

    public boolean supports(double gbps) {
        return speedsGbps.stream().anyMatch(s -> Math.abs(s - gbps) < 1e-9);
    }
}
