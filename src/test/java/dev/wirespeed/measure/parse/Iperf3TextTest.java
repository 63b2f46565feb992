package dev.wirespeed.measure.parse;

import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.wirespeed.measure.parse.Fixtures.gib;
import static dev.wirespeed.measure.parse.Fixtures.kib;
import static dev.wirespeed.measure.parse.Fixtures.mib;
import static dev.wirespeed.measure.parse.Fixtures.only;
import static dev.wirespeed.measure.parse.Fixtures.throughput;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class Iperf3TextTest {

    @Test
    void seed001Client_onPcie2x1Slot_reads3_01GbitWith4691Retransmits() {
        ThroughputRun run = only("iperf3-text/seed001-client-pcie-x1.txt");

        assertThat(run.format()).isEqualTo("iperf3-text");
        assertThat(run.tool()).hasToString("iperf3");
        assertThat(run.side()).hasToString("client");
        assertThat(run.direction()).isEqualTo("normal");
        assertThat(run.protocol()).isEqualTo("tcp");
        assertThat(run.streams()).isEqualTo(1);
        assertThat(run.durationSeconds()).isCloseTo(10.0, within(1e-9));
        // "3.01 Gbits/sec": decimal, 3.01 x 10^9 bit/s
        assertThat(run.gbps()).isCloseTo(3.01, within(1e-9));
        // "3.50 GBytes": binary, 3.50 x 2^30 = 3,758,096,384 bytes
        assertThat(run.sender()).isEqualTo(new Totals(3.01, gib(3.50), 4691L));
        assertThat(run.sender().bytes()).isEqualTo(3_758_096_384L);
        assertThat(run.receiver()).isEqualTo(new Totals(3.01, gib(3.50), null));
        assertThat(run.intervals()).hasSize(10);
        // "368 MBytes  3.08 Gbits/sec  462    288 KBytes": cwnd 288 x 1024 = 294,912 bytes
        assertThat(run.intervals().get(0)).isEqualTo(new Interval(0.0, 1.0, 3.08, 462L, 294_912L));
        assertThat(run.intervals().get(9)).isEqualTo(new Interval(9.0, 10.0, 3.02, 484L, kib(440)));
        assertThat(run.raw())
                .as("from the first line iperf3 printed to \"iperf Done.\"")
                .startsWith("Connecting to host 192.168.2.43")
                .endsWith("iperf Done.");
    }

    @Test
    void seed001Client_afterForcingX4_reads9_32() {
        ThroughputRun run = only("iperf3-text/seed001-client-after-bios-x4.txt");

        assertThat(run.gbps()).isCloseTo(9.32, within(1e-9));
        // sender 10.9 GBytes, receiver 10.8 GBytes (x 2^30), 15 retransmits
        assertThat(run.sender()).isEqualTo(new Totals(9.32, gib(10.9), 15L));
        assertThat(run.receiver()).isEqualTo(new Totals(9.32, gib(10.8), null));
        // "3.00 MBytes" cwnd = 3 x 2^20
        assertThat(run.intervals().get(0).cwndBytes()).isEqualTo(mib(3.00));
    }

    @Test
    void seed001Server_seesOnlyTheReceiverSide() {
        ThroughputRun run = only("iperf3-text/seed001-server.txt");

        assertThat(run.side()).hasToString("server");
        assertThat(run.direction()).isEqualTo("normal");
        assertThat(run.sender()).isNull();
        assertThat(run.receiver()).isEqualTo(new Totals(3.01, gib(3.50), null));
        assertThat(run.gbps()).isCloseTo(3.01, within(1e-9));
        // ten 1 s intervals plus iperf3's closing "10.00-10.00 sec 387 KBytes 3.03 Gbits/sec"
        assertThat(run.intervals()).hasSize(11);
        assertThat(run.intervals().get(10)).isEqualTo(new Interval(10.0, 10.0, 3.03, null, null));
        assertThat(run.raw())
                .startsWith("Accepted connection from 192.168.2.41")
                .endsWith("receiver");
    }

    @Test
    void seed002Server_withNoBreakSpacesFromTheWebPage_reads9_37() {
        ThroughputRun run = only("iperf3-text/seed002-server.txt");

        assertThat(run.side()).hasToString("server");
        // 10.9 GBytes = 10.9 x 2^30 = 11,703,785,881.6 -> 11,703,785,882 bytes
        assertThat(run.receiver()).isEqualTo(new Totals(9.37, 11_703_785_882L, null));
        assertThat(run.durationSeconds()).isCloseTo(10.04, within(1e-9));
        assertThat(run.raw())
                .isEqualTo(Fixtures.text("iperf3-text/seed002-server.txt").stripTrailing());
    }

    @Test
    void seed003_collapsedSpacing_readsSingleStream5_11AndReverse9_89() {
        ThroughputRun upload = only("iperf3-text/seed003-client-collapsed-spacing.txt");
        ThroughputRun reverse = only("iperf3-text/seed003-client-reverse-collapsed-spacing.txt");

        assertThat(upload.direction()).isEqualTo("normal");
        // 5.95 GBytes = 5.95 x 2^30 = 6,388,763,852.8 -> 6,388,763,853 bytes
        assertThat(upload.sender()).isEqualTo(new Totals(5.11, 6_388_763_853L, null));
        assertThat(upload.receiver()).isEqualTo(new Totals(5.11, 6_388_763_853L, null));
        assertThat(upload.intervals()).first().isEqualTo(new Interval(0.0, 1.0, 5.76, null, null));

        assertThat(reverse.side()).hasToString("client");
        assertThat(reverse.direction()).isEqualTo("reverse");
        assertThat(reverse.gbps()).isCloseTo(9.89, within(1e-9));
        assertThat(reverse.sender()).isEqualTo(new Totals(9.90, gib(11.5), 0L));
    }

    @Test
    void seed000_fourRunsBetweenProse_includingTheZeroBitFault() {
        List<ThroughputRun> runs = throughput("iperf3-text/seed000-10gbe-before-and-after-driver.txt");

        assertThat(runs).extracting(ThroughputRun::gbps).containsExactly(9.34, 0.0, 9.49, 9.41);
        ThroughputRun fault = runs.get(1);
        // "256 KBytes 210 Kbits/sec 5 sender": 210 x 10^3 bit/s = 0.00021 Gbit/s, 256 x 1024 bytes
        assertThat(fault.sender()).isEqualTo(new Totals(0.00021, kib(256), 5L));
        assertThat(fault.receiver()).isEqualTo(new Totals(0.0, 0L, null));
        // "1.41 KBytes" cwnd = 1.41 x 1024 = 1443.8 -> 1444 bytes
        assertThat(fault.intervals().get(0)).isEqualTo(new Interval(0.0, 1.0, 0.00209, 2L, 1444L));
        assertThat(runs.get(0).side())
                .as("no connect line: the text does not say")
                .isNull();
        assertThat(runs.get(0).raw()).startsWith("[ ID] Interval").endsWith("receiver");
        assertThat(runs.get(3).sender()).isEqualTo(new Totals(9.42, gib(11.0), 0L));
    }

    @Test
    void seed000_1gbe_readsBothDirections() {
        List<ThroughputRun> runs = throughput("iperf3-text/seed000-1gbe-both-ways.txt");

        // "953 Mbits/sec" = 0.953 Gbit/s
        assertThat(runs).extracting(ThroughputRun::gbps).containsExactly(0.949, 0.941);
        assertThat(runs.get(0).sender().gbps()).isCloseTo(0.953, within(1e-12));
        assertThat(runs.get(1).sender().retransmits()).isZero();
    }

    @Test
    void parallelFourStreams_usesTheSumLines() {
        ThroughputRun run = only("iperf3-text/local-3.12-client-p4.txt");

        assertThat(run.streams()).isEqualTo(4);
        assertThat(run.sender()).isEqualTo(new Totals(11.7, gib(2.72), 0L));
        assertThat(run.receiver()).isEqualTo(new Totals(11.7, gib(2.72), null));
        assertThat(run.intervals()).extracting(Interval::gbps).containsExactly(11.5, 11.9);
        assertThat(run.intervals()).extracting(Interval::cwndBytes).containsOnlyNulls();
    }

    @Test
    void aVerboseClient_carriesTheVersionIperf3PrintedFirst() {
        ThroughputRun run = only("iperf3-text/local-3.12-client-p4-verbose.txt");

        // line 1 reads "iperf 3.12"; -P 4: the [SUM] receiver line reads 27.2 Gbits/sec
        assertThat(run.toolVersion()).isEqualTo("3.12");
        assertThat(run.streams()).isEqualTo(4);
        assertThat(run.gbps()).isCloseTo(27.2, within(1e-9));
    }

    @Test
    void aVerboseServer_carriesTheVersion_printedBeforeServerListening() {
        assertThat(only("iperf3-text/local-3.12-server-p4-verbose.txt").toolVersion())
                .isEqualTo("3.12");
    }

    @Test
    void withoutMinusV_iperf3TextAndIperf2Text_carryNoVersion() {
        assertThat(only("iperf3-text/local-3.12-client-p4.txt").toolVersion()).isNull();
        assertThat(throughput("iperf2-text/seed004-client-tcp-two-runs.txt"))
                .allSatisfy(r -> assertThat(r.toolVersion()).isNull());
    }

    @Test
    void aVersionLine_belongsToTheRunAfterIt_notToTheNextRunPasted() {
        String verbose = Fixtures.text("iperf3-text/local-3.12-client-p4-verbose.txt");
        String plain = Fixtures.text("iperf3-text/local-3.12-client-tcp.txt");
        List<ThroughputRun> runs = Parsers.parse(plain + "\n" + verbose + "\n" + plain).runs().stream()
                .map(ThroughputRun.class::cast)
                .toList();

        assertThat(runs).extracting(ThroughputRun::toolVersion).containsExactly(null, "3.12", null);
    }

    @Test
    void bidir_becomesOneRunPerLeg() {
        List<ThroughputRun> legs = throughput("iperf3-text/local-3.12-client-bidir.txt");

        assertThat(legs).hasSize(2).allSatisfy(l -> assertThat(l.direction()).isEqualTo("bidir"));
        assertThat(legs.get(0).notes()).contains("bidir leg: client to server (TX-C)");
        assertThat(legs.get(0).sender()).isEqualTo(new Totals(17.7, gib(4.11), 4L));
        assertThat(legs.get(0).gbps()).isCloseTo(17.6, within(1e-9));
        assertThat(legs.get(1).notes()).contains("bidir leg: server to client (RX-C)");
        assertThat(legs.get(1).receiver()).isEqualTo(new Totals(5.00, gib(1.16), null));
        assertThat(legs.get(1).raw()).isEqualTo(legs.get(0).raw());
    }

    @Test
    void reverseClient_readsTheServerAsSender() {
        ThroughputRun run = only("iperf3-text/local-3.12-client-reverse.txt");

        assertThat(run.direction()).isEqualTo("reverse");
        assertThat(run.sender()).isEqualTo(new Totals(15.9, gib(3.70), 15L));
        assertThat(run.intervals()).extracting(Interval::retransmits).containsOnlyNulls();
    }

    @Test
    void udpClient_readsJitterAndLossFromTheReceiverLine() {
        ThroughputRun run = only("iperf3-text/local-3.12-client-udp.txt");

        assertThat(run.protocol()).isEqualTo("udp");
        // "100 Mbits/sec" = 0.1 Gbit/s; "23.8 MBytes" = 23.8 x 2^20 bytes
        assertThat(run.receiver()).isEqualTo(new Totals(0.1, mib(23.8), null));
        assertThat(run.udp()).isEqualTo(new Udp(0.008, 0L, 763L, 0.0));
        assertThat(run.intervals())
                .extracting(Interval::retransmits)
                .as("382 is datagrams, not Retr")
                .containsOnlyNulls();
    }

    @Test
    void serverLog_withFourteenTests_givesSixteenRuns() {
        ParseResult result = Fixtures.parse("iperf3-text/local-3.12-server-fourteen-tests.txt");
        List<ThroughputRun> runs =
                result.runs().stream().map(ThroughputRun.class::cast).toList();

        // 14 tests, two of them --bidir with two legs each
        assertThat(runs).hasSize(16).allSatisfy(r -> assertThat(r.side()).hasToString("server"));
        assertThat(runs.get(0).receiver()).isEqualTo(new Totals(23.8, gib(5.55), null));
        assertThat(runs.get(1).direction()).isEqualTo("reverse");
        assertThat(runs.get(1).sender()).isEqualTo(new Totals(15.9, gib(3.70), 15L));
        assertThat(runs.get(2).streams()).isEqualTo(4);
        assertThat(runs.get(5).udp()).isEqualTo(new Udp(0.008, 0L, 763L, 0.0));
        ThroughputRun killed = runs.get(13);
        assertThat(killed.notes()).contains("iperf3: the client has unexpectedly closed the connection");
        assertThat(killed.gbps()).isCloseTo(25.0, within(1e-9));
        assertThat(runs.get(15).notes()).contains("iperf3: the client has terminated");
        assertThat(result.warnings()).hasSize(2).allSatisfy(w -> assertThat(w).contains("no end-of-run summary"));
    }

    @Test
    void oldBandwidthHeader_iperf3_1_3_readsSenderAndReceiver() {
        ThroughputRun run = only("iperf3-text/esnet-iperf-480-3.1.3-bandwidth-summary.txt");

        // "3.39 Mbits/sec" sender, "1.91 Mbits/sec" receiver: 10^6 bit/s units
        assertThat(run.sender()).isEqualTo(new Totals(0.00339, mib(4.04), 0L));
        assertThat(run.receiver()).isEqualTo(new Totals(0.00191, mib(2.28), null));
        assertThat(run.gbps()).isCloseTo(0.00191, within(1e-12));
    }

    @Test
    void oldBandwidthHeader_withRetransmits() {
        ThroughputRun run = only("iperf3-text/esnet-iperf-394-bandwidth-summary.txt");

        assertThat(run.sender()).isEqualTo(new Totals(9.30, gib(10.8), 1245L));
        assertThat(run.gbps()).isCloseTo(9.30, within(1e-9));
    }

    @Test
    void intervalsWithoutSummary_fallBackToTheMeanAndWarn() {
        ParseResult result = Fixtures.parse("iperf3-text/esnet-iperf-249-bandwidth-retr-cwnd-intervals.txt");
        ThroughputRun run = (ThroughputRun) result.runs().get(0);

        // (29.0 + 28.2 + 29.0 + 29.0) / 4 = 28.8 Mbit/s
        assertThat(run.gbps()).isCloseTo(0.0288, within(1e-12));
        assertThat(run.intervals().get(0)).isEqualTo(new Interval(0.0, 1.0, 0.029, 0L, kib(512)));
        assertThat(result.warnings()).singleElement().asString().contains("line 1", "mean of 4 intervals");
    }

    @Test
    void windowsServerUdp_withBandwidthHeader_cutBeforeTheSummary() {
        ThroughputRun run = only("iperf3-text/esnet-iperf-772-server-udp-bandwidth-cut.txt");

        assertThat(run.side()).hasToString("server");
        assertThat(run.protocol()).isEqualTo("udp");
        assertThat(run.intervals()).hasSize(6);
        assertThat(run.intervals().get(5)).isEqualTo(new Interval(5.0, 5.19, 0.00678, null, null));
        assertThat(run.notes()).anyMatch(n -> n.contains("no end-of-run summary"));
    }

    @Test
    void iperf3_1b3_udpReverse_withThreeDigitStreamId() {
        ThroughputRun run = only("iperf3-text/esnet-iperf-391-3.1b3-udp-reverse-cut.txt");

        assertThat(run.direction()).isEqualTo("reverse");
        assertThat(run.protocol()).isEqualTo("udp");
        assertThat(run.intervals()).hasSize(12);
        assertThat(run.intervals().get(0).gbps()).isCloseTo(0.133, within(1e-12));
    }

    @Test
    void windowsBuildServerUdp_readsIntervals() {
        ThroughputRun run = only("iperf3-text/esnet-iperf-444-windows-server-udp-bandwidth-cut.txt");

        assertThat(run.side()).hasToString("server");
        // "0.98 Mbits/sec" = 0.00098 Gbit/s
        assertThat(run.intervals().get(0)).isEqualTo(new Interval(0.0, 1.01, 0.00098, null, null));
    }

    @Test
    void clientWithoutHeaderLine_readsSummaryAndCwnd() {
        ThroughputRun run = only("iperf3-text/esnet-iperf-734-client-retr-cwnd.txt");

        assertThat(run.receiver()).isEqualTo(new Totals(0.0876, mib(106), null));
        assertThat(run.durationSeconds()).isCloseTo(10.12, within(1e-9));
        // "42.4 KBytes" = 42.4 x 1024 = 43,417.6 -> 43,418 bytes
        assertThat(run.intervals().get(0).cwndBytes()).isEqualTo(43_418L);
    }
}
