package dev.wirespeed.solver.model;

import java.util.Locale;

/** A stage of a path whose ceiling can bind (names as in the design document and the API). */
public enum Stage {
    ETHERNET, PCIE, USB, THUNDERBOLT, CPU, PROTOCOL, STORAGE_READ, STORAGE_WRITE, SWITCH;

    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public static Stage fromLabel(String s) {
        return valueOf(s.toUpperCase(Locale.ROOT).replace('-', '_'));
    }
}
