package dev.wirespeed.app;

import dev.wirespeed.store.Database;

import java.util.Locale;

/**
 * What GET /health answers: {@code status} is "ok" when the database answers and its schema is what
 * this build's migrations make it, else "unavailable" (answered 503), so a load balancer sends requests only to an instance that can serve them.
 */
public record Health(String status, DatabaseState database) {

    public static final String OK = "ok";
    public static final String UNAVAILABLE = "unavailable";

    /** The database part: reachable, migrations "current", "pending" or "failed", the schema version applied. */
    public record DatabaseState(boolean reachable, String migrations, String version) {}

    static Health of(Database.Health h) {
        DatabaseState db =
                new DatabaseState(h.reachable(), h.migrations().name().toLowerCase(Locale.ROOT), h.version());
        boolean ok = h.reachable() && h.migrations() == Database.Migrations.CURRENT;
        return new Health(ok ? OK : UNAVAILABLE, db);
    }

    public boolean ok() {
        return status.equals(OK);
    }
}
