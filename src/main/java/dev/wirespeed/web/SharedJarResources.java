package dev.wirespeed.web;

import org.eclipse.jetty.util.URIUtil;
import org.eclipse.jetty.util.resource.MountedPathResourceFactory;
import org.eclipse.jetty.util.resource.Resource;
import org.eclipse.jetty.util.resource.ResourceFactory;

import java.io.IOException;
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
 * Jetty's factory for {@code jar:} resources, made to read the application's own jar through the one
 * zip file system the JDK keeps for it (the one the catalog and the migrations read through too).
 *
 * <p>Jetty 12's default ({@link MountedPathResourceFactory} without a file system) opens a new
 * {@code ZipFileSystem} of the jar for every resource it is asked for, each with its own copy of the
 * jar's central directory and an index node per entry: for the fat jar's 21,000 entries that is about
 * 6 MB of heap and tens of milliseconds each, and the static-file handlers keep eight of them open. A
 * {@code jar:} URI of any other jar (the tests run from classes beside dependency jars) still gets
 * Jetty's own factory, so its resources are what they were.
 */
final class SharedJarResources implements ResourceFactory {

    private final Path jar;
    private final ResourceFactory shared;
    private final ResourceFactory others = new MountedPathResourceFactory();

    SharedJarResources(Path jar, FileSystem fs) {
        this.jar = jar;
        this.shared = new MountedPathResourceFactory(fs);
    }

    private static boolean installed;

    /**
     * Registers the factory for the {@code jar} scheme when the class path resource {@code probe}
     * (a file the application ships) is inside a jar; otherwise (running from classes) leaves Jetty's
     * as it is. Idempotent.
     */
    static synchronized void install(String probe) {
        if (installed) {
            return;
        }
        installed = true;
        URL url = SharedJarResources.class.getResource(probe);
        if (url == null) {
            return;
        }
        try {
            URI uri = url.toURI();
            if (!"jar".equals(uri.getScheme())) {
                return;
            }
            FileSystem fs;
            try {
                fs = FileSystems.newFileSystem(uri, Map.of());
            } catch (FileSystemAlreadyExistsException e) {
                fs = FileSystems.getFileSystem(uri);
            }
            Path jar = Path.of(URIUtil.unwrapContainer(uri)).toRealPath();
            ResourceFactory.registerResourceFactory("jar", new SharedJarResources(jar, fs));
        } catch (URISyntaxException | IOException | RuntimeException e) {
            // Jetty's own factory stays: slower and larger, never wrong
        }
    }

    @Override
    public Resource newResource(URI uri) {
        return ofThisJar(uri) ? shared.newResource(uri) : others.newResource(uri);
    }

    private boolean ofThisJar(URI uri) {
        try {
            Path container = Path.of(URIUtil.unwrapContainer(uri).normalize());
            return Files.exists(container) && Files.isSameFile(container, jar);
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }
}
