package dev.wirespeed.web;

import org.eclipse.jetty.util.resource.Resource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static org.assertj.core.api.Assertions.assertThat;

/** Jetty's jar: resources of the application's jar come from its one shared zip file system; other jars' as before. */
class SharedJarResourcesTest {

    @TempDir
    Path dir;

    private static Path jar(Path file, String entry, String text) throws IOException {
        try (OutputStream out = Files.newOutputStream(file);
                ZipOutputStream zip = new ZipOutputStream(out)) {
            zip.putNextEntry(new ZipEntry(entry));
            zip.write(text.getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
        }
        return file;
    }

    private static String read(Resource r) throws IOException {
        try (InputStream in = r.newInputStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void aResourceOfTheApplicationsJarIsReadThroughTheSharedFileSystemAndAnotherJarsThroughItsOwn() throws Exception {
        Path app = jar(dir.resolve("app.jar"), "web/static/a.css", "body{}");
        Path other = jar(dir.resolve("other.jar"), "x.txt", "other");
        URI appUri = URI.create("jar:" + app.toUri());
        try (FileSystem shared = FileSystems.newFileSystem(appUri, Map.of())) {
            SharedJarResources factory = new SharedJarResources(app.toRealPath(), shared);

            Resource a = factory.newResource(URI.create(appUri + "!/web/static/a.css"));
            assertThat(read(a)).isEqualTo("body{}");
            assertThat(a.getPath().getFileSystem()).isSameAs(shared);
            // closing a resource's factory never closes the shared file system (Jetty's forced file system)
            assertThat(shared.isOpen()).isTrue();

            Resource x = factory.newResource(URI.create("jar:" + other.toUri() + "!/x.txt"));
            assertThat(read(x)).isEqualTo("other");
            assertThat(x.getPath().getFileSystem()).isNotSameAs(shared);

            // an entry the jar does not hold is no resource, as with Jetty's own factory
            assertThat(factory.newResource(URI.create(appUri + "!/web/static/missing.css")))
                    .isNull();
        }
    }
}
