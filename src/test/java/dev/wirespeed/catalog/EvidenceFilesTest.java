package dev.wirespeed.catalog;

import dev.wirespeed.catalog.load.CatalogLoader;
import dev.wirespeed.catalog.load.Problem;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every evidence file of the repository catalog passes evidence.schema.json and the cross-checks,
 * and loads into an {@link Evidence} record. One dynamic test per file names the file on failure.
 */
class EvidenceFilesTest {

    private static final Path ROOT = TestApp.repoCatalog();
    private static final CatalogLoader.Result RESULT =
            CatalogLoader.forRoot(ROOT).load(ROOT);

    private static List<String> evidenceFiles() throws IOException {
        try (Stream<Path> s = Files.list(ROOT.resolve("evidence"))) {
            return s.map(p -> "evidence/" + p.getFileName())
                    .filter(f -> f.endsWith(".yaml"))
                    .sorted()
                    .toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> everyEvidenceFileIsValid() throws IOException {
        Map<String, List<Problem>> byFile = RESULT.problems().stream().collect(Collectors.groupingBy(Problem::file));
        Map<String, Evidence> loaded =
                RESULT.evidence().stream().collect(Collectors.toMap(e -> "evidence/" + e.id() + ".yaml", e -> e));
        List<String> files = evidenceFiles();
        assertThat(files).isNotEmpty();
        return files.stream()
                .map(f -> DynamicTest.dynamicTest(f, () -> {
                    assertThat(byFile.getOrDefault(f, List.of()))
                            .as("problems in %s", f)
                            .isEmpty();
                    assertThat(loaded).as("loaded evidence").containsKey(f);
                }));
    }

    @Test
    void theCorpusHoldsAtLeast45RunsFrom25Sources() {
        assertThat(RESULT.evidence()).hasSizeGreaterThanOrEqualTo(45);
        assertThat(RESULT.evidence().stream()
                        .map(e -> e.source().url())
                        .distinct()
                        .count())
                .isGreaterThanOrEqualTo(25);
    }

    @Test
    void everySeedRunIsCitedAsASeed() {
        assertThat(RESULT.evidence().stream().filter(e -> e.hasClass("seed")))
                .isNotEmpty()
                .allSatisfy(e -> {
                    assertThat(e.source().type()).isEqualTo("seed");
                    assertThat(e.id()).startsWith("seed-");
                });
    }
}
