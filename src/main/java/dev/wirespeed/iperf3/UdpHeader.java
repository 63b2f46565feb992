package dev.wirespeed.iperf3;

import java.nio.ByteBuffer;

/**
 * Header at the start of every UDP test datagram, all big-endian: sender timestamp seconds (u32),
 * microseconds (u32), then the sequence number as u32 or, with --udp-counters-64bit, u64. The timestamp
 * is the sender's monotonic clock; receivers only use differences of it.
 */
final class UdpHeader {

    private UdpHeader() {}

    static int size(boolean counters64) {
        return counters64 ? 16 : 12;
    }

    static void write(ByteBuffer b, long monotonicNanos, long seq, boolean counters64) {
        long micros = Math.floorDiv(monotonicNanos, 1000L);
        b.putInt(0, (int) Math.floorDiv(micros, 1_000_000L));
        b.putInt(4, (int) Math.floorMod(micros, 1_000_000L));
        if (counters64) {
            b.putLong(8, seq);
        } else {
            b.putInt(8, (int) seq);
        }
    }

    /** Sequence number; 32-bit counters are unsigned. */
    static long seq(ByteBuffer b, boolean counters64) {
        return counters64 ? b.getLong(8) : Integer.toUnsignedLong(b.getInt(8));
    }

    /** Sender timestamp in seconds. */
    static double sentSeconds(ByteBuffer b) {
        return Integer.toUnsignedLong(b.getInt(0)) + Integer.toUnsignedLong(b.getInt(4)) / 1e6;
    }
}
