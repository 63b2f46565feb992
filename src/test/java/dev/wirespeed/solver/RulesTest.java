package dev.wirespeed.solver;

import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.testing.Catalogs;
import dev.wirespeed.testing.ExamplePlans;
import dev.wirespeed.testing.Plans;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

/**
 * Every rule together through {@link PlanEvaluator}: the valid seed 000 plan triggers none of the
 * errors, and what rules find shows in the predictions. Each rule alone is tested in its own class
 * in {@code dev.wirespeed.solver.rules}.
 */
class RulesTest {

    @Test
    void seed000Plan_hasNoErrors_andPredictsBothDirections() {
        Evaluation e = PlanEvaluator.evaluate(Plans.aSeed000Plan().build(), Catalogs.repo(), Calibration.PRIORS);
        assertThat(e.issues()).noneMatch(i -> i.severity().toString().equals("error"));
        // 10 x 1460/1538 = 9.4928 (Windows initiates), 10 x 1448/1538 = 9.4148 (Ubuntu initiates)
        assertThat(e.flows().get(0).prediction().gbps()).isCloseTo(9.4928, offset(1e-4));
        assertThat(e.flows().get(1).prediction().gbps()).isCloseTo(9.4148, offset(1e-4));
    }

    @Test
    void jumboHostBehindA1500Switch_isPredictedAtThePathMtu() {
        Evaluation e = PlanEvaluator.evaluate(
                ExamplePlans.jumboHostsBehindA1500Switch().build(), Catalogs.repo(), Calibration.PRIORS);
        assertThat(e.issues()).filteredOn(i -> i.rule().equals("mtu-mismatch")).hasSize(2);
        // The path MTU is the switch's 1500: 10 x 1448 / 1538 = 9.4148.
        assertThat(e.flows().get(0).prediction().gbps()).isCloseTo(9.4148, offset(1e-4));
    }
}
