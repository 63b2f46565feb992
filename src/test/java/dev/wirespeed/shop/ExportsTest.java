package dev.wirespeed.shop;

import dev.wirespeed.plan.Plan;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** CSV and Markdown read back (CSV with commons-csv, Markdown by its table rows), every figure checked. */
class ExportsTest {

    static List<CSVRecord> parse(String csv) throws IOException {
        try (CSVParser p = CSVParser.parse(
                new StringReader(csv),
                CSVFormat.RFC4180
                        .builder()
                        .setHeader()
                        .setSkipHeaderRecord(true)
                        .get())) {
            assertThat(p.getHeaderNames()).containsExactly(CsvExport.HEADER);
            return p.getRecords();
        }
    }

    static List<CSVRecord> ofType(List<CSVRecord> rows, String type) {
        return rows.stream().filter(r -> r.get("type").equals(type)).toList();
    }

    static CSVRecord item(List<CSVRecord> rows, String partId) {
        return ofType(rows, "item").stream()
                .filter(r -> r.get("part_id").equals(partId))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void csv_seed001MixedCurrency_readsBackWithEveryFigure() throws IOException {
        Plan p = Shop.withPrices(
                Shop.seed("001"),
                Shop.price("mikrotik-crs305-1g-4s-in", "152", "USD", 1),
                Shop.price("nb-int-x520da1-s", "13860", "JPY", 2),
                Shop.price("10gtek-cab-10gsfp-p1m", "5345", "JPY", 2));
        String csv = new String(
                CsvExport.write(Shop.list(p, Shop.rate("USD", "JPY", "130.95", "2022-06-15")), false),
                StandardCharsets.UTF_8);
        assertThat(csv).contains("\r\n").doesNotStartWith("\uFEFF");
        List<CSVRecord> rows = parse(csv);

        CSVRecord sw = item(rows, "mikrotik-crs305-1g-4s-in");
        assertThat(List.of(
                        sw.get("quantity"),
                        sw.get("unit_price"),
                        sw.get("line_total"),
                        sw.get("currency"),
                        sw.get("price_from")))
                .containsExactly("1", "152.00", "152.00", "USD", "plan");
        CSVRecord cards = item(rows, "nb-int-x520da1-s");
        // 13,860 JPY for 2: unit 6,930, line 13,860.
        assertThat(List.of(
                        cards.get("quantity"),
                        cards.get("unit_price"),
                        cards.get("line_total"),
                        cards.get("currency"),
                        cards.get("price_basis")))
                .containsExactly("2", "6930", "13860", "JPY", "13,860 JPY for 2");
        CSVRecord dacs = item(rows, "10gtek-cab-10gsfp-p1m");
        // 5,345 JPY for 2: the line is exactly 5,345; the unit 2,672.5 is shown rounded (2,673) and says so.
        assertThat(List.of(dacs.get("quantity"), dacs.get("unit_price"), dacs.get("line_total")))
                .containsExactly("2", "2673", "5345");
        assertThat(dacs.get("note")).contains("unit price rounded");

        // Subtotals: JPY 13,860 + 5,345 = 19,205; USD 152.00. 152 x 130.95 = 19,904.40 -> 19,904. Total 39,109 JPY.
        assertThat(ofType(rows, "subtotal"))
                .extracting(r -> r.get("line_total") + " " + r.get("currency"))
                .containsExactly("19205 JPY", "152.00 USD");
        assertThat(ofType(rows, "conversion")).singleElement().satisfies(r -> {
            assertThat(r.get("line_total")).isEqualTo("19904");
            assertThat(r.get("note")).contains("130.95").contains("2022-06-15");
        });
        CSVRecord total = ofType(rows, "total").get(0);
        assertThat(total.get("line_total") + " " + total.get("currency")).isEqualTo("39109 JPY");
        assertThat(total.get("note")).isEmpty();
        assertThat(ofType(rows, "owned"))
                .extracting(r -> r.get("part_id"))
                .containsExactly("asus-prime-b550-plus", "amd-ryzen-5-3600", "samsung-850-evo-500gb");
        // The statement of what was not checked closes the file.
        assertThat(rows.get(rows.size() - 1).get("type")).isEqualTo("not-checked");
        assertThat(ofType(rows, "not-checked"))
                .extracting(r -> r.get("note"))
                .containsExactlyElementsOf(NotChecked.STATEMENT);
    }

    @Test
    void csv_withBom_startsWithTheMarkAndKeepsJapaneseText() throws IOException {
        byte[] b = CsvExport.write(Shop.list(Shop.seed("000")), true);
        assertThat(Arrays.copyOf(b, 3)).containsExactly(0xEF, 0xBB, 0xBF);
        String csv = new String(b, 3, b.length - 3, StandardCharsets.UTF_8);
        List<CSVRecord> rows = parse(csv);
        assertThat(item(rows, "mikrotik-crs305-1g-4s-in").get("source")).contains("宅内に10GbE環境を導入してみた");
        // 27,349 + 1,999 + 2,199 + 2,419 + 2 x 3,359 = 40,684 JPY.
        assertThat(ofType(rows, "total").get(0).get("line_total")).isEqualTo("40684");
        assertThat(item(rows, "mellanox-mcx4121a-acat").get("condition")).isEqualTo("used");
        assertThat(item(rows, "mellanox-mcx4121a-acat").get("line_total")).isEqualTo("6718");
        // 12 W x 24 h x 365 = 105.12 kWh x 31 JPY = 3,258.72 -> 3,259 JPY a year.
        assertThat(ofType(rows, "power").get(0).get("power_w")).isEqualTo("12");
        assertThat(ofType(rows, "energy-year").get(0).get("line_total")).isEqualTo("3259");
    }

    @Test
    void csv_aLineWithoutPrice_saysSoAndTheTotalCountsIt() throws IOException {
        Plan p = Shop.seed("001");
        Plan noCardPrice = Shop.withPrices(p, p.prices().get(0), p.prices().get(2));
        // Without the plan's price the X520 clone falls back to its catalog price (13,860 for 2, same post): still
        // priced.
        assertThat(item(
                                parse(new String(
                                        CsvExport.write(Shop.list(noCardPrice), false), StandardCharsets.UTF_8)),
                                "nb-int-x520da1-s")
                        .get("price_from"))
                .isEqualTo("catalog");
        Plan machines = new Plan(
                p.schemaVersion(),
                p.id(),
                p.name(),
                p.description(),
                p.currency(),
                p.hosts().stream()
                        .map(h -> new Plan.Host(
                                h.id(),
                                h.name(),
                                h.role(),
                                h.os(),
                                h.osVersion(),
                                h.ip(),
                                h.board(),
                                h.cpu(),
                                h.cpuScore(),
                                h.storage(),
                                h.storageRates(),
                                h.nics(),
                                h.pcieMaxPayload(),
                                false))
                        .toList(),
                p.switches(),
                p.links(),
                p.flows(),
                p.prices());
        List<CSVRecord> rows =
                parse(new String(CsvExport.write(Shop.listWithUnpricedSsd(machines), false), StandardCharsets.UTF_8));
        // The SSD's prices are taken out (Shop.CATALOG_WITH_UNPRICED_SSD); the board's and the CPU's are in USD (169.78
        // + 79.75 = 249.53), which the JPY
        // total cannot count.
        assertThat(item(rows, "samsung-850-evo-500gb").get("note")).isEqualTo("no price");
        assertThat(item(rows, "samsung-850-evo-500gb").get("line_total")).isEmpty();
        assertThat(ofType(rows, "total").get(0).get("note"))
                .startsWith("1 line without a price")
                .contains("249.53 USD not converted");
    }

    /** The cells of the Markdown table rows, split on unescaped pipes. */
    static List<List<String>> tableRows(String md) {
        return md.lines()
                .filter(l -> l.startsWith("| ") && !l.startsWith("| Group"))
                .map(l -> Arrays.stream(l.substring(1, l.length() - 1).split("(?<!\\\\)\\|", -1))
                        .map(String::trim)
                        .toList())
                .toList();
    }

    @Test
    void markdown_seed000_tableRowsCarryEveryFigure() {
        String md = MarkdownExport.write(Shop.list(Shop.seed("000")));
        List<List<String>> rows = tableRows(md);
        Map<String, List<String>> byPart = new HashMap<>();
        rows.forEach(r -> byPart.put(r.get(1), r));
        assertThat(byPart.get("MikroTik CRS305-1G-4S+IN").subList(2, 5))
                .containsExactly("1", "27,349 JPY", "27,349 JPY");
        assertThat(byPart.get("Mellanox MCX4121A-ACAT").subList(2, 5)).containsExactly("2", "3,359 JPY", "6,718 JPY");
        assertThat(byPart.get("Mellanox MCX4121A-ACAT").get(5)).contains("used").contains("2025-09");
        assertThat(byPart.get("10Gtek CAB-10GSFP-P0.5M").subList(2, 5)).containsExactly("1", "1,999 JPY", "1,999 JPY");
        assertThat(byPart.get("10Gtek CAB-10GSFP-P1M").subList(2, 5)).containsExactly("1", "2,199 JPY", "2,199 JPY");
        assertThat(byPart.get("10Gtek CAB-10GSFP-P2M").subList(2, 5)).containsExactly("1", "2,419 JPY", "2,419 JPY");
        assertThat(byPart.get("**Total**").get(4)).isEqualTo("**40,684 JPY**");
        assertThat(md).contains("|:--|:--|--:|--:|--:|:--|");
        assertThat(md).contains("Already owned, not counted: 1 × Mellanox CX341A");
        assertThat(md.strip().lines().reduce((a, b) -> b).orElseThrow()).startsWith("_Not checked by Wirespeed:_");
    }

    @Test
    void markdown_seed001_roundedUnitPriceIsMarked_andPipesAreEscaped() {
        String md = MarkdownExport.write(Shop.list(Shop.seed("001")));
        List<List<String>> rows = tableRows(md);
        List<String> dac = rows.stream()
                .filter(r -> r.get(1).equals("10Gtek CAB-10GSFP-P1M"))
                .findFirst()
                .orElseThrow();
        assertThat(dac.subList(2, 5)).containsExactly("2", "≈ 2,673 JPY", "5,345 JPY");
        assertThat(rows.stream()
                        .filter(r -> r.get(1).equals("**Total**"))
                        .findFirst()
                        .orElseThrow()
                        .get(4))
                .isEqualTo("**39,109 JPY**");
        assertThat(MarkdownExport.cell("a | b")).isEqualTo("a \\| b");
    }
}
