package dev.wirespeed.measure.parse;

import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Generated iperf3 summaries, printed the way iperf3 prints them: the bytes and seconds read back
 * give the rate read back, within what the printing rounded away.
 */
class RateRoundTripProperties {

    /** A figure as iperf3's unit_snprintf prints it: value, decimals, unit prefix and its factor. */
    private record Printed(String number, String prefix, double factor, int decimals) {

        /** Half a unit of the last printed digit, in the figure's own unit (bytes or bit/s). */
        double halfStep() {
            return 0.5 * Math.pow(10, -decimals) * factor;
        }
    }

    /**
     * iperf3's adaptive units: divide by 1024 (bytes) or 1000 (bits) while the value is at least that,
     * up to T; then two decimals below 9.995, one below 99.95, none above.
     */
    private static Printed adaptive(double value, double base) {
        String[] prefixes = {"", "K", "M", "G", "T"};
        int p = 0;
        double factor = 1;
        while (value / factor >= base && p < prefixes.length - 1) {
            factor *= base;
            p++;
        }
        double v = value / factor;
        int decimals = v < 9.995 ? 2 : v < 99.95 ? 1 : 0;
        return new Printed(String.format(Locale.ROOT, "%4." + decimals + "f", v), prefixes[p], factor, decimals);
    }

    @Property(tries = 300)
    void textSummary_bytesAndSecondsGiveThePrintedRate(
            @ForAll @LongRange(min = 1, max = 2_000_000_000_000L) long bytes,
            @ForAll @IntRange(min = 100, max = 360_000) int centiseconds) {
        double seconds = centiseconds / 100.0;
        double bitsPerSecond = bytes * 8 / seconds;
        Assume.that(bitsPerSecond <= 1e12);
        Printed transfer = adaptive(bytes, 1024);
        Printed rate = adaptive(bitsPerSecond, 1000);
        String text = "Connecting to host 127.0.0.1, port 5201\n"
                + "[ ID] Interval           Transfer     Bitrate\n"
                + String.format(
                        Locale.ROOT,
                        "[  5]   0.00-%.2f  sec  %s %sBytes  %s %sbits/sec                  receiver%n",
                        seconds,
                        transfer.number(),
                        transfer.prefix(),
                        rate.number(),
                        rate.prefix());

        ThroughputRun run = (ThroughputRun) Parsers.parse(text).runs().get(0);

        double readBytes = run.receiver().bytes();
        double readBitsPerSecond = run.gbps() * 1e9;
        assertThat(run.durationSeconds()).isCloseTo(seconds, within(1e-9));
        // each printed figure is off by at most half its last digit (bytes also by the rounding to a
        // whole byte); 1e-9 of the rate covers the doubles' own rounding
        double bytesSlack = transfer.halfStep() + 0.5;
        double rateSlack = rate.halfStep();
        assertThat(Math.abs(readBytes * 8 / seconds - readBitsPerSecond))
                .isLessThanOrEqualTo(bytesSlack * 8 / seconds + rateSlack + 1e-9 * bitsPerSecond);
    }

    @Property(tries = 300)
    void jsonSummary_bytesAndSecondsGiveThePrintedRate(
            @ForAll @LongRange(min = 1, max = 2_000_000_000_000L) long bytes,
            @ForAll @IntRange(min = 1_000, max = 3_600_000) int microsecondsThousandths) {
        double seconds = microsecondsThousandths / 1000.0;
        double bitsPerSecond = bytes * 8 / seconds;
        Assume.that(bitsPerSecond <= 1e12);
        // iperf3's cJSON prints a double with 15 significant digits
        String bps = String.format(Locale.ROOT, "%.15g", bitsPerSecond);
        String sum = "{\"start\": 0, \"end\": " + seconds + ", \"seconds\": " + seconds + ", \"bytes\": " + bytes
                + ", \"bits_per_second\": " + bps + "}";
        String json = "{\"start\": {\"connecting_to\": {\"host\": \"127.0.0.1\", \"port\": 5201},"
                + " \"test_start\": {\"protocol\": \"TCP\", \"num_streams\": 1}}, \"intervals\": [],"
                + " \"end\": {\"sum_sent\": " + sum + ", \"sum_received\": " + sum + "}}";

        ThroughputRun run = (ThroughputRun) Parsers.parse(json).runs().get(0);

        assertThat(run.receiver().bytes()).isEqualTo(bytes);
        assertThat(run.durationSeconds()).isEqualTo(seconds);
        // 15 significant digits: off by at most half a unit of the 15th, 5e-15 of the value; 1e-16
        // more for the division by 1e9 and back
        double read = run.gbps() * 1e9;
        assertThat(Math.abs(run.receiver().bytes() * 8 / run.durationSeconds() - read))
                .isLessThanOrEqualTo(5.1e-15 * read);
    }
}
