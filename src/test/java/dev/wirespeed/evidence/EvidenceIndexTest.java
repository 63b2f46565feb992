package dev.wirespeed.evidence;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Evidence;
import dev.wirespeed.catalog.load.CatalogLoader;
import dev.wirespeed.plan.HostRole;
import dev.wirespeed.plan.Os;
import dev.wirespeed.plan.Tool;
import dev.wirespeed.solver.model.Bus;
import dev.wirespeed.solver.model.Endpoint;
import dev.wirespeed.solver.model.PathSpec;
import dev.wirespeed.testing.TestApp;
import dev.wirespeed.units.DataRate;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The nearest published runs to a path: on the real corpus, and on small named corpora whose arithmetic is shown. */
class EvidenceIndexTest {

    private static Catalog catalog;
    private static List<Evidence> corpus;

    @BeforeAll
    static void load() {
        Path root = TestApp.repoCatalog();
        CatalogLoader.Result r = CatalogLoader.forRoot(root).load(root);
        assertThat(r.ok()).isTrue();
        catalog = Catalog.of(r.parts());
        corpus = r.evidence();
    }

    // ---- named ends and paths ----

    /** A NAS with the catalog's RTL8156B USB adapter on a USB 3.2 Gen 1 port, a Celeron J4125, Linux. */
    static Endpoint nasWithRtl8156OnUsb() {
        return new Endpoint(
                        "nas",
                        Os.LINUX,
                        "USB 2.5G",
                        List.of(2.5, 1.0),
                        Bus.usb("3.2gen1"),
                        null,
                        null,
                        null,
                        4,
                        null,
                        null,
                        null,
                        1500,
                        0)
                .withParts("intel-celeron-j4125", "realtek-rtl8156b")
                .withRole(HostRole.NAS);
    }

    /** A Windows desktop with an onboard 2.5G port the catalog does not name. */
    static Endpoint desktopWithAGeneric2g5Port() {
        return new Endpoint(
                        "desktop",
                        Os.WINDOWS,
                        "2.5G onboard",
                        List.of(2.5, 1.0),
                        Bus.onboard(),
                        null,
                        null,
                        null,
                        6,
                        null,
                        null,
                        null,
                        1500,
                        0)
                .withRole(HostRole.DESKTOP);
    }

    /** A Linux server with an Intel X710 on PCIe 3.0 x8. */
    static Endpoint serverWithX710() {
        return new Endpoint(
                        "server",
                        Os.LINUX,
                        "X710",
                        List.of(10.0, 1.0),
                        Bus.pcie(3, 8, null),
                        null,
                        null,
                        null,
                        16,
                        null,
                        null,
                        null,
                        1500,
                        0)
                .withParts(null, "intel-x710-da2")
                .withRole(HostRole.SERVER);
    }

    static PathSpec iperf3(Endpoint sender, Endpoint receiver, double gbps) {
        return new PathSpec(
                sender, receiver, DataRate.ofGbps(gbps), 1500, "twisted-pair", List.of(), Tool.IPERF3, 1, null);
    }

    // ---- named runs for small corpora ----

    static Evidence.Endpoint nasEnd(String nic, String nicChip, Evidence.Bus bus) {
        return new Evidence.Endpoint(
                "nas", "dsm", null, null, "Synology DS920+", null, null, nic, null, nicChip, null, bus, null);
    }

    static Evidence run(String id, Evidence.Endpoint receiver, double gbps) {
        return new Evidence(
                id,
                new Evidence.Citation("https://example.org/" + id, "a post about " + id, null, "blog", null),
                "iperf3 printed " + gbps + " Gbits/sec",
                List.of(new Evidence.Figure(BigDecimal.valueOf(gbps), "Gbits/sec", "receiver")),
                BigDecimal.valueOf(gbps),
                null,
                List.of("usb-adapter"),
                null,
                receiver,
                new Evidence.Link(new BigDecimal("2.5"), 1500, "twisted-pair", "direct"),
                new Evidence.Test("iperf3", null, "-c nas", null, null, null, null, null, null, null),
                new Evidence.Limit("not-stated", null, null),
                null);
    }

    private static final Evidence.Bus USB_GEN1 = new Evidence.Bus("usb", "3.2gen1", null, null);

    @Test
    void anRtl8156UsbPathOnTheRealCorpus_findsRtl8156RunsFirst_atMostThree_mostAlikeFirst() {
        EvidenceIndex index = EvidenceIndex.of(corpus, catalog);
        List<NearbyRun> near = index.nearest(iperf3(desktopWithAGeneric2g5Port(), nasWithRtl8156OnUsb(), 2.5));
        assertThat(near).hasSizeBetween(1, 3);
        assertThat(near.get(0).nic()).containsIgnoringCase("8156");
        assertThat(near).allSatisfy(n -> {
            assertThat(n.similarity()).isBetween(Similarity.MINIMUM, 1.0);
            assertThat(n.nic()).containsIgnoringCase("8156");
        });
        for (int i = 1; i < near.size(); i++) {
            assertThat(near.get(i).similarity())
                    .isLessThanOrEqualTo(near.get(i - 1).similarity());
        }
        // every id is a file of the corpus, every source its URL
        assertThat(near).allSatisfy(n -> assertThat(corpus)
                .anySatisfy(e -> assertThat(e.id()).isEqualTo(n.id())));
        assertThat(near).allSatisfy(n -> assertThat(n.source()).startsWith("https://"));
    }

    @Test
    void theSameFactsAskedAgain_getTheKeptAnswer_andAnotherRateItsOwn() {
        EvidenceIndex index = EvidenceIndex.of(corpus, catalog);
        PathSpec path = iperf3(desktopWithAGeneric2g5Port(), nasWithRtl8156OnUsb(), 2.5);
        List<NearbyRun> first = index.nearest(path);
        // an equal path built again: the same facts, so the answer kept the first time
        assertThat(index.nearest(iperf3(desktopWithAGeneric2g5Port(), nasWithRtl8156OnUsb(), 2.5)))
                .isSameAs(first)
                .isEqualTo(index.nearest(path, catalog, false));
        // a 1 Gbit/s line is another fact the similarity reads: computed, not the kept answer
        PathSpec slower = iperf3(desktopWithAGeneric2g5Port(), nasWithRtl8156OnUsb(), 1);
        assertThat(index.nearest(slower)).isNotSameAs(first).isEqualTo(index.nearest(slower, catalog, false));
    }

    @Test
    void aTenGigX710PathBetweenServers_findsNoRunAboveTheMinimum() {
        // The corpus has 10G server runs, but none with an X710: sharing the bus kind, tool, rate and the
        // kind of machine scores at most 9 / 20 = 0.45, below the minimum of 0.5.
        EvidenceIndex index = EvidenceIndex.of(corpus, catalog);
        assertThat(index.nearest(iperf3(serverWithX710(), serverWithX710(), 10)))
                .isEmpty();
    }

    @Test
    void theSameChipOnTheSameBusAndMachine_scoresByTheStatedWeights() {
        EvidenceIndex index =
                EvidenceIndex.of(List.of(run("same-chip", nasEnd(null, "rtl8156b", USB_GEN1), 2.35)), catalog);
        List<NearbyRun> near = index.nearest(iperf3(desktopWithAGeneric2g5Port(), nasWithRtl8156OnUsb(), 2.5));
        // The NAS ends: chip rtl8156b (the catalog part's chip) 8 x 0.9, bus usb 3.2gen1 3 x 1, CPU not
        // stated 0, role nas 1, OS dsm = linux 1, both on the machine itself 0.5: 12.7 / 16.5.
        // The desktop has no end in the run: 0. Better end 0.85: 0.85 x 12.7 / 16.5.
        // Path: iperf3 1, 2.5G = 2.5G 1.5, MTU 1500 both 0.5, one stream both 0.5: 3.5.
        // (16.5 x 0.85 x 12.7 / 16.5 + 3.5) / 20 = (10.795 + 3.5) / 20 = 0.71475.
        assertThat(near).hasSize(1);
        assertThat(near.get(0).similarity()).isCloseTo(0.71475, within(1e-9));
        assertThat(near.get(0).nic()).isEqualTo("RTL8156B");
        assertThat(near.get(0).machine()).isEqualTo("Synology DS920+");
        assertThat(near.get(0).role()).isEqualTo("nas");
    }

    @Test
    void thePartBeatsTheChip_whichBeatsItsFamily_andAnotherChipIsNotShown() {
        EvidenceIndex index = EvidenceIndex.of(
                List.of(
                        run("family", nasEnd(null, "rtl8156", USB_GEN1), 2.30),
                        run("part", nasEnd("realtek-rtl8156b", null, USB_GEN1), 2.35),
                        run("chip", nasEnd(null, "RTL8156BG", USB_GEN1), 2.33),
                        run("other-chip", nasEnd(null, "aqc111", USB_GEN1), 2.40)),
                catalog);
        List<NearbyRun> near = index.nearest(iperf3(desktopWithAGeneric2g5Port(), nasWithRtl8156OnUsb(), 2.5));
        // NIC 8 x (1, 0.9, 0.75) for part, chip (RTL8156BG is an alias of the catalog's RTL8156B) and family;
        // the AQC111 run shares the bus and the machine only: (0.85 x 5.5 + 3.5) / 20 = 0.40875, not shown.
        assertThat(near).extracting(NearbyRun::id).containsExactly("part", "chip", "family");
        assertThat(near.get(0).similarity() - near.get(1).similarity()).isCloseTo(0.85 * 8 * 0.1 / 20, within(1e-9));
        assertThat(near.get(1).similarity() - near.get(2).similarity()).isCloseTo(0.85 * 8 * 0.15 / 20, within(1e-9));
    }

    @Test
    void aRunThatNamesAUsbControllerButNotItsBus_isOnTheBusTheCatalogKnowsThatControllerOn() {
        // The catalog knows the RTL8156 family only as USB adapters: the run's unstated bus counts as USB
        // (kind 0.6, generation unknown), 3 x 0.6 = 1.8 more than no bus at all.
        EvidenceIndex stated = EvidenceIndex.of(List.of(run("r", nasEnd(null, "rtl8156b", null), 2.35)), catalog);
        double withKind = stated.nearest(iperf3(desktopWithAGeneric2g5Port(), nasWithRtl8156OnUsb(), 2.5))
                .get(0)
                .similarity();
        // (0.85 x (7.2 + 1.8 + 1 + 1 + 0.5) + 3.5) / 20 = (0.85 x 11.5 + 3.5) / 20 = 0.66375
        assertThat(withKind).isCloseTo(0.66375, within(1e-9));
    }

    @Test
    void controllerNames_areReadFromTheWaysSourcesWriteThem() {
        assertThat(ChipNames.in("PLANEX COMM. USB-LAN2500R2 (Realtek RTL8156BG)"))
                .containsExactly("rtl8156bg");
        assertThat(ChipNames.family("rtl8156bg")).isEqualTo("rtl8156");
        assertThat(ChipNames.in("Intel 82599ES")).containsExactly("82599es");
        assertThat(ChipNames.in("MT27800 (ConnectX-5)")).containsExactly("mt27800", "connectx5");
        assertThat(ChipNames.in("ConnectX-4 Lx EN")).containsExactly("connectx4lx");
        assertThat(ChipNames.family("connectx4lx")).isEqualTo("connectx4");
        assertThat(ChipNames.in("Intel Ethernet Controller I225-V")).containsExactly("i225");
        assertThat(CpuNames.in("12th Gen Intel(R) Core(TM) i5-12400 2.50 GHz")).containsExactly("i5-12400");
        assertThat(CpuNames.series("i5-12400")).isEqualTo("i5-12");
        assertThat(CpuNames.in("Intel Celeron J3355")).containsExactly("j3355");
        assertThat(CpuNames.series("j3355")).isEqualTo("j3");
    }

    @Test
    void anEmptyCorpus_findsNothing() {
        assertThat(EvidenceIndex.EMPTY.nearest(iperf3(desktopWithAGeneric2g5Port(), nasWithRtl8156OnUsb(), 2.5)))
                .isEmpty();
    }
}
