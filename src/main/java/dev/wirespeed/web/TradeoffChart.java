package dev.wirespeed.web;

import dev.wirespeed.web.api.RecommendationView;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Cost against the slowest flow's predicted throughput for every evaluated build without an
 * error, as SVG coordinates: x grows with the total, y with Gbit/s; the Pareto front (no build both
 * cheaper and faster) is joined by a line. Builds priced in another currency than the first are
 * left out: one axis cannot hold yen and euros.
 */
public record TradeoffChart(
        List<Dot> dots, String front, String currency, String maxTotal, String maxGbps, int skipped) {

    public static final int WIDTH = 420;
    public static final int HEIGHT = 220;
    static final int LEFT = 48;
    static final int RIGHT = 12;
    static final int TOP = 12;
    static final int BOTTOM = 30;

    /** One build on the chart. */
    public record Dot(double x, double y, boolean pareto, String title) {}

    public TradeoffChart {
        dots = List.copyOf(dots);
    }

    public boolean isEmpty() {
        return dots.isEmpty();
    }

    public static TradeoffChart of(List<RecommendationView.PointView> points) {
        List<RecommendationView.PointView> usable = new ArrayList<>();
        String currency = null;
        int skipped = 0;
        for (RecommendationView.PointView p : points) {
            if (p.total() == null) {
                skipped++;
                continue;
            }
            if (currency == null) {
                currency = p.total().currency();
            }
            if (currency.equals(p.total().currency())) {
                usable.add(p);
            } else {
                skipped++;
            }
        }
        if (usable.isEmpty()) {
            return new TradeoffChart(List.of(), "", currency, "0", "0", skipped);
        }
        double maxTotal = usable.stream()
                .mapToDouble(p -> new BigDecimal(p.total().amount()).doubleValue())
                .max()
                .orElse(0);
        double maxGbps = usable.stream()
                .mapToDouble(RecommendationView.PointView::slowestGbps)
                .max()
                .orElse(0);
        double spanX = maxTotal <= 0 ? 1 : maxTotal;
        double spanY = maxGbps <= 0 ? 1 : maxGbps;
        List<Dot> dots = new ArrayList<>();
        for (RecommendationView.PointView p : usable) {
            double total = new BigDecimal(p.total().amount()).doubleValue();
            double x = LEFT + total / spanX * (WIDTH - LEFT - RIGHT);
            double y = HEIGHT - BOTTOM - p.slowestGbps() / spanY * (HEIGHT - TOP - BOTTOM);
            dots.add(new Dot(
                    round(x),
                    round(y),
                    p.pareto(),
                    p.total().amount() + " " + p.total().currency() + ": "
                            + String.format(Locale.ROOT, "%.2f", p.slowestGbps()) + " Gbit/s"));
        }
        StringBuilder front = new StringBuilder();
        dots.stream()
                .filter(Dot::pareto)
                .sorted(Comparator.comparingDouble(Dot::x))
                .forEach(d -> front.append(front.length() == 0 ? "" : " ")
                        .append(String.format(Locale.ROOT, "%.1f,%.1f", d.x(), d.y())));
        return new TradeoffChart(
                dots,
                front.toString(),
                currency,
                BigDecimal.valueOf(maxTotal).stripTrailingZeros().toPlainString(),
                String.format(Locale.ROOT, "%.1f", maxGbps),
                skipped);
    }

    private static double round(double v) {
        return Math.round(v * 10) / 10.0;
    }
}
