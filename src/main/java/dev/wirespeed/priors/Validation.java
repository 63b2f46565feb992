package dev.wirespeed.priors;

import dev.wirespeed.calibration.ScopedCalibration;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Evidence;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.model.Ceiling;
import dev.wirespeed.solver.model.FittedPriors;
import dev.wirespeed.solver.model.Prediction;
import dev.wirespeed.solver.model.Priors;
import dev.wirespeed.solver.model.RangeClass;
import dev.wirespeed.solver.model.Ranges;
import dev.wirespeed.solver.model.Stage;
import dev.wirespeed.solver.model.ThroughputModel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Fits the priors to the corpus and judges the model by leave-one-out: every case is predicted with
 * the factors fitted from all the other cases (never from itself), and its 80% range comes from the
 * other cases' leave-one-out errors in its {@link RangeClass} (the physics that bound it and how much
 * of the path is known). With {@code calibrated}, each case is
 * predicted again after calibrating with one other case of the same part (else of the same class)
 * that binds on the same factor, the way a person's own run calibrates a plan.
 */
public final class Validation {

    /** One judged case. {@code error} is (predicted − measured) / measured. */
    public record Row(
            String id,
            List<String> classes,
            double measured,
            double predicted,
            double error,
            Stage stated,
            Stage named,
            String factor,
            Prediction.Range range,
            RangeClass rangeClass,
            boolean inside,
            Double calibratedGbps,
            String partner) {

        public boolean stageRight() {
            return stated != null && stated == named;
        }

        public Double calibratedError() {
            return calibratedGbps == null ? null : (calibratedGbps - measured) / measured;
        }
    }

    /** A case the model cannot read as a path, and why. */
    public record Excluded(String id, String reason) {}

    /**
     * The summary line's figures: cases judged, median absolute error, cases within 10%, share of
     * the cases whose source states the limit where the model names the same stage, share inside
     * the 80% range; and with calibration the median absolute error after one partner run.
     */
    public record Summary(
            int cases,
            double medianAbsError,
            int within10,
            int stated,
            double stageRight,
            double insideRange,
            Double calibratedMedianAbsError,
            int calibratedCases) {

        public String line() {
            String s = String.format(
                    Locale.ROOT,
                    "cases %d, median abs error %.1f%%, within 10%% %d, stage right %.0f%%, inside range %.0f%%",
                    cases,
                    100 * medianAbsError,
                    within10,
                    100 * stageRight,
                    100 * insideRange);
            if (calibratedMedianAbsError != null) {
                s += String.format(
                        Locale.ROOT,
                        "; calibrated with one run of the same part (%d cases) median abs error %.1f%%",
                        calibratedCases,
                        100 * calibratedMedianAbsError);
            }
            return s;
        }
    }

    /** What a validation produced: the rows, the excluded cases, the summary, and the full-corpus fit. */
    public record Report(
            List<Row> rows,
            List<Excluded> excluded,
            Summary summary,
            FittedPriors fitted,
            Map<String, List<String>> determining,
            List<String> held,
            int corpus,
            long sources) {}

    private Validation() {}

    /** Fits on every case and validates by leave-one-out. An empty or unreadable corpus is an IllegalArgumentException. */
    public static Report run(List<Evidence> corpus, Catalog catalog, boolean calibrated) {
        if (corpus.isEmpty()) {
            throw new IllegalArgumentException("the evidence corpus is empty: nothing to fit or validate");
        }
        FactorSpace space = FactorSpace.declared();
        List<EvidenceCase> read = new EvidencePaths(catalog).read(corpus);
        List<LinearCase> cases = new ArrayList<>();
        List<Excluded> excluded = new ArrayList<>();
        for (EvidenceCase c : read) {
            if (!c.modelled()) {
                excluded.add(new Excluded(c.id(), c.excluded()));
                continue;
            }
            try {
                cases.add(LinearCase.of(c, space));
            } catch (IllegalArgumentException e) {
                excluded.add(new Excluded(c.id(), "the model cannot read it: " + e.getMessage()));
            }
        }
        if (cases.size() < 3) {
            throw new IllegalArgumentException("only " + cases.size() + " of " + corpus.size()
                    + " evidence cases can be read as paths: too few to fit");
        }
        PriorFit.Result full = PriorFit.fit(cases, space);

        int n = cases.size();
        double[][] thetas = new double[n][];
        List<Ceiling>[] loo = loos(n);
        double[] residual = new double[n];
        RangeClass[] cls = new RangeClass[n];
        for (int i = 0; i < n; i++) {
            List<LinearCase> others = new ArrayList<>(cases);
            others.remove(i);
            thetas[i] = PriorFit.fit(others, space).theta();
            loo[i] = sorted(ThroughputModel.ceilingsInOrder(
                    cases.get(i).source.path(),
                    space.calibration(thetas[i]),
                    new LinkedHashMap<>(),
                    new ArrayList<>()));
            residual[i] = cases.get(i).y - Math.log(loo[i].get(0).gbps());
            cls[i] = RangeClass.of(cases.get(i).source.path(), loo[i].get(0));
        }
        Map<RangeClass, FittedPriors.Band> bands = new EnumMap<>(RangeClass.class);
        for (RangeClass c : RangeClass.values()) {
            double[] r = classResiduals(residual, cls, c, -1);
            if (r.length >= RangeClass.MIN_CASES) {
                bands.put(c, band(r));
            }
        }
        Map<String, FittedPriors.Fit> fits = new LinkedHashMap<>();
        for (int j = 0; j < space.size(); j++) {
            String key = space.factors.get(j).key();
            List<String> det = full.determining().get(key);
            if (!det.isEmpty() && !full.held()[j]) {
                fits.put(
                        key,
                        new FittedPriors.Fit(
                                Double.parseDouble(FittedPriors.num(space.toValue(j, full.theta()[j]))), det));
            }
        }
        FittedPriors fitted = new FittedPriors(fits, bands);

        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            LinearCase c = cases.get(i);
            Ceiling b = loo[i].get(0);
            int self = i;
            Prediction.Range range = ThroughputModel.unstatedVersion(
                    c.source.path(),
                    space.calibration(thetas[i]),
                    b,
                    Ranges.of(b, loo[i], looBand(residual, cls, cls[i], i)),
                    k -> looBand(residual, cls, k, self));
            double measured = c.source.measuredGbps();
            Double calGbps = null;
            String partner = null;
            if (calibrated) {
                int j = partner(cases, loo, i, thetas[i], space);
                if (j >= 0) {
                    partner = cases.get(j).id();
                    calGbps = calibratedPrediction(cases.get(i), cases.get(j), thetas[i], space);
                }
            }
            rows.add(new Row(
                    c.id(),
                    c.source.evidence().classes(),
                    measured,
                    b.gbps(),
                    (b.gbps() - measured) / measured,
                    c.source.statedStage(),
                    b.stage(),
                    b.factor(),
                    range,
                    cls[i],
                    range.contains(measured),
                    calGbps,
                    partner));
        }
        long sources = corpus.stream().map(e -> e.source().url()).distinct().count();
        List<String> held = new ArrayList<>();
        for (int j = 0; j < space.size(); j++) {
            if (full.held()[j]) {
                held.add(space.factors.get(j).key());
            }
        }
        return new Report(
                rows, excluded, summarize(rows, calibrated), fitted, full.determining(), held, corpus.size(), sources);
    }

    @SuppressWarnings("unchecked")
    private static List<Ceiling>[] loos(int n) {
        return (List<Ceiling>[]) new List<?>[n];
    }

    private static List<Ceiling> sorted(List<Ceiling> c) {
        List<Ceiling> s = new ArrayList<>(c);
        s.sort(Comparator.comparingDouble(Ceiling::gbps));
        return s;
    }

    /**
     * The band of class c without case i, as the shipped band would be without it: from the other
     * cases of c when enough bound there, else of its broader class, else the shipped one.
     */
    private static FittedPriors.Band looBand(double[] residual, RangeClass[] cls, RangeClass c, int i) {
        for (RangeClass k = c; k != null; k = k.broader()) {
            double[] others = classResiduals(residual, cls, k, i);
            if (others.length >= RangeClass.MIN_CASES) {
                return band(others);
            }
        }
        return Ranges.band(c);
    }

    private static double[] classResiduals(double[] residual, RangeClass[] cls, RangeClass c, int skip) {
        List<Double> r = new ArrayList<>();
        for (int k = 0; k < residual.length; k++) {
            if (k != skip && cls[k] == c) {
                r.add(residual[k]);
            }
        }
        return r.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /**
     * The 80% band of a class's errors as a prediction interval for one more case: the 10th and
     * 90th percentile at the order statistics (n + 1) q (type 6). With n errors, a further case of
     * the same class falls below the k-th smallest with probability k / (n + 1), so these positions
     * hold it four times out of five; the type-7 percentiles (n − 1) q + 1 sit closer to the middle
     * and, on classes of 5 to 40 cases, held fewer (usb, bus and a role's CPU default 64-70%).
     */
    static FittedPriors.Band band(double[] errors) {
        return new FittedPriors.Band(predictionQuantile(errors, 0.1), predictionQuantile(errors, 0.9), errors.length);
    }

    /** The q-quantile at position (n + 1) q of the sorted values (R's type 6), clamped to the extremes. */
    static double predictionQuantile(double[] values, double q) {
        double[] v = values.clone();
        Arrays.sort(v);
        double h = Math.max(0, Math.min(v.length - 1, (v.length + 1) * q - 1));
        int lo = (int) Math.floor(h);
        int hi = Math.min(v.length - 1, lo + 1);
        return v[lo] + (h - lo) * (v[hi] - v[lo]);
    }

    /** The q-quantile by linear interpolation between order statistics (type 7, as R and NumPy default). */
    static double quantile(double[] values, double q) {
        double[] v = values.clone();
        Arrays.sort(v);
        if (v.length == 1) {
            return v[0];
        }
        double h = (v.length - 1) * q;
        int lo = (int) Math.floor(h);
        int hi = Math.min(v.length - 1, lo + 1);
        return v[lo] + (h - lo) * (v[hi] - v[lo]);
    }

    static double median(List<Double> values) {
        return quantile(values.stream().mapToDouble(Double::doubleValue).toArray(), 0.5);
    }

    /**
     * The other case to calibrate with: one whose prediction (with the same leave-one-out factors)
     * binds on the same factor for the same part (this CPU, this NIC). -1 when there is none.
     */
    private static int partner(List<LinearCase> cases, List<Ceiling>[] loo, int i, double[] theta, FactorSpace space) {
        Ceiling b = loo[i].get(0);
        if (b.factor() == null) {
            return -1;
        }
        Calibration.Scope scope = ThroughputModel.scopeOf(cases.get(i).source.path(), b);
        for (int j = 0; j < cases.size(); j++) {
            if (j == i) {
                continue;
            }
            List<Ceiling> cj = sorted(ThroughputModel.ceilingsInOrder(
                    cases.get(j).source.path(), space.calibration(theta), new LinkedHashMap<>(), new ArrayList<>()));
            Ceiling bj = cj.get(0);
            if (!b.factor().equals(bj.factor())) {
                continue;
            }
            Calibration.Scope sj = ThroughputModel.scopeOf(cases.get(j).source.path(), bj);
            if (scope.part() != null && scope.part().equals(sj.part())) {
                return j;
            }
        }
        return -1;
    }

    /** Case i predicted after one run (the partner's) calibrated the leave-one-out priors, as a person's run would. */
    private static double calibratedPrediction(
            LinearCase target, LinearCase partner, double[] theta, FactorSpace space) {
        Calibration base = space.calibration(theta);
        List<Ceiling> cp = sorted(
                ThroughputModel.ceilingsInOrder(partner.source.path(), base, new LinkedHashMap<>(), new ArrayList<>()));
        Ceiling b = cp.get(0);
        double value = base.value(b.factor()).value();
        double implied = Priors.get(b.factor()).clamp(value * partner.source.measuredGbps() / b.gbps());
        Calibration cal = new ScopedCalibration(
                base,
                List.of(new ScopedCalibration.Observation(
                        b.factor(), ThroughputModel.scopeOf(partner.source.path(), b), implied, 1.0)));
        List<Ceiling> ct = sorted(
                ThroughputModel.ceilingsInOrder(target.source.path(), cal, new LinkedHashMap<>(), new ArrayList<>()));
        return ct.get(0).gbps();
    }

    static Summary summarize(List<Row> rows, boolean calibrated) {
        List<Double> abs = rows.stream().map(r -> Math.abs(r.error())).toList();
        int within = (int) abs.stream().filter(a -> a <= 0.10).count();
        List<Row> stated = rows.stream().filter(r -> r.stated() != null).toList();
        double right =
                stated.isEmpty() ? 0 : stated.stream().filter(Row::stageRight).count() / (double) stated.size();
        double inside = rows.stream().filter(Row::inside).count() / (double) rows.size();
        Double cal = null;
        int calCases = 0;
        if (calibrated) {
            List<Double> ce = new ArrayList<>();
            for (Row r : rows) {
                if (r.calibratedError() != null) {
                    ce.add(Math.abs(r.calibratedError()));
                }
            }
            calCases = ce.size();
            cal = ce.isEmpty() ? null : median(ce);
        }
        return new Summary(rows.size(), median(abs), within, stated.size(), right, inside, cal, calCases);
    }
}
