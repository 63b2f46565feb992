package dev.wirespeed.catalog;

import java.util.Comparator;
import java.util.List;
import java.util.Map;

/** A cable of one length: DAC (passive or active), AOC, fiber patch cord or twisted pair. */
public record Cable(
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
        String cableType,
        double lengthM,
        List<String> ends,
        List<Double> speedsGbps,
        String fiberGrade,
        String fiberMode,
        Integer strands,
        String category,
        Integer awg,
        String partNumber,
        String dacClass,
        String polish,
        List<Integer> wavelengthsNm,
        List<String> mpn,
        List<String> ean,
        Map<String, String> factSources)
        implements Part {

    public Cable {
        wavelengthsNm = wavelengthsNm == null ? List.of() : List.copyOf(wavelengthsNm);
        mpn = mpn == null ? List.of() : List.copyOf(mpn);
        ean = ean == null ? List.of() : List.copyOf(ean);
        factSources = factSources == null ? Map.of() : Map.copyOf(factSources);
        aliases = aliases == null ? List.of() : List.copyOf(aliases);
        prices = prices == null ? List.of() : List.copyOf(prices);
        sources = sources == null ? List.of() : List.copyOf(sources);
        ends = ends == null ? List.of() : List.copyOf(ends);
        speedsGbps = speedsGbps == null
                ? List.of()
                : speedsGbps.stream().sorted(Comparator.reverseOrder()).toList();
    }

    public boolean isDirectAttach() {
        return cableType.startsWith("dac") || "aoc".equals(cableType);
    }

    public boolean isFiber() {
        return "fiber".equals(cableType);
    }

    public boolean isTwistedPair() {
        return "twisted-pair".equals(cableType);
    }

    public double maxGbps() {
        return speedsGbps.isEmpty() ? 0 : speedsGbps.get(0);
    }

    /** The fiber mode, from the explicit field or the grade (OM* multimode, OS* single-mode). */
    public String mode() {
        if (fiberMode != null) {
            return fiberMode;
        }
        if (fiberGrade == null) {
            return null;
        }
        return fiberGrade.startsWith("OM") ? "mmf" : "smf";
    }
}
