package dev.wirespeed.web;

import dev.wirespeed.app.AppError;
import dev.wirespeed.app.CatalogService;
import dev.wirespeed.app.PlanService;
import dev.wirespeed.catalog.Board;
import dev.wirespeed.catalog.Cable;
import dev.wirespeed.catalog.Cage;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.catalog.PartQuery;
import dev.wirespeed.catalog.PartSort;
import dev.wirespeed.catalog.PortGroup;
import dev.wirespeed.catalog.Switch;
import dev.wirespeed.catalog.Transceiver;
import dev.wirespeed.fit.CardFit;
import dev.wirespeed.fit.CordFit;
import dev.wirespeed.fit.Fit;
import dev.wirespeed.fit.PortFit;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.text.Phrase;
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

    /** The currency a price sort compares when the list names none: the seed examples' and the filter form's default. */
    private static final String DEFAULT_CURRENCY = "JPY";

    private static final String SORT_KEYS = String.join(
            ", ", List.of(PartSort.values()).stream().map(PartSort::key).toList());

    private final CatalogService service;
    private final PlanService plans;

    /** {@code plans} answers "fits this plan's free slot or port" and "add to plan". */
    public CatalogController(CatalogService service, PlanService plans) {
        this.service = service;
        this.plans = plans;
    }

    @Override
    public void routes(RoutesConfig r) {
        r.get("/catalog", this::listPage);
        // before /catalog/{id}: "compare" is not a part id
        r.get("/catalog/compare", this::comparePage);
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
            throw AppError.badRequest("kind", Phrase.of("catalog.query.kind", kind, String.join(", ", Catalog.KINDS)));
        }
        Double speed = decimal(ctx, "speedGbps") == null
                ? null
                : decimal(ctx, "speedGbps").doubleValue();
        String port = Requests.queryOrNull(ctx, "port");
        Cage cage;
        try {
            cage = port == null ? null : Cage.fromLabel(port);
        } catch (IllegalArgumentException e) {
            throw AppError.badRequest("port", Phrase.of("catalog.query.port", e.getMessage()));
        }
        String fanless = Requests.queryOrNull(ctx, "fanless");
        String currency = Requests.queryOrNull(ctx, "currency");
        if (currency != null && !currency.matches("[A-Za-z]{3}")) {
            throw AppError.badRequest("currency", Phrase.of("catalog.query.currency", currency));
        }
        if ((decimal(ctx, "minPrice") != null || decimal(ctx, "maxPrice") != null) && currency == null) {
            throw AppError.badRequest("currency", Phrase.of("catalog.query.priceCurrency"));
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
            throw AppError.badRequest(name, Phrase.of("catalog.query.number", name, v));
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
        return service.catalog().find(id).orElseThrow(() -> AppError.notFound(Phrase.of("plan.check.noPart", id)));
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
        Locale locale = Requests.locale(ctx);
        String sortKey = Requests.queryOrNull(ctx, "sort");
        PartSort sort = sortKey == null
                ? null
                : PartSort.of(sortKey)
                        .orElseThrow(() -> AppError.badRequest(
                                "sort", Messages.get(locale, "catalog.sort.unknown", sortKey, SORT_KEYS)));
        boolean descending = "desc".equals(Requests.queryOrNull(ctx, "dir"));
        // prices in different currencies are not comparable: a price sort compares the chosen currency's
        String sortCurrency = q.currency() == null ? DEFAULT_CURRENCY : q.currency();
        PlanFilter filter = planFilter(ctx, catalog, locale);
        PartQuery.Page<Part> page = q.run(
                catalog,
                filter.place() == null ? p -> true : p -> filter.places().fits(p, filter.place()),
                sort == null ? null : sort.comparator(sortCurrency, descending),
                Requests.intQuery(ctx, "page", 1),
                25);
        TemplateModel model = new TemplateModel();
        model.put("title", Messages.get(locale, "catalog.title"));
        model.put("fmt", new DisplayFormat(locale));
        model.put("page", page);
        model.put("q", q);
        model.put("kinds", Catalog.KINDS);
        model.put("cages", List.of(Cage.values()).stream().map(Cage::label).toList());
        model.put("hosts", List.of("pcie", "ocp2", "ocp3", "usb", "thunderbolt", "onboard"));
        model.put("speeds", List.of(1.0, 2.5, 5.0, 10.0, 25.0, 40.0, 100.0));
        model.put("catalog", catalog);
        model.put("pageLink", pageLinkBase(ctx));
        model.put("sort", sort == null ? "" : sort.key());
        model.put("dir", descending ? "desc" : "asc");
        model.put("sortCurrency", sortCurrency);
        model.put("sortLinks", sortLinks(ctx, sort, descending));
        model.put("plans", plans.list());
        model.put("plan", filter.plan());
        model.put(
                "places", filter.places() == null ? List.of() : filter.places().all());
        model.put("place", filter.place());
        model.put("placeUnknown", filter.unknownPlace());
        model.put("compareMax", PartComparison.MAX);
        ctx.render("catalog/catalog", model);
    }

    /** The plan a list is narrowed to, its free places, and the one chosen (each null when not asked for). */
    private record PlanFilter(Plan plan, PlanPlaces places, PlanPlaces.Place place, String unknownPlace) {}

    private PlanFilter planFilter(Context ctx, Catalog catalog, Locale locale) {
        String planId = Requests.queryOrNull(ctx, "plan");
        if (planId == null) {
            return new PlanFilter(null, null, null, null);
        }
        Plan plan =
                plans.find(planId).orElseThrow(() -> AppError.notFound(Messages.get(locale, "plan.notFound", planId)));
        PlanPlaces places = new PlanPlaces(plan, catalog, locale);
        String value = Requests.queryOrNull(ctx, "place");
        PlanPlaces.Place place = value == null ? null : places.find(value).orElse(null);
        // a place of another plan (the plan was changed, the place kept) or one taken since: say so, do not filter
        return new PlanFilter(plan, places, place, place == null ? value : null);
    }

    /** Per sortable column, the list's link sorted by it: ascending first, descending when it is already ascending. */
    private static Map<String, String> sortLinks(Context ctx, PartSort current, boolean descending) {
        Map<String, String> out = new HashMap<>();
        for (PartSort s : PartSort.values()) {
            boolean flip = s == current && !descending;
            out.put(
                    s.key(),
                    link(ctx, Set.of("sort", "dir", "page")) + "sort=" + s.key() + "&dir=" + (flip ? "desc" : "asc"));
        }
        return out;
    }

    /** "/catalog?" with the current query except {@code drop}, ready for more parameters. */
    private static String link(Context ctx, Set<String> drop) {
        StringBuilder sb = new StringBuilder("/catalog?");
        ctx.queryParamMap().forEach((k, v) -> {
            if (!drop.contains(k) && !v.isEmpty() && !v.get(0).isBlank()) {
                sb.append(URLEncoder.encode(k, StandardCharsets.UTF_8))
                        .append('=')
                        .append(URLEncoder.encode(v.get(0), StandardCharsets.UTF_8))
                        .append('&');
            }
        });
        return sb.toString();
    }

    private static String pageLinkBase(Context ctx) {
        return link(ctx, Set.of("page")) + "page=";
    }

    /** /catalog/compare?ids=a,b,c: two to four parts side by side (ids comma-separated or repeated, as checkboxes send them). */
    private void comparePage(Context ctx) {
        Locale locale = Requests.locale(ctx);
        Set<String> ids = new LinkedHashSet<>();
        for (String v : ctx.queryParams("ids")) {
            for (String id : v.split(",")) {
                if (!id.isBlank()) {
                    ids.add(id.trim());
                }
            }
        }
        if (ids.size() < PartComparison.MIN || ids.size() > PartComparison.MAX) {
            throw AppError.badRequest(
                    "ids", Messages.get(locale, "compare.count", PartComparison.MIN, PartComparison.MAX, ids.size()));
        }
        List<Part> parts = ids.stream().map(this::require).toList();
        TemplateModel model = new TemplateModel();
        model.put("title", Messages.get(locale, "compare.title"));
        model.put("fmt", new DisplayFormat(locale));
        model.put("comparison", PartComparison.of(parts, locale));
        ctx.render("catalog/compare", model);
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
        model.put("plans", plans.list());
        String planId = Requests.queryOrNull(ctx, "plan");
        if (planId != null) {
            PlanService.Stored stored = plans.find(planId)
                    .map(p -> plans.get(p.id()))
                    .orElseThrow(() -> AppError.notFound(Messages.get(Requests.locale(ctx), "plan.notFound", planId)));
            model.put("addTo", AddToPlan.of(stored, part, service.catalog(), Requests.locale(ctx)));
        }
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
