package dev.wirespeed.web;

import dev.wirespeed.app.RecommendService;
import dev.wirespeed.web.api.RecommendationView;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

/** POST /api/plans/{id}/recommend: the cheapest builds and free changes that reach a plan's targets. */
public final class RecommendController implements WebApp.Controller {

    private final RecommendService recommend;

    public RecommendController(RecommendService recommend) {
        this.recommend = recommend;
    }

    @Override
    public void routes(RoutesConfig r) {
        r.post("/api/plans/{id}/recommend", this::recommend);
    }

    private void recommend(Context ctx) {
        RecommendService.Recommended r = recommend.recommend(ctx.pathParam("id"), ctx.body());
        ctx.json(RecommendationView.of(r.plan().id(), r.answer(), r.upgrade()));
    }
}
