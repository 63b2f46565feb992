package dev.wirespeed.measure;

import dev.wirespeed.measure.parse.Interval;
import dev.wirespeed.measure.parse.ThroughputRun;
import dev.wirespeed.text.Phrase;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Recognises runs that show a fault rather than a ceiling: near 0 bit/s, a congestion window
 * collapsed to a segment or two while retransmitting, or a tenfold gap between the two directions
 * of the same pair. Faults are diagnosed, never learned from.
 */
public final class Faults {

    /** Below this a run moved (next to) nothing: 10 Mbit/s. */
    public static final double NEAR_ZERO_GBPS = 0.01;
    /** A congestion window this small (bytes) is about one or two full segments. */
    public static final long COLLAPSED_CWND_BYTES = 3 * 1448;

    private Faults() {}

    /**
     * A fault found in a run: a short code, and what it means with the numbers, as phrases ({@link
     * #message()} and {@link #check()} are the English).
     */
    public record Fault(String code, Phrase text, Phrase checkText) {
        public String message() {
            return text.english();
        }

        public String check() {
            return checkText.english();
        }
    }

    public static List<Fault> of(ThroughputRun run, Double reverseDirectionGbps) {
        List<Fault> out = new ArrayList<>();
        Double g = run.gbps();
        if (g != null && g < NEAR_ZERO_GBPS) {
            out.add(new Fault(
                    "near-zero",
                    Phrase.of("fault.near-zero", String.format(Locale.ROOT, "%.3f", g * 1000)),
                    Phrase.of("fault.near-zero.check")));
        }
        long collapsed = run.intervals().stream()
                .filter(i -> i.cwndBytes() != null
                        && i.cwndBytes() <= COLLAPSED_CWND_BYTES
                        && i.retransmits() != null
                        && i.retransmits() > 0)
                .count();
        long withCwnd =
                run.intervals().stream().filter(i -> i.cwndBytes() != null).count();
        if (withCwnd > 0 && collapsed * 2 >= withCwnd && collapsed > 0) {
            Interval first = run.intervals().stream()
                    .filter(i -> i.cwndBytes() != null)
                    .findFirst()
                    .orElseThrow();
            out.add(new Fault(
                    "collapsed-cwnd",
                    Phrase.of("fault.collapsed-cwnd", first.cwndBytes(), collapsed, withCwnd),
                    Phrase.of("fault.collapsed-cwnd.check")));
        }
        if (g != null && reverseDirectionGbps != null && g > 0 && reverseDirectionGbps > 0) {
            double ratio = Math.max(g, reverseDirectionGbps) / Math.min(g, reverseDirectionGbps);
            if (ratio >= 10 && g < reverseDirectionGbps) {
                out.add(new Fault(
                        "asymmetric",
                        Phrase.of(
                                "fault.asymmetric",
                                String.format(Locale.ROOT, "%.3f", g),
                                String.format(Locale.ROOT, "%.3f", reverseDirectionGbps),
                                String.format(Locale.ROOT, "%.0f", ratio)),
                        Phrase.of("fault.asymmetric.check")));
            }
        }
        return out;
    }

    /** Coefficient of variation of the interval rates (0 = perfectly steady); null with fewer than 3 intervals. */
    public static Double variation(ThroughputRun run) {
        List<Interval> iv =
                run.intervals().stream().filter(i -> i.end() - i.start() > 0.5).toList();
        if (iv.size() < 3) {
            return null;
        }
        double mean = iv.stream().mapToDouble(Interval::gbps).average().orElse(0);
        if (mean <= 0) {
            return null;
        }
        double var = iv.stream()
                        .mapToDouble(i -> (i.gbps() - mean) * (i.gbps() - mean))
                        .sum()
                / (iv.size() - 1);
        return Math.sqrt(var) / mean;
    }
}
