package dev.wirespeed.catalog;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * A catalog search: free text over vendor, model and aliases, plus filters. Blank fields do not
 * filter. Results are paged; without text they come in catalog order, with text exact matches first.
 */
public record PartQuery(
        String kind,
        String text,
        Double speedGbps,
        Cage port,
        String hostInterface,
        BigDecimal minPrice,
        BigDecimal maxPrice,
        String currency,
        Boolean fanless) {

    public static final PartQuery ALL = new PartQuery(null, null, null, null, null, null, null, null, null);

    /** One page of results. Pages count from 1. */
    public record Page<T>(List<T> items, int page, int pageSize, int total) {
        public int pages() {
            return Math.max(1, (total + pageSize - 1) / pageSize);
        }
    }

    public boolean matches(Part p) {
        if (kind != null && !kind.isBlank() && !kind.equals(p.kind())) {
            return false;
        }
        if (text != null && !text.isBlank()) {
            String hay = p.searchText();
            for (String word : text.toLowerCase(Locale.ROOT).split("\\s+")) {
                if (!hay.contains(word)) {
                    return false;
                }
            }
        }
        if (speedGbps != null && speeds(p).stream().noneMatch(s -> Math.abs(s - speedGbps) < 1e-9)) {
            return false;
        }
        if (port != null && !hasCage(p, port)) {
            return false;
        }
        if (hostInterface != null
                && !hostInterface.isBlank()
                && !(p instanceof Nic n
                        && n.hostInterface() != null
                        && hostInterface.equals(n.hostInterface().kind()))) {
            return false;
        }
        if (fanless != null && !(p instanceof Switch s && fanless.equals(s.fanless()))) {
            return false;
        }
        if (minPrice != null || maxPrice != null) {
            Optional<Price> lowest = lowestPrice(p, currency);
            if (lowest.isEmpty()) {
                return false;
            }
            BigDecimal unit = unitAmount(lowest.get());
            if (minPrice != null && unit.compareTo(minPrice) < 0) {
                return false;
            }
            return maxPrice == null || unit.compareTo(maxPrice) <= 0;
        }
        return true;
    }

    /** Runs the query over a catalog and cuts one page. */
    public Page<Part> run(Catalog catalog, int page, int pageSize) {
        return run(catalog, p -> true, null, page, pageSize);
    }

    /**
     * Runs the query narrowed by {@code also} (a question the catalog alone cannot answer, such as
     * "fits this plan's free slot"), in {@code order} when given, else catalog order (with text:
     * exact matches first), and cuts one page.
     */
    public Page<Part> run(Catalog catalog, Predicate<Part> also, Comparator<Part> order, int page, int pageSize) {
        List<Part> hits = catalog.filter(p -> matches(p) && also.test(p));
        if (order != null) {
            hits = hits.stream().sorted(order).toList();
        } else if (text != null && !text.isBlank()) {
            String t = text.toLowerCase(Locale.ROOT).trim();
            hits = hits.stream()
                    .sorted(Comparator.comparingInt((Part p) -> relevance(p, t)).thenComparing(Catalog.ORDER))
                    .toList();
        }
        int size = Math.max(1, Math.min(pageSize, 200));
        int p = Math.max(1, page);
        int from = Math.min(hits.size(), (p - 1) * size);
        int to = Math.min(hits.size(), from + size);
        return new Page<>(hits.subList(from, to), p, size, hits.size());
    }

    private static int relevance(Part p, String t) {
        if (p.id().equals(t) || p.model().toLowerCase(Locale.ROOT).equals(t)) {
            return 0;
        }
        if (p.aliases().stream().anyMatch(a -> a.toLowerCase(Locale.ROOT).equals(t))) {
            return 1;
        }
        if (p.model().toLowerCase(Locale.ROOT).startsWith(t)) {
            return 2;
        }
        return 3;
    }

    /** Every speed a part's ports, module or cable supports. */
    public static List<Double> speeds(Part p) {
        if (p instanceof Nic n) {
            return n.ports().stream()
                    .flatMap(g -> g.speedsGbps().stream())
                    .distinct()
                    .toList();
        }
        if (p instanceof Switch s) {
            return s.ports().stream()
                    .flatMap(g -> g.speedsGbps().stream())
                    .distinct()
                    .toList();
        }
        if (p instanceof Transceiver t) {
            return t.speedsGbps();
        }
        if (p instanceof Cable c) {
            return c.speedsGbps();
        }
        return List.of();
    }

    public static boolean hasCage(Part p, Cage cage) {
        if (p instanceof Nic n) {
            return n.ports().stream().anyMatch(g -> g.cage() == cage);
        }
        if (p instanceof Switch s) {
            return s.ports().stream().anyMatch(g -> g.cage() == cage);
        }
        if (p instanceof Transceiver t) {
            return t.formFactor() == cage;
        }
        if (p instanceof Cable c) {
            return c.ends().contains(cage.label());
        }
        return false;
    }

    /** The cheapest price per unit, in {@code currency} if given (else any currency). */
    public static Optional<Price> lowestPrice(Part p, String currency) {
        return p.prices().stream()
                .filter(pr ->
                        currency == null || currency.isBlank() || pr.currency().equals(currency))
                .min(Comparator.comparing(PartQuery::unitAmount));
    }

    /** A price's amount per single unit. */
    public static BigDecimal unitAmount(Price p) {
        return p.quantity() <= 1
                ? p.amount()
                : p.amount().divide(BigDecimal.valueOf(p.quantity()), 2, RoundingMode.HALF_UP);
    }
}
