package dev.wirespeed.shop;

import dev.wirespeed.units.Money;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * The price a line is costed with: where it comes from (the plan's own price or the catalog),
 * {@code amount} for {@code forQuantity} units (seed 001: 13,860 JPY buys two cards), and, for a
 * catalog price, its condition, date, shop and source.
 */
public record PriceChoice(
        Origin origin,
        Money amount,
        int forQuantity,
        String condition,
        String date,
        String where,
        String source,
        String note) {

    /** Where a price comes from. */
    public enum Origin {
        PLAN,
        CATALOG;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public PriceChoice {
        if (amount == null || amount.signum() <= 0) {
            throw new IllegalArgumentException("a price is > 0");
        }
        if (forQuantity < 1) {
            throw new IllegalArgumentException("a price buys at least one unit");
        }
    }

    /**
     * What {@code n} units cost: amount × n / forQuantity, rounded once (half up) only when it is
     * not a whole number of minor units. Never a rounded unit price multiplied.
     */
    public Money totalFor(int n) {
        return Money.rounded(share(n), amount.currency(), RoundingMode.HALF_UP);
    }

    /** Whether {@link #totalFor} is exact for {@code n} units. */
    public boolean exactFor(int n) {
        return Money.isExact(share(n), amount.currency());
    }

    private BigDecimal share(int n) {
        return amount.amount()
                .multiply(BigDecimal.valueOf(n))
                .divide(
                        BigDecimal.valueOf(forQuantity),
                        amount.currency().getDefaultFractionDigits() + 6,
                        RoundingMode.HALF_UP);
    }

    /** "13,860 JPY for 2", or "19,904 JPY" for one unit. */
    public String basis() {
        return amount.format() + (forQuantity == 1 ? "" : " for " + forQuantity);
    }

    /** "plan", or "catalog, used, 2025-09, Amazon.co.jp". */
    public String describe() {
        StringBuilder sb = new StringBuilder(origin.id());
        for (String s : new String[] {condition, date, where}) {
            if (s != null && !s.isBlank()) {
                sb.append(", ").append(s);
            }
        }
        return sb.toString();
    }
}
