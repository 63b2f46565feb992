package dev.wirespeed.web;

import dev.wirespeed.web.api.RecommendationView.PointView;
import dev.wirespeed.web.api.ShoppingListView.MoneyView;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Cost against the slowest flow: coordinates in the 420 x 220 box, the Pareto front joined left to right. */
class TradeoffChartTest {

    private static PointView point(String jpy, double gbps, boolean pareto) {
        return new PointView(new MoneyView(jpy, "JPY"), gbps, pareto);
    }

    @Test
    void theDearestBuildSitsAtTheRightEdge_andTheFastestAtTheTop() {
        // x = 48 + total / 20,000 × (420 - 48 - 12) = 48 + total × 0.018; y = 220 - 30 - gbps / 9.4 × (220 - 12 - 30)
        TradeoffChart c = TradeoffChart.of(
                List.of(point("10000", 4.7, true), point("20000", 9.4, true), point("15000", 4.7, false)));
        assertThat(c.dots()).extracting(TradeoffChart.Dot::x).containsExactly(228.0, 408.0, 318.0);
        assertThat(c.dots()).extracting(TradeoffChart.Dot::y).containsExactly(101.0, 12.0, 101.0);
        assertThat(c.front()).isEqualTo("228.0,101.0 408.0,12.0");
        assertThat(c.maxTotal()).isEqualTo("20000");
    }

    @Test
    void buildsInAnotherCurrency_areLeftOffTheAxis() {
        TradeoffChart c = TradeoffChart.of(
                List.of(point("10000", 9.4, true), new PointView(new MoneyView("80", "USD"), 9.4, true)));
        assertThat(c.dots()).hasSize(1);
        assertThat(c.skipped()).isEqualTo(1);
    }
}
