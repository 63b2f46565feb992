package dev.wirespeed.solver.model;

/**
 * The current value of each factor. {@link #PRIORS} uses the priors only; the calibration service
 * supplies values learned from measured runs, per scope: a factor applied to a part (this CPU,
 * this adapter) takes the part's learned value if runs moved it, else its class's, else the prior.
 */
public interface Calibration {

    /** A factor's value now, how many runs moved it (0: the prior) and the scope that supplied it. */
    record Value(double value, int runs, String scope) {
        public Value(double value, int runs) {
            this(value, runs, Scope.GLOBAL);
        }
    }

    /** The factor's global value. */
    Value value(String key);

    /** The factor's value for a path through {@code scope}'s part and class; the global value by default. */
    default Value value(String key, Scope scope) {
        return value(key);
    }

    Calibration PRIORS = key -> new Value(Priors.get(key).prior(), 0);

    /**
     * What a factor is applied to: the part (a catalog id such as "cpu:intel-n100" or
     * "nic:qnap-qna-uc5g1t", null when the part is not in the catalog) and its class ("cpu-class:atom",
     * "bus:usb.3.2gen1"). Calibration moves the part most, its class less, and nothing else.
     */
    record Scope(String part, String group) {
        public static final String GLOBAL = "global";
        public static final Scope NONE = new Scope(null, null);
        /** Factors of the path rather than a part (a protocol's overhead): one class, every path. */
        public static final Scope ALL_PATHS = new Scope(null, "all-paths");
    }
}
