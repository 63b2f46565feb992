package dev.wirespeed.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirespeed.app.MeasurementService;
import dev.wirespeed.app.Wirespeed;
import dev.wirespeed.store.DatabaseLocation;
import dev.wirespeed.web.AuthOptions;
import dev.wirespeed.web.WebApp;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The real application (the {@link Wirespeed} composition root under the web adapter) on an
 * ephemeral port with a fresh temporary data folder and the repository's catalog/ folder. Close it to stop the server and delete the data.
 * Its database is a new one on the engine of the running variant ({@link TestDatabases#current}): the SQLite file in the data
 * folder, or a fresh PostgreSQL schema in an {@link OnEachDatabase} class's PostgreSQL variant.
 */
public final class TestApp implements AutoCloseable {

    private final Path dataDir;
    private final DatabaseLocation database;
    private final boolean ownsData;
    private final Wirespeed app;
    private final WebApp web;
    private final HttpClient http = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(5))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();

    private TestApp(Path dataDir, Path catalogDir) {
        this(dataDir, catalogDir, AuthOptions.OPEN, List.of());
    }

    private TestApp(Path dataDir, Path catalogDir, AuthOptions auth, List<String> hosts) {
        this(dataDir, TestDatabases.fresh(dataDir), catalogDir, auth, hosts, true);
    }

    /** {@code ownsData}: whether closing this app releases the database and deletes the data folder. */
    private TestApp(
            Path dataDir,
            DatabaseLocation database,
            Path catalogDir,
            AuthOptions auth,
            List<String> hosts,
            boolean ownsData) {
        this.dataDir = dataDir;
        this.database = database;
        this.ownsData = ownsData;
        // Served as ServeCommand serves: the composition root, prepared to serve, under the web adapter.
        this.app = Wirespeed.open(database, catalogDir);
        try {
            app.prepareToServe(null);
            this.web = WebApp.start(app, "127.0.0.1", 0, MeasurementService.DEFAULT_MAX_BYTES, auth, hosts);
        } catch (RuntimeException e) {
            app.close();
            throw e;
        }
    }

    public static TestApp start() {
        return start(repoCatalog());
    }

    /** The app with sign-in on, as it is served beyond loopback ({@code auth} says how). */
    public static TestApp startWithSignIn(AuthOptions auth) {
        try {
            return new TestApp(Files.createTempDirectory("wirespeed-test-"), repoCatalog(), auth, List.of());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static TestApp start(Path catalogDir) {
        try {
            return new TestApp(Files.createTempDirectory("wirespeed-test-"), catalogDir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Started as {@code serve --host NAME} starts: answering to {@code hosts} as well as the defaults. */
    public static TestApp answeringTo(String... hosts) {
        try {
            return new TestApp(
                    Files.createTempDirectory("wirespeed-test-"), repoCatalog(), AuthOptions.OPEN, List.of(hosts));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The port the server listens on. */
    public int port() {
        return URI.create(url("/")).getPort();
    }

    /**
     * A second instance on {@code first}'s database (one SQLite file, as two servers share one database
     * behind a balancer), with its own caches and port. Closing it leaves the data to {@code first}.
     */
    public static TestApp sharing(TestApp first) {
        return new TestApp(first.dataDir, first.database, repoCatalog(), AuthOptions.OPEN, List.of(), false);
    }

    /** Restarts on the same data folder (to test what survives a restart). */
    public static TestApp restart(TestApp old, Path catalogDir) {
        old.stop();
        return new TestApp(old.dataDir, old.database, catalogDir, AuthOptions.OPEN, List.of(), true);
    }

    public static Path baseDir() {
        return Path.of(System.getProperty("wirespeed.basedir", "."));
    }

    public static Path repoCatalog() {
        return baseDir().resolve("catalog");
    }

    public Wirespeed app() {
        return app;
    }

    public Path dataDir() {
        return dataDir;
    }

    /** The database the app opened (SQLite in {@link #dataDir()}, or its PostgreSQL schema). */
    public DatabaseLocation database() {
        return database;
    }

    public String url(String path) {
        return "http://127.0.0.1:" + web.port() + path;
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    /** A response body as a JSON tree. */
    public static JsonNode json(HttpResponse<String> r) throws IOException {
        return JSON.readTree(r.body());
    }

    public HttpResponse<String> get(String path) {
        return send(HttpRequest.newBuilder(URI.create(url(path))).GET().build());
    }

    public HttpResponse<String> get(String path, String acceptLanguage) {
        return send(HttpRequest.newBuilder(URI.create(url(path)))
                .header("Accept-Language", acceptLanguage)
                .GET()
                .build());
    }

    public HttpResponse<String> post(String path, String body, String contentType) {
        return send(HttpRequest.newBuilder(URI.create(url(path)))
                .header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build());
    }

    public HttpResponse<String> postJson(String path, String json) {
        return post(path, json, "application/json");
    }

    public HttpResponse<String> postForm(String path, String form) {
        return post(path, form, "application/x-www-form-urlencoded");
    }

    public HttpResponse<String> put(String path, String json, String ifMatch) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url(path)))
                .header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(json));
        if (ifMatch != null) {
            b.header("If-Match", ifMatch);
        }
        return send(b.build());
    }

    public HttpResponse<String> delete(String path) {
        return send(HttpRequest.newBuilder(URI.create(url(path))).DELETE().build());
    }

    public HttpResponse<String> send(HttpRequest request) {
        try {
            return http.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private void stop() {
        web.close();
        app.close();
    }

    @Override
    public void close() {
        stop();
        if (ownsData) {
            TestDatabases.release(database);
            deleteTree(dataDir);
        }
    }

    public static void deleteTree(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
