package dev.wirespeed.app;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.json.Json;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.Evaluation;
import dev.wirespeed.solver.PlanEvaluator;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.store.Database;
import dev.wirespeed.store.DatabaseLocation;
import dev.wirespeed.store.PlanRepository;
import dev.wirespeed.testing.Catalogs;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import dev.wirespeed.testing.TestDatabases;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The evaluations the home page lists are kept per plan version, catalog and calibration: an edit
 * of the plan or a new calibration gives new figures, the same figures a fresh evaluation gives.
 */
@OnEachDatabase
class PlanEvaluationCacheTest {

    private Path dir;
    private DatabaseLocation location;
    private Database db;
    private final Catalog catalog = Catalogs.repo();
    private final AtomicReference<Calibration> calibration = new AtomicReference<>(Calibration.PRIORS);
    private PlanService plans;

    @BeforeEach
    void open() throws Exception {
        dir = Files.createTempDirectory("wirespeed-cache-test-");
        location = TestDatabases.fresh(dir);
        db = Database.open(location);
        plans = new PlanService(new PlanRepository(db), () -> catalog, calibration::get, Json.mapper());
    }

    @AfterEach
    void close() {
        db.close();
        TestDatabases.release(location);
        TestApp.deleteTree(dir);
    }

    private static double slowestGbps(Evaluation e) {
        return e.slowest().prediction().gbps();
    }

    @Test
    void anUnchangedPlan_isEvaluatedOnce_andAnsweredFromTheCache() {
        PlanService.Stored s = plans.create(plans.example("seed-000"));
        assertThat(plans.evaluate(s)).isSameAs(plans.evaluate(s));
    }

    @Test
    void editingThePlan_givesTheNewPlansFigures() {
        PlanService.Stored before = plans.create(plans.example("seed-000"));
        Evaluation first = plans.evaluate(before);
        Plan p = before.plan();
        // the cables taken away: no flow has a route any more, so none has a prediction
        Plan unplugged = new Plan(
                p.schemaVersion(),
                p.id(),
                p.name(),
                p.description(),
                p.currency(),
                p.hosts(),
                p.switches(),
                List.of(),
                p.flows(),
                p.prices());
        PlanService.Stored after = plans.update(p.id(), unplugged, before.version());
        Evaluation second = plans.evaluate(after);
        assertThat(first.slowest()).isNotNull();
        assertThat(second.slowest()).isNull();
        assertThat(second).isEqualTo(PlanEvaluator.evaluate(after.plan(), catalog, calibration.get()));
    }

    @Test
    void aNewCalibration_givesNewFigures() {
        PlanService.Stored s = plans.create(plans.example("seed-002"));
        Evaluation first = plans.evaluate(s);
        // every factor at half its prior, as if measured runs had moved them all down
        Calibration lower =
                key -> new Calibration.Value(Calibration.PRIORS.value(key).value() * 0.5, 1);
        calibration.set(lower);
        Evaluation second = plans.evaluate(s);
        // the predictions' stages and ranges are computed from the factors, so they change with them
        assertThat(second).isNotEqualTo(first);
        assertThat(second).isEqualTo(PlanEvaluator.evaluate(s.plan(), catalog, lower));
    }

    @Test
    void withTheCachesOff_everyEvaluationIsComputedAgain() {
        PlanService.Stored s = plans.create(plans.example("seed-000"));
        try {
            RenderCaches.setEnabled(false);
            assertThat(plans.evaluate(s)).isNotSameAs(plans.evaluate(s)).isEqualTo(plans.evaluate(s));
        } finally {
            RenderCaches.setEnabled(true);
        }
    }

    @Test
    void listingTwice_readsAnUnchangedPlanOnce() {
        plans.create(plans.example("seed-000"));
        plans.create(plans.example("seed-001"));
        List<PlanService.Stored> first = plans.list();
        List<PlanService.Stored> second = plans.list();
        assertThat(second).hasSize(2);
        // the same objects: the second list read no document
        for (int i = 0; i < 2; i++) {
            assertThat(second.get(i)).isSameAs(first.get(i));
        }
    }

    @Test
    void aListAfterAnEdit_hasTheEditedPlanFirst_withItsNewVersionAndDocument() {
        PlanService.Stored a = plans.create(plans.example("seed-000"));
        PlanService.Stored b = plans.create(plans.example("seed-001"));
        plans.list();
        Plan p = a.plan();
        Plan renamed = new Plan(
                p.schemaVersion(),
                p.id(),
                "renamed",
                p.description(),
                p.currency(),
                p.hosts(),
                p.switches(),
                p.links(),
                p.flows(),
                p.prices());
        plans.update(p.id(), renamed, a.version());
        List<PlanService.Stored> after = plans.list();
        // newest change first: the edited plan, at version 1 + 1
        assertThat(after)
                .extracting(s -> s.plan().id())
                .containsExactly(a.plan().id(), b.plan().id());
        assertThat(after.get(0).version()).isEqualTo(2);
        assertThat(after.get(0).plan().name()).isEqualTo("renamed");
        RenderCaches.setEnabled(false);
        try {
            assertThat(after).isEqualTo(plans.list());
        } finally {
            RenderCaches.setEnabled(true);
        }
    }

    @Test
    void aDeletedPlan_leavesTheList() {
        PlanService.Stored a = plans.create(plans.example("seed-000"));
        PlanService.Stored b = plans.create(plans.example("seed-001"));
        plans.list();
        plans.delete(a.plan().id());
        assertThat(plans.list())
                .extracting(s -> s.plan().id())
                .containsExactly(b.plan().id());
    }
}
