package dev.wirespeed.store;

import dev.wirespeed.measure.parse.ParsedRun;

/**
 * A measured run as stored: its id, the hash that keeps it unique, where it came from, the plan flow
 * it is attached to (both null when loose), the peer address, whether it was detached, when it was
 * stored, the version of the tool that printed it (null when the output does not say) and the parsed
 * run itself.
 */
public record StoredMeasurement(
        String id,
        String contentHash,
        String origin,
        String planId,
        String flowId,
        String peer,
        boolean detached,
        String createdAt,
        String toolVersion,
        ParsedRun run) {

    public StoredMeasurement {
        if (id == null || contentHash == null || run == null) {
            throw new IllegalArgumentException("a stored measurement has an id, a content hash and a run");
        }
        if (flowId != null && planId == null) {
            throw new IllegalArgumentException("measurement " + id + " names a flow but no plan");
        }
    }

    /** The same run as it is about to be stored (no creation time yet). */
    public record New(
            String id, String contentHash, String origin, String planId, String flowId, String peer, ParsedRun run) {
        public New {
            if (id == null || contentHash == null || run == null) {
                throw new IllegalArgumentException("a measurement to store has an id, a content hash and a run");
            }
        }
    }
}
