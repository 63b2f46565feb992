package dev.wirespeed.store;

import dev.wirespeed.store.DataVersionRepository.Kind;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.SQLDialect;
import org.jooq.exception.DataAccessException;
import org.jooq.impl.DSL;
import org.jooq.impl.SQLDataType;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import static dev.wirespeed.store.jooq.Tables.CATALOG_PART;
import static dev.wirespeed.store.jooq.Tables.CATALOG_STATE;
import static dev.wirespeed.store.jooq.Tables.CUSTOM_PART;

/**
 * Catalog parts (replaced whole when the catalog's content hash changes) and custom parts (never
 * touched by a catalog import).
 */
public final class CatalogRepository {

    private static final String STATE = "catalog";

    /**
     * The PostgreSQL advisory lock two instances starting at once take around the import, so the
     * second waits for the first's commit and then finds the hash stored (on SQLite the IMMEDIATE
     * transaction is that lock already). Any constant both agree on; this one reads "wirespd".
     */
    static final long IMPORT_LOCK = 0x77697265737064L;

    private final DSLContext dsl;

    public CatalogRepository(Database db) {
        this.dsl = db.dsl();
    }

    /** A catalog part to store: id, kind, vendor, model, its file and the validated document as JSON. */
    public record CatalogRow(String id, String kind, String vendor, String model, String file, String json) {}

    /** The content hash of the catalog stored now, if any. */
    public Optional<String> storedHash() {
        return dsl.select(CATALOG_STATE.CONTENT_HASH)
                .from(CATALOG_STATE)
                .where(CATALOG_STATE.NAME.eq(STATE))
                .fetchOptional(CATALOG_STATE.CONTENT_HASH);
    }

    /**
     * Forgets the content hash of the stored catalog, so that the next start validates the catalog
     * folder again and replaces the stored copy: for a stored part that no longer maps to its record.
     */
    public void forgetStoredHash() {
        dsl.deleteFrom(CATALOG_STATE).where(CATALOG_STATE.NAME.eq(STATE)).execute();
    }

    /** Rows per INSERT: 100 rows × 6 columns = 600 bind variables, under SQLite's 999. */
    static final int INSERT_BATCH = 100;

    /**
     * Replaces the stored catalog with {@code rows} in one transaction, unless the stored hash equals
     * {@code hash}. Returns true when it re-imported.
     */
    public boolean replaceCatalog(String hash, List<CatalogRow> rows) {
        return dsl.transactionResult(cfg -> {
            DSLContext tx = cfg.dsl();
            if (tx.dialect().family() == SQLDialect.POSTGRES) {
                tx.select(DSL.function("pg_advisory_xact_lock", SQLDataType.OTHER, DSL.val(IMPORT_LOCK)))
                        .fetch();
            }
            String stored = tx.select(CATALOG_STATE.CONTENT_HASH)
                    .from(CATALOG_STATE)
                    .where(CATALOG_STATE.NAME.eq(STATE))
                    .fetchOne(CATALOG_STATE.CONTENT_HASH);
            if (hash.equals(stored)) {
                return false;
            }
            tx.deleteFrom(CATALOG_PART).execute();
            // In batches: past SQLite's 999 bind variables per statement jOOQ inlines every value,
            // and 500 parts' documents then exceed SQLite's statement length limit.
            for (int from = 0; from < rows.size(); from += INSERT_BATCH) {
                var insert = tx.insertInto(
                        CATALOG_PART,
                        CATALOG_PART.ID,
                        CATALOG_PART.KIND,
                        CATALOG_PART.VENDOR,
                        CATALOG_PART.MODEL,
                        CATALOG_PART.FILE,
                        CATALOG_PART.DOC);
                for (CatalogRow r : rows.subList(from, Math.min(rows.size(), from + INSERT_BATCH))) {
                    insert = insert.values(r.id(), r.kind(), r.vendor(), r.model(), r.file(), r.json());
                }
                insert.execute();
            }
            tx.insertInto(
                            CATALOG_STATE,
                            CATALOG_STATE.NAME,
                            CATALOG_STATE.CONTENT_HASH,
                            CATALOG_STATE.PART_COUNT,
                            CATALOG_STATE.LOADED_AT)
                    .values(STATE, hash, (long) rows.size(), Instant.now().toString())
                    .onConflict(CATALOG_STATE.NAME)
                    .doUpdate()
                    .set(CATALOG_STATE.CONTENT_HASH, hash)
                    .set(CATALOG_STATE.PART_COUNT, (long) rows.size())
                    .set(CATALOG_STATE.LOADED_AT, Instant.now().toString())
                    .execute();
            DataVersionRepository.bump(tx, Kind.CATALOG);
            return true;
        });
    }

    private static final String EVIDENCE_STATE = "evidence";

    /** The hash of the evidence folder last read and found without problems, if any. */
    public Optional<String> storedEvidenceHash() {
        return dsl.select(CATALOG_STATE.CONTENT_HASH)
                .from(CATALOG_STATE)
                .where(CATALOG_STATE.NAME.eq(EVIDENCE_STATE))
                .fetchOptional(CATALOG_STATE.CONTENT_HASH);
    }

    /** Records that the evidence folder with {@code hash} ({@code files} runs) was read without problems. */
    public void storeEvidenceHash(String hash, int files) {
        String now = Instant.now().toString();
        dsl.insertInto(
                        CATALOG_STATE,
                        CATALOG_STATE.NAME,
                        CATALOG_STATE.CONTENT_HASH,
                        CATALOG_STATE.PART_COUNT,
                        CATALOG_STATE.LOADED_AT)
                .values(EVIDENCE_STATE, hash, (long) files, now)
                .onConflict(CATALOG_STATE.NAME)
                .doUpdate()
                .set(CATALOG_STATE.CONTENT_HASH, hash)
                .set(CATALOG_STATE.PART_COUNT, (long) files)
                .set(CATALOG_STATE.LOADED_AT, now)
                .execute();
    }

    /** The stored catalog parts in id order: the columns stored beside each document, and the document. */
    public List<CatalogRow> catalogRows() {
        return dsl.select(
                        CATALOG_PART.ID,
                        CATALOG_PART.KIND,
                        CATALOG_PART.VENDOR,
                        CATALOG_PART.MODEL,
                        CATALOG_PART.FILE,
                        CATALOG_PART.DOC)
                .from(CATALOG_PART)
                .orderBy(CATALOG_PART.ID)
                .fetch(r -> new CatalogRow(r.value1(), r.value2(), r.value3(), r.value4(), r.value5(), r.value6()));
    }

    public List<StoredDoc> customDocs() {
        return dsl.select(
                        CUSTOM_PART.ID, CUSTOM_PART.KIND, CUSTOM_PART.DOC, CUSTOM_PART.VERSION, CUSTOM_PART.UPDATED_AT)
                .from(CUSTOM_PART)
                .orderBy(CUSTOM_PART.ID)
                .fetch(r -> new StoredDoc(r.value1(), r.value2(), r.value3(), r.value4(), r.value5()));
    }

    public Optional<StoredDoc> customDoc(String id) {
        return dsl.select(
                        CUSTOM_PART.ID, CUSTOM_PART.KIND, CUSTOM_PART.DOC, CUSTOM_PART.VERSION, CUSTOM_PART.UPDATED_AT)
                .from(CUSTOM_PART)
                .where(CUSTOM_PART.ID.eq(id))
                .fetchOptional(r -> new StoredDoc(r.value1(), r.value2(), r.value3(), r.value4(), r.value5()));
    }

    public boolean catalogHas(String id) {
        return dsl.fetchExists(CATALOG_PART, CATALOG_PART.ID.eq(id));
    }

    /** Inserts a custom part; false when the id is taken. */
    public boolean insertCustom(String id, String kind, String vendor, String model, String json) {
        try {
            String now = Instant.now().toString();
            return dsl.transactionResult(cfg -> changed(
                    cfg.dsl(),
                    cfg.dsl()
                                    .insertInto(
                                            CUSTOM_PART,
                                            CUSTOM_PART.ID,
                                            CUSTOM_PART.KIND,
                                            CUSTOM_PART.VENDOR,
                                            CUSTOM_PART.MODEL,
                                            CUSTOM_PART.DOC,
                                            CUSTOM_PART.VERSION,
                                            CUSTOM_PART.CREATED_AT,
                                            CUSTOM_PART.UPDATED_AT)
                                    .values(id, kind, vendor, model, json, 1L, now, now)
                                    .onConflictDoNothing()
                                    .execute()
                            == 1));
        } catch (DataAccessException e) {
            throw e;
        }
    }

    /**
     * Updates a custom part if its version is still {@code expectedVersion} (null: any). Returns the
     * new version, or empty when the part is missing or was changed meanwhile.
     */
    public Optional<Long> updateCustom(
            String id, String kind, String vendor, String model, String json, Long expectedVersion) {
        Condition cond = expectedVersion == null
                ? CUSTOM_PART.ID.eq(id)
                : CUSTOM_PART.ID.eq(id).and(CUSTOM_PART.VERSION.eq(expectedVersion));
        return dsl.transactionResult(cfg -> updateCustom(cfg.dsl(), cond, kind, vendor, model, json, id));
    }

    private static Optional<Long> updateCustom(
            DSLContext tx, Condition cond, String kind, String vendor, String model, String json, String id) {
        int n = tx.update(CUSTOM_PART)
                .set(CUSTOM_PART.KIND, kind)
                .set(CUSTOM_PART.VENDOR, vendor)
                .set(CUSTOM_PART.MODEL, model)
                .set(CUSTOM_PART.DOC, json)
                .set(CUSTOM_PART.VERSION, CUSTOM_PART.VERSION.plus(1L))
                .set(CUSTOM_PART.UPDATED_AT, Instant.now().toString())
                .where(cond)
                .execute();
        if (n == 0) {
            return Optional.empty();
        }
        DataVersionRepository.bump(tx, Kind.CATALOG);
        return tx.select(CUSTOM_PART.VERSION)
                .from(CUSTOM_PART)
                .where(CUSTOM_PART.ID.eq(id))
                .fetchOptional(CUSTOM_PART.VERSION);
    }

    public boolean deleteCustom(String id) {
        return dsl.transactionResult(cfg -> changed(
                cfg.dsl(),
                cfg.dsl().deleteFrom(CUSTOM_PART).where(CUSTOM_PART.ID.eq(id)).execute() == 1));
    }

    /** The catalog's data version: a custom part or an import changed it. */
    public long version() {
        return DataVersionRepository.read(dsl, Kind.CATALOG);
    }

    /** Bumps the catalog's data version in {@code tx} when {@code changed}; returns {@code changed}. */
    private static boolean changed(DSLContext tx, boolean changed) {
        if (changed) {
            DataVersionRepository.bump(tx, Kind.CATALOG);
        }
        return changed;
    }
}
