package dev.wirespeed.web.api;

import dev.wirespeed.shop.ExchangeRates;
import dev.wirespeed.shop.ExportText;
import dev.wirespeed.shop.PriceChoice;
import dev.wirespeed.shop.ShoppingList;
import dev.wirespeed.solver.model.Confidence;
import dev.wirespeed.solver.model.Prediction;
import dev.wirespeed.units.Money;

import java.math.BigDecimal;
import java.util.List;

/**
 * The JSON shape of a shopping list. Amounts are exact decimal strings with their currency
 * ({"amount": "152.00", "currency": "USD"}), never floating-point numbers; watts and rates are
 * decimal strings too.
 */
public record ShoppingListView(
        String planId,
        String planName,
        String planCurrency,
        String condition,
        List<LineView> lines,
        List<LineView> owned,
        TotalsView totals,
        PowerView power,
        List<AlternativeView> alternatives,
        List<String> notes,
        List<String> notChecked) {

    public record MoneyView(String amount, String currency) {
        static MoneyView of(Money m) {
            return m == null ? null : new MoneyView(m.plain(), m.currencyCode());
        }
    }

    public record PriceView(
            String origin,
            MoneyView amount,
            int forQuantity,
            String basis,
            String condition,
            String date,
            String where,
            String source,
            String note) {
        static PriceView of(PriceChoice p) {
            return p == null
                    ? null
                    : new PriceView(
                            p.origin().id(),
                            MoneyView.of(p.amount()),
                            p.forQuantity(),
                            p.basis(),
                            p.condition(),
                            p.date(),
                            p.where(),
                            p.source(),
                            p.note());
        }
    }

    public record LineView(
            String group,
            String partId,
            String name,
            String kind,
            int quantity,
            List<String> usedIn,
            boolean priced,
            PriceView price,
            MoneyView unitPrice,
            boolean unitRounded,
            MoneyView total,
            boolean totalRounded,
            MoneyView shipping,
            String powerW,
            String powerBasis,
            String powerTotalW) {
        static LineView of(ShoppingList.Line l) {
            return new LineView(
                    l.group().id(),
                    l.partId(),
                    l.name(),
                    l.kind(),
                    l.quantity(),
                    l.usedIn(),
                    l.priced(),
                    PriceView.of(l.price()),
                    MoneyView.of(l.unitPrice()),
                    l.unitRounded(),
                    MoneyView.of(l.total()),
                    l.totalRounded(),
                    MoneyView.of(l.shipping()),
                    dec(l.power().unitW()),
                    l.power().basis(),
                    dec(l.power().totalW()));
        }
    }

    public record ConversionView(
            MoneyView from,
            MoneyView to,
            String rateCurrency,
            String rateBase,
            String rate,
            String rateDate,
            boolean inverted) {
        static ConversionView of(ExchangeRates.Conversion c) {
            return new ConversionView(
                    MoneyView.of(c.from()),
                    MoneyView.of(c.to()),
                    c.rate().currency(),
                    c.rate().base(),
                    c.rate().rate().toPlainString(),
                    c.rate().date().toString(),
                    c.inverted());
        }
    }

    public record TotalsView(
            String currency,
            List<MoneyView> items,
            List<MoneyView> shipping,
            List<MoneyView> subtotals,
            List<ConversionView> conversions,
            List<MoneyView> unconverted,
            MoneyView net,
            String taxPercent,
            MoneyView tax,
            MoneyView total,
            int linesWithoutPrice,
            boolean complete,
            String summary) {
        static TotalsView of(ShoppingList.Totals t) {
            return new TotalsView(
                    t.currency().getCurrencyCode(),
                    money(t.items()),
                    money(t.shipping()),
                    money(t.subtotals()),
                    t.conversions().stream().map(ConversionView::of).toList(),
                    money(t.unconverted()),
                    MoneyView.of(t.net()),
                    dec(t.taxPercent()),
                    MoneyView.of(t.tax()),
                    MoneyView.of(t.total()),
                    t.linesWithoutPrice(),
                    t.complete(),
                    ExportText.total(t));
        }
    }

    public record PowerView(
            String totalW,
            List<String> unknown,
            String hoursPerDay,
            String kwhPerYear,
            String kwhPrice,
            String kwhCurrency,
            MoneyView yearlyCost,
            int years,
            MoneyView costForYears,
            MoneyView ownershipTotal,
            String missingRate,
            String arithmetic) {
        static PowerView of(ShoppingList.PowerSummary p) {
            return new PowerView(
                    dec(p.totalW()),
                    p.unknown(),
                    dec(p.hoursPerDay()),
                    dec(p.kwhPerYear()),
                    dec(p.kwhPrice()),
                    p.kwhCurrency().getCurrencyCode(),
                    MoneyView.of(p.yearlyCost()),
                    p.years(),
                    MoneyView.of(p.costForYears()),
                    MoneyView.of(p.ownershipTotal()),
                    p.missingRate(),
                    ExportText.energy(p));
        }
    }

    /** A flow check; {@code range} and {@code confidence} are those of {@code afterGbps}. */
    public record FlowView(
            String flow, double beforeGbps, double afterGbps, Prediction.Range range, Confidence confidence) {
        static FlowView of(ShoppingList.FlowCheck f) {
            Prediction.Range r = f.afterRange();
            return new FlowView(
                    f.flowId(),
                    round(f.beforeGbps()),
                    round(f.afterGbps()),
                    new Prediction.Range(round(r.low()), round(r.high()), r.level()),
                    f.afterConfidence());
        }
    }

    public record AlternativeView(
            String forLine,
            String scope,
            String replaces,
            String partId,
            String name,
            int quantity,
            PriceView price,
            MoneyView currentCost,
            MoneyView newCost,
            MoneyView saving,
            List<FlowView> flows,
            List<String> newWarnings) {
        static AlternativeView of(ShoppingList.Alternative a) {
            return new AlternativeView(
                    a.lineKey(),
                    a.scope(),
                    a.replaces(),
                    a.partId(),
                    a.name(),
                    a.quantity(),
                    PriceView.of(a.price()),
                    MoneyView.of(a.currentCost()),
                    MoneyView.of(a.newCost()),
                    MoneyView.of(a.saving()),
                    a.flows().stream().map(FlowView::of).toList(),
                    a.newWarnings());
        }
    }

    public static ShoppingListView of(ShoppingList l) {
        return new ShoppingListView(
                l.planId(),
                l.planName(),
                l.planCurrency().getCurrencyCode(),
                l.condition(),
                l.lines().stream().map(LineView::of).toList(),
                l.owned().stream().map(LineView::of).toList(),
                TotalsView.of(l.totals()),
                PowerView.of(l.power()),
                l.alternatives().stream().map(AlternativeView::of).toList(),
                l.notes(),
                l.notChecked());
    }

    private static List<MoneyView> money(List<Money> m) {
        return m.stream().map(MoneyView::of).toList();
    }

    private static String dec(BigDecimal d) {
        return d == null ? null : ExportText.plain(d);
    }

    private static double round(double gbps) {
        return Math.round(gbps * 1000) / 1000.0;
    }
}
