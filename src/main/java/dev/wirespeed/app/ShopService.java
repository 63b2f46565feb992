package dev.wirespeed.app;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.shop.ExchangeRate;
import dev.wirespeed.shop.ExchangeRates;
import dev.wirespeed.shop.ShopSettings;
import dev.wirespeed.shop.ShoppingList;
import dev.wirespeed.shop.ShoppingLists;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.store.ExchangeRateRepository;
import dev.wirespeed.store.SettingRepository;
import dev.wirespeed.text.Phrase;
import dev.wirespeed.units.Money;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Shopping lists for stored plans, with the shop settings (kWh price, hours, years, tax,
 * condition), exchange rates and shipping per line that a person enters. Input is checked here and
 * refused with a 400 naming each field.
 */
public final class ShopService {

    static final String PREFIX = "shop.";
    static final String SHIPPING = "shop.shipping.";

    private final PlanService plans;
    private final Supplier<Catalog> catalog;
    private final Supplier<Calibration> calibration;
    private final SettingRepository settings;
    private final ExchangeRateRepository rates;

    public ShopService(
            PlanService plans,
            Supplier<Catalog> catalog,
            Supplier<Calibration> calibration,
            SettingRepository settings,
            ExchangeRateRepository rates) {
        this.plans = plans;
        this.catalog = catalog;
        this.calibration = calibration;
        this.settings = settings;
        this.rates = rates;
    }

    /** A stored plan and its list. */
    public record Listed(PlanService.Stored stored, ShoppingList list, Catalog catalog) {}

    /**
     * The list of plan {@code planId}; {@code currency} (the total's, default the plan's) and
     * {@code condition} (new, used or refurbished; default the setting) as typed, null when not given.
     */
    public Listed list(String planId, String currency, String condition) {
        List<AppError.Detail> d = new ArrayList<>();
        String cur = null;
        if (currency != null && !currency.isBlank()) {
            cur = currency.trim().toUpperCase(Locale.ROOT);
            try {
                Money.currency(cur);
            } catch (IllegalArgumentException e) {
                d.add(AppError.quotedDetail("currency", e.getMessage()));
            }
        }
        String cond = condition == null || condition.isBlank()
                ? null
                : condition.trim().toLowerCase(Locale.ROOT);
        if (cond != null && !ShopSettings.CONDITIONS.contains(cond)) {
            d.add(AppError.Detail.of("condition", Phrase.of("shop.check.conditionGot", condition)));
        }
        if (!d.isEmpty()) {
            throw AppError.firstOf(d);
        }
        PlanService.Stored stored = plans.get(planId);
        ShopSettings s = settings();
        if (cond != null) {
            s = s.withCondition(cond);
        }
        ShoppingList list = ShoppingLists.build(
                stored.plan(),
                catalog.get(),
                calibration.get(),
                new ExchangeRates(rates.all()),
                new ShoppingLists.Options(cur, s, shipping(planId), true));
        return new Listed(stored, list, catalog.get());
    }

    /**
     * The totals of a plan's list in the plan's currency, as the list page shows them, without the
     * search for cheaper alternatives (it re-evaluates the plan per candidate part): cheap enough
     * for the plan page's summary bar.
     */
    public ShoppingList.Totals totals(Plan plan) {
        return ShoppingLists.build(
                        plan,
                        catalog.get(),
                        calibration.get(),
                        new ExchangeRates(rates.all()),
                        new ShoppingLists.Options(null, settings(), shipping(plan.id()), false))
                .totals();
    }

    // ---- settings ----

    /** The stored settings, each missing one at its default. */
    public ShopSettings settings() {
        Map<String, String> m = settings.byPrefix(PREFIX);
        ShopSettings d = ShopSettings.DEFAULTS;
        try {
            return new ShopSettings(
                    m.containsKey("shop.kwhPrice") ? new BigDecimal(m.get("shop.kwhPrice")) : d.kwhPrice(),
                    m.getOrDefault("shop.kwhCurrency", d.kwhCurrency()),
                    m.containsKey("shop.hoursPerDay") ? new BigDecimal(m.get("shop.hoursPerDay")) : d.hoursPerDay(),
                    m.containsKey("shop.years") ? Integer.parseInt(m.get("shop.years")) : d.years(),
                    m.containsKey("shop.taxPercent") ? new BigDecimal(m.get("shop.taxPercent")) : d.taxPercent(),
                    m.getOrDefault("shop.condition", d.condition()));
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException(
                    "stored shop settings are invalid (" + e.getMessage() + "); save the settings page again", e);
        }
    }

    /**
     * Checks and stores the settings form: kwhPrice, kwhCurrency, hoursPerDay, years, taxPercent
     * (blank: no tax) and condition. All or nothing: any problem is a 400 listing every field.
     */
    public ShopSettings saveSettings(Map<String, String> form) {
        List<AppError.Detail> d = new ArrayList<>();
        BigDecimal kwh = decimal(form, "kwhPrice", true, d);
        if (kwh != null && kwh.signum() < 0) {
            d.add(AppError.Detail.of("kwhPrice", Phrase.of("shop.check.kwh")));
        }
        String kwhCurrency = currency(form, "kwhCurrency", d);
        BigDecimal hours = decimal(form, "hoursPerDay", true, d);
        if (hours != null && (hours.signum() < 0 || hours.compareTo(BigDecimal.valueOf(24)) > 0)) {
            d.add(AppError.Detail.of("hoursPerDay", Phrase.of("shop.check.hours")));
        }
        BigDecimal years = decimal(form, "years", true, d);
        if (years != null
                && (years.stripTrailingZeros().scale() > 0
                        || years.compareTo(BigDecimal.ONE) < 0
                        || years.compareTo(BigDecimal.valueOf(50)) > 0)) {
            d.add(AppError.Detail.of("years", Phrase.of("shop.check.years")));
        }
        BigDecimal tax = decimal(form, "taxPercent", false, d);
        if (tax != null && (tax.signum() < 0 || tax.compareTo(BigDecimal.valueOf(100)) > 0)) {
            d.add(AppError.Detail.of("taxPercent", Phrase.of("shop.check.tax")));
        }
        String condition = form.getOrDefault("condition", "").trim();
        if (!ShopSettings.CONDITIONS.contains(condition)) {
            d.add(AppError.Detail.of("condition", Phrase.of("shop.check.condition")));
        }
        refuseIfAny(d, "shop.check.settings");
        ShopSettings s = new ShopSettings(kwh, kwhCurrency, hours, years.intValueExact(), tax, condition);
        Map<String, String> values = new LinkedHashMap<>();
        values.put("shop.kwhPrice", s.kwhPrice().toPlainString());
        values.put("shop.kwhCurrency", s.kwhCurrency());
        values.put("shop.hoursPerDay", s.hoursPerDay().toPlainString());
        values.put("shop.years", String.valueOf(s.years()));
        values.put(
                "shop.taxPercent",
                s.taxPercent() == null ? null : s.taxPercent().toPlainString());
        values.put("shop.condition", s.condition());
        settings.putAll(values);
        return s;
    }

    // ---- exchange rates ----

    public List<ExchangeRate> rates() {
        return rates.all();
    }

    /** Stores a rate from the form: currency, base, rate (1 currency = rate base) and date (YYYY-MM-DD), all required. */
    public ExchangeRate saveRate(Map<String, String> form) {
        List<AppError.Detail> d = new ArrayList<>();
        String currency = currency(form, "currency", d);
        String base = currency(form, "base", d);
        if (currency != null && currency.equals(base)) {
            d.add(AppError.Detail.of("base", Phrase.of("shop.check.base")));
        }
        BigDecimal rate = decimal(form, "rate", true, d);
        if (rate != null && rate.signum() <= 0) {
            d.add(AppError.Detail.of("rate", Phrase.of("shop.check.rate")));
        }
        LocalDate date = null;
        String dateText = form.getOrDefault("date", "").trim();
        if (dateText.isEmpty()) {
            d.add(AppError.Detail.of("date", Phrase.of("shop.check.dateNeeded")));
        } else {
            try {
                date = LocalDate.parse(dateText);
            } catch (DateTimeParseException e) {
                d.add(AppError.Detail.of("date", Phrase.of("shop.check.date", dateText)));
            }
        }
        refuseIfAny(d, "shop.check.rates");
        ExchangeRate r = new ExchangeRate(currency, base, rate, date);
        rates.save(r);
        return r;
    }

    public void deleteRate(String currency, String base) {
        if (currency == null || base == null || !rates.delete(currency, base)) {
            throw AppError.notFound(Phrase.of("shop.check.noRate", currency, base));
        }
    }

    // ---- shipping per line ----

    /** Shipping entered for plan {@code planId}, by line key (the part id). */
    public Map<String, Money> shipping(String planId) {
        Map<String, Money> out = new LinkedHashMap<>();
        String prefix = SHIPPING + planId + ".";
        settings.byPrefix(prefix).forEach((name, value) -> {
            String[] v = value.split(" ");
            out.put(name.substring(prefix.length()), Money.of(v[0], v[1]));
        });
        return out;
    }

    /** Sets (or, with a blank amount, removes) the shipping of one line of a plan's list. */
    public void saveShipping(String planId, Map<String, String> form) {
        PlanService.Stored stored = plans.get(planId);
        String key = form.getOrDefault("line", "").trim();
        List<AppError.Detail> d = new ArrayList<>();
        ShoppingList list = ShoppingLists.build(
                stored.plan(),
                catalog.get(),
                calibration.get(),
                ExchangeRates.NONE,
                new ShoppingLists.Options(null, settings(), Map.of(), false));
        if (list.lines().stream().noneMatch(l -> l.key().equals(key))) {
            d.add(AppError.Detail.of("line", Phrase.of("shop.check.line", key)));
        }
        String amountText = form.getOrDefault("amount", "").trim();
        Money amount = null;
        if (!amountText.isEmpty()) {
            BigDecimal a = decimal(form, "amount", true, d);
            String cur = currency(form, "currency", d);
            if (a != null && a.signum() < 0) {
                d.add(AppError.Detail.of("amount", Phrase.of("shop.check.shipping")));
            } else if (a != null && cur != null) {
                try {
                    amount = Money.of(a, Money.currency(cur));
                } catch (IllegalArgumentException e) {
                    d.add(AppError.quotedDetail("amount", e.getMessage()));
                }
            }
        }
        refuseIfAny(d, "shop.check.shippingProblems");
        settings.put(
                SHIPPING + planId + "." + key, amount == null ? null : amount.plain() + " " + amount.currencyCode());
    }

    // ---- form parsing ----

    private static BigDecimal decimal(
            Map<String, String> form, String field, boolean required, List<AppError.Detail> d) {
        String v = form.getOrDefault(field, "").trim();
        if (v.isEmpty()) {
            if (required) {
                d.add(AppError.Detail.of(field, Phrase.of("shop.check.required", field)));
            }
            return null;
        }
        try {
            BigDecimal b = new BigDecimal(v);
            if (b.abs().compareTo(new BigDecimal("1e12")) > 0 || b.scale() > 8) {
                d.add(AppError.Detail.of(field, Phrase.of("shop.check.range", field, v)));
                return null;
            }
            return b;
        } catch (NumberFormatException e) {
            d.add(AppError.Detail.of(field, Phrase.of("shop.check.number", field, v)));
            return null;
        }
    }

    private static String currency(Map<String, String> form, String field, List<AppError.Detail> d) {
        String v = form.getOrDefault(field, "").trim().toUpperCase(Locale.ROOT);
        try {
            Money.currency(v);
            return v;
        } catch (IllegalArgumentException e) {
            d.add(AppError.quotedDetail(field, e.getMessage()));
            return null;
        }
    }

    /** 400 when a form had problems: "{what} has N problems, first {path}: {first}", every problem in the details. */
    private static void refuseIfAny(List<AppError.Detail> d, String key) {
        if (!d.isEmpty()) {
            throw AppError.of(
                    400, Phrase.of(key, d.size(), d.get(0).path(), d.get(0).phraseOrQuoted()), d);
        }
    }
}
