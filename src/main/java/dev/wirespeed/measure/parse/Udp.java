package dev.wirespeed.measure.parse;

/** UDP receive figures: jitter in milliseconds, datagrams lost of the total, and the loss in percent. */
public record Udp(Double jitterMs, Long lost, Long total, Double lostPercent) {

    public Udp {
        if (jitterMs != null && (!Double.isFinite(jitterMs) || jitterMs < 0)) {
            throw new IllegalArgumentException("jitterMs must be a finite number >= 0, got " + jitterMs);
        }
        if (lost != null && lost < 0) {
            throw new IllegalArgumentException("lost must be >= 0, got " + lost);
        }
        if (total != null && total < 0) {
            throw new IllegalArgumentException("total must be >= 0, got " + total);
        }
        if (lostPercent != null && (!Double.isFinite(lostPercent) || lostPercent < 0)) {
            throw new IllegalArgumentException("lostPercent must be a finite number >= 0, got " + lostPercent);
        }
    }
}
