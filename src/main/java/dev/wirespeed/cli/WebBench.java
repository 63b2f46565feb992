package dev.wirespeed.cli;

import dev.wirespeed.app.MeasurementService;
import dev.wirespeed.app.PlanService;
import dev.wirespeed.app.Wirespeed;
import dev.wirespeed.measure.parse.Parsers;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.store.Database;
import dev.wirespeed.web.WebApp;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * {@code bench web}: what a person waits for, each measured against a peer in the same run, the two
 * taking turns so that a machine loaded by something else slows both alike. Every line gives
 * Wirespeed's figure, the peer's and the ratio, always Wirespeed's figure divided by the peer's (for
 * rates higher is better, for times and memory lower).
 */
final class WebBench {

    /** Concurrent clients of the throughput lines, as the aim states them. */
    static final int CLIENTS = 8;

    static final String STATIC_FILE = "/static/css/wirespeed.css";

    static final String PREDICT_BODY =
            """
            {"sender": {"os": "windows", "nic": "mellanox-mcx4121a-acat", "bus": {"kind": "pcie", "gen": 3, "lanes": 4}, "cpu": "amd-ryzen-5-3600"},
             "receiver": {"os": "linux", "nic": "mellanox-mcx4121a-acat", "bus": {"kind": "pcie", "gen": 3, "lanes": 4}},
             "link": {"switch": "mikrotik-crs305-1g-4s-in", "media": "dac"}, "test": {"tool": "iperf3", "streams": 1}}""";

    private WebBench() {}

    /**
     * Every line: the pages in {@code rounds} turns of {@code sliceMillis} each side, start-up in
     * {@code startRounds} rounds (four child JVMs each), import once, parsing in {@code rounds} turns.
     */
    /**
     * The line groups of {@code bench web}, in the order they run; {@code --lines} picks some.
     * {@code pages} is the three page lines together, {@code editor}, {@code home} and {@code predict} one each.
     */
    static final List<String> LINES = List.of("pages", "editor", "home", "predict", "start", "import", "parse");

    /** Distinct predict requests the varied line cycles through: more than a run sends, so none repeats. */
    static final int PREDICT_VARIANTS = 10_000;

    /**
     * {@link #PREDICT_BODY} with the sender named {@code pc-N}: the same path and the same work, a
     * different body each time, so that the answers kept for repeated bodies never help.
     */
    static List<HttpLoad.Request> variedPredicts(int n) {
        List<HttpLoad.Request> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String body =
                    PREDICT_BODY.replace("{\"os\": \"windows\",", "{\"os\": \"windows\", \"name\": \"pc-" + i + "\",");
            out.add(HttpLoad.Request.postJson("/api/predict", body));
        }
        return out;
    }

    static void run(String catalogDir, int rounds, long sliceMillis, int startRounds, PrintStream out) {
        run(catalogDir, rounds, sliceMillis, startRounds, LINES, out);
    }

    static void run(
            String catalogDir, int rounds, long sliceMillis, int startRounds, List<String> lines, PrintStream out) {
        out.printf(
                "# child JVMs: service and bare app %s; import and parse %s%n",
                String.join(" ", serviceOptions(cdsArchive())), String.join(" ", commandOptions(cdsArchive())));
        Path catalog = catalogDir == null ? null : Path.of(catalogDir);
        List<String> pageLines = Stream.of("editor", "home", "predict")
                .filter(l -> lines.contains("pages") || lines.contains(l))
                .toList();
        if (!pageLines.isEmpty()) {
            pages(catalog, rounds, sliceMillis, pageLines, out);
        }
        if (lines.contains("start")) {
            startUp(catalogDir, startRounds, out);
        }
        if (lines.contains("import")) {
            importRuns(catalogDir, out);
        }
        if (lines.contains("parse")) {
            parseFiles(rounds, out);
        }
    }

    // ---- pages, in this JVM ----

    static void pages(Path catalog, int rounds, long slice, PrintStream out) {
        pages(catalog, rounds, slice, List.of("editor", "home", "predict"), out);
    }

    /** The page lines named in {@code which} (editor, home, predict), over one service with 100 stored plans. */
    static void pages(Path catalog, int rounds, long slice, List<String> which, PrintStream out) {
        Path dir = tempDir("wirespeed-bench-web-");
        try (Wirespeed app = Wirespeed.open(dir, catalog)) {
            app.prepareToServe(null);
            PlanService plans = app.plans();
            // 100 stored plans for the home page: the five seeds and copies of them
            int i = 0;
            while (plans.list().size() < 100) {
                Plan ex = plans.example(PlanService.EXAMPLES.get(i++ % PlanService.EXAMPLES.size()));
                plans.create(new Plan(
                        ex.schemaVersion(),
                        null,
                        "copy " + i + " of " + ex.name(),
                        ex.description(),
                        ex.currency(),
                        ex.hosts(),
                        ex.switches(),
                        ex.links(),
                        ex.flows(),
                        ex.prices()));
            }
            String seed000 = plans.list().stream()
                    .filter(s -> "seed-000".equals(s.exampleOf()))
                    .findFirst()
                    .orElseThrow()
                    .plan()
                    .id();
            WebApp web = WebApp.start(app, "127.0.0.1", 0, MeasurementService.DEFAULT_MAX_BYTES);
            try {
                int port = web.port();
                HttpLoad.Request editor = HttpLoad.Request.get("/plans/" + seed000);
                HttpLoad.Request home = HttpLoad.Request.get("/");
                HttpLoad.Request file = HttpLoad.Request.get(STATIC_FILE);
                HttpLoad.Request predict = HttpLoad.Request.postJson("/api/predict", PREDICT_BODY);
                List<HttpLoad.Request> varied = variedPredicts(PREDICT_VARIANTS);
                // warm-up: every request, so the JIT has compiled what the timed turns run
                List<List<HttpLoad.Request>> warm = new ArrayList<>(List.of(List.of(file)));
                if (which.contains("editor")) {
                    warm.add(List.of(editor));
                }
                if (which.contains("home")) {
                    warm.add(List.of(home));
                }
                if (which.contains("predict")) {
                    warm.add(List.of(predict));
                    warm.add(varied.subList(0, PREDICT_VARIANTS / 2));
                }
                for (List<HttpLoad.Request> r : warm) {
                    HttpLoad.run(port, r, CLIENTS, Math.max(1000, slice), 200);
                }
                if (which.contains("editor")) {
                    editorLine(port, editor, file, rounds, slice, out);
                }
                if (which.contains("home")) {
                    Pair h = alternate(port, home, file, 1, rounds, slice);
                    out.printf(
                            Locale.ROOT,
                            "web: home page, %d stored plans, 1 client: p50 %.2f ms, p99 %.2f ms | static file: p50 %.2f ms | ratio %.1f (p50)%n",
                            plans.list().size(),
                            h.mine.percentile(50),
                            h.mine.percentile(99),
                            h.peer.percentile(50),
                            h.mine.percentile(50) / h.peer.percentile(50));
                }
                if (which.contains("predict")) {
                    Pair p = alternate(port, predict, file, CLIENTS, rounds, slice);
                    out.printf(
                            Locale.ROOT,
                            "web: POST /api/predict, %d clients: %s | static file: %s | ratio %.3f (req/s)%n",
                            CLIENTS,
                            p.mine.describe(),
                            p.peer.describe(),
                            p.mine.perSecond() / p.peer.perSecond());
                    // the second half of the bodies: none of them was asked in the warm-up
                    Pair v = alternate(
                            port,
                            varied.subList(PREDICT_VARIANTS / 2, PREDICT_VARIANTS),
                            List.of(file),
                            CLIENTS,
                            rounds,
                            slice);
                    out.printf(
                            Locale.ROOT,
                            "web: POST /api/predict, a different body each request, %d clients: %s | static file: %s | ratio %.3f (req/s)%n",
                            CLIENTS,
                            v.mine.describe(),
                            v.peer.describe(),
                            v.mine.perSecond() / v.peer.perSecond());
                }
            } finally {
                web.close();
            }
        } finally {
            deleteTree(dir);
        }
    }

    private static void editorLine(
            int port, HttpLoad.Request editor, HttpLoad.Request file, int rounds, long slice, PrintStream out) {
        Pair ed = alternate(port, editor, file, CLIENTS, rounds, slice);
        HttpLoad.Response page = HttpLoad.once(port, editor);
        HttpLoad.Response gz = HttpLoad.once(
                port, new HttpLoad.Request("GET", editor.path(), "Accept-Encoding: gzip\r\n", new byte[0]));
        out.printf(
                Locale.ROOT,
                "web: plan editor, seed 000, %d clients: %s, %.1f KB (%.1f KB as sent with gzip) | static file %s: %s | ratio %.3f (req/s)%n",
                CLIENTS,
                ed.mine.describe(),
                page.body().length / 1024.0,
                gz.body().length / 1024.0,
                STATIC_FILE,
                ed.peer.describe(),
                ed.mine.perSecond() / ed.peer.perSecond());
    }

    private record Pair(HttpLoad.Result mine, HttpLoad.Result peer) {}

    private static Pair alternate(
            int port, HttpLoad.Request mine, HttpLoad.Request peer, int clients, int rounds, long slice) {
        return alternate(port, List.of(mine), List.of(peer), clients, rounds, slice);
    }

    private static Pair alternate(
            int port, List<HttpLoad.Request> mine, List<HttpLoad.Request> peer, int clients, int rounds, long slice) {
        List<HttpLoad.Result> a = new ArrayList<>();
        List<HttpLoad.Result> b = new ArrayList<>();
        for (int r = 0; r < rounds; r++) {
            a.add(HttpLoad.run(port, mine, clients, slice, 200));
            b.add(HttpLoad.run(port, peer, clients, slice, 200));
        }
        return new Pair(HttpLoad.Result.merged(a), HttpLoad.Result.merged(b));
    }

    // ---- start-up and idle memory, in child JVMs ----

    private record Started(double seconds, long rssKb) {}

    static void startUp(String catalogDir, int rounds, PrintStream out) {
        List<Double> fresh = new ArrayList<>();
        List<Double> existing = new ArrayList<>();
        List<Double> bare = new ArrayList<>();
        List<Double> rss = new ArrayList<>();
        List<Double> bareRss = new ArrayList<>();
        for (int r = 0; r < rounds; r++) {
            Path dir = tempDir("wirespeed-bench-start-");
            try {
                Started f = startChild(serveCommand(dir, catalogDir));
                fresh.add(f.seconds);
                Started b1 = startChild(bareCommand());
                bare.add(b1.seconds);
                bareRss.add((double) b1.rssKb);
                Started e = startChild(serveCommand(dir, catalogDir));
                existing.add(e.seconds);
                rss.add((double) e.rssKb);
                Started b2 = startChild(bareCommand());
                bare.add(b2.seconds);
                bareRss.add((double) b2.rssKb);
            } finally {
                deleteTree(dir);
            }
        }
        double bs = median(bare);
        out.printf(
                Locale.ROOT,
                "start-up to the first 200 on /, child JVM: fresh data folder %.2f s, existing %.2f s | bare Javalin app %.2f s | ratio %.2f fresh, %.2f existing%n",
                median(fresh),
                median(existing),
                bs,
                median(fresh) / bs,
                median(existing) / bs);
        out.printf(
                Locale.ROOT,
                "idle RSS (VmRSS 2 s after the first 200): %.0f MB | bare Javalin app %.0f MB | ratio %.2f%n",
                median(rss) / 1024,
                median(bareRss) / 1024,
                median(rss) / median(bareRss));
    }

    /**
     * The class-data sharing archive the build writes next to the jar (pom.xml, {@link CdsTraining}),
     * or null when this JVM does not run from a jar that has one (the tests run from classes).
     */
    static Path cdsArchive() {
        String cp = System.getProperty("java.class.path");
        if (cp == null || cp.contains(File.pathSeparator) || !cp.endsWith(".jar")) {
            return null;
        }
        Path jsa = Path.of(cp).resolveSibling(CDS_ARCHIVE);
        return Files.isRegularFile(jsa) ? jsa : null;
    }

    static final String CDS_ARCHIVE = "wirespeed.jsa";

    static final String SMALL_INITIAL_HEAP = "-Xms16m";

    /**
     * The JVM options the README gives for running the service, and for the bare app too so that the
     * ratio compares the same JVM set-up: the archive when there is one, the serial collector
     * (one small service on a few cores: less memory than G1, no collector threads), and a small
     * initial heap, which grows as the live data asks (the default, a 64th of the machine's memory,
     * lets a start touch hundreds of MB of young generation before its first collection).
     */
    static List<String> serviceOptions(Path archive) {
        List<String> o = new ArrayList<>();
        if (archive != null) {
            o.add("-XX:SharedArchiveFile=" + archive);
        }
        o.add("-XX:+UseSerialGC");
        o.add(SMALL_INITIAL_HEAP);
        return o;
    }

    /**
     * The options the README gives for the short commands (import, parse): the service's, the client
     * compiler only, since in a run of seconds the optimising compiler costs more CPU than it saves,
     * and a small young generation: nearly all a parse allocates dies young, and {@value
     * #SMALL_YOUNG_GENERATION} of it is collected over and over in pages already touched, where the
     * default young generation (a third of a 64th of the machine's memory, 128 MB here) has every new
     * allocation fault in a fresh page. Measured 2026-12-04 on 2,000 files: 0.33-0.35 s instead of
     * 0.37-0.42 s, system time 0.07 s instead of 0.11-0.13 s; import of 10,000 runs the same either way.
     */
    static List<String> commandOptions(Path archive) {
        List<String> o = serviceOptions(archive);
        // the old generation grows as it needs: a command of seconds allocates fast from its start
        o.remove(SMALL_INITIAL_HEAP);
        o.add(SMALL_YOUNG_GENERATION);
        o.add("-XX:TieredStopAtLevel=1");
        return o;
    }

    static final String SMALL_YOUNG_GENERATION = "-Xmn8m";

    private static List<String> java(List<String> options) {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(options);
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        return cmd;
    }

    static List<String> serveCommand(Path dir, String catalogDir) {
        List<String> cmd = java(serviceOptions(cdsArchive()));
        cmd.addAll(List.of(Main.class.getName(), "serve", "--data-dir", dir.toString(), "--port", "{port}"));
        if (catalogDir != null) {
            cmd.addAll(List.of("--catalog", catalogDir));
        }
        return cmd;
    }

    static List<String> bareCommand() {
        List<String> cmd = java(serviceOptions(cdsArchive()));
        cmd.addAll(List.of(BareWebApp.class.getName(), "{port}"));
        return cmd;
    }

    private static Started startChild(List<String> template) {
        int port = freePort();
        List<String> cmd = template.stream()
                .map(s -> s.equals("{port}") ? Integer.toString(port) : s)
                .toList();
        ProcessBuilder pb =
                new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        long t0 = System.nanoTime();
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try {
            while (true) {
                if (!p.isAlive()) {
                    throw new IllegalStateException("the child JVM ended before answering: " + String.join(" ", cmd));
                }
                try {
                    if (HttpLoad.once(port, HttpLoad.Request.get("/")).status() == 200) {
                        break;
                    }
                } catch (UncheckedIOException notYet) {
                    // not listening yet
                }
                // generous: on a machine shared with other builds a start can take a minute
                if (System.nanoTime() - t0 > 600_000_000_000L) {
                    throw new IllegalStateException("no 200 on / within 600 s: " + String.join(" ", cmd));
                }
                sleep(5);
            }
            double seconds = (System.nanoTime() - t0) / 1e9;
            sleep(2000);
            return new Started(seconds, rssKb(p.pid()));
        } finally {
            p.destroy();
            try {
                if (!p.waitFor(20, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    static long rssKb(long pid) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", ""));
                }
            }
        } catch (IOException e) {
            return -1;
        }
        return -1;
    }

    // ---- import, child JVM against the sqlite3 CLI ----

    static void importRuns(String catalogDir, PrintStream out) {
        int n = 10_000;
        Path files = tempDir("wirespeed-bench-runs-");
        Path data = tempDir("wirespeed-bench-import-");
        Path peer = tempDir("wirespeed-bench-sqlite-");
        try {
            List<String> names = writeRuns(files, n);
            // as `import` is used: into a data folder the service has opened before (catalog stored)
            Wirespeed.open(data, catalogDir == null ? null : Path.of(catalogDir))
                    .close();
            List<String> cmd = java(commandOptions(cdsArchive()));
            cmd.addAll(List.of(Main.class.getName(), "import", "--data-dir", data.toString()));
            if (catalogDir != null) {
                cmd.addAll(List.of("--catalog", catalogDir));
            }
            cmd.addAll(names);
            Timed mine = timed(cmd);
            if (!onPath("sqlite3")) {
                out.printf(
                        Locale.ROOT,
                        "import %d iperf3 -J runs (`import` in a child JVM): %.2f s CPU, %.2f s wall | peer skipped: no sqlite3 on PATH%n",
                        n,
                        mine.cpu,
                        mine.wall);
                return;
            }
            // the same rows: the stored measurement table, dumped, then loaded by the sqlite3 CLI in one transaction
            Path dump = peer.resolve("measurement.sql");
            run(List.of("sqlite3", data.resolve(Database.FILE_NAME).toString(), ".dump measurement"), dump);
            Timed theirs = timed(List.of("sqlite3", peer.resolve("peer.db").toString(), ".read " + dump));
            out.printf(
                    Locale.ROOT,
                    "import %d iperf3 -J runs, whole process: `import` in a child JVM %.2f s CPU (%.2f s wall) | sqlite3 CLI, same rows, one transaction %.2f s CPU (%.2f s wall) | ratio %.2f (CPU)%n",
                    n,
                    mine.cpu,
                    mine.wall,
                    theirs.cpu,
                    theirs.wall,
                    mine.cpu / theirs.cpu);
        } finally {
            deleteTree(files);
            deleteTree(data);
            deleteTree(peer);
        }
    }

    // ---- parse, child JVM against jq ----

    static void parseFiles(int rounds, PrintStream out) {
        int n = 2_000;
        Path files = tempDir("wirespeed-bench-parse-");
        try {
            List<String> names = writeRuns(files, n);
            List<String> mineCmd = java(commandOptions(cdsArchive()));
            mineCmd.addAll(List.of(Main.class.getName(), "bench", "parse-files", files.toString()));
            boolean jq = onPath("jq");
            List<String> jqCmd = new ArrayList<>(
                    List.of(
                            "jq",
                            "-c",
                            "[.start.test_start.protocol, .end.sum_sent.bytes, .end.sum_received.bits_per_second, [.intervals[].sum.bits_per_second]]"));
            jqCmd.addAll(names);
            List<Double> mine = new ArrayList<>();
            List<Double> theirs = new ArrayList<>();
            for (int r = 0; r < rounds; r++) {
                mine.add(timed(mineCmd).wall);
                if (jq) {
                    theirs.add(timed(jqCmd).wall);
                }
            }
            double m = n / median(mine);
            if (!jq) {
                out.printf(
                        Locale.ROOT,
                        "parse %d iperf3 -J files from disk in one JVM, whole process: %.0f files/s | peer skipped: no jq on PATH%n",
                        n,
                        m);
                return;
            }
            double t = n / median(theirs);
            out.printf(
                    Locale.ROOT,
                    "parse %d iperf3 -J files from disk, whole process: one JVM %.0f files/s | jq, one process %.0f files/s | ratio %.2f (files/s)%n",
                    n,
                    m,
                    t,
                    m / t);
        } finally {
            deleteTree(files);
        }
    }

    /** {@code bench parse-files DIR}: the child of the parse line; parses every file of DIR. */
    static int parseFilesChild(String dir, PrintStream out) {
        int files = 0;
        int runs = 0;
        try (Stream<Path> s = Files.list(Path.of(dir))) {
            for (Path f : s.sorted().toList()) {
                runs += Parsers.parse(Files.readString(f, StandardCharsets.UTF_8))
                        .runs()
                        .size();
                files++;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.printf(Locale.ROOT, "%d files, %d runs%n", files, runs);
        return 0;
    }

    /** {@code n} distinct iperf3 -J documents (the bench run with a counter in it), one file each. */
    static List<String> writeRuns(Path dir, int n) {
        String doc = BenchCommand.resource("bench/iperf3-3.12-client-10s.json");
        List<String> names = new ArrayList<>();
        try {
            for (int i = 0; i < n; i++) {
                Path f = dir.resolve(String.format(Locale.ROOT, "run-%05d.json", i));
                Files.writeString(f, doc.replace("\"timesecs\":", "\"bench_run\":" + i + ",\"timesecs\":"));
                names.add(f.toString());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return names;
    }

    private record Timed(double wall, double cpu) {}

    private static final Pattern TIMES = Pattern.compile("(\\d+)m([0-9.]+)s\\s+(\\d+)m([0-9.]+)s");

    /**
     * Runs {@code cmd} under bash and reads its children's user + system CPU from the shell's
     * {@code times} (the whole process, JVM start included); wall time from here.
     */
    private static Timed timed(List<String> cmd) {
        List<String> sh =
                new ArrayList<>(List.of("bash", "-c", "\"$@\" >/dev/null 2>&1; rc=$?; times; exit $rc", "bash"));
        sh.addAll(cmd);
        long t0 = System.nanoTime();
        String output = run(sh, null);
        double wall = (System.nanoTime() - t0) / 1e9;
        String[] lines = output.strip().split("\n");
        Matcher m = TIMES.matcher(lines[lines.length - 1]);
        if (!m.find()) {
            throw new IllegalStateException("no CPU times from bash: " + output);
        }
        double cpu = Integer.parseInt(m.group(1)) * 60
                + Double.parseDouble(m.group(2))
                + Integer.parseInt(m.group(3)) * 60
                + Double.parseDouble(m.group(4));
        return new Timed(wall, cpu);
    }

    /** Runs {@code cmd}, its output to {@code to} (or returned when null); fails on a non-zero exit. */
    private static String run(List<String> cmd, Path to) {
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(to == null);
        if (to != null) {
            pb.redirectOutput(to.toFile());
            pb.redirectError(ProcessBuilder.Redirect.DISCARD);
        }
        try {
            Process p = pb.start();
            String text = to == null ? new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8) : "";
            int rc = p.waitFor();
            if (rc != 0) {
                throw new IllegalStateException(
                        "exit " + rc + " from " + cmd.get(0) + " " + (cmd.size() > 1 ? cmd.get(1) : "") + ": " + text);
            }
            return text;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    static boolean onPath(String program) {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String d : path.split(":")) {
            if (!d.isEmpty() && Files.isExecutable(Path.of(d, program))) {
                return true;
            }
        }
        return false;
    }

    // ---- helpers ----

    private static int freePort() {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    private static double median(List<Double> v) {
        List<Double> s = new ArrayList<>(v);
        s.sort(Double::compare);
        return s.get(s.size() / 2);
    }

    static Path tempDir(String prefix) {
        try {
            return Files.createTempDirectory(prefix);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void deleteTree(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
