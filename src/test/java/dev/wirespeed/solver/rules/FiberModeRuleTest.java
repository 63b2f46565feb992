package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.RuleVerifier;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.ExamplePlans.seed000WithFiberOnL1;

class FiberModeRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new FiberModeRule());

    @Test
    void lrModuleAgainstSrModule_isAModeMismatch() {
        verifier.given(seed000WithFiberOnL1(
                        "generic-om3-lc-lc-patch-cord-1m",
                        "generic-10gbase-sr-sfp-plus",
                        "generic-10gbase-lr-sfp-plus"))
                .raises("fiber-mode")
                .withMessageContaining("module A is multimode (10GBASE-SR), module B is single-mode (10GBASE-LR)")
                .once()
                // The OM3 cord is multimode too, which the single-mode LR module cannot use.
                .andRaises("fiber-mode")
                .withMessageContaining("10GBASE-LR", "needs single-mode fiber", "is OM3 (mmf)")
                .once()
                .asError()
                .on("l1");
    }

    @Test
    void srModulesOnASingleModeCord_bothNeedMultimode() {
        verifier.given(seed000WithFiberOnL1(
                        "generic-os2-lc-lc-patch-cord-2m",
                        "generic-10gbase-sr-sfp-plus",
                        "generic-10gbase-sr-sfp-plus"))
                .raises("fiber-mode")
                .times(2)
                .asError()
                .withMessageContaining("needs multimode fiber", "is OS2 (smf)")
                .times(2)
                .withFixContaining("multimode OM3/OM4");
    }

    @Test
    void srModulesOnAnOm3Cord_raiseNothing() {
        verifier.given(seed000WithFiberOnL1(
                        "generic-om3-lc-lc-patch-cord-1m",
                        "generic-10gbase-sr-sfp-plus",
                        "generic-10gbase-sr-sfp-plus"))
                .raisesNothing();
    }
}
