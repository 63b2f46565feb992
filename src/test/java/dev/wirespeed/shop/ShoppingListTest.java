package dev.wirespeed.shop;

import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.units.Money;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The list against the seed posts' own figures. Every expected amount comes from the posts (or from
 * arithmetic on them, in the comment), never from the program's output.
 */
class ShoppingListTest {

    private static Money jpy(long yen) {
        return Money.ofMinor(yen, "JPY");
    }

    @Test
    void seed001_atThePostsPrices_totals39109() {
        ShoppingList l = Shop.list(Shop.seed("001"));
        // The post's table: CRS305 19,904 + two NB-INT-X520DA1-S 13,860 + two DACs 5,345 = 39,109 JPY.
        assertThat(l.totals().total()).isEqualTo(jpy(39_109));
        assertThat(l.totals().complete()).isTrue();
        assertThat(Shop.line(l, "mikrotik-crs305-1g-4s-in").total()).isEqualTo(jpy(19_904));
        ShoppingList.Line cards = Shop.line(l, "nb-int-x520da1-s");
        assertThat(cards.quantity()).isEqualTo(2);
        assertThat(cards.group()).isEqualTo(Group.ADAPTERS);
        assertThat(cards.price().origin()).isEqualTo(PriceChoice.Origin.PLAN);
        // 13,860 JPY buys two cards: the line for two is exactly 13,860; one card is 13,860 / 2 = 6,930.
        assertThat(cards.total()).isEqualTo(jpy(13_860));
        assertThat(cards.unitPrice()).isEqualTo(jpy(6_930));
        ShoppingList.Line dacs = Shop.line(l, "10gtek-cab-10gsfp-p1m");
        // 5,345 JPY for two DACs: the line is exactly 5,345; the unit price 2,672.5 shows rounded as 2,673.
        assertThat(dacs.quantity()).isEqualTo(2);
        assertThat(dacs.total()).isEqualTo(jpy(5_345));
        assertThat(dacs.totalRounded()).isFalse();
        assertThat(dacs.unitPrice()).isEqualTo(jpy(2_673));
        assertThat(dacs.unitRounded()).isTrue();
        assertThat(l.lines())
                .extracting(ShoppingList.Line::group)
                .containsExactly(Group.ADAPTERS, Group.SWITCHES, Group.MODULES_AND_CABLES);
    }

    @Test
    void seed001_theMachinesAreOwned_listedApartAndNotCounted() {
        ShoppingList l = Shop.list(Shop.seed("001"));
        assertThat(l.owned())
                .extracting(ShoppingList.Line::partId)
                .containsExactly("asus-prime-b550-plus", "amd-ryzen-5-3600", "samsung-850-evo-500gb");
        assertThat(l.owned()).allMatch(o -> !o.priced());
    }

    @Test
    void seed000_atItsPrices_totals40684_routerAndItsCardOwned() {
        ShoppingList l = Shop.list(Shop.seed("000"));
        // 27,349 (CRS305) + 1,999 (0.5 m DAC) + 2,199 (1 m) + 2,419 (2 m) + 2 x 3,359 (used ConnectX-4 Lx) = 40,684
        // JPY.
        assertThat(l.totals().total()).isEqualTo(jpy(40_684));
        assertThat(Shop.line(l, "mikrotik-crs305-1g-4s-in").total()).isEqualTo(jpy(27_349));
        assertThat(Shop.line(l, "10gtek-cab-10gsfp-p0-5m").total()).isEqualTo(jpy(1_999));
        assertThat(Shop.line(l, "10gtek-cab-10gsfp-p1m").total()).isEqualTo(jpy(2_199));
        assertThat(Shop.line(l, "10gtek-cab-10gsfp-p2m").total()).isEqualTo(jpy(2_419));
        ShoppingList.Line cx4 = Shop.line(l, "mellanox-mcx4121a-acat");
        assertThat(cx4.quantity()).isEqualTo(2);
        assertThat(cx4.total()).isEqualTo(jpy(6_718));
        // Only a used price is recorded: the preference for new falls back to it, and the line says so.
        assertThat(cx4.price().condition()).isEqualTo("used");
        assertThat(cx4.price().date()).isEqualTo("2025-09");
        assertThat(cx4.price().source()).contains("seed 000");
        assertThat(l.owned())
                .extracting(ShoppingList.Line::partId)
                .containsExactlyInAnyOrder("gowin-r86s-u1", "mellanox-cx341a");
        assertThat(l.lines()).extracting(ShoppingList.Line::partId).doesNotContain("gowin-r86s-u1", "mellanox-cx341a");
    }

    /** Seed 001 with the CRS305 at the USD price the post quotes ($152) instead of the author's yen figure. */
    private static Plan seed001WithUsdSwitch() {
        Plan p = Shop.seed("001");
        return Shop.withPrices(
                p,
                Shop.price("mikrotik-crs305-1g-4s-in", "152", "USD", 1),
                Shop.price("nb-int-x520da1-s", "13860", "JPY", 2),
                Shop.price("10gtek-cab-10gsfp-p1m", "5345", "JPY", 2));
    }

    @Test
    void mixedCurrency_usdSwitchAndJpyParts_totalAtAStoredRate() {
        ShoppingList l = Shop.list(seed001WithUsdSwitch(), Shop.rate("USD", "JPY", "130.95", "2022-06-15"));
        // JPY: 13,860 + 5,345 = 19,205. USD: 152.00. 152 x 130.95 = 19,904.40 -> 19,904 JPY. 19,205 + 19,904 = 39,109
        // JPY.
        assertThat(l.totals().subtotals()).containsExactly(jpy(19_205), Money.of("152.00", "USD"));
        assertThat(l.totals().conversions()).singleElement().satisfies(c -> {
            assertThat(c.from()).isEqualTo(Money.of("152", "USD"));
            assertThat(c.to()).isEqualTo(jpy(19_904));
            assertThat(c.rate().date()).hasToString("2022-06-15");
        });
        assertThat(l.totals().total()).isEqualTo(jpy(39_109));
        assertThat(l.totals().complete()).isTrue();
    }

    @Test
    void mixedCurrency_aRateStoredTheOtherWayRound_divides() {
        ShoppingList l = Shop.list(seed001WithUsdSwitch(), Shop.rate("JPY", "USD", "0.0076", "2022-06-15"));
        // 152 / 0.0076 = 20,000 JPY; 19,205 + 20,000 = 39,205 JPY.
        assertThat(l.totals().total()).isEqualTo(jpy(39_205));
        assertThat(l.totals().conversions().get(0).inverted()).isTrue();
    }

    @Test
    void mixedCurrency_noRate_isReportedNotGuessed() {
        ShoppingList l = Shop.list(seed001WithUsdSwitch());
        // Only the yen lines are in the total: 13,860 + 5,345 = 19,205 JPY; 152.00 USD stays apart.
        assertThat(l.totals().total()).isEqualTo(jpy(19_205));
        assertThat(l.totals().unconverted()).containsExactly(Money.of("152.00", "USD"));
        assertThat(l.totals().complete()).isFalse();
        assertThat(ExportText.total(l.totals()))
                .isEqualTo("19,205 JPY (152.00 USD not converted: no USD→JPY rate stored)");
    }

    @Test
    void totalInAnotherCurrency_convertsEverySubtotal() {
        ShoppingList l = ShoppingLists.build(
                Shop.seed("001"),
                Shop.CATALOG,
                Calibration.PRIORS,
                Shop.rate("USD", "JPY", "130.95", "2022-06-15"),
                new ShoppingLists.Options("USD", null, Map.of(), false));
        // 39,109 JPY / 130.95 = 298.656... -> 298.66 USD (one rounding).
        assertThat(l.totals().total()).isEqualTo(Money.of("298.66", "USD"));
    }

    @Test
    void linesWithoutAPrice_areMarkedAndCountedNeverZero() {
        Plan p = Shop.seed("001");
        // The machines not owned: board, CPU and SSD.
        List<Plan.Host> hosts = p.hosts().stream()
                .map(h -> new Plan.Host(
                        h.id(),
                        h.name(),
                        h.role(),
                        h.os(),
                        h.osVersion(),
                        h.ip(),
                        h.board(),
                        h.cpu(),
                        h.cpuScore(),
                        h.storage(),
                        h.storageRates(),
                        h.nics(),
                        h.pcieMaxPayload(),
                        false))
                .toList();
        Plan notOwned = new Plan(
                p.schemaVersion(),
                p.id(),
                p.name(),
                p.description(),
                p.currency(),
                hosts,
                p.switches(),
                p.links(),
                p.flows(),
                p.prices());
        ShoppingList l = Shop.listWithUnpricedSsd(notOwned);
        // The SSD's prices are taken out (Shop.CATALOG_WITH_UNPRICED_SSD); the board's and the CPU's newest catalog
        // prices are in USD (169.78 and
        // 79.75, PCPartPicker 2025-07-23; 169.78 + 79.75 = 249.53), which a JPY total cannot count without a rate.
        assertThat(l.lines(Group.MACHINES)).hasSize(3);
        assertThat(l.lines(Group.MACHINES).stream().filter(x -> !x.priced()))
                .extracting(ShoppingList.Line::partId)
                .containsExactly("samsung-850-evo-500gb");
        assertThat(l.lines(Group.MACHINES).stream().filter(x -> !x.priced())).allMatch(x -> x.total() == null);
        assertThat(l.totals().linesWithoutPrice()).isEqualTo(1);
        assertThat(l.totals().total()).isEqualTo(jpy(39_109));
        assertThat(l.totals().complete()).isFalse();
        assertThat(ExportText.total(l.totals()))
                .isEqualTo("39,109 JPY (1 line without a price; 249.53 USD not converted: no USD→JPY rate stored)");
    }

    @Test
    void anOwnedSwitch_isListedApart() {
        Plan p = Shop.seed("001");
        Plan owned = new Plan(
                p.schemaVersion(),
                p.id(),
                p.name(),
                p.description(),
                p.currency(),
                p.hosts(),
                List.of(new Plan.SwitchUnit("crs305", "CRS305", "mikrotik-crs305-1g-4s-in", 1500, true)),
                p.links(),
                p.flows(),
                p.prices());
        ShoppingList l = Shop.list(owned);
        // 39,109 - 19,904 = 19,205 JPY.
        assertThat(l.totals().total()).isEqualTo(jpy(19_205));
        assertThat(l.owned()).extracting(ShoppingList.Line::partId).contains("mikrotik-crs305-1g-4s-in");
        assertThat(l.notes()).anyMatch(n -> n.contains("mikrotik-crs305-1g-4s-in") && n.contains("owned"));
    }

    @Test
    void taxAndShipping_areAddedAndRoundedOnce() {
        ShopSettings tax10 =
                new ShopSettings(new BigDecimal("31"), "JPY", new BigDecimal("24"), 5, new BigDecimal("10"), "new");
        ShoppingList l = Shop.list(
                Shop.seed("001"),
                Shop.rate("USD", "JPY", "130.95", "2022-06-15"),
                tax10,
                Map.of("mikrotik-crs305-1g-4s-in", Money.of("12.50", "USD"), "nb-int-x520da1-s", jpy(800)));
        // JPY: 39,109 + 800 shipping = 39,909. USD: 12.50 x 130.95 = 1,636.875 -> 1,637. Net 41,546.
        // Tax 10 %: 4,154.6 -> 4,155. Total 45,701 JPY.
        assertThat(l.totals().items()).containsExactly(jpy(39_109));
        assertThat(l.totals().shipping()).containsExactly(jpy(800), Money.of("12.50", "USD"));
        assertThat(l.totals().net()).isEqualTo(jpy(41_546));
        assertThat(l.totals().tax()).isEqualTo(jpy(4_155));
        assertThat(l.totals().total()).isEqualTo(jpy(45_701));
    }

    @Test
    void power_seed000_switchAtMaxDacsAtTypical_cardUnknown() {
        ShoppingList l = Shop.list(Shop.seed("000"));
        assertThat(Shop.line(l, "mikrotik-crs305-1g-4s-in").power().basis()).isEqualTo("max");
        assertThat(Shop.line(l, "10gtek-cab-10gsfp-p1m").power().basis()).isEqualTo("typical");
        ShoppingList.PowerSummary p = l.power();
        // 12 W (CRS305, max) + 3 x 0 W (passive DACs); the ConnectX-4 Lx has no figure and is listed, not counted as 0.
        assertThat(p.totalW()).isEqualByComparingTo("12");
        assertThat(p.unknown()).containsExactly("2 × Mellanox MCX4121A-ACAT");
        // 12 W x 24 h x 365 = 105.12 kWh; x 31 JPY = 3,258.72 -> 3,259 JPY a year; x 5 = 16,293.6 -> 16,294 JPY.
        assertThat(p.kwhPerYear()).isEqualByComparingTo("105.12");
        assertThat(p.yearlyCost()).isEqualTo(jpy(3_259));
        assertThat(p.costForYears()).isEqualTo(jpy(16_294));
        // 40,684 + 16,294 = 56,978 JPY.
        assertThat(p.ownershipTotal()).isEqualTo(jpy(56_978));
    }

    @Test
    void power_kwhPriceInAnotherCurrencyWithoutRate_isNotAddedToTheTotal() {
        ShopSettings eur = new ShopSettings(new BigDecimal("0.30"), "EUR", new BigDecimal("8"), 3, null, "new");
        ShoppingList l = Shop.list(Shop.seed("000"), ExchangeRates.NONE, eur, Map.of());
        // 12 W x 8 h x 365 = 35.04 kWh; x 0.30 = 10.512 -> 10.51 EUR a year; x 3 = 31.536 -> 31.54 EUR.
        assertThat(l.power().yearlyCost()).isEqualTo(Money.of("10.51", "EUR"));
        assertThat(l.power().costForYears()).isEqualTo(Money.of("31.54", "EUR"));
        assertThat(l.power().ownershipTotal()).isNull();
        assertThat(l.power().missingRate()).isEqualTo("EUR");
    }

    @Test
    void pricePreference_planCurrencyThenConditionThenNewest() {
        PriceChoice newJpyOld =
                new PriceChoice(PriceChoice.Origin.CATALOG, jpy(19_904), 1, "new", "2022-06", null, null, null);
        PriceChoice newJpy =
                new PriceChoice(PriceChoice.Origin.CATALOG, jpy(27_349), 1, "new", "2025-09", null, null, null);
        PriceChoice newUsd = new PriceChoice(
                PriceChoice.Origin.CATALOG, Money.of("152", "USD"), 1, "new", "2025-10", null, null, null);
        PriceChoice usedJpy =
                new PriceChoice(PriceChoice.Origin.CATALOG, jpy(9_000), 1, "used", "2024-01", null, null, null);
        List<PriceChoice> all = List.of(newUsd, newJpyOld, usedJpy, newJpy);
        assertThat(all.stream().min(Pricing.preference("new", "JPY"))).contains(newJpy);
        assertThat(all.stream().min(Pricing.preference("used", "JPY"))).contains(usedJpy);
        assertThat(all.stream().min(Pricing.preference("new", "USD"))).contains(newUsd);
        // used preferred in a USD plan: the only USD price (new) beats the used yen one the total could not count
        assertThat(all.stream().min(Pricing.preference("used", "USD"))).contains(newUsd);
    }

    @Test
    void aPriceForSeveralUnits_isSharedThenRoundedOnce() {
        PriceChoice twoDacs = new PriceChoice(PriceChoice.Origin.PLAN, jpy(5_345), 2, null, null, null, null, null);
        assertThat(twoDacs.totalFor(2)).isEqualTo(jpy(5_345));
        assertThat(twoDacs.exactFor(2)).isTrue();
        // Three at 5,345 per two: 5,345 x 3 / 2 = 8,017.5 -> 8,018; never 2,673 x 3 = 8,019.
        assertThat(twoDacs.totalFor(3)).isEqualTo(jpy(8_018));
        assertThat(twoDacs.exactFor(3)).isFalse();
    }
}
