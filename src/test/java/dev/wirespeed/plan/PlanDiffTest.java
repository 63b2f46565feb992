package dev.wirespeed.plan;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static dev.wirespeed.testing.Plans.aDacLink;
import static dev.wirespeed.testing.Plans.aFlow;
import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;
import static dev.wirespeed.testing.Plans.aSwitch;
import static dev.wirespeed.testing.Plans.nicPort;
import static dev.wirespeed.testing.Plans.switchPort;
import static org.assertj.core.api.Assertions.assertThat;

/** What changed between two versions of a plan, as the history page states it. */
class PlanDiffTest {

    private static final String X520 = "intel-x520-da1";
    private static final String CX4 = "mellanox-mcx4121a-acat";
    private static final String CRS305 = "mikrotik-crs305-1g-4s-in";
    private static final String DAC_1M = "10gtek-cab-sfp-dac-1m";

    /** The catalog's names for the parts these plans use; any other id is named by itself. */
    private static final Map<String, String> NAMES = Map.of(
            X520, "Intel X520-DA1",
            CX4, "Mellanox ConnectX-4 Lx",
            CRS305, "MikroTik CRS305-1G-4S+IN",
            DAC_1M, "10Gtek DAC 1 m");

    private static List<PlanDiff.Change> changes(Plan before, Plan after) {
        return PlanDiff.between(before, after, id -> NAMES.getOrDefault(id, id));
    }

    private static PlanDiff.Change change(PlanDiff.Kind kind, String... args) {
        return new PlanDiff.Change(kind, List.of(args));
    }

    /** A Windows PC with an X520 on a CRS305 over a 1 m DAC, and a flow to nothing else yet. */
    private static Plan aWindowsPcOnACrs305(String nicPart, int mtu) {
        return aPlan().with(aHost("windows-pc")
                        .runningWindows()
                        .withNic("nic", nicPart)
                        .withMtu(mtu))
                .with(aSwitch("crs305", CRS305))
                .with(aDacLink(DAC_1M).named("l1").between(nicPort("windows-pc", "nic", 1), switchPort("crs305", 1)))
                .build();
    }

    @Test
    void twoEqualPlans_haveNoChange() {
        assertThat(changes(aWindowsPcOnACrs305(X520, 1500), aWindowsPcOnACrs305(X520, 1500)))
                .isEmpty();
    }

    @Test
    void aHostAddedToThePlan_isHostNasAdded() {
        Plan before = aPlan().with(aHost("windows-pc")).build();
        Plan after = aPlan().with(aHost("windows-pc")).with(aHost("nas")).build();

        assertThat(changes(before, after)).containsExactly(change(PlanDiff.Kind.HOST_ADDED, "nas"));
    }

    @Test
    void aRemovedHost_isNamedByTheNameItHad() {
        Plan before = aPlan().with(aHost("windows-pc")).with(aHost("nas")).build();
        Plan after = aPlan().with(aHost("windows-pc")).build();

        assertThat(changes(before, after)).containsExactly(change(PlanDiff.Kind.HOST_REMOVED, "nas"));
    }

    @Test
    void anotherCardInTheSamePlace_isTheNicOnTheHostReplaced_fromTheOldModelToTheNewOne() {
        assertThat(changes(aWindowsPcOnACrs305(X520, 1500), aWindowsPcOnACrs305(CX4, 1500)))
                .containsExactly(
                        change(PlanDiff.Kind.NIC_REPLACED, "windows-pc", "Intel X520-DA1", "Mellanox ConnectX-4 Lx"));
    }

    @Test
    void aCardRemovedAndAnotherAddedInOneSave_isAlsoAReplacement() {
        Plan before = aPlan().with(aHost("windows-pc").withNic("x520", X520)).build();
        Plan after = aPlan().with(aHost("windows-pc").withNic("cx4", CX4)).build();

        assertThat(changes(before, after))
                .containsExactly(
                        change(PlanDiff.Kind.NIC_REPLACED, "windows-pc", "Intel X520-DA1", "Mellanox ConnectX-4 Lx"));
    }

    @Test
    void jumboFramesOnACard_areMtu1500To9000_onTheHostAndItsCard() {
        assertThat(changes(aWindowsPcOnACrs305(X520, 1500), aWindowsPcOnACrs305(X520, 9000)))
                .containsExactly(change(PlanDiff.Kind.NIC_MTU, "windows-pc", "Intel X520-DA1", "1500", "9000"));
    }

    @Test
    void choosingTheCableOfALinkThatHadNone_isCableSet_onTheLinkNamedByItsDevicesAndPorts() {
        Plan.End pc = nicPort("windows-pc", "nic", 1);
        Plan.End sw = switchPort("crs305", 1);
        Plan base = aPlan().with(aHost("windows-pc").withNic("nic", X520))
                .with(aSwitch("crs305", CRS305))
                .build();
        Plan before = withLinks(base, Plan.Link.ofMedia("l1", pc, sw, "dac", null));
        Plan after = withLinks(base, Plan.Link.withCable("l1", pc, sw, DAC_1M, null));

        assertThat(changes(before, after))
                .containsExactly(change(PlanDiff.Kind.LINK_CABLE_SET, "windows-pc #1 ↔ crs305 #1", "10Gtek DAC 1 m"));
    }

    @Test
    void aSwitchAtJumboFrames_andARenamedPlan_areEachStated_planFirst() {
        Plan before = aPlan().with(aSwitch("crs305", CRS305)).build();
        Plan switchAt9000 =
                aPlan().with(aSwitch("crs305", CRS305).withMtu(9000)).build();
        Plan after = new Plan(
                Plan.SCHEMA_VERSION,
                switchAt9000.id(),
                "Jumbo frames",
                null,
                switchAt9000.currency(),
                switchAt9000.hosts(),
                switchAt9000.switches(),
                switchAt9000.links(),
                switchAt9000.flows(),
                switchAt9000.prices());

        assertThat(changes(before, after))
                .containsExactly(
                        // the builders name every plan "fixture"
                        change(PlanDiff.Kind.PLAN_RENAMED, "fixture", "Jumbo frames"),
                        change(PlanDiff.Kind.SWITCH_MTU, "crs305", PlanDiff.UNSET, "9000"));
    }

    @Test
    void moreStreamsOnAFlow_isStreams1To4_onTheFlowNamedByItsHosts() {
        Plan before = aPlan().with(aHost("windows-pc"))
                .with(aHost("nas"))
                .with(aFlow("windows-pc", "nas"))
                .build();
        Plan after = aPlan().with(aHost("windows-pc"))
                .with(aHost("nas"))
                .with(aFlow("windows-pc", "nas").withStreams(4))
                .build();

        assertThat(changes(before, after))
                .containsExactly(change(PlanDiff.Kind.FLOW_STREAMS, "windows-pc → nas", "1", "4"));
    }

    @Test
    void aChangeNoSentenceCovers_stillNamesTheElementThatChanged() {
        Plan before = aPlan().with(aHost("nas")).build();
        Plan.Host nas = before.hosts().get(0);
        Plan.Host owned = new Plan.Host(
                nas.id(),
                nas.name(),
                nas.role(),
                nas.os(),
                nas.osVersion(),
                nas.ip(),
                nas.board(),
                nas.cpu(),
                nas.cpuScore(),
                nas.storage(),
                nas.storageRates(),
                nas.nics(),
                nas.pcieMaxPayload(),
                true,
                nas.virtualization());
        Plan after = withHosts(before, owned);

        assertThat(changes(before, after)).containsExactly(change(PlanDiff.Kind.HOST_CHANGED, "nas"));
    }

    @Test
    void aPartTheCatalogDoesNotKnow_isNamedByItsId() {
        Plan before = aPlan().with(aHost("nas").withNic("nic", X520)).build();
        Plan after =
                aPlan().with(aHost("nas").withNic("nic", "some-retired-card")).build();

        assertThat(changes(before, after))
                .containsExactly(change(PlanDiff.Kind.NIC_REPLACED, "nas", "Intel X520-DA1", "some-retired-card"));
    }

    private static Plan withLinks(Plan p, Plan.Link... links) {
        return new Plan(
                p.schemaVersion(),
                p.id(),
                p.name(),
                p.description(),
                p.currency(),
                p.hosts(),
                p.switches(),
                List.of(links),
                p.flows(),
                p.prices());
    }

    private static Plan withHosts(Plan p, Plan.Host... hosts) {
        return new Plan(
                p.schemaVersion(),
                p.id(),
                p.name(),
                p.description(),
                p.currency(),
                List.of(hosts),
                p.switches(),
                p.links(),
                p.flows(),
                p.prices());
    }
}
