package dev.wirespeed.shop;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirespeed.cli.Main;
import dev.wirespeed.testing.Cli;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code java -jar wirespeed.jar export PLAN_ID ...} through {@link Main#run}, against the database a
 * running app created (with the seed plans). Kept with the shop tests so the shop test run covers it.
 */
@OnEachDatabase
class ExportCommandTest {

    private static TestApp app;
    private static String seed001;

    @BeforeParameterizedClassInvocation
    static void start() throws Exception {
        app = TestApp.start();
        for (JsonNode p : new ObjectMapper().readTree(app.get("/api/plans").body())) {
            if ("seed-001".equals(p.path("exampleOf").asText())) {
                seed001 = p.get("id").asText();
            }
        }
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        app.close();
    }

    /** Exit code, standard output and standard error of one run. */
    record Run(int code, byte[] out, String err) {
        String text() {
            return new String(out, StandardCharsets.UTF_8);
        }
    }

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toByteArray(), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theMarkdownOfASharedPlan_linksToItsShareLink_whenToldWhereTheServiceIsReached() throws Exception {
        // a copy of its own, so that the other exports of seed 001 stay unshared
        String copy = app.postJson("/api/examples/seed-001", "")
                .headers()
                .firstValue("Location")
                .orElseThrow()
                .replace("/api/plans/", "");
        String token = app.app().shares().create(copy, null);

        Run linked = run(Cli.on(app, "export", copy, "--format", "md", "--base-url", "http://planner.lan:7070/"));
        Run unlinked = run(Cli.on(app, "export", copy, "--format", "md"));

        assertThat(linked.code()).as(linked.err()).isZero();
        assertThat(linked.text()).contains("Plan (read-only): <http://planner.lan:7070/s/" + token + ">");
        assertThat(unlinked.code()).as(unlinked.err()).isZero();
        assertThat(unlinked.text()).doesNotContain("/s/" + token);
    }

    @Test
    void csvToAFile_readsBackTo39109(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("list.csv");
        Run r = run(Cli.on(app, "export", seed001, "--format", "csv", "--out", file.toString()));
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.err()).contains("wrote " + file);
        List<CSVRecord> rows = ExportsTest.parse(Files.readString(file, StandardCharsets.UTF_8));
        // 19,904 + 13,860 + 5,345 = 39,109 JPY (seed 001's post).
        assertThat(ExportsTest.ofType(rows, "total").get(0).get("line_total")).isEqualTo("39109");
        assertThat(ExportsTest.item(rows, "nb-int-x520da1-s").get("line_total")).isEqualTo("13860");
    }

    @Test
    void markdownAndJsonToStandardOutput() throws Exception {
        Run md = run(Cli.on(app, "export", seed001, "--format", "md"));
        assertThat(md.code()).as(md.err()).isZero();
        assertThat(md.text()).contains("| | **Total** | | | **39,109 JPY** |").contains("_Not checked by Wirespeed:_");
        Run json = run(Cli.on(app, "export", seed001, "--format=json"));
        JsonNode t = new ObjectMapper().readTree(json.out()).get("totals").get("total");
        assertThat(t.get("amount").asText() + " " + t.get("currency").asText()).isEqualTo("39109 JPY");
    }

    @Test
    void htmlWithBomOption_andCsvBom() {
        Run html = run(Cli.on(app, "export", seed001, "--format", "html"));
        assertThat(html.code()).as(html.err()).isZero();
        assertThat(html.text()).contains("39,109 JPY").contains("Not checked by Wirespeed");
        Run csv = run(Cli.on(app, "export", seed001, "--format", "csv", "--bom"));
        assertThat(csv.out()[0] & 0xFF).isEqualTo(0xEF);
    }

    @Test
    void unknownPlan_exitsNonZeroNamingIt() {
        Run r = run(Cli.on(app, "export", "p0000000000", "--format", "csv"));
        assertThat(r.code()).isNotZero();
        assertThat(r.err()).contains("no plan with id 'p0000000000'");
        assertThat(r.out()).isEmpty();
    }

    @Test
    void badUse_missingFormatBadFormatNoDatabase(@TempDir Path empty) {
        Run noFormat = run(Cli.on(app, "export", seed001));
        assertThat(noFormat.code()).isEqualTo(2);
        assertThat(noFormat.err()).contains("usage: export PLAN_ID --format");
        Run badFormat = run(Cli.on(app, "export", seed001, "--format", "xlsx"));
        assertThat(badFormat.code()).isEqualTo(2);
        assertThat(badFormat.err()).contains("format must be csv, md, json or html");
        Run noDb = run("export", seed001, "--format", "csv", "--data-dir", empty.toString());
        assertThat(noDb.code()).isEqualTo(2);
        assertThat(noDb.err()).contains("no Wirespeed database in");
        assertThat(empty.resolve("wirespeed.db")).doesNotExist();
    }
}
