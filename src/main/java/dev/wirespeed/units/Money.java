package dev.wirespeed.units;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Currency;
import java.util.Locale;

/**
 * An amount of money: a whole number of the currency's minor units (yen for JPY, cents for USD,
 * as {@link Currency#getDefaultFractionDigits()} says) and its currency. No floating point: an
 * amount is made exactly from a decimal, or rounded once, where the caller says so, with a named
 * rounding mode. Arithmetic between two currencies is refused.
 */
public record Money(long minor, Currency currency) implements Comparable<Money> {

    public Money {
        if (currency == null) {
            throw new IllegalArgumentException("money needs a currency");
        }
        if (currency.getDefaultFractionDigits() < 0) {
            throw new IllegalArgumentException(
                    currency.getCurrencyCode() + " has no minor unit (not a money currency)");
        }
    }

    /** The ISO 4217 currency for a code such as JPY; IllegalArgumentException naming the code otherwise. */
    public static Currency currency(String code) {
        if (code == null || !code.matches("[A-Z]{3}")) {
            throw new IllegalArgumentException(
                    "a currency is a three-letter ISO 4217 code such as JPY or USD, got '" + code + "'");
        }
        Currency c;
        try {
            c = Currency.getInstance(code);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown currency code '" + code + "'");
        }
        if (c.getDefaultFractionDigits() < 0) {
            throw new IllegalArgumentException(code + " is not a money currency");
        }
        return c;
    }

    public static Money zero(Currency currency) {
        return new Money(0, currency);
    }

    public static Money ofMinor(long minor, String currency) {
        return new Money(minor, currency(currency));
    }

    /**
     * Exactly {@code amount} (major units, e.g. 152.00 USD). Refuses an amount with more decimals
     * than the currency has (19904.5 JPY) instead of rounding it silently.
     */
    public static Money of(BigDecimal amount, Currency currency) {
        int digits = currency.getDefaultFractionDigits();
        try {
            return new Money(
                    amount.movePointRight(digits)
                            .setScale(0, RoundingMode.UNNECESSARY)
                            .longValueExact(),
                    currency);
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException(amount.toPlainString() + " " + currency.getCurrencyCode()
                    + " has more than " + digits + " decimal" + (digits == 1 ? "" : "s") + " (or is too large)");
        }
    }

    public static Money of(String amount, String currency) {
        return of(new BigDecimal(amount), currency(currency));
    }

    /** {@code amount} rounded once to the currency's minor unit with {@code mode}. */
    public static Money rounded(BigDecimal amount, Currency currency, RoundingMode mode) {
        return new Money(
                amount.movePointRight(currency.getDefaultFractionDigits())
                        .setScale(0, mode)
                        .longValueExact(),
                currency);
    }

    /** Whether {@code amount} is a whole number of this currency's minor units. */
    public static boolean isExact(BigDecimal amount, Currency currency) {
        return amount.movePointRight(currency.getDefaultFractionDigits())
                        .stripTrailingZeros()
                        .scale()
                <= 0;
    }

    public String currencyCode() {
        return currency.getCurrencyCode();
    }

    /** The amount in major units with the currency's scale: 152.00 for USD, 19904 for JPY. */
    public BigDecimal amount() {
        return BigDecimal.valueOf(minor, currency.getDefaultFractionDigits());
    }

    public Money plus(Money other) {
        same(other);
        return new Money(Math.addExact(minor, other.minor), currency);
    }

    public Money minus(Money other) {
        same(other);
        return new Money(Math.subtractExact(minor, other.minor), currency);
    }

    public Money times(long factor) {
        return new Money(Math.multiplyExact(minor, factor), currency);
    }

    public int signum() {
        return Long.signum(minor);
    }

    public boolean isZero() {
        return minor == 0;
    }

    private void same(Money other) {
        if (!currency.equals(other.currency)) {
            throw new IllegalArgumentException(
                    "cannot combine " + currencyCode() + " and " + other.currencyCode() + " without an exchange rate");
        }
    }

    @Override
    public int compareTo(Money o) {
        same(o);
        return Long.compare(minor, o.minor);
    }

    /** The plain decimal for files and spreadsheets: "152.00", "19904", "-3.50". */
    public String plain() {
        return amount().toPlainString();
    }

    /** Grouped digits and the code, the same in every language: "27,349 JPY", "152.00 USD". */
    public String format() {
        DecimalFormat f = new DecimalFormat("#,##0", DecimalFormatSymbols.getInstance(Locale.ROOT));
        int digits = currency.getDefaultFractionDigits();
        f.setMinimumFractionDigits(digits);
        f.setMaximumFractionDigits(digits);
        f.setRoundingMode(RoundingMode.UNNECESSARY);
        return f.format(amount()) + " " + currencyCode();
    }

    @Override
    public String toString() {
        return format();
    }
}
