package dev.wirespeed.catalog;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * The parts a plan can use: the reviewed catalog plus a person's custom parts, immutable. Lookups
 * by id are O(1); searches scan (a few hundred parts).
 */
public final class Catalog {

    public static final List<String> KINDS =
            List.of("nic", "switch", "transceiver", "cable", "board", "cpu", "storage");

    private final Map<String, Part> parts;
    private final Set<String> customIds;

    public Catalog(Collection<? extends Part> catalogParts, Collection<? extends Part> customParts) {
        Map<String, Part> m = new LinkedHashMap<>();
        catalogParts.stream().sorted(ORDER).forEach(p -> m.put(p.id(), p));
        customParts.stream().sorted(ORDER).forEach(p -> m.putIfAbsent(p.id(), p));
        this.parts = Collections.unmodifiableMap(m);
        this.customIds = customParts.stream().map(Part::id).collect(Collectors.toUnmodifiableSet());
    }

    public static Catalog of(Collection<? extends Part> parts) {
        return new Catalog(parts, List.of());
    }

    /** Kind in catalog order, then vendor, then model: what a person scanning a list expects. */
    public static final Comparator<Part> ORDER = Comparator.comparingInt((Part p) -> KINDS.indexOf(p.kind()))
            .thenComparing(p -> p.vendor().toLowerCase(Locale.ROOT))
            .thenComparing(p -> p.model().toLowerCase(Locale.ROOT));

    public Optional<Part> find(String id) {
        return Optional.ofNullable(parts.get(id));
    }

    public <T extends Part> Optional<T> find(String id, Class<T> type) {
        Part p = parts.get(id);
        return type.isInstance(p) ? Optional.of(type.cast(p)) : Optional.empty();
    }

    public boolean isCustom(String id) {
        return customIds.contains(id);
    }

    public Collection<Part> all() {
        return parts.values();
    }

    public int size() {
        return parts.size();
    }

    public <T extends Part> List<T> ofKind(Class<T> type) {
        List<T> out = new ArrayList<>();
        for (Part p : parts.values()) {
            if (type.isInstance(p)) {
                out.add(type.cast(p));
            }
        }
        return out;
    }

    public List<Part> filter(Predicate<Part> predicate) {
        return parts.values().stream().filter(predicate).toList();
    }
}
