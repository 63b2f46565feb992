package dev.wirespeed.web;

import dev.wirespeed.account.User;
import dev.wirespeed.app.AppError;
import dev.wirespeed.app.PlanHistory;
import dev.wirespeed.app.PlanService;
import dev.wirespeed.plan.PlanDiff;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;

import java.util.List;
import java.util.Locale;

/**
 * A plan's history: the page /plans/{id}/history (every version, newest first, with what changed),
 * restoring a version from it, "Undo" on the plan page, and the same in the API
 * (/api/plans/{id}/versions). Restoring stores the old document as a new version with the same
 * version check as any edit, so a restore never overwrites a change it did not see (409).
 */
public final class HistoryController implements WebApp.Controller {

    private final PlanService plans;
    private final PlanHistory history;

    public HistoryController(PlanService plans, PlanHistory history) {
        this.plans = plans;
        this.history = history;
    }

    @Override
    public void routes(RoutesConfig r) {
        r.get("/plans/{id}/history", this::page);
        r.post("/plans/{id}/history/{n}/restore", this::restoreForm);
        r.post("/plans/{id}/undo", this::undoForm);
        r.get("/api/plans/{id}/versions", this::versions);
        r.post("/api/plans/{id}/versions/{n}/restore", this::restoreApi);
    }

    /** One version as the page and the API show it: the entry and its changes as sentences. */
    public record VersionRow(
            long version,
            String savedAt,
            String savedBy,
            Long restoredFrom,
            boolean current,
            boolean restorable,
            boolean first,
            List<ChangeRow> changes) {}

    /** A change: its kind ("nic.replaced"), the sentence in the page's language, and the values it names. */
    public record ChangeRow(String kind, String text, List<String> args) {}

    private static List<VersionRow> rows(List<PlanHistory.Entry> entries, Locale locale) {
        return entries.stream()
                .map(e -> new VersionRow(
                        e.version(),
                        e.savedAt(),
                        e.savedBy(),
                        e.restoredFrom(),
                        e.current(),
                        e.restorable(),
                        e.first(),
                        e.changes().stream().map(c -> change(c, locale)).toList()))
                .toList();
    }

    static ChangeRow change(PlanDiff.Change c, Locale locale) {
        String key = c.kind().key();
        return new ChangeRow(
                key.substring("diff.".length()),
                Messages.get(locale, key, c.args().toArray()),
                c.args());
    }

    // ---- pages ----

    private void page(Context ctx) {
        PlanService.Stored s = PlanEditorController.stored(plans, ctx);
        Locale locale = Requests.locale(ctx);
        TemplateModel model = new TemplateModel();
        model.put("title", Messages.get(locale, "history.title", s.plan().name()));
        model.put("plan", s.plan());
        model.put("version", s.version());
        model.put("versions", rows(history.entries(s.plan().id()), locale));
        model.put("fmt", new DisplayFormat(locale));
        String restored = Requests.queryOrNull(ctx, "restored");
        model.put("restored", restored != null && restored.matches("\\d{1,18}") ? restored : null);
        ctx.render("history/history", model);
    }

    private void restoreForm(Context ctx) {
        PlanService.Stored s = PlanEditorController.stored(plans, ctx);
        long n = number(ctx.pathParam("n"), "n");
        plans.restore(s.plan().id(), n, formVersion(ctx), author(ctx));
        ctx.redirect("/plans/" + s.plan().id() + "/history?restored=" + n, HttpStatus.SEE_OTHER);
    }

    private void undoForm(Context ctx) {
        PlanService.Stored s = PlanEditorController.stored(plans, ctx);
        long version = formVersion(ctx);
        plans.undo(s.plan().id(), version, author(ctx));
        ctx.redirect("/plans/" + s.plan().id() + "?restored=" + (version - 1), HttpStatus.SEE_OTHER);
    }

    // ---- API ----

    private void versions(Context ctx) {
        ctx.json(rows(history.entries(ctx.pathParam("id")), Requests.locale(ctx)));
    }

    private void restoreApi(Context ctx) {
        long expected = PlanApiController.expectedVersion(ctx);
        PlanService.Stored s =
                plans.restore(ctx.pathParam("id"), number(ctx.pathParam("n"), "n"), expected, author(ctx));
        PlanApiController.document(ctx, s);
    }

    /** Who is saving: the signed-in account's name, null with sign-in off. */
    static String author(Context ctx) {
        User u = SignInFilter.user(ctx);
        return u == null ? null : u.name();
    }

    private static long formVersion(Context ctx) {
        return number(ctx.formParam("version"), "version");
    }

    private static long number(String v, String field) {
        try {
            return Long.parseLong(v == null ? "" : v.trim());
        } catch (NumberFormatException e) {
            throw AppError.badRequest(field, field + " must be a whole number, got '" + v + "'");
        }
    }
}
