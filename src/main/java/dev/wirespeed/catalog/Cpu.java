package dev.wirespeed.catalog;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A CPU with its PassMark single-thread rating, the figure the per-stream model scales with. */
public record Cpu(
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
        int cores,
        int threads,
        Double baseGhz,
        Double boostGhz,
        Double tdpW,
        String socket,
        String architecture,
        Boolean aesNi,
        Integer pcieLanes,
        Integer pcieGen,
        SingleThreadScore singleThreadScore,
        List<MeasuredCeiling> measuredCeilings,
        Boolean apu,
        List<String> mpn,
        List<String> ean,
        Map<String, String> factSources)
        implements Part {

    public Cpu {
        mpn = mpn == null ? List.of() : List.copyOf(mpn);
        ean = ean == null ? List.of() : List.copyOf(ean);
        factSources = factSources == null ? Map.of() : Map.copyOf(factSources);
        aliases = aliases == null ? List.of() : List.copyOf(aliases);
        prices = prices == null ? List.of() : List.copyOf(prices);
        sources = sources == null ? List.of() : List.copyOf(sources);
        measuredCeilings = measuredCeilings == null ? List.of() : List.copyOf(measuredCeilings);
    }

    /** A measured per-core limit: one {@code tool} connection in {@code role} reached {@code gbps} bound by this CPU. */
    public record MeasuredCeiling(String tool, String role, double gbps, String note, String source) {}

    /** The measured ceiling for a tool and role, if a source measured one. */
    public Optional<MeasuredCeiling> measured(String tool, String role) {
        return measuredCeilings.stream()
                .filter(m -> m.tool().equals(tool) && m.role().equals(role))
                .findFirst();
    }

    public record SingleThreadScore(int passmark, String date, String source) {}

    public Integer passmarkSingleThread() {
        return singleThreadScore == null ? null : singleThreadScore.passmark();
    }
}
