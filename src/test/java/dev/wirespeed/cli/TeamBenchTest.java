package dev.wirespeed.cli;

import dev.wirespeed.plan.Plan;
import dev.wirespeed.store.DatabaseLocation;
import dev.wirespeed.store.DatabaseLocation.Engine;
import dev.wirespeed.store.StoredVersion;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.Plans;
import dev.wirespeed.testing.TestApp;
import dev.wirespeed.testing.TestDatabases;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code bench team}: its check of the acknowledged edits reads each plan's history once, and one
 * run prints the shared-database line and the one-instance SQLite comparison after it (with the
 * shared database on PostgreSQL in the PostgreSQL variant).
 */
@OnEachDatabase
class TeamBenchTest {

    private static final Plan FIXTURE = Plans.aPlan().build();

    private static Plan named(String name) {
        Plan p = FIXTURE;
        return new Plan(
                p.schemaVersion(),
                "pteam",
                name,
                p.description(),
                p.currency(),
                p.hosts(),
                p.switches(),
                p.links(),
                p.flows(),
                p.prices());
    }

    private static StoredVersion version(String planId, long v, String name) {
        return new StoredVersion(planId, v, named(name), null, "2026-12-01T00:00:00Z", null, null);
    }

    @Test
    void theCheckOfTheEdits_readsEachPlansHistoryOnce_howeverManyEditsItHas() {
        Map<String, List<TeamBench.Ack>> acks = Map.of(
                "a", List.of(new TeamBench.Ack("a", 2, "a 0"), new TeamBench.Ack("a", 3, "a 1")),
                "b", List.of(new TeamBench.Ack("b", 2, "b 0"), new TeamBench.Ack("b", 3, "b 1")));
        List<String> read = new ArrayList<>();

        long lost = TeamBench.lostEdits(acks, id -> {
            read.add(id);
            return List.of(version(id, 3, id + " 1"), version(id, 2, id + " 0"), version(id, 1, "first"));
        });

        assertThat(lost).isZero();
        assertThat(read).containsExactlyInAnyOrder("a", "b");
    }

    @Test
    void anEditMissingFromTheHistory_orHoldingAnotherName_isLost() {
        Map<String, List<TeamBench.Ack>> acks = Map.of(
                "a",
                List.of(
                        new TeamBench.Ack("a", 2, "a 0"),
                        new TeamBench.Ack("a", 3, "a 1"),
                        new TeamBench.Ack("a", 4, "a 2")));

        // version 3 holds another client's name and version 4 was never kept: 2 of the 3 are lost
        long lost = TeamBench.lostEdits(acks, id -> List.of(version(id, 3, "someone else"), version(id, 2, "a 0")));

        assertThat(lost).isEqualTo(2);
    }

    @Test
    @Timeout(value = 5, unit = TimeUnit.MINUTES)
    void oneRun_printsTheSharedDatabasesLine_andThenTheOneInstanceSqliteComparison(@TempDir Path dir) {
        // the shared database of this variant: PostgreSQL as --database names it, or one SQLite file
        DatabaseLocation shared = TestDatabases.current() == Engine.POSTGRESQL ? TestDatabases.fresh(dir) : null;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            TeamBench.run(TestApp.repoCatalog(), shared, 2, 2, new PrintStream(out, true, StandardCharsets.UTF_8));
        } finally {
            if (shared != null) {
                TestDatabases.release(shared);
            }
        }

        String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
        assertThat(lines).hasSize(2);
        assertThat(lines[0])
                .startsWith("team  2 instances on " + (shared == null ? "one SQLite file" : "PostgreSQL "))
                .contains(", 2 clients, 2 s: ")
                .contains(" 0 errors, 0 lost edits");
        assertThat(lines[1])
                .startsWith("team  1 instance  on one SQLite file, 2 clients, 2 s: ")
                .contains(" 0 errors, 0 lost edits");
    }
}
