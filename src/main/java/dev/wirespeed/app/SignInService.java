package dev.wirespeed.app;

import dev.wirespeed.account.ApiToken;
import dev.wirespeed.account.LoginThrottle;
import dev.wirespeed.account.PasswordHasher;
import dev.wirespeed.account.PasswordPolicy;
import dev.wirespeed.account.SecretToken;
import dev.wirespeed.account.Session;
import dev.wirespeed.account.SessionPolicy;
import dev.wirespeed.account.User;
import dev.wirespeed.store.SessionRepository;
import dev.wirespeed.store.TokenRepository;
import dev.wirespeed.store.UserRepository;
import dev.wirespeed.text.Phrase;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Who is asking: signing in with a name and password (throttled per account and per client
 * address, one answer for every failure), the sessions that follow, and API tokens. Every failed
 * or refused sign-in is logged with the name tried and the address.
 */
public final class SignInService {

    private static final Logger LOG = LoggerFactory.getLogger(SignInService.class);

    /** What a sign-in attempt came to. */
    public sealed interface Attempt {}

    /** Signed in: {@code sessionId} is the cookie's value, new at every sign-in. */
    public record SignedIn(User user, String sessionId) implements Attempt {}

    /** Wrong name or password; deliberately not which. */
    public record Refused() implements Attempt {}

    /** Too many failures for this name or this address: try again after {@code retryAfter}. */
    public record Throttled(Duration retryAfter) implements Attempt {}

    private final UserRepository users;
    private final SessionRepository sessions;
    private final TokenRepository tokens;
    private final PasswordHasher hasher;
    private final SessionPolicy policy;
    private final LoginThrottle byAccount;
    private final LoginThrottle byAddress;
    private final Clock clock;
    /** Checked against when the name is unknown, so that a wrong name costs the time a wrong password does. */
    private volatile String decoyHash;

    public SignInService(
            UserRepository users,
            SessionRepository sessions,
            TokenRepository tokens,
            PasswordHasher hasher,
            SessionPolicy policy,
            Clock clock) {
        this.users = users;
        this.sessions = sessions;
        this.tokens = tokens;
        this.hasher = hasher;
        this.policy = policy;
        this.clock = clock;
        // five failures per name, then 1, 2, 4 ... up to 15 minutes; an address (a household behind one
        // router, or one attacker trying many names) gets twenty
        this.byAccount =
                new LoginThrottle(5, Duration.ofMinutes(1), Duration.ofMinutes(15), Duration.ofHours(1), clock);
        this.byAddress =
                new LoginThrottle(20, Duration.ofMinutes(1), Duration.ofMinutes(15), Duration.ofHours(1), clock);
    }

    public SessionPolicy policy() {
        return policy;
    }

    /** Checks a name and password from {@code address}; a locked name or address is not even checked. */
    public Attempt signIn(String name, char[] password, String address) {
        String who = printable(name);
        String accountKey = who.toLowerCase(Locale.ROOT);
        Duration wait = max(byAccount.waitFor(accountKey), byAddress.waitFor(address));
        if (!wait.isZero()) {
            LOG.warn(
                    "sign-in as '{}' from {} refused: too many failures, locked for {} s more",
                    who,
                    address,
                    wait.toSeconds());
            return new Throttled(wait);
        }
        Optional<String> stored = name == null || name.length() > 64 ? Optional.empty() : users.passwordHash(name);
        // a password longer than any that can be set is wrong without hashing it (a huge one would cost time)
        boolean ok = password.length <= 2 * PasswordPolicy.MAX_LENGTH
                && hasher.verify(password, stored.orElseGet(this::decoy))
                && stored.isPresent();
        Optional<User> user = ok ? users.byName(name) : Optional.empty();
        if (user.isEmpty()) {
            byAccount.failed(accountKey);
            byAddress.failed(address);
            LOG.warn("sign-in as '{}' from {} failed", who, address);
            return new Refused();
        }
        byAccount.succeeded(accountKey);
        Instant now = clock.instant();
        sessions.deleteExpired(now.minus(policy.idle()), now.minus(policy.absolute()));
        String sessionId = SecretToken.newSecret();
        sessions.insert(SecretToken.hash(sessionId), user.get().id(), now);
        LOG.info("user '{}' signed in from {}", user.get().name(), address);
        return new SignedIn(user.get(), sessionId);
    }

    /**
     * Changes the signed-in {@code user}'s own password after checking the current one (throttled as a
     * sign-in is): every session of the user ends, and the new session id returned keeps this browser
     * signed in. 400 for a wrong current password or a new one the policy refuses, 429 while throttled.
     */
    public String changePassword(User user, char[] current, char[] next, String address) {
        String accountKey = user.name().toLowerCase(Locale.ROOT);
        Duration wait = max(byAccount.waitFor(accountKey), byAddress.waitFor(address));
        if (!wait.isZero()) {
            throw AppError.of(429, Phrase.of("account.throttled", wait.toSeconds()), List.of());
        }
        Optional<String> stored = users.passwordHash(user.name());
        if (stored.isEmpty()
                || current.length > 2 * PasswordPolicy.MAX_LENGTH
                || !hasher.verify(current, stored.get())) {
            byAccount.failed(accountKey);
            byAddress.failed(address);
            LOG.warn("password change of '{}' from {} refused: wrong current password", user.name(), address);
            throw AppError.badRequest("current", Phrase.of("account.password.wrong"));
        }
        PasswordPolicy.problemPhrase(next).ifPresent(p -> {
            throw AppError.badRequest("password", p);
        });
        users.setPasswordHash(user.id(), hasher.hash(next));
        sessions.deleteForUser(user.id());
        String sessionId = SecretToken.newSecret();
        sessions.insert(SecretToken.hash(sessionId), user.id(), clock.instant());
        LOG.info("user '{}' changed their password from {}; their other sessions ended", user.name(), address);
        return sessionId;
    }

    /** The user of a session cookie's value, while the session lasts; an ended session is deleted. */
    public Optional<User> session(String sessionId) {
        if (sessionId == null || sessionId.isEmpty() || sessionId.length() > 100) {
            return Optional.empty();
        }
        String idHash = SecretToken.hash(sessionId);
        Optional<Session> s = sessions.find(idHash);
        if (s.isEmpty()) {
            return Optional.empty();
        }
        Instant now = clock.instant();
        if (policy.expired(s.get().createdAt(), s.get().lastSeenAt(), now)) {
            sessions.delete(idHash);
            return Optional.empty();
        }
        if (policy.dueForTouch(s.get().lastSeenAt(), now)) {
            sessions.touch(idHash, now);
        }
        return Optional.of(s.get().user());
    }

    /** Ends the session of a cookie's value (signing out); nothing happens for an unknown one. */
    public void signOut(String sessionId) {
        if (sessionId != null && !sessionId.isEmpty() && sessionId.length() <= 100) {
            sessions.delete(SecretToken.hash(sessionId));
        }
    }

    /** The user an API token acts as, unless it is unknown or revoked. */
    public Optional<User> bearer(String token) {
        if (token == null || !token.startsWith(SecretToken.API_PREFIX) || token.length() > 100) {
            return Optional.empty();
        }
        Optional<ApiToken> t = tokens.byHash(SecretToken.hash(token));
        if (t.isEmpty() || t.get().revoked()) {
            LOG.warn(
                    "API token refused ({})",
                    t.isEmpty() ? "unknown" : "revoked " + t.get().id());
            return Optional.empty();
        }
        Instant now = clock.instant();
        if (t.get().lastUsedAt() == null || policy.dueForTouch(t.get().lastUsedAt(), now)) {
            tokens.touch(t.get().id(), now);
        }
        return Optional.of(t.get().user());
    }

    private String decoy() {
        String d = decoyHash;
        if (d == null) {
            d = hasher.hash(SecretToken.newSecret().toCharArray());
            decoyHash = d;
        }
        return d;
    }

    private static Duration max(Duration a, Duration b) {
        return a.compareTo(b) >= 0 ? a : b;
    }

    /** The name as it may appear in a log line: no control characters, at most 64 characters. */
    private static String printable(String name) {
        if (name == null) {
            return "";
        }
        String s = name.replaceAll("[^\\p{Graph} ]", "?");
        return s.length() > 64 ? s.substring(0, 64) + "..." : s;
    }
}
