package dev.wirespeed.catalog;

import java.util.Arrays;

/**
 * 25G forward error correction (IEEE 802.3by): RS-FEC (Clause 108), BASE-R / FireCode (Clause 74),
 * or none. Both ends of a link must run the same mode, or the link does not come up.
 */
public enum Fec {
    RS("rs", "RS-FEC (Clause 108)"),
    BASE_R("base-r", "BASE-R FEC (Clause 74)"),
    OFF("off", "no FEC");

    private final String label;
    private final String text;

    Fec(String label, String text) {
        this.label = label;
        this.text = text;
    }

    public String label() {
        return label;
    }

    public String text() {
        return text;
    }

    public static Fec fromLabel(String label) {
        return Arrays.stream(values())
                .filter(f -> f.label.equalsIgnoreCase(label))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown FEC mode '" + label + "': rs, base-r or off"));
    }
}
