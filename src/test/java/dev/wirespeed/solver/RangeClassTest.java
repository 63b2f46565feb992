package dev.wirespeed.solver;

import dev.wirespeed.plan.Initiator;
import dev.wirespeed.plan.Os;
import dev.wirespeed.plan.Tool;
import dev.wirespeed.plan.ToolVersion;
import dev.wirespeed.plan.Virtualization;
import dev.wirespeed.solver.model.Bus;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.model.Endpoint;
import dev.wirespeed.solver.model.FittedPriors;
import dev.wirespeed.solver.model.PathSpec;
import dev.wirespeed.solver.model.Prediction;
import dev.wirespeed.solver.model.RangeClass;
import dev.wirespeed.solver.model.Ranges;
import dev.wirespeed.solver.model.Stage;
import dev.wirespeed.solver.model.ThroughputModel;
import dev.wirespeed.units.DataRate;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A prediction's range is read from the errors of the evidence whose physics bound it the same way. */
class RangeClassTest {

    /** A 10G NIC the catalog knows (its port speeds) on a stated PCIe 3.0 x4 link, CPU as given. */
    private static Endpoint knownNic(Integer cpuScore) {
        return new Endpoint(
                "host",
                Os.LINUX,
                "10G",
                List.of(10.0),
                new Bus.Pcie(3, 4, null),
                cpuScore,
                null,
                null,
                8,
                null,
                null,
                null,
                1500,
                256);
    }

    /** A host whose NIC the source does not name: only the line rate is known. */
    private static Endpoint unnamedNic() {
        return new Endpoint(
                "host", Os.LINUX, null, List.of(), null, null, null, null, null, null, null, null, 1500, 256);
    }

    private static Endpoint usbNic() {
        return new Endpoint(
                "host",
                Os.LINUX,
                "RTL8156",
                List.of(2.5),
                new Bus.Usb(Bus.UsbGeneration.GEN1),
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                1500,
                256);
    }

    private static PathSpec path(Endpoint from, Endpoint to, double gbps, Tool tool) {
        return new PathSpec(from, to, DataRate.ofGbps(gbps), 1500, "dac", List.of(), tool, 1, Initiator.SENDER);
    }

    private static Prediction predict(PathSpec p) {
        return ThroughputModel.predict(p, Calibration.PRIORS);
    }

    @Test
    void aWireBoundPathBetweenTwoKnownNics_isReadFromTheWireWithKnownNics() {
        // 10G at MTU 1500 with timestamps: 10 x 1448 / 1538 = 9.41, far below a 3000-point CPU or PCIe 3.0 x4
        Prediction p = predict(path(knownNic(3000), knownNic(3000), 10, Tool.IPERF3));
        assertThat(p.bottleneck().stage()).isEqualTo(Stage.ETHERNET);
        assertThat(p.rangeClass()).isEqualTo(RangeClass.WIRE_KNOWN_NICS);
    }

    @Test
    void theSameWireWithAnUnnamedNicAtOneEnd_isReadFromTheWireAboutWhichLessIsKnown() {
        Prediction p = predict(path(knownNic(3000), unnamedNic(), 1, Tool.IPERF3));
        assertThat(p.bottleneck().stage()).isEqualTo(Stage.ETHERNET);
        assertThat(p.rangeClass()).isEqualTo(RangeClass.WIRE);
    }

    @Test
    void aWireBoundPathWithAUsbNic_isReadFromTheUsbAdapters() {
        // 2.5G: 2.5 x 1448 / 1538 = 2.35, below USB 3.2 Gen1's 4.0 x 1024/1056 x 1448/1522
        Prediction p = predict(path(usbNic(), knownNic(3000), 2.5, Tool.IPERF3));
        assertThat(p.bottleneck().stage()).isEqualTo(Stage.ETHERNET);
        assertThat(p.rangeClass()).isEqualTo(RangeClass.USB);
    }

    @Test
    void aCpuBoundPathIsReadFromItsCpuDefault_orFromKnownCpusWhenTheBindingSideHasAScore() {
        // 100G: one stream on either CPU is far below 100 x 1448 / 1538 = 94.1
        Prediction unknown = predict(path(unnamedNic(), unnamedNic(), 100, Tool.IPERF3));
        assertThat(unknown.bottleneck().stage()).isEqualTo(Stage.CPU);
        assertThat(unknown.rangeClass()).isEqualTo(RangeClass.CPU_DEFAULT);
        Endpoint scored =
                new Endpoint("host", Os.LINUX, null, List.of(), null, 3000, null, null, 8, null, null, null, 1500, 256);
        Prediction known = predict(path(scored, scored, 100, Tool.IPERF3));
        assertThat(known.bottleneck().stage()).isEqualTo(Stage.CPU);
        assertThat(known.rangeClass()).isEqualTo(RangeClass.CPU_KNOWN);
    }

    @Test
    void aFileCopy_andAPathWithAGuestEnd_areReadFromTheirOwnClassesWhateverBindsThem() {
        assertThat(predict(path(knownNic(3000), knownNic(3000), 1, Tool.SMB)).rangeClass())
                .isEqualTo(RangeClass.FILE);
        Endpoint guest = knownNic(3000).withVirtualization(Virtualization.VM);
        assertThat(predict(path(guest, knownNic(3000), 1, Tool.IPERF3)).rangeClass())
                .isEqualTo(RangeClass.VIRTUAL);
    }

    @Test
    void aGuestEndWhoseNicSitsInAPcie2x1Slot_isReadFromTheBusThatBindsInHardware() {
        // PCIe 2.0 x1: 5 GT/s x 8/10 = 4 Gbit/s x 1448 / 1842 B per frame in TLPs = 3.14, below the 10G wire
        Endpoint slot = new Endpoint(
                        "host",
                        Os.WINDOWS,
                        "10G",
                        List.of(10.0),
                        new Bus.Pcie(2, 1, null),
                        3000,
                        null,
                        null,
                        8,
                        null,
                        null,
                        null,
                        1500,
                        128)
                .withVirtualization(Virtualization.WSL2);
        Prediction p = predict(path(slot, knownNic(3000), 10, Tool.IPERF3));
        assertThat(p.bottleneck().stage()).isEqualTo(Stage.PCIE);
        assertThat(p.rangeClass()).isEqualTo(RangeClass.BUS);
    }

    private static Prediction iperf3(int streams, String version) {
        Endpoint fast = new Endpoint(
                "host",
                Os.LINUX,
                "100G",
                List.of(100.0),
                new Bus.Pcie(4, 16, null),
                3000,
                null,
                null,
                8,
                null,
                null,
                null,
                1500,
                256);
        return predict(new PathSpec(
                fast,
                fast,
                DataRate.ofGbps(100),
                1500,
                "dac",
                List.of(),
                Tool.IPERF3,
                streams,
                Initiator.SENDER,
                ToolVersion.parseOrNull(version)));
    }

    @Test
    void severalIperf3StreamsWithNoVersionGiven_reachDownToTheRangeOfABuildBefore3_16() {
        // the point is the newest build's (3.16 and later: a thread per stream); the low end is the lower of its
        // own and that of 3.15, whose eight streams share one thread's ceiling
        Prediction unstated = iperf3(8, null);
        Prediction threaded = iperf3(8, "3.16");
        Prediction oneThread = iperf3(8, "3.15");
        assertThat(oneThread.gbps()).isLessThan(threaded.gbps());
        assertThat(unstated.gbps()).isEqualTo(threaded.gbps());
        assertThat(unstated.range().high()).isEqualTo(threaded.range().high());
        assertThat(unstated.range().low())
                .isEqualTo(Math.min(threaded.range().low(), oneThread.range().low()))
                .isLessThan(threaded.range().low());
    }

    @Test
    void oneIperf3StreamWithNoVersionGiven_keepsItsRange_noBuildRunsOneStreamOnTwoThreads() {
        assertThat(iperf3(1, null).range()).isEqualTo(iperf3(1, "3.16").range());
    }

    @Test
    void aClassWithTooFewCasesForABand_takesItsBroaderClasssBand() {
        for (RangeClass c : RangeClass.values()) {
            FittedPriors.Band own = FittedPriors.SHIPPED.bands().get(c);
            if (own == null && c.broader() != null) {
                assertThat(Ranges.band(c)).isEqualTo(Ranges.band(c.broader()));
            } else if (own != null) {
                assertThat(own.cases()).isGreaterThanOrEqualTo(RangeClass.MIN_CASES);
                assertThat(Ranges.band(c)).isEqualTo(own);
            }
        }
    }

    @Test
    void theWireWithKnownNics_earnedANarrowerLowEndThanTheWireWithUnnamedNics() {
        // the evidence: runs an unnamed NIC, driver or host held far below the wire sit in the second class
        assertThat(Ranges.band(RangeClass.WIRE_KNOWN_NICS).low())
                .isGreaterThan(Ranges.band(RangeClass.WIRE).low());
    }
}
