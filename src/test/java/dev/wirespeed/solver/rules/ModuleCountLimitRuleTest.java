package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.Plans;
import dev.wirespeed.testing.RuleVerifier;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.Plans.aCardNegotiatedAs;
import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aSeed000Plan;
import static dev.wirespeed.testing.Plans.aTwistedPairLink;
import static dev.wirespeed.testing.Plans.nicPort;
import static dev.wirespeed.testing.Plans.switchPort;

class ModuleCountLimitRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new ModuleCountLimitRule());

    /** A Cat6 cord with S+RJ10 10GBASE-T modules at both ends, from a host's ConnectX-4 Lx to a CRS305 port. */
    private static Plans.LinkBuilder tenGBaseT(String id, String host, int switchPort) {
        return aTwistedPairLink("daiso-lan-cat6-1m")
                .named(id)
                .withModules("mikrotik-s-rj10")
                .between(nicPort(host, "cx4", 1), switchPort("crs305", switchPort))
                .acrossMetres(0.8);
    }

    @Test
    void threeTenGBaseTModules_inACrs305_exceedItsLimitOfTwo() {
        Plans.PlanBuilder plan = aSeed000Plan()
                .replacing(tenGBaseT("l1", "win", 1))
                .replacing(tenGBaseT("l2", "ubuntu", 2))
                .with(aHost("nas").withNic("cx4", "mellanox-mcx4121a-acat").negotiated(aCardNegotiatedAs(3, 4)))
                .with(tenGBaseT("l3", "nas", 3));
        // The CRS305 ends of l1, l2 and l3 hold three S+RJ10 10GBASE-T modules: the limit is 2.
        verifier.given(plan)
                .raises("module-count-limit")
                .once()
                .asError()
                .withMessageContaining("holds 3", "at most 2")
                .on("crs305");
    }

    @Test
    void twoTenGBaseTModules_inACrs305_areAtItsLimit() {
        verifier.given(aSeed000Plan().replacing(tenGBaseT("l1", "win", 1)).replacing(tenGBaseT("l2", "ubuntu", 2)))
                .raisesNothing();
    }
}
