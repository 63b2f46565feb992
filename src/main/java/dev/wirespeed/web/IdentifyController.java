package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirespeed.app.AppError;
import dev.wirespeed.app.IdentifyService;
import dev.wirespeed.app.PlanService;
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
import java.util.Map;

/**
 * Identification from pasted lspci, lsusb, dmesg or hwinfo output: the JSON API, the page that shows
 * what was found, and the action that puts a found part into a plan's host.
 */
public final class IdentifyController implements WebApp.Controller {

    private final IdentifyService identify;
    private final PlanService plans;
    private final int maxBytes;
    private final ObjectMapper json;

    public IdentifyController(IdentifyService identify, PlanService plans, ObjectMapper json, int maxBytes) {
        this.identify = identify;
        this.json = json;
        this.plans = plans;
        this.maxBytes = maxBytes;
    }

    @Override
    public void routes(RoutesConfig r) {
        r.post("/api/identify", ctx -> ctx.json(identify.identify(text(ctx))));
        r.get("/identify", ctx -> page(ctx, null, "", null, 200));
        r.post("/identify", ctx -> {
            String text = text(ctx);
            try {
                page(ctx, identify.identify(text), text, null, 200);
            } catch (AppError e) {
                page(ctx, null, text, e.in(Requests.locale(ctx)), e.status());
            }
        });
        r.post("/identify/add", this::add);
    }

    /** target is "planId/version/hostId" (one option of the page's host list); gen and lanes may be empty. */
    private void add(Context ctx) {
        String[] t = required(ctx, "target").split("/", 3);
        if (t.length != 3 || !t[1].matches("\\d{1,18}")) {
            throw AppError.badRequest("target", Phrase.of("identify.form.target"));
        }
        IdentifyService.Added added = identify.addToHost(
                t[0],
                t[2],
                required(ctx, "part"),
                Long.parseLong(t[1]),
                number(ctx, "gen"),
                number(ctx, "lanes"),
                label(ctx));
        String anchor = "nic-" + added.element().replace('/', '-');
        ctx.redirect("/plans/" + t[0] + "?saved=" + anchor + "#" + anchor, HttpStatus.SEE_OTHER);
    }

    private void page(Context ctx, IdentifyService.Report report, String text, String error, int status) {
        Map<String, Object> m = new HashMap<>();
        m.put("title", Messages.get(Requests.locale(ctx), "identify.title"));
        m.put("fmt", new DisplayFormat(Requests.locale(ctx)));
        m.put("report", report);
        m.put("text", text);
        m.put("error", error);
        m.put("hosts", hosts());
        ctx.status(status).render("measurements/identify", m);
    }

    /** A host a part can be put into: the option value carries the plan version the edit is made on. */
    public record HostChoice(String value, String label) {}

    private List<HostChoice> hosts() {
        List<HostChoice> out = new ArrayList<>();
        for (PlanService.Stored s : plans.list()) {
            s.plan()
                    .hosts()
                    .forEach(h -> out.add(new HostChoice(
                            s.plan().id() + "/" + s.version() + "/" + h.id(),
                            s.plan().name() + " · "
                                    + (h.name() == null || h.name().isBlank() ? h.id() : h.name()))));
        }
        return out;
    }

    /** The negotiated link's label the page sends ("identified: 0000:03:00.0"); a plan keeps it as text. */
    private static String label(Context ctx) {
        String v = ctx.formParam("label");
        if (v != null && v.length() > 200) {
            throw AppError.badRequest("label", Phrase.of("identify.form.label"));
        }
        return v == null || v.isBlank() ? null : v.strip();
    }

    private static Integer number(Context ctx, String name) {
        String v = ctx.formParam(name);
        if (v == null || v.isBlank()) {
            return null;
        }
        if (!v.strip().matches("\\d{1,2}")) {
            throw AppError.badRequest(name, Phrase.of("identify.form.number", name));
        }
        return Integer.parseInt(v.strip());
    }

    private static String required(Context ctx, String name) {
        String v = ctx.formParam(name);
        if (v == null || v.isBlank()) {
            throw AppError.badRequest(name, Phrase.of("measure.required", name));
        }
        return v.trim();
    }

    /**
     * The pasted text: a form's "text" field or uploaded files, a JSON body's "text", or the raw body;
     * the upload limit applies.
     */
    private String text(Context ctx) throws IOException {
        if (ctx.contentLength() > maxBytes) {
            throw AppError.tooLarge(Phrase.of("identify.form.tooLarge", ctx.contentLength() / 1024, maxBytes / 1024));
        }
        String text;
        if (ctx.isMultipartFormData()) {
            StringBuilder b = new StringBuilder();
            for (UploadedFile f : ctx.uploadedFiles()) {
                b.append(read(f)).append('\n');
            }
            String pasted = ctx.formParam("text");
            text = b + (pasted == null ? "" : pasted);
        } else if (String.valueOf(ctx.contentType()).startsWith("application/x-www-form-urlencoded")) {
            text = ctx.formParam("text");
        } else if (String.valueOf(ctx.contentType()).startsWith("application/json")) {
            JsonNode doc = json.readTree(ctx.bodyAsBytes());
            if (!doc.path("text").isTextual()) {
                throw AppError.badRequest("$.text", "send {\"text\": \"...\"} with the output as the text");
            }
            text = doc.path("text").asText();
        } else {
            byte[] body = ctx.bodyAsBytes();
            if (body.length > maxBytes) {
                throw AppError.tooLarge(Phrase.of("identify.form.tooLarge.body", maxBytes / 1024));
            }
            text = new String(body, StandardCharsets.UTF_8);
        }
        if (text == null || text.isBlank()) {
            throw AppError.badRequest("text", Phrase.of("identify.form.nothing"));
        }
        return text;
    }

    private String read(UploadedFile f) {
        if (f.size() > maxBytes) {
            throw AppError.tooLarge(Phrase.of("identify.form.tooLarge.file", f.filename(), maxBytes / 1024));
        }
        try (InputStream in = f.content()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw AppError.badRequest(f.filename(), Phrase.of("measure.cannotRead", e.getMessage()));
        }
    }
}
