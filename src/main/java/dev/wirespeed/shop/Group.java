package dev.wirespeed.shop;

import java.util.Locale;

/** The groups a shopping list is shown in, in this order. */
public enum Group {
    ADAPTERS("Adapters"),
    SWITCHES("Switches"),
    MODULES_AND_CABLES("Modules and cables"),
    MACHINES("Machines");

    private final String label;

    Group(String label) {
        this.label = label;
    }

    /** Stable id for files and message keys: adapters, switches, modules-and-cables, machines. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** English label for exports. */
    public String label() {
        return label;
    }

    /** The group of a catalog kind (nic, switch, transceiver, cable, board, cpu, storage). */
    public static Group ofKind(String kind) {
        return switch (kind) {
            case "nic" -> ADAPTERS;
            case "switch" -> SWITCHES;
            case "transceiver", "cable" -> MODULES_AND_CABLES;
            case "board", "cpu", "storage" -> MACHINES;
            default -> throw new IllegalArgumentException("no shopping-list group for kind '" + kind + "'");
        };
    }
}
