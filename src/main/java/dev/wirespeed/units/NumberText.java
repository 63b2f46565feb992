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
        long scale = 1;
        for (int i = 0; i < decimals; i++) {
            scale *= 10;
        }
        long r = Math.round(Math.abs(v) * scale);
        StringBuilder sb = new StringBuilder(16);
        if (v < 0 && r != 0) {
            sb.append('-');
        }
        sb.append(r / scale);
        if (decimals > 0) {
            sb.append('.');
            String frac = Long.toString(r % scale);
            for (int i = frac.length(); i < decimals; i++) {
                sb.append('0');
            }
            sb.append(frac);
        }
        return sb.toString();
    }

    /** Up to {@code decimals} decimals without trailing zeros, e.g. short(10.0, 3) = "10", short(2.5, 3) = "2.5". */
    public static String trim(double v, int decimals) {
        String s = fixed(v, decimals);
        if (s.indexOf('.') < 0) {
            return s;
        }
        int end = s.length();
        while (s.charAt(end - 1) == '0') {
            end--;
        }
        if (s.charAt(end - 1) == '.') {
            end--;
        }
        return s.substring(0, end);
    }
}
