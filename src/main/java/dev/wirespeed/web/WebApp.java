package dev.wirespeed.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirespeed.app.AppError;
import dev.wirespeed.app.MeasurementService;
import dev.wirespeed.app.Wirespeed;
import dev.wirespeed.calibration.RunAssessment;
import dev.wirespeed.json.Json;
import dev.wirespeed.measure.parse.ThroughputRun;
import dev.wirespeed.plan.InvalidPlanValue;
import dev.wirespeed.web.api.ApiErrorBody;
import io.javalin.Javalin;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.Cookie;
import io.javalin.http.HttpResponseException;
import io.javalin.http.HttpStatus;
import io.javalin.http.staticfiles.Location;
import io.javalin.json.JavalinJackson;
import io.javalin.router.ParsedEndpoint;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The web adapter over the services: it builds its controllers, holds the routes table (pages and
 * the /api group, static files) and is the one place where errors become a JSON body (for /api) or
 * an error page. No stack trace ever reaches a person.
 */
public final class WebApp implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(WebApp.class);

    /** Largest request body accepted (uploads of measured runs are capped lower by their handler). */
    public static final long MAX_REQUEST_BYTES = 8L * 1024 * 1024;

    private final Javalin javalin;

    private WebApp(Javalin javalin) {
        this.javalin = javalin;
    }

    /**
     * Serves {@code app} on {@code bind}:{@code port} (0: any free port); uploads of measured runs are
     * capped at {@code maxUploadBytes}. Stopping the server leaves {@code app} open.
     */
    public static WebApp start(Wirespeed app, String bind, int port, int maxUploadBytes) {
        return start(app, bind, port, maxUploadBytes, AuthOptions.OPEN);
    }

    /** As {@link #start(Wirespeed, String, int, int)}, with sign-in as {@code auth} says. */
    public static WebApp start(Wirespeed app, String bind, int port, int maxUploadBytes, AuthOptions auth) {
        SignInFilter signIn = new SignInFilter(app.signIn(), auth);
        Javalin javalin = create(controllers(app, maxUploadBytes, signIn), signIn);
        List<String> unruled = AccessRules.mismatches(servedRoutes(javalin));
        if (!unruled.isEmpty()) {
            throw new IllegalStateException("the access rules do not match the routes (see AccessRules): " + unruled);
        }
        javalin.start(bind, port);
        return new WebApp(javalin);
    }

    /** Every route the controllers registered, as "METHOD /path". */
    private static Set<String> servedRoutes(Javalin javalin) {
        Set<String> out = new TreeSet<>();
        for (ParsedEndpoint p : javalin.unsafe.internalRouter.allHttpHandlers()) {
            if (p.endpoint.method.isHttpMethod()) {
                out.add(p.endpoint.method.name() + " " + p.endpoint.path);
            }
        }
        return out;
    }

    /** The port the server listens on. */
    public int port() {
        return javalin.port();
    }

    @Override
    public void close() {
        javalin.stop();
    }

    /** Every controller, built from the services: the one place that decides what is served. */
    private static List<Controller> controllers(Wirespeed app, int maxUploadBytes, SignInFilter signIn) {
        ObjectMapper json = Json.mapper();
        return List.of(
                new LoginController(app.signIn(), app.accounts(), signIn),
                new AccountController(app.signIn(), signIn),
                new CatalogController(app.catalog()),
                new HomeController(app.plans()),
                new PlanEditorController(
                        app.plans(), app.catalog(), planId -> flowRuns(app, planId), app.evidence()::near),
                new PlanApiController(app.plans(), app.predict(), json, app.evidence()::near),
                new MeasurementController(
                        app.measurements(),
                        app.calibration(),
                        app.plans(),
                        app.catalog(),
                        json,
                        maxUploadBytes,
                        app.iperf3()::status),
                new ShopController(app.shop()),
                new Iperf3Controller(app.iperf3(), app.plans(), json));
    }

    private static Javalin create(List<Controller> controllers, SignInFilter signIn) {
        return Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.http.maxRequestSize = MAX_REQUEST_BYTES;
            config.jsonMapper(new JavalinJackson(Json.mapper(), false));
            config.fileRenderer(new ThymeleafRenderer(signIn.options()));
            config.staticFiles.add(s -> {
                s.hostedPath = "/static";
                s.directory = "/web/static";
                s.location = Location.CLASSPATH;
            });
            config.routes.before(ctx -> {
                Requests.locale(ctx);
                ctx.header("X-Content-Type-Options", "nosniff");
            });
            // who may use which route: AccessRules, checked once here for every matched route
            config.routes.beforeMatched(signIn::check);
            config.routes.get("/lang/{lang}", WebApp::switchLanguage);
            for (Controller c : controllers) {
                c.routes(config.routes);
            }
            config.routes.exception(
                    InvalidPlanValue.class,
                    (e, ctx) ->
                            error(ctx, 400, e.getMessage(), List.of(new AppError.Detail(e.field(), e.getMessage()))));
            config.routes.exception(AppError.class, (e, ctx) -> error(ctx, e.status(), e.getMessage(), e.details()));
            config.routes.exception(
                    JsonProcessingException.class,
                    (e, ctx) -> error(
                            ctx,
                            400,
                            "the body is not valid JSON: " + e.getOriginalMessage()
                                    + (e.getLocation() == null
                                            ? ""
                                            : " (line " + e.getLocation().getLineNr() + ", column "
                                                    + e.getLocation().getColumnNr() + ")"),
                            List.of()));
            config.routes.exception(
                    HttpResponseException.class, (e, ctx) -> error(ctx, e.getStatus(), e.getMessage(), List.of()));
            config.routes.exception(Exception.class, (e, ctx) -> {
                LOG.error("unexpected error on {} {}", ctx.method(), ctx.path(), e);
                error(ctx, 500, "something went wrong on the server; the log has the details", List.of());
            });
            config.routes.error(404, ctx -> {
                if (ctx.result() == null
                        || ctx.result().isEmpty()
                        || ctx.result().equals("Endpoint " + ctx.method() + " " + ctx.path() + " not found")) {
                    error(ctx, 404, "nothing at " + ctx.path(), List.of());
                }
            });
        });
    }

    /** The runs attached to a plan's flows, with what calibration made of each. */
    private static List<PlanEditorController.FlowRun> flowRuns(Wirespeed app, String planId) {
        List<PlanEditorController.FlowRun> out = new ArrayList<>();
        for (MeasurementService.Stored m : app.measurements().list(planId, null)) {
            if (m.flowId() == null) {
                continue;
            }
            RunAssessment a = app.calibration().assessment(m.id()).orElse(null);
            Double g = m.run() instanceof ThroughputRun t ? t.gbps() : null;
            out.add(new PlanEditorController.FlowRun(
                    m.flowId(),
                    m.id(),
                    m.run().format(),
                    g,
                    a == null ? null : a.predictedGbps(),
                    a == null ? (m.detached() ? "detached" : null) : a.status(),
                    m.detached()));
        }
        return out;
    }

    private static void switchLanguage(Context ctx) {
        String lang = ctx.pathParam("lang");
        if (!Messages.LANGUAGES.contains(lang)) {
            throw AppError.badRequest(
                    "lang", "unsupported language '" + lang + "'; choose one of " + Messages.LANGUAGES);
        }
        ctx.cookie(new Cookie(Requests.LANG_COOKIE, lang, "/", 60 * 60 * 24 * 365));
        String back = ctx.header("Referer");
        ctx.redirect(back != null && back.startsWith("http") ? stripLang(back) : "/", HttpStatus.SEE_OTHER);
    }

    private static String stripLang(String url) {
        return url.replaceAll("([?&])lang=[a-z]+&?", "$1").replaceAll("[?&]$", "");
    }

    /** Writes an error as JSON for /api paths and as a page otherwise. */
    public static void error(Context ctx, int status, String message, List<AppError.Detail> details) {
        ctx.status(status);
        if (ctx.path().startsWith("/api/") || ctx.path().equals("/api")) {
            ctx.json(new ApiErrorBody(status, HttpStatus.forStatus(status).getMessage(), message, details));
        } else {
            ctx.render(
                    "errors/error",
                    Map.of(
                            "status",
                            status,
                            "message",
                            message,
                            "details",
                            details,
                            "title",
                            status == 404
                                    ? Messages.get(Requests.locale(ctx), "error.notfound")
                                    : Messages.get(Requests.locale(ctx), "error.title")));
        }
    }

    /** Anything that adds routes. */
    public interface Controller {
        void routes(RoutesConfig routes);
    }
}
