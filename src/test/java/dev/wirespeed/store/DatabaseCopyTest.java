package dev.wirespeed.store;

import dev.wirespeed.account.Role;
import dev.wirespeed.app.Wirespeed;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import dev.wirespeed.testing.TestDatabases;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Everything a SQLite data folder holds goes to the variant's database and comes back to a new
 * SQLite file unchanged: on PostgreSQL this is the move a team makes, SQLite to PostgreSQL to SQLite.
 */
@OnEachDatabase
class DatabaseCopyTest {

    private static final Path FIX = TestApp.baseDir().resolve("src/test/resources/fixtures");

    /** A data folder as a person leaves it: made once, copied for each test (its making loads the whole catalog). */
    private static Path template;

    private Path original;
    private Path back;
    private Path middleDir;
    private DatabaseLocation middle;

    @BeforeAll
    static void aDataFolderInUse() throws Exception {
        template = Files.createTempDirectory("wirespeed-copy-template-");
        try (Wirespeed app = Wirespeed.open(template, TestApp.repoCatalog())) {
            app.prepareToServe(null); // the example plans
            String plan = app.plans().list().get(0).plan().id();
            var stored = app.plans().get(plan);
            Plan p = stored.plan();
            app.plans()
                    .update(
                            plan,
                            new Plan(
                                    p.schemaVersion(),
                                    p.id(),
                                    p.name() + " (edited)",
                                    p.description(),
                                    p.currency(),
                                    p.hosts(),
                                    p.switches(),
                                    p.links(),
                                    p.flows(),
                                    p.prices(),
                                    p.targets()),
                            stored.version());
            app.shares().create(plan, null);
            app.measurements()
                    .importText(
                            Files.readString(FIX.resolve("iperf3-json/local-3.12-client-bidir.json")),
                            null,
                            null,
                            "cli-import",
                            null);
            app.accounts().add("Alice", Role.ADMIN, "correct horse battery".toCharArray());
            app.accounts().addToken("script", "Alice");
        }
        try (Database db = Database.open(template)) {
            new SettingRepository(db).put("shop.kwhPrice", "31");
        }
    }

    @AfterAll
    static void removeTemplate() {
        TestApp.deleteTree(template);
    }

    @BeforeEach
    void copyOfTheFolder() throws Exception {
        original = Files.createTempDirectory("wirespeed-copy-from-");
        Files.copy(template.resolve(Database.FILE_NAME), original.resolve(Database.FILE_NAME));
        back = Files.createTempDirectory("wirespeed-copy-back-");
        middleDir = Files.createTempDirectory("wirespeed-copy-middle-");
        middle = TestDatabases.fresh(middleDir);
    }

    @AfterEach
    void remove() {
        TestDatabases.release(middle);
        TestApp.deleteTree(original);
        TestApp.deleteTree(back);
        TestApp.deleteTree(middleDir);
    }

    @Test
    void aCopyThereAndBack_hasEveryTableWithTheSameRowsAndContentHash() {
        try (Database from = Database.open(original);
                Database to = Database.open(middle)) {
            List<DatabaseCopy.TableCheck> there = DatabaseCopy.copy(from, to, false);
            assertThat(there).allMatch(DatabaseCopy.TableCheck::matches);
            // what the folder was given above: each of these tables holds rows
            assertThat(there)
                    .filteredOn(c -> c.targetRows() > 0)
                    .extracting(DatabaseCopy.TableCheck::table)
                    .contains(
                            "plan",
                            "plan_version",
                            "plan_share",
                            "measurement",
                            "account",
                            "api_token",
                            "setting",
                            "catalog_part");
        }
        try (Database from = Database.open(middle);
                Database to = Database.open(back)) {
            assertThat(DatabaseCopy.copy(from, to, false)).allMatch(DatabaseCopy.TableCheck::matches);
        }
        try (Database first = Database.open(original);
                Database last = Database.open(back)) {
            assertThat(DatabaseCopy.compare(first, last)).allMatch(DatabaseCopy.TableCheck::matches);
        }
        try (Wirespeed app = Wirespeed.open(back, TestApp.repoCatalog())) {
            assertThat(app.plans().list()).anyMatch(s -> s.plan().name().endsWith(" (edited)"));
            assertThat(app.accounts().find("alice")).isPresent();
        }
    }

    @Test
    void aTargetThatHoldsRows_isRefused_unlessForced() {
        try (Database from = Database.open(original);
                Database to = Database.open(middle)) {
            DatabaseCopy.copy(from, to, false);
            assertThatThrownBy(() -> DatabaseCopy.copy(from, to, false))
                    .isInstanceOf(DatabaseCopy.TargetNotEmptyException.class)
                    .hasMessageContaining("not empty")
                    .hasMessageContaining("plan (");
            assertThat(DatabaseCopy.copy(from, to, true)).allMatch(DatabaseCopy.TableCheck::matches);
        }
    }

    @Test
    void aChangedRow_changesTheTablesHash() {
        try (Database from = Database.open(original);
                Database to = Database.open(middle)) {
            DatabaseCopy.copy(from, to, false);
            new SettingRepository(to).put("shop.currency", "JPY");
            // the setting's row, and the settings counter the same transaction moves (so that other
            // instances see the change): two tables differ, every other table still matches
            assertThat(DatabaseCopy.compare(from, to))
                    .filteredOn(c -> !c.matches())
                    .extracting(DatabaseCopy.TableCheck::table)
                    .containsExactlyInAnyOrder("setting", "data_version");
        }
    }
}
