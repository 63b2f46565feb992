package dev.wirespeed.cli;

import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The pieces of {@code bench web}: its load client against the real server, and the parse child. */
@OnEachDatabase
class WebBenchTest {

    private static TestApp app;

    @BeforeParameterizedClassInvocation
    static void start() {
        app = TestApp.start();
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        app.close();
    }

    @Test
    void theLoadClient_readsWholeAnswers_onKeptAliveConnections() throws Exception {
        byte[] css = Files.readAllBytes(TestApp.baseDir().resolve("web/static/css/wirespeed.css"));
        HttpLoad.Result r = HttpLoad.run(app.port(), HttpLoad.Request.get(WebBench.STATIC_FILE), 2, 300, 200);
        assertThat(r.requests()).isPositive();
        assertThat(r.latenciesMs()).hasSize(r.requests());
        assertThat(r.bodyBytes()).isEqualTo(css.length);
        assertThat(r.percentile(50)).isLessThanOrEqualTo(r.percentile(99));
    }

    @Test
    void theLoadClient_failsTheRun_whenThePageIsNotThere() {
        assertThatThrownBy(() -> HttpLoad.run(app.port(), HttpLoad.Request.get("/plans/nothing-here"), 1, 200, 200))
                .hasMessageContaining("answered 404");
    }

    @Test
    void aChunkedAnswer_isReadInFull() throws Exception {
        String raw = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n7\r\n, world\r\n0\r\n\r\n";
        HttpLoad.Response r = HttpLoad.read(new ByteArrayInputStream(raw.getBytes(StandardCharsets.US_ASCII)));
        assertThat(r.status()).isEqualTo(200);
        assertThat(new String(r.body(), StandardCharsets.US_ASCII)).isEqualTo("hello, world");
    }

    @Test
    void thePercentiles_areTheNearestRank() {
        // ten latencies 1..10 ms: the 50th percentile is the 5th, the 99th the 10th
        HttpLoad.Result r = new HttpLoad.Result(10, 1.0, new double[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 0);
        assertThat(r.percentile(50)).isEqualTo(5);
        assertThat(r.percentile(99)).isEqualTo(10);
        assertThat(r.perSecond()).isEqualTo(10);
    }

    @Test
    void theParseChild_parsesEveryFileOfTheFolder() throws Exception {
        Path dir = Files.createTempDirectory("wirespeed-parse-files-");
        try {
            String doc = BenchCommand.resource("bench/iperf3-3.12-client-10s.json");
            for (int i = 0; i < 3; i++) {
                Files.writeString(dir.resolve("run-" + i + ".json"), doc);
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            WebBench.parseFilesChild(dir.toString(), new PrintStream(out, true, StandardCharsets.UTF_8));
            // one iperf3 -J document is one run
            assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("3 files, 3 runs" + System.lineSeparator());
        } finally {
            TestApp.deleteTree(dir);
        }
    }

    @Test
    void theBareApp_getsTheServicesJvmOptions_andTheShortCommandsAddTheClientCompilerOnly() {
        List<String> serve = WebBench.serveCommand(Path.of("data"), null);
        List<String> bare = WebBench.bareCommand();
        // java OPTIONS... -cp CLASSPATH MAIN ...: the options are what precedes -cp
        assertThat(bare.subList(1, bare.indexOf("-cp"))).isEqualTo(serve.subList(1, serve.indexOf("-cp")));
        assertThat(WebBench.serviceOptions(Path.of("target/wirespeed.jsa")))
                .containsExactly("-XX:SharedArchiveFile=target/wirespeed.jsa", "-XX:+UseSerialGC", "-Xms16m");
        assertThat(WebBench.serviceOptions(null)).containsExactly("-XX:+UseSerialGC", "-Xms16m");
        assertThat(WebBench.commandOptions(Path.of("a.jsa")))
                .containsExactly(
                        "-XX:SharedArchiveFile=a.jsa", "-XX:+UseSerialGC", "-Xmn8m", "-XX:TieredStopAtLevel=1");
    }

    @Test
    void theArchivesTrainingRun_startsTheServiceTwice_importsAndParses_andSucceeds() {
        assertThat(CdsTraining.train()).isZero();
    }
}
