package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.CustomParts;
import dev.wirespeed.testing.RuleVerifier;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.ExamplePlans.seed000WithModulesOnL1;
import static dev.wirespeed.testing.Plans.aDacLink;
import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;
import static dev.wirespeed.testing.Plans.aSeed000Plan;
import static dev.wirespeed.testing.Plans.aSwitch;
import static dev.wirespeed.testing.Plans.nicPort;
import static dev.wirespeed.testing.Plans.switchPort;

class LinkSpeedRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new LinkSpeedRule());

    @Test
    void sfp28PortWithSfpPlusDac_runs10g_andSaysSo() {
        // ConnectX-4 Lx SFP28 (25/10/1G) to a CRS305 SFP+ port over a 10G DAC: the link runs 10G.
        verifier.given(aSeed000Plan()).raises("link-speed").asInfo().withMessageContaining("runs at 10G", "25G");
    }

    @Test
    void sfp28_25gOnlyModule_inCrs305_hasNoCommonSpeed() {
        // The module runs 25G only; the CRS305 SFP+ cage 10G/2.5G/1G: nothing in common, so no speed at all.
        verifier.withCustomParts(CustomParts.a25gOnlySrModule())
                .given(seed000WithModulesOnL1("test-25gbase-sr-only"))
                .raises("link-speed")
                .asError()
                .withMessageContaining("no speed every part supports")
                .on("l1");
    }

    @Test
    void a10gCardOnA10gSwitchPort_runsAtFullSpeed_andRaisesNothing() {
        verifier.given(aPlan().with(aHost("nas").withNic("x520", "nb-int-x520da1-s"))
                        .with(aSwitch("crs305", "mikrotik-crs305-1g-4s-in"))
                        .with(aDacLink(1.0)
                                .between(nicPort("nas", "x520", 1), switchPort("crs305", 1))
                                .acrossMetres(0.5)))
                .raisesNothing();
    }
}
