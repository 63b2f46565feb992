package dev.wirespeed.web;

import dev.wirespeed.app.AppError;
import dev.wirespeed.app.PlanService;
import dev.wirespeed.app.RecommendService;
import dev.wirespeed.plan.InvalidPlanValue;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Targets;
import dev.wirespeed.text.Phrase;
import dev.wirespeed.web.api.RecommendationView;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * POST /api/plans/{id}/recommend: the cheapest builds and free changes that reach a plan's targets;
 * POST /api/plans/{id}/recommend/use?build=N: that build saved as a new plan; and the same as a page
 * that works without JavaScript: GET /plans/{id}/recommend (a form of targets, the answer, the
 * trade-off picture) and POST /plans/{id}/recommend/use ("use this build", then the new plan).
 */
public final class RecommendController implements WebApp.Controller {

    private final RecommendService recommend;

    public RecommendController(RecommendService recommend) {
        this.recommend = recommend;
    }

    @Override
    public void routes(RoutesConfig r) {
        r.post("/api/plans/{id}/recommend", this::recommend);
        r.post("/api/plans/{id}/recommend/use", this::use);
        r.get("/plans/{id}/recommend", this::page);
        r.post("/plans/{id}/recommend/use", this::usePage);
    }

    /** The page's form read into a request; each bad field is named in {@code errors}. */
    private static RecommendService.Request request(
            Plan plan, Function<String, String> param, Map<String, Phrase> errors) {
        List<Targets.FlowTarget> targets = new ArrayList<>();
        for (Plan.Flow f : plan.flows()) {
            String v = blank(param.apply("t." + f.id()));
            if (v == null) {
                continue;
            }
            try {
                targets.add(new Targets.FlowTarget(f.id(), Double.parseDouble(v)));
            } catch (NumberFormatException e) {
                errors.put("t." + f.id(), Phrase.of("recommend.form.target", v));
            } catch (InvalidPlanValue e) {
                errors.put("t." + f.id(), phrase(e));
            }
        }
        Targets.Budget budget = null;
        String amount = blank(param.apply("budget"));
        if (amount != null) {
            try {
                String cur = blank(param.apply("currency"));
                budget = new Targets.Budget(new BigDecimal(amount), cur == null ? null : cur.toUpperCase(Locale.ROOT));
            } catch (NumberFormatException e) {
                errors.put("budget", Phrase.of("recommend.form.budget", amount));
            } catch (InvalidPlanValue e) {
                errors.put(e.field().equals("currency") ? "currency" : "budget", phrase(e));
            }
        }
        Targets.Condition condition = null;
        String c = blank(param.apply("condition"));
        if (c != null) {
            try {
                condition = Targets.Condition.valueOf(c.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                errors.put("condition", Phrase.of("recommend.form.condition", c));
            }
        }
        Integer limit = null;
        String l = blank(param.apply("limit"));
        if (l != null) {
            try {
                limit = Integer.parseInt(l);
                if (limit < 1 || limit > 20) {
                    errors.put("limit", Phrase.of("recommend.form.limit"));
                }
            } catch (NumberFormatException e) {
                errors.put("limit", Phrase.of("recommend.form.limit.got", l));
            }
        }
        return new RecommendService.Request(targets.isEmpty() ? null : targets, budget, condition, limit, null, null);
    }

    private static final Pattern TARGET_PATH = Pattern.compile("\\$\\.targets\\[(\\d+)\\].*");

    /**
     * What each error is about, as a person reads it: a target by its flow's name ("Windows PC → Ubuntu
     * PC · iperf3"), the other fields by their form labels; a key that names nothing on the form gets
     * no label rather than its internal path.
     */
    static Map<String, String> labels(Plan plan, RecommendService.Request req, Iterable<String> keys, Locale locale) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String key : keys) {
            out.put(key, label(plan, req, key, locale));
        }
        return out;
    }

    private static String label(Plan plan, RecommendService.Request req, String key, Locale locale) {
        String flow = null;
        if (key.startsWith("t.")) {
            flow = key.substring(2);
        } else {
            Matcher m = TARGET_PATH.matcher(key);
            int i = m.matches() ? Integer.parseInt(m.group(1)) : -1;
            // the service numbers the targets it checked: the form's, else the plan's stored ones
            List<Targets.FlowTarget> asked = req.targets() != null
                    ? req.targets()
                    : plan.targets() == null ? null : plan.targets().flows();
            if (i >= 0 && asked != null && i < asked.size() && asked.get(i) != null) {
                flow = asked.get(i).flow();
            }
        }
        if (flow != null) {
            String id = flow;
            return plan.flows().stream()
                    .filter(f -> f.id().equals(id))
                    .findFirst()
                    .map(f -> TopologyView.flowName(plan, f, locale))
                    .orElse("");
        }
        String field = key.startsWith("$.") ? key.substring(2) : key;
        return switch (field) {
            case "targets" -> Messages.get(locale, "recommend.targets");
            case "budget" -> Messages.get(locale, "recommend.budget");
            case "currency" -> Messages.get(locale, "recommend.currency");
            case "condition" -> Messages.get(locale, "recommend.condition");
            case "limit" -> Messages.get(locale, "recommend.limit");
            default -> "";
        };
    }

    private static Phrase phrase(InvalidPlanValue e) {
        return e.phrase() != null ? e.phrase() : Phrase.verbatim(e.getMessage());
    }

    private static String blank(String v) {
        return v == null || v.isBlank() ? null : v.trim();
    }

    private void page(Context ctx) {
        Plan plan = recommend.plan(ctx.pathParam("id"));
        Map<String, Phrase> errors = new LinkedHashMap<>();
        RecommendService.Request req = request(plan, ctx::queryParam, errors);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("title", plan.name());
        m.put("plan", plan);
        m.put("errors", errors);
        Map<String, String> form = new LinkedHashMap<>();
        ctx.queryParamMap().forEach((k, v) -> form.put(k, v.isEmpty() ? "" : v.get(0)));
        if (form.isEmpty() && plan.targets() != null) {
            plan.targets().flows().forEach(t -> form.put("t." + t.flow(), String.valueOf(t.minGbps())));
        }
        m.put("form", form);
        if (errors.isEmpty() && req.targets() != null) {
            try {
                RecommendService.Recommended r = recommend.recommend(plan.id(), req);
                RecommendationView view = RecommendationView.of(plan.id(), r.answer(), r.upgrade());
                m.put("answer", view);
                m.put("chart", TradeoffChart.of(view.tradeoff()));
            } catch (AppError e) {
                e.details()
                        .forEach(d ->
                                errors.put(d.path(), d.phrase() != null ? d.phrase() : Phrase.verbatim(d.message())));
                if (e.details().isEmpty()) {
                    errors.put("", e.phrase() != null ? e.phrase() : Phrase.verbatim(e.getMessage()));
                }
            }
        }
        if (!errors.isEmpty()) {
            ctx.status(400);
        }
        Locale locale = Requests.locale(ctx);
        m.put("labels", labels(plan, req, errors.keySet(), locale));
        m.put("flowNames", TopologyView.flowNames(plan, locale));
        ctx.render("recommend/page", m);
    }

    private void usePage(Context ctx) {
        Plan plan = recommend.plan(ctx.pathParam("id"));
        Map<String, Phrase> errors = new LinkedHashMap<>();
        RecommendService.Request req = request(plan, ctx::formParam, errors);
        if (!errors.isEmpty()) {
            throw AppError.badRequest(
                    errors.keySet().iterator().next(),
                    errors.values().iterator().next());
        }
        String b = ctx.formParam("build");
        int index;
        try {
            index = b == null ? 0 : Integer.parseInt(b);
        } catch (NumberFormatException e) {
            throw AppError.badRequest("build", Phrase.of("recommend.form.build", b));
        }
        PlanService.Stored s = recommend.use(plan.id(), req, index, HistoryController.author(ctx));
        ctx.redirect("/plans/" + s.plan().id(), HttpStatus.SEE_OTHER);
    }

    /** "Use this build": {@code ?build=N} (0-based) of the same request saved as a new plan; 201 with its Location. */
    private void use(Context ctx) {
        String b = ctx.queryParam("build");
        int index;
        try {
            index = b == null ? 0 : Integer.parseInt(b);
        } catch (NumberFormatException e) {
            throw AppError.badRequest("build", Phrase.of("recommend.form.build", b));
        }
        PlanService.Stored s = recommend.use(ctx.pathParam("id"), ctx.body(), index, HistoryController.author(ctx));
        ctx.status(201).header("Location", "/api/plans/" + s.plan().id());
        ctx.json(s.plan());
    }

    private void recommend(Context ctx) {
        RecommendService.Recommended r = recommend.recommend(ctx.pathParam("id"), ctx.body());
        ctx.json(RecommendationView.of(r.plan().id(), r.answer(), r.upgrade()));
    }
}
