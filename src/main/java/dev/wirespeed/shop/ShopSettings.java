package dev.wirespeed.shop;

import dev.wirespeed.units.Money;

import java.math.BigDecimal;
import java.util.List;

/**
 * What the shopping list is computed with, beyond the plan: the price of a kWh (any precision, in
 * its currency), hours per day the added parts run, years of ownership, an optional tax rate in
 * percent added to the total (null: none; seed prices from Japan already include tax), and the
 * preferred condition of catalog prices (new, used or refurbished).
 */
public record ShopSettings(
        BigDecimal kwhPrice,
        String kwhCurrency,
        BigDecimal hoursPerDay,
        int years,
        BigDecimal taxPercent,
        String condition) {

    public static final List<String> CONDITIONS = List.of("new", "used", "refurbished");

    /**
     * 31 JPY per kWh is the reference unit price Japan's appliance fair-trade council
     * (全国家庭電気製品公正取引協議会) has used since 2022; network gear runs 24 hours a day.
     */
    public static final ShopSettings DEFAULTS =
            new ShopSettings(new BigDecimal("31"), "JPY", new BigDecimal("24"), 5, null, "new");

    public ShopSettings {
        if (kwhPrice == null || kwhPrice.signum() < 0) {
            throw new IllegalArgumentException("kwhPrice: the price of a kWh is 0 or more");
        }
        Money.currency(kwhCurrency);
        if (hoursPerDay == null || hoursPerDay.signum() < 0 || hoursPerDay.compareTo(BigDecimal.valueOf(24)) > 0) {
            throw new IllegalArgumentException("hoursPerDay: 0 to 24 hours a day");
        }
        if (years < 1 || years > 50) {
            throw new IllegalArgumentException("years: 1 to 50 years");
        }
        if (taxPercent != null && (taxPercent.signum() < 0 || taxPercent.compareTo(BigDecimal.valueOf(100)) > 0)) {
            throw new IllegalArgumentException("taxPercent: 0 to 100 percent");
        }
        if (!CONDITIONS.contains(condition)) {
            throw new IllegalArgumentException("condition: new, used or refurbished");
        }
    }

    public ShopSettings withCondition(String c) {
        return new ShopSettings(kwhPrice, kwhCurrency, hoursPerDay, years, taxPercent, c);
    }
}
