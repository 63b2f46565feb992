package dev.wirespeed.store;

import dev.wirespeed.store.DataVersionRepository.Kind;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import static dev.wirespeed.store.jooq.Tables.SETTING;

/** Key/value settings (table setting). Names are dotted by owner, e.g. "shop.kwhPrice". */
public final class SettingRepository {

    private final DSLContext dsl;

    public SettingRepository(Database db) {
        this.dsl = db.dsl();
    }

    public Optional<String> get(String name) {
        return dsl.select(SETTING.VALUE)
                .from(SETTING)
                .where(SETTING.NAME.eq(name))
                .fetchOptional(SETTING.VALUE);
    }

    /**
     * Every setting whose name starts with {@code prefix} exactly (case included), in the order of
     * the names' characters. LIKE alone ignores case on SQLite only, and ORDER BY follows the
     * database's collation, so the same settings would come back differently on the two engines: the
     * LIKE narrows by the index, the comparison of the name's first characters makes it exact, and
     * the order is Java's.
     */
    public Map<String, String> byPrefix(String prefix) {
        Map<String, String> byName = new TreeMap<>();
        dsl.select(SETTING.NAME, SETTING.VALUE)
                .from(SETTING)
                .where(SETTING.NAME.startsWith(prefix))
                .and(DSL.substring(SETTING.NAME, 1, prefix.codePointCount(0, prefix.length()))
                        .eq(prefix))
                .forEach(r -> byName.put(r.value1(), r.value2()));
        return new LinkedHashMap<>(byName);
    }

    /** Writes several settings in one transaction; a null value deletes the setting. */
    public void putAll(Map<String, String> values) {
        dsl.transaction(cfg -> {
            DSLContext tx = cfg.dsl();
            values.forEach((name, value) -> {
                if (value == null) {
                    tx.deleteFrom(SETTING).where(SETTING.NAME.eq(name)).execute();
                } else {
                    tx.insertInto(SETTING, SETTING.NAME, SETTING.VALUE)
                            .values(name, value)
                            .onConflict(SETTING.NAME)
                            .doUpdate()
                            .set(SETTING.VALUE, value)
                            .execute();
                }
            });
            DataVersionRepository.bump(tx, Kind.SETTINGS);
        });
    }

    public void put(String name, String value) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put(name, value);
        putAll(m);
    }
}
