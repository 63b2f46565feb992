package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.CustomParts;
import dev.wirespeed.testing.RuleVerifier;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.Plans.aDacLink;
import static dev.wirespeed.testing.Plans.aSeed000Plan;
import static dev.wirespeed.testing.Plans.nicPort;
import static dev.wirespeed.testing.Plans.switchPort;

class DacLengthRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new DacLengthRule());

    @Test
    void dac0_3mAcross1m_isTooShort() {
        verifier.given(aSeed000Plan()
                        .replacing(aDacLink(0.3)
                                .named("l1")
                                .between(nicPort("win", "cx4", 1), switchPort("crs305", 1))
                                .acrossMetres(1.0)))
                .raises("dac-length")
                .once()
                .asError()
                .withMessageContaining("0.3 m", "1.0 m apart")
                .on("l1");
    }

    @Test
    void aPassive10gDacOf10m_isLongerThanPassiveCopperReaches() {
        // SFP+ passive direct attach reaches 7 m.
        verifier.withCustomParts(CustomParts.aPassive10gDacOf10m())
                .given(aSeed000Plan()
                        .replacing(aDacLink("test-passive-dac-10m")
                                .named("l1")
                                .between(nicPort("win", "cx4", 1), switchPort("crs305", 1))
                                .acrossMetres(8.0)))
                .raises("dac-length")
                .once()
                .asWarning()
                .withMessageContaining("a passive 10G DAC of 10.0 m exceeds the 7.0 m passive copper reach")
                .withFixContaining("active DAC or AOC");
    }

    @Test
    void seed000Dacs_1mAcross0_8mAnd2mAcross1_5m_reach() {
        verifier.given(aSeed000Plan()).raisesNothing();
    }
}
