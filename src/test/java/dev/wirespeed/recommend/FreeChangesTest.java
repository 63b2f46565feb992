package dev.wirespeed.recommend;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Targets;
import dev.wirespeed.solver.Evaluation;
import dev.wirespeed.solver.PlanEvaluator;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.model.Prediction;
import dev.wirespeed.testing.Catalogs;
import dev.wirespeed.testing.ExamplePlans;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.wirespeed.testing.Plans.aDacLink;
import static dev.wirespeed.testing.Plans.aFlow;
import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;
import static dev.wirespeed.testing.Plans.nicPort;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** Each free change: where it applies, what it changes in the plan, and what the model then predicts. */
class FreeChangesTest {

    private static final Catalog CATALOG = Catalogs.repo();

    private static Prediction predict(Plan p, String flow) {
        Evaluation e = PlanEvaluator.evaluate(p, CATALOG, Calibration.PRIORS);
        return e.flows().stream()
                .filter(f -> f.flow().id().equals(flow))
                .findFirst()
                .orElseThrow()
                .prediction();
    }

    @Test
    void theB550SlotInX1Mode_isOfferedX4Mode_andTheX520ThenTrainsToPcie2x4() {
        Plan seed001 = ExamplePlans.seed001X520InTheB550ChipsetSlotAtX1().build();

        List<FreeChange> changes = new BiosSlotMode().propose(seed001, CATALOG);

        FreeChange x4 = changes.stream()
                .filter(c -> c.what().contains("x4 mode"))
                .findFirst()
                .orElseThrow();
        Plan.Negotiated link =
                x4.plan().host("win").orElseThrow().nic("x520").orElseThrow().negotiated();
        // the card is PCIe 2.0 x8, the slot wired PCIe 3.0 x4 and now in x4 mode: min(2, 3) = 2, min(8, 4, 4) = 4
        assertThat(link.gen()).isEqualTo(2);
        assertThat(link.lanes()).isEqualTo(4);
        assertThat(link.label()).isEqualTo("x4 mode (BIOS)");
        // before: PCIe 2.0 x1 = 5 x 0.8 x 1448 / 1842 = 3.14 Gbit/s; after, 16 Gbit/s raw is above the wire:
        // a Linux sender with timestamps gets 10 x 1448 / 1538 = 9.4148
        assertThat(predict(seed001, "f").gbps()).isCloseTo(3.144, within(0.01));
        assertThat(predict(x4.plan(), "f").gbps()).isCloseTo(9.4148, within(0.001));
        // x1 mode is no improvement and is not offered
        assertThat(changes).noneMatch(c -> c.what().contains("\"x1 mode\""));
    }

    @Test
    void aCardInANarrowSlot_isOfferedTheWiderFreeSlot_withItsLspciReadingCleared() {
        Plan seed001 = ExamplePlans.seed001X520InTheB550ChipsetSlotAtX1().build();

        List<FreeChange> moves = new MoveCard().propose(seed001, CATALOG);

        FreeChange toCpuSlot = moves.stream()
                .filter(c -> c.what().contains("to slot PCIEX16_1"))
                .findFirst()
                .orElseThrow();
        Plan.NicPlacement moved =
                toCpuSlot.plan().host("win").orElseThrow().nic("x520").orElseThrow();
        assertThat(moved.slot()).isEqualTo("PCIEX16_1");
        assertThat(moved.negotiated()).isNull();
        // the x16 CPU slot gives the PCIe 2.0 x8 card all 8 lanes: 5 x 0.8 x 8 = 32 Gbit/s raw, wire-bound
        assertThat(predict(toCpuSlot.plan(), "f").gbps()).isCloseTo(9.4148, within(0.001));
        // the x1 slots are closed and too short for an x8 card edge: CardFit refuses them
        assertThat(moves).noneMatch(c -> c.what().contains("PCIEX1_"));
    }

    @Test
    void hostsAtMtu9000BehindASwitchAt1500_getJumboFramesOnEveryHop() {
        Plan p = ExamplePlans.jumboHostsBehindA1500Switch().build();

        List<FreeChange> changes = new JumboFrames().propose(p, CATALOG);

        assertThat(changes).singleElement();
        Plan jumbo = changes.get(0).plan();
        assertThat(jumbo.switchUnit("sw").orElseThrow().mtu()).isEqualTo(9000);
        // MTU 9000 with timestamps: 10 x (9000 - 52) / (9000 + 38) = 9.9004 Gbit/s
        assertThat(predict(jumbo, "f").gbps()).isCloseTo(9.9004, within(0.001));
    }

    @Test
    void aPlanAlreadyAtMtu9000Everywhere_isOfferedNoJumboChange() {
        Plan p = ExamplePlans.jumboHostsBehindA1500Switch().build();
        Plan jumbo = new JumboFrames().propose(p, CATALOG).get(0).plan();

        assertThat(new JumboFrames().propose(jumbo, CATALOG)).isEmpty();
    }

    /** Two Celeron J1900 boxes with 10G cards on one DAC: one core's iperf3 stream cannot fill the link. */
    private static Plan weakCpus(int streams, String version) {
        var flow = aFlow("a", "b").named("f").withStreams(streams);
        if (version != null) {
            flow = flow.withToolVersion(version);
        }
        return aPlan().with(aHost("a")
                        .withCpu("intel-celeron-j1900")
                        .withGenericNic("n", 10, "sfp+")
                        .overPcie(3, 4))
                .with(aHost("b")
                        .withCpu("intel-celeron-j1900")
                        .withGenericNic("n", 10, "sfp+")
                        .overPcie(3, 4))
                .with(aDacLink(1.0).named("l").between(nicPort("a", "n", 1), nicPort("b", "n", 1)))
                .with(flow)
                .build();
    }

    @Test
    void oneIperf3Stream_isOfferedFourStreams_andFourStreamsPredictMore() {
        Plan one = weakCpus(1, null);

        List<FreeChange> changes = new MoreStreams().propose(one, CATALOG);

        assertThat(changes).singleElement();
        Plan four = changes.get(0).plan();
        assertThat(four.flows().get(0).streams()).isEqualTo(4);
        assertThat(predict(one, "f").bottleneck().stage().label()).isEqualTo("cpu");
        assertThat(predict(four, "f").gbps()).isGreaterThan(predict(one, "f").gbps());
    }

    @Test
    void iperf3Before3_16_isOffered3_16_whichRunsEachStreamInItsOwnThread() {
        Plan old = weakCpus(4, "3.12");

        List<FreeChange> changes = new NewerIperf3().propose(old, CATALOG);

        assertThat(changes).singleElement();
        Plan newer = changes.get(0).plan();
        assertThat(newer.flows().get(0).toolVersion().text()).isEqualTo("3.16");
        assertThat(predict(old, "f").bottleneck().stage().label()).isEqualTo("tool");
        assertThat(predict(newer, "f").gbps()).isGreaterThan(predict(old, "f").gbps());
        assertThat(new NewerIperf3().propose(newer, CATALOG)).isEmpty();
    }

    @Test
    void sambaOnOneN100Core_isOfferedMultichannel_whichLiftsItAboveOneCore() {
        Plan seed002 = Seeds.seed("seed-002");

        List<FreeChange> changes = new SmbMultichannel().propose(seed002, CATALOG);

        assertThat(changes).singleElement();
        Plan multi = changes.get(0).plan();
        assertThat(multi.flows().stream()
                        .filter(f -> f.id().equals("smb-put-to-nas"))
                        .findFirst()
                        .orElseThrow()
                        .streams())
                .isEqualTo(4);
        // one connection: smbd's measured 2.186 Gbit/s on one core; four connections on four cores can give at
        // most 4 x 2.186 = 8.744, and the next stage binds below that
        assertThat(predict(seed002, "smb-put-to-nas").gbps()).isCloseTo(2.186, within(0.001));
        double four = predict(multi, "smb-put-to-nas").gbps();
        assertThat(four).isGreaterThan(2.186).isLessThanOrEqualTo(8.744);
    }

    @Test
    void theFreeBuild_isTheFirstAnswer_andCostsNothing() {
        Plan seed001 = ExamplePlans.seed001X520InTheB550ChipsetSlotAtX1().build();

        Answer a = Recommender.recommend(
                seed001,
                CATALOG,
                Calibration.PRIORS,
                new Recommender.Request(new Targets(List.of(new Targets.FlowTarget("f", 9))), 3, "JPY", null));

        assertThat(a.builds().get(0).free()).isTrue();
        assertThat(a.builds().get(0).total().isZero()).isTrue();
        assertThat(a.free()).anyMatch(p -> p.kind().equals(BiosSlotMode.KIND) && p.meetsTargets());
        assertThat(a.free()).anyMatch(p -> p.kind().equals(JumboFrames.KIND) && !p.meetsTargets());
    }

    @Test
    void seed000sConnectX4LxOnWindows_isOfferedTheVendorDriver_asNotPredictable_withNoFigure() {
        // seed 000: the catalog's Windows caveat of the ConnectX-4 Lx is about its in-box driver, and the
        // catalog names the vendor's (WinOF-2); the model has no driver term, so no prediction is made
        Plan seed000 = Seeds.seed("seed-000");

        List<FreeChange> proposed = new VendorDriver().propose(seed000, CATALOG);

        assertThat(proposed).singleElement().satisfies(c -> {
            assertThat(c.predictable()).isFalse();
            assertThat(c.plan()).isEqualTo(seed000);
            assertThat(c.what())
                    .contains("WinOF-2")
                    .contains("on Windows PC (windows)")
                    .contains("not predictable");
        });
        Answer a = Recommender.recommend(
                seed000,
                CATALOG,
                Calibration.PRIORS,
                new Recommender.Request(
                        new Targets(List.of(new Targets.FlowTarget("ubuntu-to-win", 9))), 1, "JPY", null));
        assertThat(a.free())
                .filteredOn(p -> p.kind().equals(VendorDriver.KIND))
                .singleElement()
                .satisfies(p -> {
                    assertThat(p.predicted()).isFalse();
                    assertThat(p.flows()).isEmpty();
                    assertThat(p.meetsTargets()).isFalse();
                });
        // the Ubuntu PC runs the same card on Linux, where no driver caveat applies: nothing proposed there
        assertThat(proposed.get(0).what()).doesNotContain(" on ubuntu ");
    }
}
