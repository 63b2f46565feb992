package dev.wirespeed.store;

import dev.wirespeed.store.Database.Migrations;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import dev.wirespeed.testing.TestDatabases;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Opening skips Flyway only when the schema history holds exactly this build's scripts, all
 * applied: a pending, failed or changed script still goes through Flyway, which migrates or refuses.
 */
@OnEachDatabase
class MigrationHistoryTest {

    private static final Path MIGRATIONS = TestApp.baseDir().resolve("migrations");

    private Path dataDir;
    private DatabaseLocation location;

    @BeforeEach
    void aNewDatabase() throws IOException {
        dataDir = Files.createTempDirectory("wirespeed-history-");
        location = TestDatabases.fresh(dataDir);
    }

    @AfterEach
    void remove() {
        TestDatabases.release(location);
        TestApp.deleteTree(dataDir);
    }

    /** The script files of the shared folder and of this engine's own one, as the build copies them. */
    private List<String> scriptFiles() throws IOException {
        try (Stream<Path> shared = Files.list(MIGRATIONS);
                Stream<Path> own =
                        Files.list(MIGRATIONS.resolve(location.engine().displayName()))) {
            return Stream.concat(shared, own)
                    .map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".sql"))
                    .sorted()
                    .toList();
        }
    }

    private List<MigrationHistory.Script> scripts() {
        return MigrationHistory.scripts(Database.migrationLocations(location.engine()));
    }

    private void execute(String sql) throws SQLException {
        try (Connection c = TestDatabases.connect(location);
                Statement st = c.createStatement()) {
            st.executeUpdate(sql);
        }
    }

    @Test
    void theScriptsOnTheClassPath_areTheMigrationFolders() throws IOException {
        assertThat(scripts())
                .extracting(MigrationHistory.Script::file)
                .containsExactlyInAnyOrderElementsOf(scriptFiles());
    }

    @Test
    void theChecksumsComputedHere_equalTheOnesFlywayStored_soASecondOpenSkipsFlyway() {
        try (Database first = Database.open(location)) {
            assertThat(first.flywayLoaded())
                    .as("a new database is migrated by Flyway")
                    .isTrue();
        }
        try (Database again = Database.open(location)) {
            assertThat(again.flywayLoaded()).isFalse();
            // the health check still asks Flyway, and finds what it would have found
            Database.Health health = again.health();
            assertThat(health.migrations()).isEqualTo(Migrations.CURRENT);
            assertThat(health.version()).isEqualTo(newestVersion());
        }
    }

    /** "V006__data_versions.sql" is version "006", as Flyway names it. */
    private String newestVersion() {
        try {
            List<String> files = scriptFiles();
            String last = files.stream().max(String::compareTo).orElseThrow();
            return last.substring(1, last.indexOf("__"));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void aPendingMigration_stillRuns() {
        TestDatabases.migrateTo(location, "1");
        try (Database db = Database.open(location)) {
            assertThat(db.flywayLoaded()).isTrue();
            assertThat(db.health().migrations()).isEqualTo(Migrations.CURRENT);
            assertThat(db.health().version()).isEqualTo(newestVersion());
        }
    }

    @Test
    void aFailedMigration_stillRefusesTheOpen() throws SQLException {
        Database.open(location).close();
        execute("UPDATE flyway_schema_history SET success = " + falseLiteral() + " WHERE version = '" + newestVersion()
                + "'");
        assertThatThrownBy(() -> Database.open(location))
                .isInstanceOf(Database.OpenException.class)
                .hasMessageContaining("up to date")
                .hasMessageContaining("failed");
    }

    @Test
    void aChangedChecksumInTheHistory_goesToFlywaysValidate_whichRefuses() throws SQLException {
        Database.open(location).close();
        execute("UPDATE flyway_schema_history SET checksum = checksum + 1 WHERE version = '002'");
        assertThatThrownBy(() -> Database.open(location))
                .isInstanceOf(Database.OpenException.class)
                .hasMessageContaining("checksum mismatch");
    }

    private String falseLiteral() {
        return location.engine() == DatabaseLocation.Engine.SQLITE ? "0" : "false";
    }

    @Test
    void aScriptsChecksum_isFlywaysCrc32OverItsLinesWithoutBreaksOrByteOrderMark() {
        // CRC-32 of the bytes "ab" (the two lines "a" and "b" joined without their breaks) is 0x9E83486D,
        // which read as a signed int is 0x9E83486D - 2^32 = -1635563411
        assertThat(MigrationHistory.checksum("a\nb\n")).isEqualTo(-1635563411);
        assertThat(MigrationHistory.checksum("\uFEFFa\r\nb")).isEqualTo(-1635563411);
    }
}
