package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.CustomParts;
import dev.wirespeed.testing.Plans;
import dev.wirespeed.testing.RuleVerifier;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.Plans.aFiberLink;
import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;
import static dev.wirespeed.testing.Plans.aSwitch;
import static dev.wirespeed.testing.Plans.aTwistedPairLink;
import static dev.wirespeed.testing.Plans.nicPort;
import static dev.wirespeed.testing.Plans.switchPort;

/** No catalog switch states its per-cage power yet, so the switch is a custom CRS305 with 1.0 W (SFF-8431 level I) cages. */
class ModulePowerRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new ModulePowerRule())
            .withCustomParts(CustomParts.aCrs305WithLevelOneCages(), CustomParts.anSRj10Drawing2_5W());

    private static Plans.PlanBuilder aHostOnTheLevelOneSwitch(Plans.LinkBuilder link) {
        return aPlan().with(aHost("pc").withNic("x550", "intel-x550-t2"))
                .with(aHost("nas").withNic("x520", "nb-int-x520da1-s"))
                .with(aSwitch("sw", "test-crs305-level-1"))
                .with(link);
    }

    @Test
    void a2_5WModuleInA1WCage_drawsTooMuch() {
        verifier.given(aHostOnTheLevelOneSwitch(aTwistedPairLink("daiso-lan-cat6-1m")
                        .named("l")
                        .withModules(null, "test-s-rj10-2-5w")
                        .between(nicPort("pc", "x550", 1), switchPort("sw", 1))))
                .raises("module-power")
                .once()
                .asWarning()
                .withMessageContaining("end B", "draws 2.5 W; the cage supplies 1.0 W")
                .on("l");
    }

    @Test
    void aMikrotikSrModuleOf0_8WInA1WCage_fits() {
        // MikroTik S+85DLC03D: 0.8 W at most, within level I's 1.0 W.
        verifier.given(aHostOnTheLevelOneSwitch(aFiberLink("generic-om3-lc-lc-patch-cord-1m")
                        .withModules("mikrotik-s-85dlc03d")
                        .between(nicPort("nas", "x520", 1), switchPort("sw", 1))))
                .raisesNothing();
    }
}
