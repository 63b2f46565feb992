package dev.wirespeed.fit;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The line rates two parts share, as a link negotiates them: the highest first, each once. */
class SpeedsTest {

    @Test
    void theSpeedsBothEndsRun_comeHighestFirst() {
        // an SFP28 port (25/10/1G) and an SFP+ module (10/1G) share 10G and 1G
        assertThat(Speeds.common(List.of(25.0, 10.0, 1.0), List.of(1.0, 10.0))).containsExactly(10.0, 1.0);
        // a multi-gig port and a 2.5G-only one: 2.5G
        assertThat(Speeds.common(List.of(10.0, 5.0, 2.5, 1.0), List.of(2.5))).containsExactly(2.5);
    }

    @Test
    void aSpeedListedTwice_isSharedOnce_andNoSharedSpeed_isAnEmptyList() {
        assertThat(Speeds.common(List.of(10.0, 10.0, 1.0), List.of(10.0, 1.0, 10.0)))
                .containsExactly(10.0, 1.0);
        assertThat(Speeds.common(List.of(25.0), List.of(10.0, 1.0))).isEmpty();
        assertThat(Speeds.common(List.of(), List.of(10.0))).isEmpty();
    }
}
