package dev.wirespeed.account;

import org.bouncycastle.crypto.generators.Argon2BytesGenerator;
import org.bouncycastle.crypto.params.Argon2Parameters;

import java.nio.CharBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Argon2id password hashes in the PHC string form other tools read
 * ({@code $argon2id$v=19$m=19456,t=2,p=1$salt$hash}, unpadded Base64). The parameters are OWASP's
 * password storage cheat sheet's first recommendation: 19 MiB of memory, 2 iterations, 1 lane, with
 * a 16-byte random salt and a 32-byte hash. Verification reads the parameters from the stored string,
 * so raising them later keeps old hashes valid, and compares in constant time.
 */
public final class PasswordHasher {

    /** OWASP: m=19456 (19 MiB), t=2, p=1. */
    public static final int MEMORY_KIB = 19 * 1024;

    public static final int ITERATIONS = 2;
    public static final int PARALLELISM = 1;
    private static final int SALT_BYTES = 16;
    private static final int HASH_BYTES = 32;
    /** What a stored hash may ask for: bounds against a tampered row making every sign-in very slow. */
    private static final int MAX_MEMORY_KIB = 1024 * 1024;

    private static final int MAX_ITERATIONS = 20;

    private static final Pattern PHC = Pattern.compile(
            "\\$argon2id\\$v=19\\$m=(\\d{1,8}),t=(\\d{1,3}),p=(\\d{1,2})\\$([A-Za-z0-9+/]{11,64})\\$([A-Za-z0-9+/]{16,128})");
    private static final Base64.Encoder B64 = Base64.getEncoder().withoutPadding();
    private static final Base64.Decoder B64D = Base64.getDecoder();

    private final SecureRandom random = new SecureRandom();

    /** A new hash of {@code password} with a fresh salt. */
    public String hash(char[] password) {
        byte[] salt = new byte[SALT_BYTES];
        random.nextBytes(salt);
        byte[] out = derive(password, salt, MEMORY_KIB, ITERATIONS, PARALLELISM, HASH_BYTES);
        return "$argon2id$v=19$m=" + MEMORY_KIB + ",t=" + ITERATIONS + ",p=" + PARALLELISM + "$"
                + B64.encodeToString(salt) + "$" + B64.encodeToString(out);
    }

    /** True when {@code password} is the one {@code stored} was made from; false for a malformed string too. */
    public boolean verify(char[] password, String stored) {
        Matcher m = stored == null ? null : PHC.matcher(stored);
        if (m == null || !m.matches()) {
            return false;
        }
        int memory = Integer.parseInt(m.group(1));
        int iterations = Integer.parseInt(m.group(2));
        int parallelism = Integer.parseInt(m.group(3));
        if (memory < 8 * parallelism
                || memory > MAX_MEMORY_KIB
                || iterations < 1
                || iterations > MAX_ITERATIONS
                || parallelism < 1) {
            return false;
        }
        byte[] salt = B64D.decode(m.group(4));
        byte[] expected = B64D.decode(m.group(5));
        byte[] actual = derive(password, salt, memory, iterations, parallelism, expected.length);
        return MessageDigest.isEqual(actual, expected);
    }

    private static byte[] derive(
            char[] password, byte[] salt, int memory, int iterations, int parallelism, int length) {
        Argon2Parameters params = new Argon2Parameters.Builder(Argon2Parameters.ARGON2_id)
                .withVersion(Argon2Parameters.ARGON2_VERSION_13)
                .withMemoryAsKB(memory)
                .withIterations(iterations)
                .withParallelism(parallelism)
                .withSalt(salt)
                .build();
        Argon2BytesGenerator generator = new Argon2BytesGenerator();
        generator.init(params);
        byte[] out = new byte[length];
        byte[] secret = toUtf8(password);
        try {
            generator.generateBytes(secret, out);
        } finally {
            Arrays.fill(secret, (byte) 0);
        }
        return out;
    }

    private static byte[] toUtf8(char[] password) {
        var buffer = StandardCharsets.UTF_8.encode(CharBuffer.wrap(password));
        byte[] bytes = new byte[buffer.remaining()];
        buffer.get(bytes);
        Arrays.fill(buffer.array(), (byte) 0);
        return bytes;
    }
}
