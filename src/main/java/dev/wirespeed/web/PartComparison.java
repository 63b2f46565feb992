package dev.wirespeed.web;

import dev.wirespeed.catalog.Board;
import dev.wirespeed.catalog.Cable;
import dev.wirespeed.catalog.Cpu;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.catalog.NicFamily;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.catalog.Price;
import dev.wirespeed.catalog.Storage;
import dev.wirespeed.catalog.Switch;
import dev.wirespeed.catalog.Transceiver;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Parts side by side (/catalog/compare): one column per part, one row per fact any of them states,
 * each value with the source it came from (the fact's own source, else the part's {@code factSources}
 * entry for it), and the rows where the parts differ marked. A fact a part does not state is blank,
 * never guessed; the last row lists every part's sources.
 */
public final class PartComparison {

    /** The fewest and most parts one comparison shows: two to compare, four to keep columns readable on a screen. */
    public static final int MIN = 2;

    public static final int MAX = 4;

    /** One part's value for a fact, with its source (a URL or a title) or null. */
    public record Cell(String text, String source) {
        public boolean isEmpty() {
            return text == null || text.isBlank();
        }
    }

    /** One fact across the parts; {@code differs} when the parts' values are not all the same. */
    public record Row(String label, List<Cell> cells, boolean differs) {}

    private record Fact(String labelKey, Function<Part, Cell> value) {}

    private final List<Part> parts;
    private final List<Row> rows;

    private PartComparison(List<Part> parts, List<Row> rows) {
        this.parts = parts;
        this.rows = rows;
    }

    public List<Part> parts() {
        return parts;
    }

    public List<Row> rows() {
        return rows;
    }

    /** The comparison of {@code parts} (2 to 4), its labels and values in the reader's language and formats. */
    static PartComparison of(List<Part> parts, Locale locale) {
        DisplayFormat fmt = new DisplayFormat(locale);
        List<Row> rows = new ArrayList<>();
        for (Fact f : facts(fmt, locale)) {
            List<Cell> cells = parts.stream().map(f.value()).toList();
            if (cells.stream().allMatch(Cell::isEmpty)) {
                continue;
            }
            long distinct = cells.stream()
                    .map(c -> c.isEmpty() ? "" : c.text().trim().toLowerCase(Locale.ROOT))
                    .distinct()
                    .count();
            rows.add(new Row(Messages.get(locale, f.labelKey()), cells, distinct > 1));
        }
        return new PartComparison(List.copyOf(parts), rows);
    }

    private static List<Fact> facts(DisplayFormat fmt, Locale locale) {
        List<Fact> f = new ArrayList<>();
        f.add(new Fact("catalog.kind", p -> cell(Messages.get(locale, "kind." + p.kind()), null)));
        f.add(new Fact("compare.vendor", p -> cell(p.vendor(), p.factSources().get("vendor"))));
        f.add(new Fact("compare.model", p -> cell(p.model(), p.factSources().get("model"))));
        f.add(new Fact("compare.family", p -> p instanceof Nic n ? cell(NicFamily.of(n), null) : none()));
        f.add(new Fact("part.aliases", p -> cell(String.join(", ", p.aliases()), null)));
        f.add(new Fact(
                "part.chip",
                p -> p instanceof Nic n
                        ? cell(n.chip(), source(p, "chip", null))
                        : p instanceof Switch s ? cell(s.chip(), source(p, "chip", null)) : none()));
        f.add(new Fact("part.ports", p -> {
            if (p instanceof Nic n) {
                return cell(
                        fmt.ports(n.ports()),
                        source(
                                p,
                                "ports",
                                n.ports().isEmpty() ? null : n.ports().get(0).source()));
            }
            if (p instanceof Switch s) {
                return cell(
                        fmt.ports(s.ports()),
                        source(
                                p,
                                "ports",
                                s.ports().isEmpty() ? null : s.ports().get(0).source()));
            }
            return none();
        }));
        f.add(new Fact(
                "part.host",
                p -> p instanceof Nic n && n.hostInterface() != null
                        ? cell(
                                fmt.host(n.hostInterface()),
                                source(p, "hostInterface", n.hostInterface().source()))
                        : none()));
        f.add(new Fact(
                "part.formFactor",
                p -> p instanceof Nic n && n.formFactor() != null
                        ? cell(
                                n.formFactor().height(),
                                source(p, "formFactor", n.formFactor().source()))
                        : p instanceof Board b ? cell(b.formFactor(), source(p, "formFactor", null)) : none()));
        f.add(new Fact(
                "compare.mtu",
                p -> p instanceof Nic n
                        ? cell(n.maxMtu() == null ? null : String.valueOf(n.maxMtu()), source(p, "maxMtu", null))
                        : p instanceof Switch s
                                ? cell(
                                        s.maxMtu() == null ? null : String.valueOf(s.maxMtu()),
                                        source(p, "maxMtu", null))
                                : none()));
        f.add(new Fact(
                "part.vendorLock",
                p -> p instanceof Nic n && n.vendorLock() != null
                        ? cell(
                                n.vendorLock().policy(),
                                source(p, "vendorLock", n.vendorLock().source()))
                        : none()));
        f.add(new Fact(
                "part.capacity",
                p -> p instanceof Switch s && s.switchingCapacityGbps() != null
                        ? cell(fmt.speed(s.switchingCapacityGbps()) + "bit/s", source(p, "switchingCapacityGbps", null))
                        : none()));
        f.add(new Fact(
                "catalog.fanless",
                p -> p instanceof Switch s && s.fanless() != null
                        ? cell(Messages.get(locale, s.fanless() ? "yes" : "no"), source(p, "fanless", null))
                        : none()));
        f.add(new Fact(
                "part.managed", p -> p instanceof Switch s ? cell(s.managed(), source(p, "managed", null)) : none()));
        f.add(new Fact(
                "part.formFactorCage",
                p -> p instanceof Transceiver t
                        ? cell(t.formFactor().label().toUpperCase(Locale.ROOT), source(p, "formFactor", null))
                        : none()));
        f.add(new Fact(
                "part.standard",
                p -> p instanceof Transceiver t ? cell(t.standard(), source(p, "standard", null)) : none()));
        f.add(new Fact(
                "part.speeds",
                p -> p instanceof Transceiver t
                        ? cell(fmt.speeds(t.speedsGbps()), source(p, "speedsGbps", null))
                        : p instanceof Cable c && !c.speedsGbps().isEmpty()
                                ? cell(fmt.speeds(c.speedsGbps()), source(p, "speedsGbps", null))
                                : none()));
        f.add(new Fact(
                "part.media",
                p -> p instanceof Transceiver t
                        ? cell(
                                t.media() + (t.wavelengthNm() == null ? "" : " · " + t.wavelengthNm() + " nm"),
                                source(p, "media", null))
                        : none()));
        f.add(new Fact(
                "part.reach",
                p -> p instanceof Transceiver t && !t.reach().isEmpty()
                        ? cell(
                                t.reach().stream()
                                        .map(r -> r.grade() + " "
                                                + fmt.number(r.metres(), r.metres() == Math.rint(r.metres()) ? 0 : 1)
                                                + " m")
                                        .collect(Collectors.joining(", ")),
                                source(p, "reach", t.reach().get(0).source()))
                        : none()));
        f.add(new Fact(
                "part.cableType",
                p -> p instanceof Cable c ? cell(c.cableType(), source(p, "cableType", null)) : none()));
        f.add(new Fact(
                "part.length",
                p -> p instanceof Cable c
                        ? cell(
                                fmt.number(c.lengthM(), c.lengthM() == Math.rint(c.lengthM()) ? 0 : 1) + " m",
                                source(p, "lengthM", null))
                        : none()));
        f.add(new Fact(
                "part.ends",
                p -> p instanceof Cable c ? cell(String.join(" – ", c.ends()), source(p, "ends", null)) : none()));
        f.add(new Fact(
                "part.fiber",
                p -> p instanceof Cable c ? cell(c.fiberGrade(), source(p, "fiberGrade", null)) : none()));
        f.add(new Fact(
                "part.category", p -> p instanceof Cable c ? cell(c.category(), source(p, "category", null)) : none()));
        f.add(new Fact(
                "part.boardType",
                p -> p instanceof Board b ? cell(b.boardType(), source(p, "boardType", null)) : none()));
        f.add(new Fact(
                "part.chipset", p -> p instanceof Board b ? cell(b.chipset(), source(p, "chipset", null)) : none()));
        f.add(new Fact(
                "part.slots",
                p -> p instanceof Board b && !b.slots().isEmpty()
                        ? cell(
                                b.slots().stream()
                                        .map(s -> s.id() + " x" + s.lanes() + " " + s.gen() + ".0")
                                        .collect(Collectors.joining(", ")),
                                source(p, "slots", b.slots().get(0).source()))
                        : none()));
        f.add(new Fact(
                "part.uplink",
                p -> p instanceof Board b && b.chipsetUplink() != null
                        ? cell(
                                b.chipsetUplink().name(),
                                source(p, "chipsetUplink", b.chipsetUplink().source()))
                        : none()));
        f.add(new Fact(
                "part.cores",
                p -> p instanceof Cpu c ? cell(c.cores() + " / " + c.threads(), source(p, "cores", null)) : none()));
        f.add(new Fact(
                "part.clock",
                p -> p instanceof Cpu c && c.baseGhz() != null
                        ? cell(
                                c.baseGhz() + (c.boostGhz() == null ? "" : "–" + c.boostGhz()) + " GHz",
                                source(p, "baseGhz", null))
                        : none()));
        f.add(new Fact(
                "part.passmark",
                p -> p instanceof Cpu c && c.singleThreadScore() != null
                        ? cell(
                                String.valueOf(c.singleThreadScore().passmark()),
                                c.singleThreadScore().source())
                        : none()));
        f.add(new Fact(
                "compare.tdp",
                p -> p instanceof Cpu c && c.tdpW() != null
                        ? cell(fmt.number(c.tdpW(), 0) + " W", source(p, "tdpW", null))
                        : none()));
        f.add(new Fact(
                "part.interface",
                p -> p instanceof Storage s
                        ? cell(s.interfaceType() + " · " + s.media(), source(p, "interfaceType", null))
                        : none()));
        f.add(new Fact(
                "part.capacity.storage",
                p -> p instanceof Storage s && s.capacityGB() != null
                        ? cell(fmt.number(s.capacityGB(), 0) + " GB", source(p, "capacityGB", null))
                        : none()));
        f.add(new Fact(
                "part.seq",
                p -> p instanceof Storage s && s.seqReadMBps() != null
                        ? cell(
                                fmt.number(s.seqReadMBps(), 0) + " / "
                                        + (s.seqWriteMBps() == null ? "?" : fmt.number(s.seqWriteMBps(), 0)) + " MB/s",
                                source(p, "seqReadMBps", null))
                        : none()));
        f.add(new Fact(
                "part.power",
                p -> p.power() != null
                                && (p.power().typicalW() != null || p.power().maxW() != null)
                        ? cell(
                                power(p, fmt, locale),
                                source(p, "power", p.power().source()))
                        : none()));
        f.add(new Fact("catalog.latest", p -> {
            Price latest =
                    p.prices().stream().max(Comparator.comparing(Price::date)).orElse(null);
            return latest == null ? none() : cell(fmt.latestPrice(p), latest.source());
        }));
        return f;
    }

    private static String power(Part p, DisplayFormat fmt, Locale locale) {
        List<String> out = new ArrayList<>();
        if (p.power().typicalW() != null) {
            out.add(Messages.get(
                    locale, "compare.power.typical", fmt.number(p.power().typicalW(), 1)));
        }
        if (p.power().maxW() != null) {
            out.add(Messages.get(
                    locale, "compare.power.max", fmt.number(p.power().maxW(), 1)));
        }
        return String.join(", ", out);
    }

    /** A fact's source: its own, else the part's factSources entry for the field, else none (the part's sources row). */
    private static String source(Part p, String field, String own) {
        if (own != null && !own.isBlank()) {
            return own;
        }
        return p.factSources().get(field);
    }

    private static Cell cell(String text, String source) {
        return new Cell(text == null ? "" : text, text == null || text.isBlank() ? null : source);
    }

    private static Cell none() {
        return new Cell("", null);
    }
}
