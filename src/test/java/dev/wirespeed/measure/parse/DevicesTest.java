package dev.wirespeed.measure.parse;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static dev.wirespeed.measure.parse.Fixtures.text;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/** Devices read from lspci, lsusb, the kernel log and hwinfo (fixtures/devices/README.md says where each is from). */
class DevicesTest {

    /** Characters that make or break the patterns: hex digits, separators, brackets, units, line breaks. */
    private static final String MUTATIONS = "0123456789abcdef:.[]() \n\t-xG/";

    private static List<SeenDevice> devices(String fixture) {
        return Parsers.devices(text(fixture)).devices();
    }

    private static SeenDevice at(List<SeenDevice> devices, String address) {
        return devices.stream()
                .filter(d -> address.equals(d.address()))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no device at " + address + " in " + devices));
    }

    @Test
    void anLspciVnnOfTheX520Clone_givesControllerSubsystemAndDriver() {
        SeenDevice d = devices("devices/x520-clone-lspci-vnn.txt").get(0);

        assertThat(d.bus()).isEqualTo("pci");
        assertThat(d.address()).isEqualTo("0000:01:00.0");
        assertThat(d.classCode()).isEqualTo("0200");
        assertThat(d.vendor() + ":" + d.device()).isEqualTo("8086:10fb");
        assertThat(d.subsystemVendor() + ":" + d.subsystemDevice()).isEqualTo("8086:000a");
        assertThat(d.name()).isEqualTo("Intel Corporation 82599ES 10-Gigabit SFI/SFP+ Network Connection");
        assertThat(d.subsystemName()).isEqualTo("Intel Corporation Ethernet Server Adapter X520-1");
        assertThat(d.driver()).isEqualTo("ixgbe");
        assertThat(d.seenIn()).containsExactly("lspci -nn");
    }

    @Test
    void aDeviceNameWithBracketsInIt_keepsThemAndTakesTheLastBracketsAsIds() {
        List<SeenDevice> d = devices("devices/connectx4lx-lspci-nn.txt");

        assertThat(d).hasSize(2);
        assertThat(d.get(0).name()).isEqualTo("Mellanox Technologies MT27710 Family [ConnectX-4 Lx]");
        assertThat(d.get(0).vendor() + ":" + d.get(0).device()).isEqualTo("15b3:1015");
        assertThat(d.get(0).subsystemVendor()).isNull();
        assertThat(d.get(1).address()).isEqualTo("0000:03:00.1");
    }

    @Test
    void seed001PlainLspci_givesNamesAndAddressesButNoIds() {
        List<SeenDevice> d = devices("devices/seed001-lspci-grep-eth.txt");

        assertThat(d).extracting(SeenDevice::address).containsExactly("0000:00:19.0", "0000:01:00.0");
        assertThat(d.get(1).name()).isEqualTo("Intel Corporation 82599ES 10-Gigabit SFI/SFP+ Network Connection");
        assertThat(d.get(1).vendor()).isNull();
        assertThat(d.get(1).className()).isEqualTo("Ethernet controller");
        assertThat(d.get(1).isNetwork()).isTrue();
        assertThat(d.get(1).seenIn()).containsExactly("lspci");
        assertThat(d.get(1).line()).isEqualTo(3);
    }

    @Test
    void seed001HwinfoGrep_givesTheModelAndTheSubsystemName() {
        SeenDevice d = devices("devices/seed001-hwinfo-grep-520.txt").get(0);

        assertThat(d.name()).isEqualTo("Intel Ethernet Server Adapter X520-1");
        assertThat(d.subsystemName()).isEqualTo("Ethernet Server Adapter X520-1");
        // SubDevice alone (no SubVendor line in the grep) is half a pair: no subsystem id
        assertThat(d.subsystemDevice()).isNull();
        assertThat(d.seenIn()).containsExactly("hwinfo");
    }

    @Test
    void aHwinfoBlock_givesIdsBusIdAndDriver() {
        String block =
                """
                26: PCI 100.0: 0200 Ethernet controller
                  Model: "Intel Ethernet Server Adapter X520-1"
                  Vendor: pci 0x8086 "Intel Corporation"
                  Device: pci 0x10fb "82599ES 10-Gigabit SFI/SFP+ Network Connection"
                  SubVendor: pci 0x8086 "Intel Corporation"
                  SubDevice: pci 0x000a "Ethernet Server Adapter X520-1"
                  Driver: "ixgbe"
                  SysFS BusID: 0000:01:00.0
                """;

        SeenDevice d = Parsers.devices(block).devices().get(0);

        assertThat(d.address()).isEqualTo("0000:01:00.0");
        assertThat(d.vendor() + ":" + d.device()).isEqualTo("8086:10fb");
        assertThat(d.subsystemVendor() + ":" + d.subsystemDevice()).isEqualTo("8086:000a");
        assertThat(d.classCode()).isEqualTo("0200");
        assertThat(d.driver()).isEqualTo("ixgbe");
    }

    @Test
    void seed002Dmesg_negotiatedPcie3X2For0000_03_00_0() {
        SeenDevice d = devices("dmesg/seed002-wrapped-limited-by.txt").get(0);

        assertThat(d.address()).isEqualTo("0000:03:00.0");
        assertThat(d.link().gen()).isEqualTo(3);
        assertThat(d.link().lanes()).isEqualTo(2);
        assertThat(d.link().capableLanes()).isEqualTo(4);
        // 8 GT/s x 2 x 128/130 = 15.754 Gbit/s
        assertThat(d.link().gbps()).isCloseTo(8 * 2 * 128.0 / 130, within(1e-9));
    }

    @Test
    void kernelLog_joinsEnumerationBandwidthAndLinkUpLinesOfOneDevice() {
        List<SeenDevice> d = devices("devices/kernel-log-nic-lines.txt");

        SeenDevice x520 = at(d, "0000:01:00.0");
        assertThat(x520.vendor() + ":" + x520.device()).isEqualTo("8086:10fb");
        assertThat(x520.classCode()).isEqualTo("0200");
        assertThat(x520.driver()).isEqualTo("ixgbe");
        assertThat(x520.ethernetMbps()).isEqualTo(10_000); // "NIC Link is Up 10 Gbps"
        assertThat(x520.link().gen()).isEqualTo(2); // 5.0 GT/s
        assertThat(x520.link().lanes()).isEqualTo(4);
        assertThat(d).filteredOn(x -> "0000:01:00.0".equals(x.address())).hasSize(1);
    }

    @Test
    void kernelLog_readsTheLinkLinesOfAtlanticR8169IgcAndCdcNcm() {
        List<SeenDevice> d = devices("devices/kernel-log-nic-lines.txt");

        assertThat(at(d, "0000:05:00.0").ethernetMbps()).isEqualTo(10_000); // atlantic "new 10000"
        assertThat(at(d, "0000:05:00.0").driver()).isEqualTo("atlantic");
        assertThat(at(d, "0000:06:00.0").ethernetMbps()).isEqualTo(1_000); // r8169 "1Gbps/Full"
        assertThat(at(d, "0000:07:00.0").ethernetMbps()).isEqualTo(2_500); // igc "2500 Mbps"
        assertThat(at(d, "3-1").ethernetMbps()).isEqualTo(2_500); // cdc_ncm "2500 mbit/s downlink"
        assertThat(at(d, "3-1").bus()).isEqualTo("usb");
    }

    @Test
    void kernelLog_aNewUsbDeviceAndItsDriverLine_areOneUsbDevice() {
        SeenDevice usb = at(devices("devices/kernel-log-nic-lines.txt"), "2-1.4");

        assertThat(usb.bus()).isEqualTo("usb");
        assertThat(usb.vendor() + ":" + usb.device()).isEqualTo("0bda:8156");
        assertThat(usb.name()).isEqualTo("USB 10/100/1G/2.5G LAN");
        assertThat(usb.driver()).isEqualTo("r8152");
    }

    @Test
    void lsusb_givesVendorProductAndName() {
        List<SeenDevice> d = devices("devices/lsusb-rtl8156.txt");

        SeenDevice rtl = at(d, "bus 002 device 003");
        assertThat(rtl.vendor() + ":" + rtl.device()).isEqualTo("0bda:8156");
        assertThat(rtl.name()).isEqualTo("Realtek Semiconductor Corp. USB 10/100/1G/2.5G LAN");
        assertThat(d).hasSize(3);
    }

    @Test
    void synologyLsusbTree_skipsHubsAndReadsTheAdapter() {
        // the layout Synology's lsusb prints (bb-qq/r8152 issue #184); the port and serial are this test's
        String tree =
                """
                |__usb2          1d6b:0002:0310 09  2.00  480MBit/s 0mA 1IF  (ehci_hcd 0000:00:1d.7) hub
                  |__2-3         0bda:8156:3100 00  2.10  480MBit/s 200mA 2IFs (Realtek USB 10/100/1G/2.5G LAN 0013)
                """;

        List<SeenDevice> d = Parsers.devices(tree).devices();

        assertThat(d).hasSize(1);
        assertThat(d.get(0).address()).isEqualTo("2-3");
        assertThat(d.get(0).vendor() + ":" + d.get(0).device()).isEqualTo("0bda:8156");
    }

    @Test
    void lspciNumericVv_readsClassIdsDriverAndLink() {
        SeenDevice d =
                devices("lspci/pciutils-tests-cap-pcie-2-intel-82576.txt").get(0);

        assertThat(d.classCode()).isEqualTo("0200");
        assertThat(d.vendor() + ":" + d.device()).isEqualTo("8086:10c9");
        assertThat(d.driver()).isEqualTo("igb");
        assertThat(d.link().gen()).isEqualTo(1);
        assertThat(d.link().lanes()).isEqualTo(4);
    }

    @Test
    void theParseOfMeasurementsIsUnchangedByTheDeviceReader() {
        // an lspci -vv is still one PCIe run through Parsers.parse, and nothing else
        ParseResult r = Parsers.parse(text("lspci/pciutils-tests-cap-pcie-2-intel-82576.txt"));

        assertThat(r.runs()).hasSize(1).allMatch(run -> run instanceof PcieRun);
    }

    // ---- bad input ----

    @Test
    void mutatedListings_giveDevicesOrAParseException_neverAnotherError() {
        List<String> fixtures = List.of(
                "devices/x520-clone-lspci-vnn.txt",
                "devices/connectx4lx-lspci-nn.txt",
                "devices/kernel-log-nic-lines.txt",
                "devices/lsusb-rtl8156.txt",
                "devices/seed001-hwinfo-grep-520.txt",
                "lspci/cmlgpu-xeon-e5-first-two-devices.txt",
                "dmesg/seed002-wrapped-limited-by.txt");
        Random r = new Random(20261201);
        List<String> crashes = new ArrayList<>();
        for (String f : fixtures) {
            String original = text(f);
            for (int i = 0; i < 300; i++) {
                char[] c = original.toCharArray();
                for (int k = 1 + r.nextInt(6); k > 0; k--) {
                    c[r.nextInt(c.length)] = MUTATIONS.charAt(r.nextInt(MUTATIONS.length()));
                }
                String mutated = new String(c, 0, 1 + r.nextInt(c.length));
                try {
                    Parsers.devices(mutated);
                } catch (ParseException expected) {
                    // bad input, reported as such
                } catch (RuntimeException e) {
                    crashes.add(f + " #" + i + ": " + e);
                }
            }
        }
        assertThat(crashes).isEmpty();
    }

    @Test
    void aTextNamingNoDevice_isALocatedError() {
        assertThatThrownBy(() -> Parsers.devices("hello\nthis is not lspci\n"))
                .isInstanceOf(ParseException.class)
                .hasMessageContaining("no device found")
                .hasMessageContaining("line 1 reads \"hello\"");
    }

    @Test
    void binaryInput_isRefused() {
        assertThatThrownBy(() -> Parsers.devices("01:00.0 Ethernet\0controller"))
                .isInstanceOf(ParseException.class)
                .hasMessageContaining("NUL byte at offset 16");
    }

    @Test
    void twoHundredThousandDeviceLines_stopAtTheDeviceLimitWithTheLine() {
        // 200,000 lines of 34 characters stay under the 8 MiB input limit (a million would be refused for size)
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 200_000; i++) {
            b.append(String.format("%02x:%02x.%d Ethernet controller: X\n", (i >> 8) & 0xff, (i >> 3) & 0x1f, i & 7));
        }
        // 4096 distinct addresses fit in bus 00..0f (16 buses x 32 devices x 8 functions = 4096); line 4097 is one too
        // many
        assertThatThrownBy(() -> Parsers.devices(b.toString()))
                .isInstanceOf(ParseException.class)
                .hasMessageStartingWith("line 4097: more than 4096 devices");
    }

    @Test
    void aMillionLinesOfNoise_endInABoundedError() {
        String noise = "x\n".repeat(1_000_000);

        // read through: "no device found"; on a loaded machine the 2 s CPU budget may stop it first
        assertThatThrownBy(() -> Parsers.devices(noise))
                .isInstanceOf(ParseException.class)
                .hasMessageMatching("(?s)(no device found: none of the 1000000 lines|parsing stopped at line \\d+:).*");
    }

    @Test
    void aLineOverTheLineLimit_isRefusedWithItsNumber() {
        String huge = "01:00.0 Ethernet controller: " + "A".repeat(Input.MAX_LINE_CHARS + 1);

        assertThatThrownBy(() -> Parsers.devices("ok\n" + huge))
                .isInstanceOf(ParseException.class)
                .hasMessageContaining("line 2 is");
    }

    @Test
    void aLinkSpeedOutsidePhysicalSense_isALocatedError() {
        assertThatThrownBy(() -> Parsers.devices(
                        "[    9.8] ixgbe 0000:01:00.0 eth0: NIC Link is Up 9999999 Gbps, Flow Control: RX/TX\n"))
                .isInstanceOf(ParseException.class)
                .hasMessageStartingWith("line 1: an Ethernet link speed");
    }

    @Test
    void aParseOverItsBudget_stopsWithTheLine() {
        long[] now = {0};
        Budget budget = new Budget(() -> now[0] += 10_000_000, 2000); // every clock read is 10 ms later

        assertThatThrownBy(() -> Parsers.devices("x\n".repeat(100_000), budget))
                .isInstanceOf(ParseException.class)
                .hasMessageStartingWith("parsing stopped at line");
    }
}
