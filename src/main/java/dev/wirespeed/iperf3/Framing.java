package dev.wirespeed.iperf3;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;

/**
 * Byte framing of the control connection: JSON blobs travel as a 4-byte big-endian unsigned length
 * followed by that many bytes; SERVER_ERROR is the byte -2 followed by two 32-bit big-endian words
 * (iperf3 error number, errno).
 */
final class Framing {

    private Framing() {}

    /** A blob whose length prefix is zero or larger than the reader's cap. */
    static final class BadLengthException extends IOException {
        private static final long serialVersionUID = 1L;
        final long length;

        BadLengthException(long length, int cap) {
            super("blob length " + length + " outside 1.." + cap);
            this.length = length;
        }
    }

    static byte[] frame(byte[] body) {
        return ByteBuffer.allocate(4 + body.length)
                .putInt(body.length)
                .put(body)
                .array();
    }

    static byte[] serverError(int code, int errno) {
        return ByteBuffer.allocate(9)
                .put((byte) Protocol.SERVER_ERROR)
                .putInt(code)
                .putInt(errno)
                .array();
    }

    /** Reads one length-prefixed blob; refuses a length of 0 or above {@code cap} before reading the body. */
    static byte[] readBlob(InputStream in, int cap) throws IOException {
        long length = Integer.toUnsignedLong(readInt(in));
        if (length == 0 || length > cap) {
            throw new BadLengthException(length, cap);
        }
        return readFully(in, (int) length);
    }

    static int readInt(InputStream in) throws IOException {
        return ByteBuffer.wrap(readFully(in, 4)).getInt();
    }

    static byte[] readFully(InputStream in, int n) throws IOException {
        byte[] b = new byte[n];
        int off = 0;
        while (off < n) {
            int r = in.read(b, off, n - off);
            if (r < 0) {
                throw new EOFException("connection closed after " + off + " of " + n + " bytes");
            }
            off += r;
        }
        return b;
    }
}
