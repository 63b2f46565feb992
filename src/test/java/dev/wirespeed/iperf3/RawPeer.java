package dev.wirespeed.iperf3;

import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;

/** A hand-driven TCP connection for feeding a server exactly the bytes a test wants. */
final class RawPeer implements AutoCloseable {

    final Socket socket;
    private final DataInputStream in;
    private final OutputStream out;

    RawPeer(int port) throws IOException {
        socket = new Socket();
        socket.connect(new InetSocketAddress("127.0.0.1", port), 2_000);
        socket.setTcpNoDelay(true);
        socket.setSoTimeout(10_000);
        in = new DataInputStream(socket.getInputStream());
        out = socket.getOutputStream();
    }

    RawPeer send(byte[] b) throws IOException {
        out.write(b);
        out.flush();
        return this;
    }

    RawPeer sendJson(String json) throws IOException {
        return send(Framing.frame(json.getBytes(StandardCharsets.UTF_8)));
    }

    RawPeer sendState(int state) throws IOException {
        return send(new byte[] {(byte) state});
    }

    int readState() throws IOException {
        return in.readByte();
    }

    int readInt() throws IOException {
        return in.readInt();
    }

    /** The error number after a SERVER_ERROR byte (the errno word is read and dropped). */
    int readServerError() throws IOException {
        int state = readState();
        if (state != Protocol.SERVER_ERROR) {
            throw new AssertionError("expected SERVER_ERROR (-2), got " + state);
        }
        int code = in.readInt();
        in.readInt();
        return code;
    }

    /** True if the server closes the connection within the timeout (EOF or reset). */
    boolean closedByPeerWithin(int millis) throws IOException {
        socket.setSoTimeout(millis);
        try {
            while (in.read() >= 0) {
                // discard
            }
            return true;
        } catch (SocketTimeoutException e) {
            return false;
        } catch (EOFException | SocketException e) {
            return true;
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
