package dev.wirespeed.web;

import dev.wirespeed.account.Role;
import dev.wirespeed.account.User;
import dev.wirespeed.app.AppError;
import dev.wirespeed.app.SignInService;
import dev.wirespeed.text.Phrase;
import io.javalin.http.Context;
import io.javalin.http.Cookie;
import io.javalin.http.HttpStatus;
import io.javalin.http.SameSite;
import io.javalin.router.Endpoint;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * The one place where access is decided, before every matched route: who is asking (an API token
 * on /api, else the session cookie) and whether their role reaches what {@link AccessRules} says the
 * route needs. Under /api a missing or bad credential answers 401 JSON and a too-small role 403
 * JSON; a page sends a person who is not signed in to /login (and back afterwards), and answers 403
 * for a too-small role. With sign-in off, nothing is checked.
 */
final class SignInFilter {

    /** The session cookie over plain HTTP: HttpOnly, SameSite=Lax. */
    static final String COOKIE = "wirespeed_session";

    /**
     * The session cookie over HTTPS or with --secure-cookies: also Secure, and with the __Host- prefix,
     * which browsers accept only from a secure origin, for Path=/ and without Domain, so that nothing
     * served over plain HTTP on the network can plant one. Only this name is read then.
     */
    static final String SECURE_COOKIE = "__Host-" + COOKIE;

    /** The context attribute holding the signed-in {@link User}. */
    static final String USER = "wirespeed.user";

    private final SignInService signIn;
    private final AuthOptions options;

    SignInFilter(SignInService signIn, AuthOptions options) {
        this.signIn = signIn;
        this.options = options;
    }

    AuthOptions options() {
        return options;
    }

    void check(Context ctx) {
        if (!options.signInRequired()) {
            return;
        }
        Endpoint endpoint = ctx.endpoints().matchedHttpEndpoint();
        if (endpoint == null) {
            return; // nothing matched: the 404 handler answers and reveals nothing
        }
        // a route without a rule cannot exist (WebApp checks at start); should one appear, only an admin passes
        AccessRules.Access needed =
                AccessRules.needed(ctx.method().name(), endpoint.path).orElse(AccessRules.Access.ADMIN);
        boolean api = isApi(ctx);
        Optional<User> user = identify(ctx, api);
        user.ifPresent(u -> ctx.attribute(USER, u));
        Optional<Role> role = needed.role();
        if (role.isEmpty()) {
            return;
        }
        if (user.isEmpty()) {
            if (api) {
                ctx.header("WWW-Authenticate", "Bearer realm=\"wirespeed\"");
                throw new AppError(
                        401,
                        "sign in first: send a session cookie from /login or an API token as 'Authorization: Bearer ...'",
                        List.of());
            }
            String back = ctx.method().name().equals("GET") ? ctx.path() + query(ctx) : null;
            ctx.redirect(
                    back == null || back.equals("/")
                            ? "/login"
                            : "/login?back=" + URLEncoder.encode(back, StandardCharsets.UTF_8),
                    HttpStatus.SEE_OTHER);
            ctx.skipRemainingHandlers();
            return;
        }
        if (!user.get().role().includes(role.get())) {
            throw AppError.of(403, Phrase.of("account.role.denied", user.get().role(), role.get()), List.of());
        }
    }

    /** The user of the request: a bearer token on /api (which must then be valid), else the session cookie. */
    private Optional<User> identify(Context ctx, boolean api) {
        String authorization = ctx.header("Authorization");
        if (api && authorization != null) {
            if (!authorization.regionMatches(true, 0, "Bearer ", 0, 7)) {
                throw unauthorized(ctx, "only 'Authorization: Bearer <token>' is understood");
            }
            return Optional.of(signIn.bearer(authorization.substring(7).trim())
                    .orElseThrow(() -> unauthorized(ctx, "the API token is unknown or revoked")));
        }
        return signIn.session(ctx.cookie(cookieName(ctx)));
    }

    private static AppError unauthorized(Context ctx, String message) {
        ctx.header("WWW-Authenticate", "Bearer realm=\"wirespeed\", error=\"invalid_token\"");
        return new AppError(401, message, List.of());
    }

    /** Sets the session cookie for a new sign-in. */
    void startSession(Context ctx, String sessionId) {
        ctx.cookie(cookie(ctx, sessionId, -1));
    }

    /** Ends the session of the request, if any, and clears the cookie. */
    void endSession(Context ctx) {
        signIn.signOut(ctx.cookie(cookieName(ctx)));
        ctx.cookie(cookie(ctx, "", 0));
    }

    /** The signed-in user of the request (set by {@link #check}), or null. */
    static User user(Context ctx) {
        return ctx.attribute(USER);
    }

    private Cookie cookie(Context ctx, String value, int maxAge) {
        boolean secure = secure(ctx);
        return new Cookie(secure ? SECURE_COOKIE : COOKIE, value, "/", maxAge, secure, true, null, SameSite.LAX);
    }

    private boolean secure(Context ctx) {
        return options.secureCookies() || "https".equalsIgnoreCase(ctx.scheme());
    }

    private String cookieName(Context ctx) {
        return secure(ctx) ? SECURE_COOKIE : COOKIE;
    }

    /** A route machines call: a bearer token is read and a missing sign-in answers 401, not a redirect to /login. */
    private static boolean isApi(Context ctx) {
        return ctx.path().equals("/api")
                || ctx.path().startsWith("/api/")
                || ctx.path().equals("/metrics");
    }

    private static String query(Context ctx) {
        String q = ctx.queryString();
        return q == null || q.isEmpty() ? "" : "?" + q;
    }
}
