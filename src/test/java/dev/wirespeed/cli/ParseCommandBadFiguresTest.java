package dev.wirespeed.cli;

import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code parse} and {@code import} on outputs with figures no tool prints: exit 1 (the input has
 * problems, as the README promises) with the parser's message, never 2 (wrong usage) or a stack trace.
 */
class ParseCommandBadFiguresTest {

    private static final Path FIX = TestApp.baseDir().resolve("src/test/resources/fixtures");
    private static final String CATALOG = TestApp.repoCatalog().toString();

    private record Run(int code, String out, String err) {}

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** local-3.12-client-tcp.txt with its sender summary's Retr column too large for a count. */
    private static Path retrTooLarge(Path dir) throws Exception {
        String tcp = Files.readString(FIX.resolve("iperf3-text/local-3.12-client-tcp.txt"));
        Path file = dir.resolve("retr.txt");
        Files.writeString(file, tcp.replace("23.9 Gbits/sec    0 ", "23.9 Gbits/sec    99999999999999999999 "));
        return file;
    }

    @Test
    void parse_aRetrColumnTooLargeForACount_exits1WithTheLine(@TempDir Path dir) throws Exception {
        Run bad = run("parse", retrTooLarge(dir).toString());

        assertThat(bad.code()).isEqualTo(1);
        assertThat(bad.err())
                .isEqualTo("wirespeed: " + dir.resolve("retr.txt") + ": line 8: the Retr column"
                        + " \"99999999999999999999\" is too large to be a count" + System.lineSeparator());
    }

    @Test
    void parse_parallelStreamsWithoutASumLine_exits1WithoutAStackTrace(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("p2.txt");
        Files.writeString(
                file,
                """
                [ ID] Interval           Transfer     Bitrate
                [  5]   0.00-1.00   sec  1.10 GBytes  9.42 Gbits/sec
                [  7]   0.00-1.00   sec  1.09 GBytes  9.38 Gbits/sec
                """);

        Run bad = run("parse", file.toString());

        assertThat(bad.code()).isEqualTo(1);
        assertThat(bad.err())
                .startsWith("wirespeed: " + file + ": the iperf3 run at line 1: streams 5, 7")
                .doesNotContain("Exception");
    }

    @Test
    void import_aRateAbove1000Gbits_exits1AndStoresNothing(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("fast.txt");
        String tcp = Files.readString(FIX.resolve("iperf3-text/local-3.12-client-tcp.txt"));
        Files.writeString(file, tcp.replace("23.8 Gbits/sec", "4300000000 Gbits/sec"));
        Path data = Files.createDirectories(dir.resolve("data"));

        Run bad = run("import", file.toString(), "--data-dir", data.toString(), "--catalog", CATALOG);

        assertThat(bad.code()).as(bad.err()).isEqualTo(1);
        assertThat(bad.err())
                .contains("line 9: the rate 4300000000 Gbits/sec must be at most 1,000 Gbit/s")
                .contains("(nothing was stored)");
    }
}
