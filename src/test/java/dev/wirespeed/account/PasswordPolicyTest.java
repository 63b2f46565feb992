package dev.wirespeed.account;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** New passwords: 12 to 256 characters counted as code points, no composition rules. */
class PasswordPolicyTest {

    @Test
    void elevenCharactersAreTooFew_twelveAreEnough() {
        assertThat(PasswordPolicy.problem("abcdefghijk".toCharArray()))
                .hasValue("a password needs at least 12 characters, this one has 11");
        assertThat(PasswordPolicy.problem("abcdefghijkl".toCharArray())).isEmpty();
    }

    @Test
    void twoHundredFiftySixCharactersAreAllowed_oneMoreIsNot() {
        assertThat(PasswordPolicy.problem("a".repeat(256).toCharArray())).isEmpty();
        assertThat(PasswordPolicy.problem("a".repeat(257).toCharArray()))
                .hasValue("a password may have at most 256 characters, this one has 257");
    }

    @Test
    void spacesAndAnyScriptCount_andAnEmojiIsOneCharacter() {
        assertThat(PasswordPolicy.problem("all lower case words".toCharArray())).isEmpty();
        // twelve emoji: 24 UTF-16 chars, 12 code points
        assertThat(PasswordPolicy.problem("\uD83D\uDD11".repeat(12).toCharArray()))
                .isEmpty();
        assertThat(PasswordPolicy.problem("\uD83D\uDD11".repeat(11).toCharArray()))
                .hasValue("a password needs at least 12 characters, this one has 11");
    }
}
