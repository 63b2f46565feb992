package dev.wirespeed.measure.parse;

import dev.wirespeed.measure.parse.LenientJson.Num;
import dev.wirespeed.measure.parse.LenientJson.Obj;
import dev.wirespeed.measure.parse.LenientJson.Value;

import java.util.List;
import java.util.function.Supplier;

/**
 * The figures iperf3 JSON reports as measured (bytes, bits_per_second, seconds, start, end of the
 * end-of-run sums and the interval sums) must make physical sense: a negative, NaN or infinite
 * figure, or a rate above {@link Checks#MAX_NETWORK_GBPS}, is refused with its JSON path instead of
 * being dropped or stored. Fields iperf3 itself writes as nan or -1 when it has no value (lost_percent,
 * jitter_ms, snd_cwnd, rtt) are not checked here; the reader treats those as absent.
 */
final class Iperf3Figures {

    private static final List<String> END_SUMS =
            List.of("sum_sent", "sum_received", "sum_sent_bidir_reverse", "sum_received_bidir_reverse", "sum");
    private static final List<String> INTERVAL_SUMS = List.of("sum", "sum_bidir_reverse");
    private static final List<String> FIGURES = List.of("bytes", "bits_per_second", "seconds", "start", "end");

    private Iperf3Figures() {}

    /** The sums of an "end" object; {@code where} is the path to it, e.g. "end". */
    static void end(Obj end, Supplier<String> where) {
        sums(end, END_SUMS, where);
    }

    /** The sums of one interval; {@code where} is the path to it, e.g. "intervals[3]". */
    static void interval(Obj interval, Supplier<String> where) {
        sums(interval, INTERVAL_SUMS, where);
    }

    private static void sums(Obj parent, List<String> keys, Supplier<String> where) {
        if (parent == null) {
            return;
        }
        for (String key : keys) {
            for (Value v : parent.all(key)) {
                if (v instanceof Obj sum) {
                    figures(sum, () -> where.get() + "." + key);
                }
            }
        }
    }

    private static void figures(Obj sum, Supplier<String> where) {
        for (String field : FIGURES) {
            if (!(sum.get(field) instanceof Num n)) {
                continue;
            }
            double v = n.value();
            if (!Double.isFinite(v) || v < 0) {
                throw new ParseException(where.get() + "." + field + " is " + Checks.shorten(n.text()) + ": a measured "
                        + noun(field) + " must be a finite number >= 0");
            }
            if (field.equals("bits_per_second") && v / 1e9 > Checks.MAX_NETWORK_GBPS) {
                throw new ParseException(where.get() + "." + field + " is " + Checks.shorten(n.text()) + " (" + v / 1e9
                        + " Gbit/s): above 1,000 Gbit/s, faster than any Ethernet standard");
            }
        }
    }

    private static String noun(String field) {
        return switch (field) {
            case "bytes" -> "byte count";
            case "bits_per_second" -> "rate";
            default -> "time";
        };
    }
}
