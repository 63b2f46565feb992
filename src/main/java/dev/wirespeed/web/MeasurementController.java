package dev.wirespeed.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirespeed.app.AppError;
import dev.wirespeed.app.CalibrationService;
import dev.wirespeed.app.CatalogService;
import dev.wirespeed.app.Iperf3Service;
import dev.wirespeed.app.MeasurementService;
import dev.wirespeed.app.PlanService;
import dev.wirespeed.calibration.RunAssessment;
import dev.wirespeed.measure.parse.PcieRun;
import dev.wirespeed.measure.parse.ThroughputRun;
import dev.wirespeed.solver.model.Priors;
import dev.wirespeed.text.Phrase;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.UploadedFile;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/** Measurement import, listing and pages; the calibration API and page. */
public final class MeasurementController implements WebApp.Controller {

    private final MeasurementService measurements;
    private final CalibrationService calibration;
    private final PlanService plans;
    private final CatalogService catalog;
    private final ObjectMapper json;
    private final int maxBytes;

    private final Supplier<Iperf3Service.Status> iperf3;

    public MeasurementController(
            MeasurementService measurements,
            CalibrationService calibration,
            PlanService plans,
            CatalogService catalog,
            ObjectMapper json,
            int maxBytes,
            Supplier<Iperf3Service.Status> iperf3) {
        this.iperf3 = iperf3;
        this.measurements = measurements;
        this.calibration = calibration;
        this.plans = plans;
        this.catalog = catalog;
        this.json = json;
        this.maxBytes = maxBytes;
    }

    @Override
    public void routes(RoutesConfig r) {
        r.post("/api/measurements", this::importApi);
        r.get(
                "/api/measurements",
                ctx -> ctx.json(
                        measurements.list(Requests.queryOrNull(ctx, "plan"), Requests.queryOrNull(ctx, "flow")).stream()
                                .map(MeasurementController::summary)
                                .toList()));
        r.get("/api/measurements/{id}", ctx -> {
            var s = measurements.get(ctx.pathParam("id"));
            ctx.json(new Detail(s, calibration.assessment(s.id()).orElse(null)));
        });
        r.delete("/api/measurements/{id}", ctx -> {
            measurements.delete(ctx.pathParam("id"));
            ctx.status(204);
        });
        r.post("/api/measurements/{id}/detach", ctx -> {
            measurements.setDetached(ctx.pathParam("id"), true);
            ctx.status(204);
        });
        r.post("/api/measurements/{id}/attach", ctx -> {
            String plan = param(ctx, "plan");
            String flow = param(ctx, "flow");
            if (plan == null || flow == null) {
                throw AppError.badRequest("plan", Phrase.of("measure.attach.needs"));
            }
            measurements.attach(ctx.pathParam("id"), plan, flow);
            ctx.status(204);
        });
        r.get("/api/calibration", ctx -> ctx.json(calibration.factors()));
        r.post("/api/calibration/{key}/reset", ctx -> {
            calibration.reset(ctx.pathParam("key"));
            ctx.status(204);
        });

        r.get("/measurements", this::listPage);
        r.post("/measurements/import", this::importPage);
        r.get("/measurements/{id}", this::detailPage);
        r.post("/measurements/{id}/detach", ctx -> {
            measurements.setDetached(ctx.pathParam("id"), !"false".equals(ctx.formParam("detached")));
            ctx.redirect(back(ctx, "/measurements/" + ctx.pathParam("id")), HttpStatus.SEE_OTHER);
        });
        r.post("/measurements/{id}/attach", ctx -> {
            measurements.attach(ctx.pathParam("id"), required(ctx, "plan"), required(ctx, "flow"));
            ctx.redirect("/measurements/" + ctx.pathParam("id"), HttpStatus.SEE_OTHER);
        });
        r.post("/measurements/{id}/delete", ctx -> {
            measurements.delete(ctx.pathParam("id"));
            ctx.redirect("/measurements", HttpStatus.SEE_OTHER);
        });
        r.post("/measurements/{id}/apply-pcie", ctx -> {
            String[] t = required(ctx, "target").split("/", 4);
            if (t.length != 4
                    || !t[1].matches("\\d{1,18}")
                    || !required(ctx, "link").matches("\\d{1,4}")) {
                throw AppError.badRequest("target", Phrase.of("measure.pcie.choose"));
            }
            if (ctx.formParam("confirm") == null) {
                throw AppError.badRequest("confirm", Phrase.of("measure.pcie.confirm"));
            }
            measurements.applyPcieLink(
                    ctx.pathParam("id"),
                    Integer.parseInt(ctx.formParam("link")),
                    t[0],
                    t[2],
                    t[3],
                    Long.parseLong(t[1]));
            ctx.redirect("/measurements/" + ctx.pathParam("id") + "?applied=1", HttpStatus.SEE_OTHER);
        });
        r.get("/calibration", this::calibrationPage);
        r.post("/calibration/{key}/reset", ctx -> {
            calibration.reset(ctx.pathParam("key"));
            ctx.redirect("/calibration", HttpStatus.SEE_OTHER);
        });
    }

    private static String back(Context ctx, String dflt) {
        String b = Requests.localPath(ctx.formParam("back"));
        return b == null ? dflt : b;
    }

    private static String param(Context ctx, String name) {
        String v = ctx.queryParam(name);
        if ((v == null || v.isBlank()) && ctx.isMultipartFormData()) {
            v = ctx.formParam(name);
        } else if ((v == null || v.isBlank())
                && String.valueOf(ctx.contentType()).startsWith("application/x-www-form-urlencoded")
                && ctx.formParam("text") != null) {
            v = ctx.formParam(name);
        }
        return v == null || v.isBlank() ? null : v.trim();
    }

    private static String required(Context ctx, String name) {
        String v = ctx.formParam(name);
        if (v == null || v.isBlank()) {
            throw AppError.badRequest(name, Phrase.of("measure.required", name));
        }
        return v.trim();
    }

    /** A list row. */
    public record Summary(
            String id,
            String format,
            String origin,
            String planId,
            String flowId,
            Double gbps,
            boolean detached,
            String createdAt,
            String peer,
            String toolVersion) {}

    static Summary summary(MeasurementService.Stored s) {
        Double g = s.run() instanceof ThroughputRun t ? t.gbps() : null;
        return new Summary(
                s.id(),
                s.run().format(),
                s.origin(),
                s.planId(),
                s.flowId(),
                g,
                s.detached(),
                s.createdAt(),
                s.peer(),
                s.toolVersion());
    }

    /** One measurement with what calibration made of it. */
    public record Detail(MeasurementService.Stored measurement, RunAssessment assessment) {}

    /** The texts of an upload: each file of a multipart body, or the raw body. Enforces the size limit. */
    private List<String> texts(Context ctx) {
        long len = ctx.contentLength();
        if (len > maxBytes) {
            throw AppError.tooLarge(
                    Phrase.of("measure.tooLarge", len / 1024, maxBytes / 1024, maxBytes / (1024 * 1024)));
        }
        List<String> out = new ArrayList<>();
        if (ctx.isMultipartFormData()) {
            for (UploadedFile f : ctx.uploadedFiles()) {
                if (f.size() == 0) {
                    continue;
                }
                out.add(read(f));
            }
            String pasted = ctx.formParam("text");
            if (pasted != null && !pasted.isBlank()) {
                out.add(pasted);
            }
        } else if (String.valueOf(ctx.contentType()).startsWith("application/x-www-form-urlencoded")
                && ctx.formParam("text") != null) {
            String pasted = ctx.formParam("text");
            if (!pasted.isBlank()) {
                out.add(pasted);
            }
        } else {
            byte[] body = ctx.bodyAsBytes();
            if (body.length > maxBytes) {
                throw AppError.tooLarge(Phrase.of("measure.tooLarge.body", maxBytes / (1024 * 1024)));
            }
            out.add(new String(body, StandardCharsets.UTF_8));
        }
        if (out.isEmpty()) {
            throw AppError.badRequest("$", Phrase.of("measure.nothing"));
        }
        return out;
    }

    private String read(UploadedFile f) {
        if (f.size() > maxBytes) {
            throw AppError.tooLarge(Phrase.of("measure.tooLarge.file", f.filename(), maxBytes / (1024 * 1024)));
        }
        try (InputStream in = f.content()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw AppError.badRequest(f.filename(), Phrase.of("measure.cannotRead", e.getMessage()));
        }
    }

    /** The import response: every parsed run, and where each was stored. */
    public record ImportResult(List<Object> runs, List<Stored> measurements) {}

    public record Stored(String id, boolean created, String format, Double gbps) {}

    private ImportResult doImport(Context ctx) {
        List<String> texts = texts(ctx);
        String plan = param(ctx, "plan");
        String flow = param(ctx, "flow");
        List<Object> runs = new ArrayList<>();
        List<Stored> stored = new ArrayList<>();
        // All texts are parsed before any run is stored, in one transaction: one bad file stores nothing.
        for (MeasurementService.Imported i : measurements.importAll(texts, null, plan, flow, "import", ctx.ip())) {
            runs.add(i.run());
            stored.add(new Stored(
                    i.id(), i.created(), i.run().format(), i.run() instanceof ThroughputRun tr ? tr.gbps() : null));
        }
        return new ImportResult(runs, stored);
    }

    private void importApi(Context ctx) {
        ImportResult r = doImport(ctx);
        ctx.status(201).json(r);
    }

    // ---- pages ----

    private Map<String, Object> base(Context ctx, String titleKey) {
        Map<String, Object> m = new HashMap<>();
        Locale locale = Requests.locale(ctx);
        List<PlanService.Stored> all = plans.list();
        m.put("title", Messages.get(locale, titleKey));
        m.put("fmt", new DisplayFormat(locale));
        m.put("plans", all);
        m.put("words", new MeasurementWords(locale, all, calibration.factors(), catalog.catalog()));
        return m;
    }

    private void listPage(Context ctx) {
        String plan = Requests.queryOrNull(ctx, "plan");
        renderList(ctx, plan, Requests.queryOrNull(ctx, "flow"), "", null, 200);
    }

    /**
     * The list with the import form filled with {@code text} and the chosen plan and flow: empty on a
     * first visit, what was sent after a failed import (so nothing pasted is lost).
     */
    private void renderList(Context ctx, String plan, String flow, String text, String error, int status) {
        Map<String, Object> m = base(ctx, "measure.title");
        m.put(
                "items",
                measurements.list(error == null ? plan : null, error == null ? flow : null).stream()
                        .map(MeasurementController::summary)
                        .toList());
        m.put("selectedPlan", plan);
        m.put("selectedFlow", flow);
        m.put("pasted", text == null ? "" : text);
        m.put("maxMb", maxBytes / (1024 * 1024));
        m.put("error", error);
        m.put("iperf3", iperf3.get());
        ctx.status(status).render("measurements/measurements", m);
    }

    private void importPage(Context ctx) {
        try {
            ImportResult r = doImport(ctx);
            ctx.redirect(
                    r.measurements().size() == 1
                            ? "/measurements/" + r.measurements().get(0).id()
                            : "/measurements",
                    HttpStatus.SEE_OTHER);
        } catch (AppError e) {
            // the form comes back as it was sent: the pasted text and the chosen plan and flow
            String pasted = ctx.isMultipartFormData()
                            || String.valueOf(ctx.contentType()).startsWith("application/x-www-form-urlencoded")
                    ? ctx.formParam("text")
                    : null;
            renderList(ctx, param(ctx, "plan"), param(ctx, "flow"), pasted, e.in(Requests.locale(ctx)), e.status());
        }
    }

    private void detailPage(Context ctx) {
        MeasurementService.Stored s = measurements.get(ctx.pathParam("id"));
        Map<String, Object> m = base(ctx, "measure.one");
        m.put("title", ((MeasurementWords) m.get("words")).run(s));
        m.put("m", s);
        var a = calibration.assessment(s.id()).orElse(null);
        m.put("assessment", a);
        m.put("applied", ctx.queryParam("applied") != null);
        if (s.run() instanceof ThroughputRun t) {
            m.put("run", t);
            m.put(
                    "chart",
                    t.intervals().isEmpty()
                            ? null
                            : ChartView.of(t.intervals(), a == null ? null : a.predictedGbps(), Requests.locale(ctx)));
        } else {
            m.put("run", null);
            m.put("chart", null);
        }
        m.put("pcie", s.run() instanceof PcieRun p ? p : null);
        ctx.render("measurements/measurement", m);
    }

    private void calibrationPage(Context ctx) {
        Map<String, Object> m = base(ctx, "calibration.title");
        m.put("factors", calibration.factors());
        Map<String, Phrase> about = new HashMap<>();
        for (Priors.Factor f : Priors.all()) {
            about.put(f.key(), Phrase.of("prior.about", f.unitText(), f.provenanceText()));
        }
        m.put("factorAbout", about);
        m.put("assessments", calibration.assessments());
        m.put(
                "runNames",
                measurements.list(null, null).stream()
                        .map(MeasurementController::summary)
                        .collect(Collectors.toMap(Summary::id, ((MeasurementWords) m.get("words"))::run, (x, y) -> x)));
        ctx.render("measurements/calibration", m);
    }
}
