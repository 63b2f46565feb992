package dev.wirespeed.app;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirespeed.text.Phrase;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Strict reading of a JSON request: every problem is collected with its JSON path ($.sender.bus.lanes)
 * so one 400 answer lists all of them; unknown fields are errors.
 */
final class JsonInput {

    private final List<AppError.Detail> errors = new ArrayList<>();

    List<AppError.Detail> errors() {
        return errors;
    }

    void error(String path, String message) {
        errors.add(new AppError.Detail(path, message));
    }

    void throwIfAny(String what) {
        if (!errors.isEmpty()) {
            throw AppError.of(
                    400,
                    Phrase.of(
                            "json.input.problems",
                            what,
                            errors.size(),
                            errors.get(0).path(),
                            errors.get(0).phraseOrQuoted()),
                    errors);
        }
    }

    /** Reports fields of {@code node} not in {@code allowed}. Returns false when node is not an object. */
    boolean object(JsonNode node, String path, Set<String> allowed) {
        if (node == null || !node.isObject()) {
            error(path, "must be an object");
            return false;
        }
        node.fieldNames().forEachRemaining(f -> {
            if (!allowed.contains(f)) {
                error(
                        path + "." + f,
                        "unknown field; allowed: "
                                + String.join(", ", allowed.stream().sorted().toList()));
            }
        });
        return true;
    }

    String text(JsonNode parent, String field, String path, Set<String> allowedValues, String dflt) {
        JsonNode n = parent.get(field);
        if (n == null || n.isNull()) {
            return dflt;
        }
        if (!n.isTextual()) {
            error(path + "." + field, "must be a string");
            return dflt;
        }
        String v = n.asText();
        if (allowedValues != null && !allowedValues.contains(v)) {
            error(
                    path + "." + field,
                    "'" + v + "' is not one of "
                            + String.join(", ", allowedValues.stream().sorted().toList()));
            return dflt;
        }
        return v;
    }

    Integer integer(JsonNode parent, String field, String path, int min, int max, Integer dflt) {
        JsonNode n = parent.get(field);
        if (n == null || n.isNull()) {
            return dflt;
        }
        if (!n.isIntegralNumber()) {
            error(path + "." + field, "must be a whole number");
            return dflt;
        }
        long v = n.asLong();
        if (v < min || v > max) {
            error(path + "." + field, v + " is outside " + min + ".." + max);
            return dflt;
        }
        return (int) v;
    }

    Double number(JsonNode parent, String field, String path, double minExclusive, double max, Double dflt) {
        JsonNode n = parent.get(field);
        if (n == null || n.isNull()) {
            return dflt;
        }
        if (!n.isNumber()) {
            error(path + "." + field, "must be a number");
            return dflt;
        }
        double v = n.asDouble();
        if (!(v > minExclusive) || v > max) {
            error(path + "." + field, v + " is outside (" + minExclusive + ", " + max + "]");
            return dflt;
        }
        return v;
    }
}
