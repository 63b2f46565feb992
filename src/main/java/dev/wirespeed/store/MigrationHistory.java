package dev.wirespeed.store;

import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.exception.DataAccessException;
import org.jooq.impl.DSL;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.CRC32;

/**
 * Whether the schema is already what this build's migrations make it, told by one query: the schema
 * history holds exactly the migration scripts on the class path (each one's version, file name and
 * checksum, computed as Flyway computes it) and every one of them succeeded. Then Flyway would find
 * nothing to validate against and nothing to apply, and opening skips it (its class-path scan and
 * validation were a tenth of a start). Anything else goes to Flyway as before: no history yet, a
 * pending script, a failed one, a changed checksum, a history written by a newer build.
 */
final class MigrationHistory {

    /** Flyway's default naming of a versioned SQL migration: V, the version, two underscores, .sql. */
    private static final Pattern VERSIONED = Pattern.compile("V([^_]+(?:_[^_]+)*?)__.+\\.sql");

    private static final String CLASSPATH = "classpath:";

    private MigrationHistory() {}

    /** One migration script as the schema history records it. */
    record Script(String version, String file, int checksum) {}

    /**
     * True when the schema history {@code dsl} reads records exactly
     * {@code scripts}, each applied with success; false on any difference or when there is no
     * history to read.
     */
    static boolean upToDate(DSLContext dsl, List<Script> scripts) {
        if (scripts.isEmpty()) {
            return false;
        }
        Field<String> version = DSL.field(DSL.name("version"), String.class);
        Field<String> script = DSL.field(DSL.name("script"), String.class);
        Field<Integer> checksum = DSL.field(DSL.name("checksum"), Integer.class);
        Field<Boolean> success = DSL.field(DSL.name("success"), Boolean.class);
        // rendered by jOOQ, run as plain JDBC: the first query of a start, where fetching through jOOQ
        // would first build its result machinery on the one thread the start waits for
        String sql = dsl.render(
                dsl.select(version, script, checksum, success).from(DSL.table(DSL.name("flyway_schema_history"))));
        Set<Script> applied = new HashSet<>();
        try {
            boolean ok = dsl.connectionResult(c -> {
                try (PreparedStatement st = c.prepareStatement(sql);
                        ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        int sum = rs.getInt(3);
                        boolean noChecksum = rs.wasNull();
                        if (!rs.getBoolean(4) || noChecksum || rs.getString(1) == null) {
                            // a failed script, or a row of another sort (a baseline, a repeatable migration)
                            return false;
                        }
                        applied.add(new Script(rs.getString(1), rs.getString(2), sum));
                    }
                    return true;
                }
            });
            if (!ok) {
                return false; // Flyway decides
            }
        } catch (DataAccessException e) {
            // no history table yet (a new database): Flyway creates it
            return false;
        }
        return applied.size() == scripts.size() && applied.containsAll(scripts);
    }

    /** The versioned scripts under Flyway's {@code locations} ("classpath:db/migration"), each with its checksum. */
    static List<Script> scripts(String... locations) {
        List<Script> out = new ArrayList<>();
        ClassLoader loader = MigrationHistory.class.getClassLoader();
        for (String location : locations) {
            if (!location.startsWith(CLASSPATH)) {
                throw new IllegalArgumentException("not a class-path location: " + location);
            }
            String folder = location.substring(CLASSPATH.length());
            try {
                Enumeration<URL> roots = loader.getResources(folder);
                for (URL root : Collections.list(roots)) {
                    collect(folderOf(root), out);
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot list the migrations in " + location, e);
            }
        }
        return List.copyOf(out);
    }

    private static void collect(Path folder, List<Script> out) throws IOException {
        // Flyway looks into sub-folders of a location too
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                String name = file.getFileName().toString();
                Matcher m = VERSIONED.matcher(name);
                if (m.matches()) {
                    out.add(new Script(m.group(1).replace('_', '.'), name, checksum(Files.readString(file))));
                }
            }
        }
    }

    private static Path folderOf(URL root) throws IOException {
        try {
            URI uri = root.toURI();
            if (!"jar".equals(uri.getScheme())) {
                return Path.of(uri);
            }
            // the jar's own file system, shared with the catalog that reads from the same jar
            FileSystem fs;
            try {
                fs = FileSystems.newFileSystem(uri, Map.of());
            } catch (FileSystemAlreadyExistsException e) {
                fs = FileSystems.getFileSystem(uri);
            }
            String spec = uri.getSchemeSpecificPart();
            return fs.getPath(spec.substring(spec.indexOf("!/") + 1));
        } catch (URISyntaxException e) {
            throw new IOException("cannot read the migrations at " + root, e);
        }
    }

    /**
     * A script's checksum as Flyway computes it: CRC-32 over the UTF-8 bytes of each line without
     * its line break, after a byte-order mark at the start is removed, read back as a signed int.
     */
    static int checksum(String text) {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        CRC32 crc = new CRC32();
        body.lines().forEach(line -> crc.update(line.getBytes(StandardCharsets.UTF_8)));
        return (int) crc.getValue();
    }
}
