package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.RuleVerifier;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.ExamplePlans.seed001X520InTheB550ChipsetSlotAtX1;
import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;

class PcieLinkRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new PcieLinkRule());

    @Test
    void x520InAB550ChipsetSlot_negotiatedAtX1_warnsWithTheBandwidth() {
        // PCIe 2.0 x1 = 5 GT/s x 1 x 8/10 = 4.00 Gbit/s < one 10G port; the server's 2.0 x8 (32 Gbit/s) is plenty.
        verifier.given(seed001X520InTheB550ChipsetSlotAtX1())
                .raises("pcie-link")
                .once()
                .asWarning()
                .withMessageContaining("PCIe 2.0 x1", "4.00 Gbit/s", "10G")
                .withMessageContaining("x1 (BIOS)")
                .on("win/x520");
    }

    @Test
    void x520CloneInTheN100dcX2Slot_isLimitedByItsPcie2Lanes() {
        // The card is PCIe 2.0, the slot 3.0 wired x2: 2.0 x2 = 5 GT/s x 2 x 8/10 = 8.00 Gbit/s < 10G;
        // the rule expects about 80 % of that: 8.00 x 0.8 = 6.4 Gbit/s.
        verifier.given(aPlan().with(aHost("nas")
                        .withBoard("asrock-n100dc-itx")
                        .withNic("x520", "nb-int-x520da1-s")
                        .inSlot("pcie-slot")))
                .raises("pcie-link")
                .once()
                .asWarning()
                .withMessageContaining(
                        "PCIe 2.0 x2 = 5.00 GT/s x 2 x 8/10 = 8.00 Gbit/s",
                        "cannot carry one 10G port",
                        "about 6.4 Gbit/s")
                .on("nas/x520");
    }

    @Test
    void aPcie3X4CardInTheN100dcX2Slot_stillCarries10g_andSaysSoAsInfo() {
        // ConnectX-3 (3.0 x4) in a 3.0 x2 slot: 8 GT/s x 2 x 128/130 = 15.75 Gbit/s >= 10G, but below what the card
        // could use.
        verifier.given(aPlan().with(aHost("nas")
                        .withBoard("asrock-n100dc-itx")
                        .withNic("cx3", "mellanox-mcx311a-xcat")
                        .inSlot("pcie-slot")))
                .raises("pcie-link")
                .once()
                .asInfo()
                .withMessageContaining(
                        "PCIe 3.0 x2", "could use PCIe 3.0 x4", "15.75 Gbit/s still carries one 10G port");
    }

    @Test
    void aCardInTheMsiB550X4Slot_dropsToX1WhenAnotherChipsetSlotHoldsACard() {
        // PCI_E4 is PCIe 3.0 x4, but x1 once PCI_E2 is used (MSI manual): TX401 3.0 x1 = 8 GT/s x 1 x 128/130 = 7.88
        // Gbit/s < 10G.
        verifier.given(aPlan().with(aHost("pc")
                        .withBoard("msi-pro-b550-p-gen3")
                        .withNic("tx401", "tp-link-tx401")
                        .inSlot("PCI_E4")
                        .withNic("lan", "kuroutoshikou-gbe2-5-pcie")
                        .inSlot("PCI_E2")))
                .raises("pcie-link")
                .once()
                .asWarning()
                .withMessageContaining(
                        "PCIe 3.0 x1 = 8.00 GT/s x 1 x 128/130 = 7.88 Gbit/s", "a card is installed in PCI_E2 → x1")
                .on("pc/tx401");
    }

    @Test
    void theSameCardAloneInTheMsiB550X4Slot_getsAllFourLanes() {
        // 3.0 x4 = 8 x 4 x 128/130 = 31.51 Gbit/s for one 10G port.
        verifier.given(aPlan().with(aHost("pc")
                        .withBoard("msi-pro-b550-p-gen3")
                        .withNic("tx401", "tp-link-tx401")
                        .inSlot("PCI_E4")))
                .raisesNothing();
    }

    @Test
    void aGenericNicOnAPcie2X1Link_isCheckedLikeACatalogCard() {
        // A card not in the catalog, described as 10G SFP+ on PCIe 2.0 x1: 5 x 1 x 8/10 = 4.00 Gbit/s < 10G.
        verifier.given(aPlan().with(
                                aHost("pc").withGenericNic("nic", 10, "sfp+").overPcie(2, 1)))
                .raises("pcie-link")
                .once()
                .asWarning()
                .withMessageContaining("generic 10.0G NIC: PCIe 2.0 x1", "4.00 Gbit/s");
    }

    @Test
    void aCardOnItsOwnFullLink_raisesNothing() {
        // No slot and no lspci reading: the ConnectX-3 runs its own PCIe 3.0 x4 = 31.51 Gbit/s.
        verifier.given(aPlan().with(aHost("srv").withNic("cx3", "mellanox-mcx311a-xcat")))
                .raisesNothing();
    }
}
