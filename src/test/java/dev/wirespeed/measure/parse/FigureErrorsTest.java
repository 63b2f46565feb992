package dev.wirespeed.measure.parse;

import org.assertj.core.api.AbstractThrowableAssert;
import org.junit.jupiter.api.Test;

import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Figures no tool prints, edited into real outputs: each is a ParseException that says what was
 * wrong and where (the line, or the JSON path), never an IllegalArgumentException, a
 * NumberFormatException or a NullPointerException, and never a run stored with the figure.
 */
class FigureErrorsTest {

    private static final String TCP = Fixtures.text("iperf3-text/local-3.12-client-tcp.txt");
    private static final String TCP_JSON = Fixtures.text("iperf3-json/local-3.12-client-tcp.json");

    /** local-3.12-client-tcp.txt with one printed figure replaced. */
    private static String tcpWith(String printed, String instead) {
        assertThat(TCP).contains(printed);
        return TCP.replaceFirst(Pattern.quote(printed), instead);
    }

    private static String tcpJsonWith(String printed, String instead) {
        assertThat(TCP_JSON).contains(printed);
        return TCP_JSON.replace(printed, instead);
    }

    private static AbstractThrowableAssert<?, ? extends Throwable> refused(String text) {
        return assertThatThrownBy(() -> Parsers.parse(text)).isExactlyInstanceOf(ParseException.class);
    }

    // ---- values the records refuse, and numbers too large to read

    @Test
    void aRetrColumnTooLargeForALong_namesTheColumnAndTheLine() {
        // line 8 is the sender summary: "... 23.9 Gbits/sec    0             sender"
        String text = tcpWith("23.9 Gbits/sec    0 ", "23.9 Gbits/sec    99999999999999999999 ");

        refused(text).hasMessage("line 8: the Retr column \"99999999999999999999\" is too large to be a count");
    }

    @Test
    void anIntervalThatEndsBeforeItStarts_namesTheLine() {
        // line 5 is the second interval, "1.00-2.00"
        String text = tcpWith("1.00-2.00", "2.00-1.00");

        refused(text).hasMessage("line 5: the interval 2.00-1.00 sec ends before it starts");
    }

    @Test
    void parallelStreamsWithoutASumLine_sayTheRateIsNotInTheText() {
        // what a -P 2 paste cut before its [SUM] lines holds; the old parser unboxed a null here
        String text =
                """
                [ ID] Interval           Transfer     Bitrate
                [  5]   0.00-1.00   sec  1.10 GBytes  9.42 Gbits/sec
                [  7]   0.00-1.00   sec  1.09 GBytes  9.38 Gbits/sec
                """;

        refused(text)
                .hasMessage("the iperf3 run at line 1: streams 5, 7 ran in parallel but no [SUM] line adds"
                        + " them up, so the run's rate is not in the text");
    }

    @Test
    void anLspciWidthBeyondX32_namesTheDevicesLine() {
        String lspci = Fixtures.text("lspci/aspm-troubleshooting-hailo-8l-downgraded.txt");
        String text = lspci.replace("Width x2 (downgraded)", "Width x99 (downgraded)");

        refused(text).hasMessage("line 1: a PCIe width is x0..x32, got x99");
    }

    @Test
    void aNegativeCpuFigureInJson_namesItsPath() {
        String text = tcpJsonWith("\"host_total\":\t98.6828366597557", "\"host_total\":\t-98.6828366597557");

        refused(text)
                .hasMessage("the iperf3 JSON at end.cpu_utilization_percent: a CPU percentage must be a finite"
                        + " number >= 0, got -98.6828366597557");
    }

    @Test
    void anRsyncByteCountTooLargeForALong_namesTheLine() {
        String rsync = Fixtures.text("rsync/local-3.5.0-v.txt");
        String text = rsync.replace("sent 200,048,908 bytes", "sent 200,048,908,000,000,000,000 bytes");

        refused(text)
                .hasMessageMatching("line \\d+: the byte count \"200048908000000000000\" is too large to be a count");
    }

    // ---- figures outside physical sense

    @Test
    void aTextRateOf4_3e9Gbits_isRefusedNamingTheRate() {
        String text = tcpWith("23.8 Gbits/sec", "4300000000 Gbits/sec");

        refused(text)
                .hasMessage("line 9: the rate 4300000000 Gbits/sec must be at most 1,000 Gbit/s (faster than"
                        + " any Ethernet standard), got 4.3E9 Gbit/s");
    }

    @Test
    void aJsonRateOf1e299Gbits_isRefusedNamingThePath() {
        // 1e308 bit/s / 1e9 = 1e299 Gbit/s
        String text = tcpJsonWith("\"bits_per_second\":\t22293870388.3073", "\"bits_per_second\":\t1e308");

        refused(text)
                .hasMessage("the iperf3 JSON at end.sum_received.bits_per_second is 1e308 (1.0E299 Gbit/s):"
                        + " above 1,000 Gbit/s, faster than any Ethernet standard");
    }

    @Test
    void aNegativeJsonByteCount_isRefusedNamingThePath() {
        String text = tcpJsonWith("\"bytes\":\t5575802880", "\"bytes\":\t-5575802880");

        refused(text)
                .hasMessageStartingWith("the iperf3 JSON at end.sum_sent.bytes is -5575802880: a measured byte"
                        + " count must be a finite number >= 0");
    }

    @Test
    void aNanJsonDuration_isRefusedNamingThePath() {
        String text = tcpJsonWith("\"seconds\":\t2.000838", "\"seconds\":\tnan");

        refused(text)
                .hasMessage("the iperf3 JSON at end.sum_received.seconds is nan: a measured time must be a"
                        + " finite number >= 0");
    }

    @Test
    void anInfiniteIntervalRate_isRefusedNamingTheInterval() {
        // the first interval's stream and sum both print 20347244940.879242; the sum is the figure read
        String text = tcpJsonWith("\"bits_per_second\":\t20347244940.879242", "\"bits_per_second\":\tinf");

        refused(text)
                .hasMessage("the iperf3 JSON at intervals[0].sum.bits_per_second is inf: a measured rate must"
                        + " be a finite number >= 0");
    }

    @Test
    void aSmbclientRateAbove1000Gbits_isRefusedNamingTheLine() {
        // 200,000,000 KiB/s x 1024 x 8 / 1e9 = 1638.4 Gbit/s
        String text = "putting file big.bin as \\big.bin (200000000.0 kb/s) (average 200000000.0 kb/s)\n";

        refused(text)
                .hasMessage("line 1: gbps must be at most 1,000 Gbit/s (faster than any Ethernet standard),"
                        + " got 1638.4 Gbit/s");
    }

    @Test
    void rateAtTheLimit_isStillRead() {
        // 1000 Gbits/sec is the limit itself, not above it
        String text = tcpWith("23.8 Gbits/sec", "1000 Gbits/sec");

        assertThat(((ThroughputRun) Parsers.parse(text).runs().get(0)).gbps()).isEqualTo(1000.0);
    }
}
