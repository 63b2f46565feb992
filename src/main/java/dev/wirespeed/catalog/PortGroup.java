package dev.wirespeed.catalog;

import java.util.Comparator;
import java.util.List;

/** {@code count} identical ports with one cage and the speeds each supports (Gbit/s, highest first). */
public record PortGroup(int count, Cage cage, List<Double> speedsGbps, String role, String poe, String note) {
    public PortGroup {
        speedsGbps = speedsGbps == null
                ? List.of()
                : speedsGbps.stream().sorted(Comparator.reverseOrder()).toList();
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

    public boolean supports(double gbps) {
        return speedsGbps.stream().anyMatch(s -> Math.abs(s - gbps) < 1e-9);
    }
}
