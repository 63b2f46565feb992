package dev.wirespeed.account;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A session ends when idle too long or, however busy, when too old. */
class SessionPolicyTest {

    private static final Instant SIGNED_IN = Instant.parse("2026-12-01T08:00:00Z");
    private final SessionPolicy policy = SessionPolicy.DEFAULT;

    @Test
    void theDefaultsAreTwoHoursIdle_twelveHoursInAll() {
        assertThat(policy.idle()).isEqualTo(Duration.ofHours(2));
        assertThat(policy.absolute()).isEqualTo(Duration.ofHours(12));
    }

    @Test
    void aSessionEndsTwoHoursAfterItsLastRequest() {
        Instant last = SIGNED_IN.plus(Duration.ofHours(1));
        assertThat(policy.expired(SIGNED_IN, last, last.plus(Duration.ofMinutes(119))))
                .isFalse();
        assertThat(policy.expired(SIGNED_IN, last, last.plus(Duration.ofHours(2))))
                .isTrue();
    }

    @Test
    void aBusySessionStillEndsTwelveHoursAfterSignIn() {
        Instant justUsed = SIGNED_IN.plus(Duration.ofHours(12)).minusSeconds(1);
        assertThat(policy.expired(SIGNED_IN, justUsed, justUsed)).isFalse();
        assertThat(policy.expired(SIGNED_IN, justUsed, SIGNED_IN.plus(Duration.ofHours(12))))
                .isTrue();
    }

    @Test
    void anIdleTimeLongerThanTheAbsoluteTime_isRefused() {
        assertThatThrownBy(() -> new SessionPolicy(Duration.ofHours(3), Duration.ofHours(2), Duration.ofMinutes(1)))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
