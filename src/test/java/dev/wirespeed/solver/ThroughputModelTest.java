package dev.wirespeed.solver;

import dev.wirespeed.plan.Initiator;
import dev.wirespeed.plan.Os;
import dev.wirespeed.plan.Tool;
import dev.wirespeed.plan.ToolVersion;
import dev.wirespeed.solver.model.Bus;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.model.Endpoint;
import dev.wirespeed.solver.model.PathSpec;
import dev.wirespeed.solver.model.Prediction;
import dev.wirespeed.solver.model.Priors;
import dev.wirespeed.solver.model.Stage;
import dev.wirespeed.solver.model.ThroughputModel;
import dev.wirespeed.units.DataRate;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assertions.withinPercentage;

/**
 * The model against the seed measurements (shared/seeds, table in throughput-model.md §5), with
 * priors only. Expected figures are the measured ones; tolerances are the (1.5% for
 * ethernet-bound paths, 15% for the others). The arithmetic is in each comment.
 */
class ThroughputModelTest {

    /** A host end: OS, NIC speeds, bus, CPU score, MTU; everything else default. */
    private static Endpoint end(String os, double gbps, Bus bus, Integer cpuScore, int mtu) {
        return new Endpoint(
                os,
                Os.parse(os),
                "nic",
                List.of(gbps, 1.0),
                bus,
                cpuScore,
                "core",
                "cpu",
                6,
                null,
                null,
                null,
                mtu,
                128);
    }

    private static Prediction predict(
            Endpoint s, Endpoint r, double line, int mtu, String tool, int streams, String initiator) {
        return ThroughputModel.predict(
                new PathSpec(
                        s,
                        r,
                        DataRate.ofGbps(line),
                        mtu,
                        "dac",
                        List.of(),
                        Tool.parse(tool),
                        streams,
                        Initiator.parse(initiator)),
                Calibration.PRIORS);
    }

    private static final Bus PCIE3_X4 = Bus.pcie(3, 4, null);

    @Test
    void seed000_windowsInitiates_noTimestamps_9_49() {
        // 10 Gbit/s x (1500 - 40) / (1500 + 38) = 10 x 1460 / 1538 = 9.4928 Gbit/s; measured 9.49 (receiver).
        Prediction p = predict(
                end("windows", 25, PCIE3_X4, null, 1500),
                end("linux", 25, PCIE3_X4, null, 1500),
                10,
                1500,
                "iperf3",
                1,
                "sender");
        assertThat(p.gbps()).isCloseTo(9.49, withinPercentage(1.5));
        assertThat(p.gbps()).isCloseTo(10.0 * 1460 / 1538, within(1e-9));
        assertThat(p.bottleneck().stage()).hasToString("ethernet");
        assertThat(p.bottleneck().why()).contains("1460 B TCP payload").contains("initiator (windows) does not offer");
    }

    @Test
    void seed000_linuxInitiates_timestamps_9_41() {
        // 10 x (1500 - 40 - 12) / 1538 = 10 x 1448 / 1538 = 9.4148; measured 9.41.
        Prediction p = predict(
                end("linux", 25, PCIE3_X4, null, 1500),
                end("windows", 25, PCIE3_X4, null, 1500),
                10,
                1500,
                "iperf3",
                1,
                "sender");
        assertThat(p.gbps()).isCloseTo(9.41, withinPercentage(1.5));
        assertThat(p.gbps()).isCloseTo(10.0 * 1448 / 1538, within(1e-9));
        assertThat(p.bottleneck().why()).contains("initiator (linux) offers them");
    }

    @Test
    void seed000_sameHostsOneGig_0_949_and_0_941() {
        // 1 x 1460 / 1538 = 0.9493 (Windows initiates); 1 x 1448 / 1538 = 0.9415 (Ubuntu initiates).
        assertThat(predict(
                                end("windows", 1, PCIE3_X4, null, 1500),
                                end("linux", 1, PCIE3_X4, null, 1500),
                                1,
                                1500,
                                "iperf3",
                                1,
                                "sender")
                        .gbps())
                .isCloseTo(0.949, withinPercentage(1.5));
        assertThat(predict(
                                end("linux", 1, PCIE3_X4, null, 1500),
                                end("windows", 1, PCIE3_X4, null, 1500),
                                1,
                                1500,
                                "iperf3",
                                1,
                                "sender")
                        .gbps())
                .isCloseTo(0.941, withinPercentage(1.5));
    }

    @Test
    void reverseMode_theClientIsTheReceiverAndStillInitiates() {
        // iperf3 -R from a Windows client: the Linux server sends, but Windows opened the connection:
        // no timestamps, 9.4928 although the sender is Linux.
        Prediction p = predict(
                end("linux", 10, PCIE3_X4, null, 1500),
                end("windows", 10, PCIE3_X4, null, 1500),
                10,
                1500,
                "iperf3",
                1,
                "receiver");
        assertThat(p.gbps()).isCloseTo(10.0 * 1460 / 1538, within(1e-9));
    }

    @Test
    void seed003_reverse_mtu9000_9_90() {
        // Debian sends to the macOS client (-R), macOS initiates with timestamps:
        // 10 x (9000 - 52) / (9000 + 38) = 10 x 8948 / 9038 = 9.9004; measured 9.90.
        Prediction p = predict(
                end("linux", 10, PCIE3_X4, 2086, 9000),
                end("macos", 10, Bus.pcie(2, 8, null), 2024, 9000),
                10,
                9000,
                "iperf3",
                1,
                "receiver");
        assertThat(p.gbps()).isCloseTo(9.90, withinPercentage(1.5));
        assertThat(p.bottleneck().stage()).hasToString("ethernet");
    }

    @Test
    void seed002_n100Nas_pcie3x2_isNotBinding_9_37() {
        // ethernet 9.4148 (Ubuntu client initiates). PCIe 3.0 x2: 8 GT/s x 2 x 128/130 = 15.754 Gbit/s;
        // a 1514 B frame takes ceil(1514/128) = 12 TLPs: 1514 + 12 x 24 + 40 = 1842 B per 1448 B payload
        // -> 15.754 x 1448 / 1842 = 12.38 Gbit/s, above ethernet. Measured 9.37: 9.4148 is 0.48% above.
        Prediction p = predict(
                end("linux", 10, PCIE3_X4, null, 1500),
                end("linux", 10, Bus.pcie(3, 2, null), null, 1500),
                10,
                1500,
                "iperf3",
                1,
                "sender");
        assertThat(p.gbps()).isCloseTo(9.37, withinPercentage(1.5));
        assertThat(p.bottleneck().stage()).hasToString("ethernet");
        assertThat(p.stages()).anySatisfy(c -> {
            assertThat(c.stage()).hasToString("pcie");
            assertThat(c.side()).hasToString("receiver");
            assertThat(c.gbps()).isCloseTo(8.0 * 2 * 128 / 130 * 1448 / 1842, within(1e-9));
        });
    }

    @Test
    void seed001_pcie2x1_bindsAt_3_14_measured_3_01() {
        // PCIe 2.0 x1: 5 GT/s x 1 x 8/10 = 4.0 Gbit/s; 1842 B per 1448 B payload (see above)
        // -> 4.0 x 1448 / 1842 = 3.1444 Gbit/s x pcie.gen2's fitted prior. Measured 3.01 (receiver).
        Prediction p = predict(
                end("linux", 10, Bus.pcie(2, 1, "x1 (BIOS)"), 2568, 1500),
                end("linux", 10, PCIE3_X4, null, 1500),
                10,
                1500,
                "iperf3",
                1,
                "sender");
        assertThat(p.gbps()).isCloseTo(3.01, withinPercentage(15));
        assertThat(p.gbps()).isCloseTo(4.0 * 1448 / 1842 * prior("pcie.gen2"), within(1e-9));
        assertThat(p.bottleneck().stage()).hasToString("pcie");
        assertThat(p.bottleneck().side()).hasToString("sender");
        assertThat(p.bottleneck().why())
                .contains("5 GT/s × 1 × 8b/10b = 4 Gbit/s")
                .contains("x1 (BIOS)");
    }

    @Test
    void seed004_usb3Gen1_5gbe_mtu9000_binds_usb() {
        // USB 3.2 Gen1: 5 x 8/10 = 4.0 Gbit/s; bulk packets 1024/1056; per frame 9000 + 14 + 8 = 9022 B
        // for 8948 B payload: 4.0 x 1024/1056 x 8948/9022 = 3.847 Gbit/s x usb.3.2gen1's fitted prior.
        // Measured 3.30 and 3.44 (iperf2, mean 3.37).
        Prediction p = predict(
                end("linux", 5, Bus.usb("3.2gen1"), 1767, 9000),
                end("windows", 10, Bus.thunderbolt(3), 2331, 9000),
                5,
                9000,
                "iperf2",
                1,
                "sender");
        assertThat(p.gbps()).isCloseTo(3.37, withinPercentage(15));
        assertThat(p.gbps()).isCloseTo(4.0 * 1024 / 1056 * 8948 / 9022 * prior("usb.3.2gen1"), within(1e-9));
        assertThat(p.bottleneck().stage()).hasToString("usb");
    }

    @Test
    void aUsbAdapterSendingFullFrames_isBoundByTheLowerOfItsBulkCeilingAndItsPerFrameCpuCost() {
        // usb: 4.0 x 1024/1056 x 1448/1522 = 3.690 x usb.3.2gen1. cpu (USB NIC, i5-7200U ST 1767):
        // 1767/1000 x cpu.tcp.send x cpu.usb x (1448/1448)^cpu.frame.usb. Seed 004 measured 2.1-2.3 Gbit/s
        // here; where the fitted factors miss it, the validation table shows the miss.
        Prediction p = predict(
                end("linux", 5, Bus.usb("3.2gen1"), 1767, 1500),
                end("windows", 10, Bus.thunderbolt(3), 2331, 1500),
                5,
                1500,
                "iperf2",
                1,
                "sender");
        double usb = 4.0 * 1024 / 1056 * 1448 / 1522 * prior("usb.3.2gen1");
        double cpu = 1767 / 1000.0 * prior("cpu.tcp.send") * prior("cpu.usb");
        assertThat(p.gbps()).isCloseTo(Math.min(usb, cpu), within(1e-9));
        assertThat(p.bottleneck().stage()).hasToString(usb < cpu ? "usb" : "cpu");
        assertThat(p.bottleneck().side()).hasToString("sender");
    }

    @Test
    void aMacosSenderWithJumboFrames_isBoundByTheLowerOfEthernetAndItsCpuCeiling_andFourStreamsReachEthernet() {
        // cpu: 2024/1000 x cpu.tcp.send x cpu.os.macos x (8948/1448)^cpu.frame.offload; ethernet at MTU 9000:
        // 10 x 8948/9038 = 9.9004. Seed 003 measured 5.11 in one stream (third-party 82599 driver) and 9.9
        // with -P 4.
        Endpoint mac = end("macos", 10, Bus.pcie(2, 8, null), 2024, 9000);
        Endpoint debian = end("linux", 10, PCIE3_X4, 2086, 9000);
        Prediction one = predict(mac, debian, 10, 9000, "iperf3", 1, "sender");
        double frames = Math.pow(8948 / 1448.0, prior("cpu.frame.offload"));
        double cpu = 2024 / 1000.0 * prior("cpu.tcp.send") * prior("cpu.os.macos") * frames;
        double receiverCpu = 2086 / 1000.0 * prior("cpu.tcp.receive") * frames;
        assertThat(one.gbps()).isCloseTo(Math.min(10 * 8948 / 9038.0, Math.min(cpu, receiverCpu)), within(1e-9));
        Prediction four = predict(mac, debian, 10, 9000, "iperf3", 4, "sender");
        assertThat(four.gbps()).isCloseTo(9.9, withinPercentage(1.5));
        assertThat(four.bottleneck().stage()).hasToString("ethernet");
    }

    @Test
    void seed002_smbTo5600G_isTheSmallerOfProtocolAndSmbd_andTheMeasured7_99IsInsideItsRange() {
        // protocol: 10G ethernet goodput × protocol.smb; smbd: cpu.smb × 3182/1000 for one connection.
        // With the priors of 2026-12-02 smbd binds (cpu.smb ≈ 2.51 → ≈ 7.99 Gbit/s, this run among the
        // cases that fit it) below the protocol's 9.415 × 0.9 = 8.47; left out of the fit (validate)
        // the same path predicts 5.09, a miss the validation table shows.
        Endpoint client = end("linux", 10, PCIE3_X4, null, 1500);
        Endpoint server = end("linux", 10, PCIE3_X4, 3182, 1500);
        Prediction p = predict(client, server, 10, 1500, "smb", 1, "sender");
        double smbd = 3182 / 1000.0 * prior("cpu.smb");
        double protocol = p.stages().stream()
                .filter(c -> c.stage().toString().equals("protocol"))
                .findFirst()
                .orElseThrow()
                .gbps();
        assertThat(p.gbps()).isCloseTo(Math.min(smbd, protocol), within(1e-9));
        assertThat(7.99).isBetween(p.range().low(), p.range().high());
    }

    @Test
    void fileCopy_storageReadBinds_forASataSsd() {
        // Samsung 850 EVO-class SATA SSD read 540 MB/s x 8 = 4.32 Gbit/s < ethernet 9.41 x 0.99 (http).
        Endpoint server = new Endpoint(
                "srv",
                Os.LINUX,
                "nic",
                List.of(10.0),
                PCIE3_X4,
                null,
                "core",
                null,
                null,
                DataRate.ofMegabytesPerSecond(540),
                DataRate.ofMegabytesPerSecond(520),
                "SSD",
                1500,
                128);
        Endpoint client = end("windows", 10, PCIE3_X4, null, 1500);
        Prediction p = predict(server, client, 10, 1500, "http", 1, "receiver");
        assertThat(p.bottleneck().stage()).hasToString("storage-read");
        assertThat(p.gbps()).isCloseTo(540 * 8 / 1000.0, within(1e-9));
    }

    private static double prior(String key) {
        return Priors.get(key).prior();
    }

    private static Prediction virtualLink(String tool, String version, int streams) {
        return ThroughputModel.predict(
                new PathSpec(
                        end("linux", 10, null, 2000, 1500),
                        end("linux", 10, null, 2000, 1500),
                        null,
                        1500,
                        "virtual",
                        List.of(),
                        Tool.parse(tool),
                        streams,
                        Initiator.SENDER,
                        version == null ? null : ToolVersion.parse(version)),
                Calibration.PRIORS);
    }

    @Test
    void aVirtualLink_hasNoWireCeiling_andMovesItsPerStreamRateTimesTheStreamsTheCoresAllow() {
        double k = prior("virt.link");
        // four iperf2 streams, six cores at each end: 4 x virt.link
        Prediction four = virtualLink("iperf2", null, 4);
        assertThat(four.stages()).noneMatch(s -> s.stage() == Stage.ETHERNET || s.stage() == Stage.CPU);
        assertThat(four.bottleneck().stage()).isEqualTo(Stage.VIRTUALIZATION);
        assertThat(four.gbps()).isCloseTo(4 * k, within(1e-9));
        // ten streams on six cores: 6 x virt.link
        assertThat(virtualLink("iperf2", null, 10).gbps()).isCloseTo(6 * k, within(1e-9));
        // iperf3 3.9 serves its four streams from one thread: 1 x virt.link
        assertThat(virtualLink("iperf3", "3.9", 4).gbps()).isCloseTo(k, within(1e-9));
    }

    @Test
    void stagesAreAscendingAndTheBottleneckIsTheFirst() {
        Prediction p = predict(
                end("linux", 10, Bus.pcie(2, 1, null), 2000, 1500),
                end("linux", 10, PCIE3_X4, 2000, 1500),
                10,
                1500,
                "iperf3",
                1,
                "sender");
        for (int i = 1; i < p.stages().size(); i++) {
            assertThat(p.stages().get(i).gbps())
                    .isGreaterThanOrEqualTo(p.stages().get(i - 1).gbps());
        }
        assertThat(p.bottleneck()).isEqualTo(p.stages().get(0));
        assertThat(p.calibration().applied()).isFalse();
    }
}
