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
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every file of the repository catalog passes its kind's JSON Schema and the cross-file checks.
 * One dynamic test per file, so a failure names the file and lists its problems.
 */
class CatalogFilesTest {

    private static final Path ROOT = TestApp.repoCatalog();
    private static final CatalogLoader.Result RESULT =
            CatalogLoader.forRoot(ROOT).load(ROOT);

    @TestFactory
    Stream<DynamicTest> everyCatalogFileIsValid() throws IOException {
        Map<String, List<Problem>> byFile = RESULT.problems().stream().collect(Collectors.groupingBy(Problem::file));
        List<String> files;
        try (Stream<Path> s = Files.walk(ROOT)) {
            files = s.filter(Files::isRegularFile)
                    .map(p -> ROOT.relativize(p).toString().replace('\\', '/'))
                    .filter(f -> !f.startsWith("schema/") && !f.endsWith(".md"))
                    .sorted()
                    .toList();
        }
        assertThat(files).isNotEmpty();
        return files.stream()
                .map(f -> DynamicTest.dynamicTest(f, () -> assertThat(byFile.getOrDefault(f, List.of()))
                        .as("problems in %s", f)
                        .isEmpty()));
    }

    @Test
    void catalogLoadsWithoutProblemsOverall() {
        assertThat(RESULT.problems()).as("all problems").isEmpty();
    }

    @Test
    void coversEverySeedPart() {
        Catalog c = Catalog.of(RESULT.parts());
        // The parts the five seed posts (../shared/seeds) name, by catalog id.
        List<String> seedParts = List.of(
                "mellanox-mcx4121a-acat",
                "nb-int-x520da1-s",
                "intel-x520-da1",
                "mellanox-mcx311a-xcat",
                "mellanox-mcx455a-ecat",
                "mikrotik-crs305-1g-4s-in",
                "mikrotik-crs504-4xq-in",
                "10gtek-cab-10gsfp-p0-3m",
                "10gtek-cab-10gsfp-p0-5m",
                "10gtek-cab-10gsfp-p1m",
                "10gtek-cab-10gsfp-p2m",
                "generic-10gbase-sr-sfp-plus",
                "gowin-r86s-u1",
                "asrock-n100dc-itx",
                "asus-prime-b550-plus",
                "asrock-deskmeet-x300",
                "dell-precision-t5810",
                "dell-optiplex-3020",
                "sonnet-solo10g-tb3",
                "qnap-qna-uc5g1t",
                "startech-us5ga30",
                "kuroutoshikou-gbe2-5-pcie",
                "samsung-850-evo-500gb",
                "intel-n100",
                "amd-ryzen-5-3600",
                "amd-ryzen-5-5600g",
                "intel-core-i7-8750h",
                "intel-core-i5-7200u");
        assertThat(seedParts).allSatisfy(id -> assertThat(c.find(id)).as(id).isPresent());
    }

    @Test
    void meetsTheBreadthABuyerNeeds_perKind() {
        Map<String, Long> byKind =
                RESULT.parts().stream().collect(Collectors.groupingBy(Part::kind, Collectors.counting()));
        assertThat(RESULT.parts()).hasSizeGreaterThanOrEqualTo(400);
        assertThat(byKind.getOrDefault("nic", 0L)).isGreaterThanOrEqualTo(90);
        assertThat(byKind.getOrDefault("switch", 0L)).isGreaterThanOrEqualTo(50);
        assertThat(byKind.getOrDefault("transceiver", 0L)).isGreaterThanOrEqualTo(60);
        assertThat(byKind.getOrDefault("cable", 0L)).isGreaterThanOrEqualTo(60);
        assertThat(RESULT.parts().stream()
                        .filter(p -> p instanceof Board b && !b.slots().isEmpty())
                        .count())
                .as("boards, mini PCs and NAS units with their slots described")
                .isGreaterThanOrEqualTo(50);
        assertThat(byKind.getOrDefault("cpu", 0L)).isGreaterThanOrEqualTo(50);
        assertThat(byKind.getOrDefault("storage", 0L)).isGreaterThanOrEqualTo(30);
    }

    @Test
    void mostPricesAreCurrent() {
        // Of the parts with a price, at least 60% have one dated 2024 or later. (That 70% of parts have a
        // price is not reached: see README, "The catalog".)
        Coverage.Row all = Coverage.of(Catalog.of(RESULT.parts())).total();
        assertThat(all.pricedSince2024()).isGreaterThanOrEqualTo((int) Math.ceil(0.6 * all.priced()));
    }

    @Test
    void everyPriceCarriesCurrencyDateConditionAndSource() {
        assertThat(RESULT.parts().stream().flatMap(p -> p.prices().stream())).allSatisfy(pr -> {
            assertThat(pr.currency()).matches("[A-Z]{3}");
            assertThat(pr.date()).isNotBlank();
            assertThat(pr.condition()).isIn("new", "used", "refurbished");
            assertThat(pr.where()).isNotBlank();
            assertThat(pr.region()).matches("[A-Z]{2}|EU|WW");
            assertThat(pr.tax()).isIn("included", "excluded", "not-stated");
            assertThat(pr.source()).isNotBlank();
        });
    }

    @Test
    void idsAreUnique() {
        Map<String, Long> counts =
                RESULT.parts().stream().collect(Collectors.groupingBy(Part::id, Collectors.counting()));
        assertThat(counts.values()).allMatch(n -> n == 1);
        assertThat(RESULT.parts().stream().map(Part::id).collect(Collectors.toMap(Function.identity(), id -> 1)))
                .hasSameSizeAs(RESULT.parts());
    }
}
