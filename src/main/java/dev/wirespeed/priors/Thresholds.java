package dev.wirespeed.priors;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;

/**
 * The figures {@code validate} must reach, kept in {@code thresholds.properties} beside this class:
 * a change that makes the model worse on the corpus fails the build.
 */
public record Thresholds(
        double medianAbsErrorMax,
        double stageRightMin,
        double insideRangeMin,
        double insideRangeMax,
        double calibratedMedianAbsErrorMax) {

    public static Thresholds shipped() {
        Properties p = new Properties();
        try (InputStream in = Thresholds.class.getResourceAsStream("thresholds.properties")) {
            if (in == null) {
                throw new IllegalStateException("thresholds.properties is missing from the build");
            }
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new Thresholds(
                num(p, "median.abs.error.max"),
                num(p, "stage.right.min"),
                num(p, "inside.range.min"),
                num(p, "inside.range.max"),
                num(p, "calibrated.median.abs.error.max"));
    }

    private static double num(Properties p, String key) {
        String v = p.getProperty(key);
        if (v == null) {
            throw new IllegalStateException("thresholds.properties has no " + key);
        }
        return Double.parseDouble(v.trim());
    }

    /** What the summary misses, one sentence each; empty when it meets every threshold. */
    public List<String> failures(Validation.Summary s, boolean calibrated) {
        List<String> out = new ArrayList<>();
        if (s.medianAbsError() > medianAbsErrorMax) {
            out.add(pct("median abs error", s.medianAbsError(), "at most", medianAbsErrorMax));
        }
        if (s.stageRight() < stageRightMin) {
            out.add(pct("stage right", s.stageRight(), "at least", stageRightMin));
        }
        if (s.insideRange() < insideRangeMin || s.insideRange() > insideRangeMax) {
            out.add(String.format(
                    Locale.ROOT,
                    "inside range %.1f%%, must be %.0f-%.0f%%",
                    100 * s.insideRange(),
                    100 * insideRangeMin,
                    100 * insideRangeMax));
        }
        if (calibrated && s.calibratedMedianAbsError() != null && s.calibratedMedianAbsError() > calibratedMedianAbsErrorMax) {
            out.add(pct("calibrated median abs error", s.calibratedMedianAbsError(), "at most", calibratedMedianAbsErrorMax));
        }
        return out;
    }

    private static String pct(String what, double v, String rel, double limit) {
        return String.format(Locale.ROOT, "%s %.1f%%, must be %s %.1f%%", what, 100 * v, rel, 100 * limit);
    }
}
