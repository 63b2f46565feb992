package dev.wirespeed.shop;

import dev.wirespeed.units.Money;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Currency;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** units.Money, tested with the shop that is its first user. */
class MoneyTest {

    @Test
    void minorUnitsFollowTheCurrency_jpyHasNoneUsdTwo() {
        assertThat(Money.of("19904", "JPY").minor()).isEqualTo(19_904);
        assertThat(Money.of("152", "USD").minor()).isEqualTo(15_200);
        assertThat(Money.of("144.01", "EUR").amount()).isEqualByComparingTo("144.01");
        assertThat(Money.of("152", "USD").plain()).isEqualTo("152.00");
    }

    @Test
    void moreDecimalsThanTheCurrencyHas_isRefusedNotRounded() {
        assertThatThrownBy(() -> Money.of("19904.5", "JPY"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("0 decimals");
        assertThatThrownBy(() -> Money.of("1.005", "USD")).isInstanceOf(IllegalArgumentException.class);
        assertThat(Money.rounded(new BigDecimal("19904.40"), Currency.getInstance("JPY"), RoundingMode.HALF_UP))
                .isEqualTo(Money.ofMinor(19_904, "JPY"));
    }

    @Test
    void twoCurrencies_doNotAdd() {
        assertThatThrownBy(() -> Money.of("1", "JPY").plus(Money.of("1", "USD")))
                .hasMessageContaining("exchange rate");
    }

    @Test
    void unknownOrNonMoneyCurrencies_areRefused() {
        assertThatThrownBy(() -> Money.currency("XYZ")).hasMessageContaining("unknown currency");
        assertThatThrownBy(() -> Money.currency("XAU")).hasMessageContaining("not a money currency");
        assertThatThrownBy(() -> Money.currency("jpy")).hasMessageContaining("three-letter");
    }

    @Test
    void format_groupsDigitsTheSameInEveryLanguage() {
        assertThat(Money.ofMinor(4_068_400, "JPY").format()).isEqualTo("4,068,400 JPY");
        assertThat(Money.of("1234.5", "USD").format()).isEqualTo("1,234.50 USD");
        assertThat(Money.ofMinor(-350, "USD").format()).isEqualTo("-3.50 USD");
    }

    @Test
    void overflow_isAnErrorNotAWrap() {
        assertThatThrownBy(() -> Money.ofMinor(Long.MAX_VALUE, "JPY").plus(Money.ofMinor(1, "JPY")))
                .isInstanceOf(ArithmeticException.class);
    }
}
