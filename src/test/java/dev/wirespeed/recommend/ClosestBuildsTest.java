package dev.wirespeed.recommend;

import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Targets;
import dev.wirespeed.units.Money;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Which of the builds found are shown as the closest when no build reaches a target. */
class ClosestBuildsTest {

    private static final Plan SEED_000 = Seeds.seed("seed-000");
    private static final Targets TWENTY_FIVE_GIG = new Targets(List.of(new Targets.FlowTarget("ubuntu-to-win", 25)));

    /** A build costing {@code jpy} whose only targeted flow is predicted at {@code gbps}. */
    private static Build costing(long jpy, double gbps) {
        FlowOutcome flow = new FlowOutcome("ubuntu-to-win", gbps, gbps, gbps, "ethernet", null, "", 25, false, false);
        return new Build(
                jpy == 0, Money.ofMinor(jpy, "JPY"), List.of(), List.of(flow), 0, List.of(), List.of(), SEED_000);
    }

    @Test
    void aDearerBuildThatIsNoFaster_isLeftOut() {
        Build free = costing(0, 9.415);
        Build dac = costing(2_199, 9.415);
        Build slowerCard = costing(12_000, 9.0);
        assertThat(Recommender.undominated(List.of(free, dac, slowerCard), TWENTY_FIVE_GIG))
                .containsExactly(free);
    }

    @Test
    void aDearerBuildThatIsFaster_stays_inTheOrderGiven() {
        Build free = costing(0, 9.415);
        Build card = costing(30_000, 12.65);
        Build dearerStill = costing(45_000, 12.65);
        assertThat(Recommender.undominated(List.of(free, card, dearerStill), TWENTY_FIVE_GIG))
                .containsExactly(free, card);
    }

    @Test
    void aCheaperFasterBuild_listedAfterADearerSlowerOne_leavesItOut() {
        Build dearSlow = costing(20_000, 9.0);
        Build cheapFast = costing(5_000, 9.4);
        assertThat(Recommender.undominated(List.of(dearSlow, cheapFast), TWENTY_FIVE_GIG))
                .containsExactly(cheapFast);
    }
}
