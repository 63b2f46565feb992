package dev.wirespeed.cli;

import dev.wirespeed.store.Database;
import dev.wirespeed.store.DatabaseLocation.Engine;
import dev.wirespeed.testing.Cli;
import dev.wirespeed.testing.Cli.Run;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import dev.wirespeed.testing.TestDatabases;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The commands that store what they read, as a person runs them, on the database they name: the
 * SQLite file in {@code --data-dir}, or in the PostgreSQL variant the database {@code --database}
 * names.
 */
@OnEachDatabase
class StoreCommandsTest {

    private static final Path FIX = TestApp.baseDir().resolve("src/test/resources/fixtures");
    private static final String CATALOG = TestApp.repoCatalog().toString();

    private final Cli.Folders folders = new Cli.Folders();

    @AfterEach
    void dropTheFoldersDatabases() {
        folders.close();
    }

    private Run run(String... args) {
        return Cli.run(folders.args(args));
    }

    @Test
    void import_storesOnce_andAnUnparseableFileStoresNothing(@TempDir Path dir) throws Exception {
        Path data = dir.resolve("data");
        Files.createDirectories(data);
        String file = FIX.resolve("smbclient/seed002-put-n100.txt").toString();
        Run first = run("import", file, "--data-dir", data.toString(), "--catalog", CATALOG);
        assertThat(first.code()).isZero();
        assertThat(first.out()).contains("1 run(s) stored, 0 already known");
        Run second = run("import", file, "--data-dir", data.toString(), "--catalog", CATALOG);
        assertThat(second.out()).contains("0 run(s) stored, 1 already known");
        Path junk = dir.resolve("junk.txt");
        Files.writeString(junk, "nothing to see");
        Run bad = run("import", file, junk.toString(), "--data-dir", data.toString(), "--catalog", CATALOG);
        assertThat(bad.code()).isEqualTo(1);
        assertThat(bad.err()).contains("nothing was stored");
        assertThat(run("import", file, "--plan", "nope", "--data-dir", data.toString(), "--catalog", CATALOG)
                        .code())
                .isEqualTo(2);
        // the runs went to the database the options name: the folder's SQLite file, or PostgreSQL
        assertThat(Files.exists(data.resolve(Database.FILE_NAME))).isEqualTo(TestDatabases.current() == Engine.SQLITE);
    }
}
