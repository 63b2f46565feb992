package dev.wirespeed.account;

import dev.wirespeed.text.Phrase;

import java.util.Optional;

/**
 * What a new password must be: 12 to 256 characters, any characters (spaces and Unicode included),
 * no composition rules, as OWASP ASVS 4.0 (2.1.1, 2.1.2, 2.1.4, 2.1.9) asks. Characters are counted
 * as code points, so an emoji is one.
 */
public final class PasswordPolicy {

    public static final int MIN_LENGTH = 12;
    public static final int MAX_LENGTH = 256;

    private PasswordPolicy() {}

    /** The problem with {@code password} in English, or empty when it may be used. */
    public static Optional<String> problem(char[] password) {
        return problemPhrase(password).map(Phrase::english);
    }

    /** The problem with {@code password} as a phrase (a page shows it in its language), or empty. */
    public static Optional<Phrase> problemPhrase(char[] password) {
        int length = Character.codePointCount(password, 0, password.length);
        if (length < MIN_LENGTH) {
            return Optional.of(Phrase.of("account.password.tooShort", MIN_LENGTH, length));
        }
        if (length > MAX_LENGTH) {
            return Optional.of(Phrase.of("account.password.tooLong", MAX_LENGTH, length));
        }
        return Optional.empty();
    }
}
