package dev.wirespeed.solver;

import dev.wirespeed.solver.model.Confidence;
import dev.wirespeed.solver.model.Prediction;
import dev.wirespeed.solver.model.StageClass;
import dev.wirespeed.units.NumberText;

/**
 * How a prediction's range reads wherever a prediction is shown (the plan page, the CLI, the
 * shopping-list exports): "9.41 Gbit/s, 9.3-9.5", and when the range is not narrow "2.20 Gbit/s,
 * 1.6-3.0, low confidence: CPU-bound". The bounds carry two significant digits, more only when two
 * would print low and high alike: the range is a statement about the tens of percent, not the
 * thousandths the point figure keeps. The words come from {@link Words}, so a page can say them in
 * its own language with the same numbers.
 */
public final class RangeText {

    /** The most decimals a bound gets: the API rounds every Gbit/s figure to three. */
    private static final int MAX_DECIMALS = 3;

    private RangeText() {}

    /** The words around the numbers. */
    public interface Words {
        /** "low confidence", "medium confidence". */
        String confidence(Confidence c);

        /** "CPU-bound": the class of stage whose evidence errors made the range. */
        String bound(StageClass c);
    }

    public static final Words ENGLISH = new Words() {
        @Override
        public String confidence(Confidence c) {
            return c + " confidence";
        }

        @Override
        public String bound(StageClass c) {
            return switch (c) {
                case WIRE -> "wire-bound";
                case BUS -> "bus-bound";
                case CPU -> "CPU-bound";
                case FILE -> "file-copy-bound";
            };
        }
    };

    /** "9.41 Gbit/s, 9.3-9.5" (or with the confidence when it is not high), in English. */
    public static String of(Prediction p) {
        return of(p.gbps(), p.range(), p.confidence(), boundOf(p));
    }

    /** The same from the figures, for a flow check that kept only these. */
    public static String of(double gbps, Prediction.Range range, Confidence confidence, StageClass bound) {
        return NumberText.fixed(gbps, 2) + " Gbit/s, " + range(range, confidence, bound, ENGLISH);
    }

    /**
     * The part after the point figure: "9.3-9.5", or "1.6-3.0, low confidence: CPU-bound" when the
     * confidence is medium or low (a high one needs no word: the narrow range says it).
     */
    public static String range(Prediction.Range range, Confidence confidence, StageClass bound, Words words) {
        String bounds = bounds(range);
        if (confidence == Confidence.HIGH) {
            return bounds;
        }
        return bounds + ", " + words.confidence(confidence) + ": " + words.bound(bound);
    }

    /** The class of the prediction's binding stage, whose band the range was read from. */
    public static StageClass boundOf(Prediction p) {
        return StageClass.of(p.bottleneck().stage());
    }

    /**
     * "9.3-9.5": decimals for two significant digits of the high bound (1 at 9.5, 2 at 0.95, 0 at 24),
     * one more while low and high would print the same, at most three.
     */
    public static String bounds(Prediction.Range r) {
        double top = Math.max(r.high(), 0);
        int decimals = top <= 0 ? 1 : Math.max(0, 1 - (int) Math.floor(Math.log10(top)));
        decimals = Math.min(decimals, MAX_DECIMALS);
        String low = NumberText.fixed(r.low(), decimals);
        String high = NumberText.fixed(r.high(), decimals);
        while (low.equals(high) && r.low() < r.high() && decimals < MAX_DECIMALS) {
            decimals++;
            low = NumberText.fixed(r.low(), decimals);
            high = NumberText.fixed(r.high(), decimals);
        }
        return low + "-" + high;
    }
}
