package dev.wirespeed.store;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.sqlite.SQLiteJDBCLoader;
import org.sqlite.util.LibraryLoaderUtil;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Loads sqlite-jdbc's native library for this process before the first SQLite connection, without
 * the driver's own extraction. That extraction writes the library to the temporary folder under a
 * random name and then reads both copies back byte by byte to compare them: about a tenth of a
 * service start, run in the interpreter because nothing is compiled yet.
 *
 * <p>Here the library is copied in bulk from the same class-path resource the driver would use into
 * a folder of its own that {@link Files#createTempDirectory} makes readable by this user only, so no
 * other account can replace the file between the copy and the load; the driver loads it through its
 * documented {@code org.sqlite.lib.path} / {@code org.sqlite.lib.name} properties, and the copy is
 * deleted once loaded (a loaded library stays mapped); this is done on POSIX file systems only. When the person set those properties, when the jar has no library
 * for this platform, or when anything here fails, the driver's own loading takes over unchanged.
 */
final class SqliteNativeLibrary {

    private static final Logger LOG = LoggerFactory.getLogger(SqliteNativeLibrary.class);

    static final String PATH_PROPERTY = "org.sqlite.lib.path";
    static final String NAME_PROPERTY = "org.sqlite.lib.name";

    private static boolean done;

    private SqliteNativeLibrary() {}

    /** Loads the library once per JVM; later calls return at once. */
    static synchronized void load() {
        if (done) {
            return;
        }
        done = true;
        if (System.getProperty(PATH_PROPERTY) != null || System.getProperty(NAME_PROPERTY) != null) {
            // the person's choice: the driver reads it as documented
            return;
        }
        if (!FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            // only where the private folder is owner-only and a loaded library can be unlinked at once
            return;
        }
        String name = LibraryLoaderUtil.getNativeLibName();
        try (InputStream in =
                SQLiteJDBCLoader.class.getResourceAsStream(LibraryLoaderUtil.getNativeLibResourcePath() + "/" + name)) {
            if (in != null) {
                copyAndLoad(in, name, SQLiteJDBCLoader::initialize);
            }
        } catch (IOException e) {
            LOG.debug(
                    "the SQLite library could not be read from the class path, the driver loads it: {}", e.toString());
        }
    }

    /** What loads the copy: the driver, reading the two properties. */
    @FunctionalInterface
    interface Loader {
        void load() throws Exception;
    }

    /**
     * Copies {@code library} as {@code name} into a new owner-only temporary folder, names it in the
     * driver's two properties while {@code loader} runs, then clears them and deletes the copy and the
     * folder, whatever happened. True when the loader returned normally.
     */
    static boolean copyAndLoad(InputStream library, String name, Loader loader) {
        Path dir = null;
        Path file = null;
        try {
            dir = Files.createTempDirectory("wirespeed-sqlite-");
            file = dir.resolve(name);
            try (OutputStream out = Files.newOutputStream(file, StandardOpenOption.CREATE_NEW)) {
                library.transferTo(out);
            }
            System.setProperty(PATH_PROPERTY, dir.toString());
            System.setProperty(NAME_PROPERTY, name);
            loader.load();
            return true;
        } catch (Exception | LinkageError e) {
            // a temporary folder mounted noexec, say: the driver tries its own way and reports its own error
            LOG.debug("loading the SQLite library from a private copy failed, the driver loads it: {}", e.toString());
            return false;
        } finally {
            System.clearProperty(PATH_PROPERTY);
            System.clearProperty(NAME_PROPERTY);
            remove(file);
            remove(dir);
        }
    }

    private static void remove(Path p) {
        if (p == null) {
            return;
        }
        try {
            Files.deleteIfExists(p);
        } catch (IOException e) {
            p.toFile().deleteOnExit();
        }
    }
}
