package dev.wirespeed.store;

import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import static dev.wirespeed.store.jooq.Tables.CALIBRATION_RESET;
import static dev.wirespeed.store.jooq.Tables.MEASUREMENT;

/** Measured runs, unique by the hash of their raw text, optionally attached to a plan's flow. */
public final class MeasurementRepository {

    private final DSLContext dsl;

    public MeasurementRepository(Database db) {
        this.dsl = db.dsl();
    }

    /** A stored run. {@code runJson} is the parsed run as JSON; {@code raw} the text it came from. */
    public record Row(String id, String contentHash, String format, String origin, String planId, String flowId, Double gbps,
                      String runJson, String raw, String peer, boolean detached, String createdAt) {
    }

    /** What to insert: everything but the creation time. */
    public record NewRow(String id, String contentHash, String format, String origin, String planId, String flowId, Double gbps,
                         String runJson, String raw, String peer) {
    }

    private static Row row(org.jooq.Record r) {
        return new Row(r.get(MEASUREMENT.ID), r.get(MEASUREMENT.CONTENT_HASH), r.get(MEASUREMENT.FORMAT), r.get(MEASUREMENT.ORIGIN),
                r.get(MEASUREMENT.PLAN_ID), r.get(MEASUREMENT.FLOW_ID), r.get(MEASUREMENT.GBPS), r.get(MEASUREMENT.RUN_JSON),
                r.get(MEASUREMENT.RAW_TEXT), r.get(MEASUREMENT.PEER), r.get(MEASUREMENT.DETACHED) != 0, r.get(MEASUREMENT.CREATED_AT));
    }

    public Optional<Row> byHash(String hash) {
        return dsl.selectFrom(MEASUREMENT).where(MEASUREMENT.CONTENT_HASH.eq(hash)).fetchOptional().map(MeasurementRepository::row);
    }

    public Optional<Row> get(String id) {
        return dsl.selectFrom(MEASUREMENT).where(MEASUREMENT.ID.eq(id)).fetchOptional().map(MeasurementRepository::row);
    }

    public List<Row> list(String planId, String flowId) {
        Condition c = DSL.trueCondition();
        if (planId != null) {
            c = c.and(MEASUREMENT.PLAN_ID.eq(planId));
        }
        if (flowId != null) {
            c = c.and(MEASUREMENT.FLOW_ID.eq(flowId));
        }
        return dsl.selectFrom(MEASUREMENT).where(c).orderBy(MEASUREMENT.CREATED_AT.desc(), MEASUREMENT.ID).fetch().map(MeasurementRepository::row);
    }

    /** Runs attached to a flow and not detached: what calibration learns from. */
    public List<Row> attached() {
        return dsl.selectFrom(MEASUREMENT)
                .where(MEASUREMENT.PLAN_ID.isNotNull().and(MEASUREMENT.FLOW_ID.isNotNull()).and(MEASUREMENT.DETACHED.eq(0L)))
                .orderBy(MEASUREMENT.CREATED_AT, MEASUREMENT.ID).fetch().map(MeasurementRepository::row);
    }

    /**
     * Inserts all rows in one transaction, skipping any whose content hash is stored already.
     * Returns, per row in order, the id stored under that hash (new or existing) and whether it was new.
     */
    public List<Inserted> insertAll(List<NewRow> rows) {
        return dsl.transactionResult(cfg -> {
            DSLContext tx = cfg.dsl();
            List<Inserted> out = new java.util.ArrayList<>();
            String now = Instant.now().toString();
            for (NewRow r : rows) {
                var existing = tx.select(MEASUREMENT.ID).from(MEASUREMENT).where(MEASUREMENT.CONTENT_HASH.eq(r.contentHash())).fetchOne(MEASUREMENT.ID);
                if (existing != null) {
                    out.add(new Inserted(existing, false));
                    continue;
                }
                tx.insertInto(MEASUREMENT, MEASUREMENT.ID, MEASUREMENT.CONTENT_HASH, MEASUREMENT.FORMAT, MEASUREMENT.ORIGIN, MEASUREMENT.PLAN_ID,
                                MEASUREMENT.FLOW_ID, MEASUREMENT.GBPS, MEASUREMENT.RUN_JSON, MEASUREMENT.RAW_TEXT, MEASUREMENT.PEER,
                                MEASUREMENT.DETACHED, MEASUREMENT.CREATED_AT)
                        .values(r.id(), r.contentHash(), r.format(), r.origin(), r.planId(), r.flowId(), r.gbps(), r.runJson(), r.raw(),
                                r.peer(), 0L, now)
                        .execute();
                out.add(new Inserted(r.id(), true));
            }
            return out;
        });
    }

    public record Inserted(String id, boolean created) {
    }

    public boolean delete(String id) {
        return dsl.deleteFrom(MEASUREMENT).where(MEASUREMENT.ID.eq(id)).execute() == 1;
    }

    public boolean setDetached(String id, boolean detached) {
        return dsl.update(MEASUREMENT).set(MEASUREMENT.DETACHED, detached ? 1L : 0L).where(MEASUREMENT.ID.eq(id)).execute() == 1;
    }

    public boolean attach(String id, String planId, String flowId) {
        return dsl.update(MEASUREMENT).set(MEASUREMENT.PLAN_ID, planId).set(MEASUREMENT.FLOW_ID, flowId).set(MEASUREMENT.DETACHED, 0L)
                .where(MEASUREMENT.ID.eq(id)).execute() == 1;
    }

    public long count() {
        return dsl.fetchCount(MEASUREMENT);
    }

    /** When each reset factor was reset: runs stored before then no longer move it. */
    public java.util.Map<String, String> resets() {
        return dsl.select(CALIBRATION_RESET.FACTOR_KEY, CALIBRATION_RESET.RESET_AT).from(CALIBRATION_RESET)
                .fetchMap(CALIBRATION_RESET.FACTOR_KEY, CALIBRATION_RESET.RESET_AT);
    }

    public void reset(String key) {
        String now = Instant.now().toString();
        dsl.insertInto(CALIBRATION_RESET, CALIBRATION_RESET.FACTOR_KEY, CALIBRATION_RESET.RESET_AT).values(key, now)
                .onConflict(CALIBRATION_RESET.FACTOR_KEY).doUpdate().set(CALIBRATION_RESET.RESET_AT, now).execute();
    }
}
