package dev.wirespeed.app;

import dev.wirespeed.catalog.Part;
import dev.wirespeed.store.CatalogRepository;
import dev.wirespeed.store.Database;
import dev.wirespeed.store.DatabaseLocation;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TempCatalog;
import dev.wirespeed.testing.TestApp;
import dev.wirespeed.testing.TestDatabases;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What a start over a stored catalog skips, and what it still does: the importing start keeps the
 * parts it validated, a start over an unchanged catalog lists the stored copy (on a thread of its
 * own) and maps each part at its first use to the very same record, and a changed file is
 * validated again.
 */
@OnEachDatabase
class CatalogStartTest {

    private static final String NIC = "nics/mellanox-mcx4121a-acat.yaml";
    private static final String NIC_ID = "mellanox-mcx4121a-acat";

    private Path dataDir;
    private DatabaseLocation location;
    private TempCatalog cat;

    @BeforeEach
    void aDataFolder() throws Exception {
        dataDir = Files.createTempDirectory("wirespeed-catalog-start-");
        location = TestDatabases.fresh(dataDir);
        cat = new TempCatalog()
                .copyFromRepo("switches/mikrotik-crs305-1g-4s-in.yaml")
                .copyFromRepo(NIC);
    }

    @AfterEach
    void remove() {
        cat.close();
        TestDatabases.release(location);
        TestApp.deleteTree(dataDir);
    }

    private static Map<String, Part> byId(CatalogService s) {
        return s.catalog().all().stream().collect(Collectors.toMap(Part::id, Function.identity()));
    }

    @Test
    void theWholeShippedCatalog_parsedFromYaml_equalsTheStoredCopyMapped_partByPart() {
        Path shipped = TestApp.baseDir().resolve("catalog");
        Map<String, Part> parsed;
        Map<String, String> documents;
        List<String> order;
        try (Database db = Database.open(location)) {
            CatalogService importing = new CatalogService(new CatalogRepository(db), shipped);
            assertThat(importing.reimported()).isTrue();
            parsed = byId(importing);
            order = importing.catalog().all().stream().map(Part::id).toList();
            documents = parsed.keySet().stream()
                    .collect(Collectors.toMap(
                            id -> id, id -> importing.document(id).orElseThrow()));
        }
        try (Database db = Database.open(location)) {
            CatalogService mapping = new CatalogService(new CatalogRepository(db), shipped);
            assertThat(mapping.reimported()).isFalse();
            Map<String, Part> mapped = byId(mapping);
            assertThat(mapped.keySet()).isEqualTo(parsed.keySet());
            for (String id : parsed.keySet()) {
                // records compare by value: every field, nested records and lists included
                assertThat(mapped.get(id)).as(id).isEqualTo(parsed.get(id));
                assertThat(mapping.document(id)).as(id).contains(documents.get(id));
            }
            // in the same order too: the lists on pages follow it
            assertThat(mapping.catalog().all()).extracting(Part::id).containsExactlyElementsOf(order);
        }
    }

    @Test
    void aFileChangedAfterTheImport_isValidatedAgain_andAProblemInItRefusesTheStart() throws Exception {
        try (Database db = Database.open(location)) {
            new CatalogService(new CatalogRepository(db), cat.root());
        }
        // a second "id" key: the strict YAML reading refuses duplicates
        cat.write(NIC, Files.readString(cat.root().resolve(NIC)) + "\nid: " + NIC_ID + "-again\n");
        try (Database db = Database.open(location)) {
            assertThatThrownBy(() -> new CatalogService(new CatalogRepository(db), cat.root()))
                    .isInstanceOf(CatalogService.InvalidCatalogException.class)
                    .hasMessageContaining(NIC);
        }
    }

    @Test
    void aStoredPartThatNoLongerMaps_failsItsFirstUse_namingIt_andTheNextStartValidatesTheFolderAgain()
            throws Exception {
        try (Database db = Database.open(location)) {
            new CatalogService(new CatalogRepository(db), cat.root());
        }
        try (Connection c = TestDatabases.connect(location);
                PreparedStatement st = c.prepareStatement("UPDATE catalog_part SET doc = ? WHERE id = ?")) {
            st.setString(1, "{\"id\": \"" + NIC_ID + "\", \"kind\": \"nic\", \"ports\": \"not a list\"}");
            st.setString(2, NIC_ID);
            assertThat(st.executeUpdate()).isEqualTo(1);
        }
        try (Database db = Database.open(location)) {
            CatalogService s = new CatalogService(new CatalogRepository(db), cat.root());
            assertThat(s.reimported()).isFalse();
            // the other part maps: only the broken one fails, at its first use, and says which it is
            assertThat(s.catalog().find("mikrotik-crs305-1g-4s-in")).isPresent();
            assertThatThrownBy(() -> s.catalog().find(NIC_ID))
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining(NIC_ID)
                    .hasMessageContaining("no longer maps")
                    .hasMessageContaining("the next start validates the catalog again");
        }
        try (Database db = Database.open(location)) {
            CatalogService next = new CatalogService(new CatalogRepository(db), cat.root());
            // the stored copy was set aside: the folder is validated and stored again, the part maps
            assertThat(next.reimported()).isTrue();
            assertThat(next.catalog().find(NIC_ID)).get().extracting(Part::id).isEqualTo(NIC_ID);
        }
    }
}
