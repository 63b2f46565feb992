package dev.wirespeed.measure.parse;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The JSON reader's fast path for plain decimals gives, bit for bit, the double the JDK's
 * Double.parseDouble reads from the same token, and leaves every other token to it.
 */
class PlainDecimalTest {

    private static double fast(String token) {
        return LenientJson.plainDecimal(token.toCharArray(), 0, token.length());
    }

    @Test
    void everyPlainDecimalOfUpToFifteenDigits_readsAsDoubleParseDoubleReadsIt() {
        Random random = new Random(20261203);
        List<String> tokens = new ArrayList<>(List.of(
                // figures as iperf3 writes them, and the edges of the path
                "0",
                "-0",
                "0.0",
                "-0.000",
                "1.000042",
                "9411906766.6134",
                "1176502272",
                "0.1",
                "0.3",
                "2.675",
                "999999999999999",
                "-999999999999999",
                "0.00000000000001",
                "123456789.012345",
                "007",
                "1.5"));
        for (int i = 0; i < 200_000; i++) {
            int digits = 1 + random.nextInt(15);
            StringBuilder b = new StringBuilder();
            if (random.nextBoolean()) {
                b.append('-');
            }
            int point = random.nextInt(digits + 1); // digits before the point; == digits: none
            for (int d = 0; d < digits; d++) {
                if (d == point && d > 0) {
                    b.append('.');
                }
                b.append((char) ('0' + random.nextInt(10)));
            }
            tokens.add(b.toString());
        }
        for (String t : tokens) {
            double expected = Double.parseDouble(t);
            assertThat(Double.doubleToRawLongBits(fast(t))).as(t).isEqualTo(Double.doubleToRawLongBits(expected));
        }
    }

    @Test
    void anythingElse_isLeftToDoubleParseDouble() {
        // more digits than 2^53 holds, exponents, a lone sign or point, words, iperf 3.1.2's "5.924e 06"
        for (String t : List.of(
                "1234567890123456",
                "0.000000000000001",
                "1e5",
                "1E-3",
                "-",
                ".",
                "12.",
                ".5",
                "+1",
                "nan",
                "inf",
                "0x10",
                "5.924e 06",
                "1.2.3",
                "--1",
                "1-2",
                "")) {
            assertThat(fast(t)).as(t).isNaN();
        }
    }
}
