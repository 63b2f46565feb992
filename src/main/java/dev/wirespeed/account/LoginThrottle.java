package dev.wirespeed.account;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Failed sign-ins per key (an account name or a client address): the first {@code freeFailures}
 * cost nothing; from then on the key is locked for {@code firstLock}, doubled with each further
 * failure up to {@code maxLock}. A key's failures are forgotten {@code forgetAfter} after its last
 * one, or at a successful sign-in. Kept in memory: a restart forgets them, which costs an attacker a
 * restart of the service they cannot cause. The map is bounded so that a flood of names cannot fill memory.
 */
public final class LoginThrottle {

    private static final int MAX_KEYS = 10_000;

    private record Failures(int count, Instant last) {}

    private final int freeFailures;
    private final Duration firstLock;
    private final Duration maxLock;
    private final Duration forgetAfter;
    private final Clock clock;
    private final Map<String, Failures> failures = new ConcurrentHashMap<>();

    public LoginThrottle(int freeFailures, Duration firstLock, Duration maxLock, Duration forgetAfter, Clock clock) {
        if (freeFailures < 1 || firstLock.isNegative() || maxLock.compareTo(firstLock) < 0) {
            throw new IllegalArgumentException("a throttle needs at least one free failure and locks that grow");
        }
        this.freeFailures = freeFailures;
        this.firstLock = firstLock;
        this.maxLock = maxLock;
        this.forgetAfter = forgetAfter;
        this.clock = clock;
    }

    /** How long {@code key} must still wait before its next attempt (zero: it may try now). */
    public Duration waitFor(String key) {
        Failures f = current(key);
        if (f == null || f.count() < freeFailures) {
            return Duration.ZERO;
        }
        Duration left = Duration.between(clock.instant(), f.last().plus(lock(f.count())));
        return left.isNegative() ? Duration.ZERO : left;
    }

    /** Counts a failed attempt of {@code key}. */
    public void failed(String key) {
        Instant now = clock.instant();
        if (failures.size() >= MAX_KEYS) {
            failures.values().removeIf(f -> forgotten(f, now));
            if (failures.size() >= MAX_KEYS) {
                // still full of recent failures: an attack on many names at once; the address throttle
                // still counts them, so forgetting the oldest names loses little
                failures.clear();
            }
        }
        failures.compute(
                key,
                (k, f) -> f == null || forgotten(f, now) ? new Failures(1, now) : new Failures(f.count() + 1, now));
    }

    /** Forgets the failures of {@code key} after a successful sign-in. */
    public void succeeded(String key) {
        failures.remove(key);
    }

    private Failures current(String key) {
        Failures f = failures.get(key);
        return f == null || forgotten(f, clock.instant()) ? null : f;
    }

    private boolean forgotten(Failures f, Instant now) {
        return !now.isBefore(f.last().plus(forgetAfter));
    }

    private Duration lock(int count) {
        int doublings = Math.min(count - freeFailures, 20);
        Duration d = firstLock.multipliedBy(1L << doublings);
        return d.compareTo(maxLock) > 0 ? maxLock : d;
    }
}
