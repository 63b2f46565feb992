package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.RuleVerifier;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.ExamplePlans.jumboHostsBehindA1500Switch;
import static dev.wirespeed.testing.Plans.aDacLink;
import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;
import static dev.wirespeed.testing.Plans.aSeed000Plan;
import static dev.wirespeed.testing.Plans.aSwitch;
import static dev.wirespeed.testing.Plans.nicPort;

class MtuMismatchRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new MtuMismatchRule());

    @Test
    void jumboHostBehindA1500Switch_isAnMtuMismatch() {
        verifier.given(jumboHostsBehindA1500Switch())
                .raises("mtu-mismatch")
                .times(2)
                .asWarning()
                .withMessageContaining("the path MTU is 1500")
                .times(2);
    }

    @Test
    void twoHostsCabledDirectlyAtDifferentMtus_mismatch() {
        verifier.given(aPlan().with(
                                aHost("a").withNic("x520", "nb-int-x520da1-s").withMtu(9000))
                        .with(aHost("b").withNic("x520", "nb-int-x520da1-s").withMtu(1500))
                        .with(aDacLink(1.0).named("l").between(nicPort("a", "x520", 1), nicPort("b", "x520", 1))))
                .raises("mtu-mismatch")
                .once()
                .asWarning()
                .withMessageContaining("MTU 9000 at a, 1500 at b", "the path MTU is 1500")
                .on("l");
    }

    @Test
    void anMtuAboveWhatTheCardSupports_isAnError() {
        // The X520 clone's 82599 takes frames up to MTU 9710 (catalog maxMtu).
        verifier.given(aPlan().with(
                                aHost("nas").withNic("x520", "nb-int-x520da1-s").withMtu(16000)))
                .raises("mtu-mismatch")
                .once()
                .asError()
                .withMessageContaining("MTU 16000 set, the card supports up to 9710")
                .on("nas/x520");
    }

    @Test
    void aSwitchMtuAboveItsMaximum_isAnError() {
        // The CRS305's maximum is 10218 (catalog maxMtu).
        verifier.given(aPlan().with(aSwitch("sw", "mikrotik-crs305-1g-4s-in").withMtu(12000)))
                .raises("mtu-mismatch")
                .once()
                .asError()
                .withMessageContaining("MTU 12000 set, the switch supports up to 10218")
                .on("sw");
    }

    @Test
    void hostsAt1500BehindASwitchThatPassesJumboFrames_raiseNothing() {
        // Seed 000: both hosts at 1500; the CRS305 without an MTU of its own passes up to its 10218.
        verifier.given(aSeed000Plan()).raisesNothing();
    }
}
