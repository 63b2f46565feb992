package dev.wirespeed.measure.parse;

/** CPU use in percent of all cores, as iperf3 reports it for this host and for the peer. */
public record CpuUse(Double localPercent, Double remotePercent) {

    public CpuUse {
        for (Double p : new Double[] {localPercent, remotePercent}) {
            if (p != null && (!Double.isFinite(p) || p < 0)) {
                throw new IllegalArgumentException("a CPU percentage must be a finite number >= 0, got " + p);
            }
        }
    }
}
