package dev.wirespeed.catalog;

import java.util.ArrayList;
import java.util.List;

/**
 * Physical and electrical fit between parts, shared by the catalog pages ("what fits") and the
 * solver's rules. Pure functions over catalog records.
 */
public final class Compatibility {

    private Compatibility() {
    }

    /** Speeds (Gbit/s, highest first) that both lists contain. */
    public static List<Double> commonSpeeds(List<Double> a, List<Double> b) {
        List<Double> out = new ArrayList<>();
        for (Double x : a) {
            for (Double y : b) {
                if (Math.abs(x - y) < 1e-9 && !out.contains(x)) {
                    out.add(x);
                }
            }
        }
        out.sort(java.util.Comparator.reverseOrder());
        return out;
    }

    /** A module plugs into a cage when they share the mechanical family (SFP, QSFP or RJ45). */
    public static boolean pluggable(Cage moduleCage, Cage portCage) {
        return moduleCage != null && portCage != null && moduleCage.family() == portCage.family()
                && portCage.family() != Cage.Family.RJ45;
    }

    /** Whether a DAC/AOC end (a cage label such as "sfp+") plugs into a port cage. */
    public static boolean cableEndFits(String end, Cage portCage) {
        try {
            Cage c = Cage.fromLabel(end);
            return pluggable(c, portCage);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** A module fits a port group when it plugs in and they share at least one speed. */
    public static boolean moduleFits(Transceiver t, PortGroup port) {
        return pluggable(t.pluggedCage(), port.cage()) && !commonSpeeds(t.speedsGbps(), port.speedsGbps()).isEmpty();
    }

    /** A direct-attach cable fits a port group when an end plugs in and they share a speed. */
    public static boolean cableFits(Cable c, PortGroup port) {
        if (!c.isDirectAttach()) {
            return c.isTwistedPair() && port.cage() == Cage.RJ45;
        }
        return c.ends().stream().anyMatch(e -> cableEndFits(e, port.cage()))
                && !commonSpeeds(c.speedsGbps(), port.speedsGbps()).isEmpty();
    }

    /** A fiber cord fits a module when the connector and fiber mode agree. */
    public static boolean cordFitsModule(Cable cord, Transceiver t) {
        if (!cord.isFiber() || t.connector() == null) {
            return false;
        }
        String want = switch (t.connector()) {
            case "lc-duplex" -> "lc";
            case "sc-duplex" -> "sc";
            case "mpo-12" -> "mpo-12";
            default -> null;
        };
        return want != null && cord.ends().stream().allMatch(want::equals)
                && (cord.mode() == null || cord.mode().equals(t.media()));
    }

    /**
     * A PCIe card fits a slot mechanically when the slot is at least as long as the card edge, or
     * the slot is open-ended.
     */
    public static boolean cardFitsSlotMechanically(int cardLanes, Board.Slot slot) {
        return slot.mechanicalSize() >= cardLanes || Boolean.TRUE.equals(slot.openEnded());
    }
}
