package dev.wirespeed.solver;

import dev.wirespeed.solver.model.Ceiling;
import dev.wirespeed.solver.model.Confidence;
import dev.wirespeed.solver.model.Prediction;
import dev.wirespeed.solver.model.Side;
import dev.wirespeed.solver.model.Stage;
import dev.wirespeed.solver.model.StageClass;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The words and numbers of a prediction's range, as the page, the CLI and the exports print them. */
class RangeTextTest {

    private static final Prediction.CalibrationEffect NONE = new Prediction.CalibrationEffect(false, 0, 0, List.of());

    /** A prediction bound by one stage, with the range given. */
    private static Prediction bound(Stage stage, double gbps, double low, double high) {
        Ceiling c = new Ceiling(stage, Side.PATH, gbps, "fixture", null);
        Prediction.Range r = new Prediction.Range(low, high, 0.8);
        return new Prediction(gbps, c, List.of(c), List.of(), NONE, r, Confidence.of(r));
    }

    @Test
    void aNarrowWireBoundRange_readsAsTheFigureAndTwoSignificantDigitsOfEachBound() {
        // 10 x 1448 / 1538 = 9.4148; a band of -1.2% / +0.9%: 9.4148 x 0.988 = 9.302, 9.4148 x 1.009 = 9.4995.
        // 9.4995 / 9.302 = 1.02, within the 1.15 of high confidence: no confidence words.
        Prediction p = bound(Stage.ETHERNET, 9.4148, 9.4148 * 0.988, 9.4148 * 1.009);
        assertThat(p.confidence()).isEqualTo(Confidence.HIGH);
        assertThat(RangeText.of(p)).isEqualTo("9.41 Gbit/s, 9.3-9.5");
    }

    @Test
    void aWideCpuBoundRange_namesItsLowConfidenceAndTheClassOfItsBottleneck() {
        // 2.2 Gbit/s with a band of x0.727 / x1.364: 1.6 to 3.0; 3.0 / 1.6 = 1.875, beyond the 1.6 of medium.
        Prediction p = bound(Stage.CPU, 2.2, 1.6, 3.0);
        assertThat(p.confidence()).isEqualTo(Confidence.LOW);
        assertThat(RangeText.of(p)).isEqualTo("2.20 Gbit/s, 1.6-3.0, low confidence: CPU-bound");
    }

    @Test
    void aMediumRange_saysMedium_andABoundIsNamedByTheClassOfItsStage() {
        // 3.14 x 0.8 = 2.512, 3.14 x 1.1 = 3.454: 3.454 / 2.512 = 1.375, above 1.15 and within 1.6.
        Prediction p = bound(Stage.PCIE, 3.14, 3.14 * 0.8, 3.14 * 1.1);
        assertThat(p.confidence()).isEqualTo(Confidence.MEDIUM);
        assertThat(RangeText.of(p)).isEqualTo("3.14 Gbit/s, 2.5-3.5, medium confidence: bus-bound");
        assertThat(RangeText.boundOf(bound(Stage.STORAGE_WRITE, 1, 0.5, 1))).isEqualTo(StageClass.FILE);
    }

    @Test
    void boundsBelowOneGigabitKeepTwoSignificantDigits_andAboveTenFewerDecimals() {
        // 1 x 1448 / 1538 = 0.9415: 0.94 to 0.95 needs two decimals; 25G: 22.1 to 24.6 reads 22-25.
        assertThat(RangeText.bounds(new Prediction.Range(0.937, 0.9475, 0.8))).isEqualTo("0.94-0.95");
        assertThat(RangeText.bounds(new Prediction.Range(22.1, 24.6, 0.8))).isEqualTo("22-25");
    }

    @Test
    void boundsThatWouldPrintAlike_getMoreDecimals_upToThree() {
        // 9.41 and 9.43 both print 9.4 at one decimal: two decimals tell them apart.
        assertThat(RangeText.bounds(new Prediction.Range(9.41, 9.43, 0.8))).isEqualTo("9.41-9.43");
        // 9.4101 and 9.4102 differ only in the fourth decimal: three is the most a bound gets.
        assertThat(RangeText.bounds(new Prediction.Range(9.4101, 9.4102, 0.8))).isEqualTo("9.410-9.410");
    }

    @Test
    void otherWordsCarryTheSameNumbers() {
        RangeText.Words shouting = new RangeText.Words() {
            @Override
            public String confidence(Confidence c) {
                return "CONFIDENCE " + c.name();
            }

            @Override
            public String bound(StageClass c) {
                return "BOUND " + c.name();
            }
        };
        assertThat(RangeText.range(new Prediction.Range(1.6, 3.0, 0.8), Confidence.LOW, StageClass.CPU, shouting))
                .isEqualTo("1.6-3.0, CONFIDENCE LOW: BOUND CPU");
    }
}
