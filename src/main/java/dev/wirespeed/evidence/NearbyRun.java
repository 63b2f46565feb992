package dev.wirespeed.evidence;

import dev.wirespeed.catalog.Evidence;

import java.math.BigDecimal;

/**
 * A published run near a path: the run, how alike it is (in [0, 1], see {@link Similarity}), and
 * the facts of the end that matched the path best, named for a sentence: the NIC ("RTL8156"), the
 * machine ("Synology DS420+"), its CPU ("J4025") and its role ("nas"); null where the source does
 * not say.
 */
public record NearbyRun(Evidence run, double similarity, String nic, String machine, String cpu, String role) {

    public NearbyRun {
        if (run == null) {
            throw new IllegalArgumentException("a nearby run needs its run");
        }
        if (!(similarity >= 0 && similarity <= 1)) {
            throw new IllegalArgumentException("a similarity is in [0, 1], got " + similarity);
        }
    }

    public String id() {
        return run.id();
    }

    /** The receiver's throughput the source measured, in Gbit/s, as the evidence file states it. */
    public BigDecimal gbps() {
        return run.measuredGbps();
    }

    /** The page the run was published on (seed:NNN for a seed post without one). */
    public String source() {
        return run.source().url();
    }

    public String title() {
        return run.source().title();
    }
}
