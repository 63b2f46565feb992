package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.Plans;
import dev.wirespeed.testing.RuleVerifier;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.Plans.aDacLink;
import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;
import static dev.wirespeed.testing.Plans.aSeed000Plan;
import static dev.wirespeed.testing.Plans.aSwitch;
import static dev.wirespeed.testing.Plans.nicPort;
import static dev.wirespeed.testing.Plans.switchPort;

class PortInUseRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new PortInUseRule());

    @Test
    void portUsedTwice_isAnError() {
        // l2 moved from CRS305 port 2 to port 1, which l1 already uses.
        verifier.given(aSeed000Plan()
                        .replacing(aDacLink(2.0)
                                .named("l2")
                                .between(nicPort("ubuntu", "cx4", 1), switchPort("crs305", 1))
                                .acrossMetres(1.5)))
                .raises("port-in-use")
                .once()
                .asError()
                // links are named by the devices at their ends (these hosts have no names: their ids)
                .withMessageContaining("port 1 of crs305 is used by links win – crs305 and ubuntu – crs305")
                .on("l2");
    }

    @Test
    void sixLinksToTheFivePortCrs305_areMoreThanItHas() {
        // Four SFP+ ports and one RJ45 port; the sixth host can only reuse port 1.
        Plans.PlanBuilder plan = aPlan().with(aSwitch("crs305", "mikrotik-crs305-1g-4s-in"));
        for (int i = 1; i <= 6; i++) {
            plan.with(aHost("h" + i).withNic("x520", "nb-int-x520da1-s"))
                    .with(aDacLink(1.0)
                            .named("l" + i)
                            .between(nicPort("h" + i, "x520", 1), switchPort("crs305", i == 6 ? 1 : i)));
        }
        verifier.given(plan)
                .raises("port-in-use")
                .withMessageContaining("MikroTik CRS305-1G-4S+IN has 5 ports; the plan connects 6 links to it")
                .once()
                .on("crs305")
                .andRaises("port-in-use")
                .withMessageContaining("port 1 of crs305 is used by links h1 – crs305 and h6 – crs305")
                .once();
    }

    @Test
    void seed000_usesEachPortOnce() {
        verifier.given(aSeed000Plan()).raisesNothing();
    }
}
