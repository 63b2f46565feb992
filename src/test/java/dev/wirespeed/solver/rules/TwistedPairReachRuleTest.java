package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.Plans;
import dev.wirespeed.testing.RuleVerifier;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;
import static dev.wirespeed.testing.Plans.aSwitch;
import static dev.wirespeed.testing.Plans.aTwistedPairLink;
import static dev.wirespeed.testing.Plans.nicPort;
import static dev.wirespeed.testing.Plans.switchPort;

class TwistedPairReachRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new TwistedPairReachRule());

    /** Two PCs with Intel X550-T2 cards (10GBASE-T), port 1 to port 1 over this cable, this far apart: the link runs 10G. */
    private static Plans.PlanBuilder x550ToX550(String cable, double metres) {
        return aPlan().with(aHost("a").withNic("x550", "intel-x550-t2"))
                .with(aHost("b").withNic("x550", "intel-x550-t2"))
                .with(aTwistedPairLink(cable)
                        .named("l")
                        .between(nicPort("a", "x550", 1), nicPort("b", "x550", 1))
                        .acrossMetres(metres));
    }

    @Test
    void tenGBaseTOverCat6For60m_isBeyondIts55m() {
        verifier.given(x550ToX550("daiso-lan-cat6-1m", 60))
                .raises("twisted-pair-reach")
                .asWarning()
                .withMessageContaining("10GBASE-T over Cat6 reaches 55 m; the run is 60.0 m")
                .once()
                .withFixContaining("Cat6a")
                .on("l")
                // The plan's cable is the 1 m Daiso cord, which cannot span 60 m.
                .andRaises("twisted-pair-reach")
                .asError()
                .withMessageContaining("the cable is 1.0 m, the devices are 60.0 m apart")
                .once();
    }

    @Test
    void a120mRun_exceedsTheBaseTChannel() {
        verifier.given(x550ToX550("generic-cat6a-patch-cable-2m", 120))
                .raises("twisted-pair-reach")
                .asError()
                .withMessageContaining("120.0 m of twisted pair exceeds the 100 m BASE-T channel")
                .once();
    }

    @Test
    void anSRj10ModuleAt10gFor40m_isBeyondTheModulesOwn30m() {
        // The X550-T2 and the S+RJ10 in the CRS305's SFP+ cage share 10G; MikroTik rates the S+RJ10 at 30 m at 10G.
        verifier.given(aPlan().with(aHost("pc").withNic("x550", "intel-x550-t2"))
                        .with(aSwitch("crs305", "mikrotik-crs305-1g-4s-in"))
                        .with(aTwistedPairLink("generic-cat6a-patch-cable-2m")
                                .named("l")
                                .withModules(null, "mikrotik-s-rj10")
                                .between(nicPort("pc", "x550", 1), switchPort("crs305", 1))
                                .acrossMetres(40)))
                .raises("twisted-pair-reach")
                .asWarning()
                .withMessageContaining("MikroTik S+RJ10 reaches 30.0 m at 10G; the run is 40.0 m")
                .once();
    }

    @Test
    void a1mCat6CordAcross0_8m_raisesNothing() {
        verifier.given(x550ToX550("daiso-lan-cat6-1m", 0.8)).raisesNothing();
    }
}
