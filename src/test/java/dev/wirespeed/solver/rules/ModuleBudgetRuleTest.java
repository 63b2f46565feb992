package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.CustomParts;
import dev.wirespeed.testing.Plans;
import dev.wirespeed.testing.RuleVerifier;
import dev.wirespeed.testing.YamlParts;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;
import static dev.wirespeed.testing.Plans.aSwitch;
import static dev.wirespeed.testing.Plans.aTwistedPairLink;
import static dev.wirespeed.testing.Plans.nicPort;
import static dev.wirespeed.testing.Plans.switchPort;

/** A switch that supplies 5 W to all its modules together, filled with 2.5 W 10GBASE-T modules. */
class ModuleBudgetRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new ModuleBudgetRule())
            .withCustomParts(YamlParts.aSwitchSupplyingModules(5), CustomParts.anSRj10Drawing2_5W());

    private static Plans.PlanBuilder copperModulesInPorts(int n) {
        Plans.PlanBuilder plan = aPlan().with(aSwitch("sw", "test-budget-switch"));
        for (int i = 1; i <= n; i++) {
            plan = plan.with(aHost("pc" + i).withNic("x550", "intel-x550-t2"))
                    .with(aTwistedPairLink("daiso-lan-cat6-1m")
                            .named("l" + i)
                            .withModules(null, "test-s-rj10-2-5w")
                            .between(nicPort("pc" + i, "x550", 1), switchPort("sw", i)));
        }
        return plan;
    }

    @Test
    void threeModulesOf2_5W_exceedA5WBudget() {
        // 3 × 2.5 W = 7.5 W > 5.0 W
        verifier.given(copperModulesInPorts(3))
                .raises("module-power-budget")
                .once()
                .asError()
                .withMessageContaining("supplies 5.0 W to all its modules; the plan's 3 modules draw 7.5 W")
                .on("sw");
    }

    @Test
    void twoModulesOf2_5W_fitA5WBudgetExactly() {
        // 2 × 2.5 W = 5.0 W, not more than the budget
        verifier.given(copperModulesInPorts(2)).raisesNothing();
    }
}
