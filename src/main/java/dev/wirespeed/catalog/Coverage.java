package dev.wirespeed.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * How much of the catalog a buyer can plan with: per kind, how many parts carry a price, a price
 * dated 2024 or later, a power figure, and the device ids an {@code lspci} or {@code lsusb} prints;
 * and of the parts a buyer can buy by themselves (not soldered CPUs or onboard controllers), how
 * many are priced.
 */
public record Coverage(List<Row> rows) {

    /** The year from which a price counts as current. */
    public static final int CURRENT_FROM = 2024;

    public Coverage {
        rows = List.copyOf(rows);
    }

    /** One kind's figures ({@code kind} "all" for the whole catalog). */
    public record Row(
            String kind,
            int parts,
            int priced,
            int pricedSince2024,
            int withPower,
            int withDeviceIds,
            int soldAlone,
            int soldAlonePriced) {
        Row plus(Part p) {
            boolean alone = Coverage.soldAlone(p);
            return new Row(
                    kind,
                    parts + 1,
                    priced + (p.prices().isEmpty() ? 0 : 1),
                    pricedSince2024 + (hasCurrentPrice(p) ? 1 : 0),
                    withPower + (hasPower(p) ? 1 : 0),
                    withDeviceIds + (hasDeviceIds(p) ? 1 : 0),
                    soldAlone + (alone ? 1 : 0),
                    soldAlonePriced + (alone && !p.prices().isEmpty() ? 1 : 0));
        }
    }

    /**
     * Whether a buyer can buy the part by itself: not a CPU soldered to its board (a BGA package, or
     * a system on a chip with no socket) and not a controller soldered on a board. AMD names its
     * mobile BGA packages FP5, FP6, FP7 ... without the letters BGA.
     */
    private static final Pattern AMD_MOBILE_PACKAGE = Pattern.compile("FP\\d");

    static boolean soldAlone(Part p) {
        if (p instanceof Cpu c) {
            String socket = c.socket() == null ? null : c.socket().toUpperCase(Locale.ROOT);
            return socket != null
                    && !socket.contains("BGA")
                    && !AMD_MOBILE_PACKAGE.matcher(socket).lookingAt();
        }
        return !(p instanceof Nic n
                && n.hostInterface() != null
                && "onboard".equals(n.hostInterface().kind()));
    }

    public static Coverage of(Catalog catalog) {
        List<Row> rows = new ArrayList<>();
        Row all = new Row("all", 0, 0, 0, 0, 0, 0, 0);
        for (String kind : Catalog.KINDS) {
            Row r = new Row(kind, 0, 0, 0, 0, 0, 0, 0);
            for (Part p : catalog.all()) {
                if (p.kind().equals(kind)) {
                    r = r.plus(p);
                    all = all.plus(p);
                }
            }
            rows.add(r);
        }
        rows.add(all);
        return new Coverage(rows);
    }

    public Row total() {
        return rows.get(rows.size() - 1);
    }

    public Row of(String kind) {
        return rows.stream().filter(r -> r.kind().equals(kind)).findFirst().orElseThrow();
    }

    static boolean hasCurrentPrice(Part p) {
        return p.prices().stream().anyMatch(pr -> year(pr.date()) >= CURRENT_FROM);
    }

    static boolean hasPower(Part p) {
        PowerSpec w = p.power();
        return w != null && (w.typicalW() != null || w.maxW() != null);
    }

    static boolean hasDeviceIds(Part p) {
        return p instanceof Nic n && (!n.pciIds().isEmpty() || !n.usbIds().isEmpty());
    }

    private static int year(String date) {
        return date == null || date.length() < 4 ? 0 : Integer.parseInt(date.substring(0, 4));
    }

    /** The table as Markdown, as the README shows it. */
    public String markdown() {
        StringBuilder sb = new StringBuilder("| kind | parts | with price | price since " + CURRENT_FROM
                + " | sold alone | sold alone with price | with power | with PCI/USB ids |\n"
                + "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
        for (Row r : rows) {
            sb.append(String.format(
                    Locale.ROOT,
                    "| %s | %d | %s | %s | %d | %s | %s | %s |%n",
                    r.kind(),
                    r.parts(),
                    share(r.priced(), r.parts()),
                    share(r.pricedSince2024(), r.priced()),
                    r.soldAlone(),
                    share(r.soldAlonePriced(), r.soldAlone()),
                    share(r.withPower(), r.parts()),
                    r.kind().equals("nic") || r.kind().equals("all") ? share(r.withDeviceIds(), r.parts()) : "-"));
        }
        return sb.toString();
    }

    private static String share(int n, int of) {
        return of == 0 ? String.valueOf(n) : String.format(Locale.ROOT, "%d (%d%%)", n, Math.round(100.0 * n / of));
    }
}
