package dev.wirespeed.web;

import dev.wirespeed.account.Role;
import dev.wirespeed.app.Kept;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.solver.Evaluation;

import java.time.ZoneId;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Whole plan editor pages as sent, for the plain view (no query parameters): the same plan version,
 * data, language, time zone and viewer render the same bytes, so a repeat view is a byte copy with
 * no template run. What the page shows besides the plan version comes from the database's data
 * version counters (catalog and shop offers, calibration and the runs attached to flows, settings
 * and exchange rates behind the totals, plans), read at the start of every request; the share
 * link is read per view because creating or revoking one moves no counter.
 */
final class EditorPages {

    /** Pages kept; past it all are dropped and kept anew (edits leave their old versions behind). */
    static final int MAX_PAGES = 256;

    /**
     * Everything a plain editor page reads. The catalog and the evaluation are compared by identity:
     * the services hand out the same objects until a plan version, the catalog or the calibration
     * changes, and a new one must never be taken for an old one that happens to be equal.
     */
    record Key(
            String plan,
            long version,
            Map<?, Long> counters,
            Catalog catalog,
            Evaluation evaluation,
            Locale locale,
            ZoneId zone,
            String user,
            Role role,
            Optional<String> shareUrl) {
        Key {
            Objects.requireNonNull(plan);
            Objects.requireNonNull(counters);
            Objects.requireNonNull(catalog);
            Objects.requireNonNull(locale);
            Objects.requireNonNull(zone);
            Objects.requireNonNull(shareUrl);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k
                    && plan.equals(k.plan)
                    && version == k.version
                    && counters.equals(k.counters)
                    && catalog == k.catalog
                    && evaluation == k.evaluation
                    && locale.equals(k.locale)
                    && zone.equals(k.zone)
                    && Objects.equals(user, k.user)
                    && role == k.role
                    && shareUrl.equals(k.shareUrl);
        }

        @Override
        public int hashCode() {
            return Objects.hash(
                    plan,
                    version,
                    counters,
                    System.identityHashCode(catalog),
                    System.identityHashCode(evaluation),
                    locale,
                    zone,
                    user,
                    role,
                    shareUrl);
        }
    }

    private final Kept<Key, KeptPage> kept = new Kept<>(MAX_PAGES);

    /** The page for {@code key}, rendered by {@code render} the first time (every time with the caches off). */
    KeptPage page(Key key, Supplier<byte[]> render) {
        return kept.get(key, () -> KeptPage.of(render.get()));
    }
}
