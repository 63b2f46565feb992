package dev.wirespeed.iperf3;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Arrays;

/**
 * The 37-byte session cookie: 36 characters from a-z and 2-7, then a NUL. A client sends it first on the
 * control connection and on every TCP data connection; a server only compares it for equality.
 */
final class Cookie {

    private static final byte[] ALPHABET = "abcdefghijklmnopqrstuvwxyz234567".getBytes(StandardCharsets.US_ASCII);
    private static final SecureRandom RANDOM = new SecureRandom();

    private Cookie() {}

    static byte[] random() {
        byte[] raw = new byte[Protocol.COOKIE_SIZE - 1];
        RANDOM.nextBytes(raw);
        byte[] cookie = new byte[Protocol.COOKIE_SIZE];
        for (int i = 0; i < raw.length; i++) {
            cookie[i] = ALPHABET[raw[i] & 31];
        }
        return cookie;
    }

    /** Equality up to the first NUL, like the C string comparison stock servers use. */
    static boolean matches(byte[] a, byte[] b) {
        return Arrays.equals(a, 0, terminated(a), b, 0, terminated(b));
    }

    private static int terminated(byte[] c) {
        for (int i = 0; i < c.length; i++) {
            if (c[i] == 0) {
                return i;
            }
        }
        return c.length;
    }
}
