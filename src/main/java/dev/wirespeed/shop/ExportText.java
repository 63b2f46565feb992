package dev.wirespeed.shop;

import dev.wirespeed.solver.RangeText;
import dev.wirespeed.text.Phrase;
import dev.wirespeed.units.Money;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** The English sentences the exports share, so that CSV, Markdown, JSON and HTML say the same. */
public final class ExportText {

    private ExportText() {}

    /** "39,109 JPY", with what it leaves out: "39,109 JPY (1 line without a price; 152.00 USD not converted: no USD→JPY rate stored)". */
    public static String total(ShoppingList.Totals t) {
        return totalText(t).english();
    }

    /** The total with what it leaves out, as a phrase (the page shows it in its language). */
    public static Phrase totalText(ShoppingList.Totals t) {
        List<Phrase> gaps = gapTexts(t);
        return gaps.isEmpty()
                ? Phrase.verbatim(t.total().format())
                : Phrase.of(
                        "shop.total-with-gaps", t.total().format(), Phrase.joined("rule.separator.semicolon", gaps));
    }

    public static List<String> gaps(ShoppingList.Totals t) {
        return gapTexts(t).stream().map(Phrase::english).toList();
    }

    static List<Phrase> gapTexts(ShoppingList.Totals t) {
        List<Phrase> gaps = new ArrayList<>();
        if (t.linesWithoutPrice() > 0) {
            gaps.add(Phrase.of(
                    t.linesWithoutPrice() == 1 ? "shop.gap.one-line" : "shop.gap.lines", t.linesWithoutPrice()));
        }
        for (Money m : t.unconverted()) {
            gaps.add(Phrase.of(
                    "shop.gap.unconverted",
                    m.format(),
                    m.currencyCode(),
                    t.currency().getCurrencyCode()));
        }
        return gaps;
    }

    public static String watts(BigDecimal w) {
        return plain(w) + " W";
    }

    public static String plain(BigDecimal d) {
        BigDecimal s = d.stripTrailingZeros();
        return (s.scale() < 0 ? s.setScale(0) : s).toPlainString();
    }

    /** "12 W max" or "0 W typical", or "no power figure". */
    public static String power(ShoppingList.PowerDraw p) {
        return powerText(p).english();
    }

    public static Phrase powerText(ShoppingList.PowerDraw p) {
        return p.known()
                ? Phrase.of("shop.power.draw", watts(p.unitW()), Phrase.of("shop.power.basis." + p.basis()))
                : Phrase.of("shop.power.none");
    }

    /** "14.5 W × 24 h × 365 days = 127.02 kWh a year at 31 JPY per kWh". */
    public static String energy(ShoppingList.PowerSummary p) {
        return energyText(p).english();
    }

    public static Phrase energyText(ShoppingList.PowerSummary p) {
        return Phrase.of(
                "shop.energy",
                watts(p.totalW()),
                plain(p.hoursPerDay()),
                plain(p.kwhPerYear()),
                plain(p.kwhPrice()),
                p.kwhCurrency().getCurrencyCode());
    }

    /** The line's price in a sentence, or "no price". */
    public static String price(ShoppingList.Line l) {
        if (!l.priced()) {
            return "no price";
        }
        PriceChoice p = l.price();
        String s = p.basis() + " (" + p.describe() + ")";
        if (l.unitRounded()) {
            s += "; unit price rounded for display, line total " + (l.totalRounded() ? "rounded once" : "exact");
        }
        return s;
    }

    /**
     * "win-to-server 3.01 → 3.02 Gbit/s (2.9-3.1), ...": the range (and a confidence below high) of the
     * figure after the change, in parentheses since the flows are joined by commas.
     */
    public static String flows(List<ShoppingList.FlowCheck> flows) {
        return flows.stream()
                .map(f -> f.flowId() + " " + String.format(Locale.ROOT, "%.2f", f.beforeGbps()) + " → "
                        + String.format(Locale.ROOT, "%.2f", f.afterGbps()) + " Gbit/s ("
                        + RangeText.range(f.afterRange(), f.afterConfidence(), f.afterBound(), RangeText.ENGLISH)
                        + ")")
                .collect(Collectors.joining(", "));
    }

    /** "instead of 2 × X (all 2 to buy): saves 7,142 JPY; flows a 9.40 → 9.40 Gbit/s". */
    public static String alternative(ShoppingList.Alternative a) {
        return "instead of " + a.replaces() + " (" + a.scope() + "): "
                + a.newCost().format() + " instead of " + a.currentCost().format()
                + ", saves " + a.saving().format() + "; " + a.price().basis() + " ("
                + a.price().describe() + ")"
                + (a.flows().isEmpty() ? "" : "; flows kept: " + flows(a.flows()))
                + (a.newWarnings().isEmpty() ? "" : "; new warnings: " + String.join(" / ", a.newWarnings()));
    }
}
