package dev.wirespeed.measure.parse;

import java.util.List;

/** Every run found in one input, in the order they appear, and what the parser wants a person to know. */
public record ParseResult(List<ParsedRun> runs, List<String> warnings) {

    public ParseResult {
        runs = runs == null ? List.of() : List.copyOf(runs);
        warnings = warnings == null ? List.of() : List.copyOf(warnings);
    }
}
