package dev.wirespeed.solver.model;

/**
 * How a NIC attaches to its host, as negotiated (not as printed on the card): PCIe generation and
 * lanes, a USB generation, a Thunderbolt version, or onboard (not modelled as a ceiling).
 */
public record Bus(String kind, Integer gen, Integer lanes, String usbGen, Integer thunderboltVersion, String label) {

    public static Bus pcie(int gen, int lanes, String label) {
        return new Bus("pcie", gen, lanes, null, null, label);
    }

    public static Bus usb(String gen) {
        return new Bus("usb", null, null, gen, null, null);
    }

    public static Bus thunderbolt(int version) {
        return new Bus("thunderbolt", null, null, null, version, null);
    }

    public static Bus onboard() {
        return new Bus("onboard", null, null, null, null, null);
    }

    public String describe() {
        return switch (kind) {
            case "pcie" -> "PCIe " + gen + ".0 x" + lanes + (label == null ? "" : " (" + label + ")");
            case "usb" -> "USB " + usbGen;
            case "thunderbolt" -> "Thunderbolt " + thunderboltVersion;
            default -> "onboard";
        };
    }
}
