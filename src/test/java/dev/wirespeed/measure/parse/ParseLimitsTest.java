package dev.wirespeed.measure.parse;

import org.junit.jupiter.api.Test;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/**
 * Parsing is linear in its input, lines are bounded and every parse has a time budget. The inputs
 * below took the old parsers minutes: a UDP tail of 8k digits took 3.5 s and of 32k digits 38 s,
 * growing with the square of the length (60k digits: (60/32)^2 x 38 s = 134 s); 40k intervals took
 * 9.2 s. The work is counted as this thread's CPU time, not wall time, so a machine busy with other
 * builds does not make the tests fail, and the bound (2 s) is far above what a linear parse needs.
 * A wall-clock guard of a minute only keeps a regression from hanging the build.
 */
class ParseLimitsTest {

    private static final Duration GUARD = Duration.ofMinutes(1);
    private static final double GENEROUS_CPU_SECONDS = 2;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** Runs {@code parse} on this thread and checks the CPU time it took against the generous bound. */
    private static <T> T withinTwoCpuSeconds(Supplier<T> parse) {
        return assertTimeoutPreemptively(GUARD, () -> {
            long start = THREADS.getCurrentThreadCpuTime();
            T result = parse.get();
            double seconds = (THREADS.getCurrentThreadCpuTime() - start) / 1e9;
            assertThat(seconds).as("CPU seconds of the parse").isLessThan(GENEROUS_CPU_SECONDS);
            return result;
        });
    }

    private static ParseException refusal(String text) {
        return withinTwoCpuSeconds(() -> {
            try {
                Parsers.parse(text);
            } catch (ParseException e) {
                return e;
            }
            throw new AssertionError("the text was read; expected a ParseException");
        });
    }

    /** The summary of local-3.12-client-udp.txt with a long run of digits where the jitter would be. */
    private static String udpSummaryWithDigits(int digits) {
        return "[ ID] Interval           Transfer     Bitrate         Jitter    Lost/Total Datagrams\n"
                + "[  5]   0.00-2.00   sec  23.8 MBytes   100 Mbits/sec  " + "1".repeat(digits) + "  receiver\n";
    }

    @Test
    void aUdpTailOf60000Digits_isReadInLinearTime() {
        String text = udpSummaryWithDigits(60_000);

        ParseResult result = withinTwoCpuSeconds(() -> Parsers.parse(text));

        // the digits are no jitter figure: the run is read, without UDP figures
        ThroughputRun run = (ThroughputRun) result.runs().get(0);
        assertThat(run.gbps()).isEqualTo(0.1);
        assertThat(run.udp()).isNull();
    }

    @Test
    void fortyThousandIntervals_areReadInLinearTime() {
        StringBuilder text = new StringBuilder("Connecting to host 127.0.0.1, port 5201\n"
                + "[ ID] Interval           Transfer     Bitrate         Retr  Cwnd\n");
        for (int i = 0; i < 40_000; i++) {
            text.append(String.format(
                    "[  5] %7d.00-%d.00   sec  2.73 GBytes  23.4 Gbits/sec    0    895 KBytes%n", i, i + 1));
        }

        ParseResult result = withinTwoCpuSeconds(() -> Parsers.parse(text.toString()));

        assertThat(((ThroughputRun) result.runs().get(0)).intervals()).hasSize(40_000);
    }

    @Test
    void aDmesgLineWithALongRunOfDigits_isSearchedInLinearTime() {
        String text = "pci 0000:01:00.0: " + "9".repeat(60_000) + " Gb/s available PCIe bandwidth\n";

        assertThat(refusal(text)).hasMessageStartingWith("no measurement found");
    }

    @Test
    void anSmbclientLineWithThousandsOfAs_isSearchedInLinearTime() {
        String text = "putting file a" + " as a".repeat(12_000) + " (1 kb/s)\n";

        assertThat(refusal(text)).hasMessageStartingWith("no measurement found");
    }

    @Test
    void aMegabyteLine_isRefusedNamingTheLineAndTheLimit() {
        String text = "Connecting to host 127.0.0.1, port 5201\n" + udpSummaryWithDigits(1024 * 1024);

        // line 3: the 54 characters before the digits, 1,048,576 digits, "  receiver" (10): 1,048,640
        assertThat(refusal(text))
                .hasMessageContaining("line 3 is 1,048,640 characters long")
                .hasMessageContaining("over the limit of 65,536 characters (64 KiB) per line");
    }

    @Test
    void aLineOfExactlyTheLimit_isStillRead() {
        // 64 KiB of prose, then a real run: the long line holds no measurement, the run is read
        String text = "x".repeat(Input.MAX_LINE_CHARS) + "\n" + Fixtures.text("iperf3-text/local-3.12-client-tcp.txt");

        assertThat(Parsers.parse(text).runs()).hasSize(1);
    }

    @Test
    void aParseOverItsBudget_stopsWithAParseExceptionNamingTheLimit() {
        // a clock that jumps a second at every reading: the budget is spent at its second reading
        AtomicLong nanos = new AtomicLong();
        Budget budget = new Budget(() -> nanos.getAndAdd(1_000_000_000L), 1500);
        String text = Fixtures.text("iperf3-text/local-3.12-server-fourteen-tests.txt");

        assertThatThrownBy(() -> Parsers.parse(text, budget))
                .isInstanceOf(ParseException.class)
                .hasMessageStartingWith("parsing stopped at line ")
                .hasMessageContaining("the parse time limit of 1500 ms");
    }

    @Test
    void theJsonReader_countsItsValuesAgainstTheBudget() {
        AtomicLong nanos = new AtomicLong();
        Budget budget = new Budget(() -> nanos.getAndAdd(1_000_000_000L), 500);
        String json = Fixtures.text("iperf3-json/local-3.12-client-p4.json");

        assertThatThrownBy(() -> Parsers.parse(json, budget))
                .isInstanceOf(ParseException.class)
                .hasMessageStartingWith("parsing stopped at offset ")
                .hasMessageContaining("the parse time limit of 500 ms");
    }

    @Test
    void theStandardBudget_readsTheLargestFixtureWithRoomToSpare() {
        // a real server log of fourteen tests: read under the standard budget, no exception
        String text = Fixtures.text("iperf3-text/local-3.12-server-fourteen-tests.txt");

        assertThat(Parsers.parse(text, Budget.standard()).runs()).hasSizeGreaterThan(10);
    }
}
