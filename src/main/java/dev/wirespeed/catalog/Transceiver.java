package dev.wirespeed.catalog;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/** A pluggable module: optical, 10GBASE-T copper, or a QSA adapter. */
public record Transceiver(
        String id,
        String kind,
        String vendor,
        String model,
        List<String> aliases,
        String description,
        PowerSpec power,
        List<Price> prices,
        List<Source> sources,
        String notes,
        Cage formFactor,
        Cage hostFormFactor,
        String standard,
        List<Double> speedsGbps,
        String media,
        Integer wavelengthNm,
        String connector,
        List<Reach> reach,
        String temperature,
        String vendorCoding)
        implements Part {

    public Transceiver {
        aliases = aliases == null ? List.of() : List.copyOf(aliases);
        prices = prices == null ? List.of() : List.copyOf(prices);
        sources = sources == null ? List.of() : List.copyOf(sources);
        speedsGbps = speedsGbps == null
                ? List.of()
                : speedsGbps.stream().sorted(Comparator.reverseOrder()).toList();
        reach = reach == null ? List.of() : List.copyOf(reach);
    }

    /** Maximum reach in metres over one cable grade (OM3, OS2, cat6a ...), optionally at one speed. */
    public record Reach(String grade, double metres, Double speedGbps, String source) {}

    /** The cage the module plugs into: the host form factor for QSA adapters, else its own. */
    public Cage pluggedCage() {
        return hostFormFactor != null ? hostFormFactor : formFactor;
    }

    public boolean isAdapter() {
        return "adapter".equals(media);
    }

    public double maxGbps() {
        return speedsGbps.isEmpty() ? 0 : speedsGbps.get(0);
    }

    public boolean isTenGBaseT() {
        return standard != null
                && standard.toUpperCase(Locale.ROOT).contains("BASE-T")
                && "copper".equals(media)
                && maxGbps() >= 2.5;
    }
}
