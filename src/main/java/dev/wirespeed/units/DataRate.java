package dev.wirespeed.units;

import java.util.Locale;

/**
 * A data rate in bits per second. Decimal prefixes throughout (1 Gbit/s = 10^9 bit/s), as network
 * tools print rates; {@link #ofMegabytesPerSecond} converts disk figures (1 MB/s = 8 Mbit/s).
 */
public record DataRate(double bitsPerSecond) implements Comparable<DataRate> {

    public static final DataRate ZERO = new DataRate(0);

    public DataRate {
        if (Double.isNaN(bitsPerSecond) || bitsPerSecond < 0 || Double.isInfinite(bitsPerSecond)) {
            throw new IllegalArgumentException("a data rate must be a finite number >= 0, got " + bitsPerSecond);
        }
    }

    public static DataRate ofGbps(double gbps) {
        return new DataRate(gbps * 1e9);
    }

    public static DataRate ofMbps(double mbps) {
        return new DataRate(mbps * 1e6);
    }

    /** Disk and file-copy figures: megabytes (10^6 bytes) per second. */
    public static DataRate ofMegabytesPerSecond(double megabytesPerSecond) {
        return new DataRate(megabytesPerSecond * 8e6);
    }

    public double gbps() {
        return bitsPerSecond / 1e9;
    }

    public double megabytesPerSecond() {
        return bitsPerSecond / 8e6;
    }

    public DataRate times(double factor) {
        return new DataRate(bitsPerSecond * factor);
    }

    public DataRate min(DataRate other) {
        return compareTo(other) <= 0 ? this : other;
    }

    public boolean isBelow(DataRate other) {
        return compareTo(other) < 0;
    }

    @Override
    public int compareTo(DataRate o) {
        return Double.compare(bitsPerSecond, o.bitsPerSecond);
    }

    /** "9.41 Gbit/s", "949 Mbit/s", "210 kbit/s". */
    @Override
    public String toString() {
        return format(this);
    }

    public static String format(DataRate r) {
        double b = r.bitsPerSecond;
        if (b >= 1e9) {
            return String.format(Locale.ROOT, "%.3g Gbit/s", b / 1e9).replace(".000 ", " ");
        }
        if (b >= 1e6) {
            return String.format(Locale.ROOT, "%.3g Mbit/s", b / 1e6);
        }
        if (b >= 1e3) {
            return String.format(Locale.ROOT, "%.3g kbit/s", b / 1e3);
        }
        return String.format(Locale.ROOT, "%.0f bit/s", b);
    }

    /** Gbit/s with two decimals, e.g. "9.41": the form tables and messages use. */
    public String gbpsText() {
        return String.format(Locale.ROOT, "%.2f", gbps());
    }
}
