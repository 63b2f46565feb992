package dev.wirespeed.measure.parse;

import dev.wirespeed.measure.parse.Input.Line;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * iperf3 and iperf 2 text output: client and server side, intervals and end-of-run summaries,
 * {@code -R}, {@code -P N} with [SUM] lines, {@code --bidir} role tags, UDP jitter and loss, the older
 * "Bandwidth" header, Retr/Cwnd columns present or absent, collapsed spacing, iperf 2's enhanced
 * ({@code -e}) columns and its UDP "Server Report". Several runs in one text (a server log, runs
 * pasted one after another between prose) come out as several runs.
 */
final class IperfText {

    private IperfText() {}

    /** A run and the line where it starts, so runs of different formats can be put in input order. */
    record Found(int firstLine, ParsedRun run) {}

    private enum Family {
        I3,
        I2
    }

    private static final Pattern DATA = Pattern.compile(
            "^\\[\\s*(\\d+|SUM)\\s*\\](?:\\[(TX|RX)-([CS])\\])?\\s*(\\d+(?:\\.\\d+)?)\\s*-\\s*(\\d+(?:\\.\\d+)?)\\s*sec"
                    + "\\s+(\\d+(?:[.,]\\d+)?)\\s*([KMGT]?)Bytes?\\s+(\\d+(?:[.,]\\d+)?)\\s*([KMGT]?)(bits|Bytes)/sec(.*)$");
    private static final Pattern HEADER =
            Pattern.compile("^\\[\\s*ID\\s*\\](\\[Role\\])?\\s*Interval\\s+Transfer\\s+(Bitrate|Bandwidth)(.*)$");
    private static final Pattern SEPARATOR = Pattern.compile("^(- ){6,}-?\\s*$");
    private static final Pattern I3_CLIENT = Pattern.compile("^Connecting to host (\\S+), port (\\d+)");
    private static final Pattern I3_REVERSE = Pattern.compile("^Reverse mode, remote host .* is sending");
    private static final Pattern I3_LISTEN = Pattern.compile("^Server listening on (\\d+)");
    private static final Pattern I3_ACCEPTED = Pattern.compile("^Accepted connection from (\\S+), port (\\d+)");
    private static final Pattern I3_CONNECTED = Pattern.compile("^\\[\\s*\\d+\\] local \\S+ port \\d+ connected to ");
    private static final Pattern I3_DONE = Pattern.compile("^iperf Done\\.");
    /**
     * The version line iperf3 prints first with {@code -V} ("iperf 3.12"), before each test, or with
     * {@code -v} ("iperf 3.12 (cJSON 1.7.15)"). iperf 2 prints its version only with {@code -v}, alone.
     */
    private static final Pattern I3_VERSION = Pattern.compile("^iperf (3\\.\\d+[0-9A-Za-z.+~-]*)(?:\\s+\\(.*\\))?$");

    private static final Pattern I3_MESSAGE =
            Pattern.compile("^iperf3: (the client has unexpectedly closed the connection|the client has terminated"
                    + "|the server has terminated|interrupt - .*|error - .*)$");
    private static final Pattern I2_CLIENT =
            Pattern.compile("^Client connecting to (\\S+), (TCP|UDP) port (\\d+)(.*)$");
    private static final Pattern I2_SERVER = Pattern.compile("^Server listening on (TCP|UDP) port (\\d+)");
    private static final Pattern I2_CONNECTED = Pattern.compile("^\\[\\s*\\d+\\] local .* connected with ");
    private static final Pattern I2_REPORT = Pattern.compile("^\\[\\s*\\d+\\] Server Report:");
    // The jitter may start only where no digit, point or comma precedes it, and digits are taken
    // possessively: find() then tries each number once, instead of re-reading a long run of digits
    // from every position inside it (time quadratic in the line's length).
    private static final Pattern UDP_TAIL = Pattern.compile(
            "(?<![\\d.,])(\\d++(?:[.,]\\d++)?)\\s*+ms\\s++(-?\\d++)\\s*+/\\s*+(\\d++)\\s*+\\(\\s*+(-?[0-9.,e+-]+|-?nan|-?inf)\\s*%\\)");
    private static final Pattern I3_TCP_TAIL =
            Pattern.compile("^(\\d+)(?:\\s+(\\d+(?:[.,]\\d+)?)\\s*([KMGT]?)Bytes)?$");
    private static final Pattern I2_ENHANCED_TAIL = Pattern.compile("^(\\d+)/(\\d+)\\s+(\\d+)\\s+(-?\\d+)K/(\\d+)");

    /** One parsed data line. */
    private record Data(
            int line,
            String id,
            String role,
            double start,
            double end,
            long bytes,
            double gbps,
            String label,
            Double jitterMs,
            Long lost,
            Long total,
            Double lostPercent,
            Long retr,
            Long cwnd,
            boolean summary,
            boolean serverReport) {

        boolean isSum() {
            return id.equals("SUM");
        }
    }

    private static final class Run {
        final Family family;
        int firstLine = -1;
        int lastLine = -1;
        String side;
        boolean reverse;
        String protocol;
        String i2Mode;
        String columns = "";
        boolean retrColumn;
        boolean cwndColumn;
        boolean datagramColumn;
        boolean jitterColumn;
        boolean separator;
        boolean summarySection;
        boolean awaitingReport;
        boolean inReport;
        final List<Data> data = new ArrayList<>();
        final List<String> notes = new ArrayList<>();
        /** The iperf3 version printed before this run ({@code -V}), or null. */
        String version;
        /** Kept up to date by {@link #add}: asked once per line, so it must not rescan the lines. */
        private boolean summarized;
        /** The labelled summary lines read so far, by stream, role and label ("5 TX-C sender"). */
        private final Set<String> summaryKeys = new HashSet<>();

        Run(Family family) {
            this.family = family;
        }

        boolean hasSummary() {
            return summarized;
        }

        boolean hasSummaryLine(String key) {
            return summaryKeys.contains(key);
        }

        void add(Data d) {
            data.add(d);
            if (d.summary()) {
                summarized = true;
                if (d.label() != null) {
                    summaryKeys.add(summaryKey(d.id(), d.role(), d.label()));
                }
            }
        }

        void touch(int index) {
            if (firstLine < 0) {
                firstLine = index;
            }
            lastLine = index;
        }
    }

    private static String summaryKey(String id, String role, String label) {
        return id + " " + role + " " + label;
    }

    static List<Found> parse(Input input, List<String> warnings) {
        List<Line> lines = input.lines();
        List<Run> runs = new ArrayList<>();
        Run current = null;
        String i2ServerProtocol = null;
        boolean i3Server = false;
        String i3Version = null;
        int i3VersionLine = -1;
        for (int i = 0; i < lines.size(); i++) {
            input.budget.atLine(lines.get(i).number());
            String t = Input.norm(lines.get(i).text()).strip();
            if (t.isEmpty()) {
                continue;
            }
            Matcher m;
            if ((m = I3_VERSION.matcher(t)).find()) {
                i3Version = m.group(1);
                i3VersionLine = i;
            } else if ((m = I3_CLIENT.matcher(t)).find()) {
                current = open(runs, current, Family.I3, i);
                current.side = "client";
                i3Server = false;
            } else if (I3_REVERSE.matcher(t).find() && current != null && current.family == Family.I3) {
                current.reverse = true;
                current.touch(i);
            } else if (I3_LISTEN.matcher(t).find()) {
                current = close(runs, current);
                i3Server = true;
            } else if (I3_ACCEPTED.matcher(t).find()) {
                current = open(runs, current, Family.I3, i);
                current.side = "server";
            } else if (I3_CONNECTED.matcher(t).find()) {
                if (current == null || current.family != Family.I3 || !current.data.isEmpty()) {
                    current = open(runs, current, Family.I3, i);
                    current.side = i3Server ? "server" : null;
                }
                current.touch(i);
            } else if (I3_DONE.matcher(t).find()) {
                if (current != null && current.family == Family.I3) {
                    current.touch(i);
                    current = close(runs, current);
                }
            } else if ((m = I3_MESSAGE.matcher(t)).find()) {
                if (current != null && current.family == Family.I3) {
                    current.notes.add("iperf3: " + m.group(1));
                    current.touch(i);
                }
            } else if ((m = I2_CLIENT.matcher(t)).find()) {
                current = open(runs, current, Family.I2, i);
                current.side = "client";
                current.protocol = m.group(2).toLowerCase(Locale.ROOT);
                current.i2Mode = m.group(4);
                i2ServerProtocol = null;
            } else if ((m = I2_SERVER.matcher(t)).find()) {
                current = close(runs, current);
                i2ServerProtocol = m.group(1).toLowerCase(Locale.ROOT);
            } else if (I2_CONNECTED.matcher(t).find()) {
                if (current == null
                        || current.family != Family.I2
                        || (!current.data.isEmpty() && !current.awaitingReport)) {
                    current = open(runs, current, Family.I2, i);
                    if (i2ServerProtocol != null) {
                        current.side = "server";
                        current.protocol = i2ServerProtocol;
                    }
                }
                current.touch(i);
            } else if (I2_REPORT.matcher(t).find()) {
                if (current != null && current.family == Family.I2) {
                    current.inReport = true;
                    current.touch(i);
                }
            } else if ((m = HEADER.matcher(t)).find()) {
                boolean role = m.group(1) != null;
                String columns = m.group(3);
                if (current != null && current.family == Family.I2 && current.awaitingReport) {
                    current.touch(i);
                } else if (current != null
                        && (current.family == Family.I3
                                ? current.hasSummary() && !(role && continuesSummary(lines, i, current))
                                : !current.data.isEmpty())) {
                    Family f = role ? Family.I3 : current.family;
                    current = open(runs, current, f, i);
                    if (f == Family.I3 && i3Server) {
                        current.side = "server";
                    } else if (f == Family.I2 && i2ServerProtocol != null) {
                        current.side = "server";
                        current.protocol = i2ServerProtocol;
                    }
                } else if (current != null
                        && current.family == Family.I3
                        && current.separator
                        && !current.data.isEmpty()
                        && !current.hasSummary()) {
                    current.summarySection = true;
                    current.touch(i);
                } else if (current == null) {
                    Family f = !role && i2ServerProtocol != null ? Family.I2 : Family.I3;
                    current = open(runs, current, f, i);
                    if (f == Family.I3 && i3Server) {
                        current.side = "server";
                    } else if (f == Family.I2) {
                        current.side = "server";
                        current.protocol = i2ServerProtocol;
                    }
                } else {
                    current.touch(i);
                }
                columns(current, columns);
            } else if (SEPARATOR.matcher(t).find()) {
                if (current != null && current.family == Family.I3) {
                    current.separator = true;
                    current.touch(i);
                }
            } else if ((m = DATA.matcher(t)).find()) {
                Family f = family(m, current);
                boolean labelled = m.group(11).strip().endsWith("sender")
                        || m.group(11).strip().endsWith("receiver");
                if (current != null && current.family != f && current.data.isEmpty()) {
                    Run switched = new Run(f);
                    switched.firstLine = current.firstLine;
                    switched.lastLine = current.lastLine;
                    switched.side = current.side;
                    switched.reverse = current.reverse;
                    switched.protocol = current.protocol;
                    switched.i2Mode = current.i2Mode;
                    columns(switched, current.columns);
                    runs.set(runs.size() - 1, switched);
                    current = switched;
                }
                if (current == null
                        || current.family != f
                        || (f == Family.I3 && current.hasSummary() && !current.summarySection && !labelled)) {
                    Run previous = current;
                    current = open(runs, current, f, i);
                    if (previous == null) {
                        if (f == Family.I2 && i2ServerProtocol != null) {
                            current.side = "server";
                            current.protocol = i2ServerProtocol;
                        } else if (f == Family.I3 && i3Server) {
                            current.side = "server";
                        }
                    }
                }
                Run into = current;
                Matcher dm = m;
                int index = i;
                current.add(Located.at("line " + lines.get(i).number(), () -> data(into, dm, index)));
                current.touch(i);
                if (current.family == Family.I2 && current.inReport) {
                    current.inReport = false;
                    current.awaitingReport = false;
                }
            } else if (t.matches("^\\[\\s*\\d+\\] Sent \\d+ datagrams.*")
                    && current != null
                    && current.family == Family.I2) {
                current.awaitingReport = true;
                current.touch(i);
            }
            // the version line comes before the run it belongs to: the first iperf3 run opened after it
            if (i3Version != null
                    && current != null
                    && current.family == Family.I3
                    && current.firstLine > i3VersionLine
                    && current.version == null) {
                current.version = i3Version;
                i3Version = null;
            }
        }
        close(runs, current);

        List<Found> found = new ArrayList<>();
        for (Run r : runs) {
            if (r.data.isEmpty()) {
                continue;
            }
            String raw = input.raw(lines.get(r.firstLine), lines.get(r.lastLine));
            int lineNo = lines.get(r.firstLine).number();
            String where = (r.family == Family.I3 ? "the iperf3 run at line " : "the iperf 2 run at line ") + lineNo;
            List<ThroughputRun> built = Located.at(
                    where,
                    () -> r.family == Family.I3
                            ? buildI3(r, raw, lineNo, warnings)
                            : buildI2(r, raw, lineNo, warnings));
            for (ThroughputRun t : built) {
                found.add(new Found(r.firstLine, t));
            }
        }
        return found;
    }

    /** How far past a column header {@link #continuesSummary} looks for the next data line. */
    private static final int HEADER_LOOKAHEAD = 16;

    /**
     * A --bidir column header printed again between the legs' summaries (after CPU and congestion
     * lines): the same run goes on when the next data line is a labelled role summary the run does
     * not have yet. A new test's header is followed by intervals, or by summaries already read.
     */
    private static boolean continuesSummary(List<Line> lines, int header, Run run) {
        for (int j = header + 1; j < lines.size() && j <= header + HEADER_LOOKAHEAD; j++) {
            String t = Input.norm(lines.get(j).text()).strip();
            if (HEADER.matcher(t).find()) {
                return false;
            }
            Matcher m = DATA.matcher(t);
            if (m.find()) {
                String tail = m.group(11).strip();
                String label = tail.endsWith("sender") ? "sender" : tail.endsWith("receiver") ? "receiver" : null;
                return label != null
                        && m.group(2) != null
                        && !run.hasSummaryLine(summaryKey(m.group(1), m.group(2) + "-" + m.group(3), label));
            }
        }
        return false;
    }

    private static Run open(List<Run> runs, Run current, Family family, int line) {
        close(runs, current);
        Run r = new Run(family);
        r.touch(line);
        runs.add(r);
        return r;
    }

    private static Run close(List<Run> runs, Run current) {
        return null;
    }

    private static void columns(Run run, String columns) {
        String c = columns == null ? "" : columns;
        run.columns = c;
        run.retrColumn = c.contains("Retr");
        run.cwndColumn = c.contains("Cwnd");
        run.jitterColumn = c.contains("Jitter");
        run.datagramColumn = c.contains("Datagrams");
        if (run.jitterColumn || run.datagramColumn) {
            run.protocol = "udp";
        }
    }

    private static Family family(Matcher m, Run current) {
        if (m.group(2) != null) {
            return Family.I3;
        }
        String tail = m.group(11).strip();
        if (tail.endsWith("sender") || tail.endsWith("receiver")) {
            return Family.I3;
        }
        int decimals = decimals(m.group(4));
        if (decimals != 2) {
            return Family.I2;
        }
        return current == null ? Family.I3 : current.family;
    }

    private static int decimals(String number) {
        int dot = number.indexOf('.');
        return dot < 0 ? 0 : number.length() - dot - 1;
    }

    private static Data data(Run run, Matcher m, int line) {
        String id = m.group(1);
        String role = m.group(2) == null ? null : m.group(2) + "-" + m.group(3);
        double start = Units.number(m.group(4));
        double end = Units.number(m.group(5));
        if (!Double.isFinite(start) || !Double.isFinite(end) || end < start) {
            throw new IllegalArgumentException(
                    "the interval " + Checks.shorten(m.group(4)) + "-" + Checks.shorten(m.group(5)) + " sec "
                            + (end < start ? "ends before it starts" : "is not a number of seconds"));
        }
        long bytes = Units.bytes(m.group(6), m.group(7));
        double gbps = Units.gbps(m.group(8), m.group(9), m.group(10));
        Checks.networkRate("the rate " + Checks.shorten(m.group(8)) + " " + m.group(9) + m.group(10) + "/sec", gbps);
        String tail = m.group(11).strip();
        String label = null;
        if (tail.endsWith("sender")) {
            label = "sender";
            tail = tail.substring(0, tail.length() - "sender".length()).strip();
        } else if (tail.endsWith("receiver")) {
            label = "receiver";
            tail = tail.substring(0, tail.length() - "receiver".length()).strip();
        }
        Double jitter = null;
        Long lost = null;
        Long total = null;
        Double lostPercent = null;
        Long retr = null;
        Long cwnd = null;
        Matcher u = UDP_TAIL.matcher(tail);
        if (u.find()) {
            jitter = Units.number(u.group(1));
            long l = Units.count(u.group(2), "the lost datagram count");
            lost = l < 0 ? null : l;
            total = Units.count(u.group(3), "the total datagram count");
            try {
                double p = Units.number(u.group(4));
                lostPercent = Double.isFinite(p) && p >= 0 ? p : null;
            } catch (NumberFormatException e) {
                lostPercent = null;
            }
            run.protocol = "udp";
        } else if (run.family == Family.I3 && !tail.isEmpty() && !run.datagramColumn) {
            Matcher t = I3_TCP_TAIL.matcher(tail);
            if (t.find()) {
                retr = Units.count(t.group(1), "the Retr column");
                if (t.group(2) != null) {
                    cwnd = Units.bytes(t.group(2), t.group(3));
                }
            }
        } else if (run.family == Family.I2 && !tail.isEmpty()) {
            Matcher e = I2_ENHANCED_TAIL.matcher(tail);
            if (e.find()) {
                retr = Units.count(e.group(3), "the Retry column");
                long k = Units.count(e.group(4), "the Cwnd column");
                if (k > Long.MAX_VALUE / 1024) {
                    throw new IllegalArgumentException(
                            "the Cwnd column " + Checks.shorten(e.group(4)) + "K is beyond any real window");
                }
                cwnd = k < 0 ? null : k * 1024;
            }
        }
        boolean summary = run.family == Family.I3 && (label != null || run.summarySection);
        return new Data(
                line,
                id,
                role,
                start,
                end,
                bytes,
                gbps,
                label,
                jitter,
                lost,
                total,
                lostPercent,
                retr,
                cwnd,
                summary,
                run.family == Family.I2 && run.inReport);
    }

    // ---------------------------------------------------------------- iperf3

    private static List<ThroughputRun> buildI3(Run r, String raw, int lineNo, List<String> warnings) {
        Map<String, List<Data>> legs = new LinkedHashMap<>();
        for (Data d : r.data) {
            String leg = d.role() == null
                    ? ""
                    : d.role().startsWith("TX")
                            ? "TX-" + d.role().charAt(3)
                            : "RX-" + d.role().charAt(3);
            legs.computeIfAbsent(leg, k -> new ArrayList<>()).add(d);
        }
        boolean bidir = legs.keySet().stream().anyMatch(k -> !k.isEmpty());
        List<ThroughputRun> out = new ArrayList<>();
        for (Map.Entry<String, List<Data>> leg : legs.entrySet()) {
            List<String> notes = new ArrayList<>(r.notes);
            String side = r.side;
            if (bidir) {
                String tag = leg.getKey();
                if (side == null) {
                    side = tag.endsWith("C") ? "client" : "server";
                }
                boolean clientToServer = tag.equals("TX-C") || tag.equals("RX-S");
                notes.add(
                        "bidir leg: " + (clientToServer ? "client to server" : "server to client") + " (" + tag + ")");
            }
            List<Data> all = leg.getValue();
            Set<String> ids = new LinkedHashSet<>();
            for (Data d : all) {
                if (!d.isSum()) {
                    ids.add(d.id());
                }
            }
            boolean multi = ids.size() > 1;
            List<Data> summaries = new ArrayList<>();
            List<Data> intervals = new ArrayList<>();
            for (Data d : all) {
                if (multi != d.isSum() && !(multi && ids.isEmpty())) {
                    continue;
                }
                (d.summary() ? summaries : intervals).add(d);
            }
            if (summaries.isEmpty() && intervals.isEmpty()) {
                throw new IllegalArgumentException("streams " + String.join(", ", ids) + " ran in parallel but no [SUM]"
                        + " line adds them up, so the run's rate is not in the text");
            }
            Data senderLine = pick(summaries, "sender");
            Data receiverLine = pick(summaries, "receiver");
            Data unlabelled = pick(summaries, null);
            String direction = bidir ? "bidir" : r.reverse ? "reverse" : null;
            if (direction == null && "client".equals(side)) {
                direction = "normal";
            }
            if (direction == null && "server".equals(side)) {
                boolean serverSends = senderLine != null && receiverLine == null
                        || (senderLine == null
                                && receiverLine == null
                                && intervals.stream().anyMatch(d -> d.retr() != null));
                direction = serverSends ? "reverse" : "normal";
            }
            if (unlabelled != null && senderLine == null && receiverLine == null) {
                if ("server".equals(side) && "normal".equals(direction)
                        || "client".equals(side) && "reverse".equals(direction)) {
                    receiverLine = unlabelled;
                } else if ("client".equals(side) && "normal".equals(direction)
                        || "server".equals(side) && "reverse".equals(direction)) {
                    senderLine = unlabelled;
                } else {
                    notes.add("the summary line has no sender/receiver label; its rate is used as printed");
                }
            }
            Totals sender =
                    senderLine == null ? null : new Totals(senderLine.gbps(), senderLine.bytes(), senderLine.retr());
            Totals receiver = receiverLine == null ? null : new Totals(receiverLine.gbps(), receiverLine.bytes(), null);
            Double gbps = receiver != null
                    ? receiver.gbps()
                    : sender != null ? sender.gbps() : unlabelled != null ? unlabelled.gbps() : null;
            List<Interval> ivs = new ArrayList<>();
            for (Data d : intervals) {
                ivs.add(new Interval(d.start(), d.end(), d.gbps(), d.retr(), multi ? null : d.cwnd()));
            }
            if (gbps == null && !ivs.isEmpty()) {
                gbps = ivs.stream().mapToDouble(Interval::gbps).average().orElse(0);
                notes.add("no end-of-run summary: gbps is the mean of " + ivs.size() + " intervals");
                warnings.add("the iperf3 run at line " + lineNo + " has no end-of-run summary (cut short or"
                        + " interrupted): its rate is the mean of " + ivs.size() + " intervals");
            }
            Data durationLine = receiverLine != null ? receiverLine : senderLine != null ? senderLine : unlabelled;
            // an if, not a conditional: "a ? double : (b ? null : double)" unboxes the null
            Double duration = null;
            if (durationLine != null) {
                duration = durationLine.end() - durationLine.start();
            } else if (!ivs.isEmpty()) {
                duration = ivs.get(ivs.size() - 1).end() - ivs.get(0).start();
            }
            Udp udp = null;
            String protocol = r.protocol == null ? "tcp" : r.protocol;
            if ("udp".equals(protocol)) {
                Data u = receiverLine != null && receiverLine.jitterMs() != null
                        ? receiverLine
                        : senderLine != null && senderLine.jitterMs() != null
                                ? senderLine
                                : unlabelled != null && unlabelled.jitterMs() != null ? unlabelled : null;
                if (u != null) {
                    udp = new Udp(u.jitterMs(), u.lost(), u.total(), u.lostPercent());
                }
            }
            out.add(new ThroughputRun(
                    "iperf3-text",
                    "iperf3",
                    r.version,
                    side,
                    direction,
                    protocol,
                    Math.max(1, ids.size()),
                    duration,
                    gbps,
                    sender,
                    receiver,
                    ivs,
                    udp,
                    null,
                    null,
                    null,
                    null,
                    notes,
                    raw));
        }
        return out;
    }

    private static Data pick(List<Data> summaries, String label) {
        for (Data d : summaries) {
            if (label == null ? d.label() == null : label.equals(d.label())) {
                return d;
            }
        }
        return null;
    }

    // ---------------------------------------------------------------- iperf 2

    private static List<ThroughputRun> buildI2(Run r, String raw, int lineNo, List<String> warnings) {
        List<String> notes = new ArrayList<>(r.notes);
        Map<String, List<Data>> byId = new LinkedHashMap<>();
        Data report = null;
        for (Data d : r.data) {
            if (d.serverReport()) {
                report = d;
                continue;
            }
            byId.computeIfAbsent(d.id(), k -> new ArrayList<>()).add(d);
        }
        Set<String> ids = new LinkedHashSet<>(byId.keySet());
        ids.remove("SUM");
        boolean multi = ids.size() > 1;
        List<Data> lines = multi && byId.containsKey("SUM")
                ? byId.get("SUM")
                : byId.getOrDefault(ids.isEmpty() ? "SUM" : ids.iterator().next(), List.of());
        Data fin = null;
        for (Data d : lines) {
            if (d.start() < 1e-9) {
                fin = d;
            }
        }
        if (fin == null && !lines.isEmpty()) {
            fin = lines.get(lines.size() - 1);
        }
        List<Interval> ivs = new ArrayList<>();
        for (Data d : lines) {
            if (d != fin) {
                ivs.add(new Interval(d.start(), d.end(), d.gbps(), d.retr(), multi ? null : d.cwnd()));
            }
        }
        String side = r.side;
        String direction = null;
        if (side != null) {
            String mode = r.i2Mode == null ? "" : r.i2Mode.toLowerCase(Locale.ROOT);
            direction = mode.contains("reverse")
                    ? "reverse"
                    : mode.contains("full-duplex") || mode.contains("dual") ? "bidir" : "normal";
        }
        Totals own = fin == null ? null : new Totals(fin.gbps(), fin.bytes(), fin.retr());
        Totals sender = null;
        Totals receiver = null;
        if ("client".equals(side) && !"reverse".equals(direction)
                || "server".equals(side) && "reverse".equals(direction)) {
            sender = own;
        } else if (side != null) {
            receiver = own == null ? null : new Totals(own.gbps(), own.bytes(), null);
        } else {
            notes.add("the output does not say which side printed it; its rate is used as printed");
        }
        if (report != null) {
            receiver = new Totals(report.gbps(), report.bytes(), null);
            notes.add("receiver figures from the server report");
        }
        Double gbps =
                receiver != null ? receiver.gbps() : sender != null ? sender.gbps() : own == null ? null : own.gbps();
        Data udpLine = report != null ? report : fin != null && fin.jitterMs() != null ? fin : null;
        String protocol = r.protocol != null ? r.protocol : "tcp";
        Udp udp = udpLine == null
                ? null
                : new Udp(udpLine.jitterMs(), udpLine.lost(), udpLine.total(), udpLine.lostPercent());
        if (udp != null) {
            protocol = "udp";
        }
        Double duration = fin == null ? null : fin.end() - fin.start();
        return List.of(new ThroughputRun(
                "iperf2-text",
                "iperf2",
                null,
                side,
                direction,
                protocol,
                Math.max(1, ids.size()),
                duration,
                gbps,
                sender,
                receiver,
                ivs,
                udp,
                null,
                null,
                null,
                null,
                notes,
                raw));
    }
}
