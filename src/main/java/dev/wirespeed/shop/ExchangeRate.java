package dev.wirespeed.shop;

import dev.wirespeed.units.Money;

import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * A stored exchange rate: one unit of {@code currency} is worth {@code rate} units of {@code base},
 * as of {@code date} (the day the person looked it up). Wirespeed never fetches rates.
 */
public record ExchangeRate(String currency, String base, BigDecimal rate, LocalDate date) {
    public ExchangeRate {
        Money.currency(currency);
        Money.currency(base);
        if (currency.equals(base)) {
            throw new IllegalArgumentException(
                    "a rate converts between two different currencies, got " + currency + " to " + base);
        }
        if (rate == null || rate.signum() <= 0) {
            throw new IllegalArgumentException("a rate is > 0");
        }
        if (date == null) {
            throw new IllegalArgumentException("a rate needs the date it was looked up");
        }
        rate = rate.stripTrailingZeros();
        if (rate.scale() < 0) {
            rate = rate.setScale(0);
        }
    }

    /** "1 USD = 130.95 JPY (2022-06-15)". */
    public String describe() {
        return "1 " + currency + " = " + rate.toPlainString() + " " + base + " (" + date + ")";
    }
}
