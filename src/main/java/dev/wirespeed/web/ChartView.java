package dev.wirespeed.web;

import dev.wirespeed.measure.parse.Interval;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Throughput over time as SVG coordinates, computed on the server: the interval series as a
 * polyline on its rate axis (in the unit the run's size calls for: Gbit/s, Mbit/s, Kbit/s), the
 * predicted figure as a horizontal line, and retransmits as bars in a lane of their own under it,
 * with their own axis. Time ticks fall on round steps (0.5 s for a 2 s test, 2 s for a 10 s one), so
 * no two read the same. Templates only place the numbers; no script is needed to see the chart.
 *
 * @param plotRight   the right edge of both plots
 * @param plotBottom  the bottom of the throughput plot (its zero line)
 * @param laneTop     the top of the retransmit lane, or 0 when the run has no retransmit counts
 * @param laneBottom  the bottom of the retransmit lane (its zero line), or 0
 */
public record ChartView(
        int width,
        int height,
        int left,
        int plotRight,
        int plotBottom,
        int laneTop,
        int laneBottom,
        String points,
        Double predictedY,
        String predictedLabel,
        String unit,
        List<Tick> yTicks,
        List<Tick> xTicks,
        List<Tick> retransmitTicks,
        List<Bar> retransmits,
        String rateTitle,
        String retransmitTitle,
        String summary) {

    public record Tick(double pos, String label) {}

    public record Bar(double x, double y, double w, double h, long count, String label) {}

    static final int W = 720;
    static final int LEFT = 64;
    static final int RIGHT = 12;
    static final int TOP = 24;
    static final int PLOT_H = 170;
    static final int LANE_GAP = 22;
    static final int LANE_H = 44;
    static final int AXIS_H = 22;

    public static ChartView of(List<Interval> intervals, Double predictedGbps, Locale locale) {
        DisplayFormat fmt = new DisplayFormat(locale);
        double tMax = intervals.stream().mapToDouble(Interval::end).max().orElse(1);
        if (tMax <= 0) {
            tMax = 1;
        }
        double gMax = Math.max(
                intervals.stream().mapToDouble(Interval::gbps).max().orElse(0),
                predictedGbps == null ? 0 : predictedGbps);
        DisplayFormat.RateUnit unit = DisplayFormat.RateUnit.of(gMax <= 0 ? 1 : gMax);
        double max = gMax / unit.gbps;
        double top = niceCeil(max <= 0 ? 1 : max * 1.1);
        double right = W - RIGHT;
        double plotW = right - LEFT;
        int plotBottom = TOP + PLOT_H;
        boolean lane = intervals.stream().anyMatch(i -> i.retransmits() != null);
        int laneTop = lane ? plotBottom + LANE_GAP : 0;
        int laneBottom = lane ? laneTop + LANE_H : 0;
        int height = (lane ? laneBottom : plotBottom) + AXIS_H;

        StringBuilder pts = new StringBuilder();
        for (Interval i : intervals) {
            double x = LEFT + plotW * (i.start() + i.end()) / 2 / tMax;
            double y = plotBottom - PLOT_H * (i.gbps() / unit.gbps / top);
            pts.append(String.format(Locale.ROOT, "%.1f,%.1f ", x, y));
        }
        Double py = predictedGbps == null ? null : plotBottom - PLOT_H * (predictedGbps / unit.gbps / top);
        List<Tick> yt = new ArrayList<>();
        for (double v : steps(top)) {
            yt.add(new Tick(plotBottom - PLOT_H * v / top, tickText(v, top, fmt)));
        }
        List<Tick> xt = new ArrayList<>();
        for (double t : steps(tMax)) {
            if (t <= tMax + 1e-9) {
                xt.add(new Tick(LEFT + plotW * t / tMax, tickText(t, tMax, fmt) + " s"));
            }
        }
        List<Tick> rt = new ArrayList<>();
        List<Bar> bars = new ArrayList<>();
        if (lane) {
            long maxRetr = intervals.stream()
                    .mapToLong(i -> i.retransmits() == null ? 0 : i.retransmits())
                    .max()
                    .orElse(0);
            double rTop = maxRetr == 0 ? 1 : Math.max(1, niceCeil(maxRetr));
            rt.add(new Tick(laneBottom, "0"));
            rt.add(new Tick(laneTop, fmt.number(rTop, 0)));
            for (Interval i : intervals) {
                long r = i.retransmits() == null ? 0 : i.retransmits();
                double h = LANE_H * r / rTop;
                double x = LEFT + plotW * i.start() / tMax;
                double w = Math.max(1, plotW * (i.end() - i.start()) / tMax - 1);
                bars.add(new Bar(x, laneBottom - h, w, h, r, Messages.get(locale, "measure.retransmits", r)));
            }
        }
        String summary = Messages.get(locale, "measure.chartSummary", intervals.size(), fmt.number(tMax, 2) + " s")
                + (predictedGbps == null
                        ? ""
                        : "; " + Messages.get(locale, "measure.chartPredicted", fmt.rate(predictedGbps)));
        return new ChartView(
                W,
                height,
                LEFT,
                (int) right,
                plotBottom,
                laneTop,
                laneBottom,
                pts.toString().trim(),
                py,
                predictedGbps == null ? null : Messages.get(locale, "measure.chartPredicted", fmt.rate(predictedGbps)),
                unit.label,
                yt,
                xt,
                rt,
                bars,
                Messages.get(locale, "measure.chartRate", unit.label),
                Messages.get(locale, "measure.chartRetransmits"),
                summary);
    }

    /**
     * Round tick values from 0 to at least {@code max}: a step of 1, 2 or 5 times a power of ten
     * giving 4 to 10 ticks, e.g. 0, 0.5, 1, 1.5, 2 for 2; 0, 2, 4 ... 10 for 10.
     */
    static List<Double> steps(double max) {
        double step = step(max);
        List<Double> out = new ArrayList<>();
        int n = (int) Math.ceil(max / step - 1e-9);
        for (int k = 0; k <= n; k++) {
            out.add(k * step);
        }
        return out;
    }

    static double step(double max) {
        double raw = max / 5;
        double mag = Math.pow(10, Math.floor(Math.log10(raw)));
        for (double m : new double[] {1, 2, 5, 10}) {
            if (m * mag >= raw - 1e-12) {
                return m * mag;
            }
        }
        return 10 * mag;
    }

    /** A tick's text with as many decimals as its step needs and no trailing zeros: "0", "0.5", "1", "1.5". */
    static String tickText(double v, double max, DisplayFormat fmt) {
        double step = step(max);
        int decimals = step >= 1 ? 0 : (int) Math.ceil(-Math.log10(step) - 1e-9);
        return fmt.upTo(v, decimals);
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
