package dev.wirespeed.catalog;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

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
        String vendorCoding,
        Bidi bidi,
        String polish,
        FecNeed fec,
        List<String> mpn,
        List<String> ean,
        Map<String, String> factSources)
        implements Part {

    public Transceiver {
        mpn = mpn == null ? List.of() : List.copyOf(mpn);
        ean = ean == null ? List.of() : List.copyOf(ean);
        factSources = factSources == null ? Map.of() : Map.copyOf(factSources);
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

    /** A single-fibre BiDi module: it sends on {@code txNm} and listens on {@code rxNm}. */
    public record Bidi(int txNm, int rxNm, String source) {
        public Bidi {
            if (txNm == rxNm) {
                throw new IllegalArgumentException("a BiDi module sends and receives on two wavelengths");
            }
        }

        /** Whether a module at the far end completes the pair: its transmit is our receive, and back. */
        public boolean pairsWith(Bidi other) {
            return other != null && other.txNm == rxNm && other.rxNm == txNm;
        }
    }

    /** The FEC a module needs at 25G; null {@code required} means any mode works. */
    public record FecNeed(Fec required, String source) {}

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
