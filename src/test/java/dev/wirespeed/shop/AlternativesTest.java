package dev.wirespeed.shop;

import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.Evaluation;
import dev.wirespeed.solver.PlanEvaluator;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.units.Money;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Currency;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Cheaper alternatives: found by re-evaluating the plan, kept only when every flow keeps its prediction. */
class AlternativesTest {

    @Test
    void seed001_usedDualPortConnectX4Lx_insteadOfTheSinglePortX520Clones() {
        ShoppingList l = Shop.list(Shop.seed("001"));
        List<ShoppingList.Alternative> forCards = l.alternativesFor("nb-int-x520da1-s");
        assertThat(forCards).isNotEmpty();
        ShoppingList.Alternative best = forCards.get(0);
        assertThat(best.partId()).isEqualTo("mellanox-mcx4121a-acat");
        assertThat(best.price().condition()).isEqualTo("used");
        // 2 x 3,359 (used, seed 000's price) = 6,718 JPY instead of 13,860: saves 13,860 - 6,718 = 7,142 JPY.
        assertThat(best.newCost()).isEqualTo(Money.ofMinor(6_718, "JPY"));
        assertThat(best.currentCost()).isEqualTo(Money.ofMinor(13_860, "JPY"));
        assertThat(best.saving()).isEqualTo(Money.ofMinor(7_142, "JPY"));
        assertThat(best.flows())
                .extracting(ShoppingList.FlowCheck::flowId)
                .containsExactly("win-to-server", "download-recording");
    }

    @Test
    void everyAlternative_keepsEveryFlowWithinHalfAPercentAndAddsNoError() {
        Plan p = Shop.seed("001");
        ExchangeRates usd = Shop.rate("USD", "JPY", "130.95", "2022-06-15");
        ShoppingList l = Shop.list(p, usd);
        Evaluation before = PlanEvaluator.evaluate(p, Shop.CATALOG, Calibration.PRIORS);
        long errorsBefore = errors(before);
        for (ShoppingList.Alternative a : l.alternatives()) {
            String from = Shop.line(l, a.lineKey()).partId();
            Evaluation after =
                    PlanEvaluator.evaluate(Substitution.swap(p, from, a.partId()), Shop.CATALOG, Calibration.PRIORS);
            assertThat(errors(after)).as(a.name()).isLessThanOrEqualTo(errorsBefore);
            for (int i = 0; i < before.flows().size(); i++) {
                assertThat(after.flows().get(i).prediction().gbps())
                        .as(a.name())
                        .isGreaterThanOrEqualTo(
                                before.flows().get(i).prediction().gbps() * 0.995);
            }
            assertThat(a.saving().signum()).isPositive();
        }
    }

    @Test
    void cheaperButUnfit_usbRj45AdapterWithTheDacs_isNotOffered() {
        // With a USD rate the WisdPi WP-UT5 (30 USD; 2 x 30 x 130.95 = 7,857 JPY) is cheaper than 13,860 JPY,
        // but it is an RJ45 adapter on a link built from SFP+ DACs: re-evaluation adds errors, so it is refused.
        ExchangeRates usd = Shop.rate("USD", "JPY", "130.95", "2022-06-15");
        var wisdpi = Shop.CATALOG.find("wisdpi-wp-ut5").orElseThrow();
        assertThat(Alternatives.cheapest(wisdpi, Shop.seed("001"), 2, usd, Currency.getInstance("JPY"))
                        .orElseThrow()
                        .cost())
                .isEqualTo(Money.ofMinor(7_857, "JPY"));
        ShoppingList l = Shop.list(Shop.seed("001"), usd);
        assertThat(l.alternatives())
                .extracting(ShoppingList.Alternative::partId)
                .doesNotContain("wisdpi-wp-ut5", "wisdpi-usb-c-to-10gb-ethernet-adapter", "qnap-qna-uc5g1t");
    }

    @Test
    void pricesInAnotherCurrency_areComparedOnlyThroughAStoredRate() {
        ShoppingList none = Shop.list(Shop.seed("001"));
        assertThat(none.alternatives())
                .allMatch(a -> a.price().amount().currencyCode().equals("JPY"));
    }

    @Test
    void aDac_insteadOfTwoSrModulesAndACord() {
        Plan p = Shop.seed("000");
        List<Plan.Link> links = new ArrayList<>();
        for (Plan.Link l : p.links()) {
            links.add(
                    !l.id().equals("l-win")
                            ? l
                            : new Plan.Link(
                                    l.id(),
                                    l.a(),
                                    l.b(),
                                    "generic-om3-lc-lc-patch-cord-1m",
                                    "generic-10gbase-sr-sfp-plus",
                                    "generic-10gbase-sr-sfp-plus",
                                    l.distanceM(),
                                    "fiber",
                                    null,
                                    false,
                                    false));
        }
        Plan fiber = Shop.plusPrice(
                Shop.plusPrice(
                        new Plan(
                                p.schemaVersion(),
                                p.id(),
                                p.name(),
                                p.description(),
                                p.currency(),
                                p.hosts(),
                                p.switches(),
                                links,
                                p.flows(),
                                p.prices()),
                        Shop.price("generic-10gbase-sr-sfp-plus", "4000", "JPY", 2)),
                Shop.price("generic-om3-lc-lc-patch-cord-1m", "900", "JPY", 1));
        ShoppingList l = Shop.list(fiber);
        ShoppingList.Alternative dac = l.alternatives().stream()
                .filter(a -> a.scope().equals("link l-win"))
                .findFirst()
                .orElseThrow();
        // The link's share: 2 modules at 4,000 per two (4,000) + the cord 900 = 4,900 JPY.
        assertThat(dac.currentCost()).isEqualTo(Money.ofMinor(4_900, "JPY"));
        // The cheapest DAC of at least the 0.8 m between the ports: the 1 m 10Gtek at 2,199 JPY; saves 4,900 - 2,199 =
        // 2,701.
        assertThat(dac.partId()).isEqualTo("10gtek-cab-10gsfp-p1m");
        assertThat(dac.saving()).isEqualTo(Money.ofMinor(2_701, "JPY"));
        assertThat(dac.replaces()).contains("2 ×").contains("1m");
    }

    private static long errors(Evaluation e) {
        long n = e.issues().stream()
                .filter(i -> i.severity().toString().equals("error"))
                .count();
        return n
                + e.flows().stream()
                        .flatMap(f -> f.issues().stream())
                        .filter(i -> i.severity().toString().equals("error"))
                        .count();
    }
}
