package dev.wirespeed.recommend;

import java.util.List;

/** A free change evaluated: what to change, and per flow what the model then predicts. */
public record Proposal(String kind, String what, List<FlowOutcome> flows, boolean meetsTargets, boolean error) {
    public Proposal {
        flows = List.copyOf(flows);
    }
}
