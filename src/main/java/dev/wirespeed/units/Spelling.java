package dev.wirespeed.units;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The one spelling of a domain enum in JSON documents, forms and messages: its {@code toString()}
 * ("linux", "storage-read"). Enums of the domain override {@code toString()} with it, and JSON reads
 * and writes enums through {@code toString()}, so the spelling lives in the enum alone.
 */
public final class Spelling {

    private Spelling() {}

    /** The constant spelled {@code text}; an IllegalArgumentException naming the choices otherwise. */
    public static <E extends Enum<E>> E parse(E[] values, String text) {
        for (E e : values) {
            if (e.toString().equals(text)) {
                return e;
            }
        }
        throw new IllegalArgumentException("'" + text + "' is not one of " + choices(values));
    }

    /** "a, b, c": every spelling, in declaration order. */
    public static <E extends Enum<E>> String choices(E[] values) {
        return Arrays.stream(values).map(Object::toString).collect(Collectors.joining(", "));
    }

    /** The conventional spelling of a constant name: lower case, '_' as '-' (STORAGE_READ -> storage-read). */
    public static String kebab(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
