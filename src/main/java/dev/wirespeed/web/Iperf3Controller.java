package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirespeed.app.AppError;
import dev.wirespeed.app.Iperf3Service;
import dev.wirespeed.app.MeasurementService;
import dev.wirespeed.app.PlanService;
import dev.wirespeed.iperf3.Iperf3ClientOptions;
import dev.wirespeed.text.Phrase;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The embedded iperf3 engine: status and settings (/settings/iperf3, /api/iperf3) and running a test (/api/measure). */
public final class Iperf3Controller implements WebApp.Controller {

    private final Iperf3Service iperf3;
    private final PlanService plans;
    private final ObjectMapper json;

    public Iperf3Controller(Iperf3Service iperf3, PlanService plans, ObjectMapper json) {
        this.iperf3 = iperf3;
        this.plans = plans;
        this.json = json;
    }

    @Override
    public void routes(RoutesConfig r) {
        r.get("/api/iperf3", ctx -> ctx.json(iperf3.status()));
        r.post("/api/iperf3", ctx -> ctx.json(iperf3.apply(settingsFromJson(json.readTree(ctx.body())))));
        r.post("/api/measure", this::measureApi);
        r.get("/settings/iperf3", this::page);
        r.post("/settings/iperf3", this::save);
        r.post("/measure", this::measureForm);
        // where tests may connect besides each plan's hosts: an admin setting, like the listener's
        r.get("/api/measure/targets", ctx -> ctx.json(Map.of("targets", iperf3.measureTargets())));
        r.post("/api/measure/targets", this::saveTargetsApi);
        r.post("/settings/measure-targets", this::saveTargetsForm);
    }

    private void saveTargetsApi(Context ctx) throws Exception {
        JsonNode n = json.readTree(ctx.body());
        if (n == null || !n.isObject() || !n.path("targets").isArray()) {
            throw AppError.badRequest("$.targets", "send {\"targets\": [\"192.168.1.0/24\", \"nas.lan\"]}");
        }
        List<String> targets = new ArrayList<>();
        for (JsonNode t : n.get("targets")) {
            if (!t.isTextual()) {
                throw AppError.badRequest("$.targets", "each target is a string");
            }
            targets.add(t.asText());
        }
        ctx.json(Map.of("targets", iperf3.setMeasureTargets(targets)));
    }

    private void saveTargetsForm(Context ctx) {
        String v = ctx.formParam("targets");
        try {
            iperf3.setMeasureTargets(v == null ? List.of() : Arrays.asList(v.split("[,\\s]+")));
            ctx.redirect("/settings/iperf3", HttpStatus.SEE_OTHER);
        } catch (AppError e) {
            Map<String, Object> m = pageModel(ctx);
            m.put("error", e.in(Requests.locale(ctx)));
            ctx.status(e.status()).render("settings/iperf3", m);
        }
    }

    private Map<String, Object> pageModel(Context ctx) {
        Map<String, Object> m = new HashMap<>();
        m.put("title", Messages.get(Requests.locale(ctx), "iperf3.title"));
        m.put("status", iperf3.status());
        List<PlanService.Stored> list = plans.list();
        m.put("plans", list);
        // the flow picker names each flow by its hosts and tool, as the plan page does
        Map<String, Map<String, String>> flowNames = new HashMap<>();
        for (PlanService.Stored p : list) {
            flowNames.put(p.plan().id(), TopologyView.flowNames(p.plan(), Requests.locale(ctx)));
        }
        m.put("flowNames", flowNames);
        m.put("targets", iperf3.measureTargets());
        m.put("error", null);
        return m;
    }

    private Iperf3Service.Settings settingsFromJson(JsonNode n) {
        if (n == null || !n.isObject()) {
            throw AppError.badRequest("$", "send the settings as a JSON object");
        }
        Iperf3Service.Settings d = iperf3.settings();
        Set<String> allowed =
                Set.of("enabled", "bind", "port", "maxDurationSeconds", "maxStreams", "maxUdpMbps", "allowedCidrs");
        n.fieldNames().forEachRemaining(f -> {
            if (!allowed.contains(f)) {
                throw AppError.badRequest("$." + f, "unknown field; allowed: " + String.join(", ", allowed));
            }
        });
        List<String> cidrs = d.allowedCidrs();
        if (n.has("allowedCidrs")) {
            cidrs = new ArrayList<>();
            for (JsonNode c : n.get("allowedCidrs")) {
                cidrs.add(c.asText());
            }
        }
        return new Iperf3Service.Settings(
                n.path("enabled").asBoolean(d.enabled()),
                n.path("bind").asText(d.bind()),
                n.path("port").asInt(d.port()),
                n.path("maxDurationSeconds").asInt(d.maxDurationSeconds()),
                n.path("maxStreams").asInt(d.maxStreams()),
                n.path("maxUdpMbps").asLong(d.maxUdpMbps()),
                cidrs);
    }

    private static int intField(String v, String name, int dflt) {
        if (v == null || v.isBlank()) {
            return dflt;
        }
        try {
            return Integer.parseInt(v.trim());
        } catch (NumberFormatException e) {
            throw AppError.badRequest(name, Phrase.of("iperf3.form.whole", name, v));
        }
    }

    /** The request body of POST /api/measure. */
    public record MeasureRequest(
            String host,
            Integer port,
            Boolean reverse,
            Boolean bidir,
            Integer streams,
            Integer duration,
            Boolean udp,
            Long bitrate,
            String plan,
            String flow) {}

    private void measureApi(Context ctx) throws Exception {
        MeasureRequest m = json.readValue(ctx.body(), MeasureRequest.class);
        if (m == null || m.host() == null || m.host().isBlank()) {
            throw AppError.badRequest("$.host", "the host running iperf3 -s is required");
        }
        Iperf3ClientOptions o = Iperf3Service.options(
                m.host(),
                m.port() == null ? 5201 : m.port(),
                Boolean.TRUE.equals(m.reverse()),
                Boolean.TRUE.equals(m.bidir()),
                m.streams() == null ? 1 : m.streams(),
                m.duration() == null ? 5 : m.duration(),
                Boolean.TRUE.equals(m.udp()),
                m.bitrate() == null ? 1_000_000 : m.bitrate());
        List<MeasurementService.Imported> stored =
                iperf3.measureOnRequest(o, m.plan(), m.flow(), iperf3.settings().maxDurationSeconds());
        ctx.status(201)
                .json(Map.of(
                        "runs",
                        stored.stream().map(MeasurementService.Imported::run).toList(),
                        "measurements",
                        stored.stream()
                                .map(i -> Map.of("id", i.id(), "created", i.created()))
                                .toList()));
    }

    private void page(Context ctx) {
        ctx.render("settings/iperf3", pageModel(ctx));
    }

    private void save(Context ctx) {
        try {
            Iperf3Service.Settings d = iperf3.settings();
            String allow = ctx.formParam("allow");
            iperf3.apply(new Iperf3Service.Settings(
                    ctx.formParam("enabled") != null,
                    ctx.formParamAsClass("bind", String.class)
                            .getOrDefault(d.bind())
                            .trim(),
                    intField(ctx.formParam("port"), "port", d.port()),
                    intField(ctx.formParam("maxDuration"), "maxDuration", d.maxDurationSeconds()),
                    intField(ctx.formParam("maxStreams"), "maxStreams", d.maxStreams()),
                    intField(ctx.formParam("maxUdpMbps"), "maxUdpMbps", (int) d.maxUdpMbps()),
                    allow == null || allow.isBlank()
                            ? List.of()
                            : Arrays.stream(allow.split("[,\\s]+"))
                                    .filter(x -> !x.isBlank())
                                    .toList()));
            ctx.redirect("/settings/iperf3", HttpStatus.SEE_OTHER);
        } catch (AppError e) {
            Map<String, Object> m = pageModel(ctx);
            m.put("error", e.in(Requests.locale(ctx)));
            ctx.status(e.status()).render("settings/iperf3", m);
        }
    }

    private void measureForm(Context ctx) {
        String host = ctx.formParam("host");
        if (host == null || host.isBlank()) {
            throw AppError.badRequest("host", Phrase.of("iperf3.form.host"));
        }
        String target = ctx.formParam("target");
        String plan = null;
        String flow = null;
        if (target != null && target.contains("/")) {
            plan = target.substring(0, target.indexOf('/'));
            flow = target.substring(target.indexOf('/') + 1);
        }
        Iperf3ClientOptions o = Iperf3Service.options(
                host.trim(),
                intField(ctx.formParam("port"), "port", 5201),
                ctx.formParam("reverse") != null,
                ctx.formParam("bidir") != null,
                intField(ctx.formParam("streams"), "streams", 1),
                intField(ctx.formParam("duration"), "duration", 5),
                false,
                0);
        List<MeasurementService.Imported> stored =
                iperf3.measureOnRequest(o, plan, flow, iperf3.settings().maxDurationSeconds());
        ctx.redirect("/measurements/" + stored.get(0).id(), HttpStatus.SEE_OTHER);
    }
}
