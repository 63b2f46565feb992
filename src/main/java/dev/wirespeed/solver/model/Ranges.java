package dev.wirespeed.solver.model;

import java.util.List;

/**
 * A prediction's 80% range: the prediction times the band of leave-one-out errors of its
 * {@link RangeClass} in the evidence corpus (the physics that bound it and how much of the path is
 * known), never above the lowest ceiling no factor scales (no run beats the arithmetic of Ethernet
 * framing or a PCIe link's coding).
 */
public final class Ranges {

    /** The level every shipped band is fitted at: the 10th to the 90th percentile. */
    public static final double LEVEL = 0.8;

    /**
     * Used only when no band is shipped for a class (no evidence case binds there): from half to the
     * full prediction, stated so it reads as what it is, a guess wider than any fitted band.
     */
    static final FittedPriors.Band UNFITTED = new FittedPriors.Band(Math.log(0.5), 0, 0);

    private Ranges() {}

    public static Prediction.Range of(RangeClass c, Ceiling bottleneck, List<Ceiling> stages) {
        return of(bottleneck, stages, band(c));
    }

    /**
     * The shipped band of a class; a class with no band of its own (too few cases bound there) takes
     * its broader class's, and one with neither the unfitted guess.
     */
    public static FittedPriors.Band band(RangeClass c) {
        for (RangeClass k = c; k != null; k = k.broader()) {
            FittedPriors.Band b = FittedPriors.SHIPPED.bands().get(k);
            if (b != null) {
                return b;
            }
        }
        return UNFITTED;
    }

    /** The band of a path of this stage class about which nothing more is known (no NIC part, no CPU). */
    public static FittedPriors.Band band(StageClass c) {
        return band(RangeClass.unspecified(c));
    }

    public static Prediction.Range of(Ceiling bottleneck, List<Ceiling> stages, FittedPriors.Band band) {
        double p = bottleneck.gbps();
        double cap = Double.MAX_VALUE;
        for (Ceiling c : stages) {
            if (c.factor() == null && c.gbps() >= p && (c.stage() == Stage.ETHERNET || c.stage() == Stage.SWITCH)) {
                cap = Math.min(cap, c.gbps());
            }
        }
        double low = p * Math.exp(band.low());
        double high = Math.min(p * Math.exp(band.high()), Math.max(cap, p));
        return new Prediction.Range(Math.min(low, p), Math.max(high, p), LEVEL);
    }
}
