package dev.wirespeed.store;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirespeed.json.Json;
import dev.wirespeed.measure.parse.ParsedRun;
import dev.wirespeed.measure.parse.Parsers;
import dev.wirespeed.plan.Initiator;
import dev.wirespeed.plan.Os;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Tool;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import dev.wirespeed.testing.TestDatabases;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static dev.wirespeed.store.jooq.Tables.MEASUREMENT;
import static org.assertj.core.api.Assertions.assertThat;

/** Plans and measured runs go into the database (SQLite or PostgreSQL) as JSON documents and come back as the same records. */
@OnEachDatabase
class DocumentRepositoriesTest {

    private static final Path FIX = TestApp.baseDir().resolve("src/test/resources/fixtures");

    private Path dataDir;
    private DatabaseLocation location;
    private Database db;

    @BeforeEach
    void open() throws Exception {
        dataDir = Files.createTempDirectory("wirespeed-store-");
        location = TestDatabases.fresh(dataDir);
        db = Database.open(location);
    }

    @AfterEach
    void close() {
        db.close();
        TestDatabases.release(location);
        TestApp.deleteTree(dataDir);
    }

    private static Plan twoHostPlan(String id, String name) {
        Plan.NicPlacement card = new Plan.NicPlacement(
                "n",
                null,
                new Plan.GenericNic(10.0, "sfp+", null, null, null, null, null),
                null,
                null,
                null,
                new Plan.Negotiated(2, 1, "lspci"),
                1500,
                false);
        return new Plan(
                Plan.SCHEMA_VERSION,
                id,
                name,
                null,
                "JPY",
                List.of(
                        new Plan.Host(
                                "a",
                                "a",
                                null,
                                Os.LINUX,
                                null,
                                null,
                                null,
                                null,
                                null,
                                List.of(),
                                null,
                                List.of(card),
                                null,
                                false),
                        new Plan.Host(
                                "b",
                                "b",
                                null,
                                Os.WINDOWS,
                                null,
                                null,
                                null,
                                null,
                                null,
                                List.of(),
                                null,
                                List.of(card),
                                null,
                                false)),
                List.of(),
                List.of(new Plan.Link(
                        "l",
                        new Plan.End("a", "n", 1),
                        new Plan.End("b", "n", 1),
                        null,
                        null,
                        null,
                        null,
                        "dac",
                        null,
                        false,
                        false)),
                List.of(new Plan.Flow("f", "a", "b", Tool.IPERF3, 1, Initiator.SENDER, null, false)),
                List.of());
    }

    @Test
    void aStoredPlanReadsBackAsTheSamePlan_atVersion1_andAnUpdateChecksTheVersion() {
        PlanRepository plans = new PlanRepository(db);
        Plan plan = twoHostPlan("p1", "desk to nas");
        plans.insert(plan, "seed-001");
        StoredPlan stored = plans.get("p1").orElseThrow();
        assertThat(stored.plan()).isEqualTo(plan);
        assertThat(stored.version()).isEqualTo(1);
        assertThat(stored.exampleOf()).isEqualTo("seed-001");
        assertThat(plans.byExample("seed-001")).contains(stored);

        Plan renamed = twoHostPlan("p1", "desk to nas, renamed");
        assertThat(plans.update(renamed, 1)).contains(2L);
        assertThat(plans.update(renamed, 1)).isEmpty();
        assertThat(plans.find("p1")).contains(renamed);
    }

    @Test
    void aStoredRunReadsBackAsTheSameParsedRun_attachedToItsFlow() throws Exception {
        MeasurementRepository runs = new MeasurementRepository(db);
        ParsedRun run = Parsers.parse(Files.readString(FIX.resolve("iperf3-text/seed001-client-pcie-x1.txt")))
                .runs()
                .get(0);
        List<MeasurementRepository.Inserted> ins =
                runs.insertAll(List.of(new StoredMeasurement.New("m1", "hash-1", "cli-import", "p1", "f", null, run)));
        assertThat(ins).containsExactly(new MeasurementRepository.Inserted("m1", true));
        // The same content hash again is the run stored before.
        assertThat(runs.insertAll(
                        List.of(new StoredMeasurement.New("m2", "hash-1", "cli-import", null, null, null, run))))
                .containsExactly(new MeasurementRepository.Inserted("m1", false));

        StoredMeasurement back = runs.get("m1").orElseThrow();
        assertThat(back.run()).isEqualTo(run);
        assertThat(back.planId() + "/" + back.flowId()).isEqualTo("p1/f");
        assertThat(back.detached()).isFalse();
        assertThat(runs.attached()).extracting(StoredMeasurement::id).containsExactly("m1");
    }

    @Test
    void oneInsertOfSeveralRuns_storesEachNewHashOnce_andNamesTheStoredIdForARepeatInTheSameCallOrAnEarlierOne()
            throws Exception {
        MeasurementRepository runs = new MeasurementRepository(db);
        ParsedRun run = Parsers.parse(Files.readString(FIX.resolve("iperf3-text/seed001-client-pcie-x1.txt")))
                .runs()
                .get(0);
        runs.insertAll(List.of(new StoredMeasurement.New("m0", "hash-0", "cli-import", null, null, null, run)));

        List<MeasurementRepository.Inserted> ins = runs.insertAll(List.of(
                new StoredMeasurement.New("m1", "hash-1", "cli-import", null, null, null, run),
                new StoredMeasurement.New("m2", "hash-0", "cli-import", null, null, null, run),
                new StoredMeasurement.New("m3", "hash-1", "cli-import", null, null, null, run),
                new StoredMeasurement.New("m4", "hash-4", "cli-import", null, null, null, run)));

        assertThat(ins)
                .containsExactly(
                        new MeasurementRepository.Inserted("m1", true),
                        new MeasurementRepository.Inserted("m0", false),
                        new MeasurementRepository.Inserted("m1", false),
                        new MeasurementRepository.Inserted("m4", true));
        // m0, m1 and m4: three hashes, three rows
        assertThat(runs.count()).isEqualTo(3);
        assertThat(runs.insertAll(List.of())).isEmpty();
    }

    @Test
    void aStoredIperf3JsonRun_comesBackWithTheVersionItPrinted_andATextRunWithoutOne() throws Exception {
        MeasurementRepository runs = new MeasurementRepository(db);
        // "version": "iperf 3.12" in the -J output's start section
        ParsedRun json = Parsers.parse(Files.readString(FIX.resolve("iperf3-json/local-3.12-client-tcp.json")))
                .runs()
                .get(0);
        ParsedRun text = Parsers.parse(Files.readString(FIX.resolve("iperf3-text/seed001-client-pcie-x1.txt")))
                .runs()
                .get(0);
        runs.insertAll(List.of(
                new StoredMeasurement.New("m1", "hash-1", "cli-import", null, null, null, json),
                new StoredMeasurement.New("m2", "hash-2", "cli-import", null, null, null, text)));

        assertThat(runs.get("m1").orElseThrow().toolVersion()).isEqualTo("3.12");
        assertThat(runs.get("m2").orElseThrow().toolVersion()).isNull();
    }

    @Test
    void aRunsRawTextIsStoredOnce_inItsOwnColumn_andRowsThatAlsoCarryItInTheirDocumentStillReadBack() throws Exception {
        MeasurementRepository runs = new MeasurementRepository(db);
        ParsedRun run = Parsers.parse(Files.readString(FIX.resolve("iperf3-json/local-3.12-client-tcp.json")))
                .runs()
                .get(0);
        runs.insertAll(List.of(new StoredMeasurement.New("m1", "hash-1", "cli-import", null, null, null, run)));

        var row = db.dsl()
                .select(MEASUREMENT.RUN_JSON, MEASUREMENT.RAW_TEXT)
                .from(MEASUREMENT)
                .where(MEASUREMENT.ID.eq("m1"))
                .fetchOne();
        assertThat(row.value2()).isEqualTo(run.raw());
        assertThat(row.value1()).doesNotContain("\"raw\"");
        // The parsed document is a small fraction of the run it came from, not a second copy of it.
        assertThat(row.value1().length()).isLessThan(run.raw().length());
        assertThat(runs.get("m1").orElseThrow().run()).isEqualTo(run);

        // A row stored before the raw text moved out keeps it inside its document too: same run back.
        ObjectNode old = Json.mapper().valueToTree(run);
        db.dsl()
                .update(MEASUREMENT)
                .set(MEASUREMENT.RUN_JSON, Json.mapper().writeValueAsString(old))
                .where(MEASUREMENT.ID.eq("m1"))
                .execute();
        assertThat(runs.get("m1").orElseThrow().run()).isEqualTo(run);
    }
}
