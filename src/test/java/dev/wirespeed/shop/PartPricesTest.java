package dev.wirespeed.shop;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Targets;
import dev.wirespeed.testing.Catalogs;
import dev.wirespeed.units.Money;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Prices for a recommendation: the condition asked for, the currency of the budget, and stored rates only. */
class PartPricesTest {

    private static final Catalog CATALOG = Catalogs.repo();
    private static final Plan EMPTY = new Plan(1, "p", "p", null, "JPY", null, null, null, null, null);

    private static PartPrices in(Targets.Condition c, String currency, ExchangeRates rates) {
        return new PartPrices(EMPTY, CATALOG, c, Money.currency(currency), rates);
    }

    @Test
    void aUsedConnectX4Lx_isPricedUsed_andNotAtAllWhenOnlyNewPartsMay() {
        // seed 000 bought it used for 3,359 JPY; its only new price is in EUR
        assertThat(in(Targets.Condition.USED, "JPY", null).total("mellanox-mcx4121a-acat", 2))
                .contains(Money.ofMinor(6_718, "JPY"));
        assertThat(in(Targets.Condition.NEW, "JPY", null).of("mellanox-mcx4121a-acat"))
                .isEmpty();
    }

    @Test
    void aPartNobodySellsUsed_keepsItsNewPrice_whenUsedPartsAreAsked() {
        // the 10Gtek 1 m DAC of seed 000: 2,199 JPY new
        assertThat(in(Targets.Condition.USED, "JPY", null).total("10gtek-cab-10gsfp-p1m", 1))
                .contains(Money.ofMinor(2_199, "JPY"));
    }

    @Test
    void aPriceInAnotherCurrency_countsOnlyThroughAStoredRate() {
        ExchangeRates eurJpy = new ExchangeRates(
                List.of(new ExchangeRate("EUR", "JPY", new BigDecimal("160"), LocalDate.of(2026, 11, 1))));

        assertThat(in(Targets.Condition.NEW, "JPY", null).of("mellanox-mcx4121a-acat"))
                .isEmpty();
        // 250 EUR x 160 = 40,000 JPY
        assertThat(in(Targets.Condition.NEW, "JPY", eurJpy).total("mellanox-mcx4121a-acat", 1))
                .contains(Money.ofMinor(40_000, "JPY"));
    }

    @Test
    void thePlansOwnPrice_winsOverTheCatalog() {
        Plan own = new Plan(
                1,
                "p",
                "p",
                null,
                "JPY",
                null,
                null,
                null,
                null,
                List.of(new Plan.PlanPrice("nb-int-x520da1-s", new BigDecimal("13860"), "JPY", 2, "two cards")));

        // seed 001: 13,860 JPY for two cards is 6,930 each
        assertThat(new PartPrices(own, CATALOG, Targets.Condition.NEW, Money.currency("JPY"), null)
                        .total("nb-int-x520da1-s", 1))
                .contains(Money.ofMinor(6_930, "JPY"));
    }
}
