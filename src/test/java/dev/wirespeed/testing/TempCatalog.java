package dev.wirespeed.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** A scratch catalog folder with the real schemas and whatever part files a test writes. */
public final class TempCatalog implements AutoCloseable {

    private final Path root;

    public TempCatalog() {
        try {
            root = Files.createTempDirectory("wirespeed-catalog-");
            Path schema = Files.createDirectories(root.resolve("schema"));
            try (Stream<Path> s = Files.list(TestApp.repoCatalog().resolve("schema"))) {
                for (Path p : s.toList()) {
                    Files.copy(p, schema.resolve(p.getFileName()));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public Path root() {
        return root;
    }

    /** Writes {@code text} to {@code relativePath} (folders created). */
    public TempCatalog write(String relativePath, String text) {
        try {
            Path p = root.resolve(relativePath);
            Files.createDirectories(p.getParent());
            Files.writeString(p, text);
            return this;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Copies a file of the repository catalog (e.g. "nics/mellanox-mcx4121a-acat.yaml"). */
    public TempCatalog copyFromRepo(String relativePath) {
        try {
            return write(relativePath, Files.readString(TestApp.repoCatalog().resolve(relativePath)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public void delete(String relativePath) {
        try {
            Files.deleteIfExists(root.resolve(relativePath));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        TestApp.deleteTree(root);
    }
}
