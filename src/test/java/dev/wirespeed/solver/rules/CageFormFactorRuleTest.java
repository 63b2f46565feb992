package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.RuleVerifier;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.testing.Plans.aDacLink;
import static dev.wirespeed.testing.Plans.aFiberLink;
import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;
import static dev.wirespeed.testing.Plans.aSeed000Plan;
import static dev.wirespeed.testing.Plans.aSwitch;
import static dev.wirespeed.testing.Plans.aTwistedPairLink;
import static dev.wirespeed.testing.Plans.nicPort;
import static dev.wirespeed.testing.Plans.switchPort;

class CageFormFactorRuleTest {

    private final RuleVerifier verifier = RuleVerifier.forRule(new CageFormFactorRule());

    @Test
    void aQsfp28ModuleInAnSfpPlusCage_doesNotFit() {
        // The ConnectX-4 VPI card has a QSFP28 cage, so end A fits; the CRS305 port 1 is an SFP+ cage.
        verifier.given(aPlan().with(aHost("srv").withNic("cx4", "mellanox-mcx455a-ecat"))
                        .with(aSwitch("crs305", "mikrotik-crs305-1g-4s-in"))
                        .with(aFiberLink("generic-om3-lc-lc-patch-cord-1m")
                                .named("l")
                                .withModules("generic-100gbase-sr4-qsfp28")
                                .between(nicPort("srv", "cx4", 1), switchPort("crs305", 1))))
                .raises("cage-form-factor")
                .once()
                .asError()
                .withMessageContaining("end B", "a QSFP28 module", "does not fit a SFP+ cage")
                .withFixContaining("use an SFP-family module")
                .on("l");
    }

    @Test
    void aQsfpPlusDacBetweenTwoSfpPlusPorts_fitsNeitherEnd() {
        verifier.given(aPlan().with(aHost("nas").withNic("x520", "nb-int-x520da1-s"))
                        .with(aSwitch("crs305", "mikrotik-crs305-1g-4s-in"))
                        .with(aDacLink("mikrotik-q-da0001")
                                .named("l")
                                .between(nicPort("nas", "x520", 1), switchPort("crs305", 1))))
                .raises("cage-form-factor")
                .times(2)
                .asError()
                .withMessageContaining("MikroTik Q+DA0001 has qsfp+/qsfp+ ends, which do not fit a SFP+ cage")
                .times(2);
    }

    @Test
    void aTwistedPairCableInAnSfpPlusCageWithoutAModule_cannotPlugIn() {
        // CRS305 port 1 is SFP+; the X550-T2 end is RJ45 and takes the cable as it is.
        verifier.given(aPlan().with(aHost("pc").withNic("x550", "intel-x550-t2"))
                        .with(aSwitch("crs305", "mikrotik-crs305-1g-4s-in"))
                        .with(aTwistedPairLink("daiso-lan-cat6-1m")
                                .named("l")
                                .between(nicPort("pc", "x550", 1), switchPort("crs305", 1))))
                .raises("cage-form-factor")
                .once()
                .withMessageContaining("end B", "a twisted-pair cable cannot plug into an SFP+ cage")
                .withFixContaining("10GBASE-T");
    }

    @Test
    void aModuleInAnRj45Jack_doesNotFit() {
        verifier.given(aPlan().with(aHost("a").withNic("x550", "intel-x550-t2"))
                        .with(aHost("b").withNic("x550", "intel-x550-t2"))
                        .with(aTwistedPairLink("daiso-lan-cat6-1m")
                                .named("l")
                                .withModules("mikrotik-s-rj10", null)
                                .between(nicPort("a", "x550", 1), nicPort("b", "x550", 1))))
                .raises("cage-form-factor")
                .once()
                .withMessageContaining("end A", "a SFP+ module", "does not fit a RJ45 jack")
                .withFixContaining("an RJ45 port takes a twisted-pair cable, no module");
    }

    @Test
    void sfpPlusDacsInSfp28AndSfpPlusCages_fit_seed000() {
        // SFP+ and SFP28 are one mechanical family: seed 000's SFP+ DACs plug into the ConnectX-4 Lx SFP28 cages.
        verifier.given(aSeed000Plan()).raisesNothing();
    }
}
