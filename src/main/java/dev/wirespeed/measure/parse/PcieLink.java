package dev.wirespeed.measure.parse;

/**
 * One PCIe link as the machine negotiated it ({@code gen}, {@code lanes}) and as the device is capable
 * of ({@code capableGen}, {@code capableLanes}). {@code gbps} is the negotiated usable rate after line
 * encoding: GT/s x lanes x 8/10 for gen 1-2, x 128/130 for gen 3 and later (8 GT/s x2 = 15.754
 * Gbit/s). A field is null when the output did not say (e.g. "Speed unknown").
 */
public record PcieLink(
        String device,
        String description,
        Integer gen,
        Integer lanes,
        Integer capableGen,
        Integer capableLanes,
        Double gbps) {

    public PcieLink {
        if (device == null || device.isBlank()) {
            throw new IllegalArgumentException("device is required (a PCI address such as 0000:03:00.0)");
        }
        for (Integer g : new Integer[] {gen, capableGen}) {
            if (g != null && (g < 1 || g > 6)) {
                throw new IllegalArgumentException("a PCIe generation is 1..6, got " + g);
            }
        }
        for (Integer l : new Integer[] {lanes, capableLanes}) {
            if (l != null && (l < 0 || l > 32)) {
                throw new IllegalArgumentException("a PCIe width is x0..x32, got x" + l);
            }
        }
        Checks.rate("gbps", gbps);
    }
}
