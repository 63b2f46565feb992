package dev.wirespeed.fit;

/**
 * A cable's length against the distance between the ports. The length is end to end with the
 * plugs (seed 000: a 0.3 m DAC could not reach across its shelf), so it must be at least the
 * distance; slack for bends is the planner's.
 */
public final class Reach {

    /** Argument: the distance. */
    public static final String TOO_SHORT = "fit.length.short";
    /** Argument: the distance. */
    public static final String LONG_ENOUGH = "fit.length.ok";

    private Reach() {}

    /** Too short (an error) or long enough (a note); no answer but "fits" while the distance is unknown. */
    public static Fit of(double lengthM, Double distanceM) {
        if (distanceM == null) {
            return Fit.yes();
        }
        return reaches(lengthM, distanceM)
                ? Fit.yes(Reason.note(LONG_ENOUGH, new Metres(distanceM)))
                : Fit.no(Reason.error(TOO_SHORT, new Metres(distanceM)));
    }

    public static boolean reaches(double lengthM, double distanceM) {
        return !(lengthM < distanceM);
    }
}
