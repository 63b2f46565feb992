package dev.wirespeed.recommend;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Targets;
import dev.wirespeed.shop.PartPrices;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.testing.Catalogs;
import dev.wirespeed.units.Money;
import org.junit.jupiter.api.Test;

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
}
