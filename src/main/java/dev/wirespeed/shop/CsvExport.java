package dev.wirespeed.shop;

import dev.wirespeed.units.Money;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.regex.Pattern;

/**
 * The list as CSV (RFC 4180: CRLF, quotes doubled, UTF-8). One header; the first column says what
 * a row is (item, owned, subtotal, conversion, unconverted, tax, total, power, energy-year,
 * energy-years, ownership, alternative, remark, not-checked). Amounts are plain decimals in the
 * row's currency. With {@code bom} the file starts with a UTF-8 byte-order mark, which Excel needs
 * to read Japanese text.
 */
public final class CsvExport {

    public static final String[] HEADER = {
        "type",
        "group",
        "part_id",
        "part",
        "quantity",
        "unit_price",
        "line_total",
        "currency",
        "price_basis",
        "price_from",
        "condition",
        "date",
        "where",
        "source",
        "shipping",
        "shipping_currency",
        "power_w",
        "power_basis",
        "saving",
        "note"
    };

    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private CsvExport() {}

    public static byte[] write(ShoppingList list, boolean bom) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        if (bom) {
            bytes.writeBytes(BOM);
        }
        try (Writer w = new OutputStreamWriter(bytes, StandardCharsets.UTF_8);
                CSVPrinter csv = new CSVPrinter(
                        w, CSVFormat.RFC4180.builder().setHeader(HEADER).get())) {
            for (ShoppingList.Line l : list.lines()) {
                Row r = new Row().set("type", "item").line(l);
                if (l.priced()) {
                    PriceChoice p = l.price();
                    r.set("unit_price", l.unitPrice().plain())
                            .set("line_total", l.total().plain())
                            .set("currency", l.total().currencyCode())
                            .set("price_basis", p.basis())
                            .set("price_from", p.origin().id())
                            .set("condition", p.condition())
                            .set("date", p.date())
                            .set("where", p.where())
                            .set("source", p.source())
                            .set(
                                    "note",
                                    join(
                                            p.note(),
                                            l.unitRounded()
                                                    ? "unit price rounded for display; the line total is "
                                                            + (l.totalRounded() ? "rounded once" : "exact")
                                                    : null));
                } else {
                    r.set("note", "no price");
                }
                if (l.shipping() != null) {
                    r.set("shipping", l.shipping().plain())
                            .set("shipping_currency", l.shipping().currencyCode());
                }
                csv.printRecord(r.values);
            }
            for (ShoppingList.Line l : list.owned()) {
                csv.printRecord(new Row().set("type", "owned").line(l).set("note", "owned: not counted").values);
            }
            ShoppingList.Totals t = list.totals();
            for (Money m : t.subtotals()) {
                csv.printRecord(new Row()
                        .set("type", "subtotal")
                        .money(m)
                        .set("note", "items and shipping in " + m.currencyCode())
                        .values);
            }
            for (ExchangeRates.Conversion c : t.conversions()) {
                csv.printRecord(
                        new Row().set("type", "conversion").money(c.to()).set("note", c.describe()).values);
            }
            for (Money m : t.unconverted()) {
                csv.printRecord(new Row()
                        .set("type", "unconverted")
                        .money(m)
                        .set(
                                "note",
                                "no " + m.currencyCode() + "→" + t.currency().getCurrencyCode()
                                        + " rate stored: not in the total")
                        .values);
            }
            if (t.tax() != null) {
                csv.printRecord(new Row()
                        .set("type", "tax")
                        .money(t.tax())
                        .set(
                                "note",
                                ExportText.plain(t.taxPercent()) + " % of "
                                        + t.net().format())
                        .values);
            }
            csv.printRecord(new Row()
                    .set("type", "total")
                    .money(t.total())
                    .set("note", String.join("; ", ExportText.gaps(t)))
                    .values);
            ShoppingList.PowerSummary p = list.power();
            csv.printRecord(new Row()
                    .set("type", "power")
                    .set("power_w", ExportText.plain(p.totalW()))
                    .set("note", p.unknown().isEmpty() ? "" : "no power figure for " + String.join(", ", p.unknown()))
                    .values);
            csv.printRecord(new Row()
                    .set("type", "energy-year")
                    .money(p.yearlyCost())
                    .set("note", ExportText.energy(p))
                    .values);
            csv.printRecord(new Row()
                    .set("type", "energy-years")
                    .set("quantity", String.valueOf(p.years()))
                    .money(p.costForYears())
                    .set("note", p.years() + " years")
                    .values);
            if (p.ownershipTotal() != null) {
                csv.printRecord(new Row()
                        .set("type", "ownership")
                        .money(p.ownershipTotal())
                        .set("note", "purchase total + " + p.years() + " years of energy")
                        .values);
            }
            for (ShoppingList.Alternative a : list.alternatives()) {
                csv.printRecord(new Row()
                        .set("type", "alternative")
                        .set("part_id", a.partId())
                        .set("part", a.name())
                        .set("quantity", String.valueOf(a.quantity()))
                        .money(a.newCost())
                        .set("price_basis", a.price().basis())
                        .set("price_from", a.price().origin().id())
                        .set("condition", a.price().condition())
                        .set("date", a.price().date())
                        .set("where", a.price().where())
                        .set("source", a.price().source())
                        .set("saving", a.saving().plain())
                        .set("note", ExportText.alternative(a))
                        .values);
            }
            for (String n : list.notes()) {
                csv.printRecord(new Row().set("type", "remark").set("note", n).values);
            }
            for (String s : list.notChecked()) {
                csv.printRecord(new Row().set("type", "not-checked").set("note", s).values);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    private static String join(String a, String b) {
        if (a == null || a.isBlank()) {
            return b;
        }
        return b == null ? a : a + "; " + b;
    }

    /** One record, filled by column name. */
    /** A plain decimal, which a spreadsheet reads as a number whatever its sign. */
    private static final Pattern NUMBER = Pattern.compile("-?\\d+(?:\\.\\d+)?");

    /**
     * A value a spreadsheet will not run: text starting with {@code = + - @}, a tab or a carriage
     * return is a formula to Excel and LibreOffice ({@code =HYPERLINK(...)}, {@code =cmd|' /C calc'!A0}),
     * so it gets a leading apostrophe, as OWASP's CSV injection guidance says. Numbers stay numbers.
     */
    static String inert(String value) {
        if (value.isEmpty()
                || "=+-@\t\r".indexOf(value.charAt(0)) < 0
                || NUMBER.matcher(value).matches()) {
            return value;
        }
        return "'" + value;
    }

    private static final class Row {
        final String[] values = new String[HEADER.length];

        Row() {
            Arrays.fill(values, "");
        }

        Row set(String column, String value) {
            int i = Arrays.asList(HEADER).indexOf(column);
            if (i < 0) {
                throw new IllegalArgumentException("no CSV column " + column);
            }
            values[i] = value == null ? "" : inert(value);
            return this;
        }

        Row money(Money m) {
            return set("line_total", m.plain()).set("currency", m.currencyCode());
        }

        Row line(ShoppingList.Line l) {
            return set("group", l.group().id())
                    .set("part_id", l.partId())
                    .set("part", l.name())
                    .set("quantity", String.valueOf(l.quantity()))
                    .set(
                            "power_w",
                            l.power().known() ? ExportText.plain(l.power().totalW()) : "")
                    .set("power_basis", l.power().basis());
        }
    }
}
