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
    void plainDecimalsOfSixteenToEighteenDigits_asIperf3WritesRatesAndTimes_readAsDoubleParseDoubleReadsThem() {
        List<String> tokens = new ArrayList<>(List.of(
                // from iperf3 3.12's -J output (the bench document)
                "10967699649.978184",
                "1.0000369548797607",
                "0.99987602233886719",
                "12413844549.263491",
                // 2^53 and its neighbours, the first integers Clinger's path cannot take
                "9007199254740992",
                "9007199254740993",
                "9007199254740994",
                "999999999999999999",
                "100000000000000000",
                "0.000000000012345678",
                // a halfway point between two doubles: 2^53 + 1 is exactly between 2^53 and 2^53 + 2
                "9007199254740993.0"));
        tokens.addAll(randomTokens(new Random(20261204), 18, 300_000));
        // every one of them has at most 18 digits: the readings give up only near halfway points at 10^-1 to 10^-4
        assertThat(assertReadAsTheJdkReads(tokens)).isGreaterThan(tokens.size() - tokens.size() / 100);
        assertThat(fast("10967699649.978184")).isEqualTo(10967699649.978184);
    }

    @Test
    void theLongReading_isRightWheneverItAnswers_andGivesUpOnlyWhereHalfwayPointsCanBe() {
        // mantissas of 16 to 18 digits at every scale the table holds
        Random random = new Random(20261205);
        for (int q = LenientJson.FivePowers.MIN_Q; q <= 0; q++) {
            int gaveUp = 0;
            for (int i = 0; i < 20_000; i++) {
                long m = 1_000_000_000_000_000L + Math.floorMod(random.nextLong(), 999_000_000_000_000_000L);
                double fast = LenientJson.eiselLemire(m, q);
                if (Double.isNaN(fast)) {
                    gaveUp++;
                    continue;
                }
                double expected = Double.parseDouble(m + "E" + q);
                assertThat(Double.doubleToRawLongBits(fast))
                        .as(m + "E" + q)
                        .isEqualTo(Double.doubleToRawLongBits(expected));
            }
            // a value exactly halfway between two doubles needs 5^-q to divide a mantissa below 2^64 with 54 bits
            // to spare: 5^-q <= 2^10, q >= -4; at other scales a product lies that near one about once in 2^48
            if (q < -4 || q == 0) {
                assertThat(gaveUp).as("gave up at 10^%d", q).isZero();
            } else {
                assertThat(gaveUp).as("gave up at 10^%d", q).isLessThan(20_000 / 10);
            }
        }
    }

    /** Each token the fast readings answer is answered as Double.parseDouble reads it; how many they answered. */
    private static int assertReadAsTheJdkReads(List<String> tokens) {
        int answered = 0;
        for (String t : tokens) {
            double expected = Double.parseDouble(t);
            double fast = fast(t);
            if (Double.isNaN(fast)) {
                continue; // left to Double.parseDouble: the reader's own result is then the JDK's
            }
            answered++;
            assertThat(Double.doubleToRawLongBits(fast)).as(t).isEqualTo(Double.doubleToRawLongBits(expected));
        }
        return answered;
    }

    /** {@code n} decimals of 1 to {@code maxDigits} digits, a sign on half, the point anywhere or nowhere. */
    private static List<String> randomTokens(Random random, int maxDigits, int n) {
        List<String> tokens = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int digits = 1 + random.nextInt(maxDigits);
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
        return tokens;
    }

    @Test
    void everyPlainDecimalOfUpToFifteenDigits_isAnswered_asDoubleParseDoubleReadsIt() {
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
        tokens.addAll(randomTokens(new Random(20261203), 15, 200_000));
        for (String t : tokens) {
            double expected = Double.parseDouble(t);
            assertThat(Double.doubleToRawLongBits(fast(t))).as(t).isEqualTo(Double.doubleToRawLongBits(expected));
        }
    }

    @Test
    void anythingElse_isLeftToDoubleParseDouble() {
        // more digits than the fast readings take (19), exponents, a lone sign or point, words, iperf 3.1.2's "5.924e
        // 06"
        for (String t : List.of(
                "1234567890123456789",
                "0.000000000000000001",
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
