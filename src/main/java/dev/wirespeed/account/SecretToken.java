package dev.wirespeed.account;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * Random secrets for session cookies and API tokens: 256 bits from {@link SecureRandom}, Base64url
 * without padding (43 characters). The store keeps only their SHA-256: a secret with 256 bits of
 * entropy needs no slow hash, and a copy of the database then holds nothing that signs anyone in.
 */
public final class SecretToken {

    /** What an API token starts with, so that a leaked one is recognisable (secret scanners, logs). */
    public static final String API_PREFIX = "wst_";

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Base64.Encoder B64URL = Base64.getUrlEncoder().withoutPadding();

    private SecretToken() {}

    /** 256 random bits, Base64url. */
    public static String newSecret() {
        byte[] b = new byte[32];
        RANDOM.nextBytes(b);
        return B64URL.encodeToString(b);
    }

    /** A short random id (12 hex digits) for things that are listed and named, not secret. */
    public static String newId() {
        byte[] b = new byte[6];
        RANDOM.nextBytes(b);
        return HexFormat.of().formatHex(b);
    }

    /** The SHA-256 of {@code secret} in hex: what the store keeps and looks up. */
    public static String hash(String secret) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(secret.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
