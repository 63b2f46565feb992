package dev.wirespeed.measure.parse;

import java.util.function.Supplier;

/**
 * Builds a run record from figures read at a known place. The records refuse impossible figures with
 * an IllegalArgumentException that names the field; here that becomes a ParseException that also says
 * where the figure was read (a line, or a JSON path), so bad input is reported as bad input.
 */
final class Located {

    private Located() {}

    static <T> T at(String where, Supplier<T> build) {
        return at(() -> where, build);
    }

    /** For a place that costs work to name (a line number counted from an offset): named only on failure. */
    static <T> T at(Supplier<String> where, Supplier<T> build) {
        try {
            return build.get();
        } catch (IllegalArgumentException e) {
            throw new ParseException(where.get() + ": " + e.getMessage());
        }
    }
}
