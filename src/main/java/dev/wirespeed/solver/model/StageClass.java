package dev.wirespeed.solver.model;

import dev.wirespeed.units.Spelling;

/**
 * The classes of binding stage whose errors the evidence measures separately: the wire (Ethernet
 * framing, a switch's share) is arithmetic and misses little; a bus leaves room to its driver; a CPU
 * (and the tool or hypervisor on it) is where predictions are least sure; file copies add protocol
 * and storage.
 */
public enum StageClass {
    WIRE,
    BUS,
    CPU,
    FILE;

    public static StageClass of(Stage s) {
        return switch (s) {
            case ETHERNET, SWITCH -> WIRE;
            case PCIE, USB, THUNDERBOLT -> BUS;
            case CPU, TOOL, VIRTUALIZATION -> CPU;
            case PROTOCOL, STORAGE_READ, STORAGE_WRITE -> FILE;
        };
    }

    public static StageClass parse(String text) {
        return Spelling.parse(values(), text);
    }

    @Override
    public String toString() {
        return Spelling.kebab(this);
    }
}
