package dev.wirespeed.text;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * A sentence the program generates, as a key into the phrase bundles ({@code phrases_en}, {@code
 * phrases_ja}) and its arguments, so one issue, ceiling or diagnosis can be read in every language the
 * pages speak. Arguments are shown as they are ({@code String.valueOf}, exactly as string concatenation
 * shows them), except a nested phrase, which is rendered in the same language: numbers are formatted
 * by the caller, once, so both languages show the same figures.
 */
public record Phrase(String key, List<Object> args) {

    /** The key of a phrase that is its one argument verbatim (data shown as written, such as a part's note). */
    public static final String VERBATIM = "verbatim";

    public Phrase {
        if (key == null || key.isBlank()) {
            throw new IllegalArgumentException("a phrase needs its key");
        }
        // Arguments may be null (shown as "null", as concatenation shows them), so no List.copyOf: a
        // private copy of them, seen through an unmodifiable view (one array, two small objects)
        args = args == null || args.isEmpty() ? List.of() : Collections.unmodifiableList(Arrays.asList(args.toArray()));
    }

    public static Phrase of(String key, Object... args) {
        return new Phrase(key, Arrays.asList(args));
    }

    /** Text that is not translated (a name, a quoted note, a message from outside): shown as given. */
    public static Phrase verbatim(String text) {
        return of(VERBATIM, text);
    }

    /**
     * Text written in English where it is declared (a factor's unit, why its start value was chosen):
     * another language shows its pattern for {@code key} when its bundle has one, else this English.
     */
    public static Phrase authored(String key, String english) {
        return of(Phrases.AUTHORED, key, english);
    }

    /** Pieces shown one after another (text, numbers and phrases), as a string concatenation shows them. */
    public static Phrase concat(Object... parts) {
        return of(VERBATIM, parts);
    }

    /** The phrases joined by a separator phrase, e.g. a list of clauses with "; " between them. */
    public static Phrase joined(String separatorKey, List<Phrase> parts) {
        List<Object> list = new ArrayList<>(parts.size() + 1);
        list.add(of(separatorKey));
        list.addAll(parts);
        return new Phrase(Phrases.JOINED, list);
    }

    /** The English text: what JSON, the CLI and the English pages show. */
    public String english() {
        return Phrases.render(this, Locale.ENGLISH);
    }

    public String in(Locale locale) {
        return Phrases.render(this, locale);
    }

    @Override
    public String toString() {
        return english();
    }
}
