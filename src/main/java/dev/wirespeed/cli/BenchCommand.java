package dev.wirespeed.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirespeed.app.MeasurementService;
import dev.wirespeed.app.PredictService;
import dev.wirespeed.app.Wirespeed;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.json.Json;
import dev.wirespeed.measure.parse.Parsers;
import dev.wirespeed.plan.Initiator;
import dev.wirespeed.plan.Os;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Tool;
import dev.wirespeed.solver.Evaluation;
import dev.wirespeed.solver.PlanEvaluator;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.model.PathSpec;
import dev.wirespeed.solver.model.ThroughputModel;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;

/**
 * {@code bench [predict|plan|parse|import|recommend|all]}: measures what the issues ask for and prints one
 * line per figure (warm-up first, then the median of several timed rounds). Figures go in the README.
 * {@code bench web} ({@link WebBench}) measures pages, start-up, import and parsing against their peers.
 */
final class BenchCommand {

    private BenchCommand() {}

    static int run(String[] argv, PrintStream out) {
        Args a = Args.parse(
                argv,
                Set.of(
                        "--catalog",
                        "--rounds",
                        "--slice-ms",
                        "--start-rounds",
                        "--lines",
                        "--seconds",
                        "--clients",
                        "--database",
                        "--database-user",
                        "--database-password-file"),
                Set.of());
        String what = a.positional().isEmpty() ? "all" : a.positional().get(0);
        if (what.equals("team")) {
            out.printf(
                    Locale.ROOT,
                    "# Wirespeed bench team: %d cores, Java %s%n",
                    Runtime.getRuntime().availableProcessors(),
                    System.getProperty("java.version"));
            TeamBench.run(
                    a.get("--catalog") == null ? null : Path.of(a.get("--catalog")),
                    StoreOptions.named(a) ? StoreOptions.location(a, null) : null,
                    a.intValue("--seconds", 60, 1, 3600),
                    a.intValue("--clients", 16, 1, 256),
                    out);
            return 0;
        }
        if (what.equals("parse-files") && a.positional().size() == 2) {
            return WebBench.parseFilesChild(a.positional().get(1), out);
        }
        int rounds = a.intValue("--rounds", 5, 1, 100);
        if (what.equals("web")) {
            out.printf(
                    Locale.ROOT,
                    "# Wirespeed bench web: %d cores, Java %s, %d rounds, each side in turn%n",
                    Runtime.getRuntime().availableProcessors(),
                    System.getProperty("java.version"),
                    rounds);
            List<String> lines =
                    List.of(a.get("--lines", String.join(",", WebBench.LINES)).split(","));
            if (!WebBench.LINES.containsAll(lines)) {
                throw new CliException(2, "--lines takes some of " + String.join(",", WebBench.LINES));
            }
            WebBench.run(
                    a.get("--catalog"),
                    rounds,
                    a.intValue("--slice-ms", 2000, 100, 60_000),
                    a.intValue("--start-rounds", 3, 1, 20),
                    lines,
                    out);
            return 0;
        }
        Catalog catalog = Commands.catalog(a.get("--catalog"));
        out.printf(
                Locale.ROOT,
                "# Wirespeed bench: %d cores, Java %s, %d rounds (median)%n",
                Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.version"),
                rounds);
        if (what.equals("all") || what.equals("predict")) {
            predict(catalog, rounds, out);
        }
        if (what.equals("all") || what.equals("plan")) {
            plan(catalog, rounds, out);
        }
        if (what.equals("all") || what.equals("parse")) {
            parse(rounds, out);
        }
        if (what.equals("all") || what.equals("import")) {
            importRuns(out);
        }
        if (what.equals("all") || what.equals("recommend")) {
            RecommendBench.run(catalog, rounds, out);
        }
        return 0;
    }

    private static double median(List<Double> v) {
        List<Double> s = new ArrayList<>(v);
        s.sort(Double::compare);
        return s.get(s.size() / 2);
    }

    static void predict(Catalog catalog, int rounds, PrintStream out) {
        PredictService svc = new PredictService(() -> catalog, () -> Calibration.PRIORS);
        JsonNode body;
        try {
            body = Json.mapper()
                    .readTree(
                            """
                    {"sender": {"os": "windows", "nic": "mellanox-mcx4121a-acat", "bus": {"kind": "pcie", "gen": 3, "lanes": 4}, "cpu": "amd-ryzen-5-3600"},
                     "receiver": {"os": "linux", "nic": "mellanox-mcx4121a-acat", "bus": {"kind": "pcie", "gen": 3, "lanes": 4}},
                     "link": {"switch": "mikrotik-crs305-1g-4s-in", "media": "dac"}, "test": {"tool": "iperf3", "streams": 1}}""");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        int n = 20_000;
        double sink = 0;
        for (int i = 0; i < n; i++) {
            sink += svc.compute(body).gbps();
        }
        List<Double> us = new ArrayList<>();
        for (int r = 0; r < rounds; r++) {
            long t0 = System.nanoTime();
            for (int i = 0; i < n; i++) {
                sink += svc.compute(body).gbps();
            }
            us.add((System.nanoTime() - t0) / 1e3 / n);
        }
        out.printf(
                Locale.ROOT,
                "predict API (JSON request -> two-host plan -> 22 rules + model): %.1f µs per path (%s)%n",
                median(us),
                sink > 0 ? "ok" : "?");
        PathSpec spec =
                PlanEvaluator.pathSpec(svc.toPlan(body), catalog, "flow").orElseThrow();
        List<Double> model = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            sink += ThroughputModel.predict(spec, Calibration.PRIORS).gbps();
        }
        for (int r = 0; r < rounds; r++) {
            long t0 = System.nanoTime();
            for (int i = 0; i < n; i++) {
                sink += ThroughputModel.predict(spec, Calibration.PRIORS).gbps();
            }
            model.add((System.nanoTime() - t0) / 1e3 / n);
        }
        out.printf(
                Locale.ROOT,
                "predict model only (one path's stages with their arithmetic): %.1f µs per path%n",
                median(model));
    }

    /** Host-facing ports per generated switch: a CRS326 has 24 SFP+, one of which is its uplink. */
    static final int FAN_OUT = 23;

    /**
     * A generated plan of exactly {@code hostCount} hosts with Intel X520-DA1 cards and a concurrent
     * flow from every host to one NAS: access switches (MikroTik CRS326, 24 SFP+) of 23 hosts each,
     * then as many levels of aggregation switches of 23 downlinks each as the count needs, up to one
     * root that also holds the NAS. Switches grow with hosts (10,000 hosts: 435 access, 19
     * aggregation, 1 root), so the plan's size is what was asked for.
     */
    static Plan largePlan(int hostCount) {
        String sw = "mikrotik-crs326-24s-2q-rm";
        String nic = "intel-x520-da1";
        String dac = "10gtek-cab-10gsfp-p1m";
        List<Plan.Host> hosts = new ArrayList<>();
        List<Plan.SwitchUnit> switches = new ArrayList<>();
        List<Plan.Link> links = new ArrayList<>();
        List<Plan.Flow> flows = new ArrayList<>();
        Plan.NicPlacement card =
                new Plan.NicPlacement("n", nic, null, null, null, null, new Plan.Negotiated(2, 8, null), 1500, false);
        hosts.add(new Plan.Host(
                "nas",
                "nas",
                null,
                Os.LINUX,
                null,
                null,
                null,
                null,
                3000,
                List.of(),
                null,
                List.of(card),
                null,
                false));
        // Level 0: access switches with their hosts on ports 1..23.
        List<String> level = new ArrayList<>();
        for (int host = 0; host < hostCount; host++) {
            if (host % FAN_OUT == 0) {
                String acc = "acc" + level.size();
                switches.add(new Plan.SwitchUnit(acc, acc, sw, null, false));
                level.add(acc);
            }
            addHost(hosts, links, flows, card, dac, "h" + host, level.get(level.size() - 1), host % FAN_OUT + 1);
        }
        // Aggregation levels: each switch takes up to 23 switches of the level below on ports 1..23,
        // their uplinks on port 24, until one switch is left: the root.
        int depth = 0;
        while (level.size() > 1) {
            depth++;
            List<String> above = new ArrayList<>();
            for (int i = 0; i < level.size(); i++) {
                if (i % FAN_OUT == 0) {
                    String agg = "agg" + depth + "-" + above.size();
                    switches.add(new Plan.SwitchUnit(agg, agg, sw, null, false));
                    above.add(agg);
                }
                String below = level.get(i);
                links.add(Plan.Link.withCable(
                        "l-" + below,
                        new Plan.End(below, null, 24),
                        new Plan.End(above.get(above.size() - 1), null, i % FAN_OUT + 1),
                        dac,
                        1.0));
            }
            level = above;
        }
        if (level.isEmpty()) {
            switches.add(new Plan.SwitchUnit("acc0", "acc0", sw, null, false));
            level.add("acc0");
        }
        links.add(Plan.Link.withCable(
                "l-nas", new Plan.End("nas", "n", 1), new Plan.End(level.get(0), null, 24), dac, 1.0));
        return new Plan(Plan.SCHEMA_VERSION, "bench", "bench", null, "JPY", hosts, switches, links, flows, List.of());
    }

    private static void addHost(
            List<Plan.Host> hosts,
            List<Plan.Link> links,
            List<Plan.Flow> flows,
            Plan.NicPlacement card,
            String dac,
            String id,
            String sw,
            int port) {
        hosts.add(new Plan.Host(
                id, id, null, Os.LINUX, null, null, null, null, 2500, List.of(), null, List.of(card), null, false));
        links.add(Plan.Link.withCable("l-" + id, new Plan.End(id, "n", 1), new Plan.End(sw, null, port), dac, 1.0));
        flows.add(new Plan.Flow("f-" + id, id, "nas", Tool.IPERF3, 1, Initiator.SENDER, null, true));
    }

    static void plan(Catalog catalog, int rounds, PrintStream out) {
        for (int size : new int[] {1000, 2500, 5000, 10000}) {
            Plan p = largePlan(size);
            Evaluation e = null;
            for (int i = 0; i < 5; i++) {
                e = PlanEvaluator.evaluate(p, catalog, Calibration.PRIORS);
            }
            List<Double> ms = new ArrayList<>();
            for (int r = 0; r < rounds; r++) {
                long t0 = System.nanoTime();
                e = PlanEvaluator.evaluate(p, catalog, Calibration.PRIORS);
                ms.add((System.nanoTime() - t0) / 1e6);
            }
            out.printf(
                    Locale.ROOT,
                    "evaluate plan: %d hosts, %d switches, %d flows to one NAS: %.1f ms (%d issues, slowest flow %.3f Gbit/s)%n",
                    p.hosts().size() - 1,
                    p.switches().size(),
                    p.flows().size(),
                    median(ms),
                    e.issues().size(),
                    e.slowest().prediction().gbps());
        }
    }

    private static void deleteTree(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String resource(String name) {
        try (InputStream in = BenchCommand.class.getClassLoader().getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void parse(int rounds, PrintStream out) {
        String doc = resource("bench/iperf3-3.12-client-10s.json");
        int n = 20_000;
        long sink = 0;
        for (int i = 0; i < n; i++) {
            sink += Parsers.parse(doc).runs().size();
        }
        List<Double> rate = new ArrayList<>();
        for (int r = 0; r < rounds; r++) {
            long t0 = System.nanoTime();
            for (int i = 0; i < n; i++) {
                sink += Parsers.parse(doc).runs().size();
            }
            rate.add(n / ((System.nanoTime() - t0) / 1e9));
        }
        out.printf(
                Locale.ROOT,
                "parse iperf3 -J (10 intervals, %d bytes), one thread: %.0f runs/s (%d)%n",
                doc.length(),
                median(rate),
                sink > 0 ? 1 : 0);
    }

    static void importRuns(PrintStream out) {
        String doc = resource("bench/iperf3-3.12-client-10s.json");
        Path dir;
        try {
            dir = Files.createTempDirectory("wirespeed-bench-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try (Wirespeed app = Wirespeed.open(dir, null)) {
            MeasurementService m = app.measurements();
            int n = 10_000;
            long t0 = System.nanoTime();
            for (int i = 0; i < n; i++) {
                // A distinct title per run keeps the content hashes distinct.
                m.importText(
                        doc.replace("\"timesecs\":", "\"bench_run\":" + i + ",\"timesecs\":"),
                        null,
                        null,
                        "bench",
                        null);
            }
            double s = (System.nanoTime() - t0) / 1e9;
            out.printf(
                    Locale.ROOT,
                    "import %d iperf3 -J runs into SQLite, one transaction each: %.1f s (%.0f runs/s)%n",
                    n,
                    s,
                    n / s);
        } finally {
            deleteTree(dir);
        }
    }
}
