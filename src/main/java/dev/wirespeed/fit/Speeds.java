package dev.wirespeed.fit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Line rates in Gbit/s as a reason argument ("10G/1G"), and the speeds two parts share. */
public record Speeds(List<Double> gbps) {
    public Speeds {
        gbps = List.copyOf(gbps);
    }

    public static Speeds of(double gbps) {
        return new Speeds(List.of(gbps));
    }

    /** Speeds (Gbit/s, highest first) that both lists contain. */
    public static List<Double> common(List<Double> a, List<Double> b) {
        // by index: a plan's links call this several times each, and an iterator per inner loop was
        // most of what evaluating a large plan allocated
        List<Double> out = new ArrayList<>(Math.min(a.size(), b.size()));
        for (int i = 0; i < a.size(); i++) {
            Double x = a.get(i);
            double xv = x;
            for (int j = 0; j < b.size(); j++) {
                if (Math.abs(xv - b.get(j)) < 1e-9 && !out.contains(x)) {
                    out.add(x);
                }
            }
        }
        out.sort(Comparator.reverseOrder());
        return out;
    }
}
