package dev.wirespeed.app;

import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * Rendered results kept by what they depend on, at most {@code max} of them: past that all are
 * dropped and kept anew (keys of old versions are never asked again, so no order is worth keeping).
 * With {@link RenderCaches} off every call renders, and nothing is kept.
 */
public final class Kept<K, V> {

    private final int max;
    private final Map<K, V> kept = new ConcurrentHashMap<>();

    public Kept(int max) {
        if (max < 1) {
            throw new IllegalArgumentException("keep at least one, got " + max);
        }
        this.max = max;
    }

    /** The value kept for {@code key}, made by {@code make} the first time (every time with the caches off). */
    public V get(K key, Supplier<V> make) {
        Objects.requireNonNull(key);
        if (!RenderCaches.enabled()) {
            return make.get();
        }
        V hit = kept.get(key);
        if (hit != null) {
            return hit;
        }
        V made = make.get();
        if (kept.size() >= max) {
            kept.clear();
        }
        kept.put(key, made);
        return made;
    }
}
