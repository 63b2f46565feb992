package dev.wirespeed.shop;

import dev.wirespeed.units.Money;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Currency;

/**
 * What a steady draw costs to run: kWh a year = W × hours a day × 365 / 1000, kept exact; its cost at a
 * price per kWh is rounded once, half up, to the currency's minor unit. The shopping list's cost of
 * ownership and the recommender's yearly energy cost per build both come from here, so a build's figure
 * is the one its shopping list shows.
 */
public final class EnergyCost {

    private EnergyCost() {}

    /** kWh a year for {@code watts} drawn {@code hoursPerDay}, exact (no trailing zeros, never a negative scale). */
    public static BigDecimal kwhPerYear(BigDecimal watts, BigDecimal hoursPerDay) {
        BigDecimal kwh = watts.multiply(hoursPerDay)
                .multiply(BigDecimal.valueOf(365))
                .movePointLeft(3)
                .stripTrailingZeros();
        return kwh.scale() < 0 ? kwh.setScale(0) : kwh;
    }

    /** The cost of {@code kwh} at {@code price} per kWh over {@code years}, rounded once. */
    public static Money cost(BigDecimal kwh, BigDecimal price, Currency currency, int years) {
        return Money.rounded(kwh.multiply(price).multiply(BigDecimal.valueOf(years)), currency, RoundingMode.HALF_UP);
    }
}
