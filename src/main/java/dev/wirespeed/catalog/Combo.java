package dev.wirespeed.catalog;

import java.util.List;

/**
 * Two ports of one part that share a PHY or a lane (a combo RJ45/SFP+ pair): only one of them
 * carries a link at a time.
 */
public record Combo(List<String> ports, String note, String source) {
    public Combo {
        ports = ports == null ? List.of() : List.copyOf(ports);
        if (ports.size() != 2 || ports.get(0).equals(ports.get(1))) {
            throw new IllegalArgumentException("a combo pairs two different ports, got " + ports);
        }
    }

    /** The other port of the pair, or null when {@code port} is not in it. */
    public String partnerOf(String port) {
        if (ports.get(0).equals(port)) {
            return ports.get(1);
        }
        return ports.get(1).equals(port) ? ports.get(0) : null;
    }
}
