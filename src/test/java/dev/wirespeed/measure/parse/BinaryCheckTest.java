package dev.wirespeed.measure.parse;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The binary check clears printable text a chunk at a time and reads a chunk character by character
 * only when it may hold something the check counts: it must send every such chunk, wherever in the
 * chunk the character is, and the messages stay the exact ones of the one-by-one reading.
 */
class BinaryCheckTest {

    /** What the exact reading looks at: a control character other than tab, line feed and carriage return, or U+FFFD and up. */
    private static boolean looksAt(char c) {
        return (c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c >= 0xFFFD;
    }

    @Test
    void everyCharacterTheExactReadingLooksAt_sendsItsChunkThere_atEveryPlaceInTheChunk() {
        // 7 characters: one turn of the four-at-a-time loop and three of the one-by-one tail
        for (int c = 0; c <= 0xFFFF; c++) {
            for (int at = 0; at < 7; at++) {
                char[] chunk = "{\"a\":1}".toCharArray();
                chunk[at] = (char) c;
                assertThat(Input.mayHoldUnreadable(chunk, 0, chunk.length))
                        .as("U+%04X at %d", c, at)
                        .isEqualTo(looksAt((char) c));
            }
        }
    }

    @Test
    void prettyPrintedJsonOfTabsAndLineBreaks_isClearedWithoutTheExactReading() {
        char[] text = "{\n\t\"end\":\t{\r\n\t\t\"sum\":\t9.41\n\t}\n}\n".toCharArray();
        assertThat(Input.mayHoldUnreadable(text, 0, text.length)).isFalse();
    }

    @Test
    void aNulFarPastTheFirstChunk_isNamedAtItsOwnOffsetAndLine() {
        // 3 chunks of printable lines, then a NUL: 40 lines of 19 characters and a line feed each = offset 800, line 41
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            b.append("Connecting to hosts\n");
        }
        assertThat(b.length()).isEqualTo(800).isGreaterThan(3 * Input.CHUNK);
        b.append("x\0y");
        assertThatThrownBy(() -> Parsers.parse(b.toString()))
                .isInstanceOf(ParseException.class)
                .hasMessage("binary data, not text: a NUL byte at offset 801 (line 41)");
    }
}
