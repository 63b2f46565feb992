package dev.wirespeed.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.wirespeed.json.Json;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.store.DataVersionRepository.Kind;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Record6;
import org.jooq.impl.DSL;

import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static dev.wirespeed.store.jooq.Tables.MEASUREMENT;
import static dev.wirespeed.store.jooq.Tables.PLAN;
import static dev.wirespeed.store.jooq.Tables.PLAN_VERSION;

/**
 * Plans as versioned JSON documents; updates check the version they were read at (optimistic
 * locking). Every stored version is also kept in {@code plan_version}, written in the same
 * transaction as the plan row, so the history has exactly the versions the plan went through. The
 * JSON form is this class's business: callers hand in and get back {@link Plan}s.
 */
public final class PlanRepository {

    private final DSLContext dsl;
    private final ObjectMapper reader = Json.mapper().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    private final ObjectMapper writer = Json.mapper().enable(SerializationFeature.INDENT_OUTPUT);

    public PlanRepository(Database db) {
        this.dsl = db.dsl();
    }

    /**
     * Every plan, newest change first. A row whose document cannot be read (written by an older
     * Wirespeed that accepted a value this one refuses) is listed as a stand-in with its id and
     * name and the reason, instead of failing the whole list.
     */
    public List<StoredPlan> list() {
        return dsl.select(PLAN.ID, PLAN.NAME, PLAN.DOC, PLAN.VERSION, PLAN.EXAMPLE_OF, PLAN.UPDATED_AT)
                .from(PLAN)
                .orderBy(PLAN.UPDATED_AT.desc(), PLAN.ID)
                .fetch(this::storedOrStandIn);
    }

    private StoredPlan storedOrStandIn(Record6<String, String, String, Long, String, String> r) {
        try {
            return stored(r);
        } catch (IllegalStateException e) {
            Plan standIn =
                    new Plan(Plan.SCHEMA_VERSION, r.value1(), r.value2(), null, null, null, null, null, null, null);
            return new StoredPlan(standIn, r.value4(), r.value5(), r.value6(), e.getMessage());
        }
    }

    /** A plan row's id and version, newest change first: what a list needs to tell which documents changed. */
    public record Head(String id, long version) {}

    /** Every plan's id and version in the order of {@link #list()}, without reading a document. */
    public List<Head> heads() {
        return dsl.select(PLAN.ID, PLAN.VERSION)
                .from(PLAN)
                .orderBy(PLAN.UPDATED_AT.desc(), PLAN.ID)
                .fetch(r -> new Head(r.value1(), r.value2()));
    }

    /** The plans with these ids (any order; an unreadable document as in {@link #list()}, a missing id left out). */
    public List<StoredPlan> list(Collection<String> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        return dsl.select(PLAN.ID, PLAN.NAME, PLAN.DOC, PLAN.VERSION, PLAN.EXAMPLE_OF, PLAN.UPDATED_AT)
                .from(PLAN)
                .where(PLAN.ID.in(ids))
                .fetch(this::storedOrStandIn);
    }

    public Optional<StoredPlan> get(String id) {
        return dsl.select(PLAN.ID, PLAN.NAME, PLAN.DOC, PLAN.VERSION, PLAN.EXAMPLE_OF, PLAN.UPDATED_AT)
                .from(PLAN)
                .where(PLAN.ID.eq(id))
                .fetchOptional(this::stored);
    }

    /** The plan alone, for readers that need no version (calibration looks plans up by id). */
    public Optional<Plan> find(String id) {
        return get(id).map(StoredPlan::plan);
    }

    public Optional<StoredPlan> byExample(String seed) {
        return dsl.select(PLAN.ID, PLAN.NAME, PLAN.DOC, PLAN.VERSION, PLAN.EXAMPLE_OF, PLAN.UPDATED_AT)
                .from(PLAN)
                .where(PLAN.EXAMPLE_OF.eq(seed))
                .fetchOptional(this::stored);
    }

    /** The seeds that stored plans were made from (one query; no plan document is read). */
    public Set<String> exampleSeeds() {
        return dsl.selectDistinct(PLAN.EXAMPLE_OF)
                .from(PLAN)
                .where(PLAN.EXAMPLE_OF.isNotNull())
                .fetchSet(PLAN.EXAMPLE_OF);
    }

    /** Stores {@code plan} (which carries its new id) at version 1. */
    public void insert(Plan plan, String exampleOf) {
        insert(plan, exampleOf, null);
    }

    /** Stores {@code plan} at version 1, saved by {@code savedBy} (null: nobody signed in). */
    public void insert(Plan plan, String exampleOf, String savedBy) {
        insertFirst(plan, exampleOf, savedBy, false);
    }

    /**
     * Stores {@code plan} at version 1 as the example made from {@code seed}, unless a plan made from
     * that seed exists already (another instance starting at the same time made it): false then.
     */
    public boolean insertExample(Plan plan, String seed) {
        return insertFirst(plan, seed, null, true);
    }

    /** The plan row and its first version in one transaction; {@code skipSameExample}: a second copy of a seed is not stored. */
    private boolean insertFirst(Plan plan, String exampleOf, String savedBy, boolean skipSameExample) {
        String now = Instant.now().toString();
        String doc = write(plan);
        return dsl.transactionResult(tx -> {
            DSLContext t = tx.dsl();
            var insert = t.insertInto(
                            PLAN,
                            PLAN.ID,
                            PLAN.NAME,
                            PLAN.DOC,
                            PLAN.VERSION,
                            PLAN.EXAMPLE_OF,
                            PLAN.CREATED_AT,
                            PLAN.UPDATED_AT)
                    .values(plan.id(), plan.name(), doc, 1L, exampleOf, now, now);
            int n = skipSameExample
                    ? insert.onConflict(PLAN.EXAMPLE_OF).doNothing().execute()
                    : insert.execute();
            if (n == 1) {
                keep(t, plan.id(), 1L, doc, now, savedBy, null);
                DataVersionRepository.bump(t, Kind.PLANS);
            }
            return n == 1;
        });
    }

    /** Writes the new plan if the stored version is still {@code expected}; returns the new version. */
    public Optional<Long> update(Plan plan, long expected) {
        return update(plan, expected, null, null);
    }

    /**
     * Writes the new plan and its version row if the stored version is still {@code expected}, both or
     * neither; {@code restoredFrom} names the version the plan copies when this is a restore.
     */
    public Optional<Long> update(Plan plan, long expected, String savedBy, Long restoredFrom) {
        String now = Instant.now().toString();
        String doc = write(plan);
        long next = expected + 1;
        return dsl.transactionResult(tx -> {
            DSLContext t = tx.dsl();
            int n = t.update(PLAN)
                    .set(PLAN.NAME, plan.name())
                    .set(PLAN.DOC, doc)
                    .set(PLAN.VERSION, next)
                    .set(PLAN.UPDATED_AT, now)
                    .where(PLAN.ID.eq(plan.id()).and(PLAN.VERSION.eq(expected)))
                    .execute();
            if (n != 1) {
                return Optional.<Long>empty();
            }
            keep(t, plan.id(), next, doc, now, savedBy, restoredFrom);
            DataVersionRepository.bump(t, Kind.PLANS);
            // calibration reads the plans its runs are attached to: only such a plan's edit moves it
            if (t.fetchExists(MEASUREMENT, MEASUREMENT.PLAN_ID.eq(plan.id()).and(MEASUREMENT.FLOW_ID.isNotNull()))) {
                DataVersionRepository.bump(t, Kind.CALIBRATION);
            }
            return Optional.of(next);
        });
    }

    private static void keep(
            DSLContext t, String planId, long version, String doc, String at, String savedBy, Long restoredFrom) {
        t.insertInto(
                        PLAN_VERSION,
                        PLAN_VERSION.PLAN_ID,
                        PLAN_VERSION.VERSION,
                        PLAN_VERSION.DOC,
                        PLAN_VERSION.SAVED_AT,
                        PLAN_VERSION.SAVED_BY,
                        PLAN_VERSION.RESTORED_FROM)
                .values(planId, version, doc, at, savedBy, restoredFrom)
                .execute();
    }

    /** Every kept version of the plan, newest first (empty for an unknown plan). */
    public List<StoredVersion> versions(String planId) {
        return versions(planId, null, Integer.MAX_VALUE);
    }

    /**
     * At most {@code limit} kept versions of the plan older than {@code before} (from the newest when
     * null), newest first: one page of a history that may hold thousands of documents.
     */
    public List<StoredVersion> versions(String planId, Long before, int limit) {
        Condition older = before == null ? DSL.noCondition() : PLAN_VERSION.VERSION.lt(before);
        return dsl.select(
                        PLAN_VERSION.PLAN_ID,
                        PLAN_VERSION.VERSION,
                        PLAN_VERSION.DOC,
                        PLAN_VERSION.SAVED_AT,
                        PLAN_VERSION.SAVED_BY,
                        PLAN_VERSION.RESTORED_FROM)
                .from(PLAN_VERSION)
                .where(PLAN_VERSION.PLAN_ID.eq(planId).and(older))
                .orderBy(PLAN_VERSION.VERSION.desc())
                .limit(limit)
                .fetch(this::version);
    }

    /** One kept version of the plan. */
    public Optional<StoredVersion> version(String planId, long version) {
        return dsl.select(
                        PLAN_VERSION.PLAN_ID,
                        PLAN_VERSION.VERSION,
                        PLAN_VERSION.DOC,
                        PLAN_VERSION.SAVED_AT,
                        PLAN_VERSION.SAVED_BY,
                        PLAN_VERSION.RESTORED_FROM)
                .from(PLAN_VERSION)
                .where(PLAN_VERSION.PLAN_ID.eq(planId).and(PLAN_VERSION.VERSION.eq(version)))
                .fetchOptional(this::version);
    }

    private StoredVersion version(Record6<String, Long, String, String, String, Long> r) {
        Plan plan = null;
        String problem = null;
        try {
            plan = readDoc(r.value1(), r.value3());
        } catch (IllegalStateException e) {
            // an old version this Wirespeed cannot read stays listed; it just cannot be restored
            problem = e.getMessage();
        }
        return new StoredVersion(r.value1(), r.value2(), plan, problem, r.value4(), r.value5(), r.value6());
    }

    public boolean delete(String id) {
        return dsl.transactionResult(tx -> {
            boolean deleted = tx.dsl().deleteFrom(PLAN).where(PLAN.ID.eq(id)).execute() == 1;
            if (deleted) {
                // runs attached to the plan stop counting for calibration
                DataVersionRepository.bump(tx.dsl(), Kind.CALIBRATION);
                DataVersionRepository.bump(tx.dsl(), Kind.PLANS);
            }
            return deleted;
        });
    }

    private StoredPlan stored(Record6<String, String, String, Long, String, String> r) {
        String id = r.value1();
        return new StoredPlan(readDoc(id, r.value3()), r.value4(), r.value5(), r.value6());
    }

    /** A stored document as the plan {@code id}; only this class writes the column, so failing is a broken database. */
    private Plan readDoc(String id, String doc) {
        Plan plan;
        try {
            plan = reader.readValue(doc, Plan.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored plan " + id + " cannot be read: " + e.getOriginalMessage(), e);
        }
        if (plan.schemaVersion() > Plan.SCHEMA_VERSION) {
            throw new IllegalStateException("stored plan " + id + " has schemaVersion " + plan.schemaVersion()
                    + ", newer than this Wirespeed understands (" + Plan.SCHEMA_VERSION + ")");
        }
        return plan.withId(id);
    }

    private String write(Plan plan) {
        try {
            return writer.writeValueAsString(plan);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
