package dev.wirespeed.account;

import java.time.Instant;
import java.util.Objects;
import java.util.regex.Pattern;

/** A person who may sign in: a name unique whatever its case, and a role. The password hash stays in the store. */
public record User(String id, String name, Role role, Instant createdAt) {

    /** Letters, digits and . _ @ - so that a name is safe in logs, cookies and command lines. */
    public static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._@-]{0,63}");

    public User {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(createdAt, "createdAt");
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException(
                    "a user name is 1 to 64 letters, digits or . _ @ - starting with a letter or digit, got '" + name
                            + "'");
        }
    }

    public User withRole(Role newRole) {
        return new User(id, name, newRole, createdAt);
    }
}
