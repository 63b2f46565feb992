package dev.wirespeed.web;

import dev.wirespeed.account.Role;
import dev.wirespeed.account.User;
import dev.wirespeed.app.AppError;
import dev.wirespeed.app.PlanService;
import dev.wirespeed.app.RenderCaches;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.Evaluation;
import dev.wirespeed.text.Phrase;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.UploadedFile;
import io.javalin.rendering.FileRenderer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The home page (/): the plans with their worst issue and slowest flow, and the forms that make a
 * plan: empty, copied from a seed example, or imported from JSON; plus deleting a plan with a
 * confirmation step. Every form posts, then redirects (post/redirect/get).
 */
public final class HomeController implements WebApp.Controller {

    private static final Logger LOG = LoggerFactory.getLogger(HomeController.class);

    /** Largest plan document accepted by the import form, uploaded or pasted. */
    public static final int MAX_IMPORT_BYTES = 1024 * 1024;

    private final PlanService plans;

    public HomeController(PlanService plans) {
        this.plans = plans;
    }

    @Override
    public void routes(RoutesConfig r) {
        r.get("/", this::home);
        r.post("/plans", this::create);
        r.post("/plans/from-example", this::fromExample);
        r.post("/plans/import", this::importPlan);
        r.get("/plans/{id}/delete", this::confirmDelete);
        r.post("/plans/{id}/delete", this::delete);
    }

    /** One row of the plan list. */
    public record PlanRow(
            String id,
            String name,
            int hosts,
            String updatedAt,
            String exampleOf,
            Issue worst,
            int issues,
            Evaluation.FlowResult slowest,
            String slowestFrom,
            String slowestTo,
            boolean evaluationFailed) {}

    /** A seed example that can be copied. */
    public record Example(String seed, String name) {}

    private void home(Context ctx) {
        if (!RenderCaches.enabled()) {
            render(ctx, FormState.none(), 200);
            return;
        }
        List<Shown> shown = shown();
        PageKey key = PageKey.of(ctx);
        Page kept = pages.get(key);
        if (kept != null && madeFrom(kept.shown(), shown)) {
            kept.page().send(ctx);
            return;
        }
        String html = render(ctx, FormState.none(), 200, shown);
        if (pages.size() >= MAX_PAGES) {
            pages.clear();
        }
        pages.put(key, new Page(shown, KeptPage.of(html.getBytes(ctx.responseCharset()))));
    }

    /**
     * What a home page shows besides its rows: the language (texts, dates), the time zone of its
     * dates, who is signed in (the bar at the top names them, and their role decides the settings
     * link), and whether it follows a deletion (its notice).
     */
    private record PageKey(Locale locale, ZoneId zone, String user, Role role, boolean deleted) {
        static PageKey of(Context ctx) {
            User u = SignInFilter.user(ctx);
            return new PageKey(
                    Requests.locale(ctx),
                    ZoneId.systemDefault(),
                    u == null ? null : u.name(),
                    u == null ? null : u.role(),
                    ctx.queryParam("deleted") != null);
        }
    }

    /** A whole home page as sent, and the rows it was made from. */
    private record Page(List<Shown> shown, KeptPage page) {}

    /** Most kept pages (languages times signed-in people); past it they are dropped and kept anew. */
    private static final int MAX_PAGES = 64;

    /**
     * The home pages as last sent, by what else they show: a view whose plans, evaluations, language
     * and viewer are unchanged is the page sent before, byte for byte, with no template run and no
     * row built (the rows' dates alone cost more than the rest of the request).
     */
    private final Map<PageKey, Page> pages = new ConcurrentHashMap<>();

    /** Every stored plan with its evaluation (null: it failed), in the list's order. */
    private List<Shown> shown() {
        List<Shown> shown = new ArrayList<>();
        for (PlanService.Stored s : plans.list()) {
            Evaluation e;
            try {
                if (s.unreadable() != null) {
                    throw new IllegalStateException(s.unreadable());
                }
                e = plans.evaluate(s);
            } catch (RuntimeException failed) {
                // one plan the evaluator cannot handle must not take the list of all the others with it
                LOG.error(
                        "plan {} cannot be evaluated for the home page",
                        s.plan().id(),
                        failed);
                e = null;
            }
            shown.add(new Shown(s, e));
        }
        return shown;
    }

    private void render(Context ctx, FormState form, int status) {
        render(ctx, form, status, shown());
    }

    /** Renders the page for {@code shown} into the answer; returns its HTML. */
    private String render(Context ctx, FormState form, int status, List<Shown> shown) {
        DisplayFormat fmt = new DisplayFormat(Requests.locale(ctx));
        List<PlanRow> rows = new ArrayList<>();
        for (Shown sh : shown) {
            PlanService.Stored s = sh.stored();
            Plan p = s.plan();
            Evaluation e = sh.evaluation();
            if (e == null) {
                rows.add(new PlanRow(
                        p.id(),
                        p.name(),
                        p.hosts().size(),
                        fmt.dateTime(s.updatedAt()),
                        s.exampleOf(),
                        null,
                        0,
                        null,
                        null,
                        null,
                        true));
                continue;
            }
            Evaluation.FlowResult slow = e.slowest();
            rows.add(new PlanRow(
                    p.id(),
                    p.name(),
                    p.hosts().size(),
                    fmt.dateTime(s.updatedAt()),
                    s.exampleOf(),
                    e.issues().isEmpty() ? null : e.issues().get(0),
                    e.issues().size(),
                    slow,
                    slow == null ? null : PanelView.name(p, slow.flow().from()),
                    slow == null ? null : PanelView.name(p, slow.flow().to()),
                    false));
        }
        List<Example> examples = PlanService.EXAMPLES.stream()
                .map(seed -> new Example(seed, plans.example(seed).name()))
                .toList();
        TemplateModel model = pageModel(
                plansTable(ctx, fmt, rows, shown),
                Messages.get(Requests.locale(ctx), "home.title"),
                fmt,
                rows,
                examples,
                form,
                ctx.queryParam("deleted") != null);
        ctx.status(status);
        String html = ctx.appData(FileRenderer.FileRendererKey).render("home/home", model, ctx);
        ctx.html(html);
        return html;
    }

    /**
     * Renders the home page's two templates once, for one made-up row and no request, so that their
     * markup is parsed and their expressions compiled into the shared engine's caches on another
     * core while a start opens the database and catalog: the first page then only runs them. Nothing
     * is kept or sent; a failure here only leaves that work to the first page. True when both rendered.
     */
    public static boolean warmUp() {
        try {
            DisplayFormat fmt = new DisplayFormat(Locale.ENGLISH);
            List<PlanRow> rows = List.of(new PlanRow(
                    "p0", "warm-up", 1, fmt.dateTime("2026-01-01T00:00:00Z"), null, null, 0, null, null, null, true));
            ThymeleafRenderer renderer = new ThymeleafRenderer();
            renderer.renderFragment("home/plans", "table", tableModel(fmt, rows), null);
            TemplateModel model =
                    pageModel("", "", fmt, rows, List.of(new Example("seed-000", "warm-up")), FormState.none(), false);
            return !renderer.render("home/home", model, null).isEmpty();
        } catch (RuntimeException e) {
            // the first page does it instead
            return false;
        }
    }

    /** The home page template's variables (the page and its warm-up fill the same ones). */
    private static TemplateModel pageModel(
            String plansHtml,
            String title,
            DisplayFormat fmt,
            List<PlanRow> rows,
            List<Example> examples,
            FormState form,
            boolean deleted) {
        TemplateModel model = new TemplateModel();
        model.put("plansHtml", plansHtml);
        model.put("title", title);
        model.put("fmt", fmt);
        model.put("rows", rows);
        model.put("examples", examples);
        model.put("form", form);
        model.put("deleted", deleted);
        model.put("maxImportKb", MAX_IMPORT_BYTES / 1024);
        return model;
    }

    /** The plan list fragment's variables. */
    private static Map<String, Object> tableModel(DisplayFormat fmt, List<PlanRow> rows) {
        Map<String, Object> model = new HashMap<>();
        model.put("rows", rows);
        model.put("fmt", fmt);
        return model;
    }

    /** What a row was made from: the stored plan and its evaluation (null: it failed). */
    private record Shown(PlanService.Stored stored, Evaluation evaluation) {}

    /** The list of plans as last rendered in a language, and what its rows were made from. */
    private record Table(List<Shown> shown, String html) {}

    /**
     * Whether {@code now} is what {@code then} was: the same stored plans and evaluations, compared by
     * identity (the plan service hands out the same objects until a plan's version, the catalog or
     * the calibration changes), so an unchanged list compares in microseconds.
     */
    private static boolean madeFrom(List<Shown> then, List<Shown> now) {
        if (now.size() != then.size()) {
            return false;
        }
        for (int i = 0; i < now.size(); i++) {
            if (now.get(i).stored() != then.get(i).stored()
                    || now.get(i).evaluation() != then.get(i).evaluation()) {
                return false;
            }
        }
        return true;
    }

    private final Map<Locale, Table> tables = new ConcurrentHashMap<>();

    /** Renders the plan list's fragment; the page's other variables play no part in it. */
    private final ThymeleafRenderer fragments = new ThymeleafRenderer();

    /**
     * The list of plans as HTML, rendered again only when a row changed (a plan edited, added or
     * removed, or its figures moved with the catalog or calibration): the template engine writing a
     * hundred rows was most of the page's time. Null with the caches off (the page includes the
     * fragment itself, the markup this is compared with).
     */
    private String plansTable(Context ctx, DisplayFormat fmt, List<PlanRow> rows, List<Shown> shown) {
        if (!RenderCaches.enabled()) {
            return null;
        }
        Locale locale = Requests.locale(ctx);
        Table kept = tables.get(locale);
        if (kept != null && madeFrom(kept.shown(), shown)) {
            return kept.html();
        }
        String html = fragments.renderFragment("home/plans", "table", tableModel(fmt, rows), ctx);
        tables.put(locale, new Table(List.copyOf(shown), html));
        return html;
    }

    private void create(Context ctx) {
        try {
            String name = new PlanForms(ctx.formParamMap(), Requests.locale(ctx))
                    .settings()
                    .name();
            PlanService.Stored s = plans.create(
                    new Plan(Plan.SCHEMA_VERSION, null, name, null, null, null, null, null, null, null),
                    HistoryController.author(ctx));
            ctx.redirect("/plans/" + s.plan().id(), HttpStatus.SEE_OTHER);
        } catch (AppError e) {
            failed(ctx, "new", e);
        }
    }

    private void fromExample(Context ctx) {
        String seed = ctx.formParam("seed");
        if (seed == null || !PlanService.EXAMPLES.contains(seed)) {
            failed(
                    ctx,
                    "example",
                    AppError.badRequest(
                            "seed",
                            Messages.get(
                                    Requests.locale(ctx),
                                    "home.example.unknown",
                                    String.join(", ", PlanService.EXAMPLES))));
            return;
        }
        Plan example = plans.example(seed);
        String name = new PlanForms(ctx.formParamMap(), Requests.locale(ctx)).text("name", 200);
        Plan copy = new Plan(
                example.schemaVersion(),
                null,
                name != null ? name : Messages.get(Requests.locale(ctx), "home.example.copyOf", example.name()),
                example.description(),
                example.currency(),
                example.hosts(),
                example.switches(),
                example.links(),
                example.flows(),
                example.prices());
        try {
            PlanService.Stored s = plans.create(copy, HistoryController.author(ctx));
            ctx.redirect("/plans/" + s.plan().id(), HttpStatus.SEE_OTHER);
        } catch (AppError e) {
            failed(ctx, "example", e);
        }
    }

    private void importPlan(Context ctx) throws IOException {
        String json;
        try {
            json = importedText(ctx);
        } catch (AppError e) {
            failed(ctx, "import", e);
            return;
        }
        try {
            PlanService.Stored s = plans.createFromJson(json, HistoryController.author(ctx));
            ctx.redirect("/plans/" + s.plan().id(), HttpStatus.SEE_OTHER);
        } catch (AppError e) {
            // the document's own problems belong to the paste box, whatever their JSON path
            List<AppError.Detail> details = e.details().isEmpty()
                    ? List.of(new AppError.Detail("json", e.getMessage(), e.phrase()))
                    : e.details().stream()
                            .map(d -> new AppError.Detail(
                                    "json",
                                    d.path() + ": " + d.message(),
                                    d.phrase() == null ? null : Phrase.concat(d.path(), ": ", d.phrase())))
                            .toList();
            failed(ctx, "import", e.withDetails(details));
        }
    }

    /** The uploaded file, else the pasted text; 413 above {@link #MAX_IMPORT_BYTES}, 400 when both are empty. */
    private static String importedText(Context ctx) throws IOException {
        var locale = Requests.locale(ctx);
        if (ctx.contentLength() > MAX_IMPORT_BYTES + 64 * 1024) {
            throw AppError.tooLarge(Messages.get(locale, "home.import.tooLarge", MAX_IMPORT_BYTES / 1024));
        }
        UploadedFile file = ctx.isMultipartFormData() ? ctx.uploadedFile("file") : null;
        if (file != null && file.size() > 0) {
            if (file.size() > MAX_IMPORT_BYTES) {
                throw tooLarge(locale, "file");
            }
            try (InputStream in = file.content()) {
                byte[] bytes = in.readNBytes(MAX_IMPORT_BYTES + 1);
                if (bytes.length > MAX_IMPORT_BYTES) {
                    throw tooLarge(locale, "file");
                }
                return new String(bytes, StandardCharsets.UTF_8);
            }
        }
        String pasted = ctx.formParam("json");
        if (pasted == null || pasted.isBlank()) {
            throw AppError.badRequest("json", Messages.get(locale, "home.import.empty"));
        }
        if (pasted.getBytes(StandardCharsets.UTF_8).length > MAX_IMPORT_BYTES) {
            throw tooLarge(locale, "json");
        }
        return pasted;
    }

    private static AppError tooLarge(Locale locale, String field) {
        String msg = Messages.get(locale, "home.import.tooLarge", MAX_IMPORT_BYTES / 1024);
        return new AppError(413, msg, List.of(new AppError.Detail(field, msg)));
    }

    private void failed(Context ctx, String formKey, AppError e) {
        if (e.status() != 400 && e.status() != 413) {
            throw e;
        }
        Map<String, List<String>> params = new HashMap<>(ctx.formParamMap());
        params.remove("file");
        if (params.containsKey("json")
                && params.get("json").stream().mapToInt(String::length).sum() > MAX_IMPORT_BYTES) {
            params.put("json", List.of("")); // do not echo an oversize paste back into the page
        }
        List<AppError.Detail> details = e.details().stream()
                .map(d -> new AppError.Detail("$.name".equals(d.path()) ? "name" : d.path(), d.message(), d.phrase()))
                .toList();
        params.putIfAbsent("name", List.of(""));
        params.putIfAbsent("json", List.of(""));
        params.putIfAbsent("file", List.of(""));
        params.putIfAbsent("seed", List.of(""));
        Locale locale = Requests.locale(ctx);
        render(ctx, FormState.failed(formKey, params, details, null, e.in(locale), locale), e.status());
    }

    private void confirmDelete(Context ctx) {
        PlanService.Stored s = PlanEditorController.stored(plans, ctx);
        Evaluation e = plans.evaluate(s.plan());
        TemplateModel model = new TemplateModel();
        model.put(
                "title",
                Messages.get(Requests.locale(ctx), "delete.title", s.plan().name()));
        model.put("plan", s.plan());
        model.put("version", s.version());
        model.put("issues", e.issues().size());
        model.put("fmt", new DisplayFormat(Requests.locale(ctx)));
        model.put("updatedAt", new DisplayFormat(Requests.locale(ctx)).dateTime(s.updatedAt()));
        ctx.render("plan/delete", model);
    }

    private void delete(Context ctx) {
        PlanEditorController.stored(plans, ctx);
        plans.delete(ctx.pathParam("id"));
        ctx.redirect("/?deleted=1", HttpStatus.SEE_OTHER);
    }
}
