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
        List<Double> out = new ArrayList<>();
        for (Double x : a) {
            for (Double y : b) {
                if (Math.abs(x - y) < 1e-9 && !out.contains(x)) {
                    out.add(x);
                }
            }
        }
        out.sort(Comparator.reverseOrder());
        return out;
    }
}
