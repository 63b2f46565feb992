package dev.wirespeed.measure.parse;

import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.wirespeed.measure.parse.Fixtures.only;
import static dev.wirespeed.measure.parse.Fixtures.throughput;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class Iperf3JsonTest {

    @Test
    void client_readsSumSentAndSumReceived() {
        ThroughputRun run = only("iperf3-json/local-3.12-client-tcp.json");

        assertThat(run.format()).isEqualTo("iperf3-json");
        assertThat(run.toolVersion()).isEqualTo("3.12");
        assertThat(run.side()).hasToString("client");
        assertThat(run.direction()).isEqualTo("normal");
        assertThat(run.protocol()).isEqualTo("tcp");
        assertThat(run.streams()).isEqualTo(1);
        // end.sum_received.bits_per_second 22293870388.3073 / 1e9
        assertThat(run.gbps()).isCloseTo(22.2938703883073, within(1e-12));
        assertThat(run.sender()).isEqualTo(new Totals(22302085264.694134 / 1e9, 5_575_802_880L, 11L));
        assertThat(run.receiver()).isEqualTo(new Totals(22293870388.3073 / 1e9, 5_575_802_880L, null));
        assertThat(run.durationSeconds()).isCloseTo(2.000838, within(1e-9));
        assertThat(run.cpu()).isEqualTo(new CpuUse(98.6828366597557, 42.23158822762092));
        assertThat(run.mss()).isEqualTo(32768);
        assertThat(run.mtu()).as("pmtu of the loopback interface").isEqualTo(65535);
        assertThat(run.intervals()).hasSize(2);
        assertThat(run.intervals().get(0).retransmits()).isEqualTo(9L);
        assertThat(run.raw())
                .isEqualTo(
                        Fixtures.text("iperf3-json/local-3.12-client-tcp.json").strip());
    }

    @Test
    void reverse_directionFromTestStart() {
        ThroughputRun run = only("iperf3-json/local-3.12-client-reverse.json");

        assertThat(run.direction()).isEqualTo("reverse");
        assertThat(run.sender()).isEqualTo(new Totals(24193515977.08211 / 1e9, 6_054_215_680L, 4L));
        assertThat(run.gbps()).isCloseTo(24.21128045807359, within(1e-12));
    }

    @Test
    void parallel_streamsFromNumStreams() {
        ThroughputRun run = only("iperf3-json/local-3.12-client-p4.json");

        assertThat(run.streams()).isEqualTo(4);
        assertThat(run.sender().retransmits()).isEqualTo(5L);
        assertThat(run.gbps()).isCloseTo(29.26819884785151, within(1e-12));
        assertThat(run.intervals()).extracting(Interval::cwndBytes).containsOnlyNulls();
    }

    @Test
    void bidir_eachLegToldApartByItsSenderFlag() {
        List<ThroughputRun> legs = throughput("iperf3-json/local-3.12-client-bidir.json");

        assertThat(legs).hasSize(2).allSatisfy(l -> assertThat(l.direction()).isEqualTo("bidir"));
        assertThat(legs.get(0).notes()).contains("bidir leg: client to server");
        assertThat(legs.get(0).sender()).isEqualTo(new Totals(20652529910.111946 / 1e9, 5_164_105_728L, 8L));
        assertThat(legs.get(0).gbps()).isCloseTo(20.635828355301407, within(1e-12));
        assertThat(legs.get(1).notes()).contains("bidir leg: server to client");
        assertThat(legs.get(1).sender()).isEqualTo(new Totals(3417713521.0012913 / 1e9, 854_589_440L, 2L));
        assertThat(legs.get(1).receiver()).isEqualTo(new Totals(3394522794.251337 / 1e9, 849_477_632L, null));
    }

    @Test
    void udp_readsJitterAndLossFromEndSum() {
        ThroughputRun run = only("iperf3-json/local-3.12-client-udp.json");

        assertThat(run.protocol()).isEqualTo("udp");
        assertThat(run.udp()).isEqualTo(new Udp(0.00915256054508979, 0L, 763L, 0.0));
        assertThat(run.gbps()).isCloseTo(99997286.28901023 / 1e9, within(1e-15));
        assertThat(run.mss()).as("no tcp_mss_default in a UDP run").isNull();
    }

    @Test
    void serverOutput_neverTakesTheZeroedSenderAsMeasured() {
        ThroughputRun run = only("iperf3-json/local-3.12-server-tcp.json");

        assertThat(run.side()).hasToString("server");
        assertThat(run.direction()).isEqualTo("normal");
        assertThat(run.sender())
                .as("sum_sent is 0 bytes / 0 bit/s on the server")
                .isNull();
        assertThat(run.receiver()).isEqualTo(new Totals(23493403935.875435 / 1e9, 5_874_581_451L, null));
        assertThat(run.notes()).anyMatch(n -> n.startsWith("the sender's figures are zeroed"));
        assertThat(run.cpu()).as("remote_total 0 is not a measurement").isEqualTo(new CpuUse(44.9197147211923, null));
        assertThat(run.mss()).as("tcp_mss_default 0").isNull();
    }

    @Test
    void serverOutput_reverse_keepsTheSenderAndDropsTheZeroedReceiver() {
        ThroughputRun run = only("iperf3-json/local-3.12-server-reverse.json");

        assertThat(run.direction()).isEqualTo("reverse");
        assertThat(run.receiver()).isNull();
        assertThat(run.sender()).isEqualTo(new Totals(22262470721.564034 / 1e9, 5_566_627_840L, 0L));
        assertThat(run.gbps()).as("the only figure printed").isCloseTo(22.262470721564034, within(1e-12));
    }

    @Test
    void serverOutput_bidir_andParallel_andUdp() {
        List<ThroughputRun> bidir = throughput("iperf3-json/local-3.12-server-bidir.json");
        assertThat(bidir)
                .extracting(ThroughputRun::gbps)
                .containsExactly(12518081514.681858 / 1e9, 10980250364.528168 / 1e9);
        assertThat(bidir.get(0).notes()).contains("bidir leg: server to client");

        ThroughputRun p4 = only("iperf3-json/local-3.12-server-p4.json");
        assertThat(p4.streams()).isEqualTo(4);
        assertThat(p4.sender()).isNull();

        ThroughputRun udp = only("iperf3-json/local-3.12-server-udp.json");
        assertThat(udp.udp()).isEqualTo(new Udp(0.006697412312650563, 0L, 763L, 0.0));
        assertThat(udp.receiver().bytes()).isEqualTo(25_001_984L);
    }

    @Test
    void interruptedClient_keepsWhatWasMeasuredAndSaysSo() {
        ParseResult result = Fixtures.parse("iperf3-json/local-3.12-client-sigint.json");
        ThroughputRun run = (ThroughputRun) result.runs().get(0);

        assertThat(run.sender()).isEqualTo(new Totals(25743673237.594864 / 1e9, 4_823_318_528L, 6L));
        assertThat(run.receiver()).isNull();
        assertThat(run.notes()).contains("iperf3 reported: interrupt - the client has terminated");
        assertThat(result.warnings()).contains("iperf3 reported an error: interrupt - the client has terminated");
    }

    @Test
    void severalDocumentsPastedOneAfterAnother_giveSeveralRuns() {
        String tcp = Fixtures.text("iperf3-json/local-3.12-client-tcp.json");
        String udp = Fixtures.text("iperf3-json/local-3.12-client-udp.json");

        List<ParsedRun> runs = Parsers.parse(tcp + udp).runs();

        assertThat(runs).hasSize(2);
        assertThat(runs.get(0).raw()).isEqualTo(tcp.strip());
        assertThat(runs.get(1).raw()).isEqualTo(udp.strip());
        assertThat(((ThroughputRun) runs.get(1)).protocol()).isEqualTo("udp");
    }

    @Test
    void udpFragmentWithMinusNan_isReadUntilItIsCut() {
        // the paste holds "lost_percent": -nan and 6.11273e+08, then stops inside "sum"
        assertThatThrownBy(() -> Fixtures.parse("iperf3-json/esnet-iperf-613-udp-nan-fragment-cut.json"))
                .isInstanceOf(ParseException.class)
                .hasMessage("the JSON document ends at offset 1201 inside sum: the run was interrupted or the"
                        + " output was cut short");
    }

    @Test
    void documentCutAt1500Bytes_failsWithTheOffsetAndPath() {
        assertThatThrownBy(() -> Fixtures.parse("invalid/local-3.12-client-tcp-first-1500-bytes.json"))
                .isInstanceOf(ParseException.class)
                .hasMessageStartingWith("the JSON document ends at offset 1500 inside intervals[1].streams[0]")
                .hasMessageContaining("interrupted");
    }

    @Test
    void jsonStreamCutMidLine_failsWithTheOffsetAndPath() {
        assertThatThrownBy(() -> Fixtures.parse("iperf3-json-stream/esnet-iperf-pr1098-3.9plus-cut.jsonl"))
                .isInstanceOf(ParseException.class)
                .hasMessageStartingWith("the JSON document ends at offset 838 inside data.sum");
    }
}
