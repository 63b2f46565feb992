package dev.wirespeed.recommend;

import dev.wirespeed.shop.EnergyCost;
import dev.wirespeed.shop.ExchangeRates;
import dev.wirespeed.shop.ShopSettings;
import dev.wirespeed.units.Money;

import java.math.BigDecimal;
import java.util.Currency;

/**
 * The yearly energy of a build's added power at the hours a day the person set, and its cost at their
 * price per kWh in the build total's currency (through a stored rate when the kWh price is in another),
 * by the shopping list's arithmetic ({@link EnergyCost}). {@code perYear} is null when it cannot be given,
 * and {@code missing} says why: {@link #NO_KWH_PRICE}, or the currency code of the kWh price that has no
 * rate to the total's.
 */
public record Energy(BigDecimal kwhPerYear, Money perYear, String missing) {

    public static final String NO_KWH_PRICE = "no-kwh-price";

    static Energy of(double powerW, ShopSettings settings, ExchangeRates rates, Currency currency) {
        if (settings == null) {
            return new Energy(null, null, NO_KWH_PRICE);
        }
        BigDecimal kwh = EnergyCost.kwhPerYear(BigDecimal.valueOf(powerW), settings.hoursPerDay());
        Currency kc = Money.currency(settings.kwhCurrency());
        Money cost = EnergyCost.cost(kwh, settings.kwhPrice(), kc, 1);
        return rates.to(cost, currency)
                .map(m -> new Energy(kwh, m, null))
                .orElseGet(() -> new Energy(kwh, null, kc.getCurrencyCode()));
    }
}
