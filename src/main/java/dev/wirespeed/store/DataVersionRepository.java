package dev.wirespeed.store;

import org.jooq.DSLContext;

import java.util.EnumMap;
import java.util.Map;

import static dev.wirespeed.store.jooq.Tables.DATA_VERSION;

/**
 * The counters (table data_version) that say whether an instance's caches still hold what is
 * stored: one per {@link Kind}, incremented by the repositories in the same transaction as the
 * change, so a reader that sees the new data also sees the new counter, and one that sees the old
 * counter rebuilds at the latest on its next read of the counters.
 */
public final class DataVersionRepository {

    /** What a counter stands for; the name is its row's kind. */
    public enum Kind {
        /** The catalog import and the custom parts. */
        CATALOG("catalog"),
        /** What calibration learns from: runs, their attachment, resets, and the plans runs are attached to. */
        CALIBRATION("calibration"),
        /** The settings table and the exchange rates (shop prices, iperf3 and measure-target settings). */
        SETTINGS("settings");

        private final String key;

        Kind(String key) {
            this.key = key;
        }

        public String key() {
            return key;
        }
    }

    private final DSLContext dsl;

    public DataVersionRepository(Database db) {
        this.dsl = db.dsl();
    }

    /** Every counter, in one query: what a request reads before it trusts a cache. */
    public Map<Kind, Long> all() {
        Map<Kind, Long> out = new EnumMap<>(Kind.class);
        for (var r : dsl.select(DATA_VERSION.KIND, DATA_VERSION.VERSION).from(DATA_VERSION)) {
            for (Kind k : Kind.values()) {
                if (k.key().equals(r.value1())) {
                    out.put(k, r.value2());
                }
            }
        }
        return out;
    }

    /** One counter (0 when its row is missing). */
    public long get(Kind kind) {
        return read(dsl, kind);
    }

    static long read(DSLContext dsl, Kind kind) {
        Long v = dsl.select(DATA_VERSION.VERSION)
                .from(DATA_VERSION)
                .where(DATA_VERSION.KIND.eq(kind.key()))
                .fetchOne(DATA_VERSION.VERSION);
        return v == null ? 0 : v;
    }

    /** Increments {@code kind}'s counter inside the caller's transaction {@code tx}. */
    static void bump(DSLContext tx, Kind kind) {
        tx.update(DATA_VERSION)
                .set(DATA_VERSION.VERSION, DATA_VERSION.VERSION.plus(1L))
                .where(DATA_VERSION.KIND.eq(kind.key()))
                .execute();
    }
}
