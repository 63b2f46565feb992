package dev.wirespeed.account;

import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

import static org.assertj.core.api.Assertions.assertThat;

/** Five free failures, then locks of 1, 2, 4 ... minutes up to 15, forgotten an hour after the last failure. */
class LoginThrottleTest {

    /** A clock the test moves by hand. */
    private static final class HandClock extends Clock {
        Instant now = Instant.parse("2026-12-01T10:00:00Z");

        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }

    private final HandClock clock = new HandClock();
    private final LoginThrottle throttle =
            new LoginThrottle(5, Duration.ofMinutes(1), Duration.ofMinutes(15), Duration.ofHours(1), clock);

    private void fail(int times) {
        for (int i = 0; i < times; i++) {
            throttle.failed("ann");
        }
    }

    @Test
    void fourFailuresCostNothing_theFifthLocksForAMinute() {
        fail(4);
        assertThat(throttle.waitFor("ann")).isZero();
        fail(1);
        assertThat(throttle.waitFor("ann")).isEqualTo(Duration.ofMinutes(1));
        clock.now = clock.now.plusSeconds(59);
        assertThat(throttle.waitFor("ann")).isEqualTo(Duration.ofSeconds(1));
        clock.now = clock.now.plusSeconds(1);
        assertThat(throttle.waitFor("ann")).isZero();
    }

    @Test
    void eachFurtherFailureDoublesTheLock_upToFifteenMinutes() {
        fail(5);
        // failures 6 to 10: 2, 4, 8, then 16 and 32 capped to 15 minutes
        long[] expectedMinutes = {2, 4, 8, 15, 15};
        for (long m : expectedMinutes) {
            fail(1);
            assertThat(throttle.waitFor("ann")).isEqualTo(Duration.ofMinutes(m));
        }
    }

    @Test
    void anHourAfterTheLastFailure_theyAreForgotten() {
        fail(7);
        clock.now = clock.now.plus(Duration.ofHours(1));
        assertThat(throttle.waitFor("ann")).isZero();
        fail(1);
        assertThat(throttle.waitFor("ann")).isZero();
    }

    @Test
    void aSuccessForgetsTheFailures_andKeysAreSeparate() {
        fail(5);
        assertThat(throttle.waitFor("bob")).isZero();
        throttle.succeeded("ann");
        assertThat(throttle.waitFor("ann")).isZero();
    }
}
