package dev.wirespeed.catalog;

import dev.wirespeed.catalog.load.CatalogLoader;
import dev.wirespeed.catalog.load.Problem;
import dev.wirespeed.testing.TempCatalog;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Evidence files are read against their own schema and cross-checked against the parts they name. */
class EvidenceLoaderTest {

    /** A USB 2.5GbE run into an N100 mini PC, shaped like the catalog's evidence files. */
    private static final String USB_RUN_INTO_N100 =
            """
            id: test-usb-run
            kind: evidence
            source:
              url: https://example.org/forum/post-1
              title: "RTL8156B on an N100 box"
              published: 2024-03-01
              type: forum
            quote: >-
              [SUM] 0.00-10.00 sec 2.74 GBytes 2.35 Gbits/sec receiver
            figures:
              - {value: 2.35, unit: "Gbits/sec", what: "iperf3 receiver"}
            measuredGbps: 2.35
            classes: [usb-adapter, weak-cpu]
            receiver:
              role: mini-pc
              os: linux
              cpu: intel-n100
              nic: realtek-rtl8156b
              bus: {kind: usb, gen: 3.2gen1}
            link:
              speedGbps: 2.5
              mtu: 1500
              via: "direct"
            test:
              tool: iperf3
              version: "3.12"
              streams: 1
            limitedBy:
              stage: usb
              side: receiver
            """;

    private TempCatalog cat;

    @BeforeEach
    void setUp() {
        cat = new TempCatalog().copyFromRepo("cpus/intel-n100.yaml").copyFromRepo("nics/realtek-rtl8156b.yaml");
    }

    @AfterEach
    void tearDown() {
        cat.close();
    }

    private CatalogLoader.Result load() {
        return CatalogLoader.forRoot(cat.root()).load(cat.root());
    }

    private List<Problem> problemsOf(String text) {
        cat.write("evidence/test-usb-run.yaml", text);
        return load().problems();
    }

    @Test
    void aValidRun_loadsIntoTheEvidenceRecord_andIsNoPart() {
        cat.write("evidence/test-usb-run.yaml", USB_RUN_INTO_N100);
        CatalogLoader.Result r = load();
        assertThat(r.problems()).isEmpty();
        assertThat(r.parts()).extracting(Part::id).containsExactlyInAnyOrder("intel-n100", "realtek-rtl8156b");
        assertThat(r.files()).as("part files only").isEqualTo(2);
        assertThat(r.evidence()).singleElement().satisfies(e -> {
            assertThat(e.id()).isEqualTo("test-usb-run");
            assertThat(e.measuredGbps()).isEqualByComparingTo(new BigDecimal("2.35"));
            assertThat(e.source().published()).isEqualTo("2024-03-01");
            assertThat(e.receiver().cpu()).isEqualTo("intel-n100");
            assertThat(e.receiver().bus().gen()).isEqualTo("3.2gen1");
            assertThat(e.link().speedGbps()).isEqualByComparingTo(new BigDecimal("2.5"));
            assertThat(e.test().version()).isEqualTo("3.12");
            assertThat(e.hasClass("usb-adapter")).isTrue();
            assertThat(e.sender()).as("not stated, so absent").isNull();
        });
    }

    @Test
    void evidenceFiles_doNotChangeTheContentHashOfTheStoredParts() {
        String before = load().contentHash();
        cat.write("evidence/test-usb-run.yaml", USB_RUN_INTO_N100);
        assertThat(load().contentHash()).isEqualTo(before);
    }

    @Test
    void aMissingSourceUrl_isRefusedNamingTheFileAndField() {
        assertThat(problemsOf(USB_RUN_INTO_N100.replace("  url: https://example.org/forum/post-1\n", "")))
                .singleElement()
                .satisfies(p -> {
                    assertThat(p.file()).isEqualTo("evidence/test-usb-run.yaml");
                    assertThat(p.field()).isEqualTo("$.source.url");
                    assertThat(p.rule()).isEqualTo("required");
                });
        assertThat(load().evidence()).isEmpty();
    }

    @Test
    void anUnknownCpuId_isRefusedNamingTheEndpoint() {
        assertThat(problemsOf(USB_RUN_INTO_N100.replace("cpu: intel-n100", "cpu: intel-n101")))
                .singleElement()
                .satisfies(p -> {
                    assertThat(p.file()).isEqualTo("evidence/test-usb-run.yaml");
                    assertThat(p.field()).isEqualTo("$.receiver.cpu");
                    assertThat(p.rule()).isEqualTo("reference-resolves");
                    assertThat(p.message()).contains("intel-n101");
                });
    }

    @Test
    void aNicIdGivenAsTheCpu_isRefusedForItsKind() {
        assertThat(problemsOf(USB_RUN_INTO_N100.replace("cpu: intel-n100", "cpu: realtek-rtl8156b")))
                .singleElement()
                .satisfies(p -> {
                    assertThat(p.field()).isEqualTo("$.receiver.cpu");
                    assertThat(p.rule()).isEqualTo("reference-kind");
                });
    }

    @Test
    void aFigureWithoutUnit_isRefusedNamingTheFigure() {
        assertThat(problemsOf(USB_RUN_INTO_N100.replace(
                        "{value: 2.35, unit: \"Gbits/sec\", what: \"iperf3 receiver\"}", "{value: 2.35}")))
                .singleElement()
                .satisfies(p -> {
                    assertThat(p.file()).isEqualTo("evidence/test-usb-run.yaml");
                    assertThat(p.field()).isEqualTo("$.figures[0].unit");
                    assertThat(p.rule()).isEqualTo("required");
                });
    }

    @Test
    void aMeasuredThroughputOfZero_isRefused() {
        assertThat(problemsOf(USB_RUN_INTO_N100.replace("measuredGbps: 2.35", "measuredGbps: 0")))
                .singleElement()
                .satisfies(p -> {
                    assertThat(p.field()).isEqualTo("$.measuredGbps");
                    assertThat(p.rule()).isEqualTo("exclusiveMinimum");
                });
    }

    @Test
    void theFileNameMustBeTheId() {
        cat.write("evidence/another-name.yaml", USB_RUN_INTO_N100);
        assertThat(load().problems()).singleElement().satisfies(p -> {
            assertThat(p.file()).isEqualTo("evidence/another-name.yaml");
            assertThat(p.rule()).isEqualTo("file-name-is-id");
        });
    }

    @Test
    void evidenceBelongsDirectlyInTheEvidenceFolder() {
        cat.write("evidence/usb/test-usb-run.yaml", USB_RUN_INTO_N100);
        assertThat(load().problems()).extracting(Problem::rule).containsExactly("folder-matches-kind");
    }

    @Test
    void aSeedUrl_isOnlyAcceptedForASeedSource() {
        String seedUrl = USB_RUN_INTO_N100.replace("https://example.org/forum/post-1", "seed:004");
        assertThat(problemsOf(seedUrl)).singleElement().satisfies(p -> {
            assertThat(p.field()).isEqualTo("$.source.type");
            assertThat(p.rule()).isEqualTo("const");
        });
        assertThat(problemsOf(seedUrl.replace("type: forum", "type: seed"))).isEmpty();
    }

    @Test
    void figuresNotPrintedInGbits_needTheConversionShown() {
        String inMbits =
                USB_RUN_INTO_N100.replace("{value: 2.35, unit: \"Gbits/sec\"", "{value: 2350, unit: \"Mbits/sec\"");
        assertThat(problemsOf(inMbits)).singleElement().satisfies(p -> {
            assertThat(p.field()).isEqualTo("$.conversion");
            assertThat(p.rule()).isEqualTo("conversion-shown");
        });
        assertThat(problemsOf(inMbits.replace(
                        "measuredGbps: 2.35", "measuredGbps: 2.35\nconversion: \"2350 Mbits/sec / 1000\"")))
                .isEmpty();
    }

    @Test
    void gigabitsWrittenByHand_needNoConversion_butGigabytesDo() {
        String written = USB_RUN_INTO_N100.replace("unit: \"Gbits/sec\"", "unit: \"GBits/sec\"");
        assertThat(problemsOf(written)).isEmpty();
        assertThat(problemsOf(written.replace("unit: \"GBits/sec\"", "unit: \"GB/s\"")))
                .extracting(Problem::rule)
                .containsExactly("conversion-shown");
    }

    @Test
    void anUnknownField_isRefusedWithItsPath() {
        assertThat(problemsOf(USB_RUN_INTO_N100.replace("  mtu: 1500", "  mtu: 1500\n  jumbo: true")))
                .singleElement()
                .satisfies(p -> {
                    assertThat(p.field()).isEqualTo("$.link.jumbo");
                    assertThat(p.rule()).isEqualTo("additionalProperties");
                });
    }
}
