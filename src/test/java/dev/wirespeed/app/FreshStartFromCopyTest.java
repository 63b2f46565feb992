package dev.wirespeed.app;

import dev.wirespeed.catalog.Part;
import dev.wirespeed.store.Database;
import dev.wirespeed.store.DatabaseLocation;
import dev.wirespeed.store.FreshDatabase;
import dev.wirespeed.testing.Requirement;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A first start over the bundled catalog begins from the build's fresh database: what it then holds
 * is what the migrations and the catalog's import make on a folder that does not use the copy, row
 * for row, apart from the times things were done.
 */
class FreshStartFromCopyTest {

    /** Columns that say when something was done: the copy's say when the build did it. */
    private static final Set<String> TIMES = Set.of("installed_on", "execution_time", "loaded_at");

    private Path fromCopy;
    private Path migrated;

    @BeforeEach
    void twoNewFolders() throws IOException {
        fromCopy = Files.createTempDirectory("wirespeed-from-copy-");
        migrated = Files.createTempDirectory("wirespeed-migrated-");
    }

    @AfterEach
    void remove() {
        TestApp.deleteTree(fromCopy);
        TestApp.deleteTree(migrated);
    }

    @Test
    void aFolderStartedFromTheCopy_holdsTheSchemaHistoryCatalogAndHashes_aMigratedFolderHolds() throws Exception {
        Requirement.require(
                FreshDatabase.class.getClassLoader().getResource(FreshDatabase.RESOURCE) != null,
                "no " + FreshDatabase.RESOURCE + " on the class path");

        List<String> copiedParts;
        List<String> migratedParts;
        try (Wirespeed a = Wirespeed.open(DatabaseLocation.sqlite(fromCopy), null)) {
            copiedParts =
                    a.catalog().catalog().all().stream().map(Part::id).sorted().toList();
        }
        try (Wirespeed b = Wirespeed.openMigrating(DatabaseLocation.sqlite(migrated), null)) {
            migratedParts =
                    b.catalog().catalog().all().stream().map(Part::id).sorted().toList();
        }
        // the shipped catalog has 501 parts (catalog/*/ holds one YAML file per part)
        assertThat(copiedParts).hasSizeGreaterThan(400).isEqualTo(migratedParts);

        List<String> a = dump(fromCopy.resolve(Database.FILE_NAME));
        List<String> b = dump(migrated.resolve(Database.FILE_NAME));
        assertThat(a).isEqualTo(b);
        // what was compared: the schema, the seven scripts' history, the parts and both hashes
        assertThat(a).anyMatch(l -> l.startsWith("flyway_schema_history: 7|"));
        assertThat(a).anyMatch(l -> l.startsWith("catalog_state: "));
        assertThat(a.stream().filter(l -> l.startsWith("catalog_part: "))).hasSize(copiedParts.size());

        // and the first folder is the copy, not migrated itself: its scripts were installed when the build ran
        Path copy = fromCopy.resolve("the-builds-copy.db");
        try (var in = FreshDatabase.class.getClassLoader().getResourceAsStream(FreshDatabase.RESOURCE)) {
            Files.copy(in, copy);
        }
        assertThat(installedOn(fromCopy.resolve(Database.FILE_NAME))).isEqualTo(installedOn(copy));
    }

    @Test
    void twoFirstStartsWrittenAsTheBuildWritesThem_areTheSameBytes() throws IOException {
        // the build's fixed output time (pom.xml, project.build.outputTimestamp): jars must be reproducible
        Instant builtAt = Instant.parse("2026-12-01T00:00:00Z");
        Path one = fromCopy.resolve("one.db");
        Path two = migrated.resolve("two.db");
        for (Path[] folderAndOut :
                List.of(new Path[] {fromCopy.resolve("a"), one}, new Path[] {migrated.resolve("b"), two})) {
            Wirespeed.openMigrating(DatabaseLocation.sqlite(folderAndOut[0]), null)
                    .close();
            FreshDatabase.write(folderAndOut[0], folderAndOut[1], builtAt);
        }
        assertThat(Files.readAllBytes(one)).isEqualTo(Files.readAllBytes(two));
    }

    private static List<String> installedOn(Path file) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file);
                Statement st = c.createStatement();
                ResultSet rs =
                        st.executeQuery("SELECT installed_on FROM flyway_schema_history ORDER BY installed_rank")) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }

    /** Every table's definition and rows, in a fixed order, without the columns in {@link #TIMES}. */
    private static List<String> dump(Path file) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file);
                Statement st = c.createStatement()) {
            List<String> tables = new ArrayList<>();
            try (ResultSet rs = st.executeQuery("SELECT type, name, sql FROM sqlite_master ORDER BY type, name")) {
                while (rs.next()) {
                    out.add("schema " + rs.getString(1) + " " + rs.getString(2) + ": " + rs.getString(3));
                    if (rs.getString(1).equals("table")) {
                        tables.add(rs.getString(2));
                    }
                }
            }
            for (String table : tables) {
                List<String> columns = new ArrayList<>();
                try (ResultSet rs =
                        st.executeQuery("SELECT name FROM pragma_table_info('" + table + "') ORDER BY cid")) {
                    while (rs.next()) {
                        if (!TIMES.contains(rs.getString(1))) {
                            columns.add(rs.getString(1));
                        }
                    }
                }
                String cols = String.join(", ", columns);
                try (ResultSet rs = st.executeQuery("SELECT " + cols + " FROM " + table + " ORDER BY " + cols)) {
                    while (rs.next()) {
                        StringBuilder row = new StringBuilder(table).append(": ");
                        for (int i = 1; i <= columns.size(); i++) {
                            row.append(i > 1 ? "|" : "").append(rs.getString(i));
                        }
                        out.add(row.toString());
                    }
                }
            }
        }
        return out;
    }
}
