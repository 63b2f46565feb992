package dev.wirespeed.cli;

import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.Evaluation;
import dev.wirespeed.solver.PlanEvaluator;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.testing.Catalogs;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/** The `bench plan` generator builds the size it is asked for, as a tree a real network could be. */
class BenchPlanGeneratorTest {

    @Test
    void tenThousandHosts_giveTenThousandHostsAndTheNas_onAsManySwitchesAsTheTreeNeeds() {
        Plan p = BenchCommand.largePlan(10_000);
        // 10,000 hosts and the NAS. Access switches of 23 hosts: ceil(10,000 / 23) = 435 (23 × 434 =
        // 9,982 is short); aggregation of 23 downlinks: ceil(435 / 23) = 19; then one root: 455.
        assertThat(p.hosts()).hasSize(10_001);
        assertThat(p.switches()).hasSize(435 + 19 + 1);
        // One link per host, one uplink per non-root switch, one for the NAS.
        assertThat(p.links()).hasSize(10_000 + 454 + 1);
        assertThat(p.flows()).hasSize(10_000);
    }

    @Test
    void aPlanOfOneAccessSwitch_putsTheNasOnItsLastPort() {
        Plan p = BenchCommand.largePlan(5);
        assertThat(p.switches()).extracting(Plan.SwitchUnit::id).containsExactly("acc0");
        assertThat(p.links()).anySatisfy(l -> {
            assertThat(l.a().device()).isEqualTo("nas");
            assertThat(l.b().port()).isEqualTo(24);
        });
    }

    @Test
    void theGeneratedTree_isABuildableNetwork_withNoErrors() {
        Evaluation e = PlanEvaluator.evaluate(BenchCommand.largePlan(600), Catalogs.repo(), Calibration.PRIORS);
        // Warnings are the X520's own catalog caveats (Linux driver, vendor-locked optics), once per host.
        Map<String, Integer> errors = new TreeMap<>();
        for (Issue i : e.issues()) {
            if (i.severity() == Severity.ERROR) {
                errors.merge(i.rule(), 1, Integer::sum);
            }
        }
        assertThat(errors).as("errors by rule").isEmpty();
        assertThat(e.flows()).hasSize(600);
    }
}
