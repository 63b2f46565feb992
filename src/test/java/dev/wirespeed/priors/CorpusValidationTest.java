package dev.wirespeed.priors;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.load.CatalogLoader;
import dev.wirespeed.solver.model.FittedPriors;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The model judged on the repository's evidence corpus, as {@code validate --calibrated} judges it:
 * fitted and validated once for the class (leave-one-out refits the priors once per case).
 */
class CorpusValidationTest {

    private static Validation.Report report;
    private static Map<String, Validation.Row> rows;
    private static Map<String, String> sourceOf;

    @BeforeAll
    static void validateOnce() {
        Path root = TestApp.repoCatalog();
        CatalogLoader.Result r = CatalogLoader.forRoot(root).load(root);
        report = Validation.run(r.evidence(), Catalog.of(r.parts()), true);
        sourceOf = r.evidence().stream()
                .collect(Collectors.toMap(e -> e.id(), e -> e.source().url()));
        rows = report.rows().stream().collect(Collectors.toMap(Validation.Row::id, Function.identity()));
    }

    @Test
    void theShippedPriorsAreExactlyWhatTheFitProducesFromTheCorpus() throws IOException {
        String shipped;
        try (InputStream in = FittedPriors.class.getResourceAsStream(FittedPriors.RESOURCE)) {
            assertThat(in).as("fitted-priors.tsv is shipped with the build").isNotNull();
            shipped = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertThat(ValidationText.shipped(report))
                .as(
                        "rerun `java -jar target/wirespeed.jar priors fit --out "
                                + "src/main/resources/dev/wirespeed/solver/model/fitted-priors.tsv` after changing the evidence or the model")
                .isEqualTo(shipped);
    }

    @Test
    void theLeaveOneOutSummaryMeetsTheThresholdsKeptInTheRepository() {
        assertThat(Thresholds.shipped().failures(report.summary(), true))
                .as(report.summary().line())
                .isEmpty();
    }

    @Test
    void theWireBoundSeedRunsStayWithinHalfAPercentOfWhatWasMeasured() {
        // Seed 000 (9.49 / 9.41 at 10G, 0.949 / 0.941 at 1G) and seed 003 (9.90 at MTU 9000): the
        // Ethernet framing arithmetic, predicted without the case itself.
        for (String id : new String[] {
            "seed-000-connectx4lx-windows-to-ubuntu-10g",
            "seed-000-connectx4lx-ubuntu-to-windows-10g",
            "seed-000-1gbe-windows-to-ubuntu",
            "seed-000-1gbe-ubuntu-to-windows",
            "seed-003-macos-x520-to-debian-cx3-four-streams"
        }) {
            Validation.Row row = rows.get(id);
            assertThat(row).as(id).isNotNull();
            assertThat(row.error()).as(id).isCloseTo(0, within(0.005));
            assertThat(row.named()).as(id).hasToString("ethernet");
        }
    }

    @Test
    void everyCaseTheModelCannotReadIsListedWithTheReason_andTheRestAreJudged() {
        assertThat(report.rows().size() + report.excluded().size()).isEqualTo(report.corpus());
        assertThat(report.excluded()).allSatisfy(e -> assertThat(e.reason()).isNotBlank());
        assertThat(report.rows()).allSatisfy(r -> {
            assertThat(r.range().low()).isLessThanOrEqualTo(r.predicted());
            assertThat(r.range().high()).isGreaterThanOrEqualTo(r.predicted());
        });
    }

    @Test
    void everyFittedFactorNamesTheCasesThatDetermineIt_fromAtLeastTwoSources() {
        assertThat(report.fitted().factors()).isNotEmpty();
        report.fitted().factors().forEach((key, fit) -> {
            assertThat(fit.cases().stream().map(sourceOf::get).distinct().count())
                    .as(key + " is fitted from " + fit.cases())
                    .isGreaterThanOrEqualTo(PriorFit.MIN_SOURCES);
        });
    }

    @Test
    void theTableAndSummaryLineReadAsTheCommandPrintsThem() {
        String table = ValidationText.table(report, true);
        assertThat(table).contains("seed-000-connectx4lx-windows-to-ubuntu-10g").contains("not judged:");
        assertThat(report.summary().line())
                .matches(
                        "cases \\d+, median abs error \\d+\\.\\d%, within 10% \\d+, stage right \\d+%, inside range \\d+%.*");
    }
}
