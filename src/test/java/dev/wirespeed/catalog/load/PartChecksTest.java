package dev.wirespeed.catalog.load;

import dev.wirespeed.testing.TempCatalog;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** What catalog check refuses beyond the schema: each finding names the file, the field and the rule. */
class PartChecksTest {

    private TempCatalog cat;

    @BeforeEach
    void setUp() {
        cat = new TempCatalog();
    }

    @AfterEach
    void tearDown() {
        cat.close();
    }

    private List<Problem> problems() {
        return CatalogLoader.forRoot(cat.root()).load(cat.root()).problems();
    }

    private static String nic(String id, String ports, String host, String extra) {
        return "id: " + id + "\nkind: nic\nvendor: Test\nmodel: " + id + "\nchip: test\nports: " + ports
                + "\nhostInterface: " + host + "\n" + extra + "sources: [{title: test datasheet}]\n";
    }

    @Test
    void aTwentyFiveGigSpeedOnAnSfpPlusPort_isRefusedNamingTheSpeed() {
        cat.write(
                "nics/test-a.yaml",
                nic("test-a", "[{count: 1, cage: sfp+, speedsGbps: [25, 10]}]", "{kind: pcie, gen: 3, lanes: 8}", ""));
        assertThat(problems()).singleElement().satisfies(p -> {
            assertThat(p.file()).isEqualTo("nics/test-a.yaml");
            assertThat(p.field()).isEqualTo("$.ports[0].speedsGbps[0]");
            assertThat(p.rule()).isEqualTo("speed-fits-cage");
            assertThat(p.message()).contains("25G does not fit a sfp+ port (at most 10G)");
        });
    }

    @Test
    void aPcieCardWithoutGenAndLanes_needsAReason() {
        cat.write(
                "nics/test-a.yaml", nic("test-a", "[{count: 1, cage: rj45, speedsGbps: [10, 1]}]", "{kind: pcie}", ""));
        assertThat(problems()).extracting(Problem::rule).containsExactly("pcie-link-stated");
        cat.write(
                "nics/test-a.yaml",
                nic(
                        "test-a",
                        "[{count: 1, cage: rj45, speedsGbps: [10, 1]}]",
                        "{kind: pcie, linkUnknownReason: the vendor page and the manual do not state it}",
                        ""));
        assertThat(problems()).isEmpty();
    }

    @Test
    void twoCardsWithTheSameBareChipId_areAmbiguous_butSubsystemIdsTellThemApart() {
        String bare = "pciIds: [{vendor: '8086', device: 10fb, source: Debian hwdata pci.ids}]\n";
        cat.write(
                "nics/test-a.yaml",
                nic("test-a", "[{count: 1, cage: sfp+, speedsGbps: [10, 1]}]", "{kind: pcie, gen: 2, lanes: 8}", bare));
        cat.write(
                "nics/test-b.yaml",
                nic("test-b", "[{count: 2, cage: sfp+, speedsGbps: [10, 1]}]", "{kind: pcie, gen: 2, lanes: 8}", bare));
        assertThat(problems()).singleElement().satisfies(p -> {
            assertThat(p.file()).isEqualTo("nics/test-b.yaml");
            assertThat(p.rule()).isEqualTo("unique-device-id");
            assertThat(p.message()).contains("pci 8086:10fb is also on test-a");
        });
        cat.write(
                "nics/test-b.yaml",
                nic(
                        "test-b",
                        "[{count: 2, cage: sfp+, speedsGbps: [10, 1]}]",
                        "{kind: pcie, gen: 2, lanes: 8}",
                        "pciIds: [{vendor: '8086', device: 10fb, subsystemVendor: '8086', subsystemDevice: '0003',"
                                + " source: Debian hwdata pci.ids}]\n"));
        assertThat(problems()).isEmpty();
    }

    @Test
    void aComboNamingAPortThePartDoesNotHave_isRefused() {
        cat.write(
                "switches/test-s.yaml",
                "id: test-s\nkind: switch\nvendor: Test\nmodel: S\n"
                        + "ports: [{count: 2, cage: rj45, speedsGbps: [1], names: [ether1, ether2]}]\n"
                        + "combos: [{ports: [ether2, sfp1], source: test}]\nsources: [{title: test}]\n");
        assertThat(problems()).singleElement().satisfies(p -> {
            assertThat(p.field()).isEqualTo("$.combos[0].ports[1]");
            assertThat(p.rule()).isEqualTo("port-name-known");
        });
    }

    @Test
    void portNamesMustCountOnePerPort() {
        cat.write(
                "switches/test-s.yaml",
                "id: test-s\nkind: switch\nvendor: Test\nmodel: S\n"
                        + "ports: [{count: 3, cage: rj45, speedsGbps: [1], names: [ether1, ether2]}]\nsources: [{title: test}]\n");
        assertThat(problems()).extracting(Problem::rule).containsExactly("one-name-per-port");
    }

    @Test
    void aPriceWithoutCurrencyOrDate_isRefusedBySchema() {
        cat.write(
                "cpus/test-c.yaml",
                "id: test-c\nkind: cpu\nvendor: Test\nmodel: C\ncores: 4\nthreads: 4\n"
                        + "prices: [{amount: 10, condition: new, where: a shop, region: US, tax: excluded, source: shop}]\n"
                        + "sources: [{title: test}]\n");
        assertThat(problems())
                .extracting(Problem::field)
                .containsExactlyInAnyOrder("$.prices[0].currency", "$.prices[0].date");
    }

    @Test
    void aSourceThatNamesNoDocument_isRefused_butTheSameTextWithAUrlIsFine() {
        String vague = "id: test-c\nkind: cpu\nvendor: Test\nmodel: C\ncores: 4\nthreads: 4\n"
                + "sources: [{title: a public GitHub repo listing the CPU}]\n";
        cat.write("cpus/test-c.yaml", vague);
        assertThat(problems()).singleElement().satisfies(p -> {
            assertThat(p.field()).isEqualTo("$.sources[0].title");
            assertThat(p.rule()).isEqualTo("named-source");
        });
        cat.write("cpus/test-c.yaml", vague.replace("CPU}", "CPU, url: 'https://github.com/example/cpus'}"));
        assertThat(problems()).isEmpty();
    }
}
