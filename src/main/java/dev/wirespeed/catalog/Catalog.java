package dev.wirespeed.catalog;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * The parts a plan can use: the reviewed catalog plus a person's custom parts, immutable. Lookups
 * by id are O(1); searches scan (a few hundred parts). A part may be listed before it is mapped
 * ({@link Listing}): it is mapped when first looked up, or when a search first scans the catalog,
 * and kept; either way every reader sees the same part.
 */
public final class Catalog {

    public static final List<String> KINDS =
            List.of("nic", "switch", "transceiver", "cable", "board", "cpu", "storage");

    /**
     * A part known by the facts stored beside its document (id, kind, vendor, model) and mapped from
     * the document only when first asked for: a start whose first page looks up a few dozen parts
     * does not map all of them. The mapping must give a part with these very facts.
     */
    public record Listing(String id, String kind, String vendor, String model, Supplier<? extends Part> mapping) {
        public Listing {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(vendor, "vendor");
            Objects.requireNonNull(model, "model");
            Objects.requireNonNull(mapping, "mapping");
        }

        /** A part mapped already. */
        public static Listing of(Part p) {
            return new Listing(p.id(), p.kind(), p.vendor(), p.model(), () -> p);
        }
    }

    private final Map<String, Entry> parts;
    private final Set<String> customIds;
    /** Every part, mapped, in catalog order: built when a scan first needs it. */
    private volatile List<Part> all;

    public Catalog(Collection<? extends Part> catalogParts, Collection<? extends Part> customParts) {
        this(catalogParts.stream().map(Listing::of).toList(), customParts);
    }

    private Catalog(List<Listing> listed, Collection<? extends Part> customParts) {
        Map<String, Entry> m = new LinkedHashMap<>();
        listed.stream().sorted(LISTING_ORDER).forEach(l -> m.put(l.id(), new Entry(l)));
        customParts.stream().sorted(ORDER).forEach(p -> m.putIfAbsent(p.id(), new Entry(Listing.of(p))));
        this.parts = Collections.unmodifiableMap(m);
        this.customIds = customParts.stream().map(Part::id).collect(Collectors.toUnmodifiableSet());
    }

    /** The catalog's own parts listed (each mapped on first use) and the custom parts, mapped already. */
    public static Catalog listed(Collection<Listing> catalogParts, Collection<? extends Part> customParts) {
        return new Catalog(List.copyOf(catalogParts), customParts);
    }

    public static Catalog of(Collection<? extends Part> parts) {
        return new Catalog(parts, List.of());
    }

    /** Kind in catalog order, then vendor, then model (ignoring case), read by the three functions given. */
    private static <T> Comparator<T> kindVendorModel(
            Function<T, String> kind, Function<T, String> vendor, Function<T, String> model) {
        Comparator<String> lowerCase = Comparator.comparing(s -> s.toLowerCase(Locale.ROOT));
        return Comparator.comparingInt((T t) -> KINDS.indexOf(kind.apply(t)))
                .thenComparing(vendor, lowerCase)
                .thenComparing(model, lowerCase);
    }

    /** Kind in catalog order, then vendor, then model: what a person scanning a list expects. */
    public static final Comparator<Part> ORDER = kindVendorModel(Part::kind, Part::vendor, Part::model);

    /** The same order for parts not mapped yet, from the facts they are listed by. */
    private static final Comparator<Listing> LISTING_ORDER =
            kindVendorModel(Listing::kind, Listing::vendor, Listing::model);

    public Optional<Part> find(String id) {
        Entry e = parts.get(id);
        return e == null ? Optional.empty() : Optional.of(e.part());
    }

    public <T extends Part> Optional<T> find(String id, Class<T> type) {
        Entry e = parts.get(id);
        if (e == null) {
            return Optional.empty();
        }
        Part p = e.part();
        return type.isInstance(p) ? Optional.of(type.cast(p)) : Optional.empty();
    }

    public boolean isCustom(String id) {
        return customIds.contains(id);
    }

    /** Whether a part of this id is in the catalog, answered from its listing: nothing is mapped. */
    public boolean contains(String id) {
        return parts.containsKey(id);
    }

    public Collection<Part> all() {
        List<Part> a = all;
        if (a == null) {
            List<Part> mapped = new ArrayList<>(parts.size());
            for (Entry e : parts.values()) {
                mapped.add(e.part());
            }
            a = Collections.unmodifiableList(mapped);
            all = a;
        }
        return a;
    }

    public int size() {
        return parts.size();
    }

    public <T extends Part> List<T> ofKind(Class<T> type) {
        List<T> out = new ArrayList<>();
        for (Part p : all()) {
            if (type.isInstance(p)) {
                out.add(type.cast(p));
            }
        }
        return out;
    }

    public List<Part> filter(Predicate<Part> predicate) {
        return all().stream().filter(predicate).toList();
    }

    /** One part of the catalog: listed, and mapped once when first asked for. */
    private static final class Entry {
        private final Listing listing;
        private volatile Part part;

        Entry(Listing listing) {
            this.listing = listing;
        }

        Part part() {
            Part p = part;
            if (p == null) {
                synchronized (this) {
                    p = part;
                    if (p == null) {
                        p = Objects.requireNonNull(listing.mapping().get(), listing.id());
                        if (!p.id().equals(listing.id())
                                || !p.kind().equals(listing.kind())
                                || !p.vendor().equals(listing.vendor())
                                || !p.model().equals(listing.model())) {
                            // the listing placed it in the catalog's order: a part with other facts would sit wrongly
                            throw new IllegalStateException("the part listed as " + listing.kind() + " " + listing.id()
                                    + " (" + listing.vendor() + " " + listing.model() + ") maps to " + p.kind() + " "
                                    + p.id() + " (" + p.vendor() + " " + p.model() + ")");
                        }
                        part = p;
                    }
                }
            }
            return p;
        }
    }
}
