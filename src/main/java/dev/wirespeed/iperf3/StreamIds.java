package dev.wirespeed.iperf3;

/**
 * Stream ids as every iperf3 version numbers them: 1, 3, 4, 5, ... (2 is skipped). Both ends number
 * streams in creation order; results are matched by id, so a peer numbering 1, 2, 3 is rejected.
 */
final class StreamIds {

    private StreamIds() {}

    /** Id of the stream created at position {@code index} (0-based). */
    static int idOf(int index) {
        if (index < 0) {
            throw new IllegalArgumentException("stream index must be >= 0, got " + index);
        }
        return index == 0 ? 1 : index + 2;
    }
}
