package dev.wirespeed.catalog.load;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * Finds the catalog folder: a folder given by the person, else the catalog packed into the jar
 * (so that {@code java -jar} works from any folder), else ./catalog in development.
 */
public final class CatalogLocation {

    private CatalogLocation() {}

    public static Path resolve(Path explicit) {
        if (explicit != null) {
            if (!Files.isDirectory(explicit)) {
                throw new IllegalArgumentException("catalog folder not found: " + explicit);
            }
            return explicit;
        }
        Path bundled = bundled();
        if (bundled != null) {
            return bundled;
        }
        Path local = Path.of("catalog");
        if (Files.isDirectory(local.resolve("schema"))) {
            return local;
        }
        throw new IllegalStateException("no catalog found: pass --catalog DIR");
    }

    /** The catalog on the class path (inside the jar or under target/classes), or null. */
    public static Path bundled() {
        URL url = CatalogLocation.class.getClassLoader().getResource("catalog/schema/common.schema.json");
        if (url == null) {
            return null;
        }
        try {
            URI uri = url.toURI();
            if ("jar".equals(uri.getScheme())) {
                FileSystem fs;
                try {
                    fs = FileSystems.newFileSystem(uri, Map.of());
                } catch (FileSystemAlreadyExistsException e) {
                    fs = FileSystems.getFileSystem(uri);
                }
                return fs.getPath("/catalog");
            }
            return Path.of(uri).getParent().getParent();
        } catch (URISyntaxException | IOException e) {
            throw new UncheckedIOException(new IOException("cannot open the bundled catalog: " + e.getMessage(), e));
        }
    }
}
