package dev.wirespeed.web;

import dev.wirespeed.measure.parse.Interval;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/** The throughput chart of a measurement page: round, distinct time ticks, the rate unit by size, retransmits apart. */
class ChartViewTest {

    private static Interval second(int start, double gbps, Long retransmits) {
        return new Interval(start, start + 1, gbps, retransmits, null);
    }

    @Test
    void aTwoSecondTest_isTickedEveryHalfSecond_andNoTwoTicksReadTheSame() {
        // iperf3's last interval ends a little after 2 s; 2 / 5 = 0.4 rounds up to a step of 0.5
        List<Interval> run = List.of(new Interval(0, 1, 9.4, 0L, null), new Interval(1, 2.003836, 9.4, 0L, null));
        ChartView c = ChartView.of(run, null, Locale.ENGLISH);
        assertThat(c.xTicks()).extracting(ChartView.Tick::label).containsExactly("0 s", "0.5 s", "1 s", "1.5 s", "2 s");
        assertThat(c.summary()).isEqualTo("2 intervals over 2.00 s");
    }

    @Test
    void aTenSecondTest_isTickedEveryTwoSeconds_acrossTheWholePlot() {
        List<Interval> run = java.util.stream.IntStream.range(0, 10)
                .mapToObj(s -> second(s, 3.0, null))
                .toList();
        ChartView c = ChartView.of(run, 3.14, Locale.ENGLISH);
        assertThat(c.xTicks())
                .extracting(ChartView.Tick::label)
                .containsExactly("0 s", "2 s", "4 s", "6 s", "8 s", "10 s");
        // the first tick at the plot's left edge, the last at its right edge: the chart fills its width
        assertThat(c.xTicks().get(0).pos()).isEqualTo(ChartView.LEFT);
        assertThat(c.xTicks().get(5).pos()).isEqualTo(ChartView.W - ChartView.RIGHT);
        // 3.14 × 1.1 = 3.45 rounds up to 5; steps of 1
        assertThat(c.yTicks()).extracting(ChartView.Tick::label).containsExactly("0", "1", "2", "3", "4", "5");
        assertThat(c.rateTitle()).isEqualTo("Throughput (Gbit/s)");
        assertThat(c.predictedLabel()).isEqualTo("predicted 3.14 Gbit/s");
    }

    @Test
    void a210KbitRun_isDrawnInKbitPerSecond_notAsZeroGbit() {
        List<Interval> run = List.of(second(0, 0.000210, null), second(1, 0.000210, null));
        ChartView c = ChartView.of(run, null, Locale.ENGLISH);
        assertThat(c.unit()).isEqualTo("Kbit/s");
        // 210 × 1.1 = 231 rounds up to 250; 250 / 5 = 50 a step
        assertThat(c.yTicks()).extracting(ChartView.Tick::label).containsExactly("0", "50", "100", "150", "200", "250");
        // 210 of 250 up the 170-high plot from its zero line
        double y = c.plotBottom() - 170 * 210.0 / 250;
        assertThat(c.points()).contains(String.format(Locale.ROOT, ",%.1f", y));
    }

    @Test
    void retransmits_haveALaneAndAnAxisOfTheirOwn_underTheThroughputPlot() {
        List<Interval> run = List.of(second(0, 3.0, 462L), second(1, 3.0, 519L), second(2, 3.0, 0L));
        ChartView c = ChartView.of(run, null, Locale.ENGLISH);
        assertThat(c.laneTop()).isGreaterThan(c.plotBottom());
        // the lane's axis runs 0 to 1,000 (519 rounded up), whatever the Gbit/s axis says
        assertThat(c.retransmitTicks()).extracting(ChartView.Tick::label).containsExactly("0", "1,000");
        ChartView.Bar most = c.retransmits().get(1);
        assertThat(most.y() + most.h()).isEqualTo(c.laneBottom());
        assertThat(most.h())
                .isCloseTo((c.laneBottom() - c.laneTop()) * 519 / 1000.0, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(most.label()).isEqualTo("519 retransmits");
        assertThat(c.retransmits().get(2).label()).isEqualTo("no retransmits");
        assertThat(c.retransmits()).allMatch(b -> b.y() >= c.laneTop());
    }

    @Test
    void aRunWithoutRetransmitCounts_hasNoLane() {
        ChartView c = ChartView.of(List.of(second(0, 0.1, null)), null, Locale.ENGLISH);
        assertThat(c.laneTop()).isZero();
        assertThat(c.retransmits()).isEmpty();
        assertThat(c.height()).isEqualTo(c.plotBottom() + ChartView.AXIS_H);
    }

    @Test
    void ratesAreShownInTheUnitTheirSizeCallsFor() {
        DisplayFormat fmt = new DisplayFormat(Locale.ENGLISH);
        assertThat(fmt.rate(9.4148)).isEqualTo("9.41 Gbit/s");
        assertThat(fmt.rate(0.949)).isEqualTo("949 Mbit/s");
        assertThat(fmt.rate(0.0123)).isEqualTo("12.3 Mbit/s");
        assertThat(fmt.rate(0.000210)).isEqualTo("210 Kbit/s");
        // 999.6 Mbit/s has four figures: three of them read 1.00 Gbit/s
        assertThat(fmt.rate(0.9996)).isEqualTo("1.00 Gbit/s");
        assertThat(fmt.rate(25.0)).isEqualTo("25.0 Gbit/s");
    }
}
