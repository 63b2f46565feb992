package dev.wirespeed.store;

import dev.wirespeed.plan.Plan;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import dev.wirespeed.testing.TestDatabases;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;

import static org.assertj.core.api.Assertions.assertThat;

/** A database written by an older Wirespeed opens with what it stored still readable. */
@OnEachDatabase
class MigrationsTest {

    private static final Path FIX = TestApp.baseDir().resolve("src/test/resources/fixtures");

    private Path dataDir;
    private DatabaseLocation location;

    @BeforeEach
    void anOldDatabase() throws Exception {
        dataDir = Files.createTempDirectory("wirespeed-migrate-");
        location = TestDatabases.fresh(dataDir);
        TestDatabases.migrateTo(location, "1");
    }

    @AfterEach
    void remove() {
        TestDatabases.release(location);
        TestApp.deleteTree(dataDir);
    }

    private void insertPlan(String id, String doc) throws Exception {
        try (Connection c = TestDatabases.connect(location);
                PreparedStatement st = c.prepareStatement("INSERT INTO plan (id, name, doc) VALUES (?, ?, ?)")) {
            st.setString(1, id);
            st.setString(2, id);
            st.setString(3, doc);
            st.executeUpdate();
        }
    }

    @Test
    void hostsWhoseRoleWasOtherOrFreeText_loseTheRole_andKeepEverythingElseInOrder() throws Exception {
        // the editor offered "other"; an imported document could say anything
        insertPlan(
                "p1",
                """
                {"schemaVersion": 1, "id": "p1", "name": "old", "currency": "JPY",
                 "hosts": [{"id": "a", "name": "A", "role": "other", "os": "windows", "owned": true},
                           {"id": "b", "name": "B", "role": "nas", "os": "linux"},
                           {"id": "c", "name": "C", "role": "toaster", "os": "linux", "cpuScore": 2000},
                           {"id": "d", "name": "D", "os": "freebsd"}],
                 "flows": [{"id": "f", "from": "a", "to": "b", "tool": "iperf3", "streams": 2, "initiator": "sender"}]}""");
        insertPlan(
                "p2",
                """
                {"schemaVersion": 1, "id": "p2", "name": "untouched", "currency": "JPY",
                 "hosts": [{"id": "a", "name": "A", "role": "desktop", "os": "linux"}]}""");

        try (Database db = Database.open(location)) {
            PlanRepository plans = new PlanRepository(db);
            Plan p = plans.find("p1").orElseThrow();
            assertThat(p.hosts()).extracting(Plan.Host::id).containsExactly("a", "b", "c", "d");
            assertThat(p.hosts())
                    .extracting(h -> h.role() == null ? null : h.role().toString())
                    .containsExactly(null, "nas", null, null);
            assertThat(p.hosts().get(0).owned()).isTrue();
            assertThat(p.hosts().get(0).os()).hasToString("windows");
            assertThat(p.hosts().get(2).cpuScore()).isEqualTo(2000);
            assertThat(p.flows().get(0).streams()).isEqualTo(2);
            assertThat(plans.find("p2").orElseThrow().hosts().get(0).role()).hasToString("desktop");
        }
    }

    @Test
    void runsStoredBefore_getTheVersionTheirParsedFormCarries() throws Exception {
        try (Connection c = TestDatabases.connect(location);
                PreparedStatement st = c.prepareStatement(
                        "INSERT INTO measurement (id, content_hash, format, origin, run_json, raw_text)"
                                + " VALUES (?, ?, ?, 'cli-import', ?, 'raw')")) {
            st.setString(1, "m1");
            st.setString(2, "h1");
            st.setString(3, "iperf3-json");
            st.setString(
                    4,
                    "{\"format\":\"iperf3-json\",\"tool\":\"iperf3\",\"toolVersion\":\"3.12\",\"gbps\":9.4,\"raw\":\"raw\"}");
            st.executeUpdate();
            st.setString(1, "m2");
            st.setString(2, "h2");
            st.setString(3, "iperf3-text");
            st.setString(4, "{\"format\":\"iperf3-text\",\"tool\":\"iperf3\",\"gbps\":9.4,\"raw\":\"raw\"}");
            st.executeUpdate();
        }

        try (Database db = Database.open(location)) {
            MeasurementRepository runs = new MeasurementRepository(db);
            assertThat(runs.get("m1").orElseThrow().toolVersion()).isEqualTo("3.12");
            assertThat(runs.get("m2").orElseThrow().toolVersion()).isNull();
        }
    }
}
