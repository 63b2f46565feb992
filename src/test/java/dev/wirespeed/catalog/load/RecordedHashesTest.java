package dev.wirespeed.catalog.load;

import dev.wirespeed.testing.Requirement;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The build records the bundled catalog's content hashes, and a start reads them only for the
 * catalog inside a jar: a catalog in a folder is always hashed from its files.
 */
class RecordedHashesTest {

    private static final Path CATALOG = TestApp.baseDir().resolve("catalog");

    private static Properties recorded() throws IOException {
        try (InputStream in = RecordedHashes.class.getClassLoader().getResourceAsStream(RecordedHashes.RESOURCE)) {
            Requirement.require(
                    in != null,
                    "no " + RecordedHashes.RESOURCE + " on the class path:"
                            + " Maven's process-classes phase (cli/FreshDatabaseBuild) must write it");
            Properties p = new Properties();
            p.load(in);
            return p;
        }
    }

    @Test
    void theRecordedHashes_areThoseOfTheRepositorysCatalogFolder() throws IOException {
        Properties p = recorded();
        CatalogLoader loader = CatalogLoader.forRoot(CATALOG);
        // computed here from catalog/ itself, the files the build copied into the classes
        assertThat(p.getProperty("parts"))
                .isEqualTo(loader.contentHash(CATALOG))
                .hasSize(64);
        assertThat(p.getProperty("evidence")).isEqualTo(loader.evidenceHash(CATALOG.resolve("evidence")));
    }

    @Test
    void aCatalogInAFolder_isHashedFromItsFiles_notFromTheRecord() throws IOException {
        recorded();
        assertThat(RecordedHashes.parts(CATALOG)).isNull();
        assertThat(RecordedHashes.evidence(CATALOG.resolve("evidence"))).isNull();
    }

    @Test
    void theCatalogInsideAJar_takesTheRecordedHashes() throws IOException {
        Properties p = recorded();
        Path jar = Files.createTempFile("wirespeed-recorded-", ".jar");
        try {
            try (ZipOutputStream z = new ZipOutputStream(Files.newOutputStream(jar))) {
                // the schemas the loader reads, and a stand-in for the rest: not the files the record hashed
                try (var schemas = Files.list(CATALOG.resolve("schema"))) {
                    for (Path f : schemas.sorted().toList()) {
                        z.putNextEntry(new ZipEntry("catalog/schema/" + f.getFileName()));
                        z.write(Files.readAllBytes(f));
                        z.closeEntry();
                    }
                }
                z.putNextEntry(new ZipEntry("catalog/evidence/x.yaml"));
                z.write("x: 1\n".getBytes(StandardCharsets.UTF_8));
                z.closeEntry();
            }
            try (FileSystem fs = FileSystems.newFileSystem(URI.create("jar:" + jar.toUri()), Map.of())) {
                Path root = fs.getPath("/catalog");
                assertThat(RecordedHashes.parts(root)).isEqualTo(p.getProperty("parts"));
                assertThat(CatalogLoader.forRoot(root).contentHash(root)).isEqualTo(p.getProperty("parts"));
                assertThat(RecordedHashes.evidence(root.resolve("evidence"))).isEqualTo(p.getProperty("evidence"));
            }
        } finally {
            Files.deleteIfExists(jar);
        }
    }
}
