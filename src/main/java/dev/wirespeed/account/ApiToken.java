package dev.wirespeed.account;

import java.time.Instant;
import java.util.Objects;

/** An API token as listed: its public id and name, whose it is, and when it was made, last used and revoked (null: not yet). */
public record ApiToken(String id, String name, User user, Instant createdAt, Instant lastUsedAt, Instant revokedAt) {
    public ApiToken {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(createdAt, "createdAt");
        if (name == null || name.isBlank() || name.length() > 100) {
            throw new IllegalArgumentException("a token's name is 1 to 100 characters");
        }
    }

    public boolean revoked() {
        return revokedAt != null;
    }
}
