package dev.wirespeed.iperf3;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.SocketChannel;

/** A TCP data connection: the sender writes whole blocks of {@code len} bytes, the receiver reads all. */
final class TcpDataStream extends DataStream {

    /** Receive buffer: larger than iperf3's block so loopback reads need fewer system calls. */
    static final int RECEIVE_BUFFER = 256 * 1024;

    private final SocketChannel channel;

    TcpDataStream(int id, boolean sender, TestRun run, SocketChannel channel) {
        super(id, sender, run, false);
        this.channel = channel;
    }

    @Override
    public void run() {
        try {
            if (sender) {
                send();
            } else {
                receive();
            }
        } catch (ClosedChannelException e) {
            // closed at the end of the test
        } catch (IOException e) {
            fail(e);
        }
    }

    private void send() throws IOException {
        ByteBuffer block = run.newPayload();
        int len = block.capacity();
        int burst = Math.max(1, run.params().burst());
        Pacer pacer = new Pacer(run.params().bandwidth(), System.nanoTime());
        long sent = 0;
        while (!run.stopSending) {
            pacer.await(sent, () -> run.stopSending);
            for (int i = 0; i < burst && !run.stopSending; i++) {
                block.clear();
                while (block.hasRemaining()) {
                    channel.write(block);
                }
                sent += len;
                if (run.counting) {
                    bytes.addAndGet(len);
                }
            }
        }
    }

    private void receive() throws IOException {
        ByteBuffer buf = ByteBuffer.allocateDirect(RECEIVE_BUFFER);
        while (true) {
            buf.clear();
            int n = channel.read(buf);
            if (n < 0) {
                return;
            }
            if (run.counting) {
                bytes.addAndGet(n);
            }
        }
    }

    @Override
    void closeChannel() {
        try {
            channel.close();
        } catch (IOException ignored) {
            // closing anyway
        }
    }
}
