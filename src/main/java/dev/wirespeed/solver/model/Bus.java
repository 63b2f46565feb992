package dev.wirespeed.solver.model;

import dev.wirespeed.units.Spelling;

/**
 * How a NIC attaches to its host, as negotiated (not as printed on the card): a PCIe link of a
 * generation and width, a USB generation, a Thunderbolt version, or onboard (not modelled as a
 * ceiling).
 */
public sealed interface Bus permits Bus.Pcie, Bus.Usb, Bus.Thunderbolt, Bus.Onboard {

    /** The bus kind as plans and the API spell it: pcie, usb, thunderbolt, onboard. */
    String kind();

    /** "PCIe 2.0 x1 (BIOS)", "USB 3.2gen1", "Thunderbolt 3", "onboard". */
    String describe();

    /** A PCIe link: generation 1-6, width 1-16, and an optional label such as "x1 (BIOS)". */
    record Pcie(int gen, int lanes, String label) implements Bus {
        public Pcie {
            if (gen < 1 || gen > 6) {
                throw new IllegalArgumentException("PCIe generation must be 1-6, got " + gen);
            }
            if (lanes < 1 || lanes > 32) {
                throw new IllegalArgumentException("PCIe width must be 1-32 lanes, got " + lanes);
            }
        }

        @Override
        public String kind() {
            return "pcie";
        }

        @Override
        public String describe() {
            return "PCIe " + gen + ".0 x" + lanes + (label == null ? "" : " (" + label + ")");
        }
    }

    /** A USB port generation as plans spell it: 2.0, 3.2gen1, 3.2gen2, 3.2gen2x2, usb4. */
    record Usb(UsbGeneration gen) implements Bus {
        public Usb {
            if (gen == null) {
                throw new IllegalArgumentException("a USB attachment needs its generation");
            }
        }

        @Override
        public String kind() {
            return "usb";
        }

        @Override
        public String describe() {
            return gen.label();
        }
    }

    /**
     * A Thunderbolt port of version 3, 4 or 5, and the PCIe link the adapter's controller tunnels to
     * its NIC chip where the catalog states it ({@code tunnel}, else null).
     */
    record Thunderbolt(int version, Pcie tunnel) implements Bus {
        public Thunderbolt {
            if (version < 3 || version > 5) {
                throw new IllegalArgumentException("Thunderbolt version must be 3, 4 or 5, got " + version);
            }
        }

        public Thunderbolt(int version) {
            this(version, null);
        }

        @Override
        public String kind() {
            return "thunderbolt";
        }

        @Override
        public String describe() {
            return "Thunderbolt " + version;
        }
    }

    /** A controller on the board whose link is not modelled per path. */
    record Onboard() implements Bus {
        @Override
        public String kind() {
            return "onboard";
        }

        @Override
        public String describe() {
            return "onboard";
        }
    }

    /** USB generations with their spelling in plans and the catalog. */
    enum UsbGeneration {
        USB_2_0("2.0"),
        GEN1("3.2gen1"),
        GEN2("3.2gen2"),
        GEN2X2("3.2gen2x2"),
        USB4("usb4");

        private final String spelling;

        UsbGeneration(String spelling) {
            this.spelling = spelling;
        }

        public static UsbGeneration parse(String text) {
            return Spelling.parse(values(), text);
        }

        @Override
        public String toString() {
            return spelling;
        }

        /** The name people read: "USB 3.2gen1", but "USB4", never "USB usb4". */
        public String label() {
            return this == USB4 ? "USB4" : "USB " + spelling;
        }
    }

    static Bus pcie(int gen, int lanes, String label) {
        return new Pcie(gen, lanes, label);
    }

    static Bus usb(String gen) {
        return new Usb(UsbGeneration.parse(gen));
    }

    static Bus thunderbolt(int version) {
        return new Thunderbolt(version);
    }

    static Bus onboard() {
        return new Onboard();
    }
}
