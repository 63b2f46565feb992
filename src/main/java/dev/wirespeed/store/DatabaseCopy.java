package dev.wirespeed.store;

import dev.wirespeed.store.jooq.DefaultSchema;
import org.jooq.Cursor;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.ForeignKey;
import org.jooq.Query;
import org.jooq.Record;
import org.jooq.Table;
import org.jooq.UniqueKey;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import static dev.wirespeed.store.jooq.Tables.DATA_VERSION;

/**
 * Copies everything the store holds from one database to another (SQLite to PostgreSQL and back):
 * every table of the schema, so plans with all their versions and share links, measured runs,
 * calibration resets, settings, exchange rates, custom parts, the imported catalog, accounts,
 * sessions and tokens, as they are stored. Both databases are migrated to this version's schema
 * when opened, so their tables are the same. The target is written in one transaction: it gets all
 * of it or nothing. After the copy each table is compared by its row count and a content hash that
 * does not depend on the engine's row order or collation.
 */
public final class DatabaseCopy {

    /** Rows per batch: a statement per row, sent together. */
    private static final int BATCH = 200;

    private DatabaseCopy() {}

    /** One table after the copy: its rows and content hash on both sides. */
    public record TableCheck(String table, long sourceRows, long targetRows, String sourceHash, String targetHash) {
        public boolean matches() {
            return sourceRows == targetRows && sourceHash.equals(targetHash);
        }
    }

    /** Refused: the target holds rows and {@code force} was not given. */
    public static final class TargetNotEmptyException extends IllegalStateException {
        private static final long serialVersionUID = 1L;

        TargetNotEmptyException(String message) {
            super(message);
        }
    }

    /**
     * Copies every table of {@code from} into {@code to}. A target with rows is refused unless
     * {@code force}, which first deletes what the target holds (in the same transaction). Returns
     * each table's check, in copy order.
     */
    public static List<TableCheck> copy(Database from, Database to, boolean force) {
        List<Table<?>> tables = tablesParentsFirst();
        List<String> occupied = new ArrayList<>();
        for (Table<?> t : tables) {
            // the data version counters are rows every migrated database starts with: not data of its own
            if (t.equals(DATA_VERSION)) {
                continue;
            }
            int n = to.dsl().fetchCount(t);
            if (n > 0) {
                occupied.add(t.getName() + " (" + n + ")");
            }
        }
        if (!occupied.isEmpty() && !force) {
            throw new TargetNotEmptyException(
                    "the target database " + to.location().describe() + " is not empty: "
                            + String.join(", ", occupied) + ". Copy into an empty database, or pass --force to replace"
                            + " what it holds");
        }
        to.dsl().transaction(cfg -> {
            DSLContext tx = cfg.dsl();
            List<Table<?>> childrenFirst = new ArrayList<>(tables);
            Collections.reverse(childrenFirst);
            for (Table<?> t : childrenFirst) {
                tx.deleteFrom(t).execute();
            }
            for (Table<?> t : tables) {
                copyTable(from.dsl(), tx, t);
            }
        });
        return compare(from, to);
    }

    /** Each table's rows and content hash in both databases. */
    public static List<TableCheck> compare(Database a, Database b) {
        List<TableCheck> out = new ArrayList<>();
        for (Table<?> t : tablesParentsFirst()) {
            Digest da = digest(a.dsl(), t);
            Digest db = digest(b.dsl(), t);
            out.add(new TableCheck(t.getName(), da.rows(), db.rows(), da.hash(), db.hash()));
        }
        return out;
    }

    private static void copyTable(DSLContext source, DSLContext target, Table<?> table) {
        Field<?>[] fields = table.fields();
        Object[] placeholders = new Object[fields.length];
        Query insert = target.insertInto(table).columns(fields).values(placeholders);
        // The source is read in one transaction, so that PostgreSQL streams it instead of loading it whole.
        source.transaction(cfg -> {
            try (Cursor<? extends Record> rows =
                    cfg.dsl().selectFrom(table).fetchSize(BATCH).fetchLazy()) {
                var batch = target.batch(insert);
                int pending = 0;
                for (Record r : rows) {
                    batch = batch.bind(r.intoArray());
                    if (++pending == BATCH) {
                        batch.execute();
                        batch = target.batch(insert);
                        pending = 0;
                    }
                }
                if (pending > 0) {
                    batch.execute();
                }
            }
        });
    }

    /** A table's row count and hash: each row's values hashed, the row hashes sorted, then hashed together. */
    record Digest(long rows, String hash) {}

    static Digest digest(DSLContext dsl, Table<?> table) {
        List<byte[]> rowHashes = new ArrayList<>();
        dsl.transaction(cfg -> {
            try (Cursor<? extends Record> rows =
                    cfg.dsl().selectFrom(table).fetchSize(BATCH).fetchLazy()) {
                for (Record r : rows) {
                    rowHashes.add(sha256(canonical(r)));
                }
            }
        });
        rowHashes.sort(Arrays::compare);
        MessageDigest all = sha256();
        for (byte[] h : rowHashes) {
            all.update(h);
        }
        return new Digest(rowHashes.size(), HexFormat.of().formatHex(all.digest()));
    }

    /** A row as text that is the same on both engines: each value with its Java type, nulls marked. */
    private static byte[] canonical(Record r) {
        StringBuilder sb = new StringBuilder();
        for (Object v : r.intoArray()) {
            if (v == null) {
                sb.append("\u0000null");
            } else {
                sb.append(v.getClass().getSimpleName()).append(':').append(v);
            }
            sb.append('\u001f');
        }
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** Every table of the schema, each after the tables its foreign keys point at. */
    static List<Table<?>> tablesParentsFirst() {
        List<Table<?>> all = new ArrayList<>(DefaultSchema.DEFAULT_SCHEMA.getTables());
        all.sort((x, y) -> x.getName().compareTo(y.getName()));
        Set<Table<?>> ordered = new LinkedHashSet<>();
        while (ordered.size() < all.size()) {
            int before = ordered.size();
            for (Table<?> t : all) {
                if (!ordered.contains(t)
                        && t.getReferences().stream()
                                .map(ForeignKey::getKey)
                                .map(UniqueKey::getTable)
                                .allMatch(p -> p.equals(t) || ordered.contains(p))) {
                    ordered.add(t);
                }
            }
            if (ordered.size() == before) {
                throw new IllegalStateException("the schema's foreign keys form a cycle");
            }
        }
        return List.copyOf(ordered);
    }

    private static byte[] sha256(byte[] data) {
        return sha256().digest(data);
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
