package dev.wirespeed.store;

import org.junit.jupiter.api.Test;
import org.sqlite.SQLiteJDBCLoader;
import org.sqlite.util.LibraryLoaderUtil;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/** The SQLite driver's library is loaded from a private copy that no other account can swap and nothing keeps. */
class SqliteNativeLibraryTest {

    @Test
    void theDriverIsToldWhereTheCopyIs_whileItLoads_inAFolderOnlyThisUserCanEnter() throws IOException {
        byte[] library = "not really a library".getBytes(StandardCharsets.US_ASCII);
        AtomicReference<Path> seen = new AtomicReference<>();
        List<Object> during = new ArrayList<>();
        boolean loaded = SqliteNativeLibrary.copyAndLoad(new ByteArrayInputStream(library), "libsqlitejdbc.so", () -> {
            Path dir = Path.of(System.getProperty(SqliteNativeLibrary.PATH_PROPERTY));
            Path file = dir.resolve(System.getProperty(SqliteNativeLibrary.NAME_PROPERTY));
            seen.set(dir);
            during.add(Files.readAllBytes(file));
            during.add(Files.getPosixFilePermissions(dir));
        });
        assertThat(loaded).isTrue();
        assertThat((byte[]) during.get(0)).isEqualTo(library);
        @SuppressWarnings("unchecked")
        Set<PosixFilePermission> perms = (Set<PosixFilePermission>) during.get(1);
        assertThat(perms)
                .isEqualTo(EnumSet.of(
                        PosixFilePermission.OWNER_READ,
                        PosixFilePermission.OWNER_WRITE,
                        PosixFilePermission.OWNER_EXECUTE));
        assertThat(seen.get()).doesNotExist();
        assertThat(System.getProperty(SqliteNativeLibrary.PATH_PROPERTY)).isNull();
        assertThat(System.getProperty(SqliteNativeLibrary.NAME_PROPERTY)).isNull();
    }

    @Test
    void aLoadThatFails_leavesNeitherTheCopyNorTheProperties_andSaysSo() {
        AtomicReference<Path> seen = new AtomicReference<>();
        boolean loaded =
                SqliteNativeLibrary.copyAndLoad(new ByteArrayInputStream(new byte[16]), "libsqlitejdbc.so", () -> {
                    seen.set(Path.of(System.getProperty(SqliteNativeLibrary.PATH_PROPERTY)));
                    throw new UnsatisfiedLinkError("temporary folder mounted noexec");
                });
        assertThat(loaded).isFalse();
        assertThat(seen.get()).doesNotExist();
        assertThat(System.getProperty(SqliteNativeLibrary.PATH_PROPERTY)).isNull();
        assertThat(System.getProperty(SqliteNativeLibrary.NAME_PROPERTY)).isNull();
    }

    @Test
    void opening_aSqliteDatabase_worksWithTheLibraryLoaded_andNoCopyIsLeftInTheTemporaryFolder() throws Exception {
        Path data = Files.createTempDirectory("wirespeed-library-test-");
        try (Database db = Database.open(data)) {
            assertThat(db.dsl().fetchValue("SELECT sqlite_version()")).isNotNull();
        }
        assertThat(SQLiteJDBCLoader.isNativeMode()).isTrue();
        try (var dirs = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            assertThat(dirs.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("wirespeed-sqlite-")))
                    .isEmpty();
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite::memory:");
                ResultSet rs = c.createStatement().executeQuery("SELECT 1 + 1")) {
            rs.next();
            // 1 + 1 = 2, computed by the loaded library
            assertThat(rs.getInt(1)).isEqualTo(2);
        }
        dev.wirespeed.testing.TestApp.deleteTree(data);
    }

    @Test
    void theResourceTheDriverWouldExtract_isOnTheClassPath_forThisPlatform() throws IOException {
        try (InputStream in = SQLiteJDBCLoader.class.getResourceAsStream(
                LibraryLoaderUtil.getNativeLibResourcePath() + "/" + LibraryLoaderUtil.getNativeLibName())) {
            assertThat(in).as("the driver's library for this platform").isNotNull();
        }
    }
}
