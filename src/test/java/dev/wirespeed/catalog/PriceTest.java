package dev.wirespeed.catalog;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A price names an ISO currency and, when it has one, a region of two capitals (a country, EU or WW). */
class PriceTest {

    private static Price price(String currency, String region) {
        return new Price(new BigDecimal("19.99"), currency, "2025-04", "used", "eBay", null, "a post", region, null);
    }

    @Test
    void aPriceInUsdSoldInTheUs_orWorldwide_orInTheEu_isAccepted_forOneUnit() {
        assertThat(price("USD", "US").quantity()).isEqualTo(1);
        assertThat(price("JPY", "WW").region()).isEqualTo("WW");
        assertThat(price("EUR", "EU").currency()).isEqualTo("EUR");
        assertThat(price("CHF", null).region()).isNull();
    }

    @Test
    void aCurrencyThatIsNotThreeCapitals_isRefused_sayingWhatCame() {
        for (String bad : new String[] {"usd", "US", "USDT", "U$D", "", "ÜSD"}) {
            assertThatThrownBy(() -> price(bad, "US"))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("ISO code, got " + bad);
        }
        assertThatThrownBy(() -> price(null, "US")).hasMessageContaining("got null");
    }

    @Test
    void aRegionThatIsNotTwoCapitals_isRefused() {
        for (String bad : new String[] {"us", "USA", "E", "", "W1", "Eu"}) {
            assertThatThrownBy(() -> price("USD", bad))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("country code, EU or WW, got " + bad);
        }
    }
}
