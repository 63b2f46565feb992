package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.CustomParts;
import dev.wirespeed.testing.Plans;
import dev.wirespeed.testing.RuleVerifier;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.Plans.aFiberLink;
import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;
import static dev.wirespeed.testing.Plans.aSwitch;
import static dev.wirespeed.testing.Plans.nicPort;
import static dev.wirespeed.testing.Plans.switchPort;

class FiberReachRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new FiberReachRule());

    /** A NAS's X520 clone to CRS305 port 1 over 10GBASE-SR modules on this cord, the devices this far apart. */
    private static Plans.PlanBuilder srLink(String cord, double metres) {
        return aPlan().with(aHost("nas").withNic("x520", "nb-int-x520da1-s"))
                .with(aSwitch("crs305", "mikrotik-crs305-1g-4s-in"))
                .with(aFiberLink(cord)
                        .named("l")
                        .withModules("generic-10gbase-sr-sfp-plus")
                        .between(nicPort("nas", "x520", 1), switchPort("crs305", 1))
                        .acrossMetres(metres));
    }

    @Test
    void a350mRunOfOm3_isBeyondTheSrModulesReach() {
        // 10GBASE-SR over OM3 reaches 300 m (IEEE 802.3ae, the catalog's reach table); each module says so.
        verifier.given(srLink("generic-om3-lc-lc-patch-cord-10m", 350))
                .raises("fiber-reach")
                .asError()
                .withMessageContaining("10GBASE-SR reaches 300.0 m over OM3; the run is 350.0 m")
                .times(2)
                .on("l")
                // A 10 m cord cannot span 350 m either.
                .andRaises("fiber-reach")
                .withMessageContaining("the cord is 10.0 m, the devices are 350.0 m apart")
                .once();
    }

    @Test
    void aDualRateModuleRunningAt10g_isHeldToIts10gReach() {
        // The X520-DA1 and the CRS305 run 10G; the module reaches 300 m over OM3 at 10G and 550 m only at 1G.
        verifier.withCustomParts(CustomParts.anIntelDualRateSrModuleWithIts1gReach())
                .given(aPlan().with(aHost("nas").withNic("x520", "intel-x520-da1"))
                        .with(aSwitch("crs305", "mikrotik-crs305-1g-4s-in"))
                        .with(aFiberLink("generic-om3-lc-lc-patch-cord-10m")
                                .named("l")
                                .withModules("test-ftlx8571-with-1g-reach")
                                .between(nicPort("nas", "x520", 1), switchPort("crs305", 1))
                                .acrossMetres(400)))
                .raises("fiber-reach")
                .withMessageContaining("reaches 300.0 m over OM3; the run is 400.0 m")
                .times(2);
    }

    @Test
    void a3mCordBetweenDevices10mApart_isTooShort() {
        verifier.given(srLink("generic-om3-lc-lc-patch-cord-3m", 10))
                .raises("fiber-reach")
                .once()
                .asError()
                .withMessageContaining("the cord is 3.0 m, the devices are 10.0 m apart")
                .withFixContaining("at least 10.0 m");
    }

    @Test
    void a1mCordAcross0_8m_isWithinEveryReach() {
        verifier.given(srLink("generic-om3-lc-lc-patch-cord-1m", 0.8)).raisesNothing();
    }
}
