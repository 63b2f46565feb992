package dev.wirespeed.units;

/**
 * Fast, locale-independent number text for the arithmetic shown in messages (String.format is
 * too slow for the thousands of ceilings a large plan produces).
 */
public final class NumberText {

    private NumberText() {}

    /** Fixed decimals, e.g. fixed(9.4148, 2) = "9.41". */
    public static String fixed(double v, int decimals) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return String.valueOf(v);
        }
        return appendFixed(new StringBuilder(24), v, decimals).toString();
    }

    /** Up to {@code decimals} decimals without trailing zeros, e.g. short(10.0, 3) = "10", short(2.5, 3) = "2.5". */
    public static String trim(double v, int decimals) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return String.valueOf(v);
        }
        StringBuilder sb = appendFixed(new StringBuilder(24), v, decimals);
        if (decimals > 0) {
            int end = sb.length();
            while (sb.charAt(end - 1) == '0') {
                end--;
            }
            if (sb.charAt(end - 1) == '.') {
                end--;
            }
            sb.setLength(end);
        }
        return sb.toString();
    }

    /**
     * {@code v} rounded half up to {@code decimals} decimals, written into {@code sb}: the digits go
     * straight into the one builder (a plan of thousands of ceilings formats tens of thousands).
     */
    private static StringBuilder appendFixed(StringBuilder sb, double v, int decimals) {
        long scale = 1;
        for (int i = 0; i < decimals; i++) {
            scale *= 10;
        }
        long r = Math.round(Math.abs(v) * scale);
        if (v < 0 && r != 0) {
            sb.append('-');
        }
        sb.append(r / scale);
        if (decimals > 0) {
            sb.append('.');
            long frac = r % scale;
            // the fraction's leading zeros: decimals digits in all
            for (long place = scale / 10; place > 1 && frac < place; place /= 10) {
                sb.append('0');
            }
            sb.append(frac);
        }
        return sb;
    }
}
