package dev.wirespeed.web.api;

import dev.wirespeed.app.PredictService;
import dev.wirespeed.evidence.NearbyRun;
import dev.wirespeed.plan.Initiator;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Tool;
import dev.wirespeed.solver.Evaluation;
import dev.wirespeed.solver.model.PathSpec;

import java.util.List;
import java.util.function.Function;

/** GET /api/plans/{id}/evaluation: every issue, and per flow its route and the prediction in the predict response shape. */
public record EvaluationView(String planId, long version, List<PredictService.IssueView> issues, List<FlowView> flows) {

    public record FlowView(
            String id,
            String from,
            String to,
            Tool tool,
            int streams,
            Initiator initiator,
            List<String> route,
            PredictService.Response prediction,
            List<PredictService.IssueView> issues) {}

    /** Without published runs beside the predictions. */
    public static EvaluationView of(String planId, long version, Evaluation e) {
        return of(planId, version, e, path -> List.of());
    }

    /** {@code evidence} finds the published runs nearest to each flow's path. */
    public static EvaluationView of(
            String planId, long version, Evaluation e, Function<PathSpec, List<NearbyRun>> evidence) {
        return new EvaluationView(
                planId,
                version,
                e.issues().stream().map(PredictService.IssueView::of).toList(),
                e.flows().stream()
                        .map(f -> {
                            Plan.Flow fl = f.flow();
                            return new FlowView(
                                    fl.id(),
                                    fl.from(),
                                    fl.to(),
                                    fl.tool(),
                                    fl.streams(),
                                    fl.initiator(),
                                    f.route(),
                                    f.prediction() == null
                                            ? null
                                            : PredictService.Response.of(
                                                    f.prediction(), f.issues(), evidence.apply(f.path())),
                                    f.issues().stream()
                                            .map(PredictService.IssueView::of)
                                            .toList());
                        })
                        .toList());
    }
}
