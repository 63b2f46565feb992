package dev.wirespeed.fit;

import dev.wirespeed.catalog.Board;
import dev.wirespeed.plan.Plan;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.wirespeed.fit.FitParts.closedPcieSlot;
import static dev.wirespeed.fit.FitParts.pcieSlot;
import static dev.wirespeed.fit.FitParts.withBiosModes;
import static dev.wirespeed.fit.FitParts.withSharing;
import static org.assertj.core.api.Assertions.assertThat;

class PcieNegotiationTest {

    /** An x16 slot that drops to x8 when PCIE2 holds a card, and to x0 (off) when M2_2 does. */
    private static final Board.Slot SHARED_X16 = withSharing(
            closedPcieSlot(4, 16),
            new Board.Sharing("PCIE2 populated", "PCIE2", 8, null),
            new Board.Sharing("M2_2 populated", "M2_2", 0, null));

    @Test
    void aGen3X8CardInAGen4X16SlotRunsGen3X8() {
        PcieNegotiation.Link link = PcieNegotiation.inSlot(3, 8, closedPcieSlot(4, 16), List.of());

        // min(3, 4) = 3; min(8, 16) = 8
        assertThat(link.gen()).isEqualTo(3);
        assertThat(link.lanes()).isEqualTo(8);
        assertThat(link.why()).isEqualTo("card PCIe 3.0 x8 in slot SLOT1 is wired x16 PCIe 4.0 → PCIe 3.0 x8");
    }

    @Test
    void aSiblingCardTakesHalfTheLanes() {
        PcieNegotiation.Link link = PcieNegotiation.inSlot(4, 16, SHARED_X16, List.of("pcie2"));

        // wired x16, PCIE2 holds a card → x8; min(card x16, x8) = x8
        assertThat(link.lanes()).isEqualTo(8);
        assertThat(link.why()).contains("PCIE2 populated → x8");
    }

    @Test
    void aSlotWhoseLanesAllGoToASiblingIsDisabled() {
        PcieNegotiation.Link link = PcieNegotiation.inSlot(4, 4, SHARED_X16, List.of("M2_2"));

        assertThat(link.label()).isEqualTo(PcieNegotiation.SLOT_DISABLED);
        assertThat(link.lanes()).isEqualTo(1);
    }

    @Test
    void theBiosDefaultModeNarrowsTheSlot_butTheWiredAnswerIgnoresIt() {
        Board.Slot slot = withBiosModes(pcieSlot(3, 16, 16), new Board.BiosMode("x4x4x4x4", 4, null, true, null));

        // wired x16, BIOS default x4 → x4
        assertThat(PcieNegotiation.inSlot(3, 8, slot, List.of()).lanes()).isEqualTo(4);
        assertThat(PcieNegotiation.wired(3, 8, slot).lanes()).isEqualTo(8);
    }

    @Test
    void whatLspciReportedReplacesTheDerivedLink_fieldByField() {
        PcieNegotiation.Link link = PcieNegotiation.overridden(new Plan.Negotiated(null, 1, "x1 (BIOS)"), 3, 8);

        assertThat(link.gen()).isEqualTo(3);
        assertThat(link.lanes()).isEqualTo(1);
        assertThat(link.why()).isEqualTo("negotiated as PCIe 3.0 x1 (x1 (BIOS))");
    }

    @Test
    void anOverrideWithNeitherGenerationNorWidthChangesNothing() {
        assertThat(PcieNegotiation.overridden(new Plan.Negotiated(null, null, "label only"), 3, 8))
                .isNull();
        assertThat(PcieNegotiation.overridden(null, 3, 8)).isNull();
    }
}
