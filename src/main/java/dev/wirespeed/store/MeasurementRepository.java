package dev.wirespeed.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirespeed.json.Json;
import dev.wirespeed.measure.parse.ParsedRun;
import dev.wirespeed.measure.parse.PcieRun;
import dev.wirespeed.measure.parse.ThroughputRun;
import dev.wirespeed.store.DataVersionRepository.Kind;
import org.jooq.BatchBindStep;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Record;
import org.jooq.impl.DSL;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

import static dev.wirespeed.store.jooq.Tables.CALIBRATION_RESET;
import static dev.wirespeed.store.jooq.Tables.MEASUREMENT;

/**
 * Measured runs, unique by the hash of their raw text, optionally attached to a plan's flow. Runs
 * go in and come out parsed; their JSON form stays in here.
 */
public final class MeasurementRepository {

    private final DSLContext dsl;
    private final ObjectMapper json = Json.mapper();

    public MeasurementRepository(Database db) {
        this.dsl = db.dsl();
    }

    private StoredMeasurement row(Record r) {
        String id = r.get(MEASUREMENT.ID);
        String format = r.get(MEASUREMENT.FORMAT);
        ParsedRun run;
        try {
            Class<? extends ParsedRun> type = PcieRun.FORMATS.contains(format) ? PcieRun.class : ThroughputRun.class;
            // The raw text is stored once, in its own column; rows written before that also carry it
            // inside the run document, where the column's copy is the same text.
            ObjectNode doc = (ObjectNode) json.readTree(r.get(MEASUREMENT.RUN_JSON));
            doc.put("raw", r.get(MEASUREMENT.RAW_TEXT));
            run = json.treeToValue(doc, type);
        } catch (IOException e) {
            // Only this class writes the column, so an unreadable run is a broken database, not bad input.
            throw new IllegalStateException("stored measurement " + id + " cannot be read: " + e.getMessage(), e);
        }
        return new StoredMeasurement(
                id,
                r.get(MEASUREMENT.CONTENT_HASH),
                r.get(MEASUREMENT.ORIGIN),
                r.get(MEASUREMENT.PLAN_ID),
                r.get(MEASUREMENT.FLOW_ID),
                r.get(MEASUREMENT.PEER),
                r.get(MEASUREMENT.DETACHED) != 0,
                r.get(MEASUREMENT.CREATED_AT),
                r.get(MEASUREMENT.TOOL_VERSION),
                run);
    }

    /** The parsed run without its raw text, which has its own column. */
    private String write(ParsedRun run) {
        try {
            ObjectNode doc = json.valueToTree(run);
            doc.remove("raw");
            return json.writeValueAsString(doc);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    public Optional<StoredMeasurement> byHash(String hash) {
        return dsl.selectFrom(MEASUREMENT)
                .where(MEASUREMENT.CONTENT_HASH.eq(hash))
                .fetchOptional()
                .map(this::row);
    }

    public Optional<StoredMeasurement> get(String id) {
        return dsl.selectFrom(MEASUREMENT)
                .where(MEASUREMENT.ID.eq(id))
                .fetchOptional()
                .map(this::row);
    }

    public List<StoredMeasurement> list(String planId, String flowId) {
        Condition c = DSL.trueCondition();
        if (planId != null) {
            c = c.and(MEASUREMENT.PLAN_ID.eq(planId));
        }
        if (flowId != null) {
            c = c.and(MEASUREMENT.FLOW_ID.eq(flowId));
        }
        return dsl.selectFrom(MEASUREMENT)
                .where(c)
                .orderBy(MEASUREMENT.CREATED_AT.desc(), MEASUREMENT.ID)
                .fetch()
                .map(this::row);
    }

    /** Runs attached to a flow and not detached: what calibration learns from. */
    public List<StoredMeasurement> attached() {
        return dsl.selectFrom(MEASUREMENT)
                .where(MEASUREMENT
                        .PLAN_ID
                        .isNotNull()
                        .and(MEASUREMENT.FLOW_ID.isNotNull())
                        .and(MEASUREMENT.DETACHED.eq(0L)))
                .orderBy(MEASUREMENT.CREATED_AT, MEASUREMENT.ID)
                .fetch()
                .map(this::row);
    }

    /**
     * Inserts all rows in one transaction, skipping any whose content hash is stored already.
     * Returns, per row in order, the id stored under that hash (new or existing) and whether it was new.
     */
    public List<Inserted> insertAll(List<StoredMeasurement.New> rows) {
        if (rows.isEmpty()) {
            return List.of();
        }
        return dsl.transactionResult(cfg -> {
            DSLContext tx = cfg.dsl();
            String now = Instant.now().toString();
            List<Object[]> values = new ArrayList<>(rows.size());
            for (StoredMeasurement.New r : rows) {
                values.add(new Object[] {
                    r.id(),
                    r.contentHash(),
                    r.run().format(),
                    r.origin(),
                    r.planId(),
                    r.flowId(),
                    r.run() instanceof ThroughputRun t ? t.gbps() : null,
                    write(r.run()),
                    r.run().raw(),
                    r.peer(),
                    0L,
                    now,
                    r.run() instanceof ThroughputRun t ? t.toolVersion() : null
                });
            }
            // One statement, prepared once and run for every row: the unique content hash refuses a
            // run stored already (or earlier in this batch), and only those are looked up afterwards.
            Object[] first = values.get(0);
            BatchBindStep batch = tx.batch(tx.insertInto(
                            MEASUREMENT,
                            MEASUREMENT.ID,
                            MEASUREMENT.CONTENT_HASH,
                            MEASUREMENT.FORMAT,
                            MEASUREMENT.ORIGIN,
                            MEASUREMENT.PLAN_ID,
                            MEASUREMENT.FLOW_ID,
                            MEASUREMENT.GBPS,
                            MEASUREMENT.RUN_JSON,
                            MEASUREMENT.RAW_TEXT,
                            MEASUREMENT.PEER,
                            MEASUREMENT.DETACHED,
                            MEASUREMENT.CREATED_AT,
                            MEASUREMENT.TOOL_VERSION)
                    .values(
                            DSL.val(first[0], MEASUREMENT.ID),
                            DSL.val(first[1], MEASUREMENT.CONTENT_HASH),
                            DSL.val(first[2], MEASUREMENT.FORMAT),
                            DSL.val(first[3], MEASUREMENT.ORIGIN),
                            DSL.val(first[4], MEASUREMENT.PLAN_ID),
                            DSL.val(first[5], MEASUREMENT.FLOW_ID),
                            DSL.val(first[6], MEASUREMENT.GBPS),
                            DSL.val(first[7], MEASUREMENT.RUN_JSON),
                            DSL.val(first[8], MEASUREMENT.RAW_TEXT),
                            DSL.val(first[9], MEASUREMENT.PEER),
                            DSL.val(first[10], MEASUREMENT.DETACHED),
                            DSL.val(first[11], MEASUREMENT.CREATED_AT),
                            DSL.val(first[12], MEASUREMENT.TOOL_VERSION))
                    .onConflict(MEASUREMENT.CONTENT_HASH)
                    .doNothing());
            for (Object[] v : values) {
                batch = batch.bind(v);
            }
            int[] counts = batch.execute();
            List<Inserted> out = new ArrayList<>(rows.size());
            for (int i = 0; i < rows.size(); i++) {
                StoredMeasurement.New r = rows.get(i);
                if (counts[i] == 0) {
                    out.add(new Inserted(
                            tx.select(MEASUREMENT.ID)
                                    .from(MEASUREMENT)
                                    .where(MEASUREMENT.CONTENT_HASH.eq(r.contentHash()))
                                    .fetchOne(MEASUREMENT.ID),
                            false));
                } else {
                    out.add(new Inserted(r.id(), true));
                }
            }
            if (out.stream().anyMatch(Inserted::created)) {
                DataVersionRepository.bump(tx, Kind.CALIBRATION);
            }
            return out;
        });
    }

    public record Inserted(String id, boolean created) {}

    public boolean delete(String id) {
        return changing(
                tx -> tx.deleteFrom(MEASUREMENT).where(MEASUREMENT.ID.eq(id)).execute() == 1);
    }

    public boolean setDetached(String id, boolean detached) {
        return changing(tx -> tx.update(MEASUREMENT)
                        .set(MEASUREMENT.DETACHED, detached ? 1L : 0L)
                        .where(MEASUREMENT.ID.eq(id))
                        .execute()
                == 1);
    }

    public boolean attach(String id, String planId, String flowId) {
        return changing(tx -> tx.update(MEASUREMENT)
                        .set(MEASUREMENT.PLAN_ID, planId)
                        .set(MEASUREMENT.FLOW_ID, flowId)
                        .set(MEASUREMENT.DETACHED, 0L)
                        .where(MEASUREMENT.ID.eq(id))
                        .execute()
                == 1);
    }

    /** Runs {@code change} in a transaction that also bumps calibration's data version when it changed a row. */
    private boolean changing(Predicate<DSLContext> change) {
        return dsl.transactionResult(cfg -> {
            boolean changed = change.test(cfg.dsl());
            if (changed) {
                DataVersionRepository.bump(cfg.dsl(), Kind.CALIBRATION);
            }
            return changed;
        });
    }

    /** Calibration's data version: what it learns from changed when it moved. */
    public long calibrationVersion() {
        return DataVersionRepository.read(dsl, Kind.CALIBRATION);
    }

    public long count() {
        return dsl.fetchCount(MEASUREMENT);
    }

    /** When each reset factor was reset: runs stored before then no longer move it. */
    public Map<String, String> resets() {
        return dsl.select(CALIBRATION_RESET.FACTOR_KEY, CALIBRATION_RESET.RESET_AT)
                .from(CALIBRATION_RESET)
                .fetchMap(CALIBRATION_RESET.FACTOR_KEY, CALIBRATION_RESET.RESET_AT);
    }

    public void reset(String key) {
        String now = Instant.now().toString();
        changing(tx -> tx.insertInto(CALIBRATION_RESET, CALIBRATION_RESET.FACTOR_KEY, CALIBRATION_RESET.RESET_AT)
                        .values(key, now)
                        .onConflict(CALIBRATION_RESET.FACTOR_KEY)
                        .doUpdate()
                        .set(CALIBRATION_RESET.RESET_AT, now)
                        .execute()
                > 0);
    }
}
