package dev.wirespeed.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.wirespeed.app.AppError;
import dev.wirespeed.app.ShopService;
import dev.wirespeed.json.Json;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.shop.CsvExport;
import dev.wirespeed.shop.MarkdownExport;
import dev.wirespeed.solver.PlanEvaluator;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.resolve.PlanResolver;
import dev.wirespeed.web.api.ShoppingListView;
import io.javalin.http.Context;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A shopping list in one of the export formats, for the HTTP endpoint and the CLI alike: CSV and
 * Markdown from the shop package, JSON through Jackson, and the printable HTML page through
 * Thymeleaf (English when there is no request, as in the CLI).
 */
public final class ShopExports {

    /** The export formats and their media types. */
    public enum Format {
        CSV("text/csv; charset=utf-8"),
        MD("text/markdown; charset=utf-8"),
        JSON("application/json"),
        HTML("text/html; charset=utf-8");

        private final String contentType;

        Format(String contentType) {
            this.contentType = contentType;
        }

        public String contentType() {
            return contentType;
        }

        public String extension() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** An export ready to send or write: bytes, media type and a file name. */
    public record Export(byte[] body, String contentType, String fileName) {}

    /** Where the UI engineer's topology picture will live: {@code topology :: svg(plan)}. */
    static final String TOPOLOGY_TEMPLATE = "web/templates/plan/topology.html";

    private static final ThymeleafRenderer RENDERER = new ThymeleafRenderer();

    private ShopExports() {}

    /** "csv", "md", "json" or "html" (any case); 400 naming the parameter otherwise. */
    public static Format format(String s, String field) {
        if (s == null || s.isBlank()) {
            return Format.JSON;
        }
        try {
            return Format.valueOf(s.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw AppError.badRequest(field, "format must be csv, md, json or html, got '" + s + "'");
        }
    }

    public static Export export(ShopService.Listed listed, Format f, boolean bom, Context ctx) {
        return export(listed, f, bom, ctx, null);
    }

    /** As {@link #export(ShopService.Listed, Format, boolean, Context)}; the Markdown links to {@code shareUrl} when it is not null. */
    public static Export export(ShopService.Listed listed, Format f, boolean bom, Context ctx, String shareUrl) {
        String name = "wirespeed-shopping-list-" + listed.list().planId() + "." + f.extension();
        byte[] body =
                switch (f) {
                    case CSV -> CsvExport.write(listed.list(), bom);
                    case MD -> MarkdownExport.write(listed.list(), shareUrl).getBytes(StandardCharsets.UTF_8);
                    case JSON -> json(listed);
                    case HTML -> RENDERER.render("shop/print", model(listed), ctx)
                            .getBytes(StandardCharsets.UTF_8);
                };
        return new Export(body, f.contentType(), name);
    }

    private static byte[] json(ShopService.Listed listed) {
        try {
            return Json.mapper()
                    .enable(SerializationFeature.INDENT_OUTPUT)
                    .writeValueAsBytes(ShoppingListView.of(listed.list()));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A link of the plan whose cable is not chosen yet, by the names of the devices at its ends. */
    public record UnchosenCable(String linkId, String a, String b) {}

    /**
     * The links that name no cable part and whose cable is not marked owned: the list cannot price
     * what is not chosen, so it says so on a line of its own rather than leaving the cable out unseen.
     */
    static List<UnchosenCable> unchosenCables(Plan plan) {
        return plan.links().stream()
                .filter(l -> (l.cable() == null || l.cable().isBlank()) && !l.ownedCable())
                .map(l -> new UnchosenCable(
                        l.id(), PanelView.name(plan, l.a().device()), PanelView.name(plan, l.b().device())))
                .toList();
    }

    /** What the shopping-list templates read: the list, the plan, helpers, and whether the topology fragment exists. */
    static Map<String, Object> model(ShopService.Listed listed) {
        Map<String, Object> m = new HashMap<>();
        m.put("list", listed.list());
        m.put("plan", listed.stored().plan());
        m.put("unchosen", unchosenCables(listed.stored().plan()));
        m.put("shop", new ShopFormat());
        m.put("topology", hasTopology());
        if (listed.catalog() != null) {
            var plan = listed.stored().plan();
            var evaluation = PlanEvaluator.evaluate(plan, listed.catalog(), Calibration.PRIORS);
            m.put(
                    "topologyView",
                    TopologyView.of(
                                    plan,
                                    PlanResolver.resolve(plan, listed.catalog()),
                                    listed.catalog(),
                                    evaluation,
                                    null,
                                    Locale.ENGLISH)
                            .linkedTo("/plans/" + plan.id()));
        }
        m.put("title", listed.list().planName());
        return m;
    }

    /** Whether web/templates/plan/topology.html exists and declares the svg fragment (it is added by the UI work). */
    static boolean hasTopology() {
        try (InputStream in = ShopExports.class.getClassLoader().getResourceAsStream(TOPOLOGY_TEMPLATE)) {
            return in != null && new String(in.readAllBytes(), StandardCharsets.UTF_8).contains("th:fragment=\"svg(");
        } catch (IOException e) {
            return false;
        }
    }
}
