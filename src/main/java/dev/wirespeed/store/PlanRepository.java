package dev.wirespeed.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.wirespeed.json.Json;
import dev.wirespeed.plan.Plan;
import org.jooq.DSLContext;
import org.jooq.Record6;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import static dev.wirespeed.store.jooq.Tables.PLAN;

/**
 * Plans as versioned JSON documents; updates check the version they were read at (optimistic
 * locking). The JSON form is this class's business: callers hand in and get back {@link Plan}s.
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
                .fetch(r -> {
                    try {
                        return stored(r);
                    } catch (IllegalStateException e) {
                        Plan standIn = new Plan(
                                Plan.SCHEMA_VERSION, r.value1(), r.value2(), null, null, null, null, null, null, null);
                        return new StoredPlan(standIn, r.value4(), r.value5(), r.value6(), e.getMessage());
                    }
                });
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

    /** Stores {@code plan} (which carries its new id) at version 1. */
    public void insert(Plan plan, String exampleOf) {
        String now = Instant.now().toString();
        dsl.insertInto(
                        PLAN,
                        PLAN.ID,
                        PLAN.NAME,
                        PLAN.DOC,
                        PLAN.VERSION,
                        PLAN.EXAMPLE_OF,
                        PLAN.CREATED_AT,
                        PLAN.UPDATED_AT)
                .values(plan.id(), plan.name(), write(plan), 1L, exampleOf, now, now)
                .execute();
    }

    /** Writes the new plan if the stored version is still {@code expected}; returns the new version. */
    public Optional<Long> update(Plan plan, long expected) {
        int n = dsl.update(PLAN)
                .set(PLAN.NAME, plan.name())
                .set(PLAN.DOC, write(plan))
                .set(PLAN.VERSION, expected + 1)
                .set(PLAN.UPDATED_AT, Instant.now().toString())
                .where(PLAN.ID.eq(plan.id()).and(PLAN.VERSION.eq(expected)))
                .execute();
        return n == 1 ? Optional.of(expected + 1) : Optional.empty();
    }

    public boolean delete(String id) {
        return dsl.deleteFrom(PLAN).where(PLAN.ID.eq(id)).execute() == 1;
    }

    private StoredPlan stored(Record6<String, String, String, Long, String, String> r) {
        String id = r.value1();
        Plan plan;
        try {
            plan = reader.readValue(r.value3(), Plan.class);
        } catch (JsonProcessingException e) {
            // Only this class writes the column, so an unreadable document is a broken database, not bad input.
            throw new IllegalStateException("stored plan " + id + " cannot be read: " + e.getOriginalMessage(), e);
        }
        if (plan.schemaVersion() > Plan.SCHEMA_VERSION) {
            throw new IllegalStateException("stored plan " + id + " has schemaVersion " + plan.schemaVersion()
                    + ", newer than this Wirespeed understands (" + Plan.SCHEMA_VERSION + ")");
        }
        return new StoredPlan(plan.withId(id), r.value4(), r.value5(), r.value6());
    }

    private String write(Plan plan) {
        try {
            return writer.writeValueAsString(plan);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
