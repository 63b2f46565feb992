package dev.wirespeed.shop;

import dev.wirespeed.app.PlanService;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.load.CatalogLoader;
import dev.wirespeed.json.Json;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.testing.TestApp;
import dev.wirespeed.units.Money;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Test fixtures for the shop: the repository catalog, the seed plans, and plans changed one thing at a time. */
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
