package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.RuleVerifier;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;

class ThunderboltPortRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new ThunderboltPortRule());

    @Test
    void aThunderboltAdapterOnABoardThatListsOnlyUsb3Ports_hasNowhereToGo() {
        // The Shuttle DS77U5's catalog entry lists two USB 3.2 Gen1 ports and no Thunderbolt or USB4.
        verifier.given(aPlan().with(aHost("ds")
                        .withBoard("shuttle-ds77u5")
                        .withNic("tb", "qnap-qna-t310g1s")
                        .onThunderboltPort(3)))
                .raises("thunderbolt-port")
                .once()
                .asError()
                .withMessageContaining(
                        "QNAP QNA-T310G1S needs Thunderbolt; Shuttle DS77U5 lists no Thunderbolt or USB4 port")
                .on("ds/tb");
    }

    @Test
    void aBoardWhosePortsAreNotListed_isNotSaidToLackThunderbolt() {
        // The ThinkPad X1 Extreme Gen1 entry leaves its port lists empty: unknown, not absent.
        verifier.given(aPlan().with(aHost("laptop")
                        .withBoard("lenovo-thinkpad-x1-extreme-gen1")
                        .withNic("tb", "qnap-qna-t310g1s")
                        .onThunderboltPort(3)))
                .raisesNothing();
    }

    @Test
    void aHostWithoutABoard_isNotChecked() {
        verifier.given(aPlan().with(aHost("mac")
                        .runningMacos()
                        .withNic("tb", "qnap-qna-t310g1s")
                        .onThunderboltPort(3)))
                .raisesNothing();
    }
}
