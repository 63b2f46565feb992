package dev.wirespeed.solver;

import dev.wirespeed.plan.HostRole;
import dev.wirespeed.plan.Initiator;
import dev.wirespeed.plan.Os;
import dev.wirespeed.plan.Tool;
import dev.wirespeed.plan.ToolVersion;
import dev.wirespeed.plan.Virtualization;
import dev.wirespeed.solver.model.Bus;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.model.Ceiling;
import dev.wirespeed.solver.model.Confidence;
import dev.wirespeed.solver.model.Endpoint;
import dev.wirespeed.solver.model.FittedPriors;
import dev.wirespeed.solver.model.PathSpec;
import dev.wirespeed.solver.model.Prediction;
import dev.wirespeed.solver.model.Priors;
import dev.wirespeed.solver.model.RangeClass;
import dev.wirespeed.solver.model.Ranges;
import dev.wirespeed.solver.model.Stage;
import dev.wirespeed.solver.model.ThroughputModel;
import dev.wirespeed.units.DataRate;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The stages the fitted model adds: the tool's threads, the hypervisor, a role's default CPU, the
 * frame size in the CPU cost, and the 80% range. Expected figures are the model's arithmetic with
 * the shipped priors, shown in each comment.
 */
class ModelStagesTest {

    private static double prior(String key) {
        return Priors.get(key).prior();
    }

    /** A Linux server of 25G on PCIe 3.0 x8 with a CPU of {@code score} single-thread points and 8 cores. */
    private static Endpoint server(Integer score) {
        return server(score, Os.LINUX);
    }

    private static Endpoint server(Integer score, Os os) {
        return new Endpoint(
                "server",
                os,
                "25G NIC",
                List.of(25.0),
                Bus.pcie(3, 8, null),
                score,
                "core",
                "cpu",
                8,
                null,
                null,
                null,
                1500,
                256);
    }

    private static PathSpec iperf3(Endpoint from, Endpoint to, double line, int streams, String version) {
        return new PathSpec(
                from,
                to,
                DataRate.ofGbps(line),
                1500,
                "dac",
                List.of(),
                Tool.IPERF3,
                streams,
                Initiator.SENDER,
                ToolVersion.parseOrNull(version));
    }

    private static Ceiling stage(Prediction p, Stage s, String side) {
        return p.stages().stream()
                .filter(c -> c.stage() == s && c.side().toString().equals(side))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no " + s + " ceiling on the " + side));
    }

    @Test
    void iperf3Before3_16WithFourStreams_getsAToolCeilingOfOneThread_and3_16DoesNot() {
        // Receiver 2000 points: one stream's CPU ceiling 2000/1000 x cpu.tcp.receive; 3.12 serves all four
        // streams from one thread: that x tool.iperf3-one-thread; the CPU stage itself allows 4 streams.
        PathSpec old = iperf3(server(2000), server(2000), 25, 4, "3.12");
        Prediction p = ThroughputModel.predict(old, Calibration.PRIORS);
        double oneStream = 2000 / 1000.0 * prior("cpu.tcp.receive");
        assertThat(stage(p, Stage.TOOL, "receiver").gbps())
                .isCloseTo(oneStream * prior("tool.iperf3-one-thread"), within(1e-9));
        assertThat(stage(p, Stage.CPU, "receiver").gbps()).isCloseTo(oneStream * 4, within(1e-9));
        Prediction threaded =
                ThroughputModel.predict(old.withToolVersion(ToolVersion.parse("3.16")), Calibration.PRIORS);
        assertThat(threaded.stages()).noneMatch(c -> c.stage() == Stage.TOOL);
    }

    @Test
    void iperf3_3_1OnAWindowsReceiver_takesTheWindowsBuildsFactor_andOnLinuxTheLegacyOne() {
        // One stream, receiver 2000 points: 2000/1000 x cpu.tcp.receive (x cpu.os.windows on Windows), then
        // x the legacy factor of that end's build: tool.iperf3-legacy-windows on Windows, tool.iperf3-legacy on Linux.
        double oneStream = 2000 / 1000.0 * prior("cpu.tcp.receive");
        Prediction linux =
                ThroughputModel.predict(iperf3(server(3000), server(2000), 25, 1, "3.1.3"), Calibration.PRIORS);
        assertThat(stage(linux, Stage.TOOL, "receiver").gbps())
                .isCloseTo(oneStream * prior("tool.iperf3-legacy"), within(1e-9));
        assertThat(stage(linux, Stage.TOOL, "receiver").factor()).isEqualTo("tool.iperf3-legacy");
        Prediction windows = ThroughputModel.predict(
                iperf3(server(3000), server(2000, Os.WINDOWS), 25, 1, "3.1.3"), Calibration.PRIORS);
        assertThat(stage(windows, Stage.TOOL, "receiver").gbps())
                .isCloseTo(oneStream * prior("cpu.os.windows") * prior("tool.iperf3-legacy-windows"), within(1e-9));
        assertThat(stage(windows, Stage.TOOL, "receiver").factor()).isEqualTo("tool.iperf3-legacy-windows");
    }

    @Test
    void anUnknownOrMissingVersionIsTreatedAsTheNewest_andSaysSo() {
        Prediction unknown =
                ThroughputModel.predict(iperf3(server(2000), server(2000), 25, 4, "9.9"), Calibration.PRIORS);
        assertThat(unknown.stages()).noneMatch(c -> c.stage() == Stage.TOOL);
        assertThat(unknown.assumptions()).contains("iperf3 version 9.9 unknown: treated as the newest");
        Prediction none = ThroughputModel.predict(iperf3(server(2000), server(2000), 25, 4, null), Calibration.PRIORS);
        assertThat(none.assumptions()).anyMatch(a -> a.startsWith("iperf3 version not given"));
    }

    @Test
    void aHostTestingFromWsl2_getsAVirtualizationCeilingOfItsCpuCeilingTimesTheWsl2Factor() {
        Endpoint wsl = server(2568).withVirtualization(Virtualization.WSL2);
        Prediction p = ThroughputModel.predict(iperf3(wsl, server(2000), 25, 1, "3.16"), Calibration.PRIORS);
        double cpu = stage(p, Stage.CPU, "sender").gbps();
        assertThat(stage(p, Stage.VIRTUALIZATION, "sender").gbps()).isCloseTo(cpu * prior("virt.wsl2"), within(1e-9));
        assertThat(stage(p, Stage.VIRTUALIZATION, "sender").why())
                .contains("wsl2")
                .contains("virt.wsl2");
    }

    @Test
    void aNasWhoseCpuIsNotGiven_takesItsRolesDefaultScore_andSaysSo() {
        // No score: the NAS default (cpu.default.nas points) / 1000 x cpu.tcp.receive per stream.
        Endpoint nas = server(null).withRole(HostRole.NAS);
        Prediction p = ThroughputModel.predict(iperf3(server(2000), nas, 25, 1, "3.16"), Calibration.PRIORS);
        assertThat(stage(p, Stage.CPU, "receiver").gbps())
                .isCloseTo(prior("cpu.default.nas") / 1000 * prior("cpu.tcp.receive"), within(1e-9));
        assertThat(p.assumptions()).anyMatch(a -> a.contains("receiver CPU not given: the default of a nas"));
        Endpoint unknown = server(null);
        Prediction q = ThroughputModel.predict(iperf3(server(2000), unknown, 25, 1, "3.16"), Calibration.PRIORS);
        assertThat(stage(q, Stage.CPU, "receiver").gbps())
                .isCloseTo(prior("cpu.default.unstated") / 1000 * prior("cpu.tcp.receive"), within(1e-9));
    }

    @Test
    void jumboFramesScaleEveryCpuCeilingByTheMssRatioToTheFittedExponent_notOnlyForUsb() {
        // MTU 9000 with timestamps: MSS 8948; the CPU ceiling is multiplied by (8948/1448)^cpu.frame.offload.
        Endpoint a = server(2000);
        PathSpec small = iperf3(a, a, 25, 1, "3.16");
        PathSpec jumbo = small.withPathMtu(9000);
        double ratio = stage(ThroughputModel.predict(jumbo, Calibration.PRIORS), Stage.CPU, "receiver")
                        .gbps()
                / stage(ThroughputModel.predict(small, Calibration.PRIORS), Stage.CPU, "receiver")
                        .gbps();
        assertThat(ratio).isCloseTo(Math.pow(8948 / 1448.0, prior("cpu.frame.offload")), within(1e-9));
    }

    @Test
    void aWireBoundPrediction_hasANarrowRangeCappedAtTheEthernetCeiling_andHighConfidenceWhenTheBandIsNarrow() {
        // Ethernet at 10G MTU 1500: 10 x 1448/1538 = 9.4148. Both NICs are known (10G ports on PCIe 3.0 x4), so
        // the band is the one of wire-bound paths with known NICs. Range: 9.4148 x exp(band) with the high end
        // capped at 9.4148 (no run beats the framing arithmetic).
        Endpoint a = new Endpoint(
                "a",
                Os.LINUX,
                "10G",
                List.of(10.0),
                Bus.pcie(3, 4, null),
                3000,
                "core",
                "cpu",
                8,
                null,
                null,
                null,
                1500,
                256);
        Prediction p = ThroughputModel.predict(iperf3(a, a, 10, 1, "3.16"), Calibration.PRIORS);
        assertThat(p.bottleneck().stage()).isEqualTo(Stage.ETHERNET);
        double ethernet = 10.0 * 1448 / 1538;
        assertThat(p.rangeClass()).isEqualTo(RangeClass.WIRE_KNOWN_NICS);
        FittedPriors.Band band = Ranges.band(RangeClass.WIRE_KNOWN_NICS);
        assertThat(p.range().high()).isCloseTo(ethernet, within(1e-9));
        assertThat(p.range().low()).isCloseTo(Math.min(ethernet, ethernet * Math.exp(band.low())), within(1e-9));
        assertThat(p.range().level()).isEqualTo(0.8);
        assertThat(p.confidence()).isEqualTo(Confidence.of(p.range()));
    }

    /** The priors, with the two TCP coefficients set to round figures so the arithmetic can be read. */
    private static final Calibration SEND_10_RECEIVE_5 = key -> switch (key) {
        case "cpu.tcp.send" -> new Calibration.Value(10, 0);
        case "cpu.tcp.receive" -> new Calibration.Value(5, 0);
        default -> Calibration.PRIORS.value(key);
    };

    @Test
    void aBidirRunOnOneThread_loadsEachEndsCpuWithBothDirections_whileTheWireKeepsItsFullRateEachWay() {
        // Two Linux hosts of 1000 single-thread points, 25G, MTU 1500, one stream each way, iperf3 3.12 (one
        // thread for every stream), cpu.tcp.send 10 and cpu.tcp.receive 5 Gbit/s per 1000 points. One way: the
        // sender's CPU 1000/1000 x 10 = 10 Gbit/s, the receiver's 1000/1000 x 5 = 5 Gbit/s. Both ways at once,
        // each end's thread sends one stream and receives the other, so its costs per bit add:
        // 1/(1/10 + 1/5) = 10/3 = 3.333 Gbit/s at either end. The wire is full duplex: Ethernet stays
        // 25 x 1448/1538 = 23.537 Gbit/s for this direction.
        PathSpec oneWay = iperf3(server(1000), server(1000), 25, 1, "3.12");
        PathSpec bothWays = oneWay.withBidir(true);
        Prediction one = ThroughputModel.predict(oneWay, SEND_10_RECEIVE_5);
        Prediction both = ThroughputModel.predict(bothWays, SEND_10_RECEIVE_5);
        assertThat(stage(one, Stage.CPU, "sender").gbps()).isCloseTo(10.0, within(1e-9));
        assertThat(stage(one, Stage.CPU, "receiver").gbps()).isCloseTo(5.0, within(1e-9));
        assertThat(stage(both, Stage.CPU, "sender").gbps()).isCloseTo(10.0 / 3, within(1e-9));
        assertThat(stage(both, Stage.CPU, "receiver").gbps()).isCloseTo(10.0 / 3, within(1e-9));
        double ethernet = 25.0 * 1448 / 1538;
        assertThat(stage(one, Stage.ETHERNET, "path").gbps()).isCloseTo(ethernet, within(1e-9));
        assertThat(stage(both, Stage.ETHERNET, "path").gbps()).isCloseTo(ethernet, within(1e-9));
        assertThat(both.bottleneck().stage()).isEqualTo(Stage.CPU);
        assertThat(both.gbps()).isCloseTo(10.0 / 3, within(1e-9));
    }

    @Test
    void aBidirCpuCeiling_showsBothCostsAndTheirCombinationInItsWhy() {
        // The sender alone: 1000/1000 x 10 = 10.00; receiving the other direction alone: 1000/1000 x 5 = 5.00;
        // together 1/(1/10.00 + 1/5.00) = 3.33 Gbit/s.
        Prediction both = ThroughputModel.predict(
                iperf3(server(1000), server(1000), 25, 1, "3.12").withBidir(true), SEND_10_RECEIVE_5);
        assertThat(stage(both, Stage.CPU, "sender").why())
                .contains("10.00 Gbit/s sending alone")
                .contains("5.00 Gbit/s alone")
                .contains("cpu.tcp.receive")
                .contains("iperf3 3.12 serves the streams of both directions from one thread")
                .contains("1/(1/10.00 + 1/5.00) = 3.33 Gbit/s");
        assertThat(stage(both, Stage.CPU, "receiver").why())
                .contains("5.00 Gbit/s receiving alone")
                .contains("cpu.tcp.send")
                .contains("1/(1/5.00 + 1/10.00) = 3.33 Gbit/s");
    }

    @Test
    void aBidirRunWithAThreadPerStreamAndACoreForEach_keepsEachDirectionsOwnCpuCeiling() {
        // iperf3 3.16 gives each stream a thread; 8 cores for the 2 streams of both directions: the other
        // direction's stream runs on another core, so the sender keeps 1000/1000 x 10 = 10 and the receiver
        // 1000/1000 x 5 = 5 Gbit/s, as one way.
        Prediction both = ThroughputModel.predict(
                iperf3(server(1000), server(1000), 25, 1, "3.16").withBidir(true), SEND_10_RECEIVE_5);
        assertThat(stage(both, Stage.CPU, "sender").gbps()).isCloseTo(10.0, within(1e-9));
        assertThat(stage(both, Stage.CPU, "receiver").gbps()).isCloseTo(5.0, within(1e-9));
        assertThat(stage(both, Stage.CPU, "sender").why())
                .contains("another core")
                .contains("8 cores for 2 streams");
    }

    @Test
    void aBidirRunWithMoreStreamsThanCores_putsAStreamOfEachDirectionOnACore() {
        // Five streams each way on 8 cores (10 streams > 8 cores), iperf3 3.16: a stream of each direction
        // shares a core, and the 5 pairs of streams give 5 x 1/(1/10 + 1/5) = 5 x 10/3 = 16.667 Gbit/s per
        // direction at each end (the wire allows 23.537).
        Prediction both = ThroughputModel.predict(
                iperf3(server(1000), server(1000), 25, 5, "3.16").withBidir(true), SEND_10_RECEIVE_5);
        assertThat(stage(both, Stage.CPU, "sender").gbps()).isCloseTo(5 * 10.0 / 3, within(1e-9));
        assertThat(stage(both, Stage.CPU, "receiver").gbps()).isCloseTo(5 * 10.0 / 3, within(1e-9));
        assertThat(stage(both, Stage.CPU, "sender").why()).contains("8 cores for 10 streams of both directions");
    }

    @Test
    void confidenceIsReadFromTheWidthOfTheRange() {
        // high: high/low <= 1.15; medium: <= 1.6; low beyond.
        assertThat(Confidence.of(new Prediction.Range(9.3, 9.5, 0.8))).isEqualTo(Confidence.HIGH);
        assertThat(Confidence.of(new Prediction.Range(2.0, 3.0, 0.8))).isEqualTo(Confidence.MEDIUM);
        assertThat(Confidence.of(new Prediction.Range(1.6, 3.0, 0.8))).isEqualTo(Confidence.LOW);
    }
}
