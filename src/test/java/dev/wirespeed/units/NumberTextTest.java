package dev.wirespeed.units;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The figures in the arithmetic a ceiling shows: rounded half up, in the same digits in every language. */
class NumberTextTest {

    @Test
    void fixedDecimals_roundHalfUp_andKeepTheFractionsLeadingZeros() {
        // 9.4148 * 100 = 941.48, rounded 941: "9.41"
        assertThat(NumberText.fixed(9.4148, 2)).isEqualTo("9.41");
        // 0.05 * 100 = 5: one leading zero in the two decimals
        assertThat(NumberText.fixed(0.05, 2)).isEqualTo("0.05");
        // 1.007 * 1000 = 1007: two leading zeros in the three decimals
        assertThat(NumberText.fixed(1.007, 3)).isEqualTo("1.007");
        assertThat(NumberText.fixed(3.0, 3)).isEqualTo("3.000");
        // 2.5 rounds half up to 3 with no decimals; 0.4 to 0
        assertThat(NumberText.fixed(2.5, 0)).isEqualTo("3");
        assertThat(NumberText.fixed(0.4, 0)).isEqualTo("0");
        // 12.35 * 10 = 123.5, half up: 124
        assertThat(NumberText.fixed(12.35, 1)).isEqualTo("12.4");
    }

    @Test
    void aNegativeFigure_keepsItsSign_unlessItRoundsToZero() {
        assertThat(NumberText.fixed(-1.25, 1)).isEqualTo("-1.3");
        // -0.004 * 100 = -0.4, rounded 0: no "-0.00"
        assertThat(NumberText.fixed(-0.004, 2)).isEqualTo("0.00");
        assertThat(NumberText.trim(-0.0004, 3)).isEqualTo("0");
    }

    @Test
    void trimmedDecimals_dropTrailingZeros_andAPointLeftAlone() {
        assertThat(NumberText.trim(10.0, 3)).isEqualTo("10");
        assertThat(NumberText.trim(2.5, 3)).isEqualTo("2.5");
        // 9.4148 * 1000 = 9414.8, rounded 9415: "9.415"
        assertThat(NumberText.trim(9.4148, 3)).isEqualTo("9.415");
        // 0.1004 * 1000 = 100.4, rounded 100: "0.100", trimmed "0.1"
        assertThat(NumberText.trim(0.1004, 3)).isEqualTo("0.1");
        assertThat(NumberText.trim(120.0, 0)).isEqualTo("120");
    }

    @Test
    void notANumber_andInfinity_areWrittenAsJavaWritesThem() {
        assertThat(NumberText.fixed(Double.NaN, 2)).isEqualTo("NaN");
        assertThat(NumberText.trim(Double.POSITIVE_INFINITY, 3)).isEqualTo("Infinity");
        assertThat(NumberText.fixed(Double.NEGATIVE_INFINITY, 1)).isEqualTo("-Infinity");
    }
}
