package dev.wirespeed.iperf3;

import java.util.Objects;

/**
 * What the embedded client asks an iperf3 server for; the fields mirror iperf3's own options.
 *
 * @param reverse          {@code -R}: the server sends
 * @param bidir            {@code --bidir}: both send, {@code streams} connections each way
 * @param streams          {@code -P}, 1..128
 * @param durationSeconds  {@code -t}, 1..86400
 * @param udpBitsPerSecond {@code -b} for UDP, per stream like iperf3; 0 = iperf3's default of 1 Mbit/s
 * @param omitSeconds      {@code -O}, 0..600
 * @param title            {@code -T}, null or "" for none
 */
public record Iperf3ClientOptions(
        String host,
        int port,
        boolean reverse,
        boolean bidir,
        int streams,
        int durationSeconds,
        boolean udp,
        long udpBitsPerSecond,
        int omitSeconds,
        String title) {

    public Iperf3ClientOptions {
        Objects.requireNonNull(host, "host");
        if (host.isBlank()) {
            throw new IllegalArgumentException("host is blank");
        }
        if (port < 1 || port > 65_535) {
            throw new IllegalArgumentException("port must be 1..65535, got " + port);
        }
        if (reverse && bidir) {
            throw new IllegalArgumentException("a test cannot be both reverse and bidirectional");
        }
        if (streams < 1 || streams > Protocol.MAX_STREAMS) {
            throw new IllegalArgumentException("streams must be 1..128, got " + streams);
        }
        if (durationSeconds < 1 || durationSeconds > 86_400) {
            throw new IllegalArgumentException("durationSeconds must be 1..86400, got " + durationSeconds);
        }
        if (udpBitsPerSecond < 0) {
            throw new IllegalArgumentException("udpBitsPerSecond must be >= 0, got " + udpBitsPerSecond);
        }
        if (omitSeconds < 0 || omitSeconds > 600) {
            throw new IllegalArgumentException("omitSeconds must be 0..600, got " + omitSeconds);
        }
        title = title == null ? "" : title;
    }

    /** A plain 10-second single-stream TCP test to {@code host} on port 5201. */
    public static Iperf3ClientOptions tcp(String host) {
        return new Iperf3ClientOptions(host, Iperf3ServerConfig.DEFAULT_PORT, false, false, 1, 10, false, 0, 0, null);
    }

    /** The same test against another host (an address a name was checked against, say). */
    public Iperf3ClientOptions withHost(String h) {
        return new Iperf3ClientOptions(
                h, port, reverse, bidir, streams, durationSeconds, udp, udpBitsPerSecond, omitSeconds, title);
    }

    public Iperf3ClientOptions withPort(int p) {
        return new Iperf3ClientOptions(
                host, p, reverse, bidir, streams, durationSeconds, udp, udpBitsPerSecond, omitSeconds, title);
    }

    public Iperf3ClientOptions withReverse() {
        return new Iperf3ClientOptions(
                host, port, true, false, streams, durationSeconds, udp, udpBitsPerSecond, omitSeconds, title);
    }

    public Iperf3ClientOptions withBidir() {
        return new Iperf3ClientOptions(
                host, port, false, true, streams, durationSeconds, udp, udpBitsPerSecond, omitSeconds, title);
    }

    public Iperf3ClientOptions withStreams(int n) {
        return new Iperf3ClientOptions(
                host, port, reverse, bidir, n, durationSeconds, udp, udpBitsPerSecond, omitSeconds, title);
    }

    public Iperf3ClientOptions withDurationSeconds(int s) {
        return new Iperf3ClientOptions(
                host, port, reverse, bidir, streams, s, udp, udpBitsPerSecond, omitSeconds, title);
    }

    public Iperf3ClientOptions withUdp(long bitsPerSecondPerStream) {
        return new Iperf3ClientOptions(
                host, port, reverse, bidir, streams, durationSeconds, true, bitsPerSecondPerStream, omitSeconds, title);
    }

    public Iperf3ClientOptions withOmitSeconds(int s) {
        return new Iperf3ClientOptions(
                host, port, reverse, bidir, streams, durationSeconds, udp, udpBitsPerSecond, s, title);
    }

    public Iperf3ClientOptions withTitle(String t) {
        return new Iperf3ClientOptions(
                host, port, reverse, bidir, streams, durationSeconds, udp, udpBitsPerSecond, omitSeconds, t);
    }
}
