package dev.wirespeed.store;

import dev.wirespeed.plan.Plan;

/**
 * One saved version of a plan: the document as it was stored ({@code plan} null, with the reason in
 * {@code problem}, when this Wirespeed cannot read an old document), when and by whom it was saved
 * (null with sign-in off), and the version it copied when it was a restore (null otherwise).
 */
public record StoredVersion(
        String planId, long version, Plan plan, String problem, String savedAt, String savedBy, Long restoredFrom) {

    public StoredVersion {
        if (planId == null || version < 1) {
            throw new IllegalArgumentException("a plan version has its plan's id and a version from 1");
        }
        if ((plan == null) == (problem == null)) {
            throw new IllegalArgumentException("a plan version has either its plan or the reason it cannot be read");
        }
    }

    public boolean readable() {
        return plan != null;
    }
}
