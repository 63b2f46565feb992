package dev.wirespeed.web;

import dev.wirespeed.catalog.PartQuery;
import dev.wirespeed.catalog.Price;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A part's prices as small line charts, one per currency and condition (yen never share an axis
 * with euros, nor used cards with new ones): unit price over time, drawn when a series has at
 * least two prices (a price for two cards counts half each). Coordinates are computed here so the template only places them.
 */
public record PriceHistoryView(List<Series> series) {

    public static final int WIDTH = 240;
    public static final int HEIGHT = 64;
    private static final int PAD = 6;

    /** One line: its label, SVG polyline points, and the dots with what each says on hover. */
    public record Series(String currency, String condition, String points, List<Dot> dots, String low, String high) {}

    /** One price on the chart. */
    public record Dot(double x, double y, String title) {}

    public PriceHistoryView {
        series = List.copyOf(series);
    }

    public boolean isEmpty() {
        return series.isEmpty();
    }

    public static PriceHistoryView of(List<Price> prices, DisplayFormat fmt) {
        Map<String, List<Price>> byKey = new LinkedHashMap<>();
        for (Price p : prices) {
            byKey.computeIfAbsent(p.currency() + " " + p.condition(), k -> new ArrayList<>())
                    .add(p);
        }
        List<Series> out = new ArrayList<>();
        for (List<Price> ps : byKey.values()) {
            if (ps.size() < 2) {
                continue;
            }
            List<Price> sorted = ps.stream()
                    .sorted(Comparator.comparingDouble(p -> years(p.date())))
                    .toList();
            double x0 = years(sorted.get(0).date());
            double x1 = years(sorted.get(sorted.size() - 1).date());
            double lo = sorted.stream()
                    .mapToDouble(p -> PartQuery.unitAmount(p).doubleValue())
                    .min()
                    .orElse(0);
            double hi = sorted.stream()
                    .mapToDouble(p -> PartQuery.unitAmount(p).doubleValue())
                    .max()
                    .orElse(0);
            List<Dot> dots = new ArrayList<>();
            StringBuilder points = new StringBuilder();
            for (Price p : sorted) {
                double x = x1 == x0 ? WIDTH / 2.0 : PAD + (years(p.date()) - x0) / (x1 - x0) * (WIDTH - 2 * PAD);
                double y = hi == lo
                        ? HEIGHT / 2.0
                        : HEIGHT - PAD - (PartQuery.unitAmount(p).doubleValue() - lo) / (hi - lo) * (HEIGHT - 2 * PAD);
                dots.add(new Dot(round(x), round(y), fmt.price(p) + ", " + p.date() + ", " + p.where()));
                if (points.length() > 0) {
                    points.append(' ');
                }
                points.append(String.format(Locale.ROOT, "%.1f,%.1f", x, y));
            }
            Price first = sorted.get(0);
            out.add(new Series(
                    first.currency(),
                    first.condition(),
                    points.toString(),
                    dots,
                    fmt.money(BigDecimal.valueOf(lo), first.currency()),
                    fmt.money(BigDecimal.valueOf(hi), first.currency())));
        }
        return new PriceHistoryView(out);
    }

    /** A date as years: "2020" is mid-2020, "2020-06" mid-June, "2020-06-12" that day. */
    static double years(String date) {
        String[] f = date.split("-");
        double y = Integer.parseInt(f[0]);
        if (f.length == 1) {
            return y + 0.5;
        }
        double m = Integer.parseInt(f[1]) - 1;
        double d = f.length > 2 ? Integer.parseInt(f[2]) - 1 : 15;
        return y + (m + d / 31.0) / 12.0;
    }

    private static double round(double v) {
        return Math.round(v * 10) / 10.0;
    }
}
