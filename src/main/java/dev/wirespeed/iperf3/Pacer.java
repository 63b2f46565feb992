package dev.wirespeed.iperf3;

import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * Per-stream rate limit the way iperf3 applies {@code -b}: the stream may send while its average rate
 * since its own start is at or below the target; otherwise it waits until it is.
 */
final class Pacer {

    private static final long MAX_PARK_NANOS = 5_000_000;

    private final long bitsPerSecond;
    private final long startNanos;

    /** @param bitsPerSecond 0 = unlimited */
    Pacer(long bitsPerSecond, long startNanos) {
        this.bitsPerSecond = bitsPerSecond;
        this.startNanos = startNanos;
    }

    /** Earliest time at which a sender that has sent {@code bytesSent} may send again. */
    long dueNanos(long bytesSent) {
        return startNanos + (long) (bytesSent * 8e9 / bitsPerSecond);
    }

    /** Blocks until {@code bytesSent} is within the rate, or {@code stop} turns true. */
    void await(long bytesSent, BooleanSupplier stop) {
        if (bitsPerSecond <= 0) {
            return;
        }
        long due = dueNanos(bytesSent);
        for (long wait = due - System.nanoTime(); wait > 0 && !stop.getAsBoolean(); wait = due - System.nanoTime()) {
            LockSupport.parkNanos(Math.min(wait, MAX_PARK_NANOS));
        }
    }
}
