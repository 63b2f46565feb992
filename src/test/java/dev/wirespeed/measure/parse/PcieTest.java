package dev.wirespeed.measure.parse;

import org.junit.jupiter.api.Test;

import static dev.wirespeed.measure.parse.Fixtures.pcie;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class PcieTest {

    @Test
    void seed002Dmesg_wrappedLine_isAGen3X2LinkOfAGen3X4Card() {
        PcieRun run = pcie("dmesg/seed002-wrapped-limited-by.txt");

        assertThat(run.format()).isEqualTo("dmesg");
        PcieLink link = run.pcie().get(0);
        assertThat(link.device()).isEqualTo("0000:03:00.0");
        assertThat(link.gen()).isEqualTo(3);
        assertThat(link.lanes()).isEqualTo(2);
        assertThat(link.capableGen()).isEqualTo(3);
        assertThat(link.capableLanes()).isEqualTo(4);
        // 8 GT/s x 2 x 128/130 = 15.754 Gbit/s (the kernel prints 15.752: it truncates 7876.9 Mb/s per lane)
        assertThat(link.gbps()).isCloseTo(8 * 2 * 128.0 / 130, within(1e-12)).isCloseTo(15.754, within(5e-4));
        assertThat(run.raw()).contains("31.504\nGb/s");
    }

    @Test
    void dmesgAmongOtherKernelLines_gen3X1OfAnX16Card() {
        PcieLink link =
                pcie("dmesg/raspberry-pi-pcie-devices-712-rx-vega56.txt").pcie().get(0);

        assertThat(link.device()).isEqualTo("0000:01:00.0");
        assertThat(link.lanes()).isEqualTo(1);
        assertThat(link.capableLanes()).isEqualTo(16);
        // 8 x 1 x 128/130 = 7.877 Gbit/s
        assertThat(link.gbps()).isCloseTo(7.877, within(5e-4));
    }

    @Test
    void dmesg_gen3X4OfAnX16Card() {
        PcieRun run = pcie("dmesg/linux-surface-319-nvidia-x4.txt");

        // 8 x 4 x 128/130 = 31.508 Gbit/s
        assertThat(run.pcie().get(0).gbps()).isCloseTo(31.508, within(5e-4));
        assertThat(run.raw())
                .startsWith("[    0.395487] pci 0000:02:00.0: 31.504 Gb/s")
                .endsWith("x16 link)");
    }

    @Test
    void lspci_downgradedLink_readsLnkCapAndLnkSta() {
        PcieRun run = pcie("lspci/aspm-troubleshooting-hailo-8l-downgraded.txt");

        assertThat(run.format()).isEqualTo("lspci");
        // LnkSta 5GT/s x2 = gen2 x2 = 5 x 2 x 8/10 = 8.0 Gbit/s; LnkCap 8GT/s x4 = gen3 x4
        assertThat(run.pcie())
                .containsExactly(new PcieLink(
                        "08:00.0",
                        "Co-processor: Hailo Technologies Ltd. Hailo-8 AI Processor (rev 01)",
                        2,
                        2,
                        3,
                        4,
                        8.0));
        assertThat(run.raw())
                .isEqualTo(Fixtures.text("lspci/aspm-troubleshooting-hailo-8l-downgraded.txt")
                        .stripTrailing());
    }

    @Test
    void lspci_olderLayout_intelNic_gen1X4() {
        PcieLink link =
                pcie("lspci/pciutils-tests-cap-pcie-2-intel-82576.txt").pcie().get(0);

        // 2.5 GT/s x 4 x 8/10 = 8.0 Gbit/s
        assertThat(link).isEqualTo(new PcieLink("09:00.0", "Class 0200: Device 8086:10c9 (rev 01)", 1, 4, 1, 4, 8.0));
    }

    @Test
    void lspci_twoDevices_unknownSpeedAndAFullGen3X8Port() {
        PcieRun run = pcie("lspci/cmlgpu-xeon-e5-first-two-devices.txt");

        assertThat(run.pcie()).hasSize(2);
        assertThat(run.pcie().get(0).gen()).as("Speed unknown").isNull();
        assertThat(run.pcie().get(0).lanes()).isZero();
        assertThat(run.pcie().get(0).gbps()).isNull();
        assertThat(run.pcie().get(0).capableGen()).isEqualTo(2);
        // 8 GT/s x 8 x 128/130 = 63.015 Gbit/s
        assertThat(run.pcie().get(1).gbps()).isCloseTo(8 * 8 * 128.0 / 130, within(1e-12));
    }

    @Test
    void generationFromTransferRate() {
        assertThat(Pcie.gen("2.5GT/s")).isEqualTo(1);
        assertThat(Pcie.gen("5GT/s")).isEqualTo(2);
        assertThat(Pcie.gen("8.0")).isEqualTo(3);
        assertThat(Pcie.gen("16GT/s")).isEqualTo(4);
        assertThat(Pcie.gen("32GT/s")).isEqualTo(5);
        assertThat(Pcie.gen("64GT/s")).isEqualTo(6);
        assertThat(Pcie.gen("unknown")).isNull();
        // gen2 x1: 5 x 8/10 = 4.0 Gbit/s, the seed 001 X520 slot
        assertThat(Pcie.gbps(2, 1)).isEqualTo(4.0);
    }
}
