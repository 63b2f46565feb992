package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.Plans;
import dev.wirespeed.testing.RuleVerifier;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.ExamplePlans.seed003WithCord;
import static dev.wirespeed.testing.Plans.aFiberLink;
import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;
import static dev.wirespeed.testing.Plans.aSeed000Plan;
import static dev.wirespeed.testing.Plans.aSwitch;
import static dev.wirespeed.testing.Plans.nicPort;
import static dev.wirespeed.testing.Plans.switchPort;

class VendorLockRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new VendorLockRule());

    /** An Intel X520-DA1 to CRS305 port 1 over OM3 with this module at both ends. */
    private static Plans.PlanBuilder x520With(String module) {
        return aPlan().with(aHost("nas").withNic("x520", "intel-x520-da1"))
                .with(aSwitch("crs305", "mikrotik-crs305-1g-4s-in"))
                .with(aFiberLink("generic-om3-lc-lc-patch-cord-1m")
                        .named("l")
                        .withModules(module)
                        .between(nicPort("nas", "x520", 1), switchPort("crs305", 1)));
    }

    @Test
    void genericSrModulesInTheSeed003X520Clone_areNotVendorCoded() {
        verifier.given(seed003WithCord("generic-om3-sc-sc-patch-cord-3m"))
                .raises("vendor-locked-optics")
                .asWarning()
                .on("fiber");
    }

    @Test
    void aGenericModuleInAnIntelX520_needsTheIxgbeOverride() {
        verifier.given(x520With("generic-10gbase-sr-sfp-plus"))
                .raises("vendor-locked-optics")
                .once()
                .asWarning()
                .withMessageContaining("end A", "accepts vendor coded by default optics", "is not coded for Intel")
                .withFixContaining("allow it: Linux: ixgbe allow_unsupported_sfp=1");
    }

    @Test
    void anIntelCodedModuleInAnIntelX520_isAccepted() {
        verifier.given(x520With("intel-ftlx8571d3bcv-it")).raisesNothing();
    }

    @Test
    void thirdPartyDacsInAnOpenConnectX4_areAccepted_seed000() {
        verifier.given(aSeed000Plan()).raisesNothing();
    }
}
