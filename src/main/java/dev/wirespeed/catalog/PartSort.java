package dev.wirespeed.catalog;

import java.util.Arrays;
import java.util.Comparator;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

/**
 * The orders a part list can be sorted in, by the column a person clicks. Parts without the value
 * (no speed, no price in the currency) come last in either direction: a part with an unknown price
 * is not the cheapest, nor the dearest. Ties keep catalog order.
 */
public enum PartSort {
    NAME("name"),
    KIND("kind"),
    SPEED("speed"),
    PRICE("price");

    private final String key;

    PartSort(String key) {
        this.key = key;
    }

    /** The query parameter value ("name", "kind", "speed", "price"). */
    public String key() {
        return key;
    }

    public static Optional<PartSort> of(String key) {
        return Arrays.stream(values()).filter(s -> s.key.equals(key)).findFirst();
    }

    /** This order, ascending or descending; {@code currency} is the one prices are compared in. */
    public Comparator<Part> comparator(String currency, boolean descending) {
        return switch (this) {
            case NAME -> direction(
                            Comparator.comparing((Part p) -> p.displayName().toLowerCase(Locale.ROOT)), descending)
                    .thenComparing(Catalog.ORDER);
            case KIND -> direction(Comparator.comparingInt((Part p) -> Catalog.KINDS.indexOf(p.kind())), descending)
                    .thenComparing(Catalog.ORDER);
            case SPEED -> missingLast(PartSort::maxSpeed, descending);
            case PRICE -> missingLast(
                    p -> PartQuery.lowestPrice(p, currency)
                            .map(PartQuery::unitAmount)
                            .orElse(null),
                    descending);
        };
    }

    private static <T> Comparator<T> direction(Comparator<T> c, boolean descending) {
        return descending ? c.reversed() : c;
    }

    private static <V extends Comparable<V>> Comparator<Part> missingLast(Function<Part, V> value, boolean descending) {
        Comparator<V> values = descending ? Comparator.<V>reverseOrder() : Comparator.<V>naturalOrder();
        return Comparator.comparing(value, Comparator.nullsLast(values)).thenComparing(Catalog.ORDER);
    }

    /** The fastest speed a part supports, or null. */
    static Double maxSpeed(Part p) {
        return PartQuery.speeds(p).stream().max(Double::compare).orElse(null);
    }
}
