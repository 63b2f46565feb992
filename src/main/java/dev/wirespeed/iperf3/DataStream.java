package dev.wirespeed.iperf3;

import java.io.IOException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One data stream of a test as seen from Wirespeed's side: id, whether we send on it, and counters.
 * Counters only grow while the test counts ({@link TestRun#counting}); the omit baseline is subtracted
 * when the test is reported.
 */
abstract class DataStream implements Runnable {

    final int id;
    final boolean sender;
    final TestRun run;
    final AtomicLong bytes = new AtomicLong();
    /** UDP sender: datagrams sent (= last sequence number). */
    final AtomicLong packets = new AtomicLong();
    /** UDP receiver statistics, else null. */
    final UdpReceiveStats udp;

    volatile long omittedBytes;
    volatile long omittedPackets;
    volatile IOException failure;
    Thread thread;

    DataStream(int id, boolean sender, TestRun run, boolean udpReceiver) {
        this.id = id;
        this.sender = sender;
        this.run = run;
        this.udp = udpReceiver ? new UdpReceiveStats() : null;
    }

    Iperf3Result.Flow flow() {
        return run.flowOf(sender);
    }

    /** False for streams fed by someone else's thread (the server's UDP demultiplexer). */
    boolean needsThread() {
        return true;
    }

    /** Unblocks the stream's thread; must be idempotent. */
    abstract void closeChannel();

    void omitEnded() {
        omittedBytes = bytes.get();
        omittedPackets = packets.get();
        if (udp != null) {
            udp.omitEnded();
        }
    }

    void fail(IOException e) {
        if (!run.stopSending && run.counting && failure == null) {
            failure = e;
        }
    }
}
