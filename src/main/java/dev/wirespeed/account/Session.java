package dev.wirespeed.account;

import java.time.Instant;
import java.util.Objects;

/** A signed-in browser as stored: the hash of its cookie's value, whose it is, and when it began and was last used. */
public record Session(String idHash, User user, Instant createdAt, Instant lastSeenAt) {
    public Session {
        Objects.requireNonNull(idHash, "idHash");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(lastSeenAt, "lastSeenAt");
    }
}
