package dev.wirespeed.solver.model;

import dev.wirespeed.units.Spelling;

/** A stage of a path whose ceiling can bind (spelled as in the design document and the API: "storage-read"). */
public enum Stage {
    ETHERNET,
    PCIE,
    USB,
    THUNDERBOLT,
    CPU,
    TOOL,
    VIRTUALIZATION,
    PROTOCOL,
    STORAGE_READ,
    STORAGE_WRITE,
    SWITCH;

    public String label() {
        return toString();
    }

    public static Stage fromLabel(String s) {
        return Spelling.parse(values(), s);
    }

    @Override
    public String toString() {
        return Spelling.kebab(this);
    }
}
