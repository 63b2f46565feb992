package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirespeed.app.PlanService;
import dev.wirespeed.app.Wirespeed;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.store.DatabaseLocation;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import dev.wirespeed.testing.TestDatabases;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static dev.wirespeed.testing.TestApp.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Two instances on one database, as a team runs them behind a balancer: each has its own caches
 * (catalog, calibration, evaluations), and what one stores is what the other serves on its next
 * request, because both key their caches on the data version counters in the database. On SQLite
 * (one file) and on PostgreSQL (one schema).
 */
@OnEachDatabase
class TwoInstancesTest {

    private static final Path FIXTURES = TestApp.baseDir().resolve("src/test/resources/fixtures");

    private TestApp first;
    private TestApp second;

    @BeforeEach
    void start() {
        first = TestApp.start();
        second = TestApp.sharing(first);
    }

    @AfterEach
    void stop() {
        second.close();
        first.close();
    }

    private static String example(TestApp app, String seed) throws Exception {
        for (JsonNode p : json(app.get("/api/plans"))) {
            if (seed.equals(p.path("exampleOf").asText())) {
                return p.get("id").asText();
            }
        }
        throw new AssertionError("no example " + seed);
    }

    private static String renamed(TestApp app, String id, String name) {
        PlanService plans = app.app().plans();
        Plan p = plans.get(id).plan();
        return plans.write(new Plan(
                p.schemaVersion(),
                p.id(),
                name,
                p.description(),
                p.currency(),
                p.hosts(),
                p.switches(),
                p.links(),
                p.flows(),
                p.prices()));
    }

    private static double flowGbps(TestApp app, String plan, String flow) throws Exception {
        for (JsonNode f : json(app.get("/api/plans/" + plan + "/evaluation")).get("flows")) {
            if (f.get("id").asText().equals(flow)) {
                return f.get("prediction").get("gbps").asDouble();
            }
        }
        throw new AssertionError("no flow " + flow);
    }

    @Test
    void anEditInOneInstance_isServedByTheOther_onItsNextRequest() throws Exception {
        String id = example(first, "seed-000");
        // the second has evaluated the plan at version 1, so its evaluation cache holds that version
        assertThat(second.get("/api/plans/" + id + "/evaluation").statusCode()).isEqualTo(200);

        HttpResponse<String> edited = first.put("/api/plans/" + id, renamed(first, id, "Edited in the first"), "\"1\"");
        assertThat(edited.statusCode()).as(edited.body()).isEqualTo(200);

        HttpResponse<String> seen = second.get("/api/plans/" + id);
        assertThat(json(seen).get("name").asText()).isEqualTo("Edited in the first");
        assertThat(seen.headers().firstValue("ETag")).contains("\"2\"");
        assertThat(json(second.get("/api/plans/" + id + "/evaluation"))
                        .get("version")
                        .asLong())
                .isEqualTo(2);
    }

    @Test
    void anEditOfAVersionTheOtherInstanceReplaced_is409() throws Exception {
        String id = example(first, "seed-000");
        assertThat(second.put("/api/plans/" + id, renamed(second, id, "Saved by the second"), "\"1\"")
                        .statusCode())
                .isEqualTo(200);

        HttpResponse<String> stale = first.put("/api/plans/" + id, renamed(first, id, "Saved by the first"), "\"1\"");

        assertThat(stale.statusCode()).isEqualTo(409);
        assertThat(json(first.get("/api/plans/" + id)).get("name").asText()).isEqualTo("Saved by the second");
    }

    @Test
    void aCustomPartAddedInOneInstance_isInTheOthersCatalog() throws Exception {
        // the second has built its in-memory catalog without the part
        assertThat(second.get("/api/parts/acme-x1").statusCode()).isEqualTo(404);

        assertThat(first.postJson("/api/parts", CatalogApiTest.CUSTOM).statusCode())
                .isEqualTo(201);

        assertThat(second.get("/api/parts/acme-x1").statusCode()).isEqualTo(200);
        assertThat(first.delete("/api/parts/acme-x1").statusCode()).isEqualTo(204);
        assertThat(second.get("/api/parts/acme-x1").statusCode()).isEqualTo(404);
    }

    @Test
    void aRunImportedInOneInstance_movesTheOthersPrediction() throws Exception {
        String plan = example(first, "seed-001");
        // Uncalibrated: PCIe 2.0 x1 = 4.0 Gbit/s x 1448/1842 = 3.1444 Gbit/s, learned by the second now.
        assertThat(flowGbps(second, plan, "win-to-server")).isCloseTo(4.0 * 1448 / 1842, within(0.001));

        String run = Files.readString(FIXTURES.resolve("iperf3-text/seed001-client-pcie-x1.txt"));
        HttpResponse<String> imported =
                first.post("/api/measurements?plan=" + plan + "&flow=win-to-server", run, "text/plain");
        assertThat(imported.statusCode()).as(imported.body()).isEqualTo(201);

        // Measured 3.01 Gbit/s (seed 001 at x1): the second's prediction moves to within 3% of it.
        double after = flowGbps(second, plan, "win-to-server");
        assertThat(Math.abs(after - 3.01) / 3.01).isLessThan(0.03);
    }

    @Test
    void twoInstancesStartingAtOnceOnAnEmptyDatabase_importTheCatalogOnce_andMakeEachExampleOnce() throws Exception {
        Path dir = Files.createTempDirectory("wirespeed-two-starts-");
        DatabaseLocation database = TestDatabases.fresh(dir);
        CountDownLatch go = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Wirespeed> apps = new ArrayList<>();
        try {
            List<Future<Wirespeed>> starts = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                starts.add(pool.submit(() -> {
                    go.await();
                    Wirespeed app = Wirespeed.open(database, TestApp.repoCatalog());
                    app.prepareToServe(null);
                    return app;
                }));
            }
            go.countDown();
            for (Future<Wirespeed> f : starts) {
                apps.add(f.get(120, TimeUnit.SECONDS));
            }
            long imports = apps.stream().filter(a -> a.catalog().reimported()).count();
            assertThat(imports).isEqualTo(1);
            for (Wirespeed app : apps) {
                List<String> seeds = app.plans().list().stream()
                        .map(PlanService.Stored::exampleOf)
                        .sorted()
                        .toList();
                assertThat(seeds).isEqualTo(PlanService.EXAMPLES);
                assertThat(app.catalog().catalog().size())
                        .isEqualTo(apps.get(0).catalog().catalog().size())
                        .isPositive();
            }
        } finally {
            pool.shutdownNow();
            apps.forEach(Wirespeed::close);
            TestDatabases.release(database);
            TestApp.deleteTree(dir);
        }
    }
}
