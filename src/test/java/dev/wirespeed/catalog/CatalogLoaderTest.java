package dev.wirespeed.catalog;

import dev.wirespeed.catalog.load.CatalogLoader;
import dev.wirespeed.catalog.load.Problem;
import dev.wirespeed.testing.TempCatalog;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Bad catalog files are reported with the file, the field (JSON path) and the rule. */
class CatalogLoaderTest {

    private TempCatalog cat;

    @BeforeEach
    void setUp() {
        cat = new TempCatalog().copyFromRepo("switches/mikrotik-crs305-1g-4s-in.yaml");
    }

    @AfterEach
    void tearDown() {
        cat.close();
    }

    private List<Problem> problems() {
        return CatalogLoader.forRoot(cat.root()).load(cat.root()).problems();
    }

    private static String cpu(String id, String extra) {
        return "id: " + id
                + "\nkind: cpu\nvendor: Test\nmodel: T-1\ncores: 4\nthreads: 4\nsources:\n  - title: test datasheet\n"
                + extra;
    }

    @Test
    void validCatalog_hasNoProblems() {
        cat.write("cpus/test-t-1.yaml", cpu("test-t-1", ""));
        CatalogLoader.Result r = CatalogLoader.forRoot(cat.root()).load(cat.root());
        assertThat(r.problems()).isEmpty();
        assertThat(r.parts()).extracting(Part::id).containsExactlyInAnyOrder("mikrotik-crs305-1g-4s-in", "test-t-1");
    }

    @Test
    void theHashOfTheFilesAlone_isTheHashALoadComputes_andChangesWithAnyPartFile() {
        cat.write("cpus/test-t-1.yaml", cpu("test-t-1", ""));
        CatalogLoader loader = CatalogLoader.forRoot(cat.root());
        String before = loader.contentHash(cat.root());
        assertThat(before).isEqualTo(loader.load(cat.root()).contentHash()).hasSize(64);
        cat.write("cpus/test-t-1.yaml", cpu("test-t-1", "tdpW: 15\n"));
        assertThat(loader.contentHash(cat.root())).isNotEqualTo(before);
    }

    @Test
    void yamlSyntaxError_namesFileAndLine() {
        cat.write("cpus/broken.yaml", "id: broken\nkind: cpu\n  vendor: : x\n");
        assertThat(problems()).singleElement().satisfies(p -> {
            assertThat(p.file()).isEqualTo("cpus/broken.yaml");
            assertThat(p.rule()).isEqualTo("syntax");
            assertThat(p.message()).contains("line 3");
        });
    }

    @Test
    void unknownField_isRejectedWithItsPath() {
        cat.write("cpus/test-t-1.yaml", cpu("test-t-1", "clockSpeed: 3\n"));
        assertThat(problems()).singleElement().satisfies(p -> {
            assertThat(p.file()).isEqualTo("cpus/test-t-1.yaml");
            assertThat(p.field()).isEqualTo("$.clockSpeed");
            assertThat(p.rule()).isEqualTo("unevaluatedProperties");
        });
    }

    @Test
    void wrongEnumValue_namesTheNestedField() {
        cat.write(
                "cpus/test-t-1.yaml",
                cpu("test-t-1", "")
                        .replace(
                                "sources:",
                                "prices:\n  - {amount: 10, currency: JPY, date: 2024, condition: mint, where: a shop, region: JP, tax: included, source: shop}\nsources:"));
        assertThat(problems()).singleElement().satisfies(p -> {
            assertThat(p.field()).isEqualTo("$.prices[0].condition");
            assertThat(p.rule()).isEqualTo("enum");
        });
    }

    @Test
    void missingSources_isAnError() {
        cat.write("cpus/test-t-1.yaml", "id: test-t-1\nkind: cpu\nvendor: Test\nmodel: T-1\ncores: 4\nthreads: 4\n");
        assertThat(problems()).singleElement().satisfies(p -> {
            assertThat(p.field()).isEqualTo("$.sources");
            assertThat(p.rule()).isEqualTo("required");
        });
    }

    @Test
    void fileNameMustBeTheId() {
        cat.write("cpus/other-name.yaml", cpu("test-t-1", ""));
        assertThat(problems()).extracting(Problem::rule).containsExactly("file-name-is-id");
    }

    @Test
    void folderMustMatchKind() {
        cat.write("nics/test-t-1.yaml", cpu("test-t-1", ""));
        assertThat(problems()).extracting(Problem::rule).containsExactly("folder-matches-kind");
    }

    @Test
    void duplicateIds_areReportedOnTheSecondFile() {
        cat.write("cpus/test-t-1.yaml", cpu("test-t-1", ""));
        cat.write("storage/test-t-1.yaml", cpu("test-t-1", "").replace("kind: cpu", "kind: cpu"));
        assertThat(problems()).extracting(Problem::rule).contains("unique-id");
    }

    @Test
    void boardReferencingAMissingCpu_isReported() {
        cat.write(
                "boards/test-board.yaml",
                """
                id: test-board
                kind: board
                vendor: Test
                model: Board
                boardType: mini-pc
                cpu: no-such-cpu
                slots: []
                sources:
                  - title: test manual
                """);
        assertThat(problems()).singleElement().satisfies(p -> {
            assertThat(p.file()).isEqualTo("boards/test-board.yaml");
            assertThat(p.field()).isEqualTo("$.cpu");
            assertThat(p.rule()).isEqualTo("reference-resolves");
        });
    }

    @Test
    void contentHash_changesWithAnyFileAndOnlyThen() {
        String h1 = CatalogLoader.forRoot(cat.root()).load(cat.root()).contentHash();
        String h2 = CatalogLoader.forRoot(cat.root()).load(cat.root()).contentHash();
        cat.write("cpus/test-t-1.yaml", cpu("test-t-1", ""));
        String h3 = CatalogLoader.forRoot(cat.root()).load(cat.root()).contentHash();
        assertThat(h1).isEqualTo(h2).isNotEqualTo(h3);
    }
}
