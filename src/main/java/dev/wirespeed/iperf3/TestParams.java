package dev.wirespeed.iperf3;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.math.BigDecimal;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The parameter block a client sends after PARAM_EXCHANGE (design section 4), with the defaults a
 * stock server applies to absent keys. Numbers are the client's; the server's limits are checked by
 * {@link #check}.
 *
 * @param time seconds; 0 means "until {@code num} bytes or {@code blockcount} blocks"
 * @param len  block (TCP) or datagram (UDP) size in bytes
 * @param bandwidth target rate per stream in bit/s, 0 = unlimited
 */
record TestParams(
        boolean udp,
        boolean sctp,
        int omit,
        int time,
        long num,
        long blockcount,
        int parallel,
        boolean reverse,
        boolean bidirectional,
        long window,
        int len,
        long bandwidth,
        int burst,
        int tos,
        boolean nodelay,
        String title,
        String extraData,
        boolean getServerOutput,
        boolean udpCounters64bit,
        boolean repeatingPayload,
        String clientVersion) {

    private static final Pattern VERSION = Pattern.compile("(\\d{1,3})\\.(\\d{1,3})");

    TestParams {
        title = title == null ? "" : title;
        extraData = extraData == null ? "" : extraData;
        clientVersion = clientVersion == null ? "" : clientVersion;
    }

    /** Streams the server accepts: P, or 2P with --bidir. */
    int connections() {
        return bidirectional ? 2 * parallel : parallel;
    }

    Iperf3Result.Direction direction() {
        return bidirectional
                ? Iperf3Result.Direction.BIDIR
                : reverse ? Iperf3Result.Direction.REVERSE : Iperf3Result.Direction.NORMAL;
    }

    Iperf3Result.Protocol protocol() {
        return udp ? Iperf3Result.Protocol.UDP : Iperf3Result.Protocol.TCP;
    }

    /** Reads a client's block leniently: unknown keys ignored, wrong types refused (IERECVPARAMS). */
    static TestParams fromJson(JsonNode j) throws ParamException {
        if (j == null || !j.isObject()) {
            throw new ParamException(Protocol.IERECVPARAMS, "parameters are not a JSON object");
        }
        boolean udp = flag(j, "udp");
        boolean sctp = flag(j, "sctp");
        long lenRaw = number(j, "len", 0);
        int len = lenRaw == 0 ? (udp ? Protocol.DEFAULT_UDP_BLOCK : Protocol.DEFAULT_TCP_BLOCK) : clampInt(lenRaw);
        return new TestParams(
                udp,
                sctp,
                clampInt(number(j, "omit", 0)),
                clampInt(number(j, "time", 10)),
                number(j, "num", 0),
                number(j, "blockcount", 0),
                clampInt(number(j, "parallel", 1)),
                flag(j, "reverse"),
                flag(j, "bidirectional"),
                number(j, "window", 0),
                len,
                number(j, "bandwidth", 0),
                clampInt(number(j, "burst", 0)),
                clampInt(number(j, "TOS", 0)),
                flag(j, "nodelay"),
                text(j, "title"),
                text(j, "extra_data"),
                flag(j, "get_server_output"),
                flag(j, "udp_counters_64bit"),
                flag(j, "repeating_payload"),
                text(j, "client_version"));
    }

    /** Checks the block against protocol ranges and this server's limits; the first violation wins. */
    /**
     * Whether the client has a text for error 37 (the server's duration limit). Older clients, such as
     * Debian 12's 3.12, print a bare "int_errno=37"; they are sent IEDURATION instead, whose text
     * every version has ("test duration too long"). The limit arrived with iperf 3.17's server-side
     * maximum duration. Every stock client since 3.1 sends its version; one that sends none is
     * answered with the precise number.
     */
    boolean knowsServerMaxDuration() {
        Matcher m = VERSION.matcher(clientVersion);
        if (!m.lookingAt()) {
            return true;
        }
        int major = Integer.parseInt(m.group(1));
        int minor = Integer.parseInt(m.group(2));
        return major > 3 || (major == 3 && minor >= 17);
    }

    void check(Iperf3ServerConfig limits) throws ParamException {
        if (sctp) {
            throw new ParamException(Protocol.IENOSCTP, "SCTP requested");
        }
        if (reverse && bidirectional) {
            throw new ParamException(Protocol.IEREVERSEBIDIR, "reverse and bidirectional both set");
        }
        if (time < 0) {
            throw new ParamException(Protocol.IEDURATION, "negative duration " + time);
        }
        if (num < 0 || blockcount < 0) {
            throw new ParamException(Protocol.IERECVPARAMS, "negative byte or block count");
        }
        if (time > limits.maxDurationSeconds() || (time == 0 && num == 0 && blockcount == 0)) {
            throw new ParamException(
                    knowsServerMaxDuration() ? Protocol.IEMAXSERVERTESTDURATIONEXCEEDED : Protocol.IEDURATION,
                    "duration " + (time == 0 ? "unlimited" : time + " s") + " exceeds the maximum of "
                            + limits.maxDurationSeconds() + " s");
        }
        if (omit < 0 || omit > limits.maxDurationSeconds()) {
            throw new ParamException(Protocol.IEOMIT, "omit " + omit + " s outside 0.." + limits.maxDurationSeconds());
        }
        if (parallel < 1 || parallel > limits.maxStreams()) {
            throw new ParamException(Protocol.IENUMSTREAMS, parallel + " streams outside 1.." + limits.maxStreams());
        }
        if (udp && (len < Protocol.MIN_UDP_BLOCK || len > Protocol.MAX_UDP_BLOCK)) {
            throw new ParamException(Protocol.IEUDPBLOCKSIZE, "UDP datagram size " + len);
        }
        if (!udp && (len < 1 || len > Protocol.MAX_TCP_BLOCK)) {
            throw new ParamException(Protocol.IEBLOCKSIZE, "TCP block size " + len);
        }
        if (window < 0 || window > Protocol.MAX_WINDOW) {
            throw new ParamException(Protocol.IEBUFSIZE, "window " + window);
        }
        if (burst < 0 || burst > Protocol.MAX_BURST) {
            throw new ParamException(Protocol.IEBURST, "burst " + burst);
        }
        if (tos < 0 || tos > 255) {
            throw new ParamException(Protocol.IEBADTOS, "TOS " + tos);
        }
        if (bandwidth < 0) {
            throw new ParamException(Protocol.IERECVPARAMS, "negative bandwidth");
        }
        if (udp) {
            // -b 0 means "as fast as possible" for UDP, which no finite limit allows.
            double total =
                    bandwidth == 0 ? Double.POSITIVE_INFINITY : (double) bandwidth * parallel * (bidirectional ? 2 : 1);
            if (total > limits.maxUdpBitsPerSecond()) {
                throw new ParamException(
                        Protocol.IETOTALRATE,
                        "UDP total rate " + (bandwidth == 0 ? "unlimited" : (long) total + " bit/s")
                                + " above the limit of " + limits.maxUdpBitsPerSecond() + " bit/s");
            }
        }
    }

    /** The block our client sends: boolean flags only when true, since 3.18+ servers take any boolean as "set". */
    ObjectNode toJson() {
        ObjectNode j = Iperf3Mapper.object();
        j.put(udp ? "udp" : "tcp", true);
        j.put("omit", omit);
        j.put("time", time);
        j.put("num", num);
        j.put("blockcount", blockcount);
        j.put("parallel", parallel);
        if (reverse) {
            j.put("reverse", true);
        }
        if (bidirectional) {
            j.put("bidirectional", true);
        }
        if (window > 0) {
            j.put("window", window);
        }
        j.put("len", len);
        if (bandwidth > 0) {
            j.put("bandwidth", bandwidth);
        }
        j.put("pacing_timer", 1000);
        if (!title.isEmpty()) {
            j.put("title", title);
        }
        if (!extraData.isEmpty()) {
            j.put("extra_data", extraData);
        }
        if (udpCounters64bit) {
            j.put("udp_counters_64bit", 1);
        }
        j.put("client_version", clientVersion);
        return j;
    }

    private static boolean flag(JsonNode j, String key) throws ParamException {
        JsonNode v = j.get(key);
        if (v == null || v.isNull()) {
            return false;
        }
        if (v.isBoolean()) {
            return v.booleanValue();
        }
        if (v.isNumber()) {
            return Iperf3Mapper.toDouble(v) != 0;
        }
        throw new ParamException(Protocol.IERECVPARAMS, "'" + key + "' is not a flag");
    }

    private static long number(JsonNode j, String key, long absent) throws ParamException {
        JsonNode v = j.get(key);
        if (v == null || v.isNull()) {
            return absent;
        }
        if (!v.isNumber() || !Double.isFinite(v.doubleValue())) {
            throw new ParamException(Protocol.IERECVPARAMS, "'" + key + "' is not a number");
        }
        BigDecimal d = v.decimalValue();
        if (d.compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) > 0) {
            return Long.MAX_VALUE;
        }
        if (d.compareTo(BigDecimal.valueOf(Long.MIN_VALUE)) < 0) {
            return Long.MIN_VALUE;
        }
        return d.longValue();
    }

    private static String text(JsonNode j, String key) throws ParamException {
        JsonNode v = j.get(key);
        if (v == null || v.isNull()) {
            return "";
        }
        if (!v.isTextual()) {
            throw new ParamException(Protocol.IERECVPARAMS, "'" + key + "' is not a string");
        }
        return v.textValue();
    }

    private static int clampInt(long v) {
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, v));
    }
}
