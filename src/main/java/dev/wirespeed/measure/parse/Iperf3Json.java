package dev.wirespeed.measure.parse;

import dev.wirespeed.measure.parse.LenientJson.Arr;
import dev.wirespeed.measure.parse.LenientJson.Obj;
import dev.wirespeed.measure.parse.LenientJson.Shape;
import dev.wirespeed.measure.parse.LenientJson.Str;
import dev.wirespeed.measure.parse.LenientJson.Value;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * iperf3 {@code -J} documents (one or several pasted one after another) and {@code --json-stream}
 * event lines (3.17+). Import recipe: end.sum_sent / end.sum_received for the totals, retransmits from
 * sum_sent, UDP loss and jitter from end.sum, direction from start.test_start.reverse / bidir, streams
 * from num_streams, CPU from end.cpu_utilization_percent. A server's -J output zeroes the peer's side;
 * zeroed figures are left out, never taken as measured.
 */
final class Iperf3Json {

    /** Past this many, ignored non-event lines are counted, not listed. */
    private static final int MAX_IGNORED_WARNINGS = 5;

    /** What {@link #build} and {@link Iperf3Figures} read of an end-of-run or interval sum. */
    private static final Shape SUM = LenientJson.leaves(Set.of(
            "start",
            "end",
            "seconds",
            "bytes",
            "bits_per_second",
            "retransmits",
            "sender",
            "omitted",
            "jitter_ms",
            "lost_packets",
            "packets",
            "lost_percent"));

    private static final Map<String, Shape> START = Map.of(
            "version", LenientJson.ALL,
            "tcp_mss_default", LenientJson.ALL,
            "test_start", LenientJson.leaves(Set.of("protocol", "num_streams", "bidir", "reverse")));

    private static final Map<String, Shape> INTERVAL = Map.of(
            "sum", SUM,
            "sum_bidir_reverse", SUM,
            "streams", LenientJson.leaves(Set.of("sender", "snd_cwnd", "pmtu")));

    private static final Map<String, Shape> END = Map.of(
            "sum", SUM,
            "sum_sent", SUM,
            "sum_received", SUM,
            "sum_sent_bidir_reverse", SUM,
            "sum_received_bidir_reverse", SUM,
            "cpu_utilization_percent", LenientJson.ALL);

    /** An event's data: a start, interval or end object (their members do not clash), or an error string. */
    private static final Shape EVENT_DATA = LenientJson.only(union(START, INTERVAL, END));

    /**
     * What this class reads of a document or event line, built; the rest (per-stream details, socket
     * options, the host's CPU and system info) is read through and checked, not built. Members that
     * are only tested for presence ({@code connecting_to}, {@code accepted_connection}) are not built
     * either: a skipped member still counts as present.
     */
    static final Shape SHAPE = LenientJson.only(Map.of(
            "start",
            LenientJson.only(START),
            "intervals",
            LenientJson.only(INTERVAL),
            "end",
            LenientJson.only(END),
            "error",
            LenientJson.ALL,
            "title",
            LenientJson.ALL,
            "event",
            LenientJson.ALL,
            "data",
            EVENT_DATA));

    private Iperf3Json() {}

    @SafeVarargs
    private static Map<String, Shape> union(Map<String, Shape>... maps) {
        Map<String, Shape> all = new HashMap<>();
        for (Map<String, Shape> m : maps) {
            all.putAll(m);
        }
        return Map.copyOf(all);
    }

    /**
     * Parses every JSON document or event line from {@code from} on, building {@code shape} of each:
     * {@link #SHAPE}, or {@link LenientJson#ALL} (the whole tree, which a test compares it with).
     */
    static List<ThroughputRun> parse(Input input, int from, List<String> warnings, Shape shape) {
        String s = input.text;
        LenientJson.Parsed first = LenientJson.object(input, from, shape);
        if (first.root().has("event")) {
            return stream(input, from, warnings, shape);
        }
        List<ThroughputRun> runs = new ArrayList<>();
        LenientJson.Parsed doc = first;
        int docStart = skipWs(s, from);
        int number = 1;
        while (true) {
            input.budget.atOffset(s, docStart);
            String name = number == 1 ? "the iperf3 JSON" : "iperf3 JSON document " + number;
            runs.addAll(fromDocument(doc.root(), s.substring(docStart, doc.end()), name, warnings));
            number++;
            int next = skipWs(s, doc.end());
            if (next >= s.length()) {
                break;
            }
            if (s.charAt(next) == '{') {
                docStart = next;
                doc = LenientJson.object(input, next, shape);
                continue;
            }
            warnings.add("text after the JSON document ignored from line " + input.lineNumberAt(next) + ": \""
                    + firstLine(s, next) + "\"");
            break;
        }
        return runs;
    }

    private static List<ThroughputRun> stream(Input input, int from, List<String> warnings, Shape shape) {
        String s = input.text;
        List<ThroughputRun> runs = new ArrayList<>();
        Obj start = null;
        Obj end = null;
        String error = null;
        List<Obj> intervals = new ArrayList<>();
        int runStart = skipWs(s, from);
        int runEnd = runStart;
        int pos = runStart;
        int ignored = 0;
        while (pos < s.length()) {
            input.budget.atOffset(s, pos);
            if (s.charAt(pos) != '{') {
                if (++ignored <= MAX_IGNORED_WARNINGS) {
                    warnings.add("a line that is not a JSON event was ignored at line " + input.lineNumberAt(pos)
                            + ": \"" + firstLine(s, pos) + "\"");
                }
                int nl = s.indexOf('\n', pos);
                pos = skipWs(s, nl < 0 ? s.length() : nl);
                continue;
            }
            LenientJson.Parsed ev = LenientJson.object(input, pos, shape);
            String kind = ev.root().str("event");
            Value data = ev.root().get("data");
            if ("error".equals(kind) && !(data instanceof Str) && shape != LenientJson.ALL) {
                // an error's data other than a string is quoted as written: built whole
                data = LenientJson.object(input, pos, LenientJson.ALL).root().get("data");
            }
            if ("start".equals(kind) && (start != null || !intervals.isEmpty() || end != null)) {
                runs.addAll(streamRun(start, intervals, end, error, s.substring(runStart, runEnd), warnings));
                start = null;
                end = null;
                error = null;
                intervals = new ArrayList<>();
                runStart = pos;
            }
            int at = pos;
            Supplier<String> where =
                    () -> "the iperf3 JSON stream's " + kind + " event at line " + input.lineNumberAt(at) + ": data";
            if ("start".equals(kind) && data instanceof Obj o) {
                start = o;
            } else if ("interval".equals(kind) && data instanceof Obj o) {
                Iperf3Figures.interval(o, where);
                intervals.add(o);
            } else if ("end".equals(kind) && data instanceof Obj o) {
                Iperf3Figures.end(o, where);
                end = o;
            } else if ("error".equals(kind)) {
                error = data instanceof Str str ? str.value() : String.valueOf(data);
            }
            runEnd = ev.end();
            pos = skipWs(s, ev.end());
        }
        if (ignored > MAX_IGNORED_WARNINGS) {
            warnings.add((ignored - MAX_IGNORED_WARNINGS) + " more lines that are not JSON events were ignored");
        }
        if (start != null || !intervals.isEmpty() || end != null || error != null) {
            runs.addAll(streamRun(start, intervals, end, error, s.substring(runStart, runEnd), warnings));
        }
        return runs;
    }

    private static List<ThroughputRun> streamRun(
            Obj start, List<Obj> intervals, Obj end, String error, String raw, List<String> warnings) {
        String name = "the iperf3 JSON stream";
        return Located.at(
                name, () -> build("iperf3-json-stream", name, start, intervals, end, error, null, raw, warnings));
    }

    private static List<ThroughputRun> fromDocument(Obj root, String raw, String name, List<String> warnings) {
        if (!root.has("start") && !root.has("end") && !root.has("intervals")) {
            throw new ParseException("a JSON object without iperf3's \"start\", \"intervals\" or \"end\" sections"
                    + " (keys: " + keys(root) + "): not iperf3 -J output");
        }
        List<Obj> intervals = new ArrayList<>();
        Arr arr = root.arr("intervals");
        if (arr != null) {
            List<Value> items = arr.items();
            for (int i = 0; i < items.size(); i++) {
                if (items.get(i) instanceof Obj o) {
                    int index = i;
                    Iperf3Figures.interval(o, () -> name + " at intervals[" + index + "]");
                    intervals.add(o);
                }
            }
        }
        Iperf3Figures.end(root.obj("end"), () -> name + " at end");
        return Located.at(
                name,
                () -> build(
                        "iperf3-json",
                        name,
                        root.obj("start"),
                        intervals,
                        root.obj("end"),
                        root.str("error"),
                        root.str("title"),
                        raw,
                        warnings));
    }

    /** One run per leg; {@code name} says which document for messages ("the iperf3 JSON", ...). */
    private static List<ThroughputRun> build(
            String format,
            String name,
            Obj start,
            List<Obj> intervals,
            Obj end,
            String error,
            String title,
            String raw,
            List<String> warnings) {
        Obj empty = new Obj(List.of());
        start = start == null ? empty : start;
        end = end == null ? empty : end;
        Obj testStart = start.obj("test_start") == null ? empty : start.obj("test_start");

        String version = start.str("version");
        if (version != null) {
            version = version.replaceFirst("^iperf\\s*", "").trim();
        }
        String side = start.has("connecting_to") ? "client" : start.has("accepted_connection") ? "server" : null;
        String protocolName = testStart.str("protocol");
        String protocol = protocolName == null ? null : protocolName.toLowerCase(Locale.ROOT);
        List<String> common = new ArrayList<>();
        if (protocol != null && !protocol.equals("tcp") && !protocol.equals("udp")) {
            common.add("protocol " + protocolName + " is neither TCP nor UDP");
            protocol = null;
        }
        Integer streams = testStart.count("num_streams") == null || testStart.count("num_streams") < 1
                ? null
                : testStart.count("num_streams").intValue();
        if (error != null) {
            common.add("iperf3 reported: " + error);
            warnings.add("iperf3 reported an error: " + error);
        }

        List<Obj> sent = objs(end, "sum_sent", "sum_sent_bidir_reverse");
        List<Obj> received = objs(end, "sum_received", "sum_received_bidir_reverse");
        boolean bidir = testStart.flag("bidir") || sent.size() > 1 || received.size() > 1;
        boolean reverse = testStart.flag("reverse");
        String direction = bidir ? "bidir" : reverse ? "reverse" : start.has("test_start") ? "normal" : null;

        Obj udpSum = end.obj("sum");
        if (sent.isEmpty() && received.isEmpty() && udpSum != null) {
            // UDP before 3.10: only end.sum, the sender's view with the receiver's loss and jitter.
            sent = List.of(udpSum);
            common.add("end.sum only (iperf3 before 3.10): the rate is the sender's");
        }
        if (sent.isEmpty() && received.isEmpty() && intervals.isEmpty()) {
            warnings.add("an iperf3 JSON " + (format.endsWith("stream") ? "stream" : "document")
                    + " without any measurement" + (error == null ? "" : " (" + error + ")") + " was skipped");
            return List.of();
        }

        List<ThroughputRun> runs = new ArrayList<>();
        List<Boolean> legs = bidir ? List.of(Boolean.TRUE, Boolean.FALSE) : List.of(Boolean.TRUE);
        for (Boolean localSends : legs) {
            List<String> notes = new ArrayList<>(common);
            // bidir: tell the legs apart by their "sender" flag; without flags, by order (forward first)
            int leg = localSends ? 0 : 1;
            Obj s = bidir ? orAt(bySender(sent, localSends), sent, leg) : first(sent);
            Obj r = bidir ? orAt(bySender(received, localSends), received, leg) : first(received);
            if (bidir) {
                notes.add("bidir leg: " + legName(side, localSends));
            }
            Totals senderTotals = totals(s, true);
            Totals receiverTotals = totals(r, false);
            if (zeroed(s) && r != null && positive(r)) {
                senderTotals = null;
                notes.add("the sender's figures are zeroed in this output (the peer's side is not reported:"
                        + " a server's -J output, or an interrupted run): left out");
            }
            if (zeroed(r) && s != null && positive(s)) {
                receiverTotals = null;
                notes.add("the receiver's figures are zeroed in this output (the peer's side is not reported:"
                        + " a server's -J output, or an interrupted run): left out");
            }
            List<Interval> ivs = new ArrayList<>();
            int omitted = 0;
            Integer mtu = null;
            for (Obj iv : intervals) {
                Obj sum = intervalSum(iv, bidir, localSends);
                if (sum == null) {
                    continue;
                }
                if (sum.flag("omitted")) {
                    omitted++;
                    continue;
                }
                Double st = sum.dbl("start");
                Double en = sum.dbl("end");
                Double bps = sum.dbl("bits_per_second");
                if (st == null || en == null || bps == null || bps < 0 || en < st) {
                    continue;
                }
                Long cwnd = null;
                Arr ss = iv.arr("streams");
                if (ss != null) {
                    List<Obj> legStreams = new ArrayList<>();
                    for (Value v : ss.items()) {
                        if (v instanceof Obj so && (!bidir || so.flag("sender") == localSends)) {
                            legStreams.add(so);
                        }
                    }
                    if (legStreams.size() == 1) {
                        cwnd = legStreams.get(0).count("snd_cwnd");
                    }
                    if (mtu == null
                            && !legStreams.isEmpty()
                            && legStreams.get(0).count("pmtu") != null
                            && legStreams.get(0).count("pmtu") > 0) {
                        mtu = legStreams.get(0).count("pmtu").intValue();
                    }
                }
                ivs.add(new Interval(st, en, bps / 1e9, sum.count("retransmits"), cwnd));
            }
            if (omitted > 0) {
                notes.add(omitted + " omitted interval(s) (-O) left out");
            }
            Double gbps = receiverTotals != null && receiverTotals.gbps() != null
                    ? receiverTotals.gbps()
                    : senderTotals != null ? senderTotals.gbps() : null;
            Double duration = seconds(r);
            if (duration == null) {
                duration = seconds(s);
            }
            if (gbps == null && !ivs.isEmpty()) {
                gbps = ivs.stream().mapToDouble(Interval::gbps).average().orElse(0);
                notes.add("no end-of-run summary: gbps is the mean of " + ivs.size() + " intervals");
                warnings.add("an iperf3 run has no end-of-run summary (interrupted?): its rate is the mean of "
                        + ivs.size() + " intervals");
            }
            if (duration == null && !ivs.isEmpty()) {
                duration = ivs.get(ivs.size() - 1).end() - ivs.get(0).start();
            }
            Udp udp = null;
            if ("udp".equals(protocol)) {
                Obj u = udpSum != null ? udpSum : r;
                if (u != null) {
                    udp = new Udp(
                            u.dbl("jitter_ms"), u.count("lost_packets"), u.count("packets"), u.dbl("lost_percent"));
                }
            }
            Obj cpuObj = end.obj("cpu_utilization_percent");
            CpuUse cpu = null;
            if (cpuObj != null) {
                Double remote = cpuObj.dbl("remote_total");
                boolean remoteZeroed = remote != null
                        && remote == 0
                        && zeroOrAbsent(cpuObj.dbl("remote_user"))
                        && zeroOrAbsent(cpuObj.dbl("remote_system"));
                cpu = Located.at(
                        name + " at end.cpu_utilization_percent",
                        () -> new CpuUse(cpuObj.dbl("host_total"), remoteZeroed ? null : remote));
            }
            Long mssDefault = start.count("tcp_mss_default");
            Integer mss = mssDefault != null && mssDefault > 0 ? mssDefault.intValue() : null;
            runs.add(new ThroughputRun(
                    format,
                    "iperf3",
                    version,
                    side,
                    direction,
                    protocol,
                    streams,
                    duration,
                    gbps,
                    senderTotals,
                    receiverTotals,
                    ivs,
                    udp,
                    cpu,
                    mss,
                    mtu,
                    title,
                    notes,
                    raw));
        }
        return runs;
    }

    private static String legName(String side, boolean localSends) {
        if ("client".equals(side)) {
            return localSends ? "client to server" : "server to client";
        }
        if ("server".equals(side)) {
            return localSends ? "server to client" : "client to server";
        }
        return localSends ? "this host sending" : "this host receiving";
    }

    private static Obj intervalSum(Obj iv, boolean bidir, boolean localSends) {
        if (!bidir) {
            return iv.obj("sum");
        }
        List<Obj> sums = objs(iv, "sum", "sum_bidir_reverse");
        return bySender(sums, localSends);
    }

    private static List<Obj> objs(Obj o, String... keys) {
        List<Obj> out = new ArrayList<>();
        for (String k : keys) {
            for (Value v : o.all(k)) {
                if (v instanceof Obj x) {
                    out.add(x);
                }
            }
        }
        return out;
    }

    private static Obj bySender(List<Obj> sums, boolean localSends) {
        for (Obj o : sums) {
            if (o.has("sender") && o.flag("sender") == localSends) {
                return o;
            }
        }
        return null;
    }

    private static Obj orAt(Obj found, List<Obj> list, int index) {
        if (found != null) {
            return found;
        }
        for (Obj o : list) {
            if (o.has("sender")) {
                return null;
            }
        }
        return index < list.size() ? list.get(index) : null;
    }

    private static Obj first(List<Obj> list) {
        return list.isEmpty() ? null : list.get(0);
    }

    private static Totals totals(Obj o, boolean withRetransmits) {
        if (o == null) {
            return null;
        }
        Double bps = o.dbl("bits_per_second");
        return new Totals(
                bps == null || bps < 0 ? null : bps / 1e9,
                o.count("bytes"),
                withRetransmits ? o.count("retransmits") : null);
    }

    private static boolean zeroed(Obj o) {
        return o != null
                && Long.valueOf(0).equals(o.count("bytes"))
                && Double.valueOf(0).equals(o.dbl("bits_per_second"));
    }

    private static boolean positive(Obj o) {
        Long b = o.count("bytes");
        return b != null && b > 0;
    }

    private static boolean zeroOrAbsent(Double d) {
        return d == null || d == 0;
    }

    private static Double seconds(Obj o) {
        if (o == null) {
            return null;
        }
        Double sec = o.dbl("seconds");
        if (sec != null && sec >= 0) {
            return sec;
        }
        Double st = o.dbl("start");
        Double en = o.dbl("end");
        return st != null && en != null && en >= st ? en - st : null;
    }

    private static String keys(Obj o) {
        List<String> k = new ArrayList<>();
        for (LenientJson.Entry e : o.entries()) {
            if (k.size() == 6) {
                k.add("...");
                break;
            }
            k.add(e.key());
        }
        return String.join(", ", k);
    }

    static int skipWs(String s, int pos) {
        while (pos < s.length() && Character.isWhitespace(s.charAt(pos))) {
            pos++;
        }
        return pos;
    }

    private static String firstLine(String s, int pos) {
        int nl = s.indexOf('\n', pos);
        String line = s.substring(pos, nl < 0 ? s.length() : nl).strip();
        return line.length() > 80 ? line.substring(0, 80) + "..." : line;
    }
}
