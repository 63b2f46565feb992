package dev.wirespeed.priors;

import dev.wirespeed.solver.model.FittedPriors;
import dev.wirespeed.solver.model.Priors;
import dev.wirespeed.solver.model.RangeClass;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** The texts {@code priors fit} and {@code validate} print, and the file {@code priors fit --out} writes. */
public final class ValidationText {

    private ValidationText() {}

    /** Each factor: start, fitted value, unit and the cases that determine it; then the range bands. */
    public static String factors(Validation.Report r) {
        StringBuilder b = new StringBuilder();
        b.append(String.format(
                Locale.ROOT,
                "Fitted from %d evidence cases (%d of %d runs from %d sources; %d cannot be read as a path).%n",
                r.rows().size(),
                r.rows().size(),
                r.corpus(),
                r.sources(),
                r.excluded().size()));
        b.append(String.format(
                Locale.ROOT, "%-26s %10s %10s  %s%n", "factor", "start", "fitted", "cases that determine it"));
        for (Priors.Factor f : Priors.declared()) {
            FittedPriors.Fit fit = r.fitted().factors().get(f.key());
            List<String> det = r.determining().getOrDefault(f.key(), List.of());
            b.append(String.format(
                    Locale.ROOT,
                    "%-26s %10s %10s  %s%n",
                    f.key(),
                    FittedPriors.num(f.start()),
                    fit == null ? "(start)" : FittedPriors.num(fit.value()),
                    det.isEmpty()
                            ? "none binds on it: stays at its start (" + f.unit() + ")"
                            : r.held().contains(f.key())
                                    ? "held at its start: fitted, only cases from fewer than " + PriorFit.MIN_SOURCES
                                            + " sources bound on it; at its start " + det.size() + " case(s) do ("
                                            + String.join(", ", det) + ")"
                                    : det.size() + ": " + String.join(", ", det)));
        }
        b.append("80% range bands (10th..90th percentile of leave-one-out ln(measured/predicted)):\n");
        for (RangeClass c : RangeClass.values()) {
            FittedPriors.Band band = r.fitted().bands().get(c);
            if (band == null) {
                continue;
            }
            b.append(String.format(
                    Locale.ROOT,
                    "  %-15s %5d cases  x%.3f .. x%.3f%n",
                    c,
                    band.cases(),
                    Math.exp(band.low()),
                    Math.exp(band.high())));
        }
        return b.toString();
    }

    /** The shipped file's text: a header, then the fitted values and bands. */
    public static String shipped(Validation.Report r) {
        return r.fitted()
                .format(
                        "Fitted by `java -jar target/wirespeed.jar priors fit --out <this file>` from catalog/evidence:\n"
                                + r.rows().size() + " cases of " + r.corpus() + " runs from " + r.sources()
                                + " sources. Do not edit: refit.\n"
                                + "factor <key> <value> <cases whose binding ceiling uses it>; band <range class> <ln low> <ln high> <cases>");
    }

    /** One line per case, then the excluded cases and the per-class table. */
    public static String table(Validation.Report r, boolean calibrated) {
        StringBuilder b = new StringBuilder();
        b.append(String.format(
                Locale.ROOT,
                "%-62s %9s %9s %8s %-15s %-15s %-13s %s%s%n",
                "case",
                "measured",
                "predicted",
                "error",
                "stage stated",
                "stage named",
                "80% range",
                "in",
                calibrated ? "  calibrated (partner)" : ""));
        for (Validation.Row row : r.rows()) {
            b.append(String.format(
                    Locale.ROOT,
                    "%-62s %9.3f %9.3f %+7.1f%% %-15s %-15s %-13s %s",
                    row.id(),
                    row.measured(),
                    row.predicted(),
                    100 * row.error(),
                    row.stated() == null ? "-" : row.stated(),
                    row.named() + (row.stated() == null ? "" : row.stageRight() ? " ✓" : " ✗"),
                    String.format(
                            Locale.ROOT,
                            "%.2f-%.2f",
                            row.range().low(),
                            row.range().high()),
                    row.inside() ? "yes" : "no"));
            if (calibrated) {
                b.append(
                        row.calibratedGbps() == null
                                ? "  -"
                                : String.format(
                                        Locale.ROOT,
                                        "  %.3f %+.1f%% (%s)",
                                        row.calibratedGbps(),
                                        100 * row.calibratedError(),
                                        row.partner()));
            }
            b.append('\n');
        }
        for (Validation.Excluded e : r.excluded()) {
            b.append(String.format(Locale.ROOT, "%-62s not judged: %s%n", e.id(), e.reason()));
        }
        b.append(classTable(r));
        b.append(rangeClassTable(r));
        return b.toString();
    }

    /**
     * Per range class (each case in exactly one: the physics that bound it): cases, median abs error,
     * inside the 80% range, and the shipped band as factors on the prediction.
     */
    public static String rangeClassTable(Validation.Report r) {
        Map<RangeClass, List<Validation.Row>> by = new TreeMap<>();
        for (Validation.Row row : r.rows()) {
            by.computeIfAbsent(row.rangeClass(), k -> new ArrayList<>()).add(row);
        }
        StringBuilder b = new StringBuilder();
        b.append(String.format(
                Locale.ROOT,
                "%n%-18s %6s %10s %8s  %s%n",
                "range class",
                "cases",
                "median err",
                "in range",
                "80% band"));
        by.forEach((c, rows) -> {
            Validation.Summary s = Validation.summarize(rows, false);
            FittedPriors.Band band = r.fitted().bands().get(c);
            b.append(String.format(
                    Locale.ROOT,
                    "%-18s %6d %9.1f%% %7.0f%%  %s%n",
                    c,
                    s.cases(),
                    100 * s.medianAbsError(),
                    100 * s.insideRange(),
                    band == null
                            ? "too few cases: the broader class's"
                            : String.format(
                                    Locale.ROOT, "x%.3f .. x%.3f", Math.exp(band.low()), Math.exp(band.high()))));
        });
        return b.toString();
    }

    /** Per evidence class (a case counts in each of its classes): cases, median abs error, within 10%, inside range. */
    public static String classTable(Validation.Report r) {
        Map<String, List<Validation.Row>> by = new TreeMap<>();
        for (Validation.Row row : r.rows()) {
            for (String c : row.classes()) {
                by.computeIfAbsent(c, k -> new ArrayList<>()).add(row);
            }
        }
        StringBuilder b = new StringBuilder();
        b.append(String.format(
                Locale.ROOT, "%n%-18s %6s %10s %10s %8s%n", "class", "cases", "median err", "within 10%", "in range"));
        by.forEach((c, rows) -> {
            Validation.Summary s = Validation.summarize(rows, false);
            b.append(String.format(
                    Locale.ROOT,
                    "%-18s %6d %9.1f%% %10d %7.0f%%%n",
                    c,
                    s.cases(),
                    100 * s.medianAbsError(),
                    s.within10(),
                    100 * s.insideRange()));
        });
        return b.toString();
    }
}
