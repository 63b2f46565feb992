package dev.wirespeed.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirespeed.app.AppError;
import dev.wirespeed.app.MeasurementService;
import dev.wirespeed.app.Wirespeed;
import dev.wirespeed.calibration.RunAssessment;
import dev.wirespeed.json.Json;
import dev.wirespeed.json.JsonProblem;
import dev.wirespeed.measure.parse.ThroughputRun;
import dev.wirespeed.plan.InvalidPlanValue;
import dev.wirespeed.trace.StartTrace;
import dev.wirespeed.web.api.ApiErrorBody;
import io.javalin.Javalin;
import io.javalin.compression.CompressionStrategy;
import io.javalin.config.RoutesConfig;
import io.javalin.event.HandlerMetaInfo;
import io.javalin.http.Context;
import io.javalin.http.Cookie;
import io.javalin.http.HandlerType;
import io.javalin.http.Header;
import io.javalin.http.HttpResponseException;
import io.javalin.http.HttpStatus;
import io.javalin.http.staticfiles.Location;
import io.javalin.json.JavalinJackson;
import io.javalin.router.Endpoint;
import io.javalin.router.ParsedEndpoint;
import org.eclipse.jetty.server.handler.GracefulHandler;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.net.URI;
import java.security.SecureRandom;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * The web adapter over the services: it builds its controllers, holds the routes table (pages and
 * the /api group, static files) and is the one place where errors become a JSON body (for /api) or
 * an error page. No stack trace ever reaches a person.
 */
public final class WebApp implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(WebApp.class);

    /** Largest request body accepted (uploads of measured runs are capped lower by their handler). */
    public static final long MAX_REQUEST_BYTES = 8L * 1024 * 1024;

    /** Static files up to this size are compressed once and kept in memory (the largest, a screenshot, is 200 KB). */
    private static final int STATIC_PRECOMPRESS_MAX_BYTES = 512 * 1024;

    private static final SecureRandom REFERENCES = new SecureRandom();

    /**
     * How long a stop waits for requests in flight to finish (new ones are refused with 503 meanwhile):
     * longer than any page or API call takes, shorter than the 30 s most service managers wait before
     * they kill the process.
     */
    public static final long STOP_TIMEOUT_MILLIS = 20_000;

    /** The context attribute holding when a request arrived (System.nanoTime). */
    private static final String STARTED = "wirespeed.started";

    /** The data version counters read at the start of the request (absent on static files, health, metrics). */
    static final String DATA_VERSIONS = "wirespeed.dataVersions";

    /** The context attribute and response header carrying the request id (the log lines' request_id). */
    static final String REQUEST_ID = "X-Request-Id";

    /** A request id a client or balancer sent is kept when it looks like one, and replaced otherwise. */
    private static final Pattern SENT_ID = Pattern.compile("[A-Za-z0-9._-]{1,64}");

    private final Javalin javalin;

    private WebApp(Javalin javalin) {
        this.javalin = javalin;
    }

    /**
     * Serves {@code app} on {@code bind}:{@code port} (0: any free port); uploads of measured runs are
     * capped at {@code maxUploadBytes}. Stopping the server leaves {@code app} open.
     */
    public static WebApp start(Wirespeed app, String bind, int port, int maxUploadBytes) {
        return start(app, bind, port, maxUploadBytes, AuthOptions.OPEN, List.of());
    }

    /** As {@link #start(Wirespeed, String, int, int)}, with sign-in as {@code auth} says. */
    public static WebApp start(Wirespeed app, String bind, int port, int maxUploadBytes, AuthOptions auth) {
        return start(app, bind, port, maxUploadBytes, auth, List.of());
    }

    /**
     * As {@link #start(Wirespeed, String, int, int)}, answering to {@code hosts} (names or
     * comma-separated lists of names) as well as the defaults of {@link HostAllowList}.
     */
    public static WebApp start(Wirespeed app, String bind, int port, int maxUploadBytes, List<String> hosts) {
        return start(app, bind, port, maxUploadBytes, AuthOptions.OPEN, hosts);
    }

    /** Serves with sign-in as {@code auth} says, answering to {@code hosts} besides the defaults. */
    public static WebApp start(
            Wirespeed app, String bind, int port, int maxUploadBytes, AuthOptions auth, List<String> hosts) {
        return start(app, bind, port, maxUploadBytes, auth, hosts, RequestLog.OFF);
    }

    /** As {@link #start(Wirespeed, String, int, int, AuthOptions, List)}, writing a line per request to {@code log}. */
    public static WebApp start(
            Wirespeed app,
            String bind,
            int port,
            int maxUploadBytes,
            AuthOptions auth,
            List<String> hosts,
            RequestLog log) {
        SignInFilter signIn = new SignInFilter(app.signIn(), auth);
        List<Controller> controllers = new ArrayList<>(controllers(app, maxUploadBytes, signIn));
        controllers.add(new OpsController(app));
        Javalin javalin =
                create(controllers, signIn, new RequestGuard(HostAllowList.of(bind, hosts)), new Ops(app, log));
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

    /**
     * Stops gracefully: the port stops accepting, a new request on an open connection is answered 503,
     * and the requests in flight are finished (for up to {@link #STOP_TIMEOUT_MILLIS}) before the server stops.
     */
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
                new CatalogController(app.catalog(), app.plans()),
                new HomeController(app.plans()),
                new PlanEditorController(
                        app.plans(),
                        app.catalog(),
                        planId -> flowRuns(app, planId),
                        app.evidence()::near,
                        app.shares()::token,
                        app.shop()::totals),
                new PlanApiController(app.plans(), app.predict(), json, app.evidence()::near),
                new HistoryController(app.plans(), app.history()),
                new ShareController(app.shares(), app.plans(), app.shop(), app.catalog()),
                new MeasurementController(
                        app.measurements(),
                        app.calibration(),
                        app.plans(),
                        app.catalog(),
                        json,
                        maxUploadBytes,
                        app.iperf3()::status),
                new IdentifyController(app.identify(), app.plans(), json, maxUploadBytes),
                new ShopController(app.shop(), app.shares()::token),
                new RecommendController(app.recommend()),
                new Iperf3Controller(app.iperf3(), app.plans(), json));
    }

    /** What every request records for operators: its id, the data versions it reads, its metrics and log line. */
    private record Ops(Wirespeed app, RequestLog log) {

        void arrived(Context ctx) {
            ctx.attribute(STARTED, System.nanoTime());
            String sent = ctx.header(REQUEST_ID);
            String id = sent != null && SENT_ID.matcher(sent).matches()
                    ? sent
                    : HexFormat.of().toHexDigits(REFERENCES.nextLong());
            ctx.attribute(REQUEST_ID, id);
            ctx.header(REQUEST_ID, id);
            app.metrics().started();
            String path = ctx.path();
            if (!path.startsWith("/static/") && !path.equals("/health") && !path.equals("/metrics")) {
                // another instance may have changed what this one's caches hold: one small query tells
                ctx.attribute(DATA_VERSIONS, app.dataVersions().sync());
            }
        }

        void answered(Context ctx) {
            Long started = ctx.attribute(STARTED);
            if (started == null) {
                return; // refused before the handlers ran (Jetty's own errors): nothing was counted
            }
            double seconds = (System.nanoTime() - started) / 1e9;
            Endpoint endpoint = ctx.endpoints().matchedHttpEndpoint();
            String route =
                    endpoint != null ? endpoint.path : ctx.path().startsWith("/static/") ? "/static/*" : "unmatched";
            int status = ctx.statusCode();
            app.metrics().request(ctx.method().name(), route, status, seconds);
            StartTrace.first("first answer");
            if (!log.off()) {
                log.request(
                        Instant.now().truncatedTo(ChronoUnit.MILLIS),
                        ctx.method().name(),
                        route,
                        ctx.path(),
                        status,
                        seconds * 1000,
                        ctx.attribute(REQUEST_ID));
            }
        }
    }

    private static Javalin create(List<Controller> controllers, SignInFilter signIn, RequestGuard guard, Ops ops) {
        // the static-file handlers read the jar through the JDK's one zip file system of it, not eight of their own
        SharedJarResources.install(StaticAssets.CLASSPATH_DIR + "/css/wirespeed.css");
        return Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.jetty.modifyHttpConfiguration(http -> {
                http.setSendServerVersion(false);
                http.setSendXPoweredBy(false);
            });
            config.jetty.modifyServer(server -> {
                server.setErrorHandler(new JettyErrors());
                server.setStopTimeout(STOP_TIMEOUT_MILLIS);
            });
            // a stop waits for the requests in flight (GracefulHandler counts them) instead of cutting them off
            config.jetty.modifyServletContextHandler(context -> context.insertHandler(new GracefulHandler()));
            config.requestLogger.http((ctx, ms) -> ops.answered(ctx));
            config.http.maxRequestSize = MAX_REQUEST_BYTES;
            config.jsonMapper(new JavalinJackson(Json.mapper(), false));
            // gzip, Javalin's default, named: KeptPage sends kept pages' gzip form by the same strategy's choice
            config.http.compressionStrategy = CompressionStrategy.GZIP;
            config.fileRenderer(new ThymeleafRenderer(signIn.options()));
            // held compressed in memory and sent with a Content-Length (not chunked); the hashed copies
            // of the linked files are cached for a year, the plain paths revalidated on every view
            StaticAssets assets = StaticAssets.current();
            config.staticFiles.add(s -> {
                s.hostedPath = assets.hostedPath();
                s.directory = StaticAssets.CLASSPATH_DIR;
                s.location = Location.CLASSPATH;
                s.precompressMaxSize = STATIC_PRECOMPRESS_MAX_BYTES;
                s.headers = Map.of(Header.CACHE_CONTROL, StaticAssets.CACHE_CONTROL);
            });
            config.staticFiles.add(s -> {
                s.hostedPath = "/static";
                s.directory = StaticAssets.CLASSPATH_DIR;
                s.location = Location.CLASSPATH;
                s.precompressMaxSize = STATIC_PRECOMPRESS_MAX_BYTES;
            });
            config.routes.before(ctx -> {
                ops.arrived(ctx);
                guard.check(ctx);
                Requests.locale(ctx);
            });
            // who may use which route: AccessRules, checked once here for every matched route
            config.routes.beforeMatched(signIn::check);
            // Javalin answers HEAD 200 for any GET route without running it; run the GET handler instead, so
            // HEAD tells what GET would (404 for a missing plan), and Jetty leaves out the body
            List<HandlerMetaInfo> gets = new ArrayList<>();
            config.events.handlerAdded(h -> {
                if (h.getHttpMethod() == HandlerType.GET) {
                    gets.add(h);
                }
            });
            config.routes.after(RequestGuard::afterward);
            config.routes.get("/lang/{lang}", WebApp::switchLanguage);
            for (Controller c : controllers) {
                c.routes(config.routes);
            }
            for (HandlerMetaInfo g : List.copyOf(gets)) {
                config.routes.head(g.getPath(), g.getHandler());
            }
            config.routes.exception(
                    InvalidPlanValue.class,
                    (e, ctx) ->
                            error(ctx, 400, e.getMessage(), List.of(new AppError.Detail(e.field(), e.getMessage()))));
            config.routes.exception(AppError.class, (e, ctx) -> error(ctx, e));
            config.routes.exception(JsonProcessingException.class, (e, ctx) -> {
                String problem = JsonProblem.describe(e);
                String message = problem.startsWith("not valid JSON")
                        ? "the body is " + problem
                        : "the body is not the expected document: " + problem;
                error(ctx, 400, message, List.of(new AppError.Detail(JsonProblem.path(e), message)));
            });
            config.routes.exception(
                    HttpResponseException.class, (e, ctx) -> error(ctx, e.getStatus(), e.getMessage(), List.of()));
            config.routes.exception(Exception.class, (e, ctx) -> {
                Integer unreadable = UnreadableRequest.status(e);
                if (unreadable != null) {
                    error(ctx, unreadable, UnreadableRequest.message(ctx, unreadable), List.of());
                    return;
                }
                // a reference in both the answer and the log, so a person can point at the entry without seeing it
                String reference = Long.toHexString(REFERENCES.nextLong() & 0xffffffffL);
                LOG.error(
                        "unexpected error {} on {} {} (request_id={})",
                        reference,
                        ctx.method(),
                        ctx.path(),
                        ctx.attribute(REQUEST_ID),
                        e);
                error(
                        ctx,
                        500,
                        "something went wrong on the server; the log has the details (reference " + reference + ")",
                        List.of());
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
        // back to the page the link was on, if that page is this server's; never to another site
        String back = ctx.header("Referer");
        String host = ctx.header("Host");
        String target = "/";
        if (back != null && host != null && RequestGuard.sameAuthority(back, host)) {
            URI u = URI.create(back.trim());
            String local = Requests.localPath(u.getRawPath() + (u.getRawQuery() == null ? "" : "?" + u.getRawQuery()));
            target = local == null ? "/" : stripLang(local);
        }
        ctx.redirect(target, HttpStatus.SEE_OTHER);
    }

    private static String stripLang(String url) {
        return url.replaceAll("([?&])lang=[a-z]+&?", "$1").replaceAll("[?&]$", "");
    }

    /** Writes an error as JSON for /api paths and as a page otherwise. */
    public static void error(Context ctx, int status, String message, List<AppError.Detail> details) {
        page(ctx, status, message, message, details);
    }

    /** An {@link AppError}: its English message in JSON, on a page its phrase in the page's language. */
    public static void error(Context ctx, AppError e) {
        page(ctx, e.status(), e.getMessage(), e.in(Requests.locale(ctx)), e.details());
    }

    private static void page(
            Context ctx, int status, String message, String pageMessage, List<AppError.Detail> details) {
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
                            pageMessage,
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
