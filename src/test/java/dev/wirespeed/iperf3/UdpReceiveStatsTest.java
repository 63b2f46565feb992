package dev.wirespeed.iperf3;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class UdpReceiveStatsTest {

    @Test
    void inOrderWithoutGaps_noLossAndPacketsIsHighestSequence() {
        UdpReceiveStats s = new UdpReceiveStats();
        for (int seq = 1; seq <= 5; seq++) {
            s.onDatagram(seq, seq * 0.001, seq * 0.001 + 0.010);
        }

        UdpReceiveStats.Snapshot r = s.snapshot();
        assertThat(r.packets()).isEqualTo(5);
        assertThat(r.errors()).isZero();
        assertThat(r.outOfOrder()).isZero();
        assertThat(r.jitterSeconds()).isCloseTo(0, within(1e-15)); // constant 10 ms transit: no variation
    }

    @Test
    void gapCountsAsLoss_lateArrivalTakesOneBack() {
        UdpReceiveStats s = new UdpReceiveStats();
        s.onDatagram(1, 0, 0);
        s.onDatagram(2, 0, 0);
        s.onDatagram(5, 0, 0); // 3 and 4 missing: errors 2
        assertThat(s.snapshot().errors()).isEqualTo(2);

        s.onDatagram(3, 0, 0); // late: out of order, errors back to 1
        s.onDatagram(6, 0, 0);

        UdpReceiveStats.Snapshot r = s.snapshot();
        assertThat(r.errors()).isEqualTo(1);
        assertThat(r.outOfOrder()).isEqualTo(1);
        assertThat(r.packets()).isEqualTo(6); // highest sequence seen, not datagrams received (5)
    }

    @Test
    void jitter_isTheOneSixteenthRunningMeanOfTransitDifferences() {
        UdpReceiveStats s = new UdpReceiveStats();
        // transits: 10 ms, 12 ms, 11 ms, 15 ms (sender clock offset is irrelevant: only differences count)
        s.onDatagram(1, 100.000, 5.010);
        s.onDatagram(2, 100.001, 5.013);
        s.onDatagram(3, 100.002, 5.013);
        s.onDatagram(4, 100.003, 5.018);

        // D = 2 ms: J = 0 + (2 - 0)/16            = 0.125 ms
        // D = 1 ms: J = 0.125 + (1 - 0.125)/16    = 0.1796875 ms
        // D = 4 ms: J = 0.1796875 + (4 - 0.1796875)/16 = 0.418457031 ms
        assertThat(s.snapshot().jitterSeconds()).isCloseTo(0.000418457031, within(1e-12));
    }

    @Test
    void omit_keepsCountsAsBaselineAndRestartsJitter() {
        UdpReceiveStats s = new UdpReceiveStats();
        s.onDatagram(1, 0, 0.001);
        s.onDatagram(3, 0, 0.003); // one lost during omit
        s.omitEnded();
        s.onDatagram(4, 0, 0.003);
        s.onDatagram(6, 0, 0.003); // one lost after omit

        UdpReceiveStats.Snapshot r = s.snapshot();
        assertThat(r.packets()).isEqualTo(6);
        assertThat(r.omittedPackets()).isEqualTo(3);
        assertThat(r.countedPackets()).isEqualTo(3);
        assertThat(r.errors()).isEqualTo(2);
        assertThat(r.countedErrors()).isEqualTo(1);
        assertThat(r.jitterSeconds()).isCloseTo(0, within(1e-15)); // equal transits after the reset
    }
}
