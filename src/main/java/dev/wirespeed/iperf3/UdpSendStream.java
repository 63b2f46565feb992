package dev.wirespeed.iperf3;

import java.io.IOException;
import java.net.PortUnreachableException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.DatagramChannel;
import java.util.concurrent.locks.LockSupport;

/**
 * Sends UDP test datagrams of {@code len} bytes at the requested rate, each stamped with the monotonic
 * time and a sequence number starting at 1. A send that fails transiently reuses its sequence number.
 */
final class UdpSendStream extends DataStream {

    /** Sends one datagram; the server sends to the client's address, the client writes a connected channel. */
    interface Sink {
        void send(ByteBuffer datagram) throws IOException;
    }

    private final Sink sink;
    private final DatagramChannel owned;

    /** @param owned the stream's own channel (client side), closed with the stream; null if shared */
    UdpSendStream(int id, TestRun run, Sink sink, DatagramChannel owned) {
        super(id, true, run, false);
        this.sink = sink;
        this.owned = owned;
    }

    @Override
    public void run() {
        boolean c64 = run.params().udpCounters64bit();
        ByteBuffer datagram = run.newPayload();
        int len = datagram.capacity();
        int burst = Math.max(1, run.params().burst());
        Pacer pacer = new Pacer(run.params().bandwidth(), System.nanoTime());
        long sentBytes = 0;
        long seq = 0;
        try {
            while (!run.stopSending) {
                pacer.await(sentBytes, () -> run.stopSending);
                for (int i = 0; i < burst && !run.stopSending; i++) {
                    UdpHeader.write(datagram, System.nanoTime(), seq + 1, c64);
                    datagram.clear();
                    try {
                        sink.send(datagram);
                    } catch (ClosedChannelException e) {
                        throw e;
                    } catch (PortUnreachableException e) {
                        // the peer's socket is not (or no longer) there; the test decides when to stop
                        LockSupport.parkNanos(1_000_000);
                        continue;
                    } catch (IOException e) {
                        // e.g. ENOBUFS under load: retry the same sequence number
                        LockSupport.parkNanos(100_000);
                        continue;
                    }
                    seq++;
                    sentBytes += len;
                    if (run.counting) {
                        bytes.addAndGet(len);
                        packets.set(seq);
                    }
                }
            }
        } catch (ClosedChannelException e) {
            // end of test
        }
    }

    @Override
    void closeChannel() {
        if (owned != null) {
            try {
                owned.close();
            } catch (IOException ignored) {
                // closing anyway
            }
        }
    }
}
