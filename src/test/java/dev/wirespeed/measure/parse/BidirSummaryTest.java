package dev.wirespeed.measure.parse;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.wirespeed.measure.parse.Fixtures.gib;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code --bidir -V}: each leg's summary lines are read whatever lies between them (CPU use, the
 * congestion algorithms, a second column header) and in whatever order they come.
 */
class BidirSummaryTest {

    private static final String VERBOSE = "iperf3-text/local-3.12-client-bidir-verbose.txt";
    private static final String SECOND_HEADER = "iperf3-text/local-3.12-client-bidir-verbose-second-header.txt";

    /** Both legs as the capture prints them. */
    private static void bothLegsAsPrinted(List<ThroughputRun> legs) {
        assertThat(legs).hasSize(2);
        ThroughputRun out = legs.get(0);
        ThroughputRun back = legs.get(1);
        assertThat(out.notes()).contains("bidir leg: client to server (TX-C)");
        // [TX-C] 0.00-2.00 sec 1.82 GBytes 7.80 Gbits/sec 4 sender; 0.00-2.01 sec 1.82 GBytes 7.76 Gbits/sec receiver
        assertThat(out.sender()).isEqualTo(new Totals(7.80, gib(1.82), 4L));
        assertThat(out.receiver()).isEqualTo(new Totals(7.76, gib(1.82), null));
        assertThat(out.intervals()).hasSize(2);
        assertThat(back.notes()).contains("bidir leg: server to client (RX-C)");
        // [RX-C] 0.00-2.00 sec 1.64 GBytes 7.02 Gbits/sec 10 sender; 0.00-2.01 sec 1.63 GBytes 6.97 Gbits/sec receiver
        assertThat(back.sender()).isEqualTo(new Totals(7.02, gib(1.64), 10L));
        assertThat(back.receiver()).isEqualTo(new Totals(6.97, gib(1.63), null));
        assertThat(back.gbps()).isEqualTo(6.97);
        assertThat(back.durationSeconds()).isEqualTo(2.01);
        assertThat(back.intervals()).hasSize(2);
    }

    @Test
    void verboseBidir_withCpuAndCongestionLinesBetweenTheLegs_readsBothLegs() {
        bothLegsAsPrinted(Fixtures.throughput(VERBOSE));
    }

    @Test
    void aSecondColumnHeaderBeforeTheSecondLegsSummary_doesNotLoseThatLeg() {
        ParseResult result = Fixtures.parse(SECOND_HEADER);

        bothLegsAsPrinted(result.runs().stream().map(ThroughputRun.class::cast).toList());
        assertThat(result.warnings()).isEmpty();
    }

    @Test
    void summaryLinesInAnyOrder_giveTheSameLegs() {
        String text = Fixtures.text(SECOND_HEADER);
        List<String> lines = text.lines().toList();
        List<Integer> at = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).endsWith("sender") || lines.get(i).endsWith("receiver")) {
                at.add(i);
            }
        }
        assertThat(at).hasSize(4);
        List<String> summaries = at.stream().map(lines::get).toList();
        int orders = 0;
        for (List<String> order : permutations(summaries)) {
            List<String> shuffled = new ArrayList<>(lines);
            for (int k = 0; k < at.size(); k++) {
                shuffled.set(at.get(k), order.get(k));
            }
            List<ThroughputRun> legs = Parsers.parse(String.join("\n", shuffled) + "\n").runs().stream()
                    .map(ThroughputRun.class::cast)
                    .toList();
            // the legs come out in the order their first line appears; compare them by tag
            List<ThroughputRun> byTag = new ArrayList<>(legs);
            byTag.sort((a, b) -> Boolean.compare(
                    a.notes().toString().contains("RX-C"), b.notes().toString().contains("RX-C")));
            bothLegsAsPrinted(byTag);
            orders++;
        }
        assertThat(orders).isEqualTo(24);
    }

    private static List<List<String>> permutations(List<String> items) {
        if (items.isEmpty()) {
            return List.of(List.of());
        }
        List<List<String>> out = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            List<String> rest = new ArrayList<>(items);
            String first = rest.remove(i);
            for (List<String> p : permutations(rest)) {
                List<String> withFirst = new ArrayList<>();
                withFirst.add(first);
                withFirst.addAll(p);
                out.add(withFirst);
            }
        }
        return out;
    }
}
