package dev.wirespeed.cli;

import dev.wirespeed.testing.Requirement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code serve} started from the packaged jar in a child JVM, as a person starts it, and what it prints. */
class ServeProcessIT {

    private static final Path JAR =
            Path.of(System.getProperty("wirespeed.basedir", ".")).resolve("target/wirespeed.jar");
    private static final Pattern RUNNING = Pattern.compile("Wirespeed is running on http://localhost:(\\d+) ");

    @Test
    void aStart_printsWhereItRuns_andNoWarningOfTheLoggingLibrary(@TempDir Path data) throws Exception {
        Requirement.require(Files.isRegularFile(JAR), "no " + JAR + ": it is built by mvn package");
        // Before the logging provider was initialised ahead of the template thread, SLF4J 2 printed
        // "SLF4J(W): A number (1) of logging calls during the initialization phase have been
        // intercepted and are now being replayed" (three lines) on every start of this machine.
        List<String> out = new ArrayList<>();
        for (int start = 0; start < 2; start++) { // a fresh data folder, then the same folder again
            Path log = data.resolve("serve-" + start + ".log");
            Process p = new ProcessBuilder(
                            Path.of(System.getProperty("java.home"), "bin", "java")
                                    .toString(),
                            "-jar",
                            JAR.toString(),
                            "serve",
                            "--data-dir",
                            data.toString(),
                            "--port",
                            "0")
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile())
                    .start();
            try {
                int port = -1;
                for (long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
                        port < 0 && p.isAlive() && System.nanoTime() < until; ) {
                    Matcher m = RUNNING.matcher(Files.readString(log, StandardCharsets.UTF_8));
                    if (m.find()) {
                        port = Integer.parseInt(m.group(1));
                    } else {
                        Thread.sleep(100);
                    }
                }
                assertThat(port)
                        .as("the start printed where it runs: %s", Files.readString(log))
                        .isPositive();
                HttpResponse<String> home = HttpClient.newHttpClient()
                        .send(
                                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/"))
                                        .timeout(Duration.ofSeconds(30))
                                        .build(),
                                HttpResponse.BodyHandlers.ofString());
                assertThat(home.statusCode()).isEqualTo(200);
            } finally {
                p.destroy();
                if (!p.waitFor(30, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                }
            }
            out.addAll(Files.readAllLines(log, StandardCharsets.UTF_8));
        }
        assertThat(out).filteredOn(l -> l.startsWith("Wirespeed is running on")).hasSize(2);
        assertThat(out).noneMatch(l -> l.contains("SLF4J"));
    }
}
