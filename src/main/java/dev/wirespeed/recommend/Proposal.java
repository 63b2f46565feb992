package dev.wirespeed.recommend;

import dev.wirespeed.text.Phrase;

import java.util.List;

/**
 * A free change evaluated: what to change, and per flow what the model then predicts; a change the model
 * cannot predict ({@code predicted} false) has no flows and never meets the targets.
 */
public record Proposal(
        String kind, Phrase text, List<FlowOutcome> flows, boolean meetsTargets, boolean error, boolean predicted) {
    public Proposal {
        flows = List.copyOf(flows);
    }

    /** What to change, in English: what JSON and the CLI show. */
    public String what() {
        return text.english();
    }
}
