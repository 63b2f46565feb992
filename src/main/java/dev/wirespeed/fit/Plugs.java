package dev.wirespeed.fit;

import dev.wirespeed.catalog.Cage;

/** What plugs into a cage: modules and DAC ends of the same mechanical family; an RJ45 jack takes neither. */
public final class Plugs {

    private Plugs() {}

    /** A module plugs into a cage when they share the mechanical family (SFP or QSFP). */
    public static boolean pluggable(Cage moduleCage, Cage portCage) {
        return moduleCage != null
                && portCage != null
                && moduleCage.family() == portCage.family()
                && portCage.family() != Cage.Family.RJ45;
    }

    /** Whether a DAC/AOC end (a cage label such as "sfp+") plugs into a port cage. */
    public static boolean cableEndFits(String end, Cage portCage) {
        try {
            return pluggable(Cage.fromLabel(end), portCage);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** Whether a port is a cage for modules and DACs rather than a twisted-pair jack. */
    public static boolean takesModules(Cage portCage) {
        return portCage != null && portCage != Cage.RJ45;
    }

    /** Whether a port is an RJ45 jack. */
    public static boolean isJack(Cage portCage) {
        return portCage == Cage.RJ45;
    }
}
