package dev.wirespeed.app;

import dev.wirespeed.account.ApiToken;
import dev.wirespeed.account.PasswordHasher;
import dev.wirespeed.account.PasswordPolicy;
import dev.wirespeed.account.Role;
import dev.wirespeed.account.SecretToken;
import dev.wirespeed.account.User;
import dev.wirespeed.store.SessionRepository;
import dev.wirespeed.store.TokenRepository;
import dev.wirespeed.store.UserRepository;
import dev.wirespeed.text.Phrase;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Managing accounts: users with a role and a password, and API tokens for scripts. The CLI is its
 * caller (user and token commands); there is always at least one admin once there is any user, so
 * nobody can lock the service out of its own settings by accident.
 */
public final class AccountService {

    private static final Logger LOG = LoggerFactory.getLogger(AccountService.class);

    /** A token just made: the only moment its secret exists outside the person's hands. */
    public record NewToken(ApiToken token, String secret) {}

    private final UserRepository users;
    private final SessionRepository sessions;
    private final TokenRepository tokens;
    private final PasswordHasher hasher;
    private final Clock clock;

    public AccountService(
            UserRepository users,
            SessionRepository sessions,
            TokenRepository tokens,
            PasswordHasher hasher,
            Clock clock) {
        this.users = users;
        this.sessions = sessions;
        this.tokens = tokens;
        this.hasher = hasher;
        this.clock = clock;
    }

    public boolean hasUsers() {
        return users.count() > 0;
    }

    public List<User> list() {
        return users.list();
    }

    public Optional<User> find(String name) {
        return users.byName(name);
    }

    /** Adds a user; 400 for a bad name or password, 409 when the name is taken (in any case). */
    public User add(String name, Role role, char[] password) {
        User user = newUser(name, role);
        checkPassword(password);
        if (!users.insert(user, hasher.hash(password))) {
            throw AppError.conflict(Phrase.of("account.user.exists", name));
        }
        LOG.info("user '{}' added with role {}", user.name(), role);
        return user;
    }

    /** Sets a new password and ends the user's sessions, so a stolen session does not outlive it. */
    public void setPassword(String name, char[] password) {
        User user = existing(name);
        checkPassword(password);
        users.setPasswordHash(user.id(), hasher.hash(password));
        sessions.deleteForUser(user.id());
        LOG.info("password of user '{}' changed; their sessions ended", user.name());
    }

    /** Changes a role; refuses to leave the service without an admin. */
    public User setRole(String name, Role role) {
        User user = existing(name);
        if (user.role() == Role.ADMIN && role != Role.ADMIN && users.countWithRole(Role.ADMIN) == 1) {
            throw AppError.conflict(Phrase.of("account.user.onlyAdmin", user.name()));
        }
        users.setRole(user.id(), role);
        LOG.info("user '{}' now has role {}", user.name(), role);
        return user.withRole(role);
    }

    /** Removes a user with their sessions and tokens; refuses to remove the last admin while others remain. */
    public void remove(String name) {
        User user = existing(name);
        if (user.role() == Role.ADMIN && users.countWithRole(Role.ADMIN) == 1 && users.count() > 1) {
            throw AppError.conflict(Phrase.of("account.user.onlyAdminWithOthers", user.name()));
        }
        users.delete(user.id());
        LOG.info("user '{}' removed with their sessions and tokens", user.name());
    }

    /** Makes an API token acting as {@code userName}; the secret is returned here once and stored only as a hash. */
    public NewToken addToken(String tokenName, String userName) {
        User user = existing(userName);
        if (tokenName == null || tokenName.isBlank() || tokenName.length() > 100) {
            throw AppError.badRequest("name", Phrase.of("account.token.name"));
        }
        String secret = SecretToken.API_PREFIX + SecretToken.newSecret();
        String id = SecretToken.newId();
        Instant now = clock.instant();
        tokens.insert(id, tokenName.trim(), user.id(), SecretToken.hash(secret), now);
        LOG.info("API token {} ('{}') made for user '{}'", id, tokenName.trim(), user.name());
        return new NewToken(new ApiToken(id, tokenName.trim(), user, now, null, null), secret);
    }

    public List<ApiToken> tokens() {
        return tokens.list();
    }

    /** Revokes a token at once; 404 when there is no such token that is still valid. */
    public void revokeToken(String id) {
        if (!tokens.revoke(id, clock.instant())) {
            throw AppError.notFound(Phrase.of("account.token.none", id));
        }
        LOG.info("API token {} revoked", id);
    }

    private User newUser(String name, Role role) {
        try {
            return new User(SecretToken.newId(), name, role, clock.instant());
        } catch (IllegalArgumentException e) {
            throw AppError.badRequest("name", Phrase.of("account.user.name", name));
        }
    }

    private static void checkPassword(char[] password) {
        PasswordPolicy.problemPhrase(password).ifPresent(p -> {
            throw AppError.badRequest("password", p);
        });
    }

    private User existing(String name) {
        return users.byName(name).orElseThrow(() -> AppError.notFound(Phrase.of("account.user.none", name)));
    }
}
