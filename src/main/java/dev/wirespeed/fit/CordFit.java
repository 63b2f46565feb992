package dev.wirespeed.fit;

import dev.wirespeed.catalog.Cable;
import dev.wirespeed.catalog.Transceiver;

/** A fiber cord on its modules: the module's connector (LC, SC, MPO-12) at both cord ends and the same fiber mode. */
public final class CordFit {

    public static final String NO_MODULES = PortFit.CORD_NEEDS_MODULES;
    /** Arguments: module model, its connector, its media ("?" when the catalog does not say). */
    public static final String MODULE = "fit.cord.module";

    private CordFit() {}

    /** A fiber cord fits a module when the connector and fiber mode agree. */
    public static boolean fitsModule(Cable cord, Transceiver t) {
        if (!cord.isFiber() || t.connector() == null) {
            return false;
        }
        String want =
                switch (t.connector()) {
                    case "lc-duplex" -> "lc";
                    case "sc-duplex" -> "sc";
                    case "mpo-12" -> "mpo-12";
                    default -> null;
                };
        return want != null
                && cord.ends().stream().allMatch(want::equals)
                && (cord.mode() == null || cord.mode().equals(t.media()));
    }

    /** A cord between two modules (either may not be chosen yet, not both). */
    public static Fit modules(Cable cord, Transceiver a, Transceiver b) {
        if (a == null && b == null) {
            return Fit.no(Reason.error(NO_MODULES));
        }
        for (Transceiver t : new Transceiver[] {a, b}) {
            if (t != null && !fitsModule(cord, t)) {
                return Fit.no(Reason.error(
                        MODULE,
                        t.model(),
                        t.connector() == null ? "?" : t.connector(),
                        t.media() == null ? "?" : t.media()));
            }
        }
        return Fit.yes();
    }
}
