package dev.wirespeed.measure.parse;

import java.util.List;
import java.util.Set;

/**
 * A measured transfer between two machines, as one tool printed it.
 *
 * <p>{@code gbps} is the figure to calibrate against: the receiver's end-of-run rate in Gbit/s (10^9
 * bit/s), or the only rate the tool printed (smbclient, rsync, scp, a server that saw one side). It is
 * null only when the output held no rate at all. {@code side} is the host that printed the output
 * ({@code "client"}, {@code "server"}, or null when the text does not say); {@code direction} is the
 * test's direction: {@code "normal"} (client sends), {@code "reverse"} (-R, server sends),
 * {@code "bidir"} (one run per leg, the leg named in {@code notes}), {@code "upload"} /
 * {@code "download"} for file copies, or null when unknown.
 */
public record ThroughputRun(
        String format,
        String tool,
        String toolVersion,
        String side,
        String direction,
        String protocol,
        Integer streams,
        Double durationSeconds,
        Double gbps,
        Totals sender,
        Totals receiver,
        List<Interval> intervals,
        Udp udp,
        CpuUse cpu,
        Integer mss,
        Integer mtu,
        String title,
        List<String> notes,
        String raw)
        implements ParsedRun {

    public static final Set<String> FORMATS = Set.of(
            "iperf3-text",
            "iperf3-json",
            "iperf3-json-stream",
            "iperf2-text",
            "smbclient",
            "rsync",
            "scp",
            "iperf3-embedded");
    public static final Set<String> SIDES = Set.of("client", "server");
    public static final Set<String> DIRECTIONS = Set.of("normal", "reverse", "bidir", "upload", "download");
    public static final Set<String> PROTOCOLS = Set.of("tcp", "udp");

    public ThroughputRun {
        Checks.oneOf("format", format, FORMATS, false);
        if (tool == null || tool.isBlank()) {
            throw new IllegalArgumentException("tool is required");
        }
        Checks.oneOf("side", side, SIDES, true);
        Checks.oneOf("direction", direction, DIRECTIONS, true);
        Checks.oneOf("protocol", protocol, PROTOCOLS, true);
        if (streams != null && streams < 1) {
            throw new IllegalArgumentException("streams must be >= 1, got " + streams);
        }
        if (durationSeconds != null && (!Double.isFinite(durationSeconds) || durationSeconds < 0)) {
            throw new IllegalArgumentException("durationSeconds must be a finite number >= 0, got " + durationSeconds);
        }
        Checks.networkRate("gbps", gbps);
        if (mss != null && mss <= 0) {
            throw new IllegalArgumentException("mss must be > 0, got " + mss);
        }
        if (mtu != null && mtu <= 0) {
            throw new IllegalArgumentException("mtu must be > 0, got " + mtu);
        }
        if (raw == null || raw.isEmpty()) {
            throw new IllegalArgumentException("raw is required: the text the run came from");
        }
        intervals = intervals == null ? List.of() : List.copyOf(intervals);
        notes = notes == null ? List.of() : List.copyOf(notes);
    }
}
