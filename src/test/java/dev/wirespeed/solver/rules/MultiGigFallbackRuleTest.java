package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.RuleVerifier;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;
import static dev.wirespeed.testing.Plans.aSwitch;
import static dev.wirespeed.testing.Plans.aTwistedPairLink;
import static dev.wirespeed.testing.Plans.nicPort;
import static dev.wirespeed.testing.Plans.switchPort;

class MultiGigFallbackRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new MultiGigFallbackRule());

    @Test
    void a2_5gOnboardPortOnTheCrs305GigabitPort_fallsBackTo1g() {
        // I225-V: 2.5/1/0.1/0.01G; CRS305 port 5 is its RJ45 gigabit port (1/0.1/0.01G): the best common speed is 1G.
        verifier.given(aPlan().with(aHost("pc").withNic("lan", "intel-i225-v"))
                        .with(aSwitch("crs305", "mikrotik-crs305-1g-4s-in"))
                        .with(aTwistedPairLink("daiso-lan-cat6-1m")
                                .named("l")
                                .between(nicPort("pc", "lan", 1), switchPort("crs305", 5))))
                .raises("multigig-fallback")
                .once()
                .asWarning()
                .withMessageContaining(
                        "one end supports 2.5G/1G/0.1G/0.01G", "the other only 1G/0.1G/0.01G", "falls back to 1G")
                .on("l");
    }

    @Test
    void a2_5gPortOnA2_5gSwitchPort_runsAt2_5g() {
        // CRS310 ports 1-8 are 2.5/1/0.1G RJ45: both ends share 2.5G.
        verifier.given(aPlan().with(aHost("pc").withNic("lan", "intel-i225-v"))
                        .with(aSwitch("crs310", "mikrotik-crs310-8g-2s-in"))
                        .with(aTwistedPairLink("daiso-lan-cat6-1m")
                                .between(nicPort("pc", "lan", 1), switchPort("crs310", 1))))
                .raisesNothing();
    }

    @Test
    void twoGigabitOnlyEnds_haveNothingToFallBackFrom() {
        verifier.given(aPlan().with(aHost("pc").withNic("lan", "intel-i219-v"))
                        .with(aSwitch("crs305", "mikrotik-crs305-1g-4s-in"))
                        .with(aTwistedPairLink("daiso-lan-cat6-1m")
                                .between(nicPort("pc", "lan", 1), switchPort("crs305", 5))))
                .raisesNothing();
    }
}
