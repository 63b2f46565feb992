package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.BiFunction;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A seeded mutation corpus sent to every endpoint that takes a JSON document, a form or measured
 * output, against the real application and database: byte flips, truncation, duplicated lines and
 * fields, unit swaps, huge, negative and NaN numbers, CRLF, UTF-16, binary noise, long lines and
 * deeply nested JSON. For every input: no 500; under /api every error is the JSON error body with a
 * message that names no library or class; pages show no stack trace; no request takes longer than
 * the parse budget allows; and a rejected input stores nothing (plans, plan versions, measurements,
 * custom parts stay as they were). The seed and the count are fixed, so a failure names an input
 * that can be rebuilt from target, mutation and round.
 */
@OnEachDatabase
class HttpFuzzTest {

    private static final long SEED = 20261201L;
    /** The parsers' 2 s CPU budget plus the request around it, on a machine shared with other builds. */
    private static final long BUDGET_MILLIS = 6_000;

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path FIXTURES = TestApp.baseDir().resolve("src/test/resources/fixtures");
    private static final Pattern NUMBER = Pattern.compile("\\d+(?:\\.\\d+)?");
    private static TestApp app;
    private static String planId;
    private static int inputs;

    private record Mutation(String name, BiFunction<String, Random, byte[]> apply) {}

    /** An endpoint, the valid inputs it starts from, and what must not change when it refuses one. */
    private record Target(
            String method,
            Supplier<String> path,
            String contentType,
            List<String> seeds,
            boolean form,
            LongSupplier stored,
            Supplier<String> ifMatch,
            int rounds) {}

    @BeforeParameterizedClassInvocation
    static void start() throws Exception {
        app = TestApp.start();
        planId = TestApp.json(app.postJson("/api/examples/seed-000", ""))
                .path("id")
                .asText();
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        app.close();
    }

    private static String text(byte[] b) {
        return new String(b, StandardCharsets.UTF_8);
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static final List<Mutation> MUTATIONS = List.of(
            new Mutation("byte flips", HttpFuzzTest::flipBytes),
            new Mutation("truncation", (t, r) -> utf8(t.substring(0, r.nextInt(Math.max(1, t.length()))))),
            new Mutation("duplicated lines", HttpFuzzTest::duplicateLines),
            new Mutation(
                    "unit swap",
                    (t, r) -> utf8(t.replace("Gbits", "Mbits")
                            .replace("GBytes", "KBytes")
                            .replace("Gbps", "Mbps")
                            .replace("speedGbps", "speedMbps"))),
            new Mutation(
                    "huge number", (t, r) -> utf8(replaceNumber(t, r, r.nextBoolean() ? "9".repeat(40) : "1e309"))),
            new Mutation("negative number", (t, r) -> utf8(replaceNumber(t, r, null))),
            new Mutation("NaN", (t, r) -> utf8(replaceNumber(t, r, r.nextBoolean() ? "NaN" : "-Infinity"))),
            new Mutation("CRLF", (t, r) -> utf8(t.replace("\n", "\r\n").replace("&", "\r\n&"))),
            new Mutation(
                    "UTF-16",
                    (t, r) -> t.getBytes(r.nextBoolean() ? StandardCharsets.UTF_16LE : StandardCharsets.UTF_16)),
            new Mutation("binary", HttpFuzzTest::binary),
            new Mutation("long line", HttpFuzzTest::longLine),
            new Mutation("deep nesting", HttpFuzzTest::deepNesting));

    private static byte[] flipBytes(String t, Random r) {
        byte[] b = utf8(t);
        for (int i = 0; i < 1 + r.nextInt(8) && b.length > 0; i++) {
            b[r.nextInt(b.length)] = (byte) r.nextInt(256);
        }
        return b;
    }

    private static byte[] duplicateLines(String t, Random r) {
        String sep = t.contains("\n") ? "\n" : t.contains("&") ? "&" : ",";
        List<String> parts = new ArrayList<>(List.of(t.split(Pattern.quote(sep), -1)));
        for (int i = 0; i < 1 + r.nextInt(4); i++) {
            int at = r.nextInt(parts.size());
            parts.add(at, parts.get(at));
        }
        return utf8(String.join(sep, parts));
    }

    private static String replaceNumber(String t, Random r, String with) {
        Matcher m = NUMBER.matcher(t);
        List<int[]> spans = new ArrayList<>();
        while (m.find()) {
            spans.add(new int[] {m.start(), m.end()});
        }
        if (spans.isEmpty()) {
            return t + (with == null ? "-1" : with);
        }
        int[] s = spans.get(r.nextInt(spans.size()));
        String value = with == null ? "-" + t.substring(s[0], s[1]) : with;
        return t.substring(0, s[0]) + value + t.substring(s[1]);
    }

    private static byte[] binary(String t, Random r) {
        byte[] noise = new byte[16 + r.nextInt(2048)];
        r.nextBytes(noise);
        if (r.nextBoolean()) {
            return noise;
        }
        byte[] b = utf8(t);
        byte[] out = new byte[b.length + noise.length];
        int at = r.nextInt(b.length + 1);
        System.arraycopy(b, 0, out, 0, at);
        System.arraycopy(noise, 0, out, at, noise.length);
        System.arraycopy(b, at, out, at + noise.length, b.length - at);
        return out;
    }

    private static byte[] longLine(String t, Random r) {
        String line = (r.nextBoolean() ? "9" : "x").repeat(70_000 + r.nextInt(200_000));
        int at = r.nextInt(t.length() + 1);
        return utf8(t.substring(0, at) + line + t.substring(at));
    }

    private static byte[] deepNesting(String t, Random r) {
        int depth = 2_000 + r.nextInt(20_000);
        String open = r.nextBoolean() ? "[" : "{\"a\":";
        String close = open.equals("[") ? "]" : "}";
        return utf8(open.repeat(depth) + "1" + close.repeat(depth));
    }

    private static String fixture(String rel) {
        try {
            return Files.readString(FIXTURES.resolve(rel), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> measuredOutputs() {
        try (Stream<Path> files = Files.walk(FIXTURES)) {
            List<Path> all = files.filter(Files::isRegularFile)
                    .filter(p -> !p.getFileName().toString().equals("README.md"))
                    .sorted()
                    .toList();
            List<String> out = new ArrayList<>();
            // every fourth fixture keeps the suite short; MutatedFixturesTest covers every one of them directly
            for (int i = 0; i < all.size(); i += 4) {
                out.add(Files.readString(all.get(i), StandardCharsets.UTF_8));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String form(String... kv) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < kv.length; i += 2) {
            sb.append(sb.length() == 0 ? "" : "&")
                    .append(URLEncoder.encode(kv[i], StandardCharsets.UTF_8))
                    .append('=')
                    .append(URLEncoder.encode(kv[i + 1], StandardCharsets.UTF_8));
        }
        return sb.toString();
    }

    private static long plans() {
        return app.app().plans().list().size();
    }

    private static long measurements() {
        return app.app().measurements().list(null, null).size();
    }

    private static long planVersion() {
        return app.app().plans().get(planId).version();
    }

    private static String version() {
        return String.valueOf(planVersion());
    }

    private static List<Target> targets() throws Exception {
        String plan = app.get("/api/plans/" + planId + "/export").body();
        String predict =
                """
                {"sender": {"os": "windows", "nic": "mellanox-mcx4121a-acat", "bus": {"kind": "pcie", "gen": 3, "lanes": 4},
                  "cpu": "amd-ryzen-5-3600", "mtu": 1500},
                 "receiver": {"os": "linux", "nic": {"speedGbps": 10, "port": "sfp+"}, "cpu": {"singleThreadScore": 2000},
                  "storage": {"readMBps": 540, "writeMBps": 520}},
                 "link": {"switch": "mikrotik-crs305-1g-4s-in", "media": "dac"},
                 "test": {"tool": "iperf3", "streams": 1, "initiator": "sender"}}""";
        String part =
                """
                {"id": "fuzz-x1", "kind": "nic", "vendor": "Acme", "model": "X1", "chip": "unknown",
                 "ports": [{"count": 1, "cage": "sfp+", "speedsGbps": [10, 1]}],
                 "hostInterface": {"kind": "pcie", "gen": 2, "lanes": 4},
                 "sources": [{"title": "my own measurement"}]}""";
        Supplier<String> planPath = () -> "/plans/" + planId;
        LongSupplier noStore = null;
        return List.of(
                new Target(
                        "POST",
                        () -> "/api/plans",
                        "application/json",
                        List.of(plan, "{\"name\": \"n\"}"),
                        false,
                        HttpFuzzTest::plans,
                        null,
                        10),
                new Target(
                        "POST",
                        () -> "/api/plans/import",
                        "application/json",
                        List.of(plan),
                        false,
                        HttpFuzzTest::plans,
                        null,
                        8),
                new Target(
                        "PUT",
                        () -> "/api/plans/" + planId,
                        "application/json",
                        List.of(plan),
                        false,
                        HttpFuzzTest::planVersion,
                        () -> "\"" + version() + "\"",
                        8),
                new Target(
                        "POST", () -> "/api/predict", "application/json", List.of(predict), false, noStore, null, 40),
                new Target(
                        "POST",
                        () -> "/api/parts",
                        "application/json",
                        List.of(part),
                        false,
                        () -> app.app().catalog().catalog().size(),
                        null,
                        6),
                new Target(
                        "POST",
                        () -> "/api/measure",
                        "application/json",
                        List.of("{\"host\": \"127.0.0.1\", \"port\": 5201, \"duration\": 1, \"streams\": 1}"),
                        false,
                        HttpFuzzTest::measurements,
                        null,
                        25),
                new Target(
                        "POST",
                        () -> "/api/iperf3",
                        "application/json",
                        List.of(
                                "{\"bind\": \"127.0.0.1\", \"port\": 5201, \"maxDurationSeconds\": 10, \"maxStreams\": 4,"
                                        + " \"maxUdpMbps\": 100, \"allowedCidrs\": [\"192.168.1.0/24\"]}"),
                        false,
                        noStore,
                        null,
                        25),
                new Target(
                        "POST",
                        () -> "/api/measurements",
                        "text/plain",
                        measuredOutputs(),
                        false,
                        HttpFuzzTest::measurements,
                        null,
                        25),
                new Target(
                        "POST",
                        () -> "/api/measure/targets",
                        "application/json",
                        List.of("{\"targets\": [\"192.168.1.0/24\", \"nas.lan\", \"fd00::/8\"]}"),
                        false,
                        noStore,
                        null,
                        20),
                new Target(
                        "POST",
                        () -> "/measurements/import",
                        "application/x-www-form-urlencoded",
                        List.of(form("text", fixture("iperf3-text/seed001-client-pcie-x1.txt"))),
                        true,
                        HttpFuzzTest::measurements,
                        null,
                        2),
                new Target(
                        "POST",
                        () -> "/plans",
                        "application/x-www-form-urlencoded",
                        List.of(form("form", "new", "name", "Fuzzed plan")),
                        true,
                        HttpFuzzTest::plans,
                        null,
                        2),
                new Target(
                        "POST",
                        () -> "/plans/from-example",
                        "application/x-www-form-urlencoded",
                        List.of(form("seed", "seed-001", "name", "Copy")),
                        true,
                        HttpFuzzTest::plans,
                        null,
                        2),
                new Target(
                        "POST",
                        () -> "/plans/import",
                        "application/x-www-form-urlencoded",
                        List.of(form("json", plan)),
                        true,
                        HttpFuzzTest::plans,
                        null,
                        2),
                new Target(
                        "POST",
                        () -> planPath.get() + "/hosts",
                        "application/x-www-form-urlencoded",
                        List.of(form(
                                "version",
                                "1",
                                "form",
                                "host-new",
                                "name",
                                "NAS",
                                "os",
                                "linux",
                                "role",
                                "server",
                                "cpuScore",
                                "2000",
                                "ip",
                                "192.168.1.40")),
                        true,
                        HttpFuzzTest::planVersion,
                        null,
                        2),
                new Target(
                        "POST",
                        () -> planPath.get() + "/switches",
                        "application/x-www-form-urlencoded",
                        List.of(form("version", "1", "form", "switch-new", "part", "mikrotik-crs305-1g-4s-in")),
                        true,
                        HttpFuzzTest::planVersion,
                        null,
                        2),
                new Target(
                        "POST",
                        () -> planPath.get() + "/flows",
                        "application/x-www-form-urlencoded",
                        List.of(form(
                                "version",
                                "1",
                                "form",
                                "flow-new",
                                "from",
                                "win",
                                "to",
                                "ubuntu",
                                "tool",
                                "iperf3",
                                "streams",
                                "4",
                                "initiator",
                                "sender")),
                        true,
                        HttpFuzzTest::planVersion,
                        null,
                        2),
                new Target(
                        "POST",
                        () -> "/settings/shop",
                        "application/x-www-form-urlencoded",
                        List.of("kwhPrice=40&kwhCurrency=JPY&hoursPerDay=24&years=3&taxPercent=10&condition=new"),
                        true,
                        noStore,
                        null,
                        2),
                new Target(
                        "POST",
                        () -> "/settings/rates",
                        "application/x-www-form-urlencoded",
                        List.of("currency=USD&base=JPY&rate=130.95&date=2022-06-15"),
                        true,
                        noStore,
                        null,
                        2),
                new Target(
                        "POST",
                        () -> "/settings/iperf3",
                        "application/x-www-form-urlencoded",
                        List.of(
                                "bind=127.0.0.1&port=5201&maxDuration=10&maxStreams=4&maxUdpMbps=100&allow=10.0.0.0%2F8"),
                        true,
                        noStore,
                        null,
                        2),
                new Target(
                        "POST",
                        () -> "/measure",
                        "application/x-www-form-urlencoded",
                        List.of("host=127.0.0.1&port=5201&duration=1&streams=1"),
                        true,
                        HttpFuzzTest::measurements,
                        null,
                        2));
    }

    @Test
    void everyEndpoint_answersEveryMutatedInputWithoutA500_andStoresNothingItRefuses() throws Exception {
        Random random = new Random(SEED);
        List<String> failures = new ArrayList<>();
        long slowest = 0;
        for (Target t : targets()) {
            for (Mutation m : MUTATIONS) {
                for (int round = 0; round < t.rounds(); round++) {
                    String seed = t.seeds().get(random.nextInt(t.seeds().size()));
                    if (t.form() && seed.contains("version=")) {
                        seed = seed.replaceFirst("version=\\d+", "version=" + version());
                    }
                    byte[] body = m.apply().apply(seed, random);
                    String label = t.method() + " " + t.path().get() + " / " + m.name() + " / round " + round;
                    long before = t.stored() == null ? 0 : t.stored().getAsLong();
                    long start = System.nanoTime();
                    HttpResponse<String> r = send(t, body);
                    long millis = (System.nanoTime() - start) / 1_000_000;
                    slowest = Math.max(slowest, millis);
                    inputs++;
                    String problem = problem(t, r, millis);
                    if (problem == null && r.statusCode() >= 400 && t.stored() != null) {
                        long after = t.stored().getAsLong();
                        if (after != before) {
                            problem = "refused with " + r.statusCode() + " but stored: " + before + " -> " + after;
                        }
                    }
                    if (problem != null) {
                        failures.add(label + ": " + problem);
                    }
                }
            }
        }
        assertThat(failures).as("slowest request " + slowest + " ms").isEmpty();
        assertThat(inputs).isGreaterThanOrEqualTo(2_000);
        assertThat(TestApp.json(app.get("/api/iperf3")).path("running").asBoolean())
                .as("no fuzzed settings switched the listener on")
                .isFalse();
    }

    private static HttpResponse<String> send(Target t, byte[] body) {
        HttpRequest.Builder b = HttpRequest.newBuilder(
                        URI.create(app.url(t.path().get())))
                .header("Content-Type", t.contentType())
                .method(t.method(), HttpRequest.BodyPublishers.ofByteArray(body));
        if (t.ifMatch() != null) {
            b.header("If-Match", t.ifMatch().get());
        }
        return app.send(b.build());
    }

    /** What is wrong with an answer, or null. */
    private static String problem(Target t, HttpResponse<String> r, long millis) {
        if (millis > BUDGET_MILLIS) {
            return "took " + millis + " ms";
        }
        int s = r.statusCode();
        if (s >= 500 && !(s == 502 && t.path().get().contains("measure"))) {
            return "status " + s + ": " + clip(r.body());
        }
        String body = r.body();
        if (body.contains("\tat ") || body.contains("Exception") || body.contains("com.fasterxml")) {
            return "status " + s + " names internals: " + clip(body);
        }
        if (s >= 400 && t.path().get().startsWith("/api/")) {
            if (!r.headers().firstValue("Content-Type").orElse("").startsWith("application/json")) {
                return "status " + s + " is not JSON: " + clip(body);
            }
            try {
                JsonNode n = JSON.readTree(body);
                if (n.path("message").asText().isBlank()
                        || n.path("error").asText().isBlank()) {
                    return "status " + s + " without a message: " + clip(body);
                }
            } catch (IOException e) {
                return "status " + s + " body is not JSON: " + clip(body);
            }
            String lower = body.toLowerCase();
            if (lower.contains("jackson") || lower.contains("jetty") || lower.contains("dev.wirespeed")) {
                return "status " + s + " names a library or class: " + clip(body);
            }
        }
        return null;
    }

    private static String clip(String s) {
        return s.length() > 300 ? s.substring(0, 300) + "..." : s;
    }
}
