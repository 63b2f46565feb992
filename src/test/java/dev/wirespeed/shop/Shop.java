package dev.wirespeed.shop;

import dev.wirespeed.app.PlanService;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.catalog.load.CatalogLoader;
import dev.wirespeed.json.Json;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.testing.TestApp;
import dev.wirespeed.testing.YamlParts;
import dev.wirespeed.units.Money;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

final class Shop {

    static final Catalog CATALOG = load();
    private static final PlanService PLANS =
            new PlanService(null, () -> CATALOG, () -> Calibration.PRIORS, Json.mapper());

    private Shop() {}

    private static Catalog load() {
        CatalogLoader.Result r = CatalogLoader.forRoot(TestApp.repoCatalog()).load(TestApp.repoCatalog());
        if (!r.ok()) {
            throw new IllegalStateException(r.problems().toString());
        }
        return Catalog.of(r.parts());
    }

    /**
     * The repository catalog with the prices of seed 001's SSD taken out, for tests about a line
     * without a price: which parts happen to have a price changes as the catalog grows.
     */
    static final Catalog CATALOG_WITH_UNPRICED_SSD = withoutPrices(CATALOG, "storage/samsung-850-evo-500gb.yaml");

    private static Catalog withoutPrices(Catalog catalog, String file) {
        try {
            String yaml = Files.readString(TestApp.repoCatalog().resolve(file));
            // the prices block runs from its key to the next top-level key
            String stripped = yaml.replaceAll("(?ms)^prices:\\n.*?(?=^[a-z])", "");
            Part unpriced = YamlParts.part(stripped);
            List<Part> parts = catalog.all().stream()
                    .map(x -> x.id().equals(unpriced.id()) ? unpriced : x)
                    .toList();
            return Catalog.of(parts);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The list of a plan priced from {@link #CATALOG_WITH_UNPRICED_SSD}. */
    static ShoppingList listWithUnpricedSsd(Plan p) {
        return ShoppingLists.build(
                p, CATALOG_WITH_UNPRICED_SSD, Calibration.PRIORS, ExchangeRates.NONE, ShoppingLists.Options.defaults());
    }

    static Plan seed(String n) {
        return PLANS.example("seed-" + n).withId("seed-" + n);
    }

    static ShoppingList list(Plan p) {
        return list(p, ExchangeRates.NONE);
    }

    static ShoppingList list(Plan p, ExchangeRates rates) {
        return ShoppingLists.build(p, CATALOG, Calibration.PRIORS, rates, ShoppingLists.Options.defaults());
    }

    static ShoppingList list(Plan p, ExchangeRates rates, ShopSettings settings, Map<String, Money> shipping) {
        return ShoppingLists.build(
                p, CATALOG, Calibration.PRIORS, rates, new ShoppingLists.Options(null, settings, shipping, true));
    }

    static ExchangeRates rate(String currency, String base, String rate, String date) {
        return new ExchangeRates(
                List.of(new ExchangeRate(currency, base, new BigDecimal(rate), LocalDate.parse(date))));
    }

    /** The plan with its own prices replaced. */
    static Plan withPrices(Plan p, Plan.PlanPrice... prices) {
        return new Plan(
                p.schemaVersion(),
                p.id(),
                p.name(),
                p.description(),
                p.currency(),
                p.hosts(),
                p.switches(),
                p.links(),
                p.flows(),
                List.of(prices));
    }

    /** The plan with one more price of its own. */
    static Plan plusPrice(Plan p, Plan.PlanPrice price) {
        List<Plan.PlanPrice> prices = new ArrayList<>(p.prices());
        prices.add(price);
        return withPrices(p, prices.toArray(Plan.PlanPrice[]::new));
    }

    static Plan.PlanPrice price(String part, String amount, String currency, int quantity) {
        return new Plan.PlanPrice(part, new BigDecimal(amount), currency, quantity, null);
    }

    static ShoppingList.Line line(ShoppingList l, String partId) {
        return l.lines().stream()
                .filter(x -> partId.equals(x.partId()))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no line for " + partId + " in " + l.lines()));
    }
}
