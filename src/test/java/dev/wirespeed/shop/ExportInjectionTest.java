package dev.wirespeed.shop;

import dev.wirespeed.plan.Plan;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Text people type (notes, names, vendors) cannot become a spreadsheet formula in the CSV export or
 * live HTML in the Markdown export; figures stay figures.
 */
class ExportInjectionTest {

    private static final String CALC = "=cmd|' /C calc'!A0";

    private static Plan seed001WithNote(String note) {
        return Shop.withPrices(
                Shop.seed("001"), new Plan.PlanPrice("nb-int-x520da1-s", new BigDecimal("13860"), "JPY", 2, note));
    }

    @Test
    void aNoteThatIsAFormula_isWrittenAsText() throws IOException {
        String csv = new String(CsvExport.write(Shop.list(seed001WithNote(CALC)), false), StandardCharsets.UTF_8);

        CSVRecord cards = ExportsTest.item(ExportsTest.parse(csv), "nb-int-x520da1-s");
        assertThat(cards.get("note")).startsWith("'=cmd");
        assertThat(csv).doesNotContain("," + CALC).doesNotContain(",\"" + CALC);
    }

    @Test
    void everyFormulaLead_getsAnApostrophe_butNumbersKeepTheirSign() {
        for (String lead :
                List.of("=HYPERLINK(\"http://evil.example\",\"x\")", "+1+1", "-1+cmd", "@SUM(A1)", "\tx", "\rx")) {
            assertThat(CsvExport.inert(lead)).as(lead).isEqualTo("'" + lead);
        }
        assertThat(CsvExport.inert("-12.50")).isEqualTo("-12.50");
        assertThat(CsvExport.inert("6930")).isEqualTo("6930");
        assertThat(CsvExport.inert("Intel X520")).isEqualTo("Intel X520");
    }

    @Test
    void markdown_carriesNoRawHtml() {
        Plan p = seed001WithNote("<script>alert(1)</script> <img src=x onerror=alert(2)>");
        Plan named = new Plan(
                p.schemaVersion(),
                p.id(),
                "<img src=x onerror=alert(3)>",
                p.description(),
                p.currency(),
                p.hosts(),
                p.switches(),
                p.links(),
                p.flows(),
                p.prices());
        String md = MarkdownExport.write(Shop.list(named));

        assertThat(md).doesNotContain("<script").doesNotContain("<img");
        assertThat(md).contains("&lt;img src=x onerror=alert(3)&gt;");
    }
}
