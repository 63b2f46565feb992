package dev.wirespeed.iperf3;

import java.net.InetAddress;
import java.util.List;
import java.util.Objects;

/**
 * Settings of the embedded iperf3 server.
 *
 * @param bind                the only address the server listens on (TCP and UDP)
 * @param port                TCP and UDP port; 0 picks a free one (tests), see {@link Iperf3Server#port()}
 * @param maxDurationSeconds  longest {@code -t} (and {@code -O}) a client may ask for; also bounds
 *                            {@code -n}/{@code -k} tests through the watchdog
 * @param maxStreams          most {@code -P} streams per direction
 * @param maxUdpBitsPerSecond most UDP bit/s a test may request in total (streams x rate, both directions)
 * @param allowedCidrs        client networks, e.g. "192.168.1.0/24", "fd00::/8", "10.0.0.7"; empty = everyone
 * @param readTimeoutMillis   how long any read from a client may take (cookie, parameters, results)
 */
public record Iperf3ServerConfig(
        InetAddress bind,
        int port,
        int maxDurationSeconds,
        int maxStreams,
        long maxUdpBitsPerSecond,
        List<String> allowedCidrs,
        int readTimeoutMillis) {

    public static final int DEFAULT_PORT = 5201;
    public static final int DEFAULT_MAX_DURATION_SECONDS = 60;
    public static final int DEFAULT_MAX_STREAMS = 16;
    public static final long DEFAULT_MAX_UDP_BITS_PER_SECOND = 1_000_000_000L;
    public static final int DEFAULT_READ_TIMEOUT_MILLIS = 10_000;

    public Iperf3ServerConfig {
        Objects.requireNonNull(bind, "bind");
        allowedCidrs = List.copyOf(allowedCidrs);
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("port must be 0..65535, got " + port);
        }
        if (maxDurationSeconds < 1 || maxDurationSeconds > 86_400) {
            throw new IllegalArgumentException("maxDurationSeconds must be 1..86400, got " + maxDurationSeconds);
        }
        if (maxStreams < 1 || maxStreams > Protocol.MAX_STREAMS) {
            throw new IllegalArgumentException("maxStreams must be 1..128, got " + maxStreams);
        }
        if (maxUdpBitsPerSecond < 1) {
            throw new IllegalArgumentException("maxUdpBitsPerSecond must be > 0, got " + maxUdpBitsPerSecond);
        }
        if (readTimeoutMillis < 100 || readTimeoutMillis > 600_000) {
            throw new IllegalArgumentException("readTimeoutMillis must be 100..600000, got " + readTimeoutMillis);
        }
        for (String c : allowedCidrs) {
            Cidr.parse(c); // fail at configuration time, not at the first client
        }
    }

    /** Defaults: 60 s, 16 streams, 1 Gbit/s UDP, everyone allowed, 10 s read timeout. */
    public static Iperf3ServerConfig defaults(InetAddress bind, int port) {
        return new Iperf3ServerConfig(
                bind,
                port,
                DEFAULT_MAX_DURATION_SECONDS,
                DEFAULT_MAX_STREAMS,
                DEFAULT_MAX_UDP_BITS_PER_SECOND,
                List.of(),
                DEFAULT_READ_TIMEOUT_MILLIS);
    }

    public Iperf3ServerConfig withMaxDurationSeconds(int seconds) {
        return new Iperf3ServerConfig(
                bind, port, seconds, maxStreams, maxUdpBitsPerSecond, allowedCidrs, readTimeoutMillis);
    }

    public Iperf3ServerConfig withMaxStreams(int streams) {
        return new Iperf3ServerConfig(
                bind, port, maxDurationSeconds, streams, maxUdpBitsPerSecond, allowedCidrs, readTimeoutMillis);
    }

    public Iperf3ServerConfig withMaxUdpBitsPerSecond(long bitsPerSecond) {
        return new Iperf3ServerConfig(
                bind, port, maxDurationSeconds, maxStreams, bitsPerSecond, allowedCidrs, readTimeoutMillis);
    }

    public Iperf3ServerConfig withAllowedCidrs(List<String> cidrs) {
        return new Iperf3ServerConfig(
                bind, port, maxDurationSeconds, maxStreams, maxUdpBitsPerSecond, cidrs, readTimeoutMillis);
    }

    public Iperf3ServerConfig withReadTimeoutMillis(int millis) {
        return new Iperf3ServerConfig(
                bind, port, maxDurationSeconds, maxStreams, maxUdpBitsPerSecond, allowedCidrs, millis);
    }
}
