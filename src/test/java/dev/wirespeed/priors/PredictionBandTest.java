package dev.wirespeed.priors;

import dev.wirespeed.solver.model.FittedPriors;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** A class's 80% band is a prediction interval for one more case of the class. */
class PredictionBandTest {

    @Test
    void nineteenErrors_putTheBandAtTheSecondSmallestAndTheSecondLargest() {
        // n = 19: positions (19 + 1) x 0.1 = 2 and (19 + 1) x 0.9 = 18 of the sorted errors; a 20th case
        // falls below the 2nd with probability 2/20 and above the 18th with 2/20: inside 16/20 = 80%
        double[] e = new double[19];
        for (int i = 0; i < e.length; i++) {
            e[i] = (18 - i) / 10.0; // 1.8, 1.7 ... 0.0, unsorted on purpose
        }
        FittedPriors.Band b = Validation.band(e);
        assertThat(b.low()).isCloseTo(0.1, within(1e-12));
        assertThat(b.high()).isCloseTo(1.7, within(1e-12));
        assertThat(b.cases()).isEqualTo(19);
    }

    @Test
    void fiveErrors_spanTheirExtremes() {
        // n = 5: (5 + 1) x 0.1 = 0.6 is below the first order statistic, (5 + 1) x 0.9 = 5.4 above the last:
        // five cases cannot place a tenth of the next ones inside their extremes
        FittedPriors.Band b = Validation.band(new double[] {-0.66, 0, -0.001, 0.002, -0.0005});
        assertThat(b.low()).isEqualTo(-0.66);
        assertThat(b.high()).isEqualTo(0.002);
    }

    @Test
    void theMedianStaysTheMiddleOrderStatistic() {
        assertThat(Validation.median(List.of(3.0, 1.0, 2.0))).isEqualTo(2.0);
    }
}
