package dev.wirespeed.plan;

import dev.wirespeed.units.Spelling;

/**
 * What kind of machine a host is. When a host's CPU is not given, the model takes the fitted
 * default single-thread score of its role (a NAS is not a desktop), with a wide range.
 */
public enum HostRole {
    DESKTOP,
    LAPTOP,
    SERVER,
    NAS,
    MINI_PC,
    SBC,
    ROUTER;

    public static HostRole parse(String text) {
        return Spelling.parse(values(), text);
    }

    @Override
    public String toString() {
        return Spelling.kebab(this);
    }
}
