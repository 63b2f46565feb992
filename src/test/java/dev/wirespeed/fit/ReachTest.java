package dev.wirespeed.fit;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ReachTest {

    @Test
    void aThirtyCentimetreDacDoesNotReachAcrossOneMetre() {
        Fit f = Reach.of(0.3, 1.0);

        assertThat(f.fits()).isFalse();
        assertThat(f.blocker()).contains(Reason.error(Reach.TOO_SHORT, new Metres(1.0)));
    }

    @Test
    void aOneMetreCableReachesExactlyOneMetre() {
        assertThat(Reach.of(1.0, 1.0).notes()).containsExactly(Reason.note(Reach.LONG_ENOUGH, new Metres(1.0)));
    }

    @Test
    void withoutADistanceThereIsNothingToSay() {
        assertThat(Reach.of(0.3, null).reasons()).isEmpty();
    }
}
