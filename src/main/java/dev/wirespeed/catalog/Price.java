package dev.wirespeed.catalog;

import java.math.BigDecimal;

/**
 * A price someone actually paid or saw: amount in the currency's major unit (exact decimal),
 * ISO 4217 currency, date as precise as the source, condition new/used, shop, and source.
 * {@code quantity} is how many units the amount buys (seed 001 bought two cards for 13,860 JPY).
 */
public record Price(
        BigDecimal amount,
        String currency,
        String date,
        String condition,
        String where,
        Integer quantity,
        String source) {
    public Price {
        if (amount == null || amount.signum() <= 0) {
            throw new IllegalArgumentException("a price amount must be > 0");
        }
        if (currency == null || !currency.matches("[A-Z]{3}")) {
            throw new IllegalArgumentException("a price currency must be an ISO code, got " + currency);
        }
        if (quantity == null) {
            quantity = 1;
        }
    }

    public boolean isUsed() {
        return "used".equals(condition);
    }
}
