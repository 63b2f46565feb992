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

/** 10GBASE-T modules allowed only in every other cage, and only in sfp1 and sfp3 (ports 1 and 3). */
class ModulePlacementRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new ModulePlacementRule())
            .withCustomParts(YamlParts.aSwitchWithEveryOtherCageForCopperModules(), CustomParts.anSRj10Drawing2_5W());

    private static Plans.PlanBuilder copperModulesIn(int... ports) {
        Plans.PlanBuilder plan = aPlan().with(aSwitch("sw", "test-placement-switch"));
        for (int p : ports) {
            plan = plan.with(aHost("pc" + p).withNic("x550", "intel-x550-t2"))
                    .with(aTwistedPairLink("daiso-lan-cat6-1m")
                            .named("l" + p)
                            .withModules(null, "test-s-rj10-2-5w")
                            .between(nicPort("pc" + p, "x550", 1), switchPort("sw", p)));
        }
        return plan;
    }

    @Test
    void modulesInSfp1AndSfp3_followTheRules() {
        verifier.given(copperModulesIn(1, 3)).raisesNothing();
    }

    @Test
    void modulesSideBySideInSfp1AndSfp2_breakBothRules() {
        Plans.PlanBuilder plan = copperModulesIn(1, 2);
        verifier.given(plan)
                .raises("module-placement")
                .withMessageContaining("adjacent ports 1 and 2", "in every other cage")
                .on("sw");
        verifier.given(plan)
                .raises("module-placement")
                .withMessageContaining("in port sfp2; the vendor allows them only in sfp1, sfp3")
                .asWarning();
    }
}
