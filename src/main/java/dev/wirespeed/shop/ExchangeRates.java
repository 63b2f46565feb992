package dev.wirespeed.shop;

import dev.wirespeed.units.Money;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Currency;
import java.util.List;
import java.util.Optional;

/**
 * The stored rates and conversion with them. A pair is used as stored (USD to JPY) or inverted
 * (a JPY-to-USD rate divides); there is no chaining through a third currency and no guessing: a
 * missing pair is reported by the caller. Each conversion rounds once, half up, to the target's
 * minor unit.
 */
public final class ExchangeRates {

    public static final ExchangeRates NONE = new ExchangeRates(List.of());

    private final List<ExchangeRate> rates;

    public ExchangeRates(List<ExchangeRate> rates) {
        this.rates = List.copyOf(rates);
    }

    public List<ExchangeRate> all() {
        return rates;
    }

    /** A conversion done: the amount before and after, the rate used and whether it was inverted. */
    public record Conversion(Money from, Money to, ExchangeRate rate, boolean inverted) {
        /** "152.00 USD = 19,904 JPY at 1 USD = 130.95 JPY (2022-06-15)". */
        public String describe() {
            return from.format() + " = " + to.format() + " at " + rate.describe() + (inverted ? ", inverted" : "");
        }
    }

    /** {@code m} in {@code to}; empty when no stored rate links the two currencies. */
    public Optional<Conversion> convert(Money m, Currency to) {
        if (m.currency().equals(to)) {
            return Optional.of(new Conversion(m, m, null, false));
        }
        String from = m.currencyCode();
        String target = to.getCurrencyCode();
        for (ExchangeRate r : rates) {
            if (r.currency().equals(from) && r.base().equals(target)) {
                return Optional.of(new Conversion(
                        m, Money.rounded(m.amount().multiply(r.rate()), to, RoundingMode.HALF_UP), r, false));
            }
        }
        for (ExchangeRate r : rates) {
            if (r.currency().equals(target) && r.base().equals(from)) {
                BigDecimal v = m.amount().divide(r.rate(), to.getDefaultFractionDigits(), RoundingMode.HALF_UP);
                return Optional.of(new Conversion(m, Money.rounded(v, to, RoundingMode.UNNECESSARY), r, true));
            }
        }
        return Optional.empty();
    }

    /** Like {@link #convert} but only the converted amount. */
    public Optional<Money> to(Money m, Currency to) {
        return convert(m, to).map(Conversion::to);
    }
}
