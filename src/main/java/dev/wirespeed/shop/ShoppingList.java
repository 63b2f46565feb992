package dev.wirespeed.shop;

import dev.wirespeed.solver.model.Confidence;
import dev.wirespeed.solver.model.Prediction;
import dev.wirespeed.solver.model.StageClass;
import dev.wirespeed.text.Phrase;
import dev.wirespeed.units.Money;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.Currency;
import java.util.List;

/**
 * A plan's shopping list: the lines to buy (grouped, quantities merged per part), the owned parts
 * listed apart and never counted, remarks about what could not be listed or priced, the totals,
 * the power and energy cost of the added parts, cheaper alternatives, and the statement of what
 * Wirespeed did not check. Amounts are {@link Money}; watts are exact decimals of catalog figures.
 */
public record ShoppingList(
        String planId,
        String planName,
        Currency planCurrency,
        String condition,
        List<Line> lines,
        List<Line> owned,
        List<Phrase> remarks,
        Totals totals,
        PowerSummary power,
        List<Alternative> alternatives,
        List<String> notChecked) {

    /** The remarks in English: what JSON, CSV and Markdown show. */
    public List<String> notes() {
        return remarks.stream().map(Phrase::english).toList();
    }

    public ShoppingList {
        lines = List.copyOf(lines);
        owned = List.copyOf(owned);
        remarks = List.copyOf(remarks);
        alternatives = List.copyOf(alternatives);
        notChecked = List.copyOf(notChecked);
    }

    /**
     * One part to buy (or owned): the part, how many, where the plan uses it, and, when priced, the
     * price used, the unit price (rounded for display only when the price covers several units and
     * does not divide exactly), the line total (amount × quantity / units the price buys, rounded at
     * most once), optional shipping for the line, and the part's power draw.
     */
    public record Line(
            String key,
            Group group,
            String partId,
            String name,
            String kind,
            int quantity,
            List<String> usedIn,
            PriceChoice price,
            Money unitPrice,
            boolean unitRounded,
            Money total,
            boolean totalRounded,
            Money shipping,
            PowerDraw power,
            Phrase title) {
        public Line {
            usedIn = List.copyOf(usedIn);
            // a catalog part's name is data, shown as written in every language
            title = title == null ? Phrase.verbatim(name) : title;
            if (quantity < 1) {
                throw new IllegalArgumentException("a line has at least one unit");
            }
            if ((price == null) != (total == null)) {
                throw new IllegalArgumentException("a line has both a price and a total, or neither");
            }
        }

        public boolean priced() {
            return price != null;
        }
    }

    /**
     * A part's power draw from the catalog: per unit, which figure it is (typical, else max), and
     * for the line's quantity. {@code basis} "unknown" when the catalog has no figure.
     */
    public record PowerDraw(BigDecimal unitW, String basis, BigDecimal totalW, String source) {
        public boolean known() {
            return unitW != null;
        }
    }

    /**
     * The money: per currency the items, the shipping and their sum; each sum converted to the
     * total's currency at a stored rate (or listed as unconverted when no rate is stored); the tax
     * on the converted sum; and the total. {@code complete} is false when a line has no price or a
     * currency could not be converted: the total then covers only what it says.
     */
    public record Totals(
            Currency currency,
            List<Money> items,
            List<Money> shipping,
            List<Money> subtotals,
            List<ExchangeRates.Conversion> conversions,
            List<Money> unconverted,
            Money net,
            BigDecimal taxPercent,
            Money tax,
            Money total,
            int linesWithoutPrice) {
        public Totals {
            items = List.copyOf(items);
            shipping = List.copyOf(shipping);
            subtotals = List.copyOf(subtotals);
            conversions = List.copyOf(conversions);
            unconverted = List.copyOf(unconverted);
        }

        public boolean complete() {
            return linesWithoutPrice == 0 && unconverted.isEmpty();
        }

        /** Currencies with an amount but no stored rate to the total's currency. */
        public List<String> missingRates() {
            return unconverted.stream().map(Money::currencyCode).toList();
        }
    }

    /**
     * The added parts' power and what it costs to run: the sum of known draws, the parts without a
     * figure (not counted as zero but listed), kWh per year at {@code hoursPerDay}, the yearly cost
     * at the kWh price, the cost over {@code years}, and purchase plus energy in the total's
     * currency (null when a rate is missing).
     */
    public record PowerSummary(
            BigDecimal totalW,
            List<String> unknown,
            BigDecimal hoursPerDay,
            BigDecimal kwhPerYear,
            BigDecimal kwhPrice,
            Currency kwhCurrency,
            Money yearlyCost,
            int years,
            Money costForYears,
            Money ownershipTotal,
            String missingRate) {
        public PowerSummary {
            unknown = List.copyOf(unknown);
        }
    }

    /**
     * A cheaper choice for a line that keeps the plan free of new errors and every flow's
     * predicted throughput: the part(s) it replaces, the new part and its price, both costs and the
     * saving in the total's currency, each flow before and after, and any new warnings.
     */
    public record Alternative(
            String lineKey,
            String scope,
            String replaces,
            String partId,
            String name,
            int quantity,
            PriceChoice price,
            Money currentCost,
            Money newCost,
            Money saving,
            List<FlowCheck> flows,
            List<Phrase> warnings) {
        public Alternative {
            flows = List.copyOf(flows);
            warnings = List.copyOf(warnings);
        }

        /** The warnings the alternative would add, in English: what JSON, CSV and Markdown show. */
        public List<String> newWarnings() {
            return warnings.stream().map(Phrase::english).toList();
        }
    }

    /**
     * One flow's predicted throughput before and after a substitution, in Gbit/s, with the 80% range
     * and confidence of the figure after it and the class of stage that binds it then.
     */
    public record FlowCheck(
            String flowId,
            double beforeGbps,
            double afterGbps,
            Prediction.Range afterRange,
            Confidence afterConfidence,
            StageClass afterBound) {}

    public List<Line> lines(Group g) {
        return lines.stream().filter(l -> l.group() == g).toList();
    }

    /** The groups that have lines, in order. */
    public List<Group> groups() {
        return Arrays.stream(Group.values()).filter(g -> !lines(g).isEmpty()).toList();
    }

    public List<Alternative> alternativesFor(String lineKey) {
        return alternatives.stream().filter(a -> a.lineKey().equals(lineKey)).toList();
    }
}
