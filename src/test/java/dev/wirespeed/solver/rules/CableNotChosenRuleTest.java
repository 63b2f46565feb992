package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.RuleVerifier;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.Plans.aLinkWithoutCable;
import static dev.wirespeed.testing.Plans.aSeed000Plan;
import static dev.wirespeed.testing.Plans.nicPort;
import static dev.wirespeed.testing.Plans.switchPort;

class CableNotChosenRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new CableNotChosenRule());

    @Test
    void aLinkBetweenTwoSfpCagesWithNoCable_isAWarningOnThatLink() {
        verifier.given(aSeed000Plan()
                        .replacing(aLinkWithoutCable()
                                .named("l1")
                                .between(nicPort("win", "cx4", 1), switchPort("crs305", 1))
                                .acrossMetres(0.8)))
                .raises("cable-not-chosen")
                .once()
                .asWarning()
                .withMessageContaining("link win – crs305: no cable is chosen", "the shopping list has none for it")
                .withFixContaining("choose the cable")
                .on("l1");
    }

    @Test
    void twoModulesWithoutACordBetweenThem_isTheSameGap() {
        verifier.given(aSeed000Plan()
                        .replacing(aLinkWithoutCable()
                                .named("l1")
                                .between(nicPort("win", "cx4", 1), switchPort("crs305", 1))
                                .withModules("generic-10gbase-sr-sfp-plus")))
                .raises("cable-not-chosen")
                .once()
                .asWarning()
                .withMessageContaining("the modules are chosen but no cord between them")
                .withFixContaining("cord");
    }

    @Test
    void seed000_everyLinkNamesItsDac() {
        verifier.given(aSeed000Plan()).raisesNothing();
    }
}
