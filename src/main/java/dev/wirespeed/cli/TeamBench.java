package dev.wirespeed.cli;

import dev.wirespeed.app.MeasurementService;
import dev.wirespeed.app.PlanService;
import dev.wirespeed.app.Wirespeed;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.store.DatabaseLocation;
import dev.wirespeed.store.StoredVersion;
import dev.wirespeed.web.WebApp;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * {@code bench team}: the load a team puts on shared instances. {@code clients} clients each edit
 * their own plan for {@code seconds}: read it from one instance, save an edit there with the version
 * read, and read its evaluation from the other instance, turn by turn. Counted: errors (any answer
 * but 200, a 409 included, since nobody else edits a client's plan), lost edits (an acknowledged
 * version missing from the plan's history, or holding another document) and the latencies. Run once
 * with two instances on one database (a SQLite file, or the PostgreSQL database {@code --database}
 * names: a scratch database, since the run adds a plan per client) and once with one instance on a
 * SQLite file, as the comparison.
 */
final class TeamBench {

    private TeamBench() {}

    /** One client's acknowledged edit: the version the server answered and the name it saved. */
    record Ack(String planId, long version, String name) {}

    /** What one run measured. */
    record Result(long requests, long errors, long lostEdits, long edits, double seconds, List<Double> millis) {}

    static void run(Path catalog, DatabaseLocation shared, int seconds, int clients, PrintStream out) {
        for (int instances : new int[] {2, 1}) {
            DatabaseLocation on = instances == 2 ? shared : null;
            Result r = once(catalog, on, instances, seconds, clients);
            out.printf(
                    Locale.ROOT,
                    "team  %d instance%s on %s, %d clients, %d s: %d requests (%.0f/s), %d edits,"
                            + " %d errors, %d lost edits, p50 %.1f ms, p99 %.1f ms%n",
                    instances,
                    instances == 1 ? " " : "s",
                    on == null ? "one SQLite file" : "PostgreSQL " + on.describe(),
                    clients,
                    seconds,
                    r.requests(),
                    r.requests() / r.seconds(),
                    r.edits(),
                    r.errors(),
                    r.lostEdits(),
                    percentile(r.millis(), 0.50),
                    percentile(r.millis(), 0.99));
        }
    }

    /** One run; {@code database} null: a SQLite file in a temporary folder. */
    static Result once(Path catalog, DatabaseLocation database, int instances, int seconds, int clients) {
        Path dir;
        try {
            dir = Files.createTempDirectory("wirespeed-bench-team-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Wirespeed> apps = new ArrayList<>();
        List<WebApp> webs = new ArrayList<>();
        try {
            for (int i = 0; i < instances; i++) {
                Wirespeed app = database == null ? Wirespeed.open(dir, catalog) : Wirespeed.open(database, catalog);
                app.prepareToServe(null);
                apps.add(app);
                webs.add(WebApp.start(app, "127.0.0.1", 0, MeasurementService.DEFAULT_MAX_BYTES));
            }
            PlanService plans = apps.get(0).plans();
            Plan seed = plans.example("seed-000");
            List<String> ids = new ArrayList<>();
            for (int c = 0; c < clients; c++) {
                ids.add(plans.create(renamed(seed, null, "team plan " + c))
                        .plan()
                        .id());
            }
            HttpClient http = HttpClient.newBuilder()
                    .connectTimeout(Duration.ofSeconds(5))
                    .build();
            List<Double> millis = Collections.synchronizedList(new ArrayList<>());
            Map<String, List<Ack>> acks = new ConcurrentHashMap<>();
            AtomicLong errors = new AtomicLong();
            AtomicLong requests = new AtomicLong();
            CountDownLatch done = new CountDownLatch(clients);
            long start = System.nanoTime();
            long end = start + seconds * 1_000_000_000L;
            for (int c = 0; c < clients; c++) {
                int client = c;
                Thread t = new Thread(
                        () -> {
                            try {
                                String id = ids.get(client);
                                List<Ack> mine = new ArrayList<>();
                                acks.put(id, mine);
                                for (int turn = 0; System.nanoTime() < end; turn++) {
                                    int edit = webs.get((client + turn) % instances)
                                            .port();
                                    int read = webs.get((client + turn + 1) % instances)
                                            .port();
                                    HttpResponse<String> got = send(http, edit, "GET", "/api/plans/" + id, null, null);
                                    record(got, millis, requests, errors);
                                    String etag =
                                            got.headers().firstValue("ETag").orElse("\"0\"");
                                    String name = "client " + client + " edit " + turn;
                                    String doc = plans.write(renamed(seed, id, name));
                                    HttpResponse<String> put = send(http, edit, "PUT", "/api/plans/" + id, doc, etag);
                                    if (record(put, millis, requests, errors)) {
                                        long v = Long.parseLong(put.headers()
                                                .firstValue("ETag")
                                                .orElse("\"0\"")
                                                .replace("\"", ""));
                                        mine.add(new Ack(id, v, name));
                                    }
                                    record(
                                            send(http, read, "GET", "/api/plans/" + id + "/evaluation", null, null),
                                            millis,
                                            requests,
                                            errors);
                                }
                            } finally {
                                done.countDown();
                            }
                        },
                        "bench-team-" + c);
                t.start();
            }
            done.await();
            double elapsed = (System.nanoTime() - start) / 1e9;
            long edits = acks.values().stream().mapToLong(List::size).sum();
            long lost = lostEdits(acks, plans::versions);
            List<Double> sorted = new ArrayList<>(millis);
            sorted.sort(Comparator.naturalOrder());
            return new Result(requests.get(), errors.get(), lost, edits, elapsed, sorted);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } finally {
            webs.forEach(WebApp::close);
            apps.forEach(Wirespeed::close);
            deleteTree(dir);
        }
    }

    /**
     * The acknowledged edits missing from their plan's history or holding another document. Each
     * plan's history is read once: reading it again for every edit made the check quadratic in the
     * edits (a 60 s run acknowledges thousands per plan), so a run on a fast database spent many
     * minutes here after the load had ended.
     */
    static long lostEdits(Map<String, List<Ack>> acksByPlan, Function<String, List<StoredVersion>> history) {
        long lost = 0;
        for (Map.Entry<String, List<Ack>> e : acksByPlan.entrySet()) {
            Map<Long, StoredVersion> byVersion = new HashMap<>();
            for (StoredVersion v : history.apply(e.getKey())) {
                byVersion.put(v.version(), v);
            }
            for (Ack a : e.getValue()) {
                StoredVersion v = byVersion.get(a.version());
                if (v == null || v.plan() == null || !v.plan().name().equals(a.name())) {
                    lost++;
                }
            }
        }
        return lost;
    }

    /** Records the latency {@link #send} just measured on this thread, and whether the answer was a 200. */
    private static boolean record(HttpResponse<String> r, List<Double> millis, AtomicLong requests, AtomicLong errors) {
        requests.incrementAndGet();
        millis.add(LATENCY.get());
        if (r == null || r.statusCode() != 200) {
            errors.incrementAndGet();
            return false;
        }
        return true;
    }

    private static HttpResponse<String> send(
            HttpClient http, int port, String method, String path, String body, String ifMatch) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .timeout(Duration.ofSeconds(30));
        if (body != null) {
            b.header("Content-Type", "application/json").method(method, HttpRequest.BodyPublishers.ofString(body));
        } else {
            b.method(method, HttpRequest.BodyPublishers.noBody());
        }
        if (ifMatch != null) {
            b.header("If-Match", ifMatch);
        }
        long t0 = System.nanoTime();
        try {
            HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
            LATENCY.set((System.nanoTime() - t0) / 1e6);
            return r;
        } catch (IOException e) {
            LATENCY.set((System.nanoTime() - t0) / 1e6);
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    private static final ThreadLocal<Double> LATENCY = ThreadLocal.withInitial(() -> 0.0);

    private static Plan renamed(Plan p, String id, String name) {
        return new Plan(
                p.schemaVersion(),
                id,
                name,
                p.description(),
                p.currency(),
                p.hosts(),
                p.switches(),
                p.links(),
                p.flows(),
                p.prices());
    }

    static double percentile(List<Double> sorted, double q) {
        if (sorted.isEmpty()) {
            return Double.NaN;
        }
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(q * sorted.size()) - 1));
    }

    private static void deleteTree(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
