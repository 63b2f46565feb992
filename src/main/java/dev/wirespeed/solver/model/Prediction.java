package dev.wirespeed.solver.model;

import dev.wirespeed.text.Phrase;

import java.util.List;

/**
 * What the model predicts for a path: receiver-side goodput in Gbit/s, the binding stage, every
 * stage considered (ascending), the assumptions it made, whether calibration moved it, and the range
 * the measured figure falls in four times out of five, with a confidence read from that range's width,
 * and the class of error that range was read from.
 */
public record Prediction(
        double gbps,
        Ceiling bottleneck,
        List<Ceiling> stages,
        List<Phrase> assumed,
        CalibrationEffect calibration,
        Range range,
        Confidence confidence,
        RangeClass rangeClass) {

    /** A prediction whose range class is the one of its stage class with nothing more known. */
    public Prediction(
            double gbps,
            Ceiling bottleneck,
            List<Ceiling> stages,
            List<Phrase> assumed,
            CalibrationEffect calibration,
            Range range,
            Confidence confidence) {
        this(
                gbps,
                bottleneck,
                stages,
                assumed,
                calibration,
                range,
                confidence,
                RangeClass.unspecified(StageClass.of(bottleneck.stage())));
    }

    public Prediction {
        stages = List.copyOf(stages);
        assumed = List.copyOf(assumed);
        if (range == null || confidence == null || rangeClass == null) {
            throw new IllegalArgumentException("a prediction needs its range and confidence");
        }
    }

    /** The assumptions in English: what JSON and the CLI show. */
    public List<String> assumptions() {
        return assumed.stream().map(Phrase::english).toList();
    }

    /** How calibration changed this prediction: the uncalibrated figure and the factors used. */
    public record CalibrationEffect(
            boolean applied, double uncalibratedGbps, double deltaGbps, List<FactorUse> factors) {}

    /**
     * A calibration factor that touched this path: its prior, its value now, the runs behind it and
     * the scope that supplied the value ("global" for the prior, else the part or class a run moved).
     */
    public record FactorUse(String key, double prior, double value, int runs, String scope) {
        public FactorUse(String key, double prior, double value, int runs) {
            this(key, prior, value, runs, "global");
        }
    }

    /**
     * The interval [low, high] Gbit/s that holds the measured figure with probability {@code level},
     * read from the leave-one-out errors of the binding stage's class in the evidence corpus.
     */
    public record Range(double low, double high, double level) {
        public Range {
            if (!(low >= 0) || !(high >= low) || !(level > 0 && level < 1)) {
                throw new IllegalArgumentException("a range needs 0 <= low <= high and a level in (0, 1), got " + low
                        + ".." + high + " @" + level);
            }
        }

        public boolean contains(double gbps) {
            return gbps >= low && gbps <= high;
        }
    }
}
