package dev.wirespeed.plan;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Targets hold only what a search can honour, and name the field that is wrong. */
class TargetsTest {

    private static InvalidPlanValue refused(Runnable r) {
        try {
            r.run();
        } catch (InvalidPlanValue e) {
            return e;
        }
        throw new AssertionError("not refused");
    }

    @Test
    void aTargetNeedsAFlowAndAMinimumAbove0AndAtMost800() {
        assertThat(refused(() -> new Targets.FlowTarget("f", 0)).field()).isEqualTo("minGbps");
        assertThat(refused(() -> new Targets.FlowTarget("f", 801)).field()).isEqualTo("minGbps");
        assertThat(refused(() -> new Targets.FlowTarget(" ", 9)).field()).isEqualTo("flow");
        assertThat(new Targets.FlowTarget("f", 800).minGbps()).isEqualTo(800);
    }

    @Test
    void aBudgetWithoutItsCurrency_isRefusedAtCurrency() {
        assertThat(refused(() -> new Targets.Budget(new BigDecimal("40000"), null))
                        .field())
                .isEqualTo("currency");
        assertThat(refused(() -> new Targets.Budget(new BigDecimal("40000"), "yen"))
                        .field())
                .isEqualTo("currency");
        assertThat(refused(() -> new Targets.Budget(BigDecimal.ZERO, "JPY")).field())
                .isEqualTo("amount");
    }

    @Test
    void targetsNeedAtLeastOneFlow_eachOnce_andDefaultToNewPartsAndNoConstraints() {
        assertThat(refused(() -> new Targets(List.of())).field()).isEqualTo("flows");
        assertThat(refused(() -> new Targets(List.of(new Targets.FlowTarget("f", 9), new Targets.FlowTarget("f", 5))))
                        .getMessage())
                .contains("two targets");
        Targets t = new Targets(List.of(new Targets.FlowTarget("f", 9)));
        assertThat(t.condition()).isEqualTo(Targets.Condition.NEW);
        assertThat(t.constraints().distanceOf("any")).isEqualTo(Targets.Constraints.DEFAULT_DISTANCE_M);
        assertThat(t.minGbps("f")).isEqualTo(9);
        assertThat(t.minGbps("other")).isZero();
    }

    @Test
    void constraints_givePerHostDistancesBeforeTheCommonOne() {
        Targets.Constraints c =
                new Targets.Constraints(List.of("nas"), null, 3.0, Map.of("pc", 10.0), null, true, 20.0, 2);

        assertThat(c.distanceOf("pc")).isEqualTo(10.0);
        assertThat(c.distanceOf("nas")).isEqualTo(3.0);
        assertThat(c.keeps("nas")).isTrue();
        assertThat(c.requiresFanless()).isTrue();
        assertThat(c.spare()).isEqualTo(2);
        assertThatThrownBy(() -> new Targets.Constraints(null, null, -1.0, null, null, null, null, null))
                .isInstanceOf(InvalidPlanValue.class);
        assertThat(refused(() -> new Targets.Slot(4, 3)).field()).isEqualTo("lanes");
    }

    @Test
    void conditionsParseAsSpelled_andUsedStillTakesNewPricesOfPartsNobodySellsUsed() {
        assertThat(Targets.Condition.parse("used")).isEqualTo(Targets.Condition.USED);
        assertThat(Targets.Condition.parse(" ANY ")).isEqualTo(Targets.Condition.ANY);
        assertThat(refused(() -> Targets.Condition.parse("mint")).field()).isEqualTo("condition");
        assertThat(Targets.Condition.NEW.allows("used")).isFalse();
        assertThat(Targets.Condition.USED.allows("new")).isTrue();
    }
}
