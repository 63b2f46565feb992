package dev.wirespeed.store;

import org.jooq.DSLContext;
import org.jooq.impl.DSL;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;

import static dev.wirespeed.store.jooq.Tables.CATALOG_STATE;

/**
 * The SQLite database a first start over the bundled catalog leaves behind, made once by the build
 * ({@code cli/FreshDatabaseBuild}, Maven's process-classes phase) and shipped in the jar: a new
 * data folder starts from a copy of it instead of running every migration and importing the
 * catalog again (two of a fresh start's three seconds on the bench's machine).
 *
 * <p>Nothing is trusted blindly: the copy goes through the same checks as any existing database.
 * Its schema history is compared with this build's scripts (a stale copy, from a build before a
 * new migration, is migrated by Flyway) and its stored catalog hash with the catalog's content (a
 * copy from before a catalog change is re-imported). It holds no account, session, token, plan or
 * secret: only the schema, the catalog's parts and the hashes they were validated under.
 */
public final class FreshDatabase {

    /** Where the build writes the copy, and where a start reads it (class-path resource). */
    public static final String RESOURCE = "dev/wirespeed/store/fresh.db";

    private FreshDatabase() {}

    /**
     * Places a copy of the build's fresh database at {@code file} when nothing is there yet. The copy
     * is written beside it under a temporary name and then linked into place, which fails when another
     * start placed (or SQLite created) the file meanwhile: an existing database is never overwritten,
     * and a start never sees half a copy. False, and nothing changed, when there is no copy in the
     * class path, a database exists, or the file system cannot link.
     */
    static boolean place(Path file) {
        if (Files.exists(file)) {
            return false;
        }
        ClassLoader loader = FreshDatabase.class.getClassLoader();
        try (InputStream in = loader.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return false;
            }
            Path temp = Files.createTempFile(file.toAbsolutePath().getParent(), ".wirespeed-fresh-", ".db");
            try {
                Files.copy(in, temp, StandardCopyOption.REPLACE_EXISTING);
                Files.createLink(file, temp);
                return true;
            } catch (FileAlreadyExistsException raced) {
                return false;
            } catch (UnsupportedOperationException | IOException noLinks) {
                // a file system without hard links: the migrations make the database as before
                return false;
            } finally {
                Files.deleteIfExists(temp);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "cannot start the database " + file + " from the build's fresh copy: " + e.getMessage(), e);
        }
    }

    /**
     * The build step's last move: the database in {@code dataDir}, which a first start has just made
     * and closed, with the times things were done set to {@code builtAt} (the build's fixed output
     * time, so that two builds of the same sources write the same bytes), compacted, closed by its
     * last connection (so SQLite has folded the write-ahead log into it) and copied to {@code out}.
     * Refuses when a {@code -wal} or {@code -shm} file is still beside it afterwards: the file alone
     * would then miss what they hold.
     */
    public static void write(Path dataDir, Path out, Instant builtAt) {
        try (Database db = Database.open(DatabaseLocation.sqlite(dataDir))) {
            DSLContext dsl = db.dsl();
            String flywayTime = FLYWAY_TIME.format(builtAt.atOffset(ZoneOffset.UTC));
            dsl.update(DSL.table(DSL.name("flyway_schema_history")))
                    .set(DSL.field(DSL.name("installed_on"), String.class), flywayTime)
                    .set(DSL.field(DSL.name("execution_time"), Integer.class), 0)
                    .execute();
            dsl.update(CATALOG_STATE)
                    .set(CATALOG_STATE.LOADED_AT, builtAt.toString())
                    .execute();
            // rewritten from its content: the pages no longer depend on the order the start wrote them in
            dsl.execute("VACUUM");
        }
        Path database = dataDir.resolve(Database.FILE_NAME);
        for (String suffix : List.of("-wal", "-shm", "-journal")) {
            Path side = database.resolveSibling(database.getFileName() + suffix);
            if (Files.exists(side)) {
                throw new IllegalStateException(side + " is still there: the database " + database
                        + " was not closed by its last connection, so the file alone is not the whole database");
            }
        }
        try {
            Files.createDirectories(out.toAbsolutePath().getParent());
            Files.copy(database, out, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the fresh database " + out + ": " + e.getMessage(), e);
        }
    }

    /** How Flyway writes a time into SQLite's schema history. */
    private static final DateTimeFormatter FLYWAY_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS");
}
