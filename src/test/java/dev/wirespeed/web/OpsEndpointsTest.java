package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirespeed.account.Role;
import dev.wirespeed.app.AccountService;
import dev.wirespeed.store.DatabaseLocation.Engine;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import dev.wirespeed.testing.TestDatabases;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static dev.wirespeed.testing.TestApp.json;
import static org.assertj.core.api.Assertions.assertThat;

/** /health for load balancers, /metrics for Prometheus, and the request id every answer carries. */
@OnEachDatabase
class OpsEndpointsTest {

    private static final String PASSWORD = "twelve chars or more";
    private static TestApp open;
    private static TestApp signedIn;

    @BeforeParameterizedClassInvocation
    static void start() {
        open = TestApp.start();
        signedIn = TestApp.startWithSignIn(new AuthOptions(true, false));
        signedIn.app().accounts().add("ops", Role.ADMIN, PASSWORD.toCharArray());
        signedIn.app().accounts().add("reader", Role.VIEWER, PASSWORD.toCharArray());
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        signedIn.close();
        open.close();
    }

    /** The newest migration script's version, as Flyway names it ("V006__..." is "006"). */
    private static String newestMigration() throws IOException {
        try (Stream<Path> s = Files.list(TestApp.baseDir().resolve("migrations"))) {
            return s.map(p -> p.getFileName().toString())
                    .filter(n -> n.matches("V\\d+__.*\\.sql"))
                    .map(n -> n.substring(1, n.indexOf("__")))
                    .max(String::compareTo)
                    .orElseThrow();
        }
    }

    /** The value of one series in a /metrics answer, 0 when it is not there yet. */
    private static long sample(String metrics, String series) {
        Matcher m = Pattern.compile("^" + Pattern.quote(series) + " (\\d+)$", Pattern.MULTILINE)
                .matcher(metrics);
        return m.find() ? Long.parseLong(m.group(1)) : 0;
    }

    private static HttpResponse<String> withBearer(String path, String token) {
        return signedIn.send(HttpRequest.newBuilder(URI.create(signedIn.url(path)))
                .header("Authorization", "Bearer " + token)
                .GET()
                .build());
    }

    @Test
    void health_says200_withTheDatabaseReachable_andEveryMigrationApplied() throws Exception {
        HttpResponse<String> r = open.get("/health");
        assertThat(r.statusCode()).isEqualTo(200);
        JsonNode body = json(r);
        assertThat(body.get("status").asText()).isEqualTo("ok");
        assertThat(body.get("database").get("reachable").asBoolean()).isTrue();
        assertThat(body.get("database").get("migrations").asText()).isEqualTo("current");
        assertThat(body.get("database").get("version").asText()).isEqualTo(newestMigration());
    }

    @Test
    void metrics_countRequestsByRouteTemplate_notByPath() {
        String series = "wirespeed_http_requests_total{method=\"GET\",route=\"/plans/{id}\",status=\"404\"}";
        long before = sample(open.get("/metrics").body(), series);
        open.get("/plans/no-such-plan");
        open.get("/plans/another-missing-plan");

        HttpResponse<String> r = open.get("/metrics");

        assertThat(r.headers().firstValue("Content-Type").orElse(""))
                .startsWith("text/plain")
                .contains("version=0.0.4");
        assertThat(sample(r.body(), series)).isEqualTo(before + 2);
        assertThat(r.body()).doesNotContain("no-such-plan");
    }

    @Test
    void metrics_timeEachPlanEvaluation_andShowThePoolMemoryAndUptime() throws Exception {
        String id = json(open.get("/api/plans")).get(0).get("id").asText();
        long before = sample(open.get("/metrics").body(), "wirespeed_plan_evaluation_seconds_count");
        assertThat(open.get("/api/plans/" + id + "/evaluation").statusCode()).isEqualTo(200);

        String metrics = open.get("/metrics").body();

        // the evaluation API evaluates the stored plan afresh: one evaluation more
        assertThat(sample(metrics, "wirespeed_plan_evaluation_seconds_count")).isEqualTo(before + 1);
        // the pool's limit (Database): 4 on SQLite, a small pool since SQLite has one writer; 8 on
        // PostgreSQL, so two instances hold 16 of the server's default 100 connections
        assertThat(sample(metrics, "wirespeed_db_pool_connections{state=\"max\"}"))
                .isEqualTo(TestDatabases.current() == Engine.POSTGRESQL ? 8 : 4);
        assertThat(sample(metrics, "jvm_memory_used_bytes{area=\"heap\"}")).isPositive();
        assertThat(metrics).containsPattern("(?m)^process_uptime_seconds [0-9.]+$");
        assertThat(metrics).contains("# TYPE wirespeed_http_request_duration_seconds histogram");
        assertThat(metrics).containsPattern("(?m)^wirespeed_data_version\\{kind=\"catalog\"} \\d+$");
    }

    @Test
    void withSignInOn_healthNeedsNoAccount_andMetricsAnAdmin() {
        AccountService.NewToken admin = signedIn.app().accounts().addToken("prometheus", "ops");
        AccountService.NewToken viewer = signedIn.app().accounts().addToken("dashboard", "reader");

        assertThat(signedIn.get("/health").statusCode()).isEqualTo(200);
        assertThat(signedIn.get("/metrics").statusCode()).isEqualTo(401);
        assertThat(withBearer("/metrics", viewer.secret()).statusCode()).isEqualTo(403);
        HttpResponse<String> scraped = withBearer("/metrics", admin.secret());
        assertThat(scraped.statusCode()).isEqualTo(200);
        assertThat(scraped.body()).contains("wirespeed_http_requests_total");
    }

    @Test
    void everyAnswer_carriesARequestId_keepingOneABalancerSent() {
        String made = open.get("/health").headers().firstValue("X-Request-Id").orElse("");
        assertThat(made).matches("[0-9a-f]{16}");

        HttpResponse<String> kept = open.send(HttpRequest.newBuilder(URI.create(open.url("/health")))
                .header("X-Request-Id", "lb-7f3a.2")
                .GET()
                .build());
        assertThat(kept.headers().firstValue("X-Request-Id")).contains("lb-7f3a.2");

        HttpResponse<String> replaced = open.send(HttpRequest.newBuilder(URI.create(open.url("/health")))
                .header("X-Request-Id", "not/an{id}")
                .GET()
                .build());
        assertThat(replaced.headers().firstValue("X-Request-Id").orElse("")).matches("[0-9a-f]{16}");
    }
}
