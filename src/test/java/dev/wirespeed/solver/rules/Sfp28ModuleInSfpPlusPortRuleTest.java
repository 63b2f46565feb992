package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.CustomParts;
import dev.wirespeed.testing.RuleVerifier;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.ExamplePlans.seed000WithModulesOnL1;

class Sfp28ModuleInSfpPlusPortRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new Sfp28ModuleInSfpPlusPortRule());

    @Test
    void sfp28_25gOnlyModule_inCrs305_linksNever() {
        // The module runs 25G only; the CRS305 SFP+ cage 10G/2.5G/1G: nothing in common.
        verifier.withCustomParts(CustomParts.a25gOnlySrModule())
                .given(seed000WithModulesOnL1("test-25gbase-sr-only"))
                .raises("sfp28-module-in-sfp-plus-port")
                .asError()
                .withMessageContaining("runs 25G", "10G/2.5G/1G");
    }

    @Test
    void dualRateSfp28Module_inCrs305_warnsItRuns10gOnly() {
        // 10gtek-azs85-192-m1: 25GBASE-SR SFP28 with 25/10G per its source; in an SFP+ cage it can only run 10G.
        verifier.given(seed000WithModulesOnL1("10gtek-azs85-192-m1"))
                .raises("sfp28-module-in-sfp-plus-port")
                .once()
                .asWarning()
                .withMessageContaining("SFP28", "only run 10G")
                .withMessageContaining("end B", "sfp-rate-select=low");
    }

    @Test
    void a10gSrModuleInAnSfpPlusCage_raisesNothing() {
        verifier.given(seed000WithModulesOnL1("generic-10gbase-sr-sfp-plus")).raisesNothing();
    }
}
