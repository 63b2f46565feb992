package dev.wirespeed.store;

import dev.wirespeed.app.AppError;
import dev.wirespeed.app.PlanService;
import dev.wirespeed.json.Json;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.testing.Catalogs;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import dev.wirespeed.testing.TestDatabases;
import org.jooq.exception.DataAccessException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static dev.wirespeed.store.jooq.Tables.PLAN_VERSION;
import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Every stored version of a plan is kept, in the same transaction as the plan itself. */
@OnEachDatabase
class PlanHistoryRepositoryTest {

    private Path dataDir;
    private DatabaseLocation location;
    private Database db;
    private PlanRepository plans;

    @BeforeEach
    void open() throws Exception {
        dataDir = Files.createTempDirectory("wirespeed-history-");
        location = TestDatabases.fresh(dataDir);
        db = Database.open(location);
        plans = new PlanRepository(db);
    }

    @AfterEach
    void close() {
        db.close();
        TestDatabases.release(location);
        TestApp.deleteTree(dataDir);
    }

    private static Plan aPlanWith(String id, String... hosts) {
        var b = aPlan();
        for (String h : hosts) {
            b.with(aHost(h));
        }
        return b.build().withId(id);
    }

    @Test
    void everySavedVersion_isKept_newestFirst_withItsDocumentAndWhoSavedIt() {
        plans.insert(aPlanWith("p1", "pc"), null, "ann");
        assertThat(plans.update(aPlanWith("p1", "pc", "nas"), 1, "bob", null)).contains(2L);
        assertThat(plans.update(aPlanWith("p1", "nas"), 2, null, null)).contains(3L);

        List<StoredVersion> versions = plans.versions("p1");
        assertThat(versions).extracting(StoredVersion::version).containsExactly(3L, 2L, 1L);
        assertThat(versions).extracting(StoredVersion::savedBy).containsExactly(null, "bob", "ann");
        assertThat(versions.get(1).plan()).isEqualTo(aPlanWith("p1", "pc", "nas"));
        assertThat(versions.get(2).plan()).isEqualTo(aPlanWith("p1", "pc"));
        // the newest version is the plan as it is stored now
        assertThat(versions.get(0).plan()).isEqualTo(plans.find("p1").orElseThrow());
    }

    @Test
    void anUpdateWhoseVersionRowCannotBeWritten_leavesThePlanAsItWas() {
        plans.insert(aPlanWith("p1", "pc"), null);
        // a row for version 2 already there: the update's own version row breaks the primary key
        db.dsl()
                .insertInto(
                        PLAN_VERSION,
                        PLAN_VERSION.PLAN_ID,
                        PLAN_VERSION.VERSION,
                        PLAN_VERSION.DOC,
                        PLAN_VERSION.SAVED_AT)
                .values("p1", 2L, "{}", "2026-01-01T00:00:00Z")
                .execute();

        assertThatThrownBy(() -> plans.update(aPlanWith("p1", "pc", "nas"), 1, null, null))
                .isInstanceOf(DataAccessException.class);

        StoredPlan now = plans.get("p1").orElseThrow();
        assertThat(now.version()).isEqualTo(1);
        assertThat(now.plan()).isEqualTo(aPlanWith("p1", "pc"));
    }

    @Test
    void twoEditsOfTheSameVersionAtOnce_oneIsStored_andTheHistoryHasOneVersion2() throws Exception {
        plans.insert(aPlanWith("p1", "pc"), null);
        CountDownLatch go = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<Optional<Long>>> edits = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            String host = "host" + i;
            edits.add(pool.submit(() -> {
                go.await();
                return plans.update(aPlanWith("p1", "pc", host), 1, null, null);
            }));
        }
        go.countDown();
        int stored = 0;
        for (Future<Optional<Long>> e : edits) {
            stored += e.get().isPresent() ? 1 : 0;
        }
        pool.shutdown();

        assertThat(stored).isEqualTo(1);
        List<StoredVersion> versions = plans.versions("p1");
        assertThat(versions).extracting(StoredVersion::version).containsExactly(2L, 1L);
        assertThat(versions.get(0).plan()).isEqualTo(plans.find("p1").orElseThrow());
    }

    @Test
    void restoringAnOldVersion_storesItAsANewVersion_andRewritesNothing() {
        PlanService service = new PlanService(plans, Catalogs::repo, () -> Calibration.PRIORS, Json.mapper());
        Plan first = aPlanWith(null, "pc");
        PlanService.Stored created = service.create(first);
        String id = created.plan().id();
        service.update(id, aPlanWith(id, "pc", "nas"), 1, "ann");

        PlanService.Stored restored = service.restore(id, 1, 2, "bob");

        assertThat(restored.version()).isEqualTo(3);
        assertThat(restored.plan()).isEqualTo(first.withId(id));
        List<StoredVersion> versions = plans.versions(id);
        assertThat(versions).extracting(StoredVersion::version).containsExactly(3L, 2L, 1L);
        assertThat(versions.get(0).restoredFrom()).isEqualTo(1L);
        assertThat(versions.get(0).savedBy()).isEqualTo("bob");
        assertThat(versions.get(1).plan()).isEqualTo(aPlanWith(id, "pc", "nas"));
    }

    @Test
    void aRestoreMadeOnAVersionThatIsNoLongerCurrent_isAConflict_andStoresNothing() {
        PlanService service = new PlanService(plans, Catalogs::repo, () -> Calibration.PRIORS, Json.mapper());
        String id = service.create(aPlanWith(null, "pc")).plan().id();
        service.update(id, aPlanWith(id, "pc", "nas"), 1);
        service.update(id, aPlanWith(id, "nas"), 2);

        // someone restores version 1 from a history page shown at version 2; version 3 is newer
        assertThatThrownBy(() -> service.restore(id, 1, 2, null))
                .isInstanceOfSatisfying(
                        AppError.class, e -> assertThat(e.status()).isEqualTo(409));
        assertThatThrownBy(() -> service.undo(id, 2, null))
                .isInstanceOfSatisfying(
                        AppError.class, e -> assertThat(e.status()).isEqualTo(409));
        assertThat(plans.versions(id)).extracting(StoredVersion::version).containsExactly(3L, 2L, 1L);
    }

    @Test
    void undo_restoresTheVersionBeforeTheCurrentOne_asANewVersion() {
        PlanService service = new PlanService(plans, Catalogs::repo, () -> Calibration.PRIORS, Json.mapper());
        String id = service.create(aPlanWith(null, "pc")).plan().id();
        service.update(id, aPlanWith(id, "pc", "nas"), 1);

        PlanService.Stored undone = service.undo(id, 2, null);

        assertThat(undone.version()).isEqualTo(3);
        assertThat(undone.plan()).isEqualTo(aPlanWith(id, "pc"));
        assertThatThrownBy(() -> service.undo(id, 1, null))
                .isInstanceOfSatisfying(
                        AppError.class, e -> assertThat(e.status()).isEqualTo(400));
    }

    @Test
    void deletingAPlan_deletesItsHistory() {
        plans.insert(aPlanWith("p1", "pc"), null);
        plans.update(aPlanWith("p1", "pc", "nas"), 1);

        plans.delete("p1");

        assertThat(plans.versions("p1")).isEmpty();
    }

    @Test
    void aPlanStoredBeforeHistoryExisted_startsItsHistoryAtTheVersionItIsAt() throws Exception {
        Path old = Files.createTempDirectory("wirespeed-history-old-");
        DatabaseLocation oldDb = TestDatabases.fresh(old);
        try {
            TestDatabases.migrateTo(oldDb, "4");
            try (Connection c = TestDatabases.connect(oldDb);
                    PreparedStatement st = c.prepareStatement(
                            "INSERT INTO plan (id, name, doc, version, updated_at) VALUES (?, ?, ?, 7, ?)")) {
                st.setString(1, "p1");
                st.setString(2, "old");
                st.setString(3, "{\"schemaVersion\": 1, \"id\": \"p1\", \"name\": \"old\", \"currency\": \"JPY\"}");
                st.setString(4, "2026-01-02T03:04:05Z");
                st.executeUpdate();
            }
            try (Database migrated = Database.open(oldDb)) {
                List<StoredVersion> versions = new PlanRepository(migrated).versions("p1");
                assertThat(versions).extracting(StoredVersion::version).containsExactly(7L);
                assertThat(versions.get(0).savedAt()).isEqualTo("2026-01-02T03:04:05Z");
                assertThat(versions.get(0).plan().name()).isEqualTo("old");
            }
        } finally {
            TestDatabases.release(oldDb);
            TestApp.deleteTree(old);
        }
    }
}
