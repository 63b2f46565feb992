package dev.wirespeed.web;

import dev.wirespeed.app.CatalogService;
import dev.wirespeed.app.PlanService;
import dev.wirespeed.app.ShareService;
import dev.wirespeed.app.ShopService;
import dev.wirespeed.solver.Evaluation;
import dev.wirespeed.solver.resolve.PlanResolver;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;

import java.util.Locale;
import java.util.Map;

/**
 * Read-only share links: creating and revoking one from the plan page, and the shared page
 * /s/{token} with its picture. The token is the capability, so the shared routes are public (listed
 * in {@link AccessRules#SHARED_READ_ONLY}) and answer even when sign-in is required; the page has
 * no form and no link into the editor, and asks search engines not to index it.
 */
public final class ShareController implements WebApp.Controller {

    /** Where a plan with token T is shared, relative to the server. */
    static final String PREFIX = "/s/";

    private final ShareService shares;
    private final PlanService plans;
    private final ShopService shop;
    private final CatalogService catalog;

    public ShareController(ShareService shares, PlanService plans, ShopService shop, CatalogService catalog) {
        this.shares = shares;
        this.plans = plans;
        this.shop = shop;
        this.catalog = catalog;
    }

    @Override
    public void routes(RoutesConfig r) {
        r.post("/plans/{id}/share", this::create);
        r.post("/plans/{id}/share/revoke", this::revoke);
        r.get("/s/{token}", this::page);
        r.get("/s/{token}/topology.svg", this::topology);
    }

    /** The share URL of {@code token} as the request addressed this server (its Host passed the allow-list). */
    static String url(Context ctx, String token) {
        return ctx.scheme() + "://" + ctx.header("Host") + path(token);
    }

    /** The path of the shared page of {@code token}. */
    public static String path(String token) {
        return PREFIX + token;
    }

    private void create(Context ctx) {
        PlanService.Stored s = PlanEditorController.stored(plans, ctx);
        shares.create(s.plan().id(), HistoryController.author(ctx));
        ctx.redirect("/plans/" + s.plan().id() + "#share", HttpStatus.SEE_OTHER);
    }

    private void revoke(Context ctx) {
        PlanService.Stored s = PlanEditorController.stored(plans, ctx);
        shares.revoke(s.plan().id());
        ctx.redirect("/plans/" + s.plan().id() + "#share", HttpStatus.SEE_OTHER);
    }

    private void page(Context ctx) {
        // set first, so that the 404 page of a revoked token says the same
        ctx.header("X-Robots-Tag", "noindex, nofollow");
        String token = ctx.pathParam("token");
        PlanService.Stored s = shares.open(token);
        Locale locale = Requests.locale(ctx);
        Evaluation evaluation = plans.evaluate(s.plan());
        EditorView view = new EditorView(s.plan(), catalog.catalog(), locale);
        ShopService.Listed listed = shop.list(s.plan().id(), null, null);
        TemplateModel model = new TemplateModel();
        model.putAll(ShopExports.model(listed));
        model.put("title", s.plan().name());
        model.put("plan", s.plan());
        model.put("version", s.version());
        model.put("updatedAt", new DisplayFormat(locale).dateTime(s.updatedAt()));
        model.put("view", view);
        model.put("fmt", view.fmt());
        model.put("panel", PanelView.of(s.plan(), s.version(), evaluation, null));
        model.put("picture", path(token) + "/topology.svg");
        ctx.render("share/share", model);
    }

    private void topology(Context ctx) {
        ctx.header("X-Robots-Tag", "noindex, nofollow");
        PlanService.Stored s = shares.open(ctx.pathParam("token"));
        TopologyView view = TopologyView.of(
                s.plan(),
                PlanResolver.resolve(s.plan(), catalog.catalog()),
                catalog.catalog(),
                plans.evaluate(s.plan()),
                null,
                Requests.locale(ctx));
        ctx.render("plan/topology-svg", Map.of("topology", view));
        ctx.contentType("image/svg+xml; charset=utf-8");
    }
}
