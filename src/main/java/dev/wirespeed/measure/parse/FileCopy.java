package dev.wirespeed.measure.parse;

import dev.wirespeed.measure.parse.Input.Line;
import dev.wirespeed.measure.parse.IperfText.Found;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * File-copy tools: smbclient put/get lines, rsync's closing summary and scp's progress meter.
 *
 * <p>Units: smbclient's "kb/s" and "KiloBytes/sec" are bytes / (1.024 x ms) (Samba's client.c), i.e.
 * KiB/s, so 266887.9 kb/s = 266887.9 x 1024 x 8 / 1e9 = 2.186 Gbit/s. rsync's "bytes/sec" is plain
 * bytes per second over the whole run. OpenSSH's progress meter counts in 1024s ("191MB" is 191 MiB,
 * "228.1MB/s" is 228.1 MiB/s).
 */
final class FileCopy {

    private FileCopy() {}

    private static final String NUM = "(\\d+(?:[.,]\\d+)?)";
    // Each smbclient pattern starts with a literal and finds its rates first: with two lazy
    // ".+?" file names before the rates, one "putting file" line holding many " as " took time
    // quadratic in its length. The rates sit at the end, so the names are what lies between.
    private static final Pattern SMB_PUT_RATES = Pattern.compile(
            " \\(" + NUM + " (?:kb/s|KiloBytes/sec)\\) \\(average " + NUM + " (?:kb/s|KiloBytes/sec)\\)");
    private static final Pattern SMB_PUT = Pattern.compile("putting file (.+?) as (.+)");
    private static final Pattern SMB_GET = Pattern.compile("getting file (.+?) of size (\\d++) as (.+)");
    private static final Pattern RSYNC_SENT = Pattern.compile(
            "^sent ([\\d,.]+) bytes\\s+received ([\\d,.]+) bytes\\s+([\\d,]+(?:\\.\\d+)?) bytes/sec\\s*$");
    private static final Pattern RSYNC_TOTAL = Pattern.compile("^total size is ([\\d,.]+)\\s+speedup is ([\\d.,]+)");
    private static final Pattern RSYNC_STATS = Pattern.compile("^Number of files: ");
    private static final Pattern SCP = Pattern.compile(
            "^(\\S.*?)\\s+(\\d{1,3})%\\s+(\\d+(?:\\.\\d+)?)\\s*([KMGT]?B)?\\s+(\\d+(?:\\.\\d+)?)\\s*([KMGT]?B)/s"
                    + "\\s+(--:--|\\d+:\\d{2}(?::\\d{2})?)\\s*(ETA)?\\s*$");

    static List<Found> smbclient(Input input) {
        List<Found> out = new ArrayList<>();
        List<Line> lines = input.lines();
        for (int i = 0; i < lines.size(); i++) {
            Line line = lines.get(i);
            input.budget.atLine(line.number());
            String t = Input.norm(line.text()).strip();
            int put = t.indexOf("putting file ");
            int get = t.indexOf("getting file ");
            if (put < 0 && get < 0) {
                continue;
            }
            Matcher rates = SMB_PUT_RATES.matcher(t);
            if (!rates.find(put < 0 ? get : get < 0 ? put : Math.min(put, get))) {
                continue;
            }
            int index = i;
            Found f = Located.at("line " + line.number(), () -> smbRun(input, line, index, t, rates, put, get));
            if (f != null) {
                out.add(f);
            }
        }
        return out;
    }

    /** One smbclient line whose rates {@code rates} found; null when the names before them do not fit. */
    private static Found smbRun(Input input, Line line, int index, String t, Matcher rates, int put, int get) {
        String rate = rates.group(1);
        String average = rates.group(2);
        Matcher m = put < 0 || put > rates.start() ? null : SMB_PUT.matcher(t.substring(put, rates.start()));
        if (m != null && m.matches()) {
            double kib = Units.number(rate);
            double gbps = kib * 1024 * 8 / 1e9;
            return new Found(
                    index,
                    new ThroughputRun(
                            "smbclient",
                            "smbclient",
                            null,
                            "client",
                            "upload",
                            "tcp",
                            1,
                            null,
                            gbps,
                            new Totals(gbps, null, null),
                            null,
                            List.of(),
                            null,
                            null,
                            null,
                            null,
                            m.group(2),
                            List.of(
                                    "smbclient's kb/s is KiB/s: " + rate + " x 1024 x 8 bit",
                                    "session average so far: " + average + " kb/s"),
                            input.raw(line, line)));
        }
        m = get < 0 || get > rates.start() ? null : SMB_GET.matcher(t.substring(get, rates.start()));
        if (m != null && m.matches()) {
            double kib = Units.number(rate);
            double gbps = kib * 1024 * 8 / 1e9;
            long size = Units.count(m.group(2), "the file size");
            Double seconds = kib > 0 ? size / (kib * 1024) : null;
            return new Found(
                    index,
                    new ThroughputRun(
                            "smbclient",
                            "smbclient",
                            null,
                            "client",
                            "download",
                            "tcp",
                            1,
                            seconds,
                            gbps,
                            null,
                            new Totals(gbps, size, null),
                            List.of(),
                            null,
                            null,
                            null,
                            null,
                            m.group(1),
                            List.of(
                                    "smbclient's KiloBytes/sec is KiB/s: " + rate + " x 1024 x 8 bit",
                                    "session average so far: " + average + " KiloBytes/sec"),
                            input.raw(line, line)));
        }
        return null;
    }

    static List<Found> rsync(Input input) {
        List<Found> out = new ArrayList<>();
        List<Line> lines = input.lines();
        int searchFrom = 0;
        for (int i = 0; i < lines.size(); i++) {
            input.budget.atLine(lines.get(i).number());
            Matcher m = RSYNC_SENT.matcher(Input.norm(lines.get(i).text()).strip());
            if (!m.find()) {
                continue;
            }
            int first = i;
            for (int j = i - 1; j >= searchFrom && j >= i - 40; j--) {
                if (RSYNC_STATS.matcher(Input.norm(lines.get(j).text()).strip()).find()) {
                    first = j;
                    break;
                }
            }
            int last = i;
            List<String> notes = new ArrayList<>();
            notes.add("rsync's rate is (sent + received) bytes over the whole run, file list included");
            if (i + 1 < lines.size()) {
                Matcher t =
                        RSYNC_TOTAL.matcher(Input.norm(lines.get(i + 1).text()).strip());
                if (t.find()) {
                    last = i + 1;
                    notes.add("total size " + t.group(1) + " bytes, speedup " + t.group(2));
                }
            }
            String raw = input.raw(lines.get(first), lines.get(last));
            out.add(new Found(first, Located.at("line " + lines.get(i).number(), () -> rsyncRun(m, notes, raw))));
            searchFrom = last + 1;
        }
        return out;
    }

    private static ThroughputRun rsyncRun(Matcher m, List<String> notes, String raw) {
        long sent = Units.grouped(m.group(1).replace(".", ""));
        long received = Units.grouped(m.group(2).replace(".", ""));
        double rate = Units.groupedDecimal(m.group(3));
        double gbps = rate * 8 / 1e9;
        boolean upload = sent >= received;
        Double seconds = rate > 0 ? (sent + received) / rate : null;
        Totals totals = new Totals(gbps, upload ? sent : received, null);
        return new ThroughputRun(
                "rsync",
                "rsync",
                null,
                null,
                upload ? "upload" : "download",
                "tcp",
                1,
                seconds,
                gbps,
                upload ? totals : null,
                upload ? null : totals,
                List.of(),
                null,
                null,
                null,
                null,
                null,
                notes,
                raw);
    }

    static List<Found> scp(Input input, List<String> warnings) {
        List<Found> out = new ArrayList<>();
        List<Line> lines = input.lines();
        int first = -1;
        Matcher last = null;
        int lastIndex = -1;
        for (int i = 0; i <= lines.size(); i++) {
            if (i < lines.size()) {
                input.budget.atLine(lines.get(i).number());
            }
            Matcher m = i < lines.size()
                    ? SCP.matcher(Input.norm(lines.get(i).text()).strip())
                    : null;
            boolean match = m != null && m.find();
            if (last != null && (!match || !m.group(1).equals(last.group(1)) || i == lines.size())) {
                Line from = lines.get(first);
                Line to = lines.get(lastIndex);
                Matcher progress = last;
                out.add(new Found(
                        first, Located.at("line " + to.number(), () -> scpRun(input, from, to, progress, warnings))));
                last = null;
            }
            if (match) {
                if (last == null) {
                    first = i;
                }
                last = m;
                lastIndex = i;
            }
        }
        return out;
    }

    private static ThroughputRun scpRun(Input input, Line first, Line lastLine, Matcher m, List<String> warnings) {
        String file = m.group(1).strip();
        int percent = Integer.parseInt(m.group(2));
        long bytes = Math.round(Units.number(m.group(3)) * Units.binary(unit(m.group(4))));
        double gbps = Units.number(m.group(5)) * Units.binary(unit(m.group(6))) * 8 / 1e9;
        List<String> notes = new ArrayList<>();
        notes.add(
                "scp counts in 1024s: " + m.group(5) + m.group(6) + "/s x 2^" + (10 * power(m.group(6))) + " x 8 bit");
        Double seconds = null;
        if (m.group(8) == null && !m.group(7).equals("--:--")) {
            String[] p = m.group(7).split(":");
            seconds = 0.0;
            for (String part : p) {
                seconds = seconds * 60 + Units.count(part, "the elapsed time");
            }
            if (seconds == 0) {
                notes.add("elapsed time printed as " + m.group(7) + ": under one second");
            }
        }
        if (percent < 100) {
            notes.add("the transfer stopped at " + percent + "%");
            warnings.add("scp of " + file + " stopped at " + percent + "% (line " + lastLine.number() + ")");
        }
        return new ThroughputRun(
                "scp",
                "scp",
                null,
                null,
                null,
                "tcp",
                1,
                seconds,
                gbps,
                new Totals(gbps, bytes, null),
                null,
                List.of(),
                null,
                null,
                null,
                null,
                file,
                notes,
                input.raw(first, lastLine));
    }

    private static String unit(String u) {
        return u == null ? "" : u.substring(0, u.length() - 1);
    }

    private static int power(String u) {
        return switch (unit(u)) {
            case "K" -> 1;
            case "M" -> 2;
            case "G" -> 3;
            case "T" -> 4;
            default -> 0;
        };
    }
}
