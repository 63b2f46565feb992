package dev.wirespeed.shop;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Targets;
import dev.wirespeed.text.Phrase;
import dev.wirespeed.units.Money;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Currency;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The price of a part for a recommendation, by the shopping list's rules ({@link Pricing}): the plan's
 * own price wins; else the catalog's among the prices of an allowed condition, preferring that
 * condition, then the target currency, then the newest date, then the cheapest per unit ("used": a used
 * or refurbished price when the part has one, else its new price; "any": the cheaper of the best new and
 * the best used price). A price in another currency counts only through a
 * stored rate. A part with no usable price is "not priced", which a search must say rather than treat
 * as free.
 */
public final class PartPrices {

    private final Plan plan;
    private final Catalog catalog;
    private final Targets.Condition condition;
    private final Currency currency;
    private final ExchangeRates rates;
    private final Map<String, Optional<Priced>> cache = new HashMap<>();

    public PartPrices(Plan plan, Catalog catalog, Targets.Condition condition, Currency currency, ExchangeRates rates) {
        this.plan = plan;
        this.catalog = catalog;
        this.condition = condition;
        this.currency = currency;
        this.rates = rates == null ? ExchangeRates.NONE : rates;
    }

    /** The price chosen for a part and what one unit costs in the target currency. */
    public record Priced(PriceChoice choice, Money unit) {}

    public Currency currency() {
        return currency;
    }

    /** The chosen price of {@code partId}, or empty when it has none usable (condition, currency, rate). */
    public Optional<Priced> of(String partId) {
        return cache.computeIfAbsent(partId, this::choose);
    }

    /** What {@code n} units cost in the target currency, rounded once as the shopping list does. */
    public Optional<Money> total(String partId, int n) {
        return of(partId).flatMap(p -> rates.to(p.choice().totalFor(n), currency));
    }

    private Optional<Priced> choose(String partId) {
        List<Phrase> ignored = new ArrayList<>();
        for (Plan.PlanPrice pp : plan.prices()) {
            if (partId.equals(pp.part())) {
                Optional<Priced> own = Pricing.planPrice(pp, ignored::add).flatMap(this::priced);
                if (own.isPresent()) {
                    return own;
                }
            }
        }
        Part part = catalog.find(partId).orElse(null);
        if (part == null) {
            return Optional.empty();
        }
        List<PriceChoice> allowed = Pricing.catalogPrices(part, ignored::add).stream()
                .filter(c -> condition.allows(c.condition()))
                .filter(c -> rates.to(c.totalFor(1), currency).isPresent())
                .toList();
        boolean anyUsed =
                allowed.stream().anyMatch(c -> "used".equals(c.condition()) || "refurbished".equals(c.condition()));
        List<String> preferred =
                switch (condition) {
                    case ANY -> List.of("new", "used");
                    case USED -> List.of(anyUsed ? "used" : "new");
                    case NEW -> List.of("new");
                };
        return preferred.stream()
                .flatMap(c -> allowed.stream().min(Pricing.preference(c, currency.getCurrencyCode())).stream())
                .map(this::priced)
                .flatMap(Optional::stream)
                .min(Comparator.comparing(Priced::unit));
    }

    private Optional<Priced> priced(PriceChoice c) {
        return rates.to(c.totalFor(1), currency).map(unit -> new Priced(c, unit));
    }
}
