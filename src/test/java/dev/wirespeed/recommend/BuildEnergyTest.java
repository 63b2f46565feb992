package dev.wirespeed.recommend;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.PlanEdits;
import dev.wirespeed.plan.Targets;
import dev.wirespeed.shop.ExchangeRate;
import dev.wirespeed.shop.ExchangeRates;
import dev.wirespeed.shop.ShopSettings;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.testing.Catalogs;
import dev.wirespeed.units.Money;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Each build's added power over a year at the hours a day set, and its cost at the price per kWh, exact. */
class BuildEnergyTest {

    /**
     * A catalog whose only card to buy is the Intel X520-DA1 (typical 5.7 W) and only cable the S+DA0003 (no
     * figure), with the R86S's own ConnectX-3, which the plan keeps.
     */
    private static Catalog x520Only() {
        Set<String> network = Set.of("intel-x520-da1", "mikrotik-s-da0003", "mellanox-cx341a");
        List<Part> parts = Catalogs.repo().all().stream()
                .filter(p -> network.contains(p.id())
                        || List.of("board", "cpu", "storage").contains(p.kind()))
                .toList();
        return Catalog.of(parts);
    }

    private static Plan twoBarePcs() {
        Plan p = Seeds.seed("seed-000");
        p = PlanEdits.removeNic(p, "win", "cx4").plan();
        p = PlanEdits.removeNic(p, "ubuntu", "cx4").plan();
        return SearchIsExactTest.priced(PlanEdits.removeSwitch(p, "crs305").plan());
    }

    /** The X520-DA1's lane count is not in its sources, so it is taken as x1: PCIe 2.0 x1 carries 3.14 Gbit/s. */
    private static final Targets THREE = new Targets(List.of(new Targets.FlowTarget("win-to-ubuntu", 3)));

    private static Build first(ShopSettings settings, ExchangeRates rates, String currency) {
        Answer a = Recommender.recommend(
                twoBarePcs(),
                x520Only(),
                Calibration.PRIORS,
                new Recommender.Request(THREE, 1, currency, rates, settings));
        assertThat(a.builds())
                .as(
                        "evaluated %d, considered %d, not priced %s, unreachable %s, closest %s",
                        a.evaluated(), a.considered(), a.notPriced(), a.unreachable(), a.closest())
                .isNotEmpty();
        return a.builds().get(0);
    }

    @Test
    void twoX520Da1_drawing5_7WEach_cost3096YenAYear_at31YenPerKwhAllDay() {
        Build b = first(ShopSettings.DEFAULTS, ExchangeRates.NONE, "JPY");

        // 2 x 5.7 W = 11.4 W (the DAC states no figure); 11.4 x 24 h x 365 / 1000 = 99.864 kWh;
        // x 31 JPY = 3,095.784, rounded once: 3,096 JPY
        assertThat(b.powerW()).isEqualTo(11.4);
        assertThat(b.energy().kwhPerYear()).isEqualByComparingTo("99.864");
        assertThat(b.energy().perYear()).isEqualTo(Money.ofMinor(3_096, "JPY"));
        assertThat(b.energy().missing()).isNull();
    }

    @Test
    void theHoursAndPriceTheyAreSetTo_decide_andAKwhPriceInAnotherCurrencyGoesThroughTheStoredRate() {
        ShopSettings eightHoursInEuros =
                new ShopSettings(new BigDecimal("0.30"), "EUR", new BigDecimal("8"), 5, null, "new");
        ExchangeRates rates = new ExchangeRates(
                List.of(new ExchangeRate("EUR", "JPY", new BigDecimal("160"), LocalDate.of(2026, 12, 1))));

        Build b = first(eightHoursInEuros, rates, "JPY");

        // 11.4 W x 8 h x 365 / 1000 = 33.288 kWh; x 0.30 EUR = 9.9864, rounded: 9.99 EUR; x 160 = 1,598.4: 1,598 JPY
        assertThat(b.energy().kwhPerYear()).isEqualByComparingTo("33.288");
        assertThat(b.energy().perYear()).isEqualTo(Money.ofMinor(1_598, "JPY"));
    }

    @Test
    void withoutARateFromTheKwhPricesCurrency_orWithoutAKwhPrice_noFigureIsGiven_andItSaysWhy() {
        ShopSettings euros = new ShopSettings(new BigDecimal("0.30"), "EUR", new BigDecimal("24"), 5, null, "new");

        Energy noRate = first(euros, ExchangeRates.NONE, "JPY").energy();
        Energy noPrice = first(null, ExchangeRates.NONE, "JPY").energy();

        assertThat(noRate.perYear()).isNull();
        assertThat(noRate.missing()).isEqualTo("EUR");
        assertThat(noRate.kwhPerYear()).isEqualByComparingTo("99.864");
        assertThat(noPrice.perYear()).isNull();
        assertThat(noPrice.missing()).isEqualTo(Energy.NO_KWH_PRICE);
    }
}
