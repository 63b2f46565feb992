package dev.wirespeed.solver;

import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.model.PathSpec;
import dev.wirespeed.solver.model.Prediction;

import java.util.Comparator;
import java.util.List;

/** A plan's issues (worst first) and, per flow, its route and predicted throughput. */
public record Evaluation(List<Issue> issues, List<FlowResult> flows) {

    /**
     * One flow: the route (device ids), the prediction (null when there is no route), its issues, and
     * the path the prediction was made for (null without a route), which the nearest published runs
     * are looked up by.
     */
    public record FlowResult(
            Plan.Flow flow, List<String> route, Prediction prediction, List<Issue> issues, PathSpec path) {
        public FlowResult(Plan.Flow flow, List<String> route, Prediction prediction, List<Issue> issues) {
            this(flow, route, prediction, issues, null);
        }
    }

    public Severity worstSeverity() {
        return issues.stream()
                .min(Comparator.comparingInt(Issue::rank))
                .map(Issue::severity)
                .orElse(null);
    }

    public FlowResult slowest() {
        return flows.stream()
                .filter(f -> f.prediction() != null)
                .min(Comparator.comparingDouble(f -> f.prediction().gbps()))
                .orElse(null);
    }
}
