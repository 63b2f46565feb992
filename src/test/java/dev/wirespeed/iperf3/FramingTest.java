package dev.wirespeed.iperf3;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class FramingTest {

    private static InputStream bytes(int... b) {
        byte[] a = new byte[b.length];
        for (int i = 0; i < b.length; i++) {
            a[i] = (byte) b[i];
        }
        return new ByteArrayInputStream(a);
    }

    @Test
    void blob_isPrefixedWithItsLengthBigEndian() {
        byte[] framed = Framing.frame("{\"a\":1}".getBytes(StandardCharsets.UTF_8));

        // 7 bytes of JSON -> 00 00 00 07, then the text, no terminator
        assertThat(framed).hasSize(11);
        assertThat(framed).startsWith(0, 0, 0, 7);
        assertThat(new String(framed, 4, 7, StandardCharsets.UTF_8)).isEqualTo("{\"a\":1}");
    }

    @Test
    void readBlob_readsExactlyTheAnnouncedBytes() throws Exception {
        InputStream in = bytes(0, 0, 0, 2, '{', '}', 0x10);

        assertThat(new String(Framing.readBlob(in, 100), StandardCharsets.UTF_8))
                .isEqualTo("{}");
        assertThat(in.read()).isEqualTo(0x10); // the next state byte is left unread
    }

    @Test
    void readBlob_refusesAHugeLengthWithoutReadingTheBody() {
        // 0xFFFFFFFF = 4294967295 bytes announced: unsigned, far above the cap
        assertThatThrownBy(() -> Framing.readBlob(bytes(0xff, 0xff, 0xff, 0xff), 64 * 1024))
                .isInstanceOf(Framing.BadLengthException.class)
                .hasMessageContaining("4294967295");
    }

    @Test
    void readBlob_refusesLengthZeroAndOneAboveTheCap() {
        assertThatThrownBy(() -> Framing.readBlob(bytes(0, 0, 0, 0), 10))
                .isInstanceOf(Framing.BadLengthException.class);
        assertThatThrownBy(() -> Framing.readBlob(bytes(0, 0, 0, 11), 10))
                .isInstanceOf(Framing.BadLengthException.class);
    }

    @Test
    void readBlob_shortBodyIsEof() {
        assertThatThrownBy(() -> Framing.readBlob(bytes(0, 0, 0, 5, '{', '}'), 10))
                .isInstanceOf(EOFException.class);
    }

    @Test
    void serverError_isMinusTwoThenTwoBigEndianWords() {
        // i_errno 37 = 0x25, errno 0
        assertThat(Framing.serverError(37, 0)).containsExactly(0xfe, 0, 0, 0, 0x25, 0, 0, 0, 0);
        assertThat(Framing.serverError(160, 104)).containsExactly(0xfe, 0, 0, 0, 0xa0, 0, 0, 0, 0x68);
    }
}
