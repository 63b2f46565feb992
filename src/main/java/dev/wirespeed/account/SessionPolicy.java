package dev.wirespeed.account;

import java.time.Duration;
import java.time.Instant;

/**
 * How long a sign-in lasts: it ends after {@code idle} without a request and, however busy, after
 * {@code absolute} from sign-in. {@code touchEvery} spares the database a write per request: the
 * last-seen time is only written when it is older than that.
 */
public record SessionPolicy(Duration idle, Duration absolute, Duration touchEvery) {

    /** Two hours idle, twelve hours in all: a working day, well inside ASVS level 1's 30 days. */
    public static final SessionPolicy DEFAULT =
            new SessionPolicy(Duration.ofHours(2), Duration.ofHours(12), Duration.ofMinutes(1));

    public SessionPolicy {
        if (idle.isNegative() || idle.isZero() || absolute.compareTo(idle) < 0) {
            throw new IllegalArgumentException("a session needs a positive idle time no longer than its absolute time");
        }
        if (touchEvery.isNegative() || touchEvery.compareTo(idle) >= 0) {
            throw new IllegalArgumentException("the last-seen time must be written more often than the idle time");
        }
    }

    /** True when a session made at {@code created} and last used at {@code lastSeen} has ended by {@code now}. */
    public boolean expired(Instant created, Instant lastSeen, Instant now) {
        return !now.isBefore(lastSeen.plus(idle)) || !now.isBefore(created.plus(absolute));
    }

    /** True when the last-seen time should be written at {@code now}. */
    public boolean dueForTouch(Instant lastSeen, Instant now) {
        return !now.isBefore(lastSeen.plus(touchEvery));
    }
}
