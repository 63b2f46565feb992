package dev.wirespeed.web;

import dev.wirespeed.measure.parse.Interval;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Throughput over time as SVG coordinates, computed on the server: the interval series as a
 * polyline, the predicted figure as a horizontal line, retransmits as bars. Templates only place
 * the numbers; no script is needed to see the chart.
 */
public record ChartView(
        int width,
        int height,
        String points,
        Double predictedY,
        String predictedLabel,
        double maxGbps,
        List<Tick> yTicks,
        List<Tick> xTicks,
        List<Bar> retransmits,
        String summary) {

    public record Tick(double pos, String label) {}

    public record Bar(double x, double y, double w, double h, long count) {}

    static final int W = 640;
    static final int H = 220;
    static final int LEFT = 48;
    static final int BOTTOM = 24;
    static final int TOP = 10;

    public static ChartView of(List<Interval> intervals, Double predictedGbps) {
        double tMax = intervals.stream().mapToDouble(Interval::end).max().orElse(1);
        double gMax = Math.max(
                intervals.stream().mapToDouble(Interval::gbps).max().orElse(0),
                predictedGbps == null ? 0 : predictedGbps);
        double top = niceCeil(gMax <= 0 ? 1 : gMax * 1.1);
        double plotW = W - LEFT - 10;
        double plotH = H - BOTTOM - TOP;
        StringBuilder pts = new StringBuilder();
        for (Interval i : intervals) {
            double x = LEFT + plotW * (i.start() + i.end()) / 2 / tMax;
            double y = TOP + plotH * (1 - i.gbps() / top);
            pts.append(String.format(Locale.ROOT, "%.1f,%.1f ", x, y));
        }
        Double py = predictedGbps == null ? null : TOP + plotH * (1 - predictedGbps / top);
        List<Tick> yt = new ArrayList<>();
        for (int k = 0; k <= 4; k++) {
            double v = top * k / 4;
            yt.add(new Tick(
                    TOP + plotH * (1 - v / top),
                    String.format(Locale.ROOT, v >= 10 || v == Math.rint(v) ? "%.0f" : "%.1f", v)));
        }
        List<Tick> xt = new ArrayList<>();
        for (int k = 0; k <= 5; k++) {
            double t = tMax * k / 5;
            xt.add(new Tick(LEFT + plotW * k / 5, String.format(Locale.ROOT, "%.0f s", t)));
        }
        long maxRetr = intervals.stream()
                .mapToLong(i -> i.retransmits() == null ? 0 : i.retransmits())
                .max()
                .orElse(0);
        List<Bar> bars = new ArrayList<>();
        if (maxRetr > 0) {
            for (Interval i : intervals) {
                long r = i.retransmits() == null ? 0 : i.retransmits();
                double h = (plotH / 4) * r / maxRetr;
                double x = LEFT + plotW * i.start() / tMax;
                double w = Math.max(1, plotW * (i.end() - i.start()) / tMax - 1);
                bars.add(new Bar(x, TOP + plotH - h, w, h, r));
            }
        }
        String summary = intervals.size() + " intervals over " + String.format(Locale.ROOT, "%.1f", tMax) + " s"
                + (predictedGbps == null ? "" : String.format(Locale.ROOT, "; predicted %.2f Gbit/s", predictedGbps));
        return new ChartView(
                W,
                H,
                pts.toString().trim(),
                py,
                predictedGbps == null ? null : String.format(Locale.ROOT, "predicted %.2f", predictedGbps),
                top,
                yt,
                xt,
                bars,
                summary);
    }

    static double niceCeil(double v) {
        double[] steps = {1, 2, 2.5, 5, 10};
        double mag = Math.pow(10, Math.floor(Math.log10(v)));
        for (double s : steps) {
            if (s * mag >= v) {
                return s * mag;
            }
        }
        return 10 * mag;
    }
}
