package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.RuleVerifier;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.Plans.aDacLink;
import static dev.wirespeed.testing.Plans.aSeed000Plan;
import static dev.wirespeed.testing.Plans.nicPort;
import static dev.wirespeed.testing.Plans.switchPort;

class PortInUseRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new PortInUseRule());

    @Test
    void portUsedTwice_isAnError() {
        // l2 moved from CRS305 port 2 to port 1, which l1 already uses.
        verifier.given(aSeed000Plan().replacing(aDacLink(2.0).named("l2").between(nicPort("ubuntu", "cx4", 1), switchPort("crs305", 1)).acrossMetres(1.5)))
                .raises("port-in-use").once().asError().withMessageContaining("l1", "l2")
                .withMessageContaining("port 1 of crs305 is used by links l1 and l2").on("l2");
    }

    @Test
    void seed000_usesEachPortOnce() {
        verifier.given(aSeed000Plan()).raisesNothing();
    }
}
