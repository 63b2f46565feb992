package dev.wirespeed.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.wirespeed.app.AppError;
import dev.wirespeed.app.IdentifyService;
import dev.wirespeed.app.Iperf3Service;
import dev.wirespeed.app.MeasurementImport;
import dev.wirespeed.app.MeasurementService;
import dev.wirespeed.app.PlanService;
import dev.wirespeed.app.PredictService;
import dev.wirespeed.app.Wirespeed;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.load.CatalogLoader;
import dev.wirespeed.catalog.load.CatalogLocation;
import dev.wirespeed.evidence.EvidenceIndex;
import dev.wirespeed.json.Json;
import dev.wirespeed.measure.parse.ParseException;
import dev.wirespeed.measure.parse.Parsers;
import dev.wirespeed.measure.parse.ThroughputRun;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.RangeText;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.model.StageClass;
import dev.wirespeed.text.Count;
import dev.wirespeed.web.api.EvaluationView;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/** The one-shot commands: predict, evaluate, and (through other classes) parse, import, export, measure. */
final class Commands {

    /** Inputs larger than this are refused rather than read into memory. */
    static final long MAX_INPUT_BYTES = 50L * 1024 * 1024;

    private Commands() {}

    static int run(String command, String[] args, PrintStream out, PrintStream err) {
        try {
            return switch (command) {
                case "predict" -> predict(args, out, err);
                case "evaluate" -> evaluate(args, out, err);
                case "parse" -> parse(args, out);
                case "identify" -> identify(args, out);
                case "import" -> importRuns(args, out);
                case "bench" -> BenchCommand.run(args, out);
                case "measure" -> measure(args, out);
                case "export" -> ExportCommand.run(args, out, err);
                case "recommend" -> RecommendCommand.run(args, out, err);
                case "priors" -> PriorsCommand.fit(args, out, err);
                case "validate" -> PriorsCommand.validate(args, out, err);
                case "user" -> AccountCommands.user(args, out, err);
                case "token" -> AccountCommands.token(args, out, err);
                case "db" -> DbCommand.run(args, out, err);
                default -> throw new CliException(
                        2, "unknown command '" + command + "'. Run with --help for the list.");
            };
        } catch (AppError e) {
            err.println("wirespeed " + command + ": " + e.getMessage());
            e.details().forEach(d -> err.println("  " + d.path() + ": " + d.message()));
            return 2;
        }
    }

    static ObjectMapper pretty() {
        return Json.mapper().enable(SerializationFeature.INDENT_OUTPUT);
    }

    /** Reads FILE, or standard input for "-", refusing anything over {@link #MAX_INPUT_BYTES}. */
    static String readInput(String file) {
        try {
            if (file.equals("-")) {
                InputStream in = System.in;
                byte[] b = in.readNBytes((int) MAX_INPUT_BYTES + 1);
                if (b.length > MAX_INPUT_BYTES) {
                    throw new CliException(
                            2, "standard input is larger than " + MAX_INPUT_BYTES / (1024 * 1024) + " MB");
                }
                return new String(b, StandardCharsets.UTF_8);
            }
            Path p = Path.of(file);
            if (Files.size(p) > MAX_INPUT_BYTES) {
                throw new CliException(2, file + " is larger than " + MAX_INPUT_BYTES / (1024 * 1024) + " MB");
            }
            return Files.readString(p, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new CliException(2, "no such file: " + file);
        } catch (MalformedInputException e) {
            throw new CliException(1, file + " is not UTF-8 text");
        } catch (IOException e) {
            throw new CliException(2, "cannot read " + file + ": " + e.getMessage());
        }
    }

    /** The catalog as the service would load it (bundled, or --catalog DIR), refusing an invalid one. */
    static Catalog catalog(String dir) {
        return Catalog.of(load(dir).parts());
    }

    /** The catalog and its evidence corpus, indexed for the runs nearest to a path, as the service has them. */
    record WithEvidence(Catalog catalog, EvidenceIndex evidence) {}

    static WithEvidence catalogWithEvidence(String dir) {
        CatalogLoader.Result r = load(dir);
        Catalog c = Catalog.of(r.parts());
        return new WithEvidence(c, EvidenceIndex.of(r.evidence(), c));
    }

    private static CatalogLoader.Result load(String dir) {
        Path root = CatalogLocation.resolve(dir == null ? null : Path.of(dir));
        CatalogLoader.Result r = CatalogLoader.forRoot(root).load(root);
        if (!r.ok()) {
            throw new CliException(
                    1,
                    "the catalog has " + Count.of(r.problems().size(), "problem", "problems")
                            + "; run 'catalog check' to list them");
        }
        return r;
    }

    private static int predict(String[] argv, PrintStream out, PrintStream err) {
        Args a = Args.parse(argv, Set.of("--catalog"), Set.of());
        if (a.positional().size() != 1) {
            throw new CliException(2, "usage: predict FILE|-   (a predict request, see README)");
        }
        String text = readInput(a.positional().get(0));
        JsonNode body;
        try {
            body = Json.mapper().readTree(text);
        } catch (JsonProcessingException e) {
            throw AppError.badRequest(
                    "$",
                    "not valid JSON: " + e.getOriginalMessage()
                            + (e.getLocation() == null
                                    ? ""
                                    : " (line " + e.getLocation().getLineNr() + ", column "
                                            + e.getLocation().getColumnNr() + ")"));
        }
        if (body == null) {
            throw AppError.badRequest("$", "the input is empty");
        }
        WithEvidence c = catalogWithEvidence(a.get("--catalog"));
        PredictService.Response r =
                new PredictService(c::catalog, () -> Calibration.PRIORS, c.evidence()::nearest).predict(body);
        print(out, r);
        err.println("predicted " + rangeText(r));
        return 0;
    }

    /**
     * The prediction in words, "9.49 Gbit/s, 9.4-9.5", for the person at the terminal: standard error,
     * so that standard output stays one JSON document for a pipe.
     */
    static String rangeText(PredictService.Response r) {
        return RangeText.of(
                r.gbps(),
                r.range(),
                r.confidence(),
                StageClass.of(r.bottleneck().stage()));
    }

    private static int evaluate(String[] argv, PrintStream out, PrintStream err) {
        Args a = Args.parse(argv, Set.of("--catalog"), Set.of());
        if (a.positional().size() != 1) {
            throw new CliException(2, "usage: evaluate PLAN.json|-");
        }
        String text = readInput(a.positional().get(0));
        WithEvidence c = catalogWithEvidence(a.get("--catalog"));
        PlanService svc = new PlanService(null, c::catalog, () -> Calibration.PRIORS, Json.mapper());
        Plan p = svc.read(text, "the plan");
        svc.validate(p);
        EvaluationView view = EvaluationView.of(p.id(), 0, svc.evaluate(p), c.evidence()::nearest);
        print(out, view);
        for (EvaluationView.FlowView f : view.flows()) {
            err.println(
                    "flow " + f.id() + ": " + (f.prediction() == null ? "no prediction" : rangeText(f.prediction())));
        }
        return 0;
    }

    /** {@code parse FILE}: what the parsers read, as {"runs": [...]}; nothing is stored. */
    private static int parse(String[] argv, PrintStream out) {
        Args a = Args.parse(argv, Set.of(), Set.of());
        if (a.positional().size() != 1) {
            throw new CliException(2, "usage: parse FILE|-");
        }
        String text = readInput(a.positional().get(0));
        try {
            var r = Parsers.parse(text);
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("runs", r.runs());
            if (!r.warnings().isEmpty()) {
                doc.put("warnings", r.warnings());
            }
            print(out, doc);
            return 0;
        } catch (ParseException e) {
            throw new CliException(1, a.positional().get(0) + ": " + e.getMessage());
        }
    }

    /**
     * {@code identify FILE [--catalog DIR]}: the network adapters an lspci/lsusb/dmesg/hwinfo output shows
     * and the catalog parts each may be, as {"devices": [...]} (the JSON of POST /api/identify); nothing is
     * stored. A command of its own rather than more output from {@code parse}: a device listing is not a
     * measurement, and plain lspci (names only) is no input {@code parse} accepts.
     */
    private static int identify(String[] argv, PrintStream out) {
        Args a = Args.parse(argv, Set.of("--catalog"), Set.of());
        if (a.positional().size() != 1) {
            throw new CliException(2, "usage: identify FILE|- [--catalog DIR]");
        }
        String text = readInput(a.positional().get(0));
        Catalog c = catalog(a.get("--catalog"));
        try {
            print(out, IdentifyService.report(text, c));
            return 0;
        } catch (AppError e) {
            throw new CliException(1, a.positional().get(0) + ": " + e.getMessage());
        }
    }

    /** {@code import FILE... [--plan ID] [--flow ID] [--data-dir DIR]}: stores runs in the database. */
    private static int importRuns(String[] argv, PrintStream out) {
        Args a = Args.parse(argv, StoreOptions.with(Set.of("--plan", "--flow", "--data-dir", "--catalog")), Set.of());
        if (a.positional().isEmpty()) {
            throw new CliException(2, "usage: import FILE... [--plan ID] [--flow ID] [--data-dir DIR]");
        }
        List<String> texts = new ArrayList<>();
        for (String f : a.positional()) {
            texts.add(readInput(f));
        }
        try (MeasurementImport store = StoreOptions.openImport(a, Path.of(a.get("--data-dir", "data")))) {
            int created = 0;
            int known = 0;
            List<MeasurementService.Imported> imported;
            try {
                imported = store.importAll(texts, a.positional(), a.get("--plan"), a.get("--flow"), "cli-import", null);
            } catch (AppError e) {
                if (e.status() == 400
                        && a.positional()
                                .contains(
                                        e.details().isEmpty()
                                                ? ""
                                                : e.details().get(0).path())) {
                    throw new CliException(1, e.getMessage());
                }
                throw e;
            }
            for (var imp : imported) {
                String g = imp.run() instanceof ThroughputRun t && t.gbps() != null
                        ? String.format(Locale.ROOT, "%.3f Gbit/s", t.gbps())
                        : "";
                out.printf(
                        "%s %s %s %s%n",
                        imp.created() ? "stored " : "known  ",
                        imp.id(),
                        imp.run().format(),
                        g);
                if (imp.created()) {
                    created++;
                } else {
                    known++;
                }
            }
            out.printf("%d run(s) stored, %d already known%n", created, known);
        }
        return 0;
    }

    /** {@code measure HOST[:PORT] [-R] [--bidir] [-P N] [-t S] [-u -b RATE]}: a test against a stock iperf3 -s, stored. */
    private static int measure(String[] argv, PrintStream out) {
        Args a = Args.parse(
                argv,
                StoreOptions.with(
                        Set.of("-P", "-t", "-b", "--plan", "--flow", "--data-dir", "--catalog", "--max-duration")),
                Set.of("-R", "--bidir", "-u"));
        if (a.positional().size() != 1) {
            throw new CliException(
                    2,
                    "usage: measure HOST[:PORT] [-R] [--bidir] [-P N] [-t S] [-u -b RATE] [--plan ID --flow ID] [--data-dir DIR]");
        }
        String target = a.positional().get(0);
        String host = target;
        int port = 5201;
        int colon = target.lastIndexOf(':');
        if (colon > 0 && target.indexOf(':') == colon) {
            host = target.substring(0, colon);
            try {
                port = Integer.parseInt(target.substring(colon + 1));
            } catch (NumberFormatException e) {
                throw new CliException(2, "bad port in '" + target + "'");
            }
        } else if (target.startsWith("[") && target.contains("]:")) {
            host = target.substring(1, target.indexOf(']'));
            port = Integer.parseInt(target.substring(target.indexOf("]:") + 2));
        }
        long rate = a.get("-b") == null ? 1_000_000 : parseRate(a.get("-b"));
        if (a.get("-b") != null && !a.flag("-u")) {
            throw new CliException(2, "-b sets the UDP rate: add -u");
        }
        var o = Iperf3Service.options(
                host,
                port,
                a.flag("-R"),
                a.flag("--bidir"),
                a.intValue("-P", 1, 1, 128),
                a.intValue("-t", 5, 1, 3600),
                a.flag("-u"),
                rate);
        try (Wirespeed app = StoreOptions.open(a, Path.of(a.get("--data-dir", "data")), a.get("--catalog"))) {
            for (var imp : app.iperf3()
                    .measure(o, a.get("--plan"), a.get("--flow"), a.intValue("--max-duration", 3600, 1, 3600))) {
                var t = (ThroughputRun) imp.run();
                out.printf(
                        Locale.ROOT,
                        "%s %s: %.3f Gbit/s received, %.3f Gbit/s sent (%s)%n",
                        imp.created() ? "stored" : "known ",
                        imp.id(),
                        t.gbps(),
                        t.sender().gbps(),
                        t.notes().get(0));
            }
        }
        return 0;
    }

    /** iperf3's -b syntax: a number with an optional decimal K, M or G suffix (bit/s). */
    static long parseRate(String s) {
        String v = s.trim();
        long mult = 1;
        char last = Character.toUpperCase(v.charAt(v.length() - 1));
        if (last == 'K' || last == 'M' || last == 'G') {
            mult = last == 'K' ? 1_000 : last == 'M' ? 1_000_000 : 1_000_000_000;
            v = v.substring(0, v.length() - 1);
        }
        try {
            double d = Double.parseDouble(v);
            if (d <= 0) {
                throw new NumberFormatException();
            }
            return Math.round(d * mult);
        } catch (NumberFormatException e) {
            throw new CliException(2, "bad rate '" + s + "': use e.g. 100M or 2.5G");
        }
    }

    static void print(PrintStream out, Object value) {
        try {
            out.println(pretty().writeValueAsString(value));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
