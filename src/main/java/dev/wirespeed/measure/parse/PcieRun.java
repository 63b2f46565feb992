package dev.wirespeed.measure.parse;

import java.util.List;
import java.util.Set;

/** The PCIe links one {@code lspci -vv} output or one set of dmesg lines reported. */
public record PcieRun(String format, List<PcieLink> pcie, String raw) implements ParsedRun {

    public static final Set<String> FORMATS = Set.of("lspci", "dmesg");

    public PcieRun {
        Checks.oneOf("format", format, FORMATS, false);
        pcie = pcie == null ? List.of() : List.copyOf(pcie);
        if (pcie.isEmpty()) {
            throw new IllegalArgumentException("a PCIe run needs at least one link");
        }
        if (raw == null || raw.isEmpty()) {
            throw new IllegalArgumentException("raw is required: the text the run came from");
        }
    }
}
