package dev.wirespeed.measure.parse;

import dev.wirespeed.measure.parse.Input.Line;
import dev.wirespeed.measure.parse.IperfText.Found;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Reads measured network runs from text a person pasted or uploaded, whatever tool printed it:
 * iperf3 (text, {@code -J}, {@code --json-stream}), iperf 2, smbclient, rsync, scp, {@code lspci -vv}
 * and the kernel's PCIe bandwidth line. The format is detected; a text may hold several runs and
 * several formats (a blog post with dmesg, iperf3 and smbclient output comes out as all of them, in order).
 */
public final class Parsers {

    private Parsers() {}

    /**
     * @throws ParseException for empty input, binary data, text with no measurement in it, JSON that
     *     is cut short, a figure outside physical sense, a line over {@value Input#MAX_LINE_CHARS}
     *     characters or a parse over its time limit ({@value Budget#LIMIT_MILLIS} ms); the message says
     *     what and where (line, or byte offset and path for JSON)
     */
    public static ParseResult parse(String text) {
        return parse(text, Budget.standard());
    }

    /**
     * The devices a text names: {@code lspci} (plain, {@code -nn}, {@code -v}/{@code -vv}/{@code -k}),
     * {@code lsusb}, {@code hwinfo} and kernel log lines (PCI enumeration, new USB devices, driver link
     * messages, the PCIe bandwidth line), each device once with its ids, driver and negotiated links.
     * Separate from {@link #parse}: a device listing is not a measurement to store.
     *
     * @throws ParseException for empty input, binary data, a line over {@value Input#MAX_LINE_CHARS}
     *     characters, more than {@value Devices#MAX_DEVICES} devices, a figure outside physical sense, a
     *     parse over its time limit, or a text that names no device; the message says what and where
     */
    public static DeviceList devices(String text) {
        return devices(text, Budget.standard());
    }

    /** {@link #devices(String)} under a given budget. */
    static DeviceList devices(String text, Budget budget) {
        return Devices.parse(Input.of(text, budget));
    }

    /** {@link #parse(String)} under a given budget (tests give one with a clock they control). */
    static ParseResult parse(String text, Budget budget) {
        return parse(text, budget, Iperf3Json.SHAPE);
    }

    /**
     * {@link #parse(String, Budget)} building {@code shape} of iperf3 JSON: {@link Iperf3Json#SHAPE}, or
     * {@link LenientJson#ALL} for the whole tree, which a test compares it with.
     */
    static ParseResult parse(String text, Budget budget, LenientJson.Shape shape) {
        Input input = Input.of(text, budget);
        List<String> warnings = new ArrayList<>();
        int json = jsonStart(input);
        if (json >= 0 && Iperf3Json.skipWs(input.text, 0) == json) {
            List<ParsedRun> runs = new ArrayList<>(Iperf3Json.parse(input, json, warnings, shape));
            if (runs.isEmpty()) {
                throw new ParseException("no measurement in the iperf3 JSON: " + String.join("; ", warnings));
            }
            return new ParseResult(runs, warnings);
        }
        List<Found> found = textRuns(input, warnings);
        if (json >= 0) {
            try {
                List<ThroughputRun> runs = Iperf3Json.parse(input, json, warnings, shape);
                int firstLine = lineIndexAt(input, json);
                for (ThroughputRun r : runs) {
                    found.add(new Found(firstLine, r));
                }
                warnings.add("iperf3 JSON found from line " + input.lineNumberAt(json)
                        + "; text before it was read as text");
            } catch (ParseException e) {
                if (found.isEmpty()) {
                    throw e;
                }
                warnings.add("JSON from line " + input.lineNumberAt(json) + " could not be read: " + e.getMessage());
            }
        }
        if (found.isEmpty()) {
            throw new ParseException(nothingFound(input));
        }
        found.sort(Comparator.comparingInt(Found::firstLine));
        List<ParsedRun> runs = new ArrayList<>();
        for (Found f : found) {
            runs.add(f.run());
        }
        return new ParseResult(runs, warnings);
    }

    private static List<Found> textRuns(Input input, List<String> warnings) {
        List<Found> found = new ArrayList<>();
        found.addAll(IperfText.parse(input, warnings));
        found.addAll(FileCopy.smbclient(input));
        found.addAll(FileCopy.rsync(input));
        found.addAll(FileCopy.scp(input, warnings));
        found.addAll(Pcie.lspci(input));
        found.addAll(Pcie.dmesg(input));
        return found;
    }

    /** Where iperf3 JSON starts: the first non-blank character, or a line holding only "{" or an event. */
    private static int jsonStart(Input input) {
        int first = Iperf3Json.skipWs(input.text, 0);
        if (first < input.text.length() && input.text.charAt(first) == '{') {
            return first;
        }
        for (Line line : input.lines()) {
            String t = line.text().strip();
            if (t.equals("{") || t.startsWith("{\"event\":") || t.startsWith("{\"start\":")) {
                return line.start() + line.text().indexOf('{');
            }
        }
        return -1;
    }

    private static int lineIndexAt(Input input, int offset) {
        List<Line> lines = input.lines();
        int index = 0;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).start() <= offset) {
                index = i;
            }
        }
        return index;
    }

    private static String nothingFound(Input input) {
        List<Line> lines = input.lines();
        String firstText = "";
        int firstNumber = 1;
        for (Line l : lines) {
            if (!l.text().isBlank()) {
                firstText = l.text().strip();
                firstNumber = l.number();
                break;
            }
        }
        if (firstText.length() > 80) {
            firstText = firstText.substring(0, 80) + "...";
        }
        return "no measurement found: none of the " + lines.size() + " lines is iperf3, iperf 2, smbclient, rsync,"
                + " scp, lspci -vv or dmesg PCIe output (line " + firstNumber + " reads \"" + firstText + "\")";
    }
}
