package dev.wirespeed.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.wirespeed.app.AppError;
import dev.wirespeed.app.PlanService;
import dev.wirespeed.app.PredictService;
import dev.wirespeed.evidence.NearbyRun;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.Evaluation;
import dev.wirespeed.solver.model.PathSpec;
import dev.wirespeed.web.api.EvaluationView;
import io.javalin.config.RoutesConfig;
import io.javalin.http.ContentType;
import io.javalin.http.Context;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** /api/plans (CRUD with optimistic locking, evaluation, export/import), /api/examples and /api/predict. */
public final class PlanApiController implements WebApp.Controller {

    private static final Logger LOG = LoggerFactory.getLogger(PlanApiController.class);

    private final PlanService plans;
    private final PredictService predict;
    private final ObjectMapper json;
    private final Function<PathSpec, List<NearbyRun>> evidence;

    /** The predict answer's writer, built once: finding the serializers is part of every call otherwise. */
    private final ObjectWriter predictWriter;

    public PlanApiController(PlanService plans, PredictService predict, ObjectMapper json) {
        this(plans, predict, json, path -> List.of());
    }

    /** {@code evidence} finds the published runs nearest to each flow's path for the evaluation. */
    public PlanApiController(
            PlanService plans,
            PredictService predict,
            ObjectMapper json,
            Function<PathSpec, List<NearbyRun>> evidence) {
        this.plans = plans;
        this.predict = predict;
        this.json = json;
        this.evidence = evidence;
        this.predictWriter = json.writerFor(PredictService.Response.class);
    }

    @Override
    public void routes(RoutesConfig r) {
        r.get("/api/plans", this::list);
        r.post("/api/plans", this::create);
        r.post("/api/plans/import", this::create);
        r.get("/api/plans/{id}", this::get);
        r.put("/api/plans/{id}", this::update);
        r.delete("/api/plans/{id}", this::delete);
        r.get("/api/plans/{id}/evaluation", this::evaluation);
        r.get("/api/plans/{id}/export", this::export);
        r.post("/api/examples", ctx -> ctx.json(Map.of("created", plans.ensureExamples())));
        r.post("/api/examples/{seed}", ctx -> {
            PlanService.Stored s = plans.recreateExample(ctx.pathParam("seed"), HistoryController.author(ctx));
            ctx.status(201).header("Location", "/api/plans/" + s.plan().id());
            document(ctx, s);
        });
        r.post("/api/predict", this::predict);
    }

    /** One row of the plan list. */
    public record PlanSummary(
            String id,
            String name,
            long version,
            int hosts,
            String updatedAt,
            String exampleOf,
            Severity worstSeverity,
            Double slowestGbps,
            String slowestFlow,
            String evaluationFailed) {}

    private void list(Context ctx) {
        List<PlanSummary> out = plans.list().stream()
                .map(s -> {
                    Evaluation e;
                    try {
                        if (s.unreadable() != null) {
                            throw new IllegalStateException(s.unreadable());
                        }
                        e = plans.evaluate(s.plan());
                    } catch (RuntimeException failed) {
                        // the list answers for the other plans; this one says it could not be evaluated
                        LOG.error(
                                "plan {} cannot be evaluated for the plan list",
                                s.plan().id(),
                                failed);
                        return new PlanSummary(
                                s.plan().id(),
                                s.plan().name(),
                                s.version(),
                                s.plan().hosts().size(),
                                s.updatedAt(),
                                s.exampleOf(),
                                null,
                                null,
                                null,
                                "evaluation failed; the server log has the details");
                    }
                    Evaluation.FlowResult slow = e.slowest();
                    return new PlanSummary(
                            s.plan().id(),
                            s.plan().name(),
                            s.version(),
                            s.plan().hosts().size(),
                            s.updatedAt(),
                            s.exampleOf(),
                            e.worstSeverity(),
                            slow == null ? null : Math.round(slow.prediction().gbps() * 1000) / 1000.0,
                            slow == null ? null : slow.flow().id(),
                            null);
                })
                .toList();
        ctx.json(out);
    }

    static void document(Context ctx, PlanService.Stored s) {
        ctx.header("ETag", "\"" + s.version() + "\"");
        ctx.header("X-Plan-Version", String.valueOf(s.version()));
        ctx.json(s.plan());
    }

    private void create(Context ctx) {
        PlanService.Stored s = plans.createFromJson(ctx.body(), HistoryController.author(ctx));
        ctx.status(201).header("Location", "/api/plans/" + s.plan().id());
        document(ctx, s);
    }

    private void get(Context ctx) {
        document(ctx, plans.get(ctx.pathParam("id")));
    }

    /** The version a client edited: If-Match ("3") or ?version=3; without one the change is refused (428). */
    static long expectedVersion(Context ctx) {
        Long v = CatalogController.ifMatch(ctx);
        if (v == null && ctx.queryParam("version") != null) {
            try {
                v = Long.parseLong(ctx.queryParam("version"));
            } catch (NumberFormatException e) {
                throw AppError.badRequest("version", "version must be a whole number");
            }
        }
        if (v == null) {
            throw new AppError(
                    428,
                    "say which version you edited (If-Match: \"N\" from the ETag, or ?version=N), so that a newer change is never overwritten",
                    List.of());
        }
        return v;
    }

    private void update(Context ctx) {
        String id = ctx.pathParam("id");
        long expected = expectedVersion(ctx);
        PlanService.Stored s =
                plans.update(id, plans.read(ctx.body(), "the plan"), expected, HistoryController.author(ctx));
        document(ctx, s);
    }

    private void delete(Context ctx) {
        plans.delete(ctx.pathParam("id"));
        ctx.status(204);
    }

    private void evaluation(Context ctx) {
        PlanService.Stored s = plans.get(ctx.pathParam("id"));
        ctx.json(EvaluationView.of(s.plan().id(), s.version(), plans.evaluate(s.plan()), evidence));
    }

    private void export(Context ctx) {
        PlanService.Stored s = plans.get(ctx.pathParam("id"));
        ctx.header(
                "Content-Disposition",
                "attachment; filename=\"wirespeed-plan-" + s.plan().id() + ".json\"");
        ctx.contentType("application/json").result(plans.write(s.plan()));
    }

    private void predict(Context ctx) throws Exception {
        JsonNode body = json.readTree(ctx.body());
        if (body == null) {
            throw AppError.badRequest("$", "the body is empty: send a predict request (see README)");
        }
        // the bytes ctx.json would send (the same mapper), written once per kept answer
        byte[] answer = predict.predict(body, this::predictJson);
        ctx.contentType(ContentType.APPLICATION_JSON).result(answer);
    }

    private byte[] predictJson(PredictService.Response r) {
        try {
            return predictWriter.writeValueAsBytes(r);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
