package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Board;
import dev.wirespeed.testing.Catalogs;
import dev.wirespeed.testing.CustomParts;
import dev.wirespeed.testing.RuleVerifier;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;
import static org.assertj.core.api.Assertions.assertThat;

class CardSlotFitRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new CardSlotFitRule());

    @Test
    void x8CardInAClosedX4Slot_doesNotFit() {
        // The N100DC-ITX slot is x4 mechanically; the ConnectX-4 Lx edge is x8. Open-ended slots would accept it,
        // and the catalog does not mark this one open-ended.
        Board.Slot slot = Catalogs.repo()
                .find("asrock-n100dc-itx", Board.class)
                .orElseThrow()
                .slot("pcie-slot");
        assertThat(slot.openEnded()).isNotEqualTo(Boolean.TRUE);
        verifier.given(aPlan().with(aHost("nas")
                        .withBoard("asrock-n100dc-itx")
                        .withNic("cx4", "mellanox-mcx4121a-acat")
                        .inSlot("pcie-slot")))
                .raises("card-slot-fit")
                .once()
                .asError()
                .withMessageContaining("x8", "x4")
                .on("nas/cx4");
    }

    @Test
    void anX4CardInTheX4Slot_fits() {
        // TP-Link TX401: PCIe 3.0 x4 edge in the N100DC-ITX's x4-long slot.
        verifier.given(aPlan().with(aHost("nas")
                        .withBoard("asrock-n100dc-itx")
                        .withNic("tx401", "tp-link-tx401")
                        .inSlot("pcie-slot")))
                .raisesNothing();
    }

    @Test
    void aUsbAdapterPlacedInAPcieSlot_doesNotGoThere() {
        verifier.given(aPlan().with(aHost("nas")
                        .withBoard("asrock-n100dc-itx")
                        .withNic("usb", "startech-us5ga30")
                        .inSlot("pcie-slot")))
                .raises("card-slot-fit")
                .once()
                .asError()
                .withMessageContaining("is a usb adapter; it does not go in slot pcie-slot")
                .withFixContaining("attach it to a usb port");
    }

    @Test
    void anOcpMezzanineCardInAPcieSlot_hasTheWrongEdge() {
        // The ConnectX-3 CX341A is an OCP 2.0 card (the one the R86S carries); the N100DC-ITX slot is PCIe.
        verifier.given(aPlan().with(aHost("nas")
                        .withBoard("asrock-n100dc-itx")
                        .withNic("cx3", "mellanox-cx341a")
                        .inSlot("pcie-slot")))
                .raises("card-slot-fit")
                .once()
                .asError()
                .withMessageContaining("has a ocp2 edge; slot pcie-slot is pcie")
                .withFixContaining("choose a OCP slot");
    }

    @Test
    void aFullHeightCardInTheDs1621LowProfileSlot_isAWarning() {
        // The DS1621+ slot is x8 long and takes low-profile cards only; the card is x4, so only its height is wrong.
        verifier.withCustomParts(CustomParts.aFullHeightOnlyX550T2())
                .given(aPlan().with(aHost("nas")
                        .withBoard("synology-ds1621-plus")
                        .withNic("x550", "test-x550-t2-full-height")
                        .inSlot("PCIe")))
                .raises("card-slot-fit")
                .once()
                .asWarning()
                .withMessageContaining("is full height; slot PCIe takes low-profile cards only");
    }

    @Test
    void anX8ConnectX4LxOcpCardInTheR86sX4OcpSlot_fits() {
        // The R86S board note (camilo-nunez/r86s-25g): an MCX4421A-ACQN (OCP 2.0, x8) replaces the CX341A and runs
        // Gen3 x4; an OCP connector has no card-edge length to compare.
        verifier.given(aPlan().with(aHost("r86s")
                        .withBoard("gowin-r86s-u1")
                        .withNic("cx4", "mellanox-mcx4421a-acqn")
                        .inSlot("OCP")))
                .raisesNothing();
    }

    @Test
    void theOcpCardInTheR86sOcpSlot_fits() {
        verifier.given(aPlan().with(aHost("r86s")
                        .withBoard("gowin-r86s-u1")
                        .withNic("cx3", "mellanox-cx341a")
                        .inSlot("OCP")))
                .raisesNothing();
    }
}
