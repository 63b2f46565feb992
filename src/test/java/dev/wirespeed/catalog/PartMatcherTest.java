package dev.wirespeed.catalog;

import dev.wirespeed.catalog.PartMatcher.Candidate;
import dev.wirespeed.catalog.PartMatcher.Certainty;
import dev.wirespeed.catalog.PartMatcher.Identified;
import dev.wirespeed.measure.parse.Parsers;
import dev.wirespeed.measure.parse.SeenDevice;
import dev.wirespeed.testing.Catalogs;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Identification against the repository catalog. Expected parts come from the catalog files' pciIds
 * and usbIds (catalog/nics/*.yaml), the device texts from src/test/resources/fixtures/devices (see its README).
 */
class PartMatcherTest {

    private static final PartMatcher MATCHER = PartMatcher.of(Catalogs.repo());

    private static String fixture(String path) {
        try (InputStream in = PartMatcherTest.class.getResourceAsStream("/fixtures/" + path)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<Identified> identify(String path) {
        return MATCHER.identify(Parsers.devices(fixture(path)));
    }

    private static boolean carries(Nic n, String vendor, String device) {
        return n.pciIds().stream()
                .anyMatch(id -> id.vendor().equals(vendor) && id.device().equals(device));
    }

    /** Carries the id, or lists no PCI id and names a chip with {@code chipWord} in it (e.g. X520-SR2: "Intel 82599ES"). */
    private static boolean onThatChip(Nic n, String vendor, String device, String chipWord) {
        return carries(n, vendor, device)
                || n.pciIds().isEmpty() && n.chip() != null && n.chip().contains(chipWord);
    }

    private static List<String> ids(List<Candidate> c) {
        return c.stream().map(x -> x.part().id()).toList();
    }

    @Test
    void anLspciVnnOfTheX520Clone_namesTheCloneFirst_thenTheOtherX520s() {
        List<Candidate> c = identify("devices/x520-clone-lspci-vnn.txt").get(0).candidates();

        // nb-int-x520da1-s carries 8086:10fb subsystem 8086:000a; X520-DA2 the bare 8086:10fb, X520-DA1 8086:0006
        assertThat(ids(c)).startsWith("nb-int-x520da1-s", "intel-x520-da2").contains("intel-x520-da1");
        assertThat(c.get(0).match()).isEqualTo(Certainty.CARD);
        assertThat(c.get(0).why()).contains("8086:10fb").contains("8086:000a");
        assertThat(c).allSatisfy(x -> assertThat(onThatChip(x.part(), "8086", "10fb", "82599"))
                .isTrue());
        assertThat(c.subList(1, c.size())).allSatisfy(x -> {
            assertThat(x.match()).isEqualTo(Certainty.CONTROLLER);
            assertThat(x.why())
                    .containsAnyOf("same controller 8086:10fb", "same chip")
                    .contains("card not certain");
        });
    }

    @Test
    void anX520WithASubsystemNoPartCarries_isEveryX520AsSameControllerOnly() {
        List<Candidate> c = identify("devices/x520-supermicro-subsystem-lspci-vnn.txt")
                .get(0)
                .candidates();

        assertThat(ids(c)).contains("intel-x520-da1", "intel-x520-da2", "nb-int-x520da1-s");
        assertThat(c).allMatch(x -> x.match() == Certainty.CONTROLLER && onThatChip(x.part(), "8086", "10fb", "82599"));
        assertThat(c.get(0).part().id()).isEqualTo("intel-x520-da2"); // the bare controller id's holder leads
        assertThat(c.get(0).why()).contains("subsystem 15d9:0611 is not one the catalog lists");
    }

    @Test
    void anLspciNnOfAConnectX4Lx_isTheConnectX4LxCards() {
        List<Identified> found = identify("devices/connectx4lx-lspci-nn.txt");

        assertThat(found).hasSize(2);
        List<Candidate> c = found.get(0).candidates();
        // 15b3:1015 is on mcx4111a-acat, mcx4121a-acat (bare), mcx4121a-xcat and mcx4421a-acqn (and on cards
        // added since); mcx4111a-xcat lists no PCI id but is a "ConnectX-4 Lx EN" too
        assertThat(ids(c))
                .contains(
                        "mellanox-mcx4111a-acat",
                        "mellanox-mcx4121a-acat",
                        "mellanox-mcx4121a-xcat",
                        "mellanox-mcx4421a-acqn",
                        "mellanox-mcx4111a-xcat");
        assertThat(c.get(0).part().id()).isEqualTo("mellanox-mcx4121a-acat");
        assertThat(c).allMatch(x -> x.match() == Certainty.CONTROLLER);
        assertThat(c).allSatisfy(x -> assertThat(onThatChip(x.part(), "15b3", "1015", "ConnectX-4 Lx"))
                .isTrue());
        Candidate noId = c.stream()
                .filter(x -> x.part().id().equals("mellanox-mcx4111a-xcat"))
                .findFirst()
                .orElseThrow();
        assertThat(noId.why()).contains("lists no PCI id");
        // the cards that carry the id come before those that only share the chip
        assertThat(c.indexOf(noId)).isGreaterThan(ids(c).indexOf("mellanox-mcx4421a-acqn"));
    }

    @Test
    void seed001PlainLspci_namesTheX520FamilyAndTheI217VByName() {
        List<Identified> found = identify("devices/seed001-lspci-grep-eth.txt");

        Identified i217 = found.get(0);
        assertThat(ids(i217.candidates())).containsExactly("intel-i217-v");
        assertThat(i217.candidates().get(0).why()).contains("Intel Ethernet Connection I217-V");

        List<Candidate> x520 = found.get(1).candidates();
        // the parts whose pciIds name is pci.ids' "82599ES 10-Gigabit SFI/SFP+ Network Connection"
        assertThat(ids(x520)).contains("intel-x520-da1", "intel-x520-da2", "nb-int-x520da1-s");
        assertThat(x520).allMatch(x -> x.match() == Certainty.NAME && onThatChip(x.part(), "8086", "10fb", "82599"));
        assertThat(x520.get(0).why()).contains("name of its controller").contains("card not certain");
    }

    @Test
    void seed001HwinfoModel_namesTheX520Da1ByItsAlias() {
        List<Candidate> c =
                identify("devices/seed001-hwinfo-grep-520.txt").get(0).candidates();

        // intel-x520-da1 has the alias "Ethernet Server Adapter X520-1", which hwinfo's Model holds
        assertThat(ids(c)).startsWith("intel-x520-da1");
        assertThat(c.get(0).why()).contains("Ethernet Server Adapter X520-1");
    }

    @Test
    void anLsusbLine_isTheRtl8156ByItsUsbId_andHubsAndMiceAreLeftOut() {
        List<Identified> found = identify("devices/lsusb-rtl8156.txt");

        assertThat(found).hasSize(1);
        List<Candidate> c = found.get(0).candidates();
        // realtek-rtl8156b lists usbIds 0bda:8156
        assertThat(ids(c)).containsExactly("realtek-rtl8156b");
        assertThat(c.get(0).match()).isEqualTo(Certainty.USB_PRODUCT);
        assertThat(c.get(0).why()).contains("USB id 0bda:8156");
    }

    @Test
    void seed002Dmesg_theDeviceIsKeptWithItsLinkThoughNothingNamesIt() {
        List<Identified> found = identify("dmesg/seed002-wrapped-limited-by.txt");

        assertThat(found).hasSize(1);
        assertThat(found.get(0).device().address()).isEqualTo("0000:03:00.0");
        assertThat(found.get(0).device().link().lanes()).isEqualTo(2);
        assertThat(found.get(0).candidates()).isEmpty();
    }

    @Test
    void anIdNoPartCarries_fallsBackToTheName() {
        SeenDevice unknownId = new SeenDevice(
                "pci",
                "0000:01:00.0",
                "0200",
                "Ethernet controller",
                "8086",
                "ffff",
                null,
                null,
                "Intel Corporation Ethernet Connection I217-V",
                null,
                null,
                null,
                null,
                List.of("lspci -nn"),
                1);

        List<Candidate> c = MATCHER.candidates(unknownId);

        assertThat(ids(c)).containsExactly("intel-i217-v");
        assertThat(c.get(0).match()).isEqualTo(Certainty.NAME);
    }

    @Test
    void aHostBridge_isNotReportedAsAnAdapter() {
        List<Identified> found =
                MATCHER.identify(Parsers.devices(fixture("lspci/cmlgpu-xeon-e5-first-two-devices.txt")));

        assertThat(found).isEmpty();
    }
}
