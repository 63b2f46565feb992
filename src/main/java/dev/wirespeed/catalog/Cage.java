package dev.wirespeed.catalog;

import java.util.Locale;

/**
 * A port's physical cage or connector. The SFP family (SFP, SFP+, SFP28, SFP56) shares one
 * mechanical form factor, as does the QSFP family; what differs is the electrical rate.
 */
public enum Cage {
    RJ45("rj45", Family.RJ45, 10),
    SFP("sfp", Family.SFP, 1),
    SFP_PLUS("sfp+", Family.SFP, 10),
    SFP28("sfp28", Family.SFP, 25),
    SFP56("sfp56", Family.SFP, 50),
    QSFP_PLUS("qsfp+", Family.QSFP, 40),
    QSFP28("qsfp28", Family.QSFP, 100),
    QSFP56("qsfp56", Family.QSFP, 200);

    /** Mechanical families: a module of one family fits every cage of that family. */
    public enum Family {
        RJ45,
        SFP,
        QSFP
    }

    private final String label;
    private final Family family;
    private final double maxGbps;

    Cage(String label, Family family, double maxGbps) {
        this.label = label;
        this.family = family;
        this.maxGbps = maxGbps;
    }

    public String label() {
        return label;
    }

    public Family family() {
        return family;
    }

    /** The highest single-port rate the cage's electrical interface is specified for. */
    public double maxGbps() {
        return maxGbps;
    }

    /** The cages in declaration order, read by {@link #fromLabel} without a copy per call (values() clones). */
    private static final Cage[] ALL = values();

    public static Cage fromLabel(String label) {
        for (Cage c : ALL) {
            if (c.label.equalsIgnoreCase(label)) {
                return c;
            }
        }
        throw new IllegalArgumentException(
                "unknown cage '" + label + "': expected one of rj45, sfp, sfp+, sfp28, sfp56, qsfp+, qsfp28, qsfp56");
    }

    @Override
    public String toString() {
        return label.toUpperCase(Locale.ROOT).replace("SFP+", "SFP+");
    }
}
