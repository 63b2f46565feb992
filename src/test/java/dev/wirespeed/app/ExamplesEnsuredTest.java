package dev.wirespeed.app;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.json.Json;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.store.Database;
import dev.wirespeed.store.PlanRepository;
import dev.wirespeed.testing.Catalogs;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A start stores each seed example that has no plan made from it, and only those. */
class ExamplesEnsuredTest {

    private Path dir;
    private Database db;
    private PlanService plans;
    private final Catalog catalog = Catalogs.repo();

    @BeforeEach
    void open() throws Exception {
        dir = Files.createTempDirectory("wirespeed-examples-test-");
        db = Database.open(dir);
        plans = new PlanService(new PlanRepository(db), () -> catalog, () -> Calibration.PRIORS, Json.mapper());
    }

    @AfterEach
    void close() {
        db.close();
        TestApp.deleteTree(dir);
    }

    private List<String> seedsStored() {
        return plans.list().stream()
                .map(PlanService.Stored::exampleOf)
                .filter(s -> s != null)
                .sorted()
                .toList();
    }

    @Test
    void anEmptyDatabase_getsEverySeedOnce_andASecondStartAddsNothing() {
        assertThat(plans.ensureExamples()).isEqualTo(PlanService.EXAMPLES.size());
        assertThat(plans.ensureExamples()).isZero();
        assertThat(seedsStored())
                .containsExactlyElementsOf(
                        PlanService.EXAMPLES.stream().sorted().toList());
    }

    @Test
    void aDeletedExample_isStoredAgain_alone() {
        plans.ensureExamples();
        PlanService.Stored gone = plans.list().stream()
                .filter(s -> "seed-002".equals(s.exampleOf()))
                .findFirst()
                .orElseThrow();
        plans.delete(gone.plan().id());
        // five seeds, one of them deleted: one to store again
        assertThat(plans.ensureExamples()).isEqualTo(1);
        assertThat(seedsStored())
                .containsExactlyElementsOf(
                        PlanService.EXAMPLES.stream().sorted().toList());
    }

    @Test
    void aPlanMadeByHand_doesNotCountAsAnExample() {
        plans.create(plans.example("seed-000"));
        // a copy made by hand carries no seed: all five are still missing
        assertThat(plans.ensureExamples()).isEqualTo(PlanService.EXAMPLES.size());
    }
}
