package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.RuleVerifier;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.ExamplePlans.seed000WithFiberOnL1;

class WavelengthRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new WavelengthRule());

    @Test
    void lrModuleAgainstSrModule_isAWavelengthMismatch() {
        // Catalog wavelengths: 10GBASE-SR 850 nm, 10GBASE-LR 1310 nm.
        verifier.given(seed000WithFiberOnL1(
                        "generic-om3-lc-lc-patch-cord-1m",
                        "generic-10gbase-sr-sfp-plus",
                        "generic-10gbase-lr-sfp-plus"))
                .raises("wavelength")
                .once()
                .asError()
                .withMessageContaining("850 nm", "1310 nm")
                .on("l1");
    }

    @Test
    void twoSrModules_bothSendAt850nm() {
        // A generic and a MikroTik 10GBASE-SR module: different vendors, the same 850 nm.
        verifier.given(seed000WithFiberOnL1(
                        "generic-om3-lc-lc-patch-cord-1m", "generic-10gbase-sr-sfp-plus", "mikrotik-s-85dlc03d"))
                .raisesNothing();
    }
}
