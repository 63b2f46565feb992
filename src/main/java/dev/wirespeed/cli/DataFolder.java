package dev.wirespeed.cli;

import dev.wirespeed.app.Wirespeed;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Opens the services over an existing data folder for a command that reads or writes what the
 * service stores (import, measure). SQLite lets them run while the service runs.
 */
final class DataFolder {

    private DataFolder() {}

    static Wirespeed open(Path dataDir, String catalogDir) {
        requireExisting(dataDir);
        return Wirespeed.open(dataDir, catalogDir == null ? null : Path.of(catalogDir));
    }

    static void requireExisting(Path dataDir) {
        if (!Files.isDirectory(dataDir)) {
            throw new CliException(
                    2, "no data folder " + dataDir.toAbsolutePath() + ": start the service once, or pass --data-dir");
        }
    }
}
