package dev.wirespeed.account;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * What a signed-in person may do. Each role includes the ones before it: a viewer reads pages and
 * the GET API; an editor also changes plans, imports runs and runs measurements; an admin also
 * changes settings (the iperf3 listener, allow-lists) and manages users.
 */
public enum Role {
    VIEWER,
    EDITOR,
    ADMIN;

    /** True when this role may do what {@code needed} may do. */
    public boolean includes(Role needed) {
        return compareTo(needed) >= 0;
    }

    /** The role spelled as the CLI and the database spell it ("viewer", "editor", "admin"). */
    public static Optional<Role> parse(String text) {
        return Arrays.stream(values())
                .filter(r -> r.toString().equals(text == null ? "" : text.trim().toLowerCase(Locale.ROOT)))
                .findFirst();
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
