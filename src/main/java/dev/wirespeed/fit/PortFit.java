package dev.wirespeed.fit;

import dev.wirespeed.catalog.Cable;
import dev.wirespeed.catalog.Cage;
import dev.wirespeed.catalog.PortGroup;
import dev.wirespeed.catalog.Transceiver;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;

/**
 * What goes into a port: a module of the cage's family sharing a speed with it, a DAC or AOC
 * with an end for the cage and (when the cable states speeds) a speed in common, a twisted-pair
 * cable between two RJ45 jacks (an RJ45 module makes a cage one).
 */
public final class PortFit {

    /** Arguments: the module's cage, the port's cage. */
    public static final String MODULE_FAMILY = "fit.module.family";
    /** Arguments: module speeds, port speeds. */
    public static final String MODULE_SPEED = "fit.module.speed";
    /** Argument: the speed it runs at. */
    public static final String RUNS_AT = "fit.module.runsAt";
    /** Arguments: the cable's ends ("SFP28/QSFP28"), the ports ("SFP+ + SFP+" or one cage). */
    public static final String CABLE_ENDS = "fit.cable.ends";
    /** Arguments: cable speeds, port speeds. */
    public static final String CABLE_SPEED = "fit.cable.speed";

    public static final String TWISTED_PAIR = "fit.cable.tp";
    /** A fiber cord plugs into modules, never into a port itself. */
    public static final String CORD_NEEDS_MODULES = "fit.cord.noModules";

    private PortFit() {}

    /** A module in a port: same family, a common speed; notes the speed it runs at when that is below either's best. */
    public static Fit module(Transceiver t, PortGroup port) {
        if (!Plugs.pluggable(t.pluggedCage(), port.cage())) {
            return Fit.no(Reason.error(MODULE_FAMILY, t.pluggedCage(), port.cage()));
        }
        List<Double> common = Speeds.common(t.speedsGbps(), port.speedsGbps());
        if (common.isEmpty()) {
            return Fit.no(Reason.error(MODULE_SPEED, new Speeds(t.speedsGbps()), new Speeds(port.speedsGbps())));
        }
        double run = common.get(0);
        return run < t.maxGbps() || run < port.maxGbps() ? Fit.yes(Reason.note(RUNS_AT, Speeds.of(run))) : Fit.yes();
    }

    /**
     * A cable in one port: a DAC/AOC end for the cage and a common speed, noting the speed when
     * below the port's best; a twisted-pair cable in an RJ45 jack; a fiber cord never.
     */
    public static Fit cable(Cable c, PortGroup port) {
        if (c.isFiber()) {
            return Fit.no(Reason.error(CORD_NEEDS_MODULES));
        }
        if (!c.isDirectAttach()) {
            return c.isTwistedPair() && Plugs.isJack(port.cage()) ? Fit.yes() : Fit.no(Reason.error(TWISTED_PAIR));
        }
        Fit fit = cableEnds(c, port.cage()).and(cableSpeeds(c, port));
        if (!fit.fits()) {
            return fit;
        }
        double run = c.speedsGbps().isEmpty()
                ? port.maxGbps()
                : Speeds.common(c.speedsGbps(), port.speedsGbps()).get(0);
        return run < port.maxGbps() ? Fit.yes(Reason.note(RUNS_AT, Speeds.of(run))) : Fit.yes();
    }

    /** Whether one of a DAC/AOC's ends plugs into the cage. */
    public static Fit cableEnds(Cable c, Cage cage) {
        return c.ends().stream().anyMatch(e -> Plugs.cableEndFits(e, cage))
                ? Fit.yes()
                : Fit.no(Reason.error(CABLE_ENDS, endsText(c), label(cage)));
    }

    /** Whether a DAC/AOC shares a speed with the port; a cable that states no speeds is not held against it. */
    public static Fit cableSpeeds(Cable c, PortGroup port) {
        return c.speedsGbps().isEmpty()
                        || !Speeds.common(c.speedsGbps(), port.speedsGbps()).isEmpty()
                ? Fit.yes()
                : Fit.no(Reason.error(CABLE_SPEED, new Speeds(c.speedsGbps()), new Speeds(port.speedsGbps())));
    }

    /**
     * A DAC/AOC between two ports: one end into each (for a breakout, the trunk end into one port
     * and a leaf end into the other), and a common speed with both. Fits while a port is unknown.
     */
    public static Fit dac(Cable c, PortGroup a, PortGroup b) {
        if (a == null || b == null) {
            return Fit.yes();
        }
        List<String> ends = c.ends();
        boolean plugs;
        if (ends.isEmpty()) {
            plugs = false;
        } else if (ends.size() == 1) {
            plugs = Plugs.cableEndFits(ends.get(0), a.cage()) && Plugs.cableEndFits(ends.get(0), b.cage());
        } else {
            List<String> rest = ends.subList(1, ends.size());
            plugs = (Plugs.cableEndFits(ends.get(0), a.cage())
                            && rest.stream().anyMatch(e -> Plugs.cableEndFits(e, b.cage())))
                    || (Plugs.cableEndFits(ends.get(0), b.cage())
                            && rest.stream().anyMatch(e -> Plugs.cableEndFits(e, a.cage())));
        }
        if (!plugs) {
            return Fit.no(Reason.error(CABLE_ENDS, endsText(c), label(a.cage()) + " + " + label(b.cage())));
        }
        Fit speedA = cableSpeeds(c, a);
        return speedA.fits() ? cableSpeeds(c, b) : speedA;
    }

    /** A twisted-pair cable needs an RJ45 jack at both ends, the port's own or an RJ45 module's. */
    public static Fit twistedPair(PortGroup a, Transceiver moduleA, PortGroup b, Transceiver moduleB) {
        return twistedPairEnd(a, moduleA).fits() && twistedPairEnd(b, moduleB).fits()
                ? Fit.yes()
                : Fit.no(Reason.error(TWISTED_PAIR));
    }

    /** One end of a twisted-pair cable: the module's connector when there is one, else the port's cage. */
    public static Fit twistedPairEnd(PortGroup port, Transceiver module) {
        boolean jack = module != null ? "rj45".equals(module.connector()) : port != null && Plugs.isJack(port.cage());
        return jack ? Fit.yes() : Fit.no(Reason.error(TWISTED_PAIR));
    }

    private static String endsText(Cable c) {
        return String.join("/", new LinkedHashSet<>(c.ends())).toUpperCase(Locale.ROOT);
    }

    private static String label(Cage cage) {
        return cage.label().toUpperCase(Locale.ROOT);
    }
}
