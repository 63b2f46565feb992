package dev.wirespeed.web;

import dev.wirespeed.app.Health;
import dev.wirespeed.app.Wirespeed;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

/**
 * What operators and load balancers ask an instance: {@code GET /health} (public: a balancer has no
 * account; it tells only whether the database answers and the schema is current) and
 * {@code GET /metrics} in the Prometheus text format (an admin's, as the settings pages are: route
 * names, counts and timings describe how the team uses the planner; a scraper sends an admin's API
 * token as a bearer token).
 */
final class OpsController implements WebApp.Controller {

    /** The content type of the Prometheus text exposition format. */
    static final String PROMETHEUS_TEXT = "text/plain; version=0.0.4; charset=utf-8";

    private final Wirespeed app;

    OpsController(Wirespeed app) {
        this.app = app;
    }

    @Override
    public void routes(RoutesConfig routes) {
        routes.get("/health", this::health);
        routes.get("/metrics", this::metrics);
    }

    private void health(Context ctx) {
        Health h = app.health();
        ctx.status(h.ok() ? 200 : 503).json(h);
    }

    private void metrics(Context ctx) {
        ctx.contentType(PROMETHEUS_TEXT).result(app.metricsText());
    }
}
