package dev.wirespeed.plan;

import dev.wirespeed.units.Spelling;

/** What moves the data on a flow: a TCP load generator or a file-copy protocol. */
public enum Tool {
    IPERF3,
    IPERF2,
    SMB,
    NFS,
    SFTP,
    HTTP,
    RSYNC;

    /** Whether the flow copies a file (storage and the protocol count), not a memory-to-memory test. */
    public boolean copiesFiles() {
        return this != IPERF3 && this != IPERF2;
    }

    public static Tool parse(String text) {
        return Spelling.parse(values(), text);
    }

    @Override
    public String toString() {
        return Spelling.kebab(this);
    }
}
