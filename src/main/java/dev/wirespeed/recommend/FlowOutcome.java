package dev.wirespeed.recommend;

import dev.wirespeed.plan.Targets;
import dev.wirespeed.solver.Evaluation;
import dev.wirespeed.solver.model.Prediction;

import java.util.ArrayList;
import java.util.List;

/**
 * One flow of an evaluated build: the predicted Gbit/s with its 80% range, the binding stage and its
 * arithmetic, the target (0: none), whether the prediction meets it and whether the range's low end does.
 * A flow without a route has no prediction: {@code gbps} 0 and bottleneck "no-route".
 */
public record FlowOutcome(
        String flow,
        double gbps,
        double low,
        double high,
        String bottleneck,
        String side,
        String why,
        double minGbps,
        boolean meets,
        boolean lowMeets) {

    static List<FlowOutcome> of(Evaluation e, Targets targets) {
        List<FlowOutcome> out = new ArrayList<>();
        for (Evaluation.FlowResult r : e.flows()) {
            double min = targets.minGbps(r.flow().id());
            Prediction p = r.prediction();
            if (p == null) {
                out.add(new FlowOutcome(r.flow().id(), 0, 0, 0, "no-route", null, null, min, min == 0, min == 0));
                continue;
            }
            double g = round(p.gbps());
            out.add(new FlowOutcome(
                    r.flow().id(),
                    g,
                    round(p.range().low()),
                    round(p.range().high()),
                    p.bottleneck().stage().label(),
                    p.bottleneck().side().toString(),
                    p.bottleneck().why(),
                    min,
                    g >= min,
                    round(p.range().low()) >= min));
        }
        return out;
    }

    /** Whether every targeted flow of {@code outcomes} meets its target. */
    static boolean allMeet(List<FlowOutcome> outcomes, Targets targets) {
        return targets.flows().stream()
                .allMatch(t -> outcomes.stream().anyMatch(o -> o.flow().equals(t.flow()) && o.meets()));
    }

    /** The lowest predicted Gbit/s among the targeted flows (all flows when none is targeted). */
    static double slowest(List<FlowOutcome> outcomes, Targets targets) {
        return outcomes.stream()
                .filter(o -> targets.minGbps(o.flow()) > 0)
                .mapToDouble(FlowOutcome::gbps)
                .min()
                .orElse(0);
    }

    /** Predictions are compared as shown: rounded to 3 decimals like every other prediction. */
    static double round(double gbps) {
        return Math.round(gbps * 1000) / 1000.0;
    }
}
