package dev.wirespeed.catalog;

import java.math.BigDecimal;
import java.util.List;

/**
 * A price someone actually paid or saw: amount in the currency's major unit (exact decimal),
 * ISO 4217 currency, date as precise as the source, condition new/used/refurbished, shop, the region it sells in, whether tax is included, and source.
 * {@code quantity} is how many units the amount buys (seed 001 bought two cards for 13,860 JPY).
 */
public record Price(
        BigDecimal amount,
        String currency,
        String date,
        String condition,
        String where,
        Integer quantity,
        String source,
        String region,
        String tax) {
    public Price {
        if (amount == null || amount.signum() <= 0) {
            throw new IllegalArgumentException("a price amount must be > 0");
        }
        if (!capitals(currency, 3)) {
            throw new IllegalArgumentException("a price currency must be an ISO code, got " + currency);
        }
        // EU and WW are two capitals too
        if (region != null && !capitals(region, 2)) {
            throw new IllegalArgumentException("a price region is a country code, EU or WW, got " + region);
        }
        if (tax != null && !TAX.contains(tax)) {
            throw new IllegalArgumentException("a price's tax is included, excluded or not-stated, got " + tax);
        }
        if (quantity == null) {
            quantity = 1;
        }
    }

    /**
     * Whether {@code s} is exactly {@code n} letters A-Z (a currency, a region): tested by hand, since
     * every price of the catalog is built at each start and a regular expression compiled per call
     * was a tenth of mapping the stored parts.
     */
    static boolean capitals(String s, int n) {
        if (s == null || s.length() != n) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c < 'A' || c > 'Z') {
                return false;
            }
        }
        return true;
    }

    /** What the schema allows for {@code tax}. */
    public static final List<String> TAX = List.of("included", "excluded", "not-stated");

    /** Conditions a price can be in. */
    public static final List<String> CONDITIONS = List.of("new", "used", "refurbished");

    public boolean isUsed() {
        return "used".equals(condition);
    }
}
