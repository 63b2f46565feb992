package dev.wirespeed.web;

import dev.wirespeed.app.AppError;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What one form on a page was last filled with and what was wrong with it, so that the page can be
 * rendered again with the person's input and each error next to its field. Every form carries its
 * key in a hidden field {@code form}; field names are the plan document's property names relative
 * to the edited element ({@code cpuScore}, {@code negotiated.lanes}), so that an {@link AppError}
 * detail's JSON path ({@code $.hosts[2].negotiated.lanes}) maps straight to a field.
 */
public final class FormState {

    private static final FormState NONE = new FormState(null, Map.of(), Map.of(), List.of());

    private final String key;
    private final Map<String, String> values;
    private final Map<String, String> errors;
    private final List<String> other;

    private FormState(String key, Map<String, String> values, Map<String, String> errors, List<String> other) {
        this.key = key;
        this.values = values;
        this.errors = errors;
        this.other = other;
    }

    public static FormState none() {
        return NONE;
    }

    /** A form's submitted values without errors (a "show what fits" refinement of a form). */
    public static FormState values(String key, Map<String, List<String>> params) {
        return key == null ? NONE : new FormState(key, first(params), Map.of(), List.of());
    }

    /**
     * A form's submitted values with the problems found. Details whose path starts with
     * {@code pathPrefix} (the edited element's JSON path) go to the field named by the rest of the
     * path without list indexes; plain names ("cpuScore") are fields already; the rest are shown
     * above the form with their path.
     */
    public static FormState failed(
            String key,
            Map<String, List<String>> params,
            List<AppError.Detail> details,
            String pathPrefix,
            String message) {
        return failed(key, params, details, pathPrefix, message, Locale.ENGLISH);
    }

    /** The problems of {@code error}, each in {@code locale} where it is a phrase (else in English). */
    public static FormState failed(
            String key, Map<String, List<String>> params, AppError error, String pathPrefix, Locale locale) {
        return failed(key, params, error.details(), pathPrefix, error.in(locale), locale);
    }

    /** As above, each detail in {@code locale} where it is a phrase; {@code message} is already in it. */
    public static FormState failed(
            String key,
            Map<String, List<String>> params,
            List<AppError.Detail> details,
            String pathPrefix,
            String message,
            Locale locale) {
        Map<String, String> values = first(params);
        Map<String, String> errors = new LinkedHashMap<>();
        List<String> other = new ArrayList<>();
        for (AppError.Detail d : details) {
            String field = field(d.path(), pathPrefix, values);
            if (field != null && !errors.containsKey(field)) {
                errors.put(field, d.in(locale));
            } else {
                other.add(d.path() + ": " + d.in(locale));
            }
        }
        if (details.isEmpty() && message != null) {
            other.add(message);
        }
        return new FormState(key, values, errors, other);
    }

    static String field(String path, String prefix, Map<String, String> values) {
        if (path == null) {
            return null;
        }
        String rest;
        if (!path.startsWith("$")) {
            rest = path;
        } else if (prefix != null
                && (path.equals(prefix) || path.startsWith(prefix + ".") || path.startsWith(prefix + "["))) {
            rest = path.substring(prefix.length());
        } else {
            return null;
        }
        rest = rest.replaceAll("\\[\\d+]", "").replaceAll("^\\.", "");
        if (values.containsKey(rest)) {
            return rest;
        }
        String head = rest.contains(".") ? rest.substring(0, rest.indexOf('.')) : rest;
        return values.containsKey(head) ? head : null;
    }

    private static Map<String, String> first(Map<String, List<String>> params) {
        Map<String, String> m = new LinkedHashMap<>();
        params.forEach((k, v) -> {
            if (!v.isEmpty()) {
                m.put(k, v.get(0));
            }
        });
        return m;
    }

    /** Whether this state belongs to form {@code form}. */
    public boolean is(String form) {
        return key != null && key.equals(form);
    }

    public boolean failed(String form) {
        return is(form) && (!errors.isEmpty() || !other.isEmpty());
    }

    /** The submitted value of a field of {@code form}, else {@code dflt} ("" for null). */
    public String v(String form, String field, Object dflt) {
        if (is(form) && values.containsKey(field)) {
            return values.get(field);
        }
        return dflt == null ? "" : String.valueOf(dflt);
    }

    /** Whether a checkbox of {@code form} is on: submitted (present) or, when the form was not submitted, {@code dflt}. */
    public boolean checked(String form, String field, boolean dflt) {
        return is(form) ? values.containsKey(field) : dflt;
    }

    /** The error of a field of {@code form}, or null. */
    public String err(String form, String field) {
        return is(form) ? errors.get(field) : null;
    }

    /** Problems of {@code form} that belong to no field. */
    public List<String> others(String form) {
        return is(form) ? other : List.of();
    }

    public String key() {
        return key;
    }
}
