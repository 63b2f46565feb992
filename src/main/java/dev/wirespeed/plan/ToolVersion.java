package dev.wirespeed.plan;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The version of the tool a flow runs, as its user or its output spells it ("3.1.3", "3.16",
 * "2.1.9"). The model reads two facts from it: whether iperf3 serves every {@code -P} stream from one
 * thread (before 3.16) and whether it is one of the old 3.0/3.1 builds. A text with no leading
 * version number is kept and reported as unknown, and the model treats it as the newest.
 */
public record ToolVersion(String text, int major, int minor, int patch, boolean known) {

    /** iperf3 3.16 moved each stream to its own thread: ESnet's iperf-3.16 announcement, quoted in perfsonar/pscheduler#1368 (2023-12-04). */
    public static final int IPERF3_THREADED_MINOR = 16;

    private static final Pattern LEADING = Pattern.compile("^\\s*v?(\\d{1,3})(?:\\.(\\d{1,3}))?(?:\\.(\\d{1,3}))?");

    public ToolVersion {
        if (text == null || text.isBlank()) {
            throw new InvalidPlanValue("toolVersion", "a tool version needs its text");
        }
        if (text.length() > 80) {
            throw new InvalidPlanValue("toolVersion", "a tool version is at most 80 characters");
        }
        if (major < 0 || minor < 0 || patch < 0) {
            throw new InvalidPlanValue("toolVersion", "version numbers are >= 0");
        }
    }

    /** Reads the leading "major[.minor[.patch]]" of a version text; anything else is unknown. */
    public static ToolVersion parse(String text) {
        if (text == null || text.isBlank()) {
            throw new InvalidPlanValue("toolVersion", "a tool version needs its text");
        }
        Matcher m = LEADING.matcher(text);
        if (!m.find()) {
            return new ToolVersion(text.strip(), 0, 0, 0, false);
        }
        return new ToolVersion(text.strip(), num(m.group(1)), num(m.group(2)), num(m.group(3)), true);
    }

    /** Null for an absent version (the model then assumes the newest). */
    public static ToolVersion parseOrNull(String text) {
        return text == null || text.isBlank() ? null : parse(text);
    }

    private static int num(String g) {
        return g == null ? 0 : Integer.parseInt(g);
    }

    /** The newest iperf3 release the model knows of (3.21, 2026); a later or malformed one is read as the newest. */
    public static final int IPERF3_NEWEST_KNOWN_MINOR = 21;

    /** Whether this is an iperf3 release the model knows: 3.0 to 3.21. */
    public boolean knownIperf3() {
        return known && major == 3 && minor <= IPERF3_NEWEST_KNOWN_MINOR;
    }

    /** iperf3 before 3.16 runs all of its {@code -P} streams in one thread, so one core serves them all. */
    public boolean iperf3SingleThreaded() {
        return known && major == 3 && minor < IPERF3_THREADED_MINOR;
    }

    /** The iperf3 3.0 and 3.1 builds (the Windows ones of that age are Cygwin builds). */
    public boolean iperf3Legacy() {
        return known && major == 3 && minor <= 1;
    }

    @Override
    public String toString() {
        return text;
    }
}
