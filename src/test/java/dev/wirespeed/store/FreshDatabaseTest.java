package dev.wirespeed.store;

import dev.wirespeed.testing.Requirement;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A new SQLite data folder starts from the build's fresh database (Maven's process-classes phase
 * writes it into the classes), never over a database that exists, and as one whole file.
 */
class FreshDatabaseTest {

    private Path dataDir;

    @BeforeEach
    void aNewFolder() throws IOException {
        dataDir = Files.createTempDirectory("wirespeed-fresh-test-");
    }

    @AfterEach
    void remove() {
        TestApp.deleteTree(dataDir);
    }

    /** The build's copy, or the test skips (fails under CI: the build must have made it). */
    static byte[] theBuildsCopy() throws IOException {
        try (InputStream in = FreshDatabase.class.getClassLoader().getResourceAsStream(FreshDatabase.RESOURCE)) {
            Requirement.require(
                    in != null,
                    "no " + FreshDatabase.RESOURCE + " on the class path (run mvn process-classes or later):"
                            + " Maven's process-classes phase (cli/FreshDatabaseBuild) must write it");
            return in.readAllBytes();
        }
    }

    @Test
    void aNewDataFolder_startsAsTheBuildsCopy_soFlywayIsNotLoaded() throws IOException {
        byte[] copy = theBuildsCopy();
        Path file = dataDir.resolve(Database.FILE_NAME);
        assertThat(FreshDatabase.place(file)).isTrue();
        assertThat(Files.readAllBytes(file)).isEqualTo(copy);
        Files.delete(file);
        try (Database db = Database.open(DatabaseLocation.sqlite(dataDir), true)) {
            // the copy's history holds this build's scripts, so the start needed no migration
            assertThat(db.flywayLoaded()).isFalse();
            assertThat(db.health().migrations()).isEqualTo(Database.Migrations.CURRENT);
        }
    }

    @Test
    void withoutAskingForTheCopy_aNewDatabaseIsMadeByTheMigrations() throws IOException {
        theBuildsCopy();
        try (Database db = Database.open(DatabaseLocation.sqlite(dataDir), false)) {
            assertThat(db.flywayLoaded()).isTrue();
        }
    }

    @Test
    void anExistingDatabase_isNeverReplacedByTheCopy() throws IOException {
        theBuildsCopy();
        Path file = dataDir.resolve(Database.FILE_NAME);
        Files.writeString(file, "someone's database", StandardCharsets.UTF_8);
        assertThat(FreshDatabase.place(file)).isFalse();
        assertThat(Files.readString(file, StandardCharsets.UTF_8)).isEqualTo("someone's database");
    }

    @Test
    void twoStartsAtOnceOnANewFolder_placeOneWholeCopy_andLeaveNoTemporaryFile() throws Exception {
        byte[] copy = theBuildsCopy();
        Path file = dataDir.resolve(Database.FILE_NAME);
        for (int round = 0; round < 20; round++) {
            Files.deleteIfExists(file);
            CountDownLatch go = new CountDownLatch(1);
            Callable<Boolean> start = () -> {
                go.await();
                return FreshDatabase.place(file);
            };
            ExecutorService two = Executors.newFixedThreadPool(2);
            try {
                List<Future<Boolean>> placed = List.of(two.submit(start), two.submit(start));
                go.countDown();
                int placedCopies = 0;
                for (Future<Boolean> f : placed) {
                    placedCopies += f.get() ? 1 : 0;
                }
                // the file did not exist: exactly one start links its copy into place, the other finds it there
                assertThat(placedCopies).isEqualTo(1);
            } finally {
                two.shutdownNow();
            }
            assertThat(Files.readAllBytes(file)).isEqualTo(copy);
            try (Stream<Path> left = Files.list(dataDir)) {
                assertThat(left.map(p -> p.getFileName().toString())).containsExactly(Database.FILE_NAME);
            }
        }
    }

    @Test
    void writingTheCopy_refusesADatabaseAnotherConnectionStillHoldsOpen() {
        Path out = dataDir.resolve("out").resolve("fresh.db");
        try (Database holder = Database.open(DatabaseLocation.sqlite(dataDir))) {
            holder.health();
            // its write-ahead log stays beside the file while this connection is open
            org.assertj.core.api.Assertions.assertThatThrownBy(
                            () -> FreshDatabase.write(dataDir, out, java.time.Instant.parse("2026-12-01T00:00:00Z")))
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("-wal is still there");
        }
        assertThat(out).doesNotExist();
    }
}
