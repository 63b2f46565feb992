package dev.wirespeed.store;

import dev.wirespeed.app.AppError;
import dev.wirespeed.app.CatalogService;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TempCatalog;
import dev.wirespeed.testing.TestApp;
import dev.wirespeed.testing.TestDatabases;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The catalog in the database: imported once, re-imported on change, custom parts kept apart. */
@OnEachDatabase
class CatalogStorageTest {

    private Path dataDir;
    private DatabaseLocation location;
    private TempCatalog cat;

    @BeforeEach
    void setUp() throws Exception {
        dataDir = Files.createTempDirectory("wirespeed-store-");
        location = TestDatabases.fresh(dataDir);
        cat = new TempCatalog()
                .copyFromRepo("switches/mikrotik-crs305-1g-4s-in.yaml")
                .copyFromRepo("nics/mellanox-mcx4121a-acat.yaml");
    }

    @AfterEach
    void tearDown() {
        cat.close();
        TestDatabases.release(location);
        TestApp.deleteTree(dataDir);
    }

    private CatalogService open(Database db) {
        return new CatalogService(new CatalogRepository(db), cat.root());
    }

    private static final String CUSTOM =
            """
            {"id": "my-cheap-sfp-card", "kind": "nic", "vendor": "Acme", "model": "X1", "chip": "unknown",
             "ports": [{"count": 1, "cage": "sfp+", "speedsGbps": [10]}],
             "hostInterface": {"kind": "pcie", "gen": 2, "lanes": 4},
             "sources": [{"title": "my own measurement"}]}""";

    @Test
    void firstStartImports_secondStartSeesTheSameHashAndSkips() {
        try (Database db = Database.open(location)) {
            CatalogService s = open(db);
            assertThat(s.reimported()).isTrue();
            assertThat(s.catalog().size()).isEqualTo(2);
        }
        try (Database db = Database.open(location)) {
            CatalogService s = open(db);
            assertThat(s.reimported()).isFalse();
            assertThat(s.catalog().find("mikrotik-crs305-1g-4s-in")).isPresent();
        }
    }

    @Test
    void aStartOnAnUnchangedCatalog_mapsTheStoredCopy_toTheSamePartsAndEvidenceAsTheImportingStart() {
        Path repoCatalog = TestApp.baseDir().resolve("catalog");
        List<Part> imported;
        int evidence;
        try (Database db = Database.open(location)) {
            CatalogService s = new CatalogService(new CatalogRepository(db), repoCatalog);
            assertThat(s.reimported()).isTrue();
            imported = List.copyOf(s.catalog().all());
            evidence = s.evidence().size();
        }
        try (Database db = Database.open(location)) {
            CatalogService s = new CatalogService(new CatalogRepository(db), repoCatalog);
            assertThat(s.reimported()).isFalse();
            // Records compare by value: every field of every part as the validating import built it.
            assertThat(s.catalog().all()).containsExactlyInAnyOrderElementsOf(imported);
            assertThat(s.evidence()).hasSize(evidence).isNotEmpty();
        }
    }

    @Test
    void aStartOnAnUnchangedCatalogAndEvidence_readsTheEvidenceOnlyWhenAsked_andAChangedEvidenceFileRefusesTheStart()
            throws IOException {
        Path repoCatalog = TestApp.baseDir().resolve("catalog");
        TempCatalog copy = new TempCatalog();
        try {
            for (String kind : List.of("nics", "switches", "transceivers", "cables", "boards", "cpus", "storage")) {
                copyFolder(repoCatalog.resolve(kind), copy, kind);
            }
            copyFolder(repoCatalog.resolve("evidence"), copy, "evidence");
            int evidence;
            try (Database db = Database.open(dataDir)) {
                evidence = new CatalogService(new CatalogRepository(db), copy.root())
                        .evidence()
                        .size();
            }
            // an unreadable evidence file after the start would fail the first read: so nothing was read at start
            String victim = firstEvidenceFile(copy.root());
            String text = Files.readString(copy.root().resolve(victim));
            try (Database db = Database.open(dataDir)) {
                CatalogService s = new CatalogService(new CatalogRepository(db), copy.root());
                copy.write(victim, "not: [valid");
                assertThatThrownBy(s::evidence).isInstanceOf(CatalogService.InvalidCatalogException.class);
            }
            copy.write(victim, text);
            try (Database db = Database.open(dataDir)) {
                assertThat(new CatalogService(new CatalogRepository(db), copy.root()).evidence())
                        .hasSize(evidence);
            }
            // a file changed before the start is read and checked at the start, as before
            copy.write(victim, "not: [valid");
            try (Database db = Database.open(dataDir)) {
                assertThatThrownBy(() -> new CatalogService(new CatalogRepository(db), copy.root()))
                        .isInstanceOf(CatalogService.InvalidCatalogException.class)
                        .hasMessageContaining(victim);
            }
        } finally {
            copy.close();
        }
    }

    private static void copyFolder(Path from, TempCatalog to, String folder) {
        try (var files = Files.list(from)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".yaml")).toList()) {
                to.write(folder + "/" + f.getFileName(), Files.readString(f));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String firstEvidenceFile(Path root) {
        try (var files = Files.list(root.resolve("evidence"))) {
            return "evidence/"
                    + files.map(p -> p.getFileName().toString())
                            .filter(n -> n.endsWith(".yaml"))
                            .sorted()
                            .findFirst()
                            .orElseThrow();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void changedCatalog_isReimported_andCustomPartsSurvive() {
        try (Database db = Database.open(location)) {
            open(db).createCustom(CUSTOM);
        }
        cat.delete("nics/mellanox-mcx4121a-acat.yaml");
        try (Database db = Database.open(location)) {
            CatalogService s = open(db);
            assertThat(s.reimported()).isTrue();
            assertThat(s.catalog().find("mellanox-mcx4121a-acat")).isEmpty();
            assertThat(s.catalog().find("my-cheap-sfp-card")).isPresent();
            assertThat(s.catalog().isCustom("my-cheap-sfp-card")).isTrue();
        }
    }

    @Test
    void invalidCatalog_refusesToStart_namingFileFieldAndRule() {
        cat.write("nics/bad.yaml", "id: bad\nkind: nic\nvendor: X\nmodel: Y\nsources: [{title: t}]\n");
        try (Database db = Database.open(location)) {
            assertThatThrownBy(() -> open(db))
                    .isInstanceOf(CatalogService.InvalidCatalogException.class)
                    .hasMessageContaining("nics/bad.yaml")
                    .hasMessageContaining("$.chip")
                    .hasMessageContaining("[required]");
        }
    }

    @Test
    void customPartWithACatalogId_isAConflict() {
        try (Database db = Database.open(location)) {
            CatalogService s = open(db);
            String clash = CUSTOM.replace("my-cheap-sfp-card", "mellanox-mcx4121a-acat");
            assertThatThrownBy(() -> s.createCustom(clash))
                    .isInstanceOfSatisfying(
                            AppError.class, e -> assertThat(e.status()).isEqualTo(409));
        }
    }

    @Test
    void staleVersion_isRejected_andTheStoredPartIsUnchanged() {
        try (Database db = Database.open(location)) {
            CatalogService s = open(db);
            s.createCustom(CUSTOM);
            long v2 = s.updateCustom("my-cheap-sfp-card", CUSTOM.replace("\"X1\"", "\"X2\""), 1L);
            assertThat(v2).isEqualTo(2);
            assertThatThrownBy(() -> s.updateCustom("my-cheap-sfp-card", CUSTOM.replace("\"X1\"", "\"X3\""), 1L))
                    .isInstanceOfSatisfying(
                            AppError.class, e -> assertThat(e.status()).isEqualTo(409));
            assertThat(s.catalog().find("my-cheap-sfp-card").orElseThrow().model())
                    .isEqualTo("X2");
        }
    }
}
