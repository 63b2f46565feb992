package dev.wirespeed.solver.model;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What {@code priors fit} produced from the evidence corpus: each fitted factor's value with the
 * cases that determine it, and per {@link RangeClass} the band of leave-one-out errors (10th
 * and 90th percentile of ln(measured / predicted)) that gives predictions their 80% range. Shipped
 * as {@code fitted-priors.tsv} beside this class; a test refits and compares.
 */
public record FittedPriors(Map<String, Fit> factors, Map<RangeClass, Band> bands) {

    public static final String RESOURCE = "fitted-priors.tsv";

    /** The priors shipped with this build (empty when the file is absent: every factor at its start). */
    public static final FittedPriors SHIPPED = load();

    public FittedPriors {
        factors = Map.copyOf(factors);
        bands = bands.isEmpty() ? Map.of() : Map.copyOf(new EnumMap<>(bands));
    }

    /** A fitted factor value and the ids of the evidence cases whose binding stage uses it. */
    public record Fit(double value, List<String> cases) {
        public Fit {
            if (!Double.isFinite(value)) {
                throw new IllegalArgumentException("a fitted value must be finite");
            }
            cases = List.copyOf(cases);
        }
    }

    /**
     * The 10th and 90th percentile of ln(measured / predicted) over {@code cases} leave-one-out
     * predictions of this range class.
     */
    public record Band(double low, double high, int cases) {
        public Band {
            if (!(low <= high) || cases < 0) {
                throw new IllegalArgumentException("a band needs low <= high, got " + low + ".." + high);
            }
        }
    }

    private static FittedPriors load() {
        try (InputStream in = FittedPriors.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return new FittedPriors(Map.of(), Map.of());
            }
            return read(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static FittedPriors read(Reader r) throws IOException {
        Map<String, Fit> factors = new LinkedHashMap<>();
        Map<RangeClass, Band> bands = new EnumMap<>(RangeClass.class);
        BufferedReader in = new BufferedReader(r);
        String line;
        int n = 0;
        while ((line = in.readLine()) != null) {
            n++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t", -1);
            try {
                switch (f[0]) {
                    case "factor" -> factors.put(
                            f[1],
                            new Fit(
                                    Double.parseDouble(f[2]),
                                    f.length < 4 || f[3].isEmpty() ? List.of() : Arrays.asList(f[3].split(","))));
                    case "band" -> bands.put(
                            RangeClass.parse(f[1]),
                            new Band(Double.parseDouble(f[2]), Double.parseDouble(f[3]), Integer.parseInt(f[4])));
                    default -> throw new IllegalArgumentException("unknown record '" + f[0] + "'");
                }
            } catch (RuntimeException e) {
                throw new IllegalStateException(RESOURCE + " line " + n + ": " + e.getMessage(), e);
            }
        }
        return new FittedPriors(factors, bands);
    }

    /** The file as {@code priors fit --out} writes it: stable order, values to 4 significant digits. */
    public String format(String header) {
        StringBuilder b = new StringBuilder();
        for (String h : header.split("\n")) {
            b.append("# ").append(h).append('\n');
        }
        factors.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> b.append("factor\t")
                .append(e.getKey())
                .append('\t')
                .append(num(e.getValue().value()))
                .append('\t')
                .append(String.join(",", e.getValue().cases()))
                .append('\n'));
        for (RangeClass c : RangeClass.values()) {
            Band band = bands.get(c);
            if (band != null) {
                b.append("band\t")
                        .append(c)
                        .append('\t')
                        .append(num(band.low()))
                        .append('\t')
                        .append(num(band.high()))
                        .append('\t')
                        .append(band.cases())
                        .append('\n');
            }
        }
        return b.toString();
    }

    /** Four significant digits, so a refit on the same evidence writes the same bytes. */
    public static String num(double v) {
        if (v == 0) {
            return "0";
        }
        return String.format(Locale.ROOT, "%.4g", v)
                .replaceAll("(\\.\\d*?)0+(e|$)", "$1$2")
                .replace(".e", "e")
                .replaceAll("\\.$", "");
    }
}
