package dev.wirespeed.recommend;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.PlanEdits;
import dev.wirespeed.plan.Targets;
import dev.wirespeed.shop.PartPrices;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.testing.Catalogs;
import dev.wirespeed.units.Money;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The upgrade path of a plan as it is: the change that lifts its slowest flow most per unit of money, then the next. */
class UpgradePathTest {

    private static final Catalog CATALOG = Catalogs.repo();

    private static List<UpgradePath.Step> path(Plan p, int steps) {
        PartPrices prices = new PartPrices(p, CATALOG, Targets.Condition.ANY, Money.currency("JPY"), null);
        return UpgradePath.of(p, CATALOG, Calibration.PRIORS, prices, steps);
    }

    @Test
    void seed001_firstStepIsAFreeChange_thatLiftsItsSlowestFlowFromThePcieBoundToTheWire() {
        List<UpgradePath.Step> steps = path(Seeds.seed("seed-001"), 2);

        assertThat(steps).isNotEmpty();
        UpgradePath.Step first = steps.get(0);
        assertThat(first.cost().isZero()).isTrue();
        // before: the X520 clone at PCIe 2.0 x1, 5 x 0.8 x 1448 / 1842 = 3.14 Gbit/s, binds both flows;
        // after it the card has at least PCIe 2.0 x4 (16 Gbit/s raw) and another stage binds the slowest
        assertThat(first.fromGbps()).isCloseTo(3.144, within(0.01));
        assertThat(first.toGbps()).isGreaterThan(first.fromGbps() + 1);
        assertThat(first.what()).containsAnyOf("x4 mode", "move");
        for (int i = 1; i < steps.size(); i++) {
            assertThat(steps.get(i).fromGbps()).isEqualTo(steps.get(i - 1).toGbps());
            assertThat(steps.get(i).toGbps()).isGreaterThan(steps.get(i).fromGbps());
        }
    }

    @Test
    void aPlanNothingLifts_hasNoSteps() {
        // seed 002's SMB flow is bound by the N100's one core; with every free change made and no card
        // faster on that CPU, the path ends
        List<UpgradePath.Step> steps = path(Seeds.seed("seed-002"), 10);

        assertThat(steps.size()).isLessThan(10);
        assertThat(steps).allMatch(s -> s.toGbps() > s.fromGbps());
    }

    @Test
    void aDirectLinkOnA10gDacBetweenTwoSfp28Cards_isLiftedByA25gCable_pricedPerGbitGained() {
        // seed 000's two ConnectX-4 Lx (SFP28, 25G) joined directly by the 2 m 10Gtek SFP+ DAC (10G): the
        // cable holds the link at 10G while both cards and their PCIe 3.0 x4 (31.5 Gbit/s) carry 25G
        Plan p = Seeds.seed("seed-000");
        p = PlanEdits.removeSwitch(p, "crs305").plan();
        p = PlanEdits.addLink(
                        p,
                        new Plan.Link(
                                "direct",
                                new Plan.End("win", "cx4", 1),
                                new Plan.End("ubuntu", "cx4", 1),
                                "10gtek-cab-10gsfp-p2m",
                                null,
                                null,
                                2.0,
                                null,
                                null,
                                true,
                                false))
                .plan();
        // the catalog has no yen price for an SFP28 DAC: the plan's own, for the 3 m MikroTik XS+DA0003
        p = new Plan(
                p.schemaVersion(),
                p.id(),
                p.name(),
                p.description(),
                p.currency(),
                p.hosts(),
                p.switches(),
                p.links(),
                p.flows(),
                List.of(new Plan.PlanPrice("mikrotik-xs-da0003", BigDecimal.valueOf(3_000), "JPY", 1, "test price")));

        List<UpgradePath.Step> steps = path(p, 4);

        UpgradePath.Step cable = steps.stream()
                // the link by the names of its ends, seed 000's Windows PC and Ubuntu PC
                .filter(s -> s.what().startsWith("replace the cable of link Windows PC – Ubuntu PC"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no cable step in " + steps));
        // free steps first (MTU 9000 on a 10G wire: 10 x (9000 - 52) / 9038 = 9.900 at most); the cable
        // then lifts the slowest flow above 10G, to at most the 25G wire at MTU 9000, 25 x 8948 / 9038 = 24.75
        assertThat(steps.indexOf(cable)).isPositive();
        assertThat(steps.subList(0, steps.indexOf(cable)))
                .allMatch(s -> s.cost().isZero());
        assertThat(cable.fromGbps()).isLessThanOrEqualTo(9.9);
        assertThat(cable.toGbps()).isGreaterThan(10).isLessThanOrEqualTo(24.752);
        assertThat(cable.cost()).isEqualTo(Money.ofMinor(3_000, "JPY"));
        assertThat(cable.what()).contains("XS+DA0003");
    }
}
