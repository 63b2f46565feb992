package dev.wirespeed.iperf3;

import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class UdpHeaderTest {

    private static byte[] head(ByteBuffer b, int n) {
        byte[] out = new byte[n];
        b.get(0, out);
        return out;
    }

    @Test
    void thirtyTwoBitLayout_secondsMicrosSequence_bigEndian() {
        ByteBuffer b = ByteBuffer.allocate(32);
        // 375.000123456 s -> 375 s (0x177) and 123 us (0x7b); sequence 0x01020304
        UdpHeader.write(b, 375_000_123_456L, 0x01020304L, false);

        assertThat(head(b, 12)).containsExactly(0, 0, 0x01, 0x77, 0, 0, 0, 0x7b, 1, 2, 3, 4);
        assertThat(UdpHeader.size(false)).isEqualTo(12);
        assertThat(UdpHeader.seq(b, false)).isEqualTo(0x01020304L);
        assertThat(UdpHeader.sentSeconds(b)).isCloseTo(375.000123, within(1e-9));
    }

    @Test
    void sixtyFourBitLayout_sequenceTakesEightBytes() {
        ByteBuffer b = ByteBuffer.allocate(32);
        UdpHeader.write(b, 1_000_000_000L, 0x1_0000_0002L, true);

        // sec 1, usec 0, then 00 00 00 01 00 00 00 02
        assertThat(head(b, 16)).containsExactly(0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 2);
        assertThat(UdpHeader.size(true)).isEqualTo(16);
        assertThat(UdpHeader.seq(b, true)).isEqualTo(0x1_0000_0002L);
    }

    @Test
    void thirtyTwoBitSequenceIsUnsigned() {
        ByteBuffer b = ByteBuffer.allocate(16);
        UdpHeader.write(b, 0, 0xFFFF_FFFEL, false);

        assertThat(UdpHeader.seq(b, false)).isEqualTo(4_294_967_294L);
    }
}
