package dev.wirespeed.calibration;

import dev.wirespeed.measure.parse.ThroughputRun;

import java.time.Instant;

/** A measured throughput run attached to one flow of one plan, and when it was stored. */
public record AttachedRun(String measurementId, String planId, String flowId, Instant storedAt, ThroughputRun run) {

    public AttachedRun {
        if (measurementId == null || planId == null || flowId == null || storedAt == null) {
            throw new IllegalArgumentException("an attached run has an id, a plan, a flow and a storage time");
        }
        if (run == null || run.gbps() == null) {
            throw new IllegalArgumentException("run " + measurementId + " has no rate to learn from");
        }
    }

    public double gbps() {
        return run.gbps();
    }
}
