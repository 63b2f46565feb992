package dev.wirespeed.measure.parse;

import java.util.Locale;

/**
 * Unit conversions as the tools print them. iperf 2 and iperf3 print byte counts in binary units
 * (KBytes = 1024, MBytes = 2^20, GBytes = 2^30) and bit rates in decimal units (Mbits/sec = 10^6).
 */
final class Units {

    private Units() {}

    /** "K", "M", "G", "T" (any case) or "" as a power of 1024. */
    static double binary(String prefix) {
        return switch (prefix.isEmpty() ? ' ' : Character.toUpperCase(prefix.charAt(0))) {
            case ' ' -> 1;
            case 'K' -> 1024d;
            case 'M' -> 1024d * 1024;
            case 'G' -> 1024d * 1024 * 1024;
            case 'T' -> 1024d * 1024 * 1024 * 1024;
            default -> throw new IllegalArgumentException("unknown unit prefix " + prefix);
        };
    }

    /** "K", "M", "G", "T" (any case) or "" as a power of 1000. */
    static double decimal(String prefix) {
        return switch (prefix.isEmpty() ? ' ' : Character.toUpperCase(prefix.charAt(0))) {
            case ' ' -> 1;
            case 'K' -> 1e3;
            case 'M' -> 1e6;
            case 'G' -> 1e9;
            case 'T' -> 1e12;
            default -> throw new IllegalArgumentException("unknown unit prefix " + prefix);
        };
    }

    /** "3.50" + "G" Bytes: 3.50 x 2^30, rounded; a figure past 2^63 bytes (8 EiB) is no real transfer. */
    static long bytes(String number, String prefix) {
        double bytes = number(number) * binary(prefix);
        if (!(bytes < 0x1p63)) {
            throw new IllegalArgumentException(
                    "the byte count " + Checks.shorten(number) + " " + prefix + "Bytes is beyond any real transfer");
        }
        return Math.round(bytes);
    }

    /** A whole count as printed ("4691", "-1"); {@code what} names the column for the message. */
    static long count(String digits, String what) {
        try {
            return Long.parseLong(digits);
        } catch (NumberFormatException e) {
            boolean digitsOnly = digits.matches("-?\\d+");
            throw new IllegalArgumentException(what + " \"" + Checks.shorten(digits) + "\" is "
                    + (digitsOnly ? "too large to be a count" : "not a whole number"));
        }
    }

    /**
     * A rate column as Gbit/s. "bits/sec" columns are decimal; iperf's byte-rate formats (-f K/M/G,
     * "MBytes/sec") are binary bytes.
     */
    static double gbps(String number, String prefix, String bitsOrBytes) {
        double value = number(number);
        if (bitsOrBytes.toLowerCase(Locale.ROOT).startsWith("byte")) {
            return value * binary(prefix) * 8 / 1e9;
        }
        return value * decimal(prefix) / 1e9;
    }

    /** A decimal number as printed, accepting a decimal comma ("177,9") from localized builds. */
    static double number(String s) {
        return Double.parseDouble(s.replace(',', '.'));
    }

    /** "200,048,908" or "200048908" as a long. */
    static long grouped(String s) {
        return count(s.replace(",", ""), "the byte count");
    }

    /** "400,097,886.00" as a double (thousands commas, decimal point). */
    static double groupedDecimal(String s) {
        return Double.parseDouble(s.replace(",", ""));
    }
}
