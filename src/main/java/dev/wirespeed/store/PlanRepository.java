package dev.wirespeed.store;

import org.jooq.DSLContext;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import static dev.wirespeed.store.jooq.Tables.PLAN;

/** Plans as versioned JSON documents; updates check the version they were read at (optimistic locking). */
public final class PlanRepository {

    private final DSLContext dsl;

    public PlanRepository(Database db) {
        this.dsl = db.dsl();
    }

    /** A stored plan: id, name, the JSON document, its version, what seed it was made from, last change. */
    public record Row(String id, String name, String json, long version, String exampleOf, String updatedAt) {
    }

    public List<Row> list() {
        return dsl.select(PLAN.ID, PLAN.NAME, PLAN.DOC, PLAN.VERSION, PLAN.EXAMPLE_OF, PLAN.UPDATED_AT).from(PLAN)
                .orderBy(PLAN.UPDATED_AT.desc(), PLAN.ID)
                .fetch(r -> new Row(r.value1(), r.value2(), r.value3(), r.value4(), r.value5(), r.value6()));
    }

    public Optional<Row> get(String id) {
        return dsl.select(PLAN.ID, PLAN.NAME, PLAN.DOC, PLAN.VERSION, PLAN.EXAMPLE_OF, PLAN.UPDATED_AT).from(PLAN)
                .where(PLAN.ID.eq(id))
                .fetchOptional(r -> new Row(r.value1(), r.value2(), r.value3(), r.value4(), r.value5(), r.value6()));
    }

    public Optional<Row> byExample(String seed) {
        return dsl.select(PLAN.ID, PLAN.NAME, PLAN.DOC, PLAN.VERSION, PLAN.EXAMPLE_OF, PLAN.UPDATED_AT).from(PLAN)
                .where(PLAN.EXAMPLE_OF.eq(seed))
                .fetchOptional(r -> new Row(r.value1(), r.value2(), r.value3(), r.value4(), r.value5(), r.value6()));
    }

    public void insert(String id, String name, String json, String exampleOf) {
        String now = Instant.now().toString();
        dsl.insertInto(PLAN, PLAN.ID, PLAN.NAME, PLAN.DOC, PLAN.VERSION, PLAN.EXAMPLE_OF, PLAN.CREATED_AT, PLAN.UPDATED_AT)
                .values(id, name, json, 1L, exampleOf, now, now).execute();
    }

    /** Writes the new document if the stored version is still {@code expected}; returns the new version. */
    public Optional<Long> update(String id, String name, String json, long expected) {
        int n = dsl.update(PLAN).set(PLAN.NAME, name).set(PLAN.DOC, json).set(PLAN.VERSION, expected + 1)
                .set(PLAN.UPDATED_AT, Instant.now().toString())
                .where(PLAN.ID.eq(id).and(PLAN.VERSION.eq(expected))).execute();
        return n == 1 ? Optional.of(expected + 1) : Optional.empty();
    }

    public boolean delete(String id) {
        return dsl.deleteFrom(PLAN).where(PLAN.ID.eq(id)).execute() == 1;
    }
}
