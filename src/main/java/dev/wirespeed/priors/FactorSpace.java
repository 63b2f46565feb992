package dev.wirespeed.priors;

import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.model.Priors;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The declared factors as coordinates a fit moves: θ = ln(value) for a multiplying factor, the
 * value itself for an exponent, so that every ceiling's logarithm is linear in θ.
 */
final class FactorSpace {

    final List<Priors.Factor> factors;
    private final Map<String, Integer> index = new HashMap<>();

    FactorSpace(List<Priors.Factor> factors) {
        this.factors = List.copyOf(factors);
        for (int j = 0; j < this.factors.size(); j++) {
            index.put(this.factors.get(j).key(), j);
        }
    }

    static FactorSpace declared() {
        return new FactorSpace(Priors.declared());
    }

    int size() {
        return factors.size();
    }

    int indexOf(String key) {
        Integer j = index.get(key);
        if (j == null) {
            throw new IllegalArgumentException("no such factor: " + key);
        }
        return j;
    }

    boolean multiplies(int j) {
        return factors.get(j).scale() == Priors.Scale.MULTIPLY;
    }

    double toTheta(int j, double value) {
        return multiplies(j) ? Math.log(value) : value;
    }

    double toValue(int j, double theta) {
        return multiplies(j) ? Math.exp(theta) : theta;
    }

    double[] start() {
        double[] t = new double[size()];
        for (int j = 0; j < t.length; j++) {
            t[j] = toTheta(j, factors.get(j).start());
        }
        return t;
    }

    double lower(int j) {
        return toTheta(j, factors.get(j).min());
    }

    double upper(int j) {
        return toTheta(j, factors.get(j).max());
    }

    /** A calibration that answers θ's values, unclamped, for every scope alike. */
    Calibration calibration(double[] theta) {
        double[] t = theta.clone();
        return key -> new Calibration.Value(toValue(indexOf(key), t[indexOf(key)]), 0);
    }
}
