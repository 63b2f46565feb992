package dev.wirespeed.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirespeed.solver.RangeText;
import dev.wirespeed.solver.model.Confidence;
import dev.wirespeed.solver.model.FittedPriors;
import dev.wirespeed.solver.model.Prediction;
import dev.wirespeed.solver.model.Ranges;
import dev.wirespeed.solver.model.StageClass;
import dev.wirespeed.testing.Cli.Run;
import dev.wirespeed.testing.TempCatalog;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static dev.wirespeed.testing.Cli.run;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The commands as a person runs them: exit codes, output, and messages for bad input. */
class CliTest {

    private static final Path FIX = TestApp.baseDir().resolve("src/test/resources/fixtures");
    private static final String CATALOG = TestApp.repoCatalog().toString();

    @Test
    void catalogCheck_passesTheRepositoryCatalog_andNamesFileFieldAndRuleOfABrokenOne() {
        Run ok = run("catalog", "check", CATALOG);
        assertThat(ok.code()).isZero();
        assertThat(ok.out()).contains("0 problems");
        // every YAML file in catalog/evidence/ is one run
        long runs;
        try (var files = Files.list(Path.of(CATALOG).resolve("evidence"))) {
            runs = files.filter(p -> p.toString().endsWith(".yaml")).count();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        assertThat(ok.out()).contains(runs + " evidence runs from ");
        try (TempCatalog cat = new TempCatalog()) {
            cat.write(
                    "nics/bad-card.yaml",
                    "id: bad-card\nkind: nic\nvendor: X\nmodel: Y\nchip: Z\nports: [{count: 1, cage: sfp++, speedsGbps: [10]}]\n"
                            + "hostInterface: {kind: pcie}\nsources: [{title: t}]\n");
            Run bad = run("catalog", "check", cat.root().toString());
            assertThat(bad.code()).isEqualTo(1);
            assertThat(bad.err())
                    .contains("nics/bad-card.yaml")
                    .contains("$.ports[0].cage")
                    .contains("[enum]");
        }
        assertThat(run("catalog", "check", "/no/such/folder").code()).isEqualTo(2);
    }

    @Test
    void catalogCheck_namesTheFileAndFieldOfABrokenEvidenceFile_andExits1() {
        try (TempCatalog cat = new TempCatalog()) {
            cat.write(
                    "evidence/bad-run.yaml",
                    "id: bad-run\nkind: evidence\nsource: {title: t}\nquote: q\n"
                            + "figures: [{value: 1, unit: Gbits/sec}]\nmeasuredGbps: 1\nclasses: [line-rate]\ntest: {tool: iperf3}\n");
            Run bad = run("catalog", "check", cat.root().toString());
            assertThat(bad.code()).isEqualTo(1);
            assertThat(bad.err()).contains("evidence/bad-run.yaml: $.source.url: [required]");
        }
    }

    @Test
    void predict_printsTheResponse_andExits2NamingTheJsonPath(@TempDir Path dir) throws Exception {
        Path req = dir.resolve("req.json");
        Files.writeString(
                req,
                "{\"sender\": {\"os\": \"windows\", \"nic\": {\"speedGbps\": 10, \"port\": \"sfp+\"}}, \"receiver\": {\"nic\": {\"speedGbps\": 10, \"port\": \"sfp+\"}}}");
        Run ok = run("predict", req.toString(), "--catalog", CATALOG);
        assertThat(ok.code()).isZero();
        JsonNode r = new ObjectMapper().readTree(ok.out());
        // Windows initiates, no timestamps: 10 x 1460 / 1538 = 9.4928.
        assertThat(r.get("gbps").asDouble()).isCloseTo(9.493, within(0.001));
        Files.writeString(
                req,
                "{\"sender\": {\"nic\": \"no-such-nic\"}, \"receiver\": {\"nic\": {\"speedGbps\": 10, \"port\": \"sfp+\"}}}");
        Run bad = run("predict", req.toString(), "--catalog", CATALOG);
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err()).contains("$.sender.nic").contains("no-such-nic");
        assertThat(run("predict", dir.resolve("missing.json").toString()).code())
                .isEqualTo(2);
        Files.writeString(req, "{not json");
        assertThat(run("predict", req.toString(), "--catalog", CATALOG).err()).contains("not valid JSON");
    }

    @Test
    void predictAndEvaluate_sayTheRangeInWordsOnStandardError_andKeepStandardOutputOneJsonDocument(@TempDir Path dir)
            throws Exception {
        Path req = dir.resolve("req.json");
        Files.writeString(
                req,
                "{\"sender\": {\"os\": \"windows\", \"nic\": {\"speedGbps\": 10, \"port\": \"sfp+\"}}, \"receiver\": {\"nic\": {\"speedGbps\": 10, \"port\": \"sfp+\"}}}");
        Run ok = run("predict", req.toString(), "--catalog", CATALOG);
        JsonNode r = new ObjectMapper().readTree(ok.out());
        // Wire-bound at 10 x 1460 / 1538 = 9.4928: the range is 9.4928 x exp(band low) to 9.4928 x exp(band
        // high) of the shipped wire band, capped at that same Ethernet ceiling; rounded to 3 decimals in JSON.
        double p = 10.0 * 1460 / 1538;
        FittedPriors.Band band = Ranges.band(StageClass.WIRE);
        Prediction.Range expected = new Prediction.Range(
                Math.min(p * Math.exp(band.low()), p), Math.max(Math.min(p * Math.exp(band.high()), p), p), 0.8);
        assertThat(r.get("range").get("low").asDouble()).isEqualTo(Math.round(expected.low() * 1000) / 1000.0);
        assertThat(ok.err().strip())
                .isEqualTo("predicted 9.49 Gbit/s, "
                        + RangeText.range(expected, Confidence.of(expected), StageClass.WIRE, RangeText.ENGLISH));

        Path plan = dir.resolve("plan.json");
        Files.copy(TestApp.baseDir().resolve("src/main/resources/examples/seed-000.json"), plan);
        Run eval = run("evaluate", plan.toString(), "--catalog", CATALOG);
        assertThat(new ObjectMapper().readTree(eval.out()).get("flows").size()).isEqualTo(2);
        // 9.4928 (Windows initiates) and 10 x 1448 / 1538 = 9.4148 (Ubuntu initiates)
        assertThat(eval.err().lines().toList())
                .hasSize(2)
                .satisfiesExactly(
                        l -> assertThat(l).startsWith("flow ").contains(": 9.49 Gbit/s, "),
                        l -> assertThat(l).startsWith("flow ").contains(": 9.41 Gbit/s, "));
    }

    @Test
    void parse_printsRunsWithTheFiguresOfTheOutput_andExits1OnGarbage(@TempDir Path dir) throws Exception {
        Run ok = run(
                "parse", FIX.resolve("iperf3-text/seed001-client-pcie-x1.txt").toString());
        assertThat(ok.code()).isZero();
        JsonNode run = new ObjectMapper().readTree(ok.out()).get("runs").get(0);
        // Printed in seed 001: 3.01 Gbit/s sender and receiver, 4691 retransmits.
        assertThat(run.get("gbps").asDouble()).isEqualTo(3.01);
        assertThat(run.get("sender").get("retransmits").asLong()).isEqualTo(4691);
        Path junk = dir.resolve("junk.txt");
        Files.writeString(junk, "hello, this is not a measurement\n");
        Run bad = run("parse", junk.toString());
        assertThat(bad.code()).isEqualTo(1);
        assertThat(bad.err()).contains("junk.txt");
        Files.write(junk, new byte[] {0, 1, 2, 3, (byte) 0xff});
        assertThat(run("parse", junk.toString()).code()).isEqualTo(1);
    }

    @Test
    void evaluate_aPlanDocument(@TempDir Path dir) throws Exception {
        Path plan = dir.resolve("plan.json");
        Files.copy(TestApp.baseDir().resolve("src/main/resources/examples/seed-000.json"), plan);
        Run ok = run("evaluate", plan.toString(), "--catalog", CATALOG);
        assertThat(ok.code()).isZero();
        JsonNode flows = new ObjectMapper().readTree(ok.out()).get("flows");
        // 9.4928 (Windows initiates) and 9.4148 (Ubuntu initiates), rounded to 3 decimals.
        assertThat(flows.get(0).get("prediction").get("gbps").asDouble()).isEqualTo(9.493);
        assertThat(flows.get(1).get("prediction").get("gbps").asDouble()).isEqualTo(9.415);
        Files.writeString(
                plan,
                "{\"name\": \"x\", \"hosts\": [{\"id\": \"a\", \"nics\": [{\"id\": \"n\", \"part\": \"nope\"}]}]}");
        Run bad = run("evaluate", plan.toString(), "--catalog", CATALOG);
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err()).contains("$.hosts[0].nics[0].part");
    }

    @Test
    void validate_onAnEmptyOrBrokenEvidenceFolder_exits1WithTheReason(@TempDir Path dir) throws Exception {
        Path empty = Files.createDirectories(dir.resolve("empty"));
        Run none = run("validate", "--evidence", empty.toString());
        assertThat(none.code()).isEqualTo(1);
        assertThat(none.err()).contains("the evidence corpus is empty");
        Path broken = Files.createDirectories(dir.resolve("broken"));
        Files.writeString(broken.resolve("no-source.yaml"), "id: no-source\nkind: evidence\nmeasuredGbps: 9.4\n");
        Run bad = run("validate", "--evidence", broken.toString());
        assertThat(bad.code()).isEqualTo(1);
        assertThat(bad.err()).contains("evidence/no-source.yaml").contains("broken evidence file");
        assertThat(run("validate", "--evidence", dir.resolve("missing").toString())
                        .code())
                .isEqualTo(1);
    }

    @Test
    void priorsFit_onAFolderOfRuns_printsEachFactorWithTheCasesThatDetermineIt(@TempDir Path dir) throws Exception {
        // Seed 001's two PCIe 2.0 x1 runs come from one post: pcie.gen2 is held at its start, and says why.
        Path ev = Files.createDirectories(dir.resolve("evidence"));
        for (String id : new String[] {
            "seed-001-x520-wsl2-pcie-gen2-x1",
            "seed-001-x520-wsl2-pcie-gen2-x1-flow-control",
            "seed-000-1gbe-ubuntu-to-windows"
        }) {
            Files.copy(Path.of(CATALOG).resolve("evidence/" + id + ".yaml"), ev.resolve(id + ".yaml"));
        }
        Run fit = run(
                "priors",
                "fit",
                "--evidence",
                ev.toString(),
                "--out",
                dir.resolve("fitted.tsv").toString());
        assertThat(fit.code()).isZero();
        assertThat(fit.out())
                .contains("Fitted from 3 evidence cases")
                .containsPattern(
                        "pcie\\.gen2 +1 +\\(start\\) +held at its start: fitted, only cases from fewer than 2 sources"
                                + " bound on it; at its start 2 case\\(s\\) do");
        assertThat(Files.readString(dir.resolve("fitted.tsv"))).startsWith("# Fitted by");
        assertThat(run("priors", "fit", "--bogus").code()).isEqualTo(2);
    }

    @Test
    void catalogCheck_refusesAMeasuredFigureAboveThePhysicalCeilingOfItsOwnSetup() {
        // 1 Gbit/s at a stated MTU 1500 carries at most 1 x 1448/1538 = 0.94 Gbit/s of TCP payload; 1.2 is
        // above it by more than the 2% rounding allows.
        try (TempCatalog cat = new TempCatalog()) {
            cat.copyFromRepo("evidence/seed-000-1gbe-ubuntu-to-windows.yaml");
            Path f = cat.root().resolve("evidence/seed-000-1gbe-ubuntu-to-windows.yaml");
            String text = Files.readString(f).replace("measuredGbps: 0.941", "measuredGbps: 1.2");
            cat.write("evidence/seed-000-1gbe-ubuntu-to-windows.yaml", text.replace("link:\n", "link:\n  mtu: 1500\n"));
            Run bad = run("catalog", "check", cat.root().toString());
            assertThat(bad.code()).isEqualTo(1);
            assertThat(bad.err())
                    .contains("evidence/seed-000-1gbe-ubuntu-to-windows.yaml: $.measuredGbps: [within-ceiling]")
                    .contains("measured 1.2 Gbit/s is above the 0.94 Gbit/s ethernet ceiling");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void unknownCommandsAndOptions_exit2() {
        assertThat(run("frobnicate").code()).isEqualTo(2);
        assertThat(run("parse", "--nope", "x").code()).isEqualTo(2);
        assertThat(run("--help").out()).contains("catalog check");
    }

    @Test
    void aCommandFollowedByHelp_printsItsOwnUsage_notTheWholeList_andExits0() {
        Run serve = run("serve", "--help");
        assertThat(serve.code()).isZero();
        assertThat(serve.out())
                .contains("serve [--port 7070]")
                .contains("start the service")
                // serve opens the store, so its database options are told too
                .contains("--database URL")
                .doesNotContain("catalog check");
        Run validate = run("validate", "-h");
        assertThat(validate.code()).isZero();
        assertThat(validate.out())
                .contains("validate [--evidence DIR] [--calibrated]")
                .doesNotContain("--database URL")
                .doesNotContain("serve");
        // both forms of user, with what they are for
        assertThat(run("user", "--help").out())
                .contains("user add NAME")
                .contains("user list | user remove NAME")
                .contains("accounts for signing in");
    }

    @Test
    void helpForACommandThatDoesNotExist_namesIt_andExits2() {
        Run r = run("frobnicate", "--help");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("unknown command frobnicate");
    }
}
