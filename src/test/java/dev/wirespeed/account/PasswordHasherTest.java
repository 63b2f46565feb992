package dev.wirespeed.account;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Argon2id hashes as OWASP's password storage cheat sheet asks, in PHC string form. */
class PasswordHasherTest {

    private final PasswordHasher hasher = new PasswordHasher();

    @Test
    void aHashIsArgon2idWithOwaspsParameters_aSixteenByteSalt_andAThirtyTwoByteHash() {
        String h = hasher.hash("correct horse battery".toCharArray());
        // OWASP: m=19456 KiB (19 MiB), t=2, p=1; unpadded Base64 of 16 bytes is 22 characters, of 32 bytes 43
        assertThat(h).matches("\\$argon2id\\$v=19\\$m=19456,t=2,p=1\\$[A-Za-z0-9+/]{22}\\$[A-Za-z0-9+/]{43}");
    }

    @Test
    void theRightPasswordVerifies_andAnyOtherDoesNot() {
        String h = hasher.hash("correct horse battery".toCharArray());
        assertThat(hasher.verify("correct horse battery".toCharArray(), h)).isTrue();
        assertThat(hasher.verify("correct horse batterY".toCharArray(), h)).isFalse();
        assertThat(hasher.verify("".toCharArray(), h)).isFalse();
    }

    @Test
    void theSamePasswordHashesDifferentlyEachTime_becauseOfItsSalt() {
        char[] p = "the same password".toCharArray();
        assertThat(hasher.hash(p)).isNotEqualTo(hasher.hash(p));
    }

    @Test
    void aHashMadeByTheArgon2ReferenceTool_verifies() {
        // made with Debian's argon2 (the reference implementation):
        // echo -n "correct horse battery" | argon2 somesaltsomesalt -id -t 2 -k 19456 -p 1 -l 32
        String reference =
                "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$/HetJC6LZ4lnwgLB+wJSS2a9bFu2Kq4HxwNWzoJq2qU";
        assertThat(hasher.verify("correct horse battery".toCharArray(), reference))
                .isTrue();
        assertThat(hasher.verify("correct horse batter".toCharArray(), reference))
                .isFalse();
        // the parameters come from the stored string: the same hash read with t=3 no longer matches
        assertThat(hasher.verify("correct horse battery".toCharArray(), reference.replace("t=2", "t=3")))
                .isFalse();
    }

    @Test
    void aMalformedOrTamperedStoredHash_verifiesNothing_insteadOfFailing() {
        char[] p = "correct horse battery".toCharArray();
        assertThat(hasher.verify(p, null)).isFalse();
        assertThat(hasher.verify(p, "")).isFalse();
        assertThat(hasher.verify(p, "$2b$12$abcdefghijklmnopqrstuv")).isFalse();
        // a row asking for 4 GiB of memory would stall every sign-in: refused before hashing
        String h = hasher.hash(p);
        assertThat(hasher.verify(p, h.replace("m=19456", "m=4194304"))).isFalse();
        assertThat(hasher.verify(p, h.replace("t=2", "t=0"))).isFalse();
    }
}
