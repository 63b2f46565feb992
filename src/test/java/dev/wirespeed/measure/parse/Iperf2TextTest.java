package dev.wirespeed.measure.parse;

import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.wirespeed.measure.parse.Fixtures.gib;
import static dev.wirespeed.measure.parse.Fixtures.mib;
import static dev.wirespeed.measure.parse.Fixtures.only;
import static dev.wirespeed.measure.parse.Fixtures.throughput;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class Iperf2TextTest {

    @Test
    void seed004_twoClientRunsOverA5GbeUsbAdapter() {
        List<ThroughputRun> runs = throughput("iperf2-text/seed004-client-tcp-two-runs.txt");

        assertThat(runs).hasSize(2).allSatisfy(r -> {
            assertThat(r.format()).isEqualTo("iperf2-text");
            assertThat(r.tool()).hasToString("iperf2");
            assertThat(r.side()).hasToString("client");
            assertThat(r.protocol()).isEqualTo("tcp");
            assertThat(r.durationSeconds()).isCloseTo(10.0, within(1e-9));
        });
        // "4.00 GBytes 3.44 Gbits/sec": 4.00 x 2^30 bytes sent by the client
        assertThat(runs.get(0).sender()).isEqualTo(new Totals(3.44, gib(4.00), null));
        assertThat(runs.get(0).gbps())
                .as("the only figure iperf 2's client prints")
                .isCloseTo(3.44, within(1e-9));
        assertThat(runs.get(1).sender()).isEqualTo(new Totals(3.30, gib(3.84), null));
        assertThat(runs.get(0).raw())
                .startsWith("Client connecting to 192.168.150.2")
                .contains("TCP window size: 715 KByte")
                .endsWith("3.44 Gbits/sec");
    }

    @Test
    void client_parallel_readsTheSumLine() {
        ThroughputRun run = only("iperf2-text/local-2.1.8-client-p4.txt");

        assertThat(run.streams()).isEqualTo(4);
        assertThat(run.sender()).isEqualTo(new Totals(51.0, gib(11.9), null));
        assertThat(run.durationSeconds()).isCloseTo(2.0026, within(1e-9));
    }

    @Test
    void client_withIntervals_separatesIntervalsFromTheTotal() {
        ThroughputRun run = only("iperf2-text/local-2.1.8-client-interval.txt");

        assertThat(run.intervals()).extracting(Interval::gbps).containsExactly(19.9, 17.4);
        assertThat(run.sender()).isEqualTo(new Totals(18.5, gib(4.34), null));
    }

    @Test
    void enhancedClient_readsRetriesAndCwnd() {
        ThroughputRun run = only("iperf2-text/local-2.1.8-client-enhanced.txt");

        // "36181/0  13  3708K/2050(3926) us": 13 retries
        assertThat(run.sender()).isEqualTo(new Totals(18.8, gib(4.42), 13L));
        // "19505/0  1  1151K/61(16) us": 1151 x 1024 bytes of cwnd
        assertThat(run.intervals().get(0)).isEqualTo(new Interval(0.0, 1.0, 20.5, 1L, 1151L * 1024));
    }

    @Test
    void udpClient_takesTheReceiverFromTheServerReport() {
        ThroughputRun run = only("iperf2-text/local-2.1.8-client-udp.txt");

        assertThat(run.protocol()).isEqualTo("udp");
        // "25.0 MBytes 105 Mbits/sec" on both lines
        assertThat(run.sender()).isEqualTo(new Totals(0.105, mib(25.0), null));
        assertThat(run.receiver()).isEqualTo(new Totals(0.105, mib(25.0), null));
        assertThat(run.udp()).isEqualTo(new Udp(0.000, 0L, 17836L, 0.0));
    }

    @Test
    void serverLog_givesOneRunPerClientConnection() {
        List<ThroughputRun> runs = throughput("iperf2-text/local-2.1.8-server-tcp.txt");

        assertThat(runs).hasSize(4).allSatisfy(r -> assertThat(r.side()).hasToString("server"));
        assertThat(runs).extracting(ThroughputRun::streams).containsExactly(1, 4, 1, 1);
        assertThat(runs).extracting(ThroughputRun::gbps).containsExactly(21.8, 51.0, 19.0, 18.6);
        assertThat(runs.get(1).receiver()).isEqualTo(new Totals(51.0, gib(11.9), null));
        assertThat(runs.get(1).raw())
                .startsWith("[  2] local 127.0.0.1 port 5001")
                .endsWith("51.0 Gbits/sec");
    }

    @Test
    void udpServer_readsJitterAndLoss() {
        ThroughputRun run = only("iperf2-text/local-2.1.8-server-udp.txt");

        assertThat(run.receiver()).isEqualTo(new Totals(0.105, mib(25.0), null));
        assertThat(run.udp()).isEqualTo(new Udp(0.001, 0L, 17836L, 0.0));
    }

    @Test
    void enhancedServer_readsIntervalsAndTotalDespiteTheReadsColumn() {
        ThroughputRun run = only("iperf2-text/local-2.1.8-server-enhanced.txt");

        assertThat(run.side()).hasToString("server");
        // "2.20 GBytes 9.46 Gbits/sec" over 0.0000-2.0016 sec
        assertThat(run.receiver()).isEqualTo(new Totals(9.46, gib(2.20), null));
        assertThat(run.durationSeconds()).isCloseTo(2.0016, within(1e-9));
        // "1008 MBytes 8.46 Gbits/sec", then "1.22 GBytes 10.4 Gbits/sec"
        assertThat(run.intervals()).extracting(Interval::gbps).containsExactly(8.46, 10.4);
    }
}
