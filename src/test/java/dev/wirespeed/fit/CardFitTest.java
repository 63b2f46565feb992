package dev.wirespeed.fit;

import dev.wirespeed.catalog.Board;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.wirespeed.fit.FitParts.board;
import static dev.wirespeed.fit.FitParts.closedPcieSlot;
import static dev.wirespeed.fit.FitParts.fullHeightPcieCard;
import static dev.wirespeed.fit.FitParts.lowProfilePcieCard;
import static dev.wirespeed.fit.FitParts.lowProfilePcieSlot;
import static dev.wirespeed.fit.FitParts.m2Slot;
import static dev.wirespeed.fit.FitParts.named;
import static dev.wirespeed.fit.FitParts.ocp2Card;
import static dev.wirespeed.fit.FitParts.ocp2Slot;
import static dev.wirespeed.fit.FitParts.onboardController;
import static dev.wirespeed.fit.FitParts.openEndedPcieSlot;
import static dev.wirespeed.fit.FitParts.pcieCard;
import static dev.wirespeed.fit.FitParts.pcieCardOfUnknownEdge;
import static dev.wirespeed.fit.FitParts.pcieSlot;
import static dev.wirespeed.fit.FitParts.thunderboltAdapter;
import static dev.wirespeed.fit.FitParts.usbAdapter;
import static org.assertj.core.api.Assertions.assertThat;

class CardFitTest {

    private static List<String> keys(Fit f) {
        return f.reasons().stream().map(Reason::key).toList();
    }

    @Test
    void anX8CardDoesNotFitAClosedX1Slot() {
        Fit f = CardFit.inSlot(pcieCard(3, 8), closedPcieSlot(3, 1));

        assertThat(f.fits()).isFalse();
        assertThat(f.blocker()).contains(Reason.error(CardFit.TOO_LONG, 8, 1));
    }

    @Test
    void anX8CardFitsAnOpenEndedX4Slot_andRunsWithFourLanes() {
        Board.Slot slot = openEndedPcieSlot(3, 4);

        Fit f = CardFit.inSlot(pcieCard(3, 8), slot);

        assertThat(f.fits()).isTrue();
        assertThat(f.notes()).containsExactly(Reason.note(CardFit.FEWER_LANES, 8, 4));
        // min(card x8, slot wired x4) = x4; min(gen 3, gen 3) = 3
        PcieNegotiation.Link link = PcieNegotiation.wired(3, 8, slot);
        assertThat(link.gen()).isEqualTo(3);
        assertThat(link.lanes()).isEqualTo(4);
    }

    @Test
    void anX4CardInAnX16LongSlotWiredX4FitsWithNothingToNote() {
        assertThat(CardFit.inSlot(pcieCard(3, 4), pcieSlot(3, 16, 4)).reasons()).isEmpty();
    }

    @Test
    void aGen4CardInAGen3SlotFits_andRunsAtPcie3() {
        Fit f = CardFit.inSlot(pcieCard(4, 4), closedPcieSlot(3, 4));

        assertThat(f.fits()).isTrue();
        assertThat(f.notes()).containsExactly(Reason.note(CardFit.OLDER_GEN, 3));
    }

    @Test
    void aFullHeightBracketInALowProfileSlotFits_withAWarning() {
        Fit f = CardFit.inSlot(fullHeightPcieCard(3, 4), lowProfilePcieSlot(3, 8, 4));

        assertThat(f.fits()).isTrue();
        assertThat(f.notes()).containsExactly(Reason.warning(CardFit.FULL_HEIGHT));
    }

    @Test
    void aLowProfileBracketFitsALowProfileSlot() {
        assertThat(CardFit.inSlot(lowProfilePcieCard(3, 4), lowProfilePcieSlot(3, 8, 4))
                        .reasons())
                .isEmpty();
    }

    @Test
    void aCardTooLongForALowProfileSlotIsBothTooLongAndTooTall() {
        Fit f = CardFit.inSlot(fullHeightPcieCard(3, 16), lowProfilePcieSlot(3, 8, 4));

        assertThat(f.reasons())
                .containsExactly(Reason.error(CardFit.TOO_LONG, 16, 8), Reason.warning(CardFit.FULL_HEIGHT));
    }

    @Test
    void aCardWhoseEdgeTheCatalogDoesNotGiveFits_withAReminderToCheckTheLength() {
        Fit f = CardFit.inSlot(pcieCardOfUnknownEdge(), closedPcieSlot(3, 1));

        assertThat(f.fits()).isTrue();
        assertThat(keys(f)).containsExactly(CardFit.EDGE_UNKNOWN);
    }

    @Test
    void anM2SlotTakesNoCard_andSaysSoBeforeWhatTheCardIs() {
        assertThat(keys(CardFit.inSlot(pcieCard(3, 4), m2Slot()))).containsExactly(CardFit.M2_SLOT);
        assertThat(keys(CardFit.inSlot(usbAdapter("3.2gen2"), m2Slot())))
                .containsExactly(CardFit.M2_SLOT, CardFit.USB_ADAPTER);
    }

    @Test
    void anOcpCardDoesNotGoInAPcieSlot_norAPcieCardInAnOcpSlot() {
        assertThat(keys(CardFit.inSlot(ocp2Card(3, 4), closedPcieSlot(3, 16)))).containsExactly(CardFit.OCP_CARD);
        assertThat(keys(CardFit.inSlot(pcieCard(3, 4), ocp2Slot(4)))).containsExactly(CardFit.NOT_OCP);
    }

    @Test
    void anX8OcpCardFitsAnX4OcpSlot_andRunsWithFourLanes() {
        // an OCP connector has no card-edge length: the R86S's OCP 2.0 slot (x4) takes an x8 ConnectX-4 Lx
        assertThat(CardFit.inSlot(ocp2Card(3, 4), ocp2Slot(4)).reasons()).isEmpty();
        Fit x8 = CardFit.inSlot(ocp2Card(3, 8), ocp2Slot(4));
        assertThat(x8.blocker()).isEmpty();
        assertThat(x8.reasons()).containsExactly(Reason.note(CardFit.FEWER_LANES, 8, 4));
    }

    @Test
    void anOnboardControllerGoesInNoSlot() {
        assertThat(keys(CardFit.inSlot(onboardController(), closedPcieSlot(3, 16))))
                .containsExactly(CardFit.ONBOARD_CONTROLLER);
    }

    @Test
    void aUsbAdapterFitsAUsbPort_andNamesItsGeneration() {
        Fit f = CardFit.inPlace(usbAdapter("3.2gen2"), null, CardFit.USB);

        assertThat(f.fits()).isTrue();
        assertThat(f.notes()).containsExactly(Reason.note(CardFit.USB_GEN, "3.2gen2"));
    }

    @Test
    void aPcieCardDoesNotGoOnAUsbPort_andAThunderboltAdapterNotInAPcieSlot() {
        assertThat(keys(CardFit.inPlace(pcieCard(3, 4), null, CardFit.USB))).containsExactly(CardFit.PCIE_CARD);
        assertThat(keys(CardFit.inPlace(thunderboltAdapter(), null, ""))).containsExactly(CardFit.THUNDERBOLT_ADAPTER);
    }

    @Test
    void aPcieCardFitsASlotOfAnUnknownBoard_orOneTheBoardDoesNotHave() {
        assertThat(CardFit.inPlace(pcieCard(3, 16), null, "").fits()).isTrue();
        assertThat(CardFit.inPlace(pcieCard(3, 16), board(closedPcieSlot(3, 1)), "NOSUCH")
                        .fits())
                .isTrue();
    }

    @Test
    void aPcieCardIsListedForTheBoardSlotsItFits_withTheLinkAsWired() {
        Board b = board(named("X1", closedPcieSlot(3, 1)), named("X16", pcieSlot(4, 16, 4)), named("M2", m2Slot()));

        var matches = CardFit.boardSlots(pcieCard(3, 8), List.of(b)).orElseThrow();

        assertThat(matches).extracting(m -> m.slot().id()).containsExactly("X16");
        // min(card gen 3, slot gen 4) = 3; min(card x8, wired x4) = x4
        assertThat(matches.get(0).link().gen()).isEqualTo(3);
        assertThat(matches.get(0).link().lanes()).isEqualTo(4);
    }

    @Test
    void slotsAreNotAskedForOfAUsbAdapter() {
        assertThat(CardFit.boardSlots(usbAdapter("3.2gen1"), List.of(board(closedPcieSlot(3, 4)))))
                .isEmpty();
    }
}
