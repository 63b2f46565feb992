package dev.wirespeed.iperf3;

import java.io.IOException;
import java.net.PortUnreachableException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.DatagramChannel;

/**
 * Receives UDP test datagrams and keeps loss and jitter. On the client each stream reads its own
 * connected channel; on the server one demultiplexer feeds all streams through {@link #onDatagram}.
 */
final class UdpReceiveStream extends DataStream {

    private final DatagramChannel owned;

    /** @param owned the stream's own connected channel (client side), or null when fed by a demultiplexer */
    UdpReceiveStream(int id, TestRun run, DatagramChannel owned) {
        super(id, false, run, true);
        this.owned = owned;
    }

    @Override
    boolean needsThread() {
        return owned != null;
    }

    /** @param datagram positioned at its first byte, limit at its end */
    void onDatagram(ByteBuffer datagram, long arrivalNanos) {
        boolean c64 = run.params().udpCounters64bit();
        int length = datagram.remaining();
        if (length < UdpHeader.size(c64) || !run.counting) {
            return;
        }
        ByteBuffer b = datagram.slice();
        bytes.addAndGet(length);
        udp.onDatagram(UdpHeader.seq(b, c64), UdpHeader.sentSeconds(b), arrivalNanos / 1e9);
    }

    @Override
    public void run() {
        ByteBuffer buf = ByteBuffer.allocateDirect(65_536);
        try {
            while (true) {
                buf.clear();
                try {
                    owned.read(buf);
                } catch (PortUnreachableException e) {
                    continue; // ICMP from an earlier datagram of ours; not a reason to stop
                }
                long now = System.nanoTime();
                buf.flip();
                onDatagram(buf, now);
            }
        } catch (ClosedChannelException e) {
            // end of test
        } catch (IOException e) {
            fail(e);
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
