package dev.wirespeed.app;

import dev.wirespeed.store.DataVersionRepository.Kind;
import dev.wirespeed.store.Database;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.DoubleAdder;
import java.util.concurrent.atomic.LongAdder;

/**
 * The counters and timings of one instance, written in the Prometheus text exposition format 0.0.4:
 * requests by route template (never the raw path, so plan ids do not make a series each), method
 * and status; request duration and plan evaluation time as histograms; gauges read when asked (the
 * connection pool, JVM memory, uptime, the data version counters). Lock-free adders: recording costs
 * a map look-up and an add on the request thread.
 */
public final class Metrics {

    /** Histogram bucket bounds in seconds: from a cached page (about a millisecond) to a slow recommendation. */
    static final double[] BUCKETS = {0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10};

    private final long startedNanos = System.nanoTime();
    private final double startedEpochSeconds = System.currentTimeMillis() / 1000.0;
    private final Map<RequestKey, LongAdder> requests = new ConcurrentHashMap<>();
    private final Map<RouteKey, Histogram> durations = new ConcurrentHashMap<>();
    private final Histogram evaluations = new Histogram();
    private final LongAdder inFlight = new LongAdder();

    private record RequestKey(String method, String route, int status) {}

    private record RouteKey(String method, String route) {}

    /** Counts of observations per bucket (not cumulative: summed when written), their sum and count. */
    static final class Histogram {
        private final LongAdder[] buckets = new LongAdder[BUCKETS.length];
        private final DoubleAdder sum = new DoubleAdder();
        private final LongAdder count = new LongAdder();

        Histogram() {
            for (int i = 0; i < buckets.length; i++) {
                buckets[i] = new LongAdder();
            }
        }

        void observe(double seconds) {
            for (int i = 0; i < BUCKETS.length; i++) {
                if (seconds <= BUCKETS[i]) {
                    buckets[i].increment();
                    break;
                }
            }
            sum.add(seconds);
            count.increment();
        }

        long count() {
            return count.sum();
        }

        void write(StringBuilder out, String name, String labels) {
            long cumulative = 0;
            String sep = labels.isEmpty() ? "" : labels + ",";
            for (int i = 0; i < BUCKETS.length; i++) {
                cumulative += buckets[i].sum();
                out.append(name)
                        .append("_bucket{")
                        .append(sep)
                        .append("le=\"")
                        .append(number(BUCKETS[i]))
                        .append("\"} ")
                        .append(cumulative)
                        .append('\n');
            }
            out.append(name)
                    .append("_bucket{")
                    .append(sep)
                    .append("le=\"+Inf\"} ")
                    .append(count.sum())
                    .append('\n');
            String braces = labels.isEmpty() ? "" : "{" + labels + "}";
            out.append(name)
                    .append("_sum")
                    .append(braces)
                    .append(' ')
                    .append(number(sum.sum()))
                    .append('\n');
            out.append(name)
                    .append("_count")
                    .append(braces)
                    .append(' ')
                    .append(count.sum())
                    .append('\n');
        }
    }

    /** A request has started (the in-flight gauge, which a graceful stop waits to reach zero). */
    public void started() {
        inFlight.increment();
    }

    /** A request has been answered: {@code route} is the matched route template, or a fixed word for none. */
    public void request(String method, String route, int status, double seconds) {
        inFlight.decrement();
        requests.computeIfAbsent(new RequestKey(method, route, status), k -> new LongAdder())
                .increment();
        durations
                .computeIfAbsent(new RouteKey(method, route), k -> new Histogram())
                .observe(seconds);
    }

    /** Requests being answered now. */
    public long inFlight() {
        return inFlight.sum();
    }

    /** One plan evaluation took {@code seconds} (computed, not served from the cache). */
    public void evaluation(double seconds) {
        evaluations.observe(seconds);
    }

    /** How many plan evaluations were computed. */
    public long evaluations() {
        return evaluations.count();
    }

    /** The whole exposition, with the gauges read now from {@code pool} and {@code versions}. */
    public String render(Database.PoolUse pool, Map<Kind, Long> versions, long versionReads) {
        StringBuilder out = new StringBuilder(8192);
        help(
                out,
                "wirespeed_http_requests_total",
                "counter",
                "HTTP requests answered, by method, route template and status.");
        requests.entrySet().stream()
                .sorted((a, b) -> key(a.getKey()).compareTo(key(b.getKey())))
                .forEach(e -> out.append("wirespeed_http_requests_total{")
                        .append(labels(e.getKey().method(), e.getKey().route()))
                        .append(",status=\"")
                        .append(e.getKey().status())
                        .append("\"} ")
                        .append(e.getValue().sum())
                        .append('\n'));
        help(
                out,
                "wirespeed_http_request_duration_seconds",
                "histogram",
                "Time from a request's arrival to its answer, by method and route template.");
        durations.entrySet().stream()
                .sorted((a, b) -> (a.getKey().route() + a.getKey().method())
                        .compareTo(b.getKey().route() + b.getKey().method()))
                .forEach(e -> e.getValue()
                        .write(
                                out,
                                "wirespeed_http_request_duration_seconds",
                                labels(e.getKey().method(), e.getKey().route())));
        help(out, "wirespeed_http_requests_in_flight", "gauge", "Requests being answered now.");
        out.append("wirespeed_http_requests_in_flight ").append(inFlight.sum()).append('\n');
        help(
                out,
                "wirespeed_plan_evaluation_seconds",
                "histogram",
                "Time to evaluate a plan (computed evaluations; cached ones are not counted).");
        evaluations.write(out, "wirespeed_plan_evaluation_seconds", "");
        help(out, "wirespeed_db_pool_connections", "gauge", "Database connections by state (max: the pool's limit).");
        gauge(out, "wirespeed_db_pool_connections{state=\"active\"}", pool.active());
        gauge(out, "wirespeed_db_pool_connections{state=\"idle\"}", pool.idle());
        gauge(out, "wirespeed_db_pool_connections{state=\"total\"}", pool.total());
        gauge(out, "wirespeed_db_pool_connections{state=\"max\"}", pool.max());
        help(out, "wirespeed_db_pool_threads_waiting", "gauge", "Threads waiting for a database connection.");
        gauge(out, "wirespeed_db_pool_threads_waiting", pool.waiting());
        help(
                out,
                "wirespeed_data_version",
                "gauge",
                "The stored data version counters the caches are keyed on, by kind.");
        versions.forEach((k, v) -> gauge(out, "wirespeed_data_version{kind=\"" + k.key() + "\"}", v));
        help(out, "wirespeed_data_version_reads_total", "counter", "Reads of the data version counters.");
        gauge(out, "wirespeed_data_version_reads_total", versionReads);
        MemoryUsage heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        MemoryUsage nonHeap = ManagementFactory.getMemoryMXBean().getNonHeapMemoryUsage();
        help(out, "jvm_memory_used_bytes", "gauge", "JVM memory in use, by area.");
        gauge(out, "jvm_memory_used_bytes{area=\"heap\"}", heap.getUsed());
        gauge(out, "jvm_memory_used_bytes{area=\"nonheap\"}", nonHeap.getUsed());
        help(out, "jvm_memory_committed_bytes", "gauge", "JVM memory committed by the operating system, by area.");
        gauge(out, "jvm_memory_committed_bytes{area=\"heap\"}", heap.getCommitted());
        gauge(out, "jvm_memory_committed_bytes{area=\"nonheap\"}", nonHeap.getCommitted());
        help(out, "jvm_memory_max_bytes", "gauge", "The most heap the JVM will use (-1: no limit).");
        gauge(out, "jvm_memory_max_bytes{area=\"heap\"}", heap.getMax());
        help(out, "process_uptime_seconds", "gauge", "Seconds since this instance started.");
        out.append("process_uptime_seconds ")
                .append(number((System.nanoTime() - startedNanos) / 1e9))
                .append('\n');
        help(out, "process_start_time_seconds", "gauge", "When this instance started, in seconds since the epoch.");
        out.append("process_start_time_seconds ")
                .append(number(startedEpochSeconds))
                .append('\n');
        return out.toString();
    }

    private static String key(RequestKey k) {
        return k.route() + " " + k.method() + " " + k.status();
    }

    private static void help(StringBuilder out, String name, String type, String text) {
        out.append("# HELP ").append(name).append(' ').append(text).append('\n');
        out.append("# TYPE ").append(name).append(' ').append(type).append('\n');
    }

    private static void gauge(StringBuilder out, String series, long value) {
        out.append(series).append(' ').append(value).append('\n');
    }

    private static String labels(String method, String route) {
        return "method=\"" + escape(method) + "\",route=\"" + escape(route) + "\"";
    }

    /** A label value as the format requires: backslash, double quote and line feed escaped. */
    static String escape(String value) {
        return value.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
    }

    /** A sample value: integers without a fraction, others in plain decimal (never the locale's comma). */
    static String number(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return String.format(Locale.ROOT, "%.6f", v).replaceAll("0+$", "");
    }
}
