package dev.wirespeed.iperf3;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PeerResultsTest {

    private static PeerResults parse(String json) throws IOException {
        return PeerResults.parse(json.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void iperf312SentinelsReadAsMinusOne() throws Exception {
        // 3.12 prints -1 as 2^64-1, and sends no omitted_* keys
        PeerResults r = parse("{\"cpu_util_total\":1.5,\"cpu_util_user\":0.5,\"cpu_util_system\":1,"
                + "\"sender_has_retransmits\":18446744073709551615,\"streams\":[{\"id\":1,\"bytes\":2634022912,"
                + "\"retransmits\":18446744073709551615,\"jitter\":0,\"errors\":0,\"packets\":0,\"start_time\":0,"
                + "\"end_time\":1.000083}]}");

        assertThat(r.senderHasRetransmits()).isEqualTo(-1);
        PeerResults.Stream s = r.stream(1).orElseThrow();
        assertThat(s.retransmits()).isEqualTo(-1);
        assertThat(s.bytes()).isEqualTo(2_634_022_912L);
        assertThat(s.omittedPackets()).isZero();
        assertThat(s.seconds()).isEqualTo(1.000083);
    }

    @Test
    void nanIsToleratedAndMissingTimesReadAsZero() throws Exception {
        PeerResults r = parse("{\"cpu_util_total\":NaN,\"cpu_util_user\":0,\"cpu_util_system\":0,"
                + "\"sender_has_retransmits\":0,\"streams\":[{\"id\":3,\"bytes\":1.0E3,\"retransmits\":2,"
                + "\"jitter\":NaN,\"errors\":1,\"omitted_errors\":0,\"packets\":9,\"omitted_packets\":2}]}");

        assertThat(r.cpuTotal()).isZero();
        PeerResults.Stream s = r.stream(3).orElseThrow();
        assertThat(s.bytes()).isEqualTo(1000);
        assertThat(s.jitter()).isZero();
        assertThat(s.omittedPackets()).isEqualTo(2);
        assertThat(s.seconds()).isZero();
    }

    @Test
    void missingRequiredKeyOrHalfOfTheOmittedPairIsRefused() {
        String head = "{\"cpu_util_total\":0,\"cpu_util_user\":0,\"cpu_util_system\":0,\"sender_has_retransmits\":0,";
        assertThatThrownBy(() -> parse(
                        head + "\"streams\":[{\"id\":1,\"retransmits\":0,\"jitter\":0,\"errors\":0,\"packets\":0}]}"))
                .hasMessageContaining("bytes");
        assertThatThrownBy(() ->
                        parse(head + "\"streams\":[{\"id\":1,\"bytes\":1,\"retransmits\":0,\"jitter\":0,\"errors\":0,"
                                + "\"packets\":0,\"omitted_errors\":0}]}"))
                .hasMessageContaining("omitted");
        assertThatThrownBy(() -> parse("{\"cpu_util_total\":0}")).hasMessageContaining("streams");
        assertThatThrownBy(() -> parse("[1,2]")).isInstanceOf(IOException.class);
    }
}
