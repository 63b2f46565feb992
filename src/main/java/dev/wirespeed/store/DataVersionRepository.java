package dev.wirespeed.store;

import org.jooq.DSLContext;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
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
        SETTINGS("settings"),
        /** The plans: one stored, changed or deleted (the list of plans every instance keeps). */
        PLANS("plans");

        private final String key;

        Kind(String key) {
            this.key = key;
        }

        public String key() {
            return key;
        }
    }

    private final DSLContext dsl;

    /** The query of {@link #all()}, rendered once by jOOQ for the database's dialect. */
    private final String allSql;

    public DataVersionRepository(Database db) {
        this.dsl = db.dsl();
        this.allSql =
                dsl.render(dsl.select(DATA_VERSION.KIND, DATA_VERSION.VERSION).from(DATA_VERSION));
    }

    /**
     * Every counter, in one query: what a request reads before it trusts a cache. Run as plain JDBC
     * on SQL rendered once, since every request but a static file's pays it: building, rendering and
     * mapping the query through jOOQ each time cost several times the query itself.
     */
    public Map<Kind, Long> all() {
        return dsl.connectionResult(c -> {
            Map<Kind, Long> out = new EnumMap<>(Kind.class);
            try (PreparedStatement st = c.prepareStatement(allSql);
                    ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    String kind = rs.getString(1);
                    for (Kind k : Kind.values()) {
                        if (k.key().equals(kind)) {
                            out.put(k, rs.getLong(2));
                        }
                    }
                }
            }
            return out;
        });
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
