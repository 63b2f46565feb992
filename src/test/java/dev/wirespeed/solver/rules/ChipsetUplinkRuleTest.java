package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.RuleVerifier;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;

/** The ASUS PRIME B550-PLUS chipset uplink: PCIe 3.0 x4 = 8 GT/s x 4 x 128/130 = 31.5 Gbit/s. */
class ChipsetUplinkRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new ChipsetUplinkRule());

    @Test
    void aDual25gCardInTheChipsetSlot_needsMoreThanTheUplink() {
        // ConnectX-4 Lx: 2 ports x 25G = 50G > 31.5; no storage listed (0.0).
        verifier.given(aPlan().with(aHost("win")
                        .withBoard("asus-prime-b550-plus")
                        .withNic("cx4", "mellanox-mcx4121a-acat")
                        .inSlot("PCIEX16_2")))
                .raises("chipset-uplink")
                .once()
                .asWarning()
                .withMessageContaining(
                        "chipset uplink PCIe 3.0 x4 = 31.5 Gbit/s",
                        "Mellanox MCX4121A-ACAT 50G",
                        "storage 0.0 Gbit/s",
                        "50.0 Gbit/s in all")
                .on("win");
    }

    @Test
    void a10gCardWithAFastNvmeDisk_shareTheUplinkBeyondItsLimit() {
        // Samsung 980 PRO: 7000 MB/s x 8 / 1000 = 56.0 Gbit/s; with the 10G card 66.0 > 31.5.
        verifier.given(aPlan().with(aHost("win")
                        .withBoard("asus-prime-b550-plus")
                        .withStorage("samsung-980-pro-1tb")
                        .withNic("x520", "nb-int-x520da1-s")
                        .inSlot("PCIEX16_2")))
                .raises("chipset-uplink")
                .once()
                .withMessageContaining("10G", "storage 56.0 Gbit/s: 66.0 Gbit/s in all");
    }

    @Test
    void a10gCardAloneBehindTheChipset_fitsTheUplink() {
        // 10 < 31.5.
        verifier.given(aPlan().with(aHost("win")
                        .withBoard("asus-prime-b550-plus")
                        .withNic("x520", "nb-int-x520da1-s")
                        .inSlot("PCIEX16_2")))
                .raisesNothing();
    }

    @Test
    void theDual25gCardInTheCpuSlot_doesNotUseTheChipsetUplink() {
        verifier.given(aPlan().with(aHost("win")
                        .withBoard("asus-prime-b550-plus")
                        .withStorage("samsung-980-pro-1tb")
                        .withNic("cx4", "mellanox-mcx4121a-acat")
                        .inSlot("PCIEX16_1")))
                .raisesNothing();
    }
}
