package dev.wirespeed.web;

import dev.wirespeed.account.User;
import dev.wirespeed.app.AppError;
import dev.wirespeed.app.CatalogService;
import dev.wirespeed.app.PlanService;
import dev.wirespeed.app.RenderCaches;
import dev.wirespeed.evidence.NearbyRun;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.PlanEdits;
import dev.wirespeed.shop.ShoppingList;
import dev.wirespeed.solver.Evaluation;
import dev.wirespeed.solver.model.PathSpec;
import dev.wirespeed.solver.resolve.PlanResolver;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.rendering.FileRenderer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The plan editor (/plans/{id}), its evaluation panel fragment (/plans/{id}/panel) and topology
 * picture (/plans/{id}/topology.svg), and one form POST per edit. Each edit carries the plan
 * version it was made on (hidden field {@code version}): the form is read into plan records, the
 * edit applied, and {@link PlanService#update} stores it only if that version is still current.
 * Then the browser is redirected back (post/redirect/get). A stale version renders the conflict
 * page with both versions; invalid input renders the editor again with each error at its field.
 */
public final class PlanEditorController implements WebApp.Controller {

    private static final Logger LOG = LoggerFactory.getLogger(PlanEditorController.class);

    private final PlanService plans;
    private final CatalogService catalog;

    private final Function<String, List<FlowRun>> runs;
    private final Function<PathSpec, List<NearbyRun>> evidence;
    private final Function<String, Optional<String>> shareToken;
    private final Function<Plan, ShoppingList.Totals> totals;

    /** The two routes of each editor disclosure: its content as a fragment, and its form as a page. */
    static final List<String> CONTROL_MODES = List.of("edit", "change");

    private final EditorFragments fragments = new EditorFragments();

    private final EditorPages pages = new EditorPages();

    /** Renders the disclosures' fragments to text (to keep them); they read none of the signed-in variables. */
    private final ThymeleafRenderer fragmentRenderer = new ThymeleafRenderer();

    public PlanEditorController(PlanService plans, CatalogService catalog) {
        this(plans, catalog, planId -> List.of());
    }

    /** {@code runs} lists the measured runs attached to a plan's flows (measured vs predicted on the page). */
    public PlanEditorController(PlanService plans, CatalogService catalog, Function<String, List<FlowRun>> runs) {
        this(plans, catalog, runs, path -> List.of());
    }

    /** {@code evidence} finds the published runs nearest to a flow's path, shown beside its prediction. */
    public PlanEditorController(
            PlanService plans,
            CatalogService catalog,
            Function<String, List<FlowRun>> runs,
            Function<PathSpec, List<NearbyRun>> evidence) {
        this(plans, catalog, runs, evidence, planId -> Optional.empty(), plan -> null);
    }

    /**
     * {@code shareToken} gives a plan's read-only share token, shown on the page with its revoke
     * button; {@code totals} prices a plan's shopping list for the summary bar (null: no total shown).
     */
    public PlanEditorController(
            PlanService plans,
            CatalogService catalog,
            Function<String, List<FlowRun>> runs,
            Function<PathSpec, List<NearbyRun>> evidence,
            Function<String, Optional<String>> shareToken,
            Function<Plan, ShoppingList.Totals> totals) {
        this.plans = plans;
        this.catalog = catalog;
        this.runs = runs;
        this.evidence = evidence;
        this.shareToken = shareToken;
        this.totals = totals;
    }

    /** A run attached to one of the plan's flows: measured, what the model predicted for it, and calibration's verdict. */
    public record FlowRun(
            String flowId,
            String measurementId,
            String format,
            Double measuredGbps,
            Double predictedGbps,
            String status,
            boolean detached) {}

    @Override
    public void routes(RoutesConfig r) {
        r.get("/plans/{id}", this::page);
        r.get("/plans/{id}/panel", this::panel);
        r.get("/plans/{id}/topology.svg", this::topology);
        // each "change" and "add" disclosure's content (edit) and the same form on a page of its own (change)
        for (String mode : CONTROL_MODES) {
            boolean page = mode.equals("change");
            String at = "/plans/{id}/" + mode + "/";
            for (String kind : List.of("host", "switch", "link", "flow")) {
                r.get(at + kind, ctx -> control(ctx, kind, null, null, page));
                r.get(at + kind + "/{item}", ctx -> control(ctx, kind, ctx.pathParam("item"), null, page));
            }
            r.get(at + "nic/{host}", ctx -> control(ctx, "nic", ctx.pathParam("host"), null, page));
            r.get(
                    at + "nic/{host}/{nic}",
                    ctx -> control(ctx, "nic", ctx.pathParam("host"), ctx.pathParam("nic"), page));
        }
        r.post(
                "/plans/{id}/settings",
                ctx -> edit(ctx, "plan", (p, f) -> {
                    PlanForms.Settings s = f.settings();
                    return PlanEdits.settings(p, s.name(), s.description(), s.currency());
                }));
        r.post("/plans/{id}/hosts", ctx -> edit(ctx, "host-new", (p, f) -> PlanEdits.addHost(p, f.host())));
        r.post(
                "/plans/{id}/hosts/{host}",
                ctx -> edit(
                        ctx,
                        "host-" + ctx.pathParam("host"),
                        (p, f) -> PlanEdits.updateHost(p, ctx.pathParam("host"), f.host())));
        r.get("/plans/{id}/hosts/{host}/delete", this::confirmHostDelete);
        r.post(
                "/plans/{id}/hosts/{host}/delete",
                ctx -> edit(
                        ctx,
                        "host-" + ctx.pathParam("host"),
                        (p, f) -> PlanEdits.removeHost(p, ctx.pathParam("host"))));
        r.post(
                "/plans/{id}/hosts/{host}/nics",
                ctx -> edit(ctx, "nic-new-" + ctx.pathParam("host"), (p, f) -> {
                    Plan.NicPlacement n = f.nic();
                    String hint =
                            catalog.catalog().find(n.part()).map(x -> x.model()).orElse("nic");
                    return PlanEdits.addNic(p, ctx.pathParam("host"), n, hint);
                }));
        r.post(
                "/plans/{id}/hosts/{host}/nics/{nic}",
                ctx -> edit(
                        ctx,
                        "nic-" + ctx.pathParam("host") + "-" + ctx.pathParam("nic"),
                        (p, f) -> PlanEdits.updateNic(p, ctx.pathParam("host"), ctx.pathParam("nic"), f.nic())));
        r.post(
                "/plans/{id}/hosts/{host}/nics/{nic}/delete",
                ctx -> edit(
                        ctx,
                        "nic-" + ctx.pathParam("host") + "-" + ctx.pathParam("nic"),
                        (p, f) -> PlanEdits.removeNic(p, ctx.pathParam("host"), ctx.pathParam("nic"))));
        r.post(
                "/plans/{id}/switches",
                ctx -> edit(ctx, "switch-new", (p, f) -> {
                    Plan.SwitchUnit s = f.switchUnit();
                    return PlanEdits.addSwitch(
                            p,
                            s,
                            catalog.catalog().find(s.part()).map(x -> x.model()).orElse("switch"));
                }));
        r.post(
                "/plans/{id}/switches/{sw}",
                ctx -> edit(
                        ctx,
                        "switch-" + ctx.pathParam("sw"),
                        (p, f) -> PlanEdits.updateSwitch(p, ctx.pathParam("sw"), f.switchUnit())));
        r.post(
                "/plans/{id}/switches/{sw}/delete",
                ctx -> edit(
                        ctx,
                        "switch-" + ctx.pathParam("sw"),
                        (p, f) -> PlanEdits.removeSwitch(p, ctx.pathParam("sw"))));
        r.post("/plans/{id}/links", ctx -> edit(ctx, "link-new", (p, f) -> PlanEdits.addLink(p, f.link())));
        r.post(
                "/plans/{id}/links/{link}",
                ctx -> edit(
                        ctx,
                        "link-" + ctx.pathParam("link"),
                        (p, f) -> PlanEdits.updateLink(p, ctx.pathParam("link"), f.link())));
        r.post(
                "/plans/{id}/links/{link}/delete",
                ctx -> edit(
                        ctx,
                        "link-" + ctx.pathParam("link"),
                        (p, f) -> PlanEdits.removeLink(p, ctx.pathParam("link"))));
        r.post("/plans/{id}/flows", ctx -> edit(ctx, "flow-new", (p, f) -> PlanEdits.addFlow(p, f.flow())));
        r.post(
                "/plans/{id}/flows/{flow}",
                ctx -> edit(
                        ctx,
                        "flow-" + ctx.pathParam("flow"),
                        (p, f) -> PlanEdits.updateFlow(p, ctx.pathParam("flow"), f.flow())));
        r.post(
                "/plans/{id}/flows/{flow}/delete",
                ctx -> edit(
                        ctx,
                        "flow-" + ctx.pathParam("flow"),
                        (p, f) -> PlanEdits.removeFlow(p, ctx.pathParam("flow"))));
    }

    /** The stored plan named by the path, or a friendly 404. */
    static PlanService.Stored stored(PlanService plans, Context ctx) {
        String id = ctx.pathParam("id");
        try {
            return plans.get(id);
        } catch (AppError e) {
            if (e.status() == 404) {
                throw AppError.notFound(Messages.get(Requests.locale(ctx), "plan.notFound", id));
            }
            throw e;
        }
    }

    // ---- pages ----

    private void page(Context ctx) {
        PlanService.Stored s = stored(plans, ctx);
        Map<?, Long> counters = ctx.attribute(WebApp.DATA_VERSIONS);
        if (ctx.queryParamMap().isEmpty() && counters != null && RenderCaches.enabled()) {
            keptPage(ctx, s, counters);
            return;
        }
        String formKey = Requests.queryOrNull(ctx, "form");
        render(ctx, s, formKey == null ? FormState.none() : FormState.values(formKey, ctx.queryParamMap()), 200);
    }

    /**
     * The plain view (no what-fits choices, errors or narrowed forms in the query) as kept by
     * {@link EditorPages}: keyed by the plan version, the data version counters read at the start of
     * the request, the catalog and evaluation in force, the language, time zone, viewer and share link.
     */
    private void keptPage(Context ctx, PlanService.Stored s, Map<?, Long> counters) {
        User u = SignInFilter.user(ctx);
        Evaluation evaluation = plans.evaluate(s);
        EditorPages.Key key = new EditorPages.Key(
                s.plan().id(),
                s.version(),
                Map.copyOf(counters),
                catalog.catalog(),
                evaluation,
                Requests.locale(ctx),
                ZoneId.systemDefault(),
                u == null ? null : u.name(),
                u == null ? null : u.role(),
                shareToken.apply(s.plan().id()).map(t -> ShareController.url(ctx, t)));
        pages.page(key, () -> {
                    String page = renderToString(ctx, s, FormState.none(), 200, evaluation);
                    return page.getBytes(ctx.responseCharset());
                })
                .send(ctx);
    }

    private void render(Context ctx, PlanService.Stored s, FormState form, int status) {
        ctx.html(renderToString(ctx, s, form, status, plans.evaluate(s)));
    }

    /** The editor page for {@code s} with {@code form}'s state, as text; sets {@code status}. */
    private String renderToString(
            Context ctx, PlanService.Stored s, FormState form, int status, Evaluation evaluation) {
        Locale locale = Requests.locale(ctx);
        String flow = selectedFlow(ctx, s.plan());
        EditorView view = new EditorView(s.plan(), catalog.catalog(), locale);
        TemplateModel model = formModel(s, view, form);
        model.put("title", s.plan().name());
        model.put("updatedAt", new DisplayFormat(locale).dateTime(s.updatedAt()));
        model.put("exampleOf", s.exampleOf());
        String saved = Requests.queryOrNull(ctx, "saved");
        model.put("saved", saved != null && saved.matches("[A-Za-z0-9._-]{1,140}") && status == 200 ? saved : null);
        String restored = Requests.queryOrNull(ctx, "restored");
        model.put("restored", restored != null && restored.matches("\\d{1,18}") && status == 200 ? restored : null);
        model.put(
                "shareUrl",
                shareToken
                        .apply(s.plan().id())
                        .map(t -> ShareController.url(ctx, t))
                        .orElse(null));
        List<FlowRun> flowRuns = runs.apply(s.plan().id());
        PanelView panel = PanelView.of(s.plan(), s.version(), evaluation, flow, evidence, flowRuns);
        model.put("panel", panel);
        model.put("summary", SummaryView.of(panel, totals(s.plan()), flowRuns));
        model.put("flowRuns", flowRuns);
        model.put("flowNames", TopologyView.flowNames(s.plan(), locale));
        model.put("topology", TopologyView.of(s.plan(), view.resolved(), catalog.catalog(), evaluation, flow, locale));
        ctx.status(status);
        return ctx.appData(FileRenderer.FileRendererKey).render("plan/editor", model, ctx);
    }

    /** What every editor form reads: the plan and its version, the view, the form's state and the fixed choices. */
    private static TemplateModel formModel(PlanService.Stored s, EditorView view, FormState form) {
        TemplateModel model = new TemplateModel();
        model.put("plan", s.plan());
        model.put("version", s.version());
        model.put("view", view);
        model.put("fmt", view.fmt());
        model.put("form", form);
        model.put("oses", PlanForms.OSES);
        model.put("roles", PlanForms.ROLES);
        model.put("virtualizations", PlanForms.VIRTUALIZATIONS);
        model.put("tools", PlanForms.TOOLS);
        model.put("initiators", PlanForms.INITIATORS);
        model.put("usbGens", PlanForms.USB_GENS);
        model.put("gens", List.of(1, 2, 3, 4, 5));
        model.put("widths", List.of(1, 2, 4, 8, 16));
        return model;
    }

    /**
     * One disclosure of the editor: what it holds as a fragment for the script that fills it when it
     * opens, or ({@code page}) the same form on a page of its own for a browser without script. The
     * fragment depends on the plan's version, the catalog and the language only (no form state: a form
     * that came back with errors or narrowed choices is in the editor page itself), so it is rendered
     * once per those and answered with an ETag that a browser revalidates.
     */
    private void control(Context ctx, String kind, String a, String b, boolean page) {
        PlanService.Stored s = stored(plans, ctx);
        Locale locale = Requests.locale(ctx);
        if (!page) {
            EditorFragments.Key key =
                    new EditorFragments.Key(s.plan().id(), s.version(), catalog.catalog(), locale, kind, a, b);
            String etag = fragments.etag(key, catalog.version());
            ctx.header("Cache-Control", "private, no-cache");
            ctx.header("ETag", etag);
            if (etag.equals(ctx.header("If-None-Match"))) {
                ctx.status(HttpStatus.NOT_MODIFIED);
                return;
            }
            ctx.html(fragments.html(key, () -> {
                EditorView view = new EditorView(s.plan(), key.catalog(), locale);
                EditorControl c = control(view, kind, a, b, locale);
                return fragmentRenderer.render("plan/fragment", controlModel(s, view, c), ctx);
            }));
            return;
        }
        EditorView view = new EditorView(s.plan(), catalog.catalog(), locale);
        EditorControl c = control(view, kind, a, b, locale);
        TemplateModel model = controlModel(s, view, c);
        String heading = Messages.get(locale, c.summary());
        model.put("title", c.name() == null ? heading : heading + " · " + c.name());
        model.put("heading", heading);
        model.put("name", c.name());
        model.put("anchor", c.anchor());
        ctx.render("plan/change", model);
    }

    private static EditorControl control(EditorView view, String kind, String a, String b, Locale locale) {
        return EditorControl.find(view, kind, a, b)
                .orElseThrow(() -> AppError.notFound(Messages.get(locale, "editor.form.notFound", b != null ? b : a)));
    }

    private static TemplateModel controlModel(PlanService.Stored s, EditorView view, EditorControl c) {
        TemplateModel model = formModel(s, view, FormState.none());
        model.put("kind", c.kind());
        model.put("k", c.key());
        model.put("at", c.action());
        model.put("hc", c.host());
        model.put("item", c.item());
        return model;
    }

    private static String selectedFlow(Context ctx, Plan plan) {
        String flow = Requests.queryOrNull(ctx, "flow");
        return flow != null && plan.flows().stream().anyMatch(f -> f.id().equals(flow)) ? flow : null;
    }

    private void panel(Context ctx) {
        PlanService.Stored s = stored(plans, ctx);
        TemplateModel model = new TemplateModel();
        model.put(
                "panel",
                PanelView.of(
                        s.plan(),
                        s.version(),
                        plans.evaluate(s.plan()),
                        selectedFlow(ctx, s.plan()),
                        evidence,
                        runs.apply(s.plan().id())));
        model.put("fmt", new DisplayFormat(Requests.locale(ctx)));
        ctx.header("Cache-Control", "no-store");
        ctx.render("plan/panel-only", model);
    }

    /**
     * The shopping list's totals for the summary bar; a list that cannot be made (a price in a
     * currency the list cannot handle, say) leaves the bar without a total rather than the page
     * without a plan.
     */
    private ShoppingList.Totals totals(Plan plan) {
        try {
            return totals.apply(plan);
        } catch (RuntimeException e) {
            LOG.warn("no total for the summary bar of plan {}: {}", plan.id(), e.toString());
            return null;
        }
    }

    /** Asks before removing a host: the links that end at it and the flows from or to it go with it. */
    private void confirmHostDelete(Context ctx) {
        PlanService.Stored s = stored(plans, ctx);
        String hostId = ctx.pathParam("host");
        Plan.Host host = s.plan()
                .host(hostId)
                .orElseThrow(() -> AppError.notFound(Messages.get(Requests.locale(ctx), "host.notFound", hostId)));
        Locale locale = Requests.locale(ctx);
        EditorView view = new EditorView(s.plan(), catalog.catalog(), locale);
        TemplateModel model = new TemplateModel();
        model.put("title", Messages.get(locale, "host.delete.title", host.name()));
        model.put("plan", s.plan());
        model.put("host", host);
        model.put("version", s.version());
        model.put(
                "links",
                view.links().stream()
                        .filter(l -> hostId.equals(l.link().a().device())
                                || hostId.equals(l.link().b().device()))
                        .toList());
        model.put(
                "flows",
                view.flows().stream()
                        .filter(f -> hostId.equals(f.flow().from())
                                || hostId.equals(f.flow().to()))
                        .toList());
        ctx.render("plan/host-delete", model);
    }

    private void topology(Context ctx) {
        PlanService.Stored s = stored(plans, ctx);
        Locale locale = Requests.locale(ctx);
        Evaluation evaluation = plans.evaluate(s.plan());
        TopologyView view = TopologyView.of(
                s.plan(),
                PlanResolver.resolve(s.plan(), catalog.catalog()),
                catalog.catalog(),
                evaluation,
                selectedFlow(ctx, s.plan()),
                locale);
        ctx.render(
                "plan/topology-svg",
                Map.of("topology", view.linkedTo("/plans/" + s.plan().id())));
        ctx.contentType("image/svg+xml; charset=utf-8");
        ctx.header("Cache-Control", "no-store");
    }

    // ---- edits ----

    /**
     * Runs one edit: the version check, the form, the change, {@link PlanService#update}, then a
     * redirect to the changed element. Invalid input re-renders the editor with status 400 and the
     * errors at their fields; a stale version renders the conflict page (409).
     */
    private void edit(Context ctx, String formKey, BiFunction<Plan, PlanForms, PlanEdits.Change> change) {
        PlanService.Stored current = stored(plans, ctx);
        Map<String, List<String>> params = ctx.formParamMap();
        long version = version(ctx);
        if (version != current.version()) {
            conflict(ctx, current, version, params);
            return;
        }
        PlanEdits.Change c;
        try {
            c = change.apply(current.plan(), new PlanForms(params, Requests.locale(ctx)));
            PlanForms.requireDistinct(c.plan(), c.path(), Requests.locale(ctx));
        } catch (NoSuchElementException e) {
            throw AppError.notFound(e.getMessage());
        } catch (AppError e) {
            if (e.status() != 400) {
                throw e;
            }
            render(ctx, current, FormState.failed(formKey, params, e, null, Requests.locale(ctx)), 400);
            return;
        }
        try {
            plans.update(current.plan().id(), c.plan(), version, HistoryController.author(ctx));
        } catch (AppError e) {
            if (e.status() == 409) {
                conflict(ctx, stored(plans, ctx), version, params);
                return;
            }
            if (e.status() != 400) {
                throw e;
            }
            render(ctx, current, FormState.failed(formKey, params, e, c.path(), Requests.locale(ctx)), 400);
            return;
        }
        String anchor = anchor(c);
        ctx.redirect("/plans/" + current.plan().id() + "?saved=" + anchor + "#" + anchor, HttpStatus.SEE_OTHER);
    }

    /** Where the page should scroll after an edit: the changed element, or its section after a removal. */
    static String anchor(PlanEdits.Change c) {
        String path = c.path();
        if (path.equals("$")) {
            return "plan";
        }
        if (path.matches("\\$\\.hosts\\[\\d+]\\.nics\\[\\d+]")) {
            return "nic-" + c.elementId().replace('/', '-');
        }
        if (path.matches("\\$\\.hosts\\[\\d+]\\.nics")) {
            return "host-" + c.elementId();
        }
        String list = path.replaceAll("^\\$\\.([a-z]+).*$", "$1");
        if (path.endsWith("]")) {
            return switch (list) {
                case "hosts" -> "host-" + c.elementId();
                case "switches" -> "switch-" + c.elementId();
                case "links" -> "link-" + c.elementId();
                default -> "flow-" + c.elementId();
            };
        }
        return list;
    }

    private static long version(Context ctx) {
        String v = ctx.formParam("version");
        try {
            return Long.parseLong(v == null ? "" : v.trim());
        } catch (NumberFormatException e) {
            throw AppError.badRequest("version", Messages.get(Requests.locale(ctx), "conflict.noVersion"));
        }
    }

    /** The conflict page: the change that was not saved, the version it was made on, and the version stored now. */
    private void conflict(Context ctx, PlanService.Stored current, long yourVersion, Map<String, List<String>> params) {
        List<String[]> fields = new ArrayList<>();
        params.forEach((k, vs) -> {
            if (!k.equals("version") && !k.equals("form")) {
                for (String v : vs) {
                    fields.add(new String[] {k, v});
                }
            }
        });
        Locale locale = Requests.locale(ctx);
        TemplateModel model = new TemplateModel();
        model.put("title", Messages.get(locale, "conflict.title"));
        model.put("plan", current.plan());
        model.put("version", current.version());
        model.put("yourVersion", yourVersion);
        model.put("updatedAt", new DisplayFormat(locale).dateTime(current.updatedAt()));
        model.put("fields", fields);
        model.put("action", ctx.path());
        model.put("formKey", ctx.formParam("form"));
        model.put("view", new EditorView(current.plan(), catalog.catalog(), locale));
        model.put("json", plans.write(current.plan()));
        ctx.status(409);
        ctx.render("plan/conflict", model);
    }
}
