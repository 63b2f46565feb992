package dev.wirespeed.iperf3;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirespeed.testing.Requirement;

import java.io.File;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.fail;

/**
 * The stock iperf3 binary for interoperability tests, run directly (no shell). Missing binary: the
 * tests are skipped with a message, or fail when the CI environment variable is set.
 */
final class StockIperf3 {

    private StockIperf3() {}

    static Optional<Path> binary() {
        String path = System.getenv().getOrDefault("PATH", "/usr/bin:/bin");
        for (String dir : path.split(File.pathSeparator)) {
            Path p = Path.of(dir, "iperf3");
            if (Files.isExecutable(p)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /** Call from @BeforeAll. */
    static void requireOrSkip() {
        Requirement.require(
                binary().isPresent(),
                "iperf3 binary not found on PATH: interoperability tests need stock iperf3 (apt-get install iperf3)");
    }

    /** A finished process. */
    record Run(int exitCode, String stdout, String stderr) {

        JsonNode json() {
            try {
                return Iperf3Mapper.MAPPER.readTree(stdout);
            } catch (IOException e) {
                throw new AssertionError("iperf3 printed no JSON: " + stdout + "\nstderr: " + stderr, e);
            }
        }

        String output() {
            return stdout + stderr;
        }
    }

    /** A running process whose output goes to temporary files (no pipe can fill up and block it). */
    static final class Proc {
        private final Process process;
        private final Path out;
        private final Path err;

        private Proc(Process process, Path out, Path err) {
            this.process = process;
            this.out = out;
            this.err = err;
        }

        boolean isAlive() {
            return process.isAlive();
        }

        Run await(Duration timeout) throws IOException, InterruptedException {
            try {
                if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                    process.destroyForcibly();
                    process.waitFor(5, TimeUnit.SECONDS);
                    fail("iperf3 did not finish within " + timeout + "; output: " + Files.readString(out)
                            + Files.readString(err));
                }
                return new Run(
                        process.exitValue(),
                        Files.readString(out, StandardCharsets.UTF_8),
                        Files.readString(err, StandardCharsets.UTF_8));
            } finally {
                Files.deleteIfExists(out);
                Files.deleteIfExists(err);
            }
        }

        void kill() {
            process.destroyForcibly();
        }
    }

    static Proc start(List<String> args) throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(binary().orElseThrow().toString());
        cmd.addAll(args);
        Path out = Files.createTempFile("iperf3-", ".out");
        Path err = Files.createTempFile("iperf3-", ".err");
        Process p = new ProcessBuilder(cmd)
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .start();
        return new Proc(p, out, err);
    }

    static Run run(Duration timeout, List<String> args) throws IOException, InterruptedException {
        return start(args).await(timeout);
    }

    static Run client(int port, String... extra) throws IOException, InterruptedException {
        List<String> args = new ArrayList<>(List.of("-c", "127.0.0.1", "-p", String.valueOf(port)));
        args.addAll(List.of(extra));
        return run(Duration.ofSeconds(30), args);
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            return s.getLocalPort();
        }
    }
}
