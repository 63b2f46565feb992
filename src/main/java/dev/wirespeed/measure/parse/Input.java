package dev.wirespeed.measure.parse;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The text being parsed, checked once (size, emptiness, binary data) and split into lines that
 * remember where they are, so a run's raw text is an exact substring of the input.
 */
final class Input {

    /** Measurement outputs are kilobytes; a long iperf3 -J run with -P 128 is a few MB. */
    static final int MAX_CHARS = 8 * 1024 * 1024;

    /**
     * The longest line the text parsers read: 64 KiB. Tools print lines of at most a few hundred
     * characters (a --json-stream event with -P 128 is the longest, ~50 KB, and JSON is read by the
     * JSON reader, not by lines); a longer line is refused, which also bounds the work of every
     * per-line pattern.
     */
    static final int MAX_LINE_CHARS = 64 * 1024;

    /** A line of the input: 1-based number, [start, end) offsets without the line break. */
    record Line(int number, int start, int end, String text) {}

    final String text;
    final Budget budget;
    private List<Line> lines;
    private char[] chars;

    private Input(String text, Budget budget) {
        this.text = text;
        this.budget = budget;
    }

    static Input of(String text) {
        return of(text, Budget.standard());
    }

    static Input of(String text, Budget budget) {
        if (text == null || text.isEmpty()) {
            throw new ParseException("empty input: there is nothing to parse");
        }
        if (text.length() > MAX_CHARS) {
            throw new ParseException(String.format(
                    Locale.ROOT,
                    "input too large: %,d characters, the limit is %,d (%d MiB); a measurement output is"
                            + " far smaller, so paste only the tool's output",
                    text.length(),
                    MAX_CHARS,
                    MAX_CHARS / (1024 * 1024)));
        }
        if (text.isBlank()) {
            throw new ParseException("empty input: the text holds only whitespace");
        }
        Input input = new Input(text, budget);
        input.rejectBinary();
        return input;
    }

    /**
     * The text's characters, copied out once: the scans over every character index this array, which
     * the client compiler that short commands run with makes far cheaper than String.charAt.
     */
    char[] chars() {
        if (chars == null) {
            chars = text.toCharArray();
        }
        return chars;
    }

    private void rejectBinary() {
        // one pass: the first NUL anywhere refuses the text; past that, unreadable characters in the
        // first 64 KiB refuse it when they are at least 1% of them
        char[] cs = chars();
        int scan = Math.min(cs.length, 65536);
        int bad = 0;
        int firstBad = -1;
        for (int from = 0; from < cs.length; from += CHUNK) {
            int to = Math.min(cs.length, from + CHUNK);
            if (!mayHoldUnreadable(cs, from, to)) {
                continue; // printable text, tabs and line breaks only: most chunks of any input
            }
            for (int i = from; i < to; i++) {
                char c = cs[i];
                if (c >= 0x20 && c != '\uFFFD') {
                    continue;
                }
                if (c == '\0') {
                    throw new ParseException(
                            "binary data, not text: a NUL byte at offset " + i + " (line " + lineNumberAt(i) + ")");
                }
                boolean control =
                        c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != 0x1b && c != 0x08;
                if (i < scan && (c == '\uFFFD' || control)) {
                    bad++;
                    if (firstBad < 0) {
                        firstBad = i;
                    }
                }
            }
        }
        if (bad > 0 && bad * 100 >= scan) {
            throw new ParseException("binary or invalid text: " + bad + " unreadable characters in the first " + scan
                    + ", the first at offset " + firstBad + " (line " + lineNumberAt(firstBad) + ")");
        }
    }

    /** Characters {@link #rejectBinary} first clears a run of at once, then reads one by one only when needed. */
    static final int CHUNK = 256;

    /**
     * 1 for each character {@link #rejectBinary} looks at one by one: the control characters other
     * than tab, line feed and carriage return, and U+FFFD to U+FFFF; 0 for the rest.
     */
    private static final byte[] LOOKED_AT = new byte[0x10000];

    static {
        for (int c = 0; c < 0x20; c++) {
            if (c != '\t' && c != '\n' && c != '\r') {
                LOOKED_AT[c] = 1;
            }
        }
        for (int c = 0xFFFD; c <= 0xFFFF; c++) {
            LOOKED_AT[c] = 1;
        }
    }

    /**
     * Whether {@code cs[from, to)} may hold a character {@link #rejectBinary} looks at one by one. One
     * table look-up per character and no branch (the client compiler short commands run with pays
     * for each); a true answer sends the chunk to the exact reading.
     */
    static boolean mayHoldUnreadable(char[] cs, int from, int to) {
        byte[] t = LOOKED_AT;
        int acc = 0;
        int i = from;
        for (int quad = to - 3; i < quad; i += 4) {
            acc |= t[cs[i]] | t[cs[i + 1]] | t[cs[i + 2]] | t[cs[i + 3]];
        }
        for (; i < to; i++) {
            acc |= t[cs[i]];
        }
        return acc != 0;
    }

    int lineNumberAt(int offset) {
        int n = 1;
        for (int i = 0; i < offset && i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                n++;
            }
        }
        return n;
    }

    /** Lines split at \n, \r\n and a lone \r (progress meters redraw with \r). */
    List<Line> lines() {
        if (lines == null) {
            List<Line> out = new ArrayList<>();
            int start = 0;
            int number = 1;
            int n = text.length();
            for (int i = 0; i < n; i++) {
                char c = text.charAt(i);
                if (c == '\n' || c == '\r') {
                    checkLength(number, i - start);
                    out.add(new Line(number, start, i, text.substring(start, i)));
                    budget.atLine(number);
                    if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
                        i++;
                    }
                    if (c == '\n' || (i < n && text.charAt(i) == '\n')) {
                        number++;
                    }
                    start = i + 1;
                }
            }
            if (start < n) {
                checkLength(number, n - start);
                out.add(new Line(number, start, n, text.substring(start)));
            }
            lines = List.copyOf(out);
        }
        return lines;
    }

    private static void checkLength(int number, int length) {
        if (length > MAX_LINE_CHARS) {
            throw new ParseException(String.format(
                    Locale.ROOT,
                    "no measurement found: line %d is %,d characters long, over the limit of %,d characters"
                            + " (%d KiB) per line; no measurement tool prints lines that long",
                    number,
                    length,
                    MAX_LINE_CHARS,
                    MAX_LINE_CHARS / 1024));
        }
    }

    String raw(Line first, Line last) {
        return text.substring(first.start(), last.end());
    }

    /**
     * A line's text with no-break and other typographic spaces turned into plain spaces: text copied
     * from a web page often carries U+00A0 where the tool printed a space.
     */
    static String norm(String text) {
        StringBuilder b = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\u00A0' || c == '\u2007' || c == '\u202F' || c == '\u3000') {
                if (b == null) {
                    b = new StringBuilder(text);
                }
                b.setCharAt(i, ' ');
            }
        }
        return b == null ? text : b.toString();
    }

    static int utf8Offset(String text, int charIndex) {
        return text.substring(0, Math.min(charIndex, text.length())).getBytes(StandardCharsets.UTF_8).length;
    }
}
