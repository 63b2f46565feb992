package dev.wirespeed.solver;

import dev.wirespeed.testing.RuleVerifier;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.Plans.aDacLink;
import static dev.wirespeed.testing.Plans.aFlow;
import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;
import static dev.wirespeed.testing.Plans.aSeed000Plan;
import static dev.wirespeed.testing.Plans.aSwitch;
import static dev.wirespeed.testing.Plans.nicPort;
import static dev.wirespeed.testing.Plans.switchPort;

/** The checks that run before and around the rules: parts and slots that exist, links with real ends, flows with a route. */
class StructuralChecksTest {

    private final RuleVerifier verifier = RuleVerifier.forStructuralChecks();

    @Test
    void aMisspeltPartId_isAnUnknownPart() {
        verifier.given(aPlan().with(aHost("nas").withNic("x520", "intel-x520-da9")))
                .raises("unknown-part")
                .once()
                .asError()
                .withMessageContaining("no part with id 'intel-x520-da9'")
                .on("nas/x520");
    }

    @Test
    void aPartOfTheWrongKind_isAnUnknownPart() {
        verifier.given(aPlan().with(aHost("nas").withBoard("intel-x520-da1")))
                .raises("unknown-part")
                .once()
                .asError()
                .withMessageContaining("'intel-x520-da1' is a nic, not a board")
                .on("nas");
    }

    @Test
    void aSlotTheBoardLacks_isAnUnknownSlot() {
        verifier.given(aPlan().with(aHost("nas")
                        .withBoard("asrock-n100dc-itx")
                        .withNic("x520", "nb-int-x520da1-s")
                        .inSlot("PCIEX16_2")))
                .raises("unknown-slot")
                .once()
                .asError()
                .withMessageContaining("has no slot 'PCIEX16_2' (slots: pcie-slot)");
    }

    @Test
    void aSlotOnAHostWithoutABoard_cannotBeChecked() {
        verifier.given(aPlan().with(
                                aHost("nas").withNic("x520", "nb-int-x520da1-s").inSlot("PCIEX16_2")))
                .raises("unknown-slot")
                .once()
                .asWarning()
                .withMessageContaining("has no board from the catalog");
    }

    @Test
    void aLinkToAPortTheCardLacks_hasABadEnd() {
        // The X520 clone has one SFP+ port.
        verifier.given(aPlan().with(aHost("nas").withNic("x520", "nb-int-x520da1-s"))
                        .with(aSwitch("crs305", "mikrotik-crs305-1g-4s-in"))
                        .with(aDacLink(1.0).named("l").between(nicPort("nas", "x520", 2), switchPort("crs305", 1))))
                .raises("link-end")
                .once()
                .asError()
                .withMessageContaining("has 1 port; port 2 does not exist")
                .on("l");
    }

    @Test
    void aLinkToAnUnknownDevice_hasABadEnd() {
        verifier.given(aPlan().with(aHost("nas").withNic("x520", "nb-int-x520da1-s"))
                        .with(aDacLink(1.0).named("l").between(nicPort("nas", "x520", 1), switchPort("crs999", 1))))
                .raises("link-end")
                .once()
                .withMessageContaining("'crs999', which is neither a host nor a switch");
    }

    @Test
    void aFlowToASwitch_hasNoHostEndpoint() {
        verifier.given(aSeed000Plan().with(aFlow("win", "crs305").named("f")))
                .raises("flow-endpoints")
                .once()
                .asError()
                .withMessageContaining("both must be hosts")
                .on("f");
    }

    @Test
    void twoHostsWithoutALink_haveNoRoute() {
        verifier.given(aPlan().with(aHost("a").withNic("x520", "nb-int-x520da1-s"))
                        .with(aHost("b").withNic("x520", "nb-int-x520da1-s"))
                        .with(aFlow("a", "b").named("f")))
                .raises("no-route")
                .once()
                .asError()
                .withMessageContaining("no chain of links connects a to b");
    }

    @Test
    void seed000_isStructurallySound() {
        verifier.given(aSeed000Plan()).raisesNothing();
    }
}
