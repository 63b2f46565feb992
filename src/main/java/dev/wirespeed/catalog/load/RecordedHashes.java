package dev.wirespeed.catalog.load;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * The bundled catalog's two content hashes (its parts with the schemas, and its evidence files), as
 * the build computed them from the classes folder it then packs into the jar ({@code
 * cli/FreshDatabaseBuild}, Maven's process-classes phase). A start from the jar reads them instead
 * of reading and hashing some 750 files: the jar's catalog is those very files and cannot change
 * under it. A catalog in a folder (a {@code --catalog DIR}, or target/classes in development and
 * tests) is always hashed from its files.
 */
public final class RecordedHashes {

    /** Where the build writes them, beside this class. */
    public static final String RESOURCE = "dev/wirespeed/catalog/load/bundled-catalog.properties";

    private static final String PARTS = "parts";
    private static final String EVIDENCE = "evidence";

    private static volatile Properties recorded;

    private RecordedHashes() {}

    /** The recorded hash of the parts, when {@code root} is the catalog inside the jar and one is recorded. */
    static String parts(Path root) {
        return inJar(root) ? read().getProperty(PARTS) : null;
    }

    /** The recorded hash of the evidence folder {@code dir}, when it is the jar's and one is recorded. */
    static String evidence(Path dir) {
        return inJar(dir) ? read().getProperty(EVIDENCE) : null;
    }

    /** A path inside a jar: only the bundled catalog is read from one ({@link CatalogLocation#bundled}). */
    private static boolean inJar(Path p) {
        return p.getFileSystem() != FileSystems.getDefault();
    }

    private static Properties read() {
        Properties p = recorded;
        if (p == null) {
            p = new Properties();
            try (InputStream in = RecordedHashes.class.getClassLoader().getResourceAsStream(RESOURCE)) {
                if (in != null) {
                    p.load(in);
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + RESOURCE + ": " + e.getMessage(), e);
            }
            recorded = p;
        }
        return p;
    }

    /**
     * The build's step: hashes the catalog folder {@code catalogDir} as {@link CatalogLoader} does and
     * writes both hashes under {@code classesDir}.
     */
    public static void write(Path catalogDir, Path classesDir) {
        CatalogLoader loader = CatalogLoader.forRoot(catalogDir);
        String parts = loader.contentHash(catalogDir);
        Path evidenceDir = catalogDir.resolve(EvidenceReader.FOLDER);
        String evidence = Files.isDirectory(evidenceDir) ? loader.evidenceHash(evidenceDir) : null;
        if (parts == null) {
            throw new IllegalStateException("cannot hash the catalog in " + catalogDir);
        }
        // written by hand: Properties.store would add the time of writing, and two builds must write the same bytes
        StringBuilder text = new StringBuilder(
                "# the bundled catalog's content hashes, written by the build (cli/FreshDatabaseBuild)\n");
        text.append(PARTS).append('=').append(parts).append('\n');
        if (evidence != null) {
            text.append(EVIDENCE).append('=').append(evidence).append('\n');
        }
        Path out = classesDir.resolve(RESOURCE);
        try {
            Files.createDirectories(out.getParent());
            Files.writeString(out, text, StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + out + ": " + e.getMessage(), e);
        }
    }
}
