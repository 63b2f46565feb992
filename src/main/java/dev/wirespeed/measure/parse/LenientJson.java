package dev.wirespeed.measure.parse;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A small lenient JSON reader for what iperf3 actually writes: objects keep every entry in order, so
 * duplicate keys (3.7-3.10 {@code --bidir}) survive; bare {@code nan}, {@code -nan}, {@code inf},
 * {@code -inf}, {@code NaN} and {@code Infinity} read as doubles; "5.924e 06" (3.1.2) reads as
 * 5.924e06; 18446744073709551615 (an unsigned -1) reads as -1. A document cut short fails with the
 * byte offset where it ended and the path it was in.
 */
final class LenientJson {

    static final int MAX_DEPTH = 64;

    sealed interface Value permits Obj, Arr, Str, Num, Bool, Null, Skipped {}

    /**
     * Which members of the objects at a place are built: {@link #member} gives the shape of a
     * member's value (of each item when it is an array), or null for a member nothing reads. Such a
     * member is still read through and checked exactly as a built one (the same errors at the same
     * offsets and paths), but no value is made of it: it stays in its object as {@link Skipped}, so
     * that {@link Obj#has} and the list of keys still see it.
     */
    @FunctionalInterface
    interface Shape {
        Shape member(String key);
    }

    /** Every member built: the whole document as written. */
    static final Shape ALL = key -> LenientJson.ALL;

    /** The shape that builds only the members {@code keys} names, each with the shape it maps to. */
    static Shape only(Map<String, Shape> keys) {
        return keys::get;
    }

    /** The shape that builds only the members {@code keys}, each whole. */
    static Shape leaves(Set<String> keys) {
        return key -> keys.contains(key) ? ALL : null;
    }

    record Entry(String key, Value value) {}

    record Obj(List<Entry> entries) implements Value {

        Value get(String key) {
            for (Entry e : entries) {
                if (e.key().equals(key)) {
                    return e.value();
                }
            }
            return null;
        }

        List<Value> all(String key) {
            List<Value> out = new ArrayList<>();
            for (Entry e : entries) {
                if (e.key().equals(key)) {
                    out.add(e.value());
                }
            }
            return out;
        }

        Obj obj(String key) {
            return get(key) instanceof Obj o ? o : null;
        }

        Arr arr(String key) {
            return get(key) instanceof Arr a ? a : null;
        }

        String str(String key) {
            return get(key) instanceof Str s ? s.value() : null;
        }

        /** A finite number, or null when absent, not a number, NaN or infinite. */
        Double dbl(String key) {
            if (get(key) instanceof Num n && Double.isFinite(n.value())) {
                return n.value();
            }
            return null;
        }

        /** A whole number >= 0, or null when absent, negative (incl. the unsigned -1) or not finite. */
        Long count(String key) {
            if (get(key) instanceof Num n && Double.isFinite(n.value()) && n.value() >= 0) {
                return Math.round(n.value());
            }
            return null;
        }

        boolean flag(String key) {
            Value v = get(key);
            if (v instanceof Bool b) {
                return b.value();
            }
            return v instanceof Num n && n.value() != 0;
        }

        boolean has(String key) {
            return get(key) != null;
        }
    }

    record Arr(List<Value> items) implements Value {}

    record Str(String value) implements Value {}

    /** A number; {@code text} is the token as written. */
    record Num(double value, String text) implements Value {}

    record Bool(boolean value) implements Value {}

    record Null() implements Value {}

    /** A member nothing reads: checked as JSON, not built. */
    record Skipped() implements Value {
        static final Skipped VALUE = new Skipped();
    }

    /** A document and where it ended (exclusive char index). */
    record Parsed(Obj root, int end) {}

    private final String s;
    /** The text's characters: indexing an array costs the client compiler far less than String.charAt. */
    private final char[] chars;

    private final Budget budget;
    private int pos;
    /** Member names, and array indexes as Integers: the path is only spelled out for a message. */
    private final List<Object> path = new ArrayList<>();

    private LenientJson(String s, char[] chars, int pos, Budget budget) {
        this.s = s;
        this.chars = chars;
        this.pos = pos;
        this.budget = budget;
    }

    /** Reads one JSON object starting at {@code start} (leading whitespace allowed). */
    static Parsed object(String s, int start) {
        return object(s, start, Budget.standard());
    }

    /** {@link #object(String, int)}, counting each value read against the parse's budget. */
    static Parsed object(String s, int start, Budget budget) {
        return object(s, start, budget, ALL);
    }

    /** {@link #object(String, int, Budget)}, building only the members {@code shape} names. */
    static Parsed object(String s, int start, Budget budget, Shape shape) {
        return object(s, s.toCharArray(), start, budget, shape);
    }

    /** {@link #object(String, int, Budget, Shape)} on an input's text, its characters copied out once for all its documents. */
    static Parsed object(Input input, int start, Shape shape) {
        return object(input.text, input.chars(), start, input.budget, shape);
    }

    private static Parsed object(String s, char[] chars, int start, Budget budget, Shape shape) {
        LenientJson j = new LenientJson(s, chars, start, budget);
        j.skipWs();
        if (j.pos >= chars.length || chars[j.pos] != '{') {
            throw j.error("expected '{' to start a JSON object");
        }
        Obj o = (Obj) j.value(0, shape);
        return new Parsed(o, j.pos);
    }

    /** A value with its members built as {@code shape} says; a null shape: checked and skipped. */
    private Value value(int depth, Shape shape) {
        if (depth > MAX_DEPTH) {
            throw error("JSON nested deeper than " + MAX_DEPTH + " levels");
        }
        budget.atOffset(s, pos);
        skipWs();
        if (pos >= chars.length) {
            throw truncated();
        }
        char c = chars[pos];
        if (shape == null) {
            switch (c) {
                case '{' -> skipObject(depth);
                case '[' -> skipArray(depth);
                case '"' -> skipString();
                default -> skipScalar();
            }
            return Skipped.VALUE;
        }
        return switch (c) {
            case '{' -> object(depth, shape);
            case '[' -> array(depth, shape);
            case '"' -> new Str(string());
            default -> scalar();
        };
    }

    private Obj object(int depth, Shape shape) {
        pos++;
        List<Entry> entries = new ArrayList<>();
        skipWs();
        if (pos < chars.length && chars[pos] == '}') {
            pos++;
            return new Obj(entries);
        }
        while (true) {
            skipWs();
            if (pos >= chars.length) {
                throw truncated();
            }
            if (chars[pos] != '"') {
                throw error("expected a quoted key");
            }
            String key = string();
            skipWs();
            expect(':');
            path.add(key);
            Value v = value(depth + 1, shape.member(key));
            path.remove(path.size() - 1);
            entries.add(new Entry(key, v));
            skipWs();
            if (pos >= chars.length) {
                throw truncated();
            }
            char c = chars[pos++];
            if (c == '}') {
                return new Obj(entries);
            }
            if (c != ',') {
                pos--;
                throw error("expected ',' or '}' after the value of \"" + key + "\"");
            }
        }
    }

    private Arr array(int depth, Shape shape) {
        pos++;
        List<Value> items = new ArrayList<>();
        skipWs();
        if (pos < chars.length && chars[pos] == ']') {
            pos++;
            return new Arr(items);
        }
        while (true) {
            path.add(items.size());
            Value v = value(depth + 1, shape);
            path.remove(path.size() - 1);
            items.add(v);
            skipWs();
            if (pos >= chars.length) {
                throw truncated();
            }
            char c = chars[pos++];
            if (c == ']') {
                return new Arr(items);
            }
            if (c != ',') {
                pos--;
                throw error("expected ',' or ']' in an array");
            }
        }
    }

    private String string() {
        int close = plainStringEnd(pos + 1);
        if (close >= 0) {
            String v = s.substring(pos + 1, close);
            pos = close + 1;
            return v;
        }
        pos++;
        StringBuilder b = new StringBuilder();
        while (true) {
            if (pos >= chars.length) {
                throw truncated();
            }
            char c = chars[pos++];
            if (c == '"') {
                return b.toString();
            }
            if (c == '\\') {
                if (pos >= chars.length) {
                    throw truncated();
                }
                char e = chars[pos++];
                switch (e) {
                    case 'n' -> b.append('\n');
                    case 't' -> b.append('\t');
                    case 'r' -> b.append('\r');
                    case 'b' -> b.append('\b');
                    case 'f' -> b.append('\f');
                    case 'u' -> {
                        if (pos + 4 > chars.length) {
                            throw truncated();
                        }
                        try {
                            b.append((char) Integer.parseInt(s.substring(pos, pos + 4), 16));
                        } catch (NumberFormatException ex) {
                            throw error("bad \\u escape");
                        }
                        pos += 4;
                    }
                    default -> b.append(e);
                }
            } else {
                b.append(c);
            }
        }
    }

    private Value scalar() {
        int start = pos;
        while (pos < chars.length) {
            char c = chars[pos];
            if (continuesToken(c)) {
                pos++;
            } else if (c == ' '
                    && pos > start
                    && (chars[pos - 1] == 'e' || chars[pos - 1] == 'E')
                    && pos + 1 < chars.length
                    && Character.isDigit(chars[pos + 1])
                    && (Character.isDigit(chars[start]) || chars[start] == '-')) {
                pos++; // iperf 3.1.2 wrote "5.924e 06"
            } else {
                break;
            }
        }
        String token = s.substring(start, pos);
        if (token.isEmpty()) {
            throw error("unexpected character '" + chars[pos] + "'");
        }
        // most tokens are plain decimals: read before the switch below hashes the token (none of its
        // words, nor the unsigned -1 of 20 digits, is one)
        double plain = plainDecimal(chars, start, pos);
        if (!Double.isNaN(plain)) {
            return new Num(plain, token);
        }
        switch (token) {
            case "true":
                return new Bool(true);
            case "false":
                return new Bool(false);
            case "null":
                return new Null();
            case "nan":
            case "-nan":
            case "NaN":
            case "-NaN":
            case "+nan":
                return new Num(Double.NaN, token);
            case "inf":
            case "+inf":
            case "Infinity":
            case "+Infinity":
                return new Num(Double.POSITIVE_INFINITY, token);
            case "-inf":
            case "-Infinity":
                return new Num(Double.NEGATIVE_INFINITY, token);
            default:
                break;
        }
        if (token.equals("18446744073709551615")) {
            return new Num(-1, token);
        }
        try {
            return new Num(Double.parseDouble(token.replace(" ", "")), token);
        } catch (NumberFormatException e) {
            if (pos >= chars.length) {
                throw truncated();
            }
            pos = start;
            throw error("not a JSON value: \"" + (token.length() > 40 ? token.substring(0, 40) + "..." : token) + "\"");
        }
    }

    // ---- members nothing reads: the same checks as building them, in the same order, nothing made ----

    private void skipObject(int depth) {
        pos++;
        skipWs();
        if (pos < chars.length && chars[pos] == '}') {
            pos++;
            return;
        }
        while (true) {
            skipWs();
            if (pos >= chars.length) {
                throw truncated();
            }
            if (chars[pos] != '"') {
                throw error("expected a quoted key");
            }
            String key = string();
            skipWs();
            expect(':');
            path.add(key);
            value(depth + 1, null);
            path.remove(path.size() - 1);
            skipWs();
            if (pos >= chars.length) {
                throw truncated();
            }
            char c = chars[pos++];
            if (c == '}') {
                return;
            }
            if (c != ',') {
                pos--;
                throw error("expected ',' or '}' after the value of \"" + key + "\"");
            }
        }
    }

    private void skipArray(int depth) {
        pos++;
        skipWs();
        if (pos < chars.length && chars[pos] == ']') {
            pos++;
            return;
        }
        int index = 0;
        while (true) {
            path.add(index);
            value(depth + 1, null);
            path.remove(path.size() - 1);
            index++;
            skipWs();
            if (pos >= chars.length) {
                throw truncated();
            }
            char c = chars[pos++];
            if (c == ']') {
                return;
            }
            if (c != ',') {
                pos--;
                throw error("expected ',' or ']' in an array");
            }
        }
    }

    private void skipString() {
        int close = plainStringEnd(pos + 1);
        if (close >= 0) {
            pos = close + 1;
        } else {
            string();
        }
    }

    /** Where a string starting at {@code from} ends (its closing quote) when it has no escape; -1 otherwise. */
    private int plainStringEnd(int from) {
        char[] cs = chars; // a local: the client compiler reloads a field on every turn of a loop
        for (int i = from; i < cs.length; i++) {
            char c = cs[i];
            if (c == '"') {
                return i;
            }
            if (c == '\\') {
                return -1;
            }
        }
        return -1;
    }

    /**
     * A scalar's token scanned as {@link #scalar} scans it; a plain decimal number
     * ({@code -?digits[.digits][(e|E)[+|-]digits]}, which Double.parseDouble always reads) needs no
     * further check, anything else is read by {@link #scalar} itself so that it fails the same way.
     */
    private void skipScalar() {
        char[] chars = this.chars; // a local, as in skipWs
        int start = pos;
        int i = start;
        if (i < chars.length && chars[i] == '-') {
            i++;
        }
        int digits = i;
        while (i < chars.length && isDigit(chars[i])) {
            i++;
        }
        boolean plain = i > digits;
        if (plain && i < chars.length && chars[i] == '.') {
            int frac = ++i;
            while (i < chars.length && isDigit(chars[i])) {
                i++;
            }
            plain = i > frac;
        }
        if (plain && i < chars.length && (chars[i] == 'e' || chars[i] == 'E')) {
            i++;
            if (i < chars.length && (chars[i] == '+' || chars[i] == '-')) {
                i++;
            }
            int exp = i;
            while (i < chars.length && isDigit(chars[i])) {
                i++;
            }
            plain = i > exp;
        }
        // the token must end here as scalar() would end it: not at a character it would take in
        if (plain && (i >= chars.length || !continuesToken(chars[i]))) {
            pos = i;
            return;
        }
        scalar();
    }

    /** 10^0 to 10^22: every one exactly a double. */
    private static final double[] POWERS_OF_TEN = {
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
        1e20, 1e21, 1e22
    };

    /**
     * A token {@code -?digits[.digits]} of at most 18 digits, as the double Double.parseDouble reads
     * from it, or NaN for any other token and for the rare long token whose rounding the fast reading
     * cannot settle (Double.parseDouble then reads it). Up to 15 digits the digits make an integer
     * below 2^53 and the fraction a power of ten up to 10^22, both exactly doubles, so one IEEE
     * division rounds the quotient once, correctly (Clinger's fast path). iperf3 writes most rates
     * and times with 16 or 17 digits ("10967699649.978184", "1.0000369548797607"): those go to
     * {@link #eiselLemire}.
     */
    static double plainDecimal(char[] c, int from, int to) {
        int i = from;
        boolean negative = i < to && c[i] == '-';
        if (negative) {
            i++;
        }
        long mantissa = 0;
        int digits = 0;
        int fraction = -1;
        for (; i < to; i++) {
            char ch = c[i];
            if (ch >= '0' && ch <= '9') {
                if (++digits > 18) {
                    return Double.NaN;
                }
                mantissa = mantissa * 10 + (ch - '0');
                if (fraction >= 0) {
                    fraction++;
                }
            } else if (ch == '.' && fraction < 0 && digits > 0) {
                fraction = 0;
            } else {
                return Double.NaN;
            }
        }
        if (digits == 0 || fraction == 0) {
            return Double.NaN; // "-" or "12.": Double.parseDouble decides
        }
        int scale = Math.max(fraction, 0);
        double v;
        if (mantissa < (1L << 53) && scale < POWERS_OF_TEN.length) {
            v = scale > 0 ? mantissa / POWERS_OF_TEN[scale] : mantissa;
        } else {
            v = eiselLemire(mantissa, -scale);
            if (Double.isNaN(v)) {
                return v;
            }
        }
        return negative ? -v : v;
    }

    /**
     * mantissa x 10^q correctly rounded to the nearest double, for 0 < mantissa < 10^18 and q from
     * {@link FivePowers#MIN_Q} to 0, or NaN where this reading cannot be sure of the rounding. This
     * is the algorithm of Eisel and Lemire (D. Lemire, "Number Parsing at a Gigabyte per Second",
     * Software: Practice and Experience 51(8), 2021, section 5): the mantissa, shifted to fill 64 bits,
     * times a 128-bit approximation of 5^q gives the significand's leading bits; when those bits
     * lie too near a rounding boundary for the approximation to decide (a test on the low bits of
     * the product), it gives up, and Double.parseDouble reads the token. A value exactly halfway
     * needs 5^-q to divide the mantissa with 54 bits to spare, so only scales 10^-1 to 10^-4 have
     * them (the paper's bound for binary64); further out the test gives up about once in 2^48. {@code PlainDecimalTest} compares it bit for bit with Double.parseDouble.
     */
    static double eiselLemire(long mantissa, int q) {
        if (mantissa <= 0 || q < FivePowers.MIN_Q || q > 0) {
            return Double.NaN;
        }
        if (q == 0) {
            return mantissa; // a long widened to a double is rounded to the nearest, ties to even (JLS 5.1.2)
        }
        int lz = Long.numberOfLeadingZeros(mantissa);
        long w = mantissa << lz;
        int index = q - FivePowers.MIN_Q;
        // hi:lo = floor(w x T / 2^64), T the 128-bit 5^q of the table: within 2 units of lo of the
        // exact w x 5^q x 2^(b - 64) (T errs by less than one unit, the floor by less than one)
        long hi = unsignedMultiplyHigh(w, FivePowers.HIGH[index]);
        long lo = w * FivePowers.HIGH[index];
        long carry = unsignedMultiplyHigh(w, FivePowers.LOW[index]);
        long sum = lo + carry;
        if (Long.compareUnsigned(sum, lo) < 0) {
            hi++;
        }
        lo = sum;
        int upper = (int) (hi >>> 63);
        long significand = hi >>> (upper + 9); // 54 bits: the double's 53 and the rounding bit
        // Rounding half up on the rounding bit is right unless the exact value may lie on the other
        // side of a halfway point than the computed one: the bits below the rounding bit all zero
        // with a set rounding bit, or all ones with a clear one, and lo within the error of the end.
        long belowMask = (1L << (upper + 8)) - 1;
        long below = hi & belowMask;
        if ((significand & 1) == 1 && below == 0 && Long.compareUnsigned(lo, NEAR) < 0) {
            return Double.NaN;
        }
        if ((significand & 1) == 0 && below == belowMask && Long.compareUnsigned(lo, -1L - NEAR) > 0) {
            return Double.NaN;
        }
        // floor(log2(10^q)) + 63, as in the paper: 217706 / 2^16 approximates log2(10)
        int power2 = ((217706 * q) >> 16) + 63 + upper - lz + 1023;
        significand += significand & 1;
        significand >>>= 1;
        if (significand >= (1L << 53)) {
            significand = 1L << 52;
            power2++;
        }
        if (power2 <= 0 || power2 >= 0x7FF) {
            return Double.NaN; // subnormal or out of range: never for the tokens let through
        }
        return Double.longBitsToDouble((significand & ~(1L << 52)) | ((long) power2 << 52));
    }

    /** How near, in units of lo, the product may lie to a halfway point for {@link #eiselLemire} to give up: far more than its error of 2. */
    private static final long NEAR = 1L << 16;

    /** The high 64 bits of the unsigned 128-bit product (Math.unsignedMultiplyHigh arrived in Java 18). */
    private static long unsignedMultiplyHigh(long a, long b) {
        return Math.multiplyHigh(a, b) + ((a >> 63) & b) + ((b >> 63) & a);
    }

    /**
     * 5^q for q from MIN_Q to 0 as 128-bit fixed-point significands, HIGH and LOW 64 bits: 5^q scaled
     * by 2^b into [2^127, 2^128) and rounded up (2^b / 5^-q, floored, plus one), as the paper's table
     * is for negative powers down to 10^-27, which covers every q here. Computed once, on first use,
     * with BigInteger.
     */
    static final class FivePowers {

        static final int MIN_Q = -27;

        static final long[] HIGH = new long[-MIN_Q + 1];
        static final long[] LOW = new long[-MIN_Q + 1];

        static {
            BigInteger two128 = BigInteger.ONE.shiftLeft(128);
            for (int q = MIN_Q; q <= 0; q++) {
                BigInteger five = BigInteger.valueOf(5).pow(-q);
                BigInteger t;
                if (q == 0) {
                    t = BigInteger.ONE.shiftLeft(127); // 5^0 = 1, its bit moved to the top
                } else {
                    // z: the smallest with 2^z >= 5^-q; 2^(z + 127) / 5^-q lies in [2^127, 2^128)
                    int z = five.subtract(BigInteger.ONE).bitLength();
                    t = BigInteger.ONE.shiftLeft(z + 127).divide(five).add(BigInteger.ONE);
                }
                if (t.compareTo(two128) >= 0 || t.bitLength() != 128) {
                    throw new AssertionError("5^" + q + " does not scale into 128 bits");
                }
                HIGH[q - MIN_Q] = t.shiftRight(64).longValue();
                LOW[q - MIN_Q] = t.longValue();
            }
        }

        private FivePowers() {}
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /**
     * A character {@link #scalar} would take into a token. (It also takes a space right after an
     * "e", which a plain number, ending in a digit, never has before it.)
     */
    private static boolean continuesToken(char c) {
        if (c < 0x80) {
            // ASCII answered here: Character.isLetterOrDigit's table look-up costs the client compiler
            return (c >= '0' && c <= '9')
                    || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z')
                    || c == '-'
                    || c == '+'
                    || c == '.';
        }
        return Character.isLetterOrDigit(c);
    }

    private void expect(char c) {
        if (pos >= chars.length) {
            throw truncated();
        }
        if (chars[pos] != c) {
            throw error("expected '" + c + "'");
        }
        pos++;
    }

    private void skipWs() {
        // locals: the client compiler that short commands run with reloads and stores fields on every turn
        char[] cs = chars;
        int p = pos;
        while (p < cs.length && isWhitespace(cs[p])) {
            p++;
        }
        pos = p;
    }

    /** Character.isWhitespace, without its table look-up for the printable ASCII that follows most blanks. */
    private static boolean isWhitespace(char c) {
        if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
            return true; // the blanks iperf3's pretty-printed JSON is made of, without the table look-up
        }
        return (c < ' ' || c >= 0x7f) && Character.isWhitespace(c);
    }

    private String where() {
        if (path.isEmpty()) {
            return "the top-level object";
        }
        StringBuilder b = new StringBuilder();
        for (Object p : path) {
            if (p instanceof Integer index) {
                b.append('[').append(index).append(']');
                continue;
            }
            if (b.length() > 0) {
                b.append('.');
            }
            b.append(p);
        }
        return b.toString();
    }

    private ParseException truncated() {
        return new ParseException("the JSON document ends at offset " + Input.utf8Offset(s, chars.length) + " inside "
                + where() + ": the run was interrupted or the output was cut short");
    }

    private ParseException error(String what) {
        int at = Math.min(pos, chars.length);
        return new ParseException(
                "invalid JSON at offset " + Input.utf8Offset(s, at) + " inside " + where() + ": " + what);
    }
}
