package dev.wirespeed.web;

import dev.wirespeed.app.MeasurementService;
import dev.wirespeed.app.Wirespeed;
import dev.wirespeed.store.DatabaseLocation;
import dev.wirespeed.store.DatabaseLocation.Engine;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.RawHttp;
import dev.wirespeed.testing.TestApp;
import dev.wirespeed.testing.TestDatabases;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** Stopping the server lets the request in flight finish; /health says 503 when the database is gone. */
@OnEachDatabase
class GracefulStopTest {

    private Path dir;
    private DatabaseLocation location;
    private Wirespeed app;
    private WebApp web;

    @BeforeEach
    void start() throws Exception {
        dir = Files.createTempDirectory("wirespeed-stop-test-");
        location = TestDatabases.fresh(dir);
        app = Wirespeed.open(location, TestApp.repoCatalog());
        app.prepareToServe(null);
        web = WebApp.start(app, "127.0.0.1", 0, MeasurementService.DEFAULT_MAX_BYTES);
    }

    @AfterEach
    void stop() {
        web.close();
        app.close();
        TestDatabases.release(location);
        TestApp.deleteTree(dir);
    }

    private static String readAll(InputStream in) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        in.transferTo(out);
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aRequestInFlightWhenTheServerStops_isAnsweredInFull_beforeTheStopReturns() throws Exception {
        byte[] body = app.plans().write(app.plans().example("seed-000")).getBytes(StandardCharsets.UTF_8);
        // a slow request: another writer holds a lock saving the plan needs (SQLite's one write lock, or
        // on PostgreSQL the plan table's, which only table locks block inserts on), so the save waits for it
        try (Connection writer = TestDatabases.connect(location);
                Socket s = new Socket("127.0.0.1", web.port())) {
            writer.setAutoCommit(false);
            try (Statement st = writer.createStatement()) {
                st.executeUpdate(
                        location.engine() == Engine.POSTGRESQL
                                ? "LOCK TABLE plan IN EXCLUSIVE MODE"
                                : "UPDATE data_version SET version = version WHERE kind = 'settings'");
            }
            s.setSoTimeout(30_000);
            OutputStream out = s.getOutputStream();
            out.write(("POST /api/plans HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                            + "Content-Length: " + body.length + "\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.write(body);
            out.flush();
            // in flight once its handlers run (the before-handler counts it); a loaded machine may take a while
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (app.metrics().inFlight() == 0 && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertThat(app.metrics().inFlight()).isEqualTo(1);
            CompletableFuture<Void> stopping = CompletableFuture.runAsync(web::close);
            Thread.sleep(1000);
            assertThat(stopping).as("the stop waits for the request in flight").isNotDone();

            writer.commit();
            String answer = readAll(s.getInputStream());

            assertThat(answer).startsWith("HTTP/1.1 201");
            stopping.get(WebApp.STOP_TIMEOUT_MILLIS, TimeUnit.MILLISECONDS);
        }
        // stored in full: the seed examples and the plan the slow request sent
        List<String> names = new ArrayList<>();
        app.plans().list().forEach(p -> names.add(p.plan().name()));
        assertThat(names).hasSize(6);
    }

    @Test
    void withTheDatabaseClosed_healthSays503_unreachable() throws Exception {
        app.close();

        RawHttp.Response r = RawHttp.send(web.port(), "GET /health HTTP/1.1\r\nHost: 127.0.0.1");

        assertThat(r.status()).isEqualTo(503);
        assertThat(r.body()).contains("\"status\":\"unavailable\"").contains("\"reachable\":false");
    }
}
