package dev.wirespeed.web;

import dev.wirespeed.app.AppError;
import dev.wirespeed.app.CatalogService;
import dev.wirespeed.catalog.Board;
import dev.wirespeed.catalog.Cable;
import dev.wirespeed.catalog.Cage;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.catalog.PartQuery;
import dev.wirespeed.catalog.PortGroup;
import dev.wirespeed.catalog.Switch;
import dev.wirespeed.catalog.Transceiver;
import dev.wirespeed.fit.CardFit;
import dev.wirespeed.fit.CordFit;
import dev.wirespeed.fit.Fit;
import dev.wirespeed.fit.PortFit;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

import java.math.BigDecimal;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/** The catalog pages (/catalog, /catalog/{id}) and API (/api/parts). */
public final class CatalogController implements WebApp.Controller {

    private final CatalogService service;

    public CatalogController(CatalogService service) {
        this.service = service;
    }

    @Override
    public void routes(RoutesConfig r) {
        r.get("/catalog", this::listPage);
        r.get("/catalog/{id}", this::detailPage);
        r.get("/api/parts", this::listApi);
        r.post("/api/parts", this::create);
        r.get("/api/parts/{id}", this::getApi);
        r.put("/api/parts/{id}", this::update);
        r.delete("/api/parts/{id}", this::delete);
    }

    /** One row of a part list, for the API. */
    public record PartSummary(
            String id,
            String kind,
            String vendor,
            String model,
            boolean custom,
            String summary,
            Double maxSpeedGbps,
            List<String> cages,
            String hostInterface,
            String latestPrice,
            String url) {}

    public record PartList(int total, int page, int pageSize, int pages, List<PartSummary> items) {}

    static PartQuery query(Context ctx) {
        String kind = Requests.queryOrNull(ctx, "kind");
        if (kind != null && !Catalog.KINDS.contains(kind)) {
            throw AppError.badRequest(
                    "kind", "unknown kind '" + kind + "'; choose one of " + String.join(", ", Catalog.KINDS));
        }
        Double speed = decimal(ctx, "speedGbps") == null
                ? null
                : decimal(ctx, "speedGbps").doubleValue();
        String port = Requests.queryOrNull(ctx, "port");
        Cage cage;
        try {
            cage = port == null ? null : Cage.fromLabel(port);
        } catch (IllegalArgumentException e) {
            throw AppError.badRequest("port", e.getMessage());
        }
        String fanless = Requests.queryOrNull(ctx, "fanless");
        String currency = Requests.queryOrNull(ctx, "currency");
        if (currency != null && !currency.matches("[A-Za-z]{3}")) {
            throw AppError.badRequest(
                    "currency", "currency must be a three-letter ISO code such as JPY or USD, got '" + currency + "'");
        }
        if ((decimal(ctx, "minPrice") != null || decimal(ctx, "maxPrice") != null) && currency == null) {
            throw AppError.badRequest(
                    "currency",
                    "a price range needs a currency (e.g. currency=JPY): prices in different currencies are not comparable");
        }
        return new PartQuery(
                kind,
                Requests.queryOrNull(ctx, "q"),
                speed,
                cage,
                Requests.queryOrNull(ctx, "host"),
                decimal(ctx, "minPrice"),
                decimal(ctx, "maxPrice"),
                currency == null ? null : currency.toUpperCase(Locale.ROOT),
                fanless == null
                        ? null
                        : Boolean.valueOf(fanless.equals("true") || fanless.equals("on") || fanless.equals("1")));
    }

    private static BigDecimal decimal(Context ctx, String name) {
        String v = Requests.queryOrNull(ctx, name);
        if (v == null) {
            return null;
        }
        try {
            return new BigDecimal(v);
        } catch (NumberFormatException e) {
            throw AppError.badRequest(name, "query parameter '" + name + "' must be a number, got '" + v + "'");
        }
    }

    private void listApi(Context ctx) {
        Catalog catalog = service.catalog();
        PartQuery q = query(ctx);
        PartQuery.Page<Part> page =
                q.run(catalog, Requests.intQuery(ctx, "page", 1), Requests.intQuery(ctx, "pageSize", 50));
        DisplayFormat fmt = new DisplayFormat(Locale.ENGLISH);
        List<PartSummary> items = page.items().stream()
                .map(p -> new PartSummary(
                        p.id(),
                        p.kind(),
                        p.vendor(),
                        p.model(),
                        catalog.isCustom(p.id()),
                        fmt.summary(p),
                        maxSpeed(p),
                        cages(p),
                        p instanceof Nic n ? fmt.host(n.hostInterface()) : null,
                        emptyToNull(fmt.latestPrice(p)),
                        "/api/parts/" + p.id()))
                .toList();
        ctx.json(new PartList(page.total(), page.page(), page.pageSize(), page.pages(), items));
    }

    private static String emptyToNull(String s) {
        return s == null || s.isEmpty() ? null : s;
    }

    private static Double maxSpeed(Part p) {
        return PartQuery.speeds(p).stream().max(Double::compare).orElse(null);
    }

    private static List<String> cages(Part p) {
        Set<String> out = new LinkedHashSet<>();
        for (Cage c : Cage.values()) {
            if (PartQuery.hasCage(p, c)) {
                out.add(c.label());
            }
        }
        return List.copyOf(out);
    }

    private Part require(String id) {
        return service.catalog()
                .find(id)
                .orElseThrow(() -> AppError.notFound("no part with id '" + id + "' in the catalog"));
    }

    private void getApi(Context ctx) {
        String id = ctx.pathParam("id");
        require(id);
        boolean custom = service.catalog().isCustom(id);
        ctx.header("X-Wirespeed-Origin", custom ? "custom" : "catalog");
        if (custom) {
            service.customDoc(id).ifPresent(d -> ctx.header("ETag", "\"" + d.version() + "\""));
        }
        ctx.contentType("application/json").result(service.document(id).orElseThrow());
    }

    private void create(Context ctx) {
        Part p = service.createCustom(ctx.body());
        ctx.status(201).header("Location", "/api/parts/" + p.id()).header("ETag", "\"1\"");
        ctx.contentType("application/json").result(service.document(p.id()).orElseThrow());
    }

    private void update(Context ctx) {
        String id = ctx.pathParam("id");
        long v = service.updateCustom(id, ctx.body(), ifMatch(ctx));
        ctx.header("ETag", "\"" + v + "\"");
        ctx.contentType("application/json").result(service.document(id).orElseThrow());
    }

    static Long ifMatch(Context ctx) {
        String h = ctx.header("If-Match");
        if (h == null || h.isBlank() || h.equals("*")) {
            return null;
        }
        try {
            return Long.parseLong(h.replace("\"", "").replace("W/", "").trim());
        } catch (NumberFormatException e) {
            throw AppError.badRequest(
                    "If-Match", "If-Match must carry the version from the ETag header, e.g. \"3\"; got " + h);
        }
    }

    private void delete(Context ctx) {
        service.deleteCustom(ctx.pathParam("id"));
        ctx.status(204);
    }

    // ---- pages ----

    private void listPage(Context ctx) {
        Catalog catalog = service.catalog();
        PartQuery q = query(ctx);
        PartQuery.Page<Part> page = q.run(catalog, Requests.intQuery(ctx, "page", 1), 25);
        Map<String, Object> model = new HashMap<>();
        model.put("title", Messages.get(Requests.locale(ctx), "catalog.title"));
        model.put("fmt", new DisplayFormat(Requests.locale(ctx)));
        model.put("page", page);
        model.put("q", q);
        model.put("kinds", Catalog.KINDS);
        model.put("cages", List.of(Cage.values()).stream().map(Cage::label).toList());
        model.put("hosts", List.of("pcie", "ocp2", "usb", "thunderbolt", "onboard"));
        model.put("speeds", List.of(1.0, 2.5, 5.0, 10.0, 25.0, 40.0, 100.0));
        model.put("catalog", catalog);
        model.put("pageLink", pageLinkBase(ctx));
        ctx.render("catalog/catalog", model);
    }

    private static String pageLinkBase(Context ctx) {
        StringBuilder sb = new StringBuilder("/catalog?");
        ctx.queryParamMap().forEach((k, v) -> {
            if (!k.equals("page") && !v.isEmpty() && !v.get(0).isBlank()) {
                sb.append(URLEncoder.encode(k, StandardCharsets.UTF_8))
                        .append('=')
                        .append(URLEncoder.encode(v.get(0), StandardCharsets.UTF_8))
                        .append('&');
            }
        });
        return sb.append("page=").toString();
    }

    private void detailPage(Context ctx) {
        Part part = require(ctx.pathParam("id"));
        Map<String, Object> model = new HashMap<>();
        model.put("title", part.displayName());
        model.put("part", part);
        model.put("custom", service.catalog().isCustom(part.id()));
        DisplayFormat fmt = new DisplayFormat(Requests.locale(ctx));
        model.put("fmt", fmt);
        model.put("history", PriceHistoryView.of(part.prices(), fmt));
        model.put("fits", fits(service.catalog(), part, Requests.locale(ctx)));
        ctx.render("catalog/part", model);
    }

    /** A group of parts that fit the shown one, with a note per part. */
    public record FitGroup(String title, List<FitItem> items) {}

    public record FitItem(Part part, String note) {}

    /**
     * What fits a part: modules and cables for its cages, slots for a card, ports for a module,
     * by the fit module's answers, worded in the page's language.
     */
    static List<FitGroup> fits(Catalog catalog, Part part) {
        return fits(catalog, part, Locale.ENGLISH);
    }

    static List<FitGroup> fits(Catalog catalog, Part part, Locale locale) {
        FitText text = new FitText(locale);
        List<FitGroup> groups = new ArrayList<>();
        Set<Cage> seen = new LinkedHashSet<>();
        for (PortGroup g : ports(part)) {
            if (!seen.add(g.cage())) {
                continue;
            }
            List<FitItem> modules = new ArrayList<>();
            for (Transceiver t : catalog.ofKind(Transceiver.class)) {
                Fit f = PortFit.module(t, g);
                if (f.fits()) {
                    modules.add(new FitItem(t, text.notes(f)));
                }
            }
            for (Cable c : catalog.ofKind(Cable.class)) {
                Fit f = PortFit.cable(c, g);
                if (f.fits()) {
                    modules.add(new FitItem(c, text.notes(f)));
                }
            }
            groups.add(new FitGroup(
                    Messages.get(locale, "part.fits.ports", g.cage().label().toUpperCase(Locale.ROOT)), modules));
        }
        if (part instanceof Nic n) {
            CardFit.boardSlots(n, catalog.ofKind(Board.class))
                    .ifPresent(matches -> groups.add(new FitGroup(
                            Messages.get(locale, "part.fits.boardSlots"),
                            matches.stream()
                                    .map(m -> new FitItem(m.board(), runs(m)))
                                    .toList())));
        }
        if (part instanceof Transceiver t) {
            List<FitItem> hosts = new ArrayList<>();
            for (Part p : catalog.all()) {
                ports(p).stream()
                        .filter(g -> PortFit.module(t, g).fits())
                        .findFirst()
                        .ifPresent(
                                g -> hosts.add(new FitItem(p, g.cage().label().toUpperCase(Locale.ROOT))));
            }
            groups.add(new FitGroup(Messages.get(locale, "part.fits.hosts"), hosts));
            List<FitItem> cords = catalog.ofKind(Cable.class).stream()
                    .filter(c -> CordFit.fitsModule(c, t))
                    .map(c -> new FitItem(c, c.fiberGrade()))
                    .toList();
            if (!"copper".equals(t.media()) && !t.isAdapter()) {
                groups.add(new FitGroup(Messages.get(locale, "part.fits.cords"), cords));
            }
        }
        if (part instanceof Cable c && c.isFiber()) {
            List<FitItem> mods = catalog.ofKind(Transceiver.class).stream()
                    .filter(t -> CordFit.fitsModule(c, t))
                    .map(t -> new FitItem(t, t.standard()))
                    .toList();
            groups.add(new FitGroup(Messages.get(locale, "part.fits.modules"), mods));
        }
        return groups;
    }

    /** "PCIE1: runs PCIe 3.0 x4 (via chipset)". */
    private static String runs(CardFit.SlotMatch m) {
        Board.Slot s = m.slot();
        return s.onChipset()
                ? Messages.get(
                        Locale.ENGLISH,
                        "fit.slot.runsViaChipset",
                        s.id(),
                        m.link().gen(),
                        m.link().lanes())
                : Messages.get(
                        Locale.ENGLISH,
                        "fit.slot.runs",
                        s.id(),
                        m.link().gen(),
                        m.link().lanes());
    }

    private static List<PortGroup> ports(Part p) {
        return p instanceof Nic n ? n.ports() : p instanceof Switch s ? s.ports() : List.of();
    }
}
