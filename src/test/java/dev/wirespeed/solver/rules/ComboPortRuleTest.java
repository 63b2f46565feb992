package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.Plans;
import dev.wirespeed.testing.RuleVerifier;
import dev.wirespeed.testing.YamlParts;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.Plans.aDacLink;
import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;
import static dev.wirespeed.testing.Plans.aSwitch;
import static dev.wirespeed.testing.Plans.aTwistedPairLink;
import static dev.wirespeed.testing.Plans.nicPort;
import static dev.wirespeed.testing.Plans.switchPort;

/** The test switch has ether1-4 (ports 1-4) and sfp1-2 (ports 5-6); ether4 and sfp1 share one PHY. */
class ComboPortRuleTest {

    private final RuleVerifier verifier =
            RuleVerifier.forRule(new ComboPortRule()).withCustomParts(YamlParts.aComboSwitch());

    private static Plans.PlanBuilder twoHostsOnPorts(int copperPort, int sfpPort) {
        return aPlan().with(aHost("pc").withNic("x550", "intel-x550-t2"))
                .with(aHost("nas").withNic("x520", "nb-int-x520da1-s"))
                .with(aSwitch("sw", "test-combo-switch"))
                .with(aTwistedPairLink("daiso-lan-cat6-1m")
                        .named("copper")
                        .between(nicPort("pc", "x550", 1), switchPort("sw", copperPort)))
                .with(aDacLink(1.0).named("sfp").between(nicPort("nas", "x520", 1), switchPort("sw", sfpPort)));
    }

    @Test
    void ether4AndSfp1BothCabled_cannotBothCarryALink() {
        verifier.given(twoHostsOnPorts(4, 5))
                .raises("combo-port")
                .once()
                .asError()
                .withMessageContaining("ports ether4 (link copper) and sfp1 (link sfp) are a combo pair")
                .on("sfp");
    }

    @Test
    void ether3AndSfp1_areNotAPair() {
        verifier.given(twoHostsOnPorts(3, 5)).raisesNothing();
    }
}
