package dev.wirespeed.fit;

import dev.wirespeed.catalog.Cage;
import org.junit.jupiter.api.Test;

import static dev.wirespeed.fit.FitParts.COPPER_10G;
import static dev.wirespeed.fit.FitParts.LR_10G;
import static dev.wirespeed.fit.FitParts.QSFP28_PORT;
import static dev.wirespeed.fit.FitParts.RJ45_PORT;
import static dev.wirespeed.fit.FitParts.SFP28_PORT;
import static dev.wirespeed.fit.FitParts.SFP_PLUS_PORT;
import static dev.wirespeed.fit.FitParts.SR_10G;
import static dev.wirespeed.fit.FitParts.SR_25G_ONLY;
import static dev.wirespeed.fit.FitParts.breakoutDac;
import static dev.wirespeed.fit.FitParts.cat6a;
import static dev.wirespeed.fit.FitParts.om3LcCord;
import static dev.wirespeed.fit.FitParts.sfpPlusDac;
import static org.assertj.core.api.Assertions.assertThat;

class PortFitTest {

    @Test
    void aTenGigSrModuleFitsAnSfpPlusPort_atFullSpeed() {
        assertThat(PortFit.module(SR_10G, SFP_PLUS_PORT).reasons()).isEmpty();
    }

    @Test
    void aTenGigSrModuleInAnSfp28PortRunsAtTenGig() {
        Fit f = PortFit.module(SR_10G, SFP28_PORT);

        assertThat(f.fits()).isTrue();
        assertThat(f.notes()).containsExactly(Reason.note(PortFit.RUNS_AT, Speeds.of(10)));
    }

    @Test
    void a25GOnlyModuleSharesNoSpeedWithAnSfpPlusPort() {
        assertThat(PortFit.module(SR_25G_ONLY, SFP_PLUS_PORT).blocker())
                .contains(Reason.error(PortFit.MODULE_SPEED, Speeds.of(25), new Speeds(SFP_PLUS_PORT.speedsGbps())));
    }

    @Test
    void anSfpModuleDoesNotPlugIntoAQsfpCage_norAnyModuleIntoAnRj45Jack() {
        assertThat(PortFit.module(SR_10G, QSFP28_PORT).blocker())
                .contains(Reason.error(PortFit.MODULE_FAMILY, Cage.SFP_PLUS, Cage.QSFP28));
        assertThat(PortFit.module(COPPER_10G, RJ45_PORT).fits()).isFalse();
    }

    @Test
    void anSfpPlusDacJoinsTwoSfpPlusPorts_butNotAnSfpPlusPortToAQsfp28Port() {
        assertThat(PortFit.dac(sfpPlusDac(1), SFP_PLUS_PORT, SFP_PLUS_PORT).fits())
                .isTrue();
        assertThat(PortFit.dac(sfpPlusDac(1), SFP_PLUS_PORT, QSFP28_PORT).blocker())
                .contains(Reason.error(PortFit.CABLE_ENDS, "SFP+", "SFP+ + QSFP28"));
    }

    @Test
    void aBreakoutJoinsItsTrunkToOnePortAndALeafToTheOther_eitherWayRound() {
        assertThat(PortFit.dac(breakoutDac(), QSFP28_PORT, SFP28_PORT).fits()).isTrue();
        assertThat(PortFit.dac(breakoutDac(), SFP28_PORT, QSFP28_PORT).fits()).isTrue();
    }

    @Test
    void aDacMustShareASpeedWithThePort() {
        // a 10G DAC in a 25G/10G port: 10G is common
        assertThat(PortFit.cableSpeeds(sfpPlusDac(1), SFP28_PORT).fits()).isTrue();
        // the 100G/25G breakout against an SFP+ port (10G/1G): nothing in common
        assertThat(PortFit.cableSpeeds(breakoutDac(), SFP_PLUS_PORT).blocker())
                .contains(Reason.error(
                        PortFit.CABLE_SPEED,
                        new Speeds(breakoutDac().speedsGbps()),
                        new Speeds(SFP_PLUS_PORT.speedsGbps())));
    }

    @Test
    void aDacFitsWhileAPortIsNotChosenYet() {
        assertThat(PortFit.dac(sfpPlusDac(1), null, SFP_PLUS_PORT).fits()).isTrue();
    }

    @Test
    void twistedPairNeedsAnRj45JackAtBothEnds_aTenGBaseTModuleMakesOne() {
        assertThat(PortFit.twistedPair(RJ45_PORT, null, RJ45_PORT, null).fits()).isTrue();
        assertThat(PortFit.twistedPair(RJ45_PORT, null, SFP_PLUS_PORT, COPPER_10G)
                        .fits())
                .isTrue();
        assertThat(PortFit.twistedPair(RJ45_PORT, null, SFP_PLUS_PORT, null).blocker())
                .contains(Reason.error(PortFit.TWISTED_PAIR));
    }

    @Test
    void onOnePort_aCat6aCableFitsAJack_andAFiberCordNeedsModules() {
        assertThat(PortFit.cable(cat6a(3), RJ45_PORT).fits()).isTrue();
        assertThat(PortFit.cable(cat6a(3), SFP_PLUS_PORT).fits()).isFalse();
        assertThat(PortFit.cable(om3LcCord(3), SFP_PLUS_PORT).blocker())
                .contains(Reason.error(PortFit.CORD_NEEDS_MODULES));
    }

    @Test
    void onOnePort_aTenGigDacInA25GPortRunsAtTenGig() {
        assertThat(PortFit.cable(sfpPlusDac(1), SFP28_PORT).notes())
                .containsExactly(Reason.note(PortFit.RUNS_AT, Speeds.of(10)));
    }

    @Test
    void anLrModuleIsNotOfferedAnOm3Cord() {
        assertThat(CordFit.fitsModule(om3LcCord(3), SR_10G)).isTrue();
        // OM3 is multimode; 10GBASE-LR runs over single-mode fiber
        assertThat(CordFit.modules(om3LcCord(3), SR_10G, LR_10G).blocker())
                .contains(Reason.error(CordFit.MODULE, "10GBASE-LR", "lc-duplex", "smf"));
    }

    @Test
    void aCordNeedsAModuleChosenFirst() {
        assertThat(CordFit.modules(om3LcCord(3), null, null).blocker()).contains(Reason.error(CordFit.NO_MODULES));
    }
}
