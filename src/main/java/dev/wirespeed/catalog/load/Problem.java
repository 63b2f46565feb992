package dev.wirespeed.catalog.load;

/**
 * One thing wrong with a catalog: the file (relative to the catalog folder), the field as a JSON
 * path ($.ports[0].cage), the rule that failed, and a message a person can act on.
 */
public record Problem(String file, String field, String rule, String message) {

    @Override
    public String toString() {
        return file + ": " + (field == null || field.isEmpty() ? "$" : field) + ": [" + rule + "] " + message;
    }
}
