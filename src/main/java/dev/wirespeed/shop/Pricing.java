package dev.wirespeed.shop;

import dev.wirespeed.catalog.Part;
import dev.wirespeed.catalog.Price;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.text.Phrase;
import dev.wirespeed.units.Money;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Which price a line uses. The plan's own price for the part wins (the first one listed); else the
 * catalog's, preferring the plan's currency, then the chosen condition, then the newest date, then
 * the lowest unit price: a price the plan's total can count (seed 000's used card at 3,359 JPY) before
 * one in the chosen condition that it cannot (a new one at 250 EUR, with no exchange rate set). A price that cannot be held exactly (an unknown currency, 0.5 JPY) is
 * skipped and reported, never rounded.
 */
final class Pricing {

    private Pricing() {}

    static Optional<PriceChoice> choose(String partId, Part part, Plan plan, String condition, Consumer<Phrase> notes) {
        for (Plan.PlanPrice pp : plan.prices()) {
            if (partId.equals(pp.part()) && pp.amount() != null) {
                Optional<PriceChoice> c = planPrice(pp, notes);
                if (c.isPresent()) {
                    return c;
                }
            }
        }
        return part == null
                ? Optional.empty()
                : catalogPrices(part, notes).stream().min(preference(condition, plan.currency()));
    }

    static Optional<PriceChoice> planPrice(Plan.PlanPrice pp, Consumer<Phrase> notes) {
        try {
            Money amount = Money.of(pp.amount(), Money.currency(pp.currency()));
            int q = pp.quantity() == null ? 1 : pp.quantity();
            return Optional.of(new PriceChoice(PriceChoice.Origin.PLAN, amount, q, null, null, null, null, pp.note()));
        } catch (IllegalArgumentException e) {
            notes.accept(Phrase.of("shop.note.plan-price-unusable", pp.part(), Phrase.verbatim(e.getMessage())));
            return Optional.empty();
        }
    }

    /** Every catalog price of a part that can be held exactly, in catalog order. */
    static List<PriceChoice> catalogPrices(Part part, Consumer<Phrase> notes) {
        List<PriceChoice> out = new ArrayList<>();
        for (Price p : part.prices()) {
            try {
                out.add(new PriceChoice(
                        PriceChoice.Origin.CATALOG,
                        Money.of(p.amount(), Money.currency(p.currency())),
                        p.quantity(),
                        p.condition(),
                        p.date(),
                        p.where(),
                        p.source(),
                        null));
            } catch (IllegalArgumentException e) {
                notes.accept(Phrase.of("shop.note.catalog-price-unusable", part.id(), Phrase.verbatim(e.getMessage())));
            }
        }
        return out;
    }

    /** The plan currency first, then the chosen condition, then the newest date, then the cheapest per unit. */
    static Comparator<PriceChoice> preference(String condition, String planCurrency) {
        return Comparator.comparingInt(
                        (PriceChoice c) -> c.amount().currencyCode().equals(planCurrency) ? 0 : 1)
                .thenComparingInt(c -> condition.equals(c.condition()) ? 0 : 1)
                .thenComparing(c -> c.date() == null ? "" : c.date(), Comparator.reverseOrder())
                .thenComparing(
                        c -> c.amount().amount().divide(BigDecimal.valueOf(c.forQuantity()), 10, RoundingMode.HALF_UP));
    }
}
