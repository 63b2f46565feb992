package dev.wirespeed.app;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.json.Json;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.store.DataVersionRepository;
import dev.wirespeed.store.DataVersionRepository.Kind;
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
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The list of plans, and each plan a page gets, is kept while the plans counter a request read has
 * not moved: a change made here is seen at once, one made by another instance on the same database
 * once a request has read the counter it moved; before any counter was read, every list and get
 * reads the database.
 */
class PlanListCounterTest {

    private Path dir;
    private Database db;
    private final Catalog catalog = Catalogs.repo();
    private PlanService here;
    private PlanService other;
    private DataVersionRepository counters;

    @BeforeEach
    void open() throws Exception {
        dir = Files.createTempDirectory("wirespeed-list-counter-test-");
        db = Database.open(dir);
        here = new PlanService(new PlanRepository(db), () -> catalog, () -> Calibration.PRIORS, Json.mapper());
        other = new PlanService(new PlanRepository(db), () -> catalog, () -> Calibration.PRIORS, Json.mapper());
        counters = new DataVersionRepository(db);
    }

    @AfterEach
    void close() {
        db.close();
        TestApp.deleteTree(dir);
    }

    private void requestReadsTheCounters() {
        here.sync(counters.all().get(Kind.PLANS));
    }

    @Test
    void storingChangingAndDeletingAPlan_eachMoveThePlansCounterByOne() {
        long start = counters.get(Kind.PLANS);
        PlanService.Stored s = here.create(here.example("seed-000"));
        here.update(s.plan().id(), s.plan().withName("renamed"), s.version());
        here.delete(s.plan().id());
        // one insert, one update, one delete
        assertThat(counters.get(Kind.PLANS)).isEqualTo(start + 3);
    }

    @Test
    void anUnmovedCounter_keepsTheList() {
        here.create(here.example("seed-000"));
        requestReadsTheCounters();
        List<PlanService.Stored> first = here.list();
        requestReadsTheCounters();
        assertThat(here.list()).isSameAs(first);
    }

    @Test
    void aChangeMadeHere_isListedAtOnce_beforeAnyCounterIsReadAgain() {
        PlanService.Stored s = here.create(here.example("seed-000"));
        requestReadsTheCounters();
        here.list();
        here.update(s.plan().id(), s.plan().withName("renamed here"), s.version());
        assertThat(here.list()).extracting(x -> x.plan().name()).containsExactly("renamed here");
    }

    @Test
    void aChangeByAnotherInstance_isListedOnceTheCounterItMovedIsRead() {
        PlanService.Stored s = here.create(here.example("seed-000"));
        requestReadsTheCounters();
        List<PlanService.Stored> kept = here.list();
        other.update(s.plan().id(), s.plan().withName("renamed elsewhere"), s.version());
        // no request has read the counter since: the kept list stands (what makes a view one query)
        assertThat(here.list()).isSameAs(kept);
        requestReadsTheCounters();
        assertThat(here.list()).extracting(x -> x.plan().name()).containsExactly("renamed elsewhere");
    }

    @Test
    void beforeAnyCounterIsRead_everyListReadsTheVersions() {
        PlanService.Stored s = here.create(here.example("seed-000"));
        here.list();
        other.update(s.plan().id(), s.plan().withName("renamed elsewhere"), s.version());
        assertThat(here.list()).extracting(x -> x.plan().name()).containsExactly("renamed elsewhere");
    }

    @Test
    void anUnmovedCounter_keepsThePlanAPageGets() {
        PlanService.Stored s = here.create(here.example("seed-000"));
        requestReadsTheCounters();
        PlanService.Stored first = here.get(s.plan().id());
        requestReadsTheCounters();
        assertThat(here.get(s.plan().id())).isSameAs(first);
    }

    @Test
    void aChangeMadeHere_isGotAtOnce_andADeletionIsANotFound() {
        PlanService.Stored s = here.create(here.example("seed-000"));
        requestReadsTheCounters();
        here.get(s.plan().id());
        PlanService.Stored renamed = here.update(s.plan().id(), s.plan().withName("renamed here"), s.version());
        assertThat(here.get(s.plan().id()).plan().name()).isEqualTo("renamed here");
        here.delete(s.plan().id());
        assertThatThrownBy(() -> here.get(renamed.plan().id()))
                .isInstanceOf(AppError.class)
                .satisfies(e -> assertThat(((AppError) e).status()).isEqualTo(404));
    }

    @Test
    void aChangeByAnotherInstance_isGotOnceTheCounterItMovedIsRead() {
        PlanService.Stored s = here.create(here.example("seed-000"));
        requestReadsTheCounters();
        PlanService.Stored kept = here.get(s.plan().id());
        other.update(s.plan().id(), s.plan().withName("renamed elsewhere"), s.version());
        assertThat(here.get(s.plan().id())).isSameAs(kept);
        requestReadsTheCounters();
        assertThat(here.get(s.plan().id()).plan().name()).isEqualTo("renamed elsewhere");
    }

    @Test
    void beforeAnyCounterIsRead_everyGetReadsTheDatabase() {
        PlanService.Stored s = here.create(here.example("seed-000"));
        here.get(s.plan().id());
        other.update(s.plan().id(), s.plan().withName("renamed elsewhere"), s.version());
        assertThat(here.get(s.plan().id()).plan().name()).isEqualTo("renamed elsewhere");
    }
}
