package dev.wirespeed.iperf3;

import org.junit.jupiter.api.Test;

import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class StreamIdsTest {

    @Test
    void idsSkipTwo_likeEveryIperf3Version() {
        assertThat(IntStream.range(0, 6).map(StreamIds::idOf)).containsExactly(1, 3, 4, 5, 6, 7);
    }

    @Test
    void bidirWithFourStreamsPerDirection_numbersSendersThenReceivers() {
        // 8 connections: indexes 0..3 -> 1,3,4,5 and 4..7 -> 6,7,8,9
        assertThat(IntStream.range(0, 8).map(StreamIds::idOf)).containsExactly(1, 3, 4, 5, 6, 7, 8, 9);
    }

    @Test
    void negativeIndexIsABug() {
        assertThatThrownBy(() -> StreamIds.idOf(-1)).isInstanceOf(IllegalArgumentException.class);
    }
}
