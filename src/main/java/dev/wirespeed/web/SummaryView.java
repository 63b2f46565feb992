package dev.wirespeed.web;

import dev.wirespeed.shop.ShoppingList;
import dev.wirespeed.solver.model.Prediction;

import java.util.List;

/**
 * The bar at the top of a plan: whether the build works in one word (as PCPartPicker says it: no
 * issues, warning, incompatible), what it costs (the shopping list's total, linking to the list),
 * and per flow the predicted rate with its range next to the latest measured figure, with a tone
 * that says how far apart the two are.
 *
 * @param state {@code ok} (no errors or warnings; notes do not count), {@code warning} or
 *     {@code incompatible} (at least one error)
 * @param total the list's total as the list page prints it, null when the list could not be made
 * @param linesWithoutPrice lines the total leaves out for want of a price
 * @param unconverted amounts in currencies without a stored rate, also left out of the total
 */
public record SummaryView(
        String planId,
        String state,
        int errors,
        int warnings,
        String total,
        int linesWithoutPrice,
        List<String> unconverted,
        List<FlowFigure> flows) {

    /**
     * Within this fraction of the measured figure the prediction reads as matching it: the spread
     * repeated runs of one iperf3 test show between themselves (seed 004: 3.30-3.44 Gbit/s, 4%).
     */
    public static final double CLOSE = 0.05;

    /** Beyond this fraction a prediction is far off: three times the close band. */
    public static final double FAR = 0.15;

    public SummaryView {
        unconverted = List.copyOf(unconverted);
        flows = List.copyOf(flows);
    }

    /**
     * One flow: the prediction (null without a route), the latest attached run with a figure (null
     * when none), and {@code delta}, (predicted - measured) / measured, null unless both exist.
     * {@code tone} is {@code close} within {@link #CLOSE}, {@code apart} within {@link #FAR},
     * {@code far} beyond it, and {@code unmeasured} without both figures.
     */
    public record FlowFigure(
            String flowId,
            String from,
            String to,
            Prediction prediction,
            PlanEditorController.FlowRun measured,
            Double delta,
            String tone) {

        public Double predictedGbps() {
            return prediction == null ? null : prediction.gbps();
        }

        /** The difference in whole percent with its sign ("+94", "-4", "0"), or null. */
        public String deltaPercent() {
            if (delta == null) {
                return null;
            }
            long p = Math.round(delta * 100);
            return p > 0 ? "+" + p : String.valueOf(p);
        }
    }

    /**
     * The bar from the evaluation panel's rows, the shopping list's totals (null when the list could
     * not be made) and the plan's attached runs, newest first as the measurement store lists them.
     */
    public static SummaryView of(PanelView panel, ShoppingList.Totals totals, List<PlanEditorController.FlowRun> runs) {
        int errors = panel.count("error");
        int warnings = panel.count("warning");
        String state = errors > 0 ? "incompatible" : warnings > 0 ? "warning" : "ok";
        List<FlowFigure> flows = panel.flows().stream()
                .map(f -> figure(f, latest(runs, f.flow().id())))
                .toList();
        return new SummaryView(
                panel.planId(),
                state,
                errors,
                warnings,
                totals == null ? null : totals.total().format(),
                totals == null ? 0 : totals.linesWithoutPrice(),
                totals == null ? List.of() : totals.missingRates(),
                flows);
    }

    /** The newest run attached to the flow (not detached) that has a Gbit/s figure. */
    static PlanEditorController.FlowRun latest(List<PlanEditorController.FlowRun> runs, String flowId) {
        return runs.stream()
                .filter(r -> r.flowId().equals(flowId) && !r.detached() && r.measuredGbps() != null)
                .findFirst()
                .orElse(null);
    }

    private static FlowFigure figure(PanelView.FlowRow f, PlanEditorController.FlowRun run) {
        Prediction p = f.prediction();
        Double delta = null;
        String tone = "unmeasured";
        if (p != null && run != null && run.measuredGbps() > 0) {
            delta = (p.gbps() - run.measuredGbps()) / run.measuredGbps();
            double off = Math.abs(delta);
            tone = off <= CLOSE ? "close" : off <= FAR ? "apart" : "far";
        }
        return new FlowFigure(f.flow().id(), f.from(), f.to(), p, run, delta, tone);
    }
}
