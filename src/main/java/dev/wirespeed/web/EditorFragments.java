package dev.wirespeed.web;

import dev.wirespeed.app.Kept;
import dev.wirespeed.catalog.Catalog;

import java.util.HexFormat;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Supplier;

/**
 * The plan editor's disclosure fragments (a host's change form, the add-a-link form ...) as
 * rendered HTML, kept per plan version, catalog and language: opening the same form again, or in
 * another browser, costs no template work until the plan or the catalog changes. A new plan version
 * or catalog makes a new key, so nothing is ever answered stale; the old entries are dropped when
 * there are too many.
 */
final class EditorFragments {

    /** Fragments kept; past it all are dropped and kept anew (edits leave their old versions behind). */
    static final int MAX_FRAGMENTS = 512;

    /**
     * Tells this process's ETags from another's: the templates of another build may render the same
     * key otherwise, so a browser's copy from before a restart is never taken for current.
     */
    private static final String BOOT =
            HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt());

    /**
     * What a fragment depends on: the plan and its version, the catalog (kept by identity: a custom
     * part added or changed builds a new one), the language, and which disclosure.
     */
    record Key(String plan, long version, Catalog catalog, Locale locale, String kind, String a, String b) {
        Key {
            Objects.requireNonNull(plan);
            Objects.requireNonNull(catalog);
            Objects.requireNonNull(locale);
            Objects.requireNonNull(kind);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k
                    && plan.equals(k.plan)
                    && version == k.version
                    && catalog == k.catalog
                    && locale.equals(k.locale)
                    && kind.equals(k.kind)
                    && Objects.equals(a, k.a)
                    && Objects.equals(b, k.b);
        }

        @Override
        public int hashCode() {
            return Objects.hash(plan, version, System.identityHashCode(catalog), locale, kind, a, b);
        }
    }

    private final Kept<Key, String> kept = new Kept<>(MAX_FRAGMENTS);

    /** The fragment for {@code key}, rendered by {@code render} the first time (every time with the caches off). */
    String html(Key key, Supplier<String> render) {
        return kept.get(key, render);
    }

    /**
     * The fragment's ETag: the plan version, the catalog's data version and the language name what it
     * shows (the path names which fragment), the process the templates it was rendered with.
     */
    String etag(Key key, long catalogVersion) {
        return "W/\"" + key.version() + "-" + catalogVersion + "."
                + Integer.toHexString(System.identityHashCode(key.catalog())) + "-"
                + key.locale().toLanguageTag() + "-" + BOOT + "\"";
    }
}
