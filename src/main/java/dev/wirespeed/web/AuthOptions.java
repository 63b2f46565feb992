package dev.wirespeed.web;

/**
 * How the web service treats sign-in: {@code signInRequired} turns accounts on (every route but the
 * public ones needs a signed-in user or an API token); {@code secureCookies} marks the session
 * cookie Secure even when the request came over plain HTTP (behind a TLS-terminating proxy).
 */
public record AuthOptions(boolean signInRequired, boolean secureCookies) {

    /** No sign-in: the loopback default, as before accounts existed. */
    public static final AuthOptions OPEN = new AuthOptions(false, false);
}
