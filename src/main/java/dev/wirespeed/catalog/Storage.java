package dev.wirespeed.catalog;

import java.util.List;
import java.util.Map;

/** A disk or SSD: interface and sequential rates in MB/s (10^6 bytes per second). */
public record Storage(
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
        String interfaceType,
        String media,
        String formFactor,
        Double capacityGB,
        Integer rpm,
        Double seqReadMBps,
        Double seqWriteMBps,
        Double sustainedWriteMBps,
        Double writeCacheGB,
        List<String> mpn,
        List<String> ean,
        Map<String, String> factSources)
        implements Part {

    public Storage {
        mpn = mpn == null ? List.of() : List.copyOf(mpn);
        ean = ean == null ? List.of() : List.copyOf(ean);
        factSources = factSources == null ? Map.of() : Map.copyOf(factSources);
        aliases = aliases == null ? List.of() : List.copyOf(aliases);
        prices = prices == null ? List.of() : List.copyOf(prices);
        sources = sources == null ? List.of() : List.copyOf(sources);
    }

    /** The write rate a long copy sees: sustained (after cache) when measured, else the spec figure. */
    public Double longWriteMBps() {
        return sustainedWriteMBps != null ? sustainedWriteMBps : seqWriteMBps;
    }
}
