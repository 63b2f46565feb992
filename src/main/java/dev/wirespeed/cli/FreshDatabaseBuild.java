package dev.wirespeed.cli;

import dev.wirespeed.app.Wirespeed;
import dev.wirespeed.catalog.load.RecordedHashes;
import dev.wirespeed.store.DatabaseLocation;
import dev.wirespeed.store.FreshDatabase;

import java.nio.file.Path;
import java.time.Instant;

/**
 * A build step, not a command (Maven's process-classes phase, before the tests and the jar): opens
 * the store on a scratch data folder over the bundled catalog exactly as a first start does (every
 * migration, the catalog parsed, validated and stored, the evidence checked against it), closes it,
 * and writes the database file to {@link FreshDatabase#RESOURCE} under the classes folder given, from
 * where a new data folder's first start copies it; before that, the bundled catalog's content
 * hashes ({@link RecordedHashes}), which a start from the jar reads instead of hashing its files.
 * Exits 1, failing the build, when the catalog or
 * the evidence has problems.
 */
public final class FreshDatabaseBuild {

    private FreshDatabaseBuild() {}

    public static void main(String[] args) {
        System.setProperty("org.jooq.no-logo", "true");
        System.setProperty("org.jooq.no-tips", "true");
        if (args.length != 2) {
            System.err.println("usage: FreshDatabaseBuild CLASSES_DIR OUTPUT_TIMESTAMP");
            System.exit(2);
        }
        Path dir = WebBench.tempDir("wirespeed-fresh-");
        try {
            Path classes = Path.of(args[0]);
            // the hashes first, from the classes folder's catalog, so that the store below reads nothing recorded
            RecordedHashes.write(classes.resolve("catalog"), classes);
            // never from an older copy: this is how the copy is made
            Wirespeed.openMigrating(DatabaseLocation.sqlite(dir), null).close();
            // the build's fixed output time (project.build.outputTimestamp), so that two builds write the same bytes
            FreshDatabase.write(dir, classes.resolve(FreshDatabase.RESOURCE), Instant.parse(args[1]));
        } catch (RuntimeException e) {
            System.err.println("cannot build the fresh database: " + e.getMessage());
            System.exit(1);
        } finally {
            WebBench.deleteTree(dir);
        }
        System.exit(0);
    }
}
