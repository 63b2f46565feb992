package dev.wirespeed.iperf3;

import com.fasterxml.jackson.databind.JsonNode;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The control connection of one test. Every read runs against a deadline (set per phase), so a peer
 * that stalls makes the read fail with {@link SocketTimeoutException} instead of holding a thread.
 * Writes are serialised because a watchdog may write SERVER_ERROR while the owner thread is active.
 */
final class ControlChannel implements AutoCloseable {

    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;
    private final ReentrantLock writeLock = new ReentrantLock();
    private volatile long deadlineNanos = Long.MAX_VALUE;

    ControlChannel(Socket socket) throws IOException {
        this.socket = socket;
        socket.setTcpNoDelay(true);
        InputStream raw = socket.getInputStream();
        this.in = new InputStream() {
            @Override
            public int read() throws IOException {
                byte[] b = new byte[1];
                return read(b, 0, 1) < 0 ? -1 : b[0] & 0xff;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                applyDeadline();
                return raw.read(b, off, len);
            }
        };
        this.out = socket.getOutputStream();
    }

    /** Reads from now on must complete within {@code millis}. */
    void deadlineIn(long millis) {
        deadlineNanos = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
    }

    void deadlineAt(long nanos) {
        deadlineNanos = nanos;
    }

    private void applyDeadline() throws IOException {
        long d = deadlineNanos;
        if (d == Long.MAX_VALUE) {
            socket.setSoTimeout(0);
            return;
        }
        long remainingMillis = TimeUnit.NANOSECONDS.toMillis(d - System.nanoTime());
        if (remainingMillis <= 0) {
            throw new SocketTimeoutException("control read deadline passed");
        }
        socket.setSoTimeout((int) Math.min(Integer.MAX_VALUE, remainingMillis));
    }

    /** Reads one signed state byte; EOF is an {@link EOFException}. */
    int readState() throws IOException {
        int b = in.read();
        if (b < 0) {
            throw new EOFException("control connection closed by peer");
        }
        return (byte) b;
    }

    int readInt() throws IOException {
        return Framing.readInt(in);
    }

    byte[] readBlob(int cap) throws IOException {
        return Framing.readBlob(in, cap);
    }

    JsonNode readJson(int cap) throws IOException {
        return Iperf3Mapper.parse(readBlob(cap));
    }

    void writeStates(int... states) throws IOException {
        byte[] b = new byte[states.length];
        for (int i = 0; i < states.length; i++) {
            b[i] = (byte) states[i];
        }
        write(b);
    }

    void writeJson(JsonNode node) throws IOException {
        write(Framing.frame(Iperf3Mapper.bytes(node)));
    }

    void write(byte[] b) throws IOException {
        writeLock.lock();
        try {
            out.write(b);
            out.flush();
        } finally {
            writeLock.unlock();
        }
    }

    /** Best effort from a thread other than the owner: gives up if a write is in progress. */
    boolean tryWrite(byte[] b) {
        try {
            if (!writeLock.tryLock(100, TimeUnit.MILLISECONDS)) {
                return false;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
        try {
            out.write(b);
            out.flush();
            return true;
        } catch (IOException e) {
            return false;
        } finally {
            writeLock.unlock();
        }
    }

    /**
     * Ends the connection gracefully: half-close, then read briefly so the peer's last bytes do not turn
     * our close into a reset that could destroy the bytes we just wrote.
     */
    void finish(long drainMillis) {
        try {
            socket.shutdownOutput();
            deadlineIn(drainMillis);
            byte[] sink = new byte[256];
            for (int i = 0; i < 64 && in.read(sink, 0, sink.length) >= 0; i++) {
                // discard
            }
        } catch (IOException ignored) {
            // the peer may already be gone
        } finally {
            close();
        }
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException ignored) {
            // nothing left to do
        }
    }
}
