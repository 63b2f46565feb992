package dev.wirespeed.web;

import dev.wirespeed.app.AppError;
import dev.wirespeed.app.ShopService;
import dev.wirespeed.shop.ShopSettings;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The shopping list: the export endpoint /api/plans/{id}/shopping-list, the page
 * /plans/{id}/shopping-list with its forms, and the shop part of /settings (energy, tax, condition,
 * exchange rates). Forms post, then redirect (303) back; a refused form is shown again with status
 * 400 and a message at each field.
 */
public final class ShopController implements WebApp.Controller {

    private final ShopService shop;
    private final Function<String, Optional<String>> shareToken;

    public ShopController(ShopService shop) {
        this(shop, planId -> Optional.empty());
    }

    /** {@code shareToken} gives a plan's read-only share token: the Markdown export links to it. */
    public ShopController(ShopService shop, Function<String, Optional<String>> shareToken) {
        this.shop = shop;
        this.shareToken = shareToken;
    }

    @Override
    public void routes(RoutesConfig r) {
        r.get("/api/plans/{id}/shopping-list", this::export);
        r.get("/plans/{id}/shopping-list", this::page);
        r.post("/plans/{id}/shopping-list/shipping", this::postShipping);
        r.post("/plans/{id}/shopping-list/settings", this::postPageSettings);
        r.get("/settings", this::settingsPage);
        r.post("/settings/shop", this::postSettings);
        r.post("/settings/rates", this::postRate);
        r.post("/settings/rates/delete", this::deleteRate);
    }

    private void export(Context ctx) {
        ShopExports.Format f = ShopExports.format(ctx.queryParam("format"), "format");
        boolean bom = flag(ctx, "bom");
        ShopService.Listed listed =
                shop.list(ctx.pathParam("id"), ctx.queryParam("currency"), ctx.queryParam("condition"));
        String shareUrl = shareToken
                .apply(listed.list().planId())
                .map(t -> ShareController.url(ctx, t))
                .orElse(null);
        ShopExports.Export e = ShopExports.export(listed, f, bom, ctx, shareUrl);
        if (f == ShopExports.Format.CSV || f == ShopExports.Format.MD) {
            ctx.header("Content-Disposition", "attachment; filename=\"" + e.fileName() + "\"");
        }
        ctx.contentType(e.contentType()).result(e.body());
    }

    private static boolean flag(Context ctx, String name) {
        String v = Requests.queryOrNull(ctx, name);
        if (v == null || v.equals("false") || v.equals("0")) {
            return false;
        }
        if (v.equals("true") || v.equals("1")) {
            return true;
        }
        throw AppError.badRequest(name, name + " must be true or false, got '" + v + "'");
    }

    // ---- the page ----

    private void page(Context ctx) {
        renderPage(ctx, Map.of(), Map.of(), Map.of());
    }

    private void renderPage(
            Context ctx,
            Map<String, String> shippingErrors,
            Map<String, String> settingsErrors,
            Map<String, String> form) {
        String currency = Requests.queryOrNull(ctx, "currency");
        String condition = Requests.queryOrNull(ctx, "condition");
        ShopService.Listed listed = shop.list(ctx.pathParam("id"), currency, condition);
        Map<String, Object> m = ShopExports.model(listed);
        String id = listed.list().planId();
        String query = query(currency, condition);
        m.put("pageUrl", "/plans/" + id + "/shopping-list" + (query.isEmpty() ? "" : "?" + query));
        m.put("exportUrl", "/api/plans/" + id + "/shopping-list?" + (query.isEmpty() ? "" : query + "&") + "format=");
        m.put("currencyParam", currency == null ? "" : currency);
        m.put("conditionParam", condition == null ? listed.list().condition() : condition);
        m.put("settings", shop.settings());
        m.put("defaults", ShopSettings.DEFAULTS);
        m.put("shippingErrors", shippingErrors);
        m.put("settingsErrors", settingsErrors);
        m.put("form", form);
        ctx.render("shop/shopping-list", m);
    }

    private static String query(String currency, String condition) {
        StringBuilder q = new StringBuilder();
        if (currency != null) {
            q.append("currency=").append(URLEncoder.encode(currency, StandardCharsets.UTF_8));
        }
        if (condition != null) {
            q.append(q.length() == 0 ? "" : "&")
                    .append("condition=")
                    .append(URLEncoder.encode(condition, StandardCharsets.UTF_8));
        }
        return q.toString();
    }

    private void postShipping(Context ctx) {
        String id = ctx.pathParam("id");
        Map<String, String> form = form(ctx);
        saveThenRedirect(
                ctx,
                () -> shop.saveShipping(id, form),
                e -> renderPage(ctx, errors(e, Requests.locale(ctx)), Map.of(), form),
                back(ctx, id));
    }

    private void postPageSettings(Context ctx) {
        String id = ctx.pathParam("id");
        Map<String, String> form = form(ctx);
        saveThenRedirect(
                ctx,
                () -> shop.saveSettings(form),
                e -> renderPage(ctx, Map.of(), errors(e, Requests.locale(ctx)), form),
                back(ctx, id));
    }

    /** The page again, keeping the currency and condition it was shown with (sent as hidden fields). */
    private static String back(Context ctx, String id) {
        String q = query(blankToNull(ctx.formParam("view_currency")), blankToNull(ctx.formParam("view_condition")));
        return "/plans/" + URLEncoder.encode(id, StandardCharsets.UTF_8) + "/shopping-list"
                + (q.isEmpty() ? "" : "?" + q);
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.trim();
    }

    // ---- settings ----

    private void settingsPage(Context ctx) {
        renderSettings(ctx, Map.of(), Map.of(), Map.of(), Map.of());
    }

    private void renderSettings(
            Context ctx,
            Map<String, String> settingsErrors,
            Map<String, String> settingsForm,
            Map<String, String> rateErrors,
            Map<String, String> rateForm) {
        Map<String, Object> m = new HashMap<>();
        m.put("title", Messages.get(Requests.locale(ctx), "shop.settings.title"));
        m.put("settings", shop.settings());
        m.put("defaults", ShopSettings.DEFAULTS);
        m.put("rates", shop.rates());
        m.put("settingsErrors", settingsErrors);
        m.put("form", settingsForm);
        m.put("rateErrors", rateErrors);
        m.put("rateForm", rateForm);
        String saved = Requests.queryOrNull(ctx, "saved");
        if (saved != null) {
            m.put("saved", saved);
        }
        m.put("shop", new ShopFormat());
        ctx.render("settings/shop", m);
    }

    private void postSettings(Context ctx) {
        Map<String, String> form = form(ctx);
        saveThenRedirect(
                ctx,
                () -> shop.saveSettings(form),
                e -> renderSettings(ctx, errors(e, Requests.locale(ctx)), form, Map.of(), Map.of()),
                "/settings?saved=shop");
    }

    private void postRate(Context ctx) {
        Map<String, String> form = form(ctx);
        saveThenRedirect(
                ctx,
                () -> shop.saveRate(form),
                e -> renderSettings(ctx, Map.of(), Map.of(), errors(e, Requests.locale(ctx)), form),
                "/settings?saved=rate");
    }

    private void deleteRate(Context ctx) {
        shop.deleteRate(ctx.formParam("currency"), ctx.formParam("base"));
        ctx.redirect("/settings?saved=rate-deleted", HttpStatus.SEE_OTHER);
    }

    private static Map<String, String> form(Context ctx) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, List<String>> e : ctx.formParamMap().entrySet()) {
            if (!e.getValue().isEmpty()) {
                out.put(e.getKey(), e.getValue().get(0));
            }
        }
        return out;
    }

    private static Map<String, String> errors(AppError e, Locale locale) {
        Map<String, String> out = new LinkedHashMap<>();
        for (AppError.Detail d : e.details()) {
            out.merge(d.path(), d.in(locale), (a, b) -> a + "; " + b);
        }
        return out;
    }

    /**
     * Post/redirect/get for a settings form: save, then redirect; a 400 re-renders the form with the
     * field errors (status 400), anything else goes to the central error handling.
     */
    private static void saveThenRedirect(Context ctx, Runnable save, Consumer<AppError> rerender, String redirect) {
        try {
            save.run();
        } catch (AppError e) {
            if (e.status() != 400) {
                throw e;
            }
            ctx.status(400);
            rerender.accept(e);
            return;
        }
        ctx.redirect(redirect, HttpStatus.SEE_OTHER);
    }
}
