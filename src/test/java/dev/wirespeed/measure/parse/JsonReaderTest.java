package dev.wirespeed.measure.parse;

import dev.wirespeed.measure.parse.LenientJson.Num;
import dev.wirespeed.measure.parse.LenientJson.Obj;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The reader's leniency, one token at a time (these are reader inputs, not tool outputs). */
class JsonReaderTest {

    private static Obj read(String json) {
        return LenientJson.object(json, 0).root();
    }

    @Test
    void nanAndInfinityTokens_readAsDoubles_andCountAsAbsent() {
        Obj o = read("{\"a\": -nan, \"b\": nan, \"c\": inf, \"d\": -inf, \"e\": NaN}");

        assertThat(((Num) o.get("a")).value()).isNaN();
        assertThat(((Num) o.get("c")).value()).isInfinite();
        assertThat(((Num) o.get("d")).value()).isEqualTo(Double.NEGATIVE_INFINITY);
        assertThat(o.dbl("a")).isNull();
        assertThat(o.dbl("c")).isNull();
    }

    @Test
    void unsignedMinusOne_readsAsMinusOne_andIsNoCount() {
        Obj o = read("{\"snd_cwnd\": 18446744073709551615}");

        assertThat(((Num) o.get("snd_cwnd")).value()).isEqualTo(-1);
        assertThat(o.count("snd_cwnd")).isNull();
    }

    @Test
    void duplicateKeys_areAllKept() {
        Obj o = read("{\"sum_sent\": {\"sender\": true}, \"sum_sent\": {\"sender\": false}}");

        assertThat(o.all("sum_sent")).hasSize(2);
        assertThat(o.obj("sum_sent").flag("sender")).isTrue();
    }

    @Test
    void exponentWithASpace_asIperf3_1_2WroteIt() {
        assertThat(read("{\"bits_per_second\":5.924e 06}").dbl("bits_per_second"))
                .isEqualTo(5.924e6);
    }

    @Test
    void missingAndExtraKeys_doNotMatter() {
        Obj o = read("{\"new_in_3_99\": [1, {\"x\": null}], \"bytes\": 10}");

        assertThat(o.count("bytes")).isEqualTo(10L);
        assertThat(o.count("retransmits")).isNull();
    }

    @Test
    void deepNesting_isRefused() {
        String deep = "{\"a\":".repeat(100) + "1" + "}".repeat(100);

        assertThatThrownBy(() -> read(deep)).isInstanceOf(ParseException.class).hasMessageContaining("deeper than 64");
    }

    @Test
    void byteOffsets_countUtf8Bytes() {
        // "é" is two bytes in UTF-8: the document below is 10 characters but 11 bytes
        assertThatThrownBy(() -> read("{\"k\":\"é\","))
                .isInstanceOf(ParseException.class)
                .hasMessageStartingWith("the JSON document ends at offset 10 inside the top-level object");
    }
}
