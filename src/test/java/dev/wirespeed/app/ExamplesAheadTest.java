package dev.wirespeed.app;

import dev.wirespeed.store.DatabaseLocation;
import dev.wirespeed.testing.TempCatalog;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@code serve} stores the missing examples beside the web server's start: a list asked for meanwhile
 * waits for them, and an example the catalog refuses still stops the start (through the future).
 */
class ExamplesAheadTest {

    private Path dataDir;

    @BeforeEach
    void aNewDataFolder() throws Exception {
        dataDir = Files.createTempDirectory("wirespeed-examples-ahead-");
    }

    @AfterEach
    void remove() {
        TestApp.deleteTree(dataDir);
    }

    @Test
    void aListAskedForAtOnce_waitsForTheExamples_andNamesAllFive() {
        try (Wirespeed app = Wirespeed.open(DatabaseLocation.sqlite(dataDir), null)) {
            CompletableFuture<Integer> examples = app.prepareToServeAhead(null);
            // asked for at once, while the thread may still be storing them: the list waits for all five
            assertThat(app.plans().list().stream().map(PlanService.Stored::exampleOf))
                    .containsExactlyInAnyOrderElementsOf(PlanService.EXAMPLES);
            assertThat(examples.join()).isEqualTo(PlanService.EXAMPLES.size());
        }
    }

    @Test
    void examplesTheCatalogRefuses_failTheFuture_whileTheListGoesOnWithoutThem() {
        // a catalog of two parts: the seed examples name parts it does not have
        try (TempCatalog cat = new TempCatalog()
                        .copyFromRepo("switches/mikrotik-crs305-1g-4s-in.yaml")
                        .copyFromRepo("nics/mellanox-mcx4121a-acat.yaml");
                Wirespeed app = Wirespeed.open(DatabaseLocation.sqlite(dataDir), cat.root())) {
            CompletableFuture<Integer> examples = app.prepareToServeAhead(null);
            assertThat(app.plans().list()).isEmpty();
            assertThatThrownBy(examples::join)
                    .isInstanceOf(CompletionException.class)
                    .hasCauseInstanceOf(AppError.class);
        }
    }
}
