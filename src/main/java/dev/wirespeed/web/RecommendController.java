package dev.wirespeed.web;

import dev.wirespeed.app.AppError;
import dev.wirespeed.app.PlanService;
import dev.wirespeed.app.RecommendService;
import dev.wirespeed.web.api.RecommendationView;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

/**
 * POST /api/plans/{id}/recommend: the cheapest builds and free changes that reach a plan's targets;
 * POST /api/plans/{id}/recommend/use?build=N: that build saved as a new plan.
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
    }

    /** "Use this build": {@code ?build=N} (0-based) of the same request saved as a new plan; 201 with its Location. */
    private void use(Context ctx) {
        String b = ctx.queryParam("build");
        int index;
        try {
            index = b == null ? 0 : Integer.parseInt(b);
        } catch (NumberFormatException e) {
            throw AppError.badRequest("build", "build is a whole number (0 for the first build), got '" + b + "'");
        }
        PlanService.Stored s = recommend.use(ctx.pathParam("id"), ctx.body(), index);
        ctx.status(201).header("Location", "/api/plans/" + s.plan().id());
        ctx.json(s.plan());
    }

    private void recommend(Context ctx) {
        RecommendService.Recommended r = recommend.recommend(ctx.pathParam("id"), ctx.body());
        ctx.json(RecommendationView.of(r.plan().id(), r.answer(), r.upgrade()));
    }
}
