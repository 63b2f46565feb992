package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.CustomParts;
import dev.wirespeed.testing.RuleVerifier;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.ExamplePlans.seed001X520InTheB550ChipsetSlotAtX1;
import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;

class BiosSlotModeRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new BiosSlotModeRule());

    @Test
    void x520InAB550ChipsetSlot_thatCanBeX1_warnsWithTheBandwidth() {
        // PCIEX16_2 offers x1 and x4 modes. The card is PCIe 2.0: x1 = 5 GT/s x 1 x 8/10 = 4.00 Gbit/s < 10G;
        // x4 = 16.00 Gbit/s carries it, so only the x1 mode is reported.
        verifier.given(seed001X520InTheB550ChipsetSlotAtX1())
                .raises("bios-slot-mode")
                .once()
                .asWarning()
                .withMessageContaining("PCIEX16_2")
                .withMessageContaining("x1 mode", "PCIe 2.0 x1 = 4.00 Gbit/s, below one 10G port")
                .on("win/x520");
    }

    @Test
    void aModeThatAlsoLowersTheGeneration_isReportedAtThatGeneration() {
        // TX401 (PCIe 3.0 x4) in a slot whose BIOS mode sets x2 Gen2: 5 GT/s x 2 x 8/10 = 8.00 Gbit/s < 10G,
        // and the message names PCIe 2.0 x2, the link that mode gives (3.0 x2 would carry 15.75 Gbit/s).
        verifier.withCustomParts(CustomParts.aB550PlusWithAGen2X2ModeOnPciex16_2())
                .given(aPlan().with(aHost("win")
                        .withBoard("test-b550-plus-gen2-mode")
                        .withNic("tx401", "tp-link-tx401")
                        .inSlot("PCIEX16_2")))
                .raises("bios-slot-mode")
                .once()
                .asWarning()
                .withMessageContaining("x2 Gen2 mode in the BIOS: PCIe 2.0 x2 = 8.00 Gbit/s, below one 10G port");
    }

    @Test
    void theSameCardInTheCpuSlot_hasNoBiosModeToWorryAbout() {
        verifier.given(aPlan().with(aHost("win")
                        .withBoard("asus-prime-b550-plus")
                        .withNic("x520", "nb-int-x520da1-s")
                        .inSlot("PCIEX16_1")))
                .raisesNothing();
    }
}
