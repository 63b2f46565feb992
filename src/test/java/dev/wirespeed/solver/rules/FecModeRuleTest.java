package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.Plans;
import dev.wirespeed.testing.RuleVerifier;
import dev.wirespeed.testing.YamlParts;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.Plans.aDacLink;
import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;
import static dev.wirespeed.testing.Plans.aSwitch;
import static dev.wirespeed.testing.Plans.nicPort;
import static dev.wirespeed.testing.Plans.switchPort;

/** IEEE 802.3by: both ends of a 25G link run one FEC mode, and the copper class decides which are allowed. */
class FecModeRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new FecModeRule())
            .withCustomParts(
                    YamlParts.a25gCardRunning("test-card-rs-only", "[rs]"),
                    YamlParts.a25gCardRunning("test-card-rs-first", "[rs, base-r, \"off\"]"),
                    YamlParts.a25gCardRunning("test-card-base-r-only", "[base-r]"),
                    YamlParts.a25gSwitchRunning("test-switch-base-r-first", "[base-r, rs, \"off\"]"),
                    YamlParts.a25gSwitchRunning("test-switch-base-r-only", "[base-r]"),
                    YamlParts.a25gSwitchRunning("test-switch-rs-first", "[rs, base-r]"),
                    YamlParts.a25gDac("test-dac-ca-25g-n", "CA-25G-N", 1),
                    YamlParts.a25gDac("test-dac-ca-25g-l", "CA-25G-L", 3));

    private static Plans.PlanBuilder aCardOnASwitch(String card, String sw, String dac) {
        return aPlan().with(aHost("nas").withNic("nic", card))
                .with(aSwitch("sw", sw))
                .with(aDacLink(dac).named("l").between(nicPort("nas", "nic", 1), switchPort("sw", 1)));
    }

    @Test
    void anRsOnlyCardFacingABaseROnlySwitch_hasNoCommonMode() {
        verifier.given(aCardOnASwitch("test-card-rs-only", "test-switch-base-r-only", "test-dac-ca-25g-n"))
                .raises("fec-mode")
                .once()
                .asError()
                .withMessageContaining("end A runs RS-FEC (Clause 108)", "end B runs BASE-R FEC (Clause 74)")
                .on("l");
    }

    @Test
    void aCa25gLCableNeedsRsFec_soTwoBaseROnlyEndsCannotUseIt() {
        verifier.given(aCardOnASwitch("test-card-base-r-only", "test-switch-base-r-only", "test-dac-ca-25g-l"))
                .raises("fec-mode")
                .once()
                .asError()
                .withMessageContaining("the CA-25G-L cable needs RS-FEC (Clause 108)")
                .on("l");
    }

    @Test
    void endsWhoseDefaultsDiffer_workOnceOneIsSetByHand() {
        // The card defaults to RS, the switch to BASE-R; both can run either, and the CA-25G-N cable takes any.
        verifier.given(aCardOnASwitch("test-card-rs-first", "test-switch-base-r-first", "test-dac-ca-25g-n"))
                .raises("fec-mode")
                .once()
                .asWarning()
                .withMessageContaining("end A defaults to RS-FEC (Clause 108), end B to BASE-R FEC (Clause 74)")
                .on("l");
    }

    @Test
    void anRsCardOnASwitchDefaultingToRs_overACa25gLCable_isFine() {
        verifier.given(aCardOnASwitch("test-card-rs-only", "test-switch-rs-first", "test-dac-ca-25g-l"))
                .raisesNothing();
    }
}
