package dev.wirespeed.app;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.evidence.NearbyRun;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.Evaluation;
import dev.wirespeed.solver.PlanEvaluator;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.model.Ceiling;
import dev.wirespeed.solver.model.Confidence;
import dev.wirespeed.solver.model.PathSpec;
import dev.wirespeed.solver.model.Prediction;
import dev.wirespeed.solver.model.Side;
import dev.wirespeed.solver.model.Stage;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The single-path prediction interface (POST /api/predict, CLI predict): a strict request
 * ({@link PredictRequest}, read by {@link PredictRequestReader}) turned into a two-host plan (with a
 * switch when given), evaluated like any plan.
 */
public final class PredictService {

    private final Supplier<Catalog> catalog;
    private final Supplier<Calibration> calibration;
    private final Function<PathSpec, List<NearbyRun>> evidence;

    /** Without published runs beside the prediction (its evidence list is empty). */
    public PredictService(Supplier<Catalog> catalog, Supplier<Calibration> calibration) {
        this(catalog, calibration, path -> List.of());
    }

    /** {@code evidence} finds the published runs nearest to the predicted path. */
    public PredictService(
            Supplier<Catalog> catalog,
            Supplier<Calibration> calibration,
            Function<PathSpec, List<NearbyRun>> evidence) {
        this.catalog = catalog;
        this.calibration = calibration;
        this.evidence = evidence;
    }

    /**
     * The response: the prediction, the path's issues, assumptions the model made, the 80% range with
     * its confidence (bounds rounded like every Gbit/s figure here), and the published runs nearest to
     * the path.
     */
    public record Response(
            double gbps,
            CeilingView bottleneck,
            List<CeilingView> stages,
            List<IssueView> issues,
            Prediction.CalibrationEffect calibration,
            List<String> assumptions,
            Prediction.Range range,
            Confidence confidence,
            List<EvidenceView> evidence) {
        public static Response of(Prediction p, List<Issue> issues, List<NearbyRun> nearby) {
            return new Response(
                    round(p.gbps()),
                    round(p.bottleneck()),
                    p.stages().stream().map(Response::round).toList(),
                    issues.stream().map(IssueView::of).toList(),
                    p.calibration(),
                    p.assumptions(),
                    round(p.range()),
                    p.confidence(),
                    nearby.stream().map(EvidenceView::of).toList());
        }

        static double round(double v) {
            return Math.round(v * 1000) / 1000.0;
        }

        static Prediction.Range round(Prediction.Range r) {
            return new Prediction.Range(round(r.low()), round(r.high()), r.level());
        }

        static CeilingView round(Ceiling c) {
            return new CeilingView(c.stage(), c.side(), round(c.gbps()), c.why(), c.factor());
        }
    }

    /** A stage's ceiling as the API shows it: the arithmetic in English, Gbit/s rounded to three decimals. */
    public record CeilingView(Stage stage, Side side, double gbps, String why, String factor) {}

    /**
     * A published run near the path as the API shows it: the evidence id, the receiver's Gbit/s the
     * source measured, the page it was published on, and how alike it is (0 to 1, three decimals).
     */
    public record EvidenceView(String id, double gbps, String source, double similarity) {
        public static EvidenceView of(NearbyRun n) {
            return new EvidenceView(
                    n.id(), Response.round(n.gbps().doubleValue()), n.source(), Response.round(n.similarity()));
        }
    }

    /** An issue as the API shows it. */
    public record IssueView(String rule, Severity severity, String message, String fix, String where) {
        public static IssueView of(Issue i) {
            return new IssueView(i.rule(), i.severity(), i.message(), i.fix(), i.where());
        }
    }

    /** Most distinct requests whose answers are kept; past it the kept answers are dropped and kept anew. */
    static final int MAX_ANSWERS = 256;

    /** An answer, the inputs it was computed from, and its form as sent (written once, on first use). */
    private static final class Answer {
        final EvaluationInputs inputs;
        final Response response;
        volatile Object written;

        Answer(EvaluationInputs inputs, Response response) {
            this.inputs = inputs;
            this.response = response;
        }
    }

    private final Map<JsonNode, Answer> answers = new ConcurrentHashMap<>();

    /**
     * The answer to {@code body}. A request asked before, with the same catalog and calibration in
     * force, gets the answer computed then: reading the request, building and evaluating the plan
     * and looking up the nearest runs is the same work each time, and a client asks the same path
     * again and again (a form redrawn, a script polling). An error is computed every time.
     */
    public Response predict(JsonNode body) {
        return answer(body).response;
    }

    /**
     * The answer to {@code body} in the form {@code write} gives it (the API's JSON bytes), written
     * once per kept answer: a request asked again is sent the bytes sent the first time, with no
     * serializing. {@code write} must depend on the response alone.
     */
    @SuppressWarnings("unchecked")
    public <T> T predict(JsonNode body, Function<Response, T> write) {
        Answer a = answer(body);
        if (!RenderCaches.enabled()) {
            return write.apply(a.response);
        }
        Object kept = a.written;
        if (kept == null) {
            kept = write.apply(a.response);
            a.written = kept;
        }
        return (T) kept;
    }

    private Answer answer(JsonNode body) {
        EvaluationInputs now = EvaluationInputs.current(catalog, calibration);
        if (!RenderCaches.enabled()) {
            return new Answer(now, compute(body, now));
        }
        Answer hit = answers.get(body);
        if (hit != null && hit.inputs.same(now)) {
            return hit;
        }
        Answer a = new Answer(now, compute(body, now));
        if (answers.size() >= MAX_ANSWERS) {
            answers.clear();
        }
        // a copy: the caller's tree could change after this call, the key must not
        answers.put(body.deepCopy(), a);
        return a;
    }

    /** The answer to {@code body} computed afresh, never from the kept answers (what {@code bench predict} times). */
    public Response compute(JsonNode body) {
        return compute(body, EvaluationInputs.current(catalog, calibration));
    }

    private Response compute(JsonNode body, EvaluationInputs in) {
        Plan plan = PredictRequestReader.read(body, in.catalog()).toPlan(in.catalog());
        Evaluation e = PlanEvaluator.evaluate(plan, in.catalog(), in.calibration());
        Evaluation.FlowResult f = e.flows().get(0);
        List<Issue> issues = new ArrayList<>(e.issues());
        issues.addAll(f.issues());
        if (f.prediction() == null) {
            throw AppError.badRequest(
                    "$",
                    "no prediction possible: "
                            + issues.stream().map(Issue::message).findFirst().orElse("the path is incomplete"));
        }
        return Response.of(f.prediction(), issues, evidence.apply(f.path()));
    }

    /** Builds the two-host plan a request describes; 400 with every JSON path that is wrong. */
    public Plan toPlan(JsonNode body) {
        Catalog cat = catalog.get();
        return PredictRequestReader.read(body, cat).toPlan(cat);
    }
}
