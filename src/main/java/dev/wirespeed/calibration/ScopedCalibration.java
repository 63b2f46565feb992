package dev.wirespeed.calibration;

import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.model.Priors;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Factor values learned from runs, per scope. A run's implied value moves the factor for its part
 * (this CPU, this adapter) most and for the part's class (Atom-class CPUs, USB 3.2 Gen1 adapters)
 * less, each shrunk toward the level above: the class toward the global value, with the global value
 * worth {@link #CLASS_PRIOR_WEIGHT} runs; the part toward its class's value, worth
 * {@link #PART_PRIOR_WEIGHT} run. Global values never move, so a run never changes a prediction for
 * a part outside its class.
 */
public final class ScopedCalibration implements Calibration {

    /** Against a part's own runs, its class's value counts as one run. */
    public static final double PART_PRIOR_WEIGHT = 1.0;

    /** Against a class's runs, the global prior (fitted from the public corpus) counts as four runs. */
    public static final double CLASS_PRIOR_WEIGHT = 4.0;

    /** What one run says about a factor: the value it implies, for which scope, with what weight. */
    public record Observation(String factor, Scope scope, double implied, double weight) {
        public Observation {
            if (factor == null || scope == null) {
                throw new IllegalArgumentException("an observation needs its factor and scope");
            }
            if (!(weight > 0) || !(implied > 0)) {
                throw new IllegalArgumentException("an observation needs a weight and an implied value above 0");
            }
        }
    }

    /** One scope's learned value: the factor, the scope ("cpu:intel-n100", "bus:usb.3.2gen1"), value, runs. */
    public record Learned(String factor, String scope, double value, int runs) {}

    /** Weighted sum of implied values, total weight and run count of one scope; a part keeps its class. */
    private record Sum(double weighted, double weight, int runs, String group) {
        static Sum of(Observation o) {
            return new Sum(o.weight() * o.implied(), o.weight(), 1, o.scope().group());
        }

        Sum plus(Sum b) {
            return new Sum(weighted + b.weighted, weight + b.weight, runs + b.runs, group);
        }
    }

    private final Calibration base;
    private final Map<String, Sum> parts = new LinkedHashMap<>();
    private final Map<String, Sum> groups = new LinkedHashMap<>();

    public ScopedCalibration(Calibration base, List<Observation> observations) {
        this.base = base;
        for (Observation o : observations) {
            if (o.scope().group() != null) {
                groups.merge(o.factor() + "|" + o.scope().group(), Sum.of(o), Sum::plus);
            }
            if (o.scope().part() != null) {
                parts.merge(o.factor() + "|" + o.scope().part(), Sum.of(o), Sum::plus);
            }
        }
    }

    @Override
    public Value value(String key) {
        return base.value(key);
    }

    @Override
    public Value value(String key, Scope scope) {
        Value global = base.value(key);
        Sum group = scope.group() == null ? null : groups.get(key + "|" + scope.group());
        Sum part = scope.part() == null ? null : parts.get(key + "|" + scope.part());
        double classValue = group == null
                ? global.value()
                : (CLASS_PRIOR_WEIGHT * global.value() + group.weighted) / (CLASS_PRIOR_WEIGHT + group.weight);
        Priors.Factor f = Priors.get(key);
        if (part != null) {
            double v = (PART_PRIOR_WEIGHT * classValue + part.weighted) / (PART_PRIOR_WEIGHT + part.weight);
            return new Value(f.clamp(v), part.runs, scope.part());
        }
        if (group != null) {
            return new Value(f.clamp(classValue), group.runs, scope.group());
        }
        return global;
    }

    /** Every scope some run moved, classes first, with its value now (a part's shrunk toward its class). */
    public List<Learned> learned() {
        List<Learned> out = new ArrayList<>();
        groups.forEach((k, sum) -> {
            String[] f = k.split("\\|", 2);
            out.add(new Learned(f[0], f[1], value(f[0], new Scope(null, f[1])).value(), sum.runs));
        });
        parts.forEach((k, sum) -> {
            String[] f = k.split("\\|", 2);
            out.add(new Learned(f[0], f[1], value(f[0], new Scope(f[1], sum.group)).value(), sum.runs));
        });
        return out;
    }
}
