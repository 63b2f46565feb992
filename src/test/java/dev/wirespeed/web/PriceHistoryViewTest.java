package dev.wirespeed.web;

import dev.wirespeed.catalog.Price;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

/** One small chart per currency and condition, unit price over time. */
class PriceHistoryViewTest {

    private static Price price(String amount, String currency, String date, String condition, int quantity) {
        return new Price(
                new BigDecimal(amount), currency, date, condition, "a shop", quantity, "a post", "JP", "included");
    }

    private final DisplayFormat fmt = new DisplayFormat(Locale.ENGLISH);

    @Test
    void twoUsedYenPrices_drawOneLineFromCornerToCorner() {
        // 2022-06 and 2025-06: x from PAD 6 to WIDTH - PAD = 234; the cheaper (newer) one sits at
        // HEIGHT - PAD = 58, the dearer (older) one at PAD = 6. Unit prices: 13,860 / 2 = 6,930 and 3,359.
        PriceHistoryView v = PriceHistoryView.of(
                List.of(
                        price("13860", "JPY", "2022-06", "used", 2),
                        price("3359", "JPY", "2025-06", "used", 1),
                        price("80", "USD", "2026-04", "new", 1)),
                fmt);
        assertThat(v.series()).singleElement().satisfies(s -> {
            assertThat(s.currency()).isEqualTo("JPY");
            assertThat(s.condition()).isEqualTo("used");
            assertThat(s.points()).isEqualTo("6.0,6.0 234.0,58.0");
            assertThat(s.dots()).hasSize(2);
        });
    }

    @Test
    void aSinglePriceInASeries_drawsNoChart() {
        assertThat(PriceHistoryView.of(List.of(price("80", "USD", "2026-04", "new", 1)), fmt)
                        .isEmpty())
                .isTrue();
    }

    @Test
    void aYearAlone_isReadAsMidYear() {
        // "2020" → 2020.5; "2020-07" → 2020 + (6 + 15/31)/12
        assertThat(PriceHistoryView.years("2020")).isEqualTo(2020.5);
        assertThat(PriceHistoryView.years("2020-07")).isCloseTo(2020 + (6 + 15 / 31.0) / 12, offset(1e-9));
    }
}
