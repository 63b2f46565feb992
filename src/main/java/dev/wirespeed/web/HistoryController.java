package dev.wirespeed.web;

import dev.wirespeed.account.User;
import dev.wirespeed.app.AppError;
import dev.wirespeed.app.PlanHistory;
import dev.wirespeed.app.PlanService;
import dev.wirespeed.plan.PlanDiff;
import dev.wirespeed.text.Phrase;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;

import java.util.ArrayList;
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
        PlanHistory.Page page = history.page(s.plan().id(), cursor(ctx), PlanHistory.DEFAULT_LIMIT);
        model.put("versions", rows(page.entries(), locale));
        model.put("older", page.older());
        model.put("newer", page.newer());
        model.put("newerBefore", page.newerBefore());
        model.put("fmt", new DisplayFormat(locale));
        String restored = Requests.queryOrNull(ctx, "restored");
        model.put("restored", restored != null && restored.matches("\\d{1,18}") ? restored : null);
        ctx.render("history/history", model);
    }

    private void restoreForm(Context ctx) {
        PlanService.Stored s = PlanEditorController.stored(plans, ctx);
        long n = number(ctx.pathParam("n"), "n");
        try {
            plans.restore(s.plan().id(), n, formVersion(ctx), author(ctx));
        } catch (AppError e) {
            throw refused(e, n, s.version());
        }
        ctx.redirect("/plans/" + s.plan().id() + "/history?restored=" + n, HttpStatus.SEE_OTHER);
    }

    private void undoForm(Context ctx) {
        PlanService.Stored s = PlanEditorController.stored(plans, ctx);
        long version = formVersion(ctx);
        try {
            plans.undo(s.plan().id(), version, author(ctx));
        } catch (AppError e) {
            throw refused(e, version - 1, s.version());
        }
        ctx.redirect("/plans/" + s.plan().id() + "?restored=" + (version - 1), HttpStatus.SEE_OTHER);
    }

    /**
     * A refused restore or undo as a person reads it: that nothing was restored and the plan is
     * still at its version, then the reason (a part the old version names has left the catalog).
     * The check's own message alone ("the plan has 1 problem ...") read as if the plan were broken.
     */
    private static AppError refused(AppError e, long restoring, long current) {
        if (e.status() != 400) {
            return e;
        }
        // the reason is the check's own phrase, so a Japanese page reads it in Japanese too
        Phrase reason = e.phrase() != null ? e.phrase() : Phrase.verbatim(e.getMessage());
        return AppError.of(400, Phrase.of("history.refused", restoring, current, reason), e.details());
    }

    // ---- API ----

    /**
     * One page of the versions, newest first: {@code limit} (1-200, default 50) and the cursor
     * {@code before} (the oldest version of the page before); the next and previous pages' addresses
     * are in the {@code Link} header, so the body stays the list it always was.
     */
    private void versions(Context ctx) {
        String id = ctx.pathParam("id");
        int limit = limit(ctx);
        PlanHistory.Page page = history.page(id, cursor(ctx), limit);
        List<String> links = new ArrayList<>();
        String base = "/api/plans/" + id + "/versions?limit=" + limit;
        if (page.older() != null) {
            links.add("<" + base + "&before=" + page.older() + ">; rel=\"next\"");
        }
        if (page.newer()) {
            links.add("<" + base + (page.newerBefore() == null ? "" : "&before=" + page.newerBefore())
                    + ">; rel=\"prev\"");
        }
        if (!links.isEmpty()) {
            ctx.header("Link", String.join(", ", links));
        }
        ctx.json(rows(page.entries(), Requests.locale(ctx)));
    }

    /** {@code ?before=N}: the versions older than N; absent, the newest. */
    private static Long cursor(Context ctx) {
        String v = Requests.queryOrNull(ctx, "before");
        if (v == null) {
            return null;
        }
        long n = number(v, "before");
        if (n < 1) {
            throw AppError.badRequest("before", Phrase.of("history.check.before", n));
        }
        return n;
    }

    private static int limit(Context ctx) {
        String v = Requests.queryOrNull(ctx, "limit");
        if (v == null) {
            return PlanHistory.DEFAULT_LIMIT;
        }
        long n = number(v, "limit");
        if (n < 1 || n > PlanHistory.MAX_LIMIT) {
            throw AppError.badRequest("limit", Phrase.of("history.check.limit", PlanHistory.MAX_LIMIT, n));
        }
        return (int) n;
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
