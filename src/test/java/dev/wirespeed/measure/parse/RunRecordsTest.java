package dev.wirespeed.measure.parse;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RunRecordsTest {

    private static ThroughputRun run(String format, String side, String direction, Double gbps) {
        return new ThroughputRun(
                format,
                "iperf3",
                null,
                side,
                direction,
                "tcp",
                1,
                10.0,
                gbps,
                null,
                null,
                List.of(),
                null,
                null,
                null,
                null,
                null,
                List.of(),
                "[  5] 0.00-10.00 sec");
    }

    @Test
    void throughputRun_acceptsTheDocumentedValues() {
        assertThat(run("iperf3-text", "client", "reverse", 9.41).gbps()).isEqualTo(9.41);
        assertThat(run("scp", null, null, null).gbps()).isNull();
    }

    @Test
    void throughputRun_refusesUnknownFormatsSidesAndDirections() {
        assertThatThrownBy(() -> run("iperf4", "client", "normal", 1.0)).hasMessageContaining("format must be one of");
        assertThatThrownBy(() -> run("iperf3-text", "peer", "normal", 1.0)).hasMessageContaining("side must be one of");
        assertThatThrownBy(() -> run("iperf3-text", "client", "sideways", 1.0))
                .hasMessageContaining("direction must be one of");
    }

    @Test
    void throughputRun_refusesNegativeOrNonFiniteRates() {
        assertThatThrownBy(() -> run("iperf3-text", "client", "normal", -1.0)).hasMessageContaining("gbps must be");
        assertThatThrownBy(() -> run("iperf3-text", "client", "normal", Double.NaN))
                .hasMessageContaining("gbps must be");
    }

    @Test
    void throughputRun_copiesItsLists() {
        List<String> notes = new ArrayList<>(List.of("a"));
        ThroughputRun r = new ThroughputRun(
                "rsync",
                "rsync",
                null,
                null,
                "upload",
                "tcp",
                1,
                null,
                1.0,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                notes,
                "sent 1 bytes");
        notes.add("b");

        assertThat(r.notes()).containsExactly("a");
        assertThat(r.intervals()).isEmpty();
    }

    @Test
    void intervalAndTotals_checkTheirNumbers() {
        assertThatThrownBy(() -> new Interval(2.0, 1.0, 1.0, null, null)).hasMessageContaining("start <= end");
        assertThatThrownBy(() -> new Totals(1.0, -5L, null)).hasMessageContaining("bytes must be >= 0");
        assertThatThrownBy(() -> new Udp(null, -1L, 10L, null)).hasMessageContaining("lost must be >= 0");
    }

    @Test
    void pcieLink_checksGenerationAndWidth() {
        assertThatThrownBy(() -> new PcieLink("00:01.0", null, 7, 4, null, null, null))
                .hasMessageContaining("generation is 1..6");
        assertThatThrownBy(() -> new PcieLink("00:01.0", null, 3, 64, null, null, null))
                .hasMessageContaining("x0..x32");
        assertThatThrownBy(() -> new PcieRun("lspci", List.of(), "x")).hasMessageContaining("at least one link");
    }
}
