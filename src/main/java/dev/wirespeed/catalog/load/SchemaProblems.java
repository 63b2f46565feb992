package dev.wirespeed.catalog.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.ValidationMessage;

import java.util.ArrayList;
import java.util.List;

/** Turns JSON Schema validation messages into problems that name the file and the offending field. */
final class SchemaProblems {

    private SchemaProblems() {}

    static List<Problem> of(JsonSchema schema, JsonNode node, String file) {
        List<Problem> problems = new ArrayList<>();
        for (ValidationMessage m : schema.validate(node)) {
            String path = m.getInstanceLocation() == null
                    ? "$"
                    : m.getInstanceLocation().toString();
            String property = m.getProperty();
            // For a missing or unexpected property the validator reports the enclosing object; the
            // person needs the property itself.
            if (property != null
                    && ("required".equals(m.getType())
                            || "unevaluatedProperties".equals(m.getType())
                            || "additionalProperties".equals(m.getType()))) {
                path = path + "." + property;
            }
            problems.add(new Problem(file, path, m.getType(), stripPath(m.getMessage())));
        }
        return problems;
    }

    private static String stripPath(String message) {
        int colon = message.indexOf(": ");
        return colon > 0 && message.startsWith("$") ? message.substring(colon + 2) : message;
    }
}
