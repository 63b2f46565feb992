package dev.wirespeed.evidence;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The CPU model codes in a free text ("Intel Celeron J3355", "12th Gen Intel(R) Core(TM) i5-12400",
 * "AMD Ryzen 7 5800H", "RK3588"), spelled one way ("j3355", "i5-12400", "ryzen-5800h", "rk3588"),
 * and their series: the code up to its first digit, or the Core/Ryzen/Xeon generation ("j3" holds the
 * J3355 and the J3455, "i5-12" the 12th-generation i5s). A series shares cores and clocks closely
 * enough that its runs tell about each other, less than the same model does.
 */
final class CpuNames {

    private static final Pattern CORE = Pattern.compile("\\bi([3579])-(\\d{4,5})([a-z]{0,2})\\b");
    private static final Pattern RYZEN =
            Pattern.compile("\\bryzen\\s+(?:[3579]\\s+)?(?:pro\\s+)?(\\d{4})([a-z]{0,2})\\b");
    private static final Pattern XEON = Pattern.compile("\\b(e[357])-(\\d{4})([a-z]{0,2})(?:\\s+(v\\d))?");
    private static final Pattern APPLE = Pattern.compile("\\b(?:apple\\s+)?(m[1-4])(?:\\s+(pro|max|ultra))?\\b");
    private static final Pattern CODE = Pattern.compile("\\b([a-z]{1,3})(\\d{3,5})([a-z]{0,2})\\b");

    private CpuNames() {}

    /** The model codes in {@code text}, normalised (empty for null). */
    static Set<String> in(String text) {
        Set<String> out = new LinkedHashSet<>();
        if (text == null) {
            return out;
        }
        String t = text.toLowerCase(Locale.ROOT);
        Matcher m = CORE.matcher(t);
        while (m.find()) {
            out.add("i" + m.group(1) + "-" + m.group(2) + m.group(3));
        }
        m = RYZEN.matcher(t);
        while (m.find()) {
            out.add("ryzen-" + m.group(1) + m.group(2));
        }
        m = XEON.matcher(t);
        while (m.find()) {
            out.add(m.group(1) + "-" + m.group(2) + m.group(3) + (m.group(4) == null ? "" : " " + m.group(4)));
        }
        m = APPLE.matcher(t);
        while (m.find()) {
            out.add(m.group(1) + (m.group(2) == null ? "" : " " + m.group(2)));
        }
        if (out.isEmpty()) {
            m = CODE.matcher(t);
            while (m.find()) {
                out.add(m.group(1) + m.group(2) + m.group(3));
            }
        }
        return out;
    }

    /** The series of a normalised code: "j3355" -> "j3", "i5-12400" -> "i5-12", "ryzen-5800h" -> "ryzen-5". */
    static String series(String code) {
        int dash = code.indexOf('-');
        int from = dash < 0 ? 0 : dash + 1;
        int digit = from;
        while (digit < code.length() && !Character.isDigit(code.charAt(digit))) {
            digit++;
        }
        if (digit >= code.length()) {
            return code;
        }
        // Core i5-12400 and i5-8500T: the generation is the digits before the last three
        if (code.startsWith("i") && dash > 0) {
            int digits = 0;
            while (digit + digits < code.length() && Character.isDigit(code.charAt(digit + digits))) {
                digits++;
            }
            return code.substring(0, digit + Math.max(1, digits - 3));
        }
        return code.substring(0, digit + 1);
    }
}
