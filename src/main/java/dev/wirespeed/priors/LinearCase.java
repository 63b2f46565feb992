package dev.wirespeed.priors;

import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.model.Ceiling;
import dev.wirespeed.solver.model.PathSpec;
import dev.wirespeed.solver.model.ThroughputModel;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One evidence case as the fit sees it: the logarithm of each ceiling as a linear function of θ,
 * read off the model itself (evaluated at the start values and with each factor it uses moved by
 * {@link #STEP} of θ: the slope at the start), and the logarithm of the measured figure. The
 * prediction is the smallest ceiling. Every ceiling but one is exactly linear in θ, so the step does
 * not matter for them; the CPU ceiling of a run in both directions at once (iperf3 --bidir) whose
 * directions share a core is 1/(1/send + 1/receive), not linear in the two coefficients, and is read by
 * its tangent there.
 */
final class LinearCase {

    /** The move of θ the slopes are read with: small, so a ceiling that is not linear in θ gives its tangent. */
    static final double STEP = 1e-4;

    final EvidenceCase source;
    final double y;
    final double[] base;
    final int[][] factor;
    final double[][] coef;
    private final double[] theta0;
    final boolean[] uses;

    private LinearCase(EvidenceCase source, double[] base, int[][] factor, double[][] coef, double[] theta0, int n) {
        this.source = source;
        this.y = Math.log(source.measuredGbps());
        this.base = base;
        this.factor = factor;
        this.coef = coef;
        this.theta0 = theta0;
        this.uses = new boolean[n];
        for (int[] fs : factor) {
            for (int j : fs) {
                uses[j] = true;
            }
        }
    }

    static LinearCase of(EvidenceCase c, FactorSpace space) {
        return of(c, space, space.start());
    }

    /**
     * Whether every ceiling of the case is linear in θ, so that the reading at the start holds
     * everywhere. A run in both directions at once whose directions share a core at an end is not (its
     * CPU ceiling there is 1/(1/own + 1/other)): the fit reads it again at the θ it reached.
     */
    boolean linear() {
        PathSpec p = source.path();
        return !p.bidir()
                || !(ThroughputModel.bidirSharesACore(p, p.sender())
                        || ThroughputModel.bidirSharesACore(p, p.receiver()));
    }

    /** The case read at θ {@code t0}: its ceilings there and their slopes. */
    static LinearCase of(EvidenceCase c, FactorSpace space, double[] at) {
        double[] t0 = at.clone();
        Map<String, Calibration.Value> used = new LinkedHashMap<>();
        List<Ceiling> at0 = ThroughputModel.ceilingsInOrder(c.path(), space.calibration(t0), used, new ArrayList<>());
        int stages = at0.size();
        double[] base = new double[stages];
        for (int s = 0; s < stages; s++) {
            base[s] = Math.log(at0.get(s).gbps());
        }
        List<List<Integer>> fs = new ArrayList<>();
        List<List<Double>> cs = new ArrayList<>();
        for (int s = 0; s < stages; s++) {
            fs.add(new ArrayList<>());
            cs.add(new ArrayList<>());
        }
        for (String key : used.keySet()) {
            int j = space.indexOf(key);
            double[] t = t0.clone();
            t[j] += STEP;
            List<Ceiling> moved = ThroughputModel.ceilingsInOrder(
                    c.path(), space.calibration(t), new LinkedHashMap<>(), new ArrayList<>());
            for (int s = 0; s < stages; s++) {
                double d = (Math.log(moved.get(s).gbps()) - base[s]) / STEP;
                if (Math.abs(d) > 1e-8) {
                    fs.get(s).add(j);
                    cs.get(s).add(d);
                }
            }
        }
        int[][] factor = new int[stages][];
        double[][] coef = new double[stages][];
        for (int s = 0; s < stages; s++) {
            factor[s] = fs.get(s).stream().mapToInt(Integer::intValue).toArray();
            coef[s] = cs.get(s).stream().mapToDouble(Double::doubleValue).toArray();
        }
        return new LinearCase(c, base, factor, coef, t0, space.size());
    }

    int stages() {
        return base.length;
    }

    /** ln of ceiling s at θ. */
    double stage(int s, double[] theta) {
        double v = base[s];
        for (int k = 0; k < factor[s].length; k++) {
            v += coef[s][k] * (theta[factor[s][k]] - theta0[factor[s][k]]);
        }
        return v;
    }

    /** Coefficient of θ_j in ceiling s (0 when s does not use j). */
    double slope(int s, int j) {
        for (int k = 0; k < factor[s].length; k++) {
            if (factor[s][k] == j) {
                return coef[s][k];
            }
        }
        return 0;
    }

    /** The index of the binding (smallest) ceiling at θ. */
    int binding(double[] theta) {
        int best = 0;
        double min = Double.MAX_VALUE;
        for (int s = 0; s < base.length; s++) {
            double v = stage(s, theta);
            if (v < min) {
                min = v;
                best = s;
            }
        }
        return best;
    }

    double logPrediction(double[] theta) {
        return stage(binding(theta), theta);
    }

    String id() {
        return source.id();
    }
}
