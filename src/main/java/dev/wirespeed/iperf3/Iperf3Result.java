package dev.wirespeed.iperf3;

import dev.wirespeed.units.DataRate;

import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * A finished iperf3 test, as Wirespeed stores it: who ran it, how, and per direction both sides'
 * figures (Wirespeed's own counters and the peer's results blob, see {@link Iperf3FlowResult}).
 *
 * @param role            what Wirespeed was in this test
 * @param peerAddress     the other end's address (control connection)
 * @param clientVersion   the client's {@code client_version} ("3.12"); "" if it sent none
 * @param title           client's {@code -T}, "" if none
 * @param extraData       client's {@code --extra-data}, "" if none
 * @param streams         parallel streams per direction ({@code -P})
 * @param durationSeconds requested duration ({@code -t}); 0 when the test ran to a byte or block count
 * @param omitSeconds     requested {@code -O}
 * @param bytesLimit      {@code -n}, 0 if unset
 * @param blocksLimit     {@code -k}, 0 if unset
 * @param blockSize       {@code -l}: TCP block or UDP datagram size in bytes
 * @param startTime       wall-clock time of TEST_START
 * @param flows           one entry per direction that carried data (two for bidir)
 * @param intervals       Wirespeed's own side, per second and flow
 * @param localCpuPercent Wirespeed's process CPU during the test (may exceed 100 on several cores)
 * @param peerCpuPercent  the peer's reported CPU
 * @param peerResultsJson the peer's results blob exactly as received
 */
public record Iperf3Result(
        Role role,
        String peerAddress,
        int peerPort,
        String clientVersion,
        String title,
        String extraData,
        Protocol protocol,
        Direction direction,
        int streams,
        int durationSeconds,
        int omitSeconds,
        long bytesLimit,
        long blocksLimit,
        int blockSize,
        Instant startTime,
        List<Iperf3FlowResult> flows,
        List<Iperf3StreamResult> streamResults,
        List<Iperf3Interval> intervals,
        double localCpuPercent,
        double peerCpuPercent,
        String peerResultsJson) {

    /** Wirespeed's part in the test. */
    public enum Role {
        SERVER,
        CLIENT;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public enum Protocol {
        TCP,
        UDP;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** iperf3's modes: normal (client sends), reverse ({@code -R}, server sends), bidir ({@code --bidir}). */
    public enum Direction {
        NORMAL,
        REVERSE,
        BIDIR;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** Which way data moved. */
    public enum Flow {
        CLIENT_TO_SERVER,
        SERVER_TO_CLIENT;

        public String id() {
            return this == CLIENT_TO_SERVER ? "client-to-server" : "server-to-client";
        }
    }

    /** Which end of a flow Wirespeed was. */
    public enum Side {
        SENDER,
        RECEIVER
    }

    public Iperf3Result {
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(peerAddress, "peerAddress");
        Objects.requireNonNull(protocol, "protocol");
        Objects.requireNonNull(direction, "direction");
        Objects.requireNonNull(startTime, "startTime");
        clientVersion = clientVersion == null ? "" : clientVersion;
        title = title == null ? "" : title;
        extraData = extraData == null ? "" : extraData;
        peerResultsJson = peerResultsJson == null ? "" : peerResultsJson;
        flows = List.copyOf(flows);
        streamResults = List.copyOf(streamResults);
        intervals = List.copyOf(intervals);
        if (streams < 1) {
            throw new IllegalArgumentException("streams must be >= 1, got " + streams);
        }
        if (flows.size() != (direction == Direction.BIDIR ? 2 : 1)) {
            throw new IllegalArgumentException(direction.id() + " test needs " + (direction == Direction.BIDIR ? 2 : 1)
                    + " flow(s), got " + flows.size());
        }
    }

    public Optional<Iperf3FlowResult> flow(Flow f) {
        return flows.stream().filter(r -> r.flow() == f).findFirst();
    }

    /**
     * One line for logs and lists, e.g. {@code server tcp normal P1 t=2s peer 127.0.0.1:5201 (iperf 3.12):
     * client-to-server 9.41 Gbit/s received (9.42 Gbit/s sent, 12 retr)}.
     */
    public String summary() {
        StringBuilder b = new StringBuilder();
        b.append(role.id())
                .append(' ')
                .append(protocol.id())
                .append(' ')
                .append(direction.id())
                .append(" P")
                .append(streams)
                .append(" t=");
        if (durationSeconds > 0) {
            b.append(durationSeconds).append('s');
        } else {
            b.append(bytesLimit > 0 ? "n" + bytesLimit : "k" + blocksLimit);
        }
        if (omitSeconds > 0) {
            b.append(" O=").append(omitSeconds).append('s');
        }
        b.append(" peer ")
                .append(peerAddress.contains(":") ? "[" + peerAddress + "]" : peerAddress)
                .append(':')
                .append(peerPort);
        if (!clientVersion.isEmpty()) {
            b.append(" (client ").append(clientVersion).append(')');
        }
        if (!title.isEmpty()) {
            b.append(" \"").append(title.replaceAll("\\s+", " ")).append('"');
        }
        String sep = ": ";
        for (Iperf3FlowResult f : flows) {
            b.append(sep)
                    .append(f.flow().id())
                    .append(' ')
                    .append(new DataRate(f.receiverBitsPerSecond()))
                    .append(" received (")
                    .append(new DataRate(f.senderBitsPerSecond()))
                    .append(" sent");
            if (f.retransmits().isPresent()) {
                b.append(", ").append(f.retransmits().getAsLong()).append(" retr");
            }
            if (protocol == Protocol.UDP) {
                b.append(String.format(
                        Locale.ROOT,
                        ", jitter %.3f ms, lost %d/%d (%.2g%%)",
                        f.jitterMs(),
                        f.lostPackets(),
                        f.totalPackets(),
                        f.lostPercent()));
            }
            b.append(')');
            sep = "; ";
        }
        return b.toString();
    }
}
