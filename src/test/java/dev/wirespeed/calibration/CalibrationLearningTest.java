package dev.wirespeed.calibration;

import dev.wirespeed.measure.parse.Interval;
import dev.wirespeed.measure.parse.ThroughputRun;
import dev.wirespeed.plan.Initiator;
import dev.wirespeed.plan.Os;
import dev.wirespeed.plan.Tool;
import dev.wirespeed.solver.model.Bus;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.model.Endpoint;
import dev.wirespeed.solver.model.PathSpec;
import dev.wirespeed.solver.model.Priors;
import dev.wirespeed.units.DataRate;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The calibration rule as the README states it ("Calibration factors"): a run's factor moves toward
 * prior x measured / ceiling, weighted by the run's evidence (full weight from 10 s, less when
 * unsteady) against a prior worth one run, clamped to the factor's bounds; faults never count.
 */
class CalibrationLearningTest {

    /**
     * Seed 001's path: a Linux sender whose 10G card negotiated PCIe 2.0 x1, to a receiver on PCIe 3.0
     * x4, MTU 1500, no CPU figures. Its PCIe ceiling binds:
     * 5 GT/s x 1 lane x 8b/10b = 4.0 Gbit/s; a 1514 B frame in 12 TLPs of at most 128 B (+24 B each) plus a
     * 40 B descriptor = 1514 + 288 + 40 = 1842 B per 1448 B of payload, so 4.0 x 1448 / 1842 = 3.1444 Gbit/s
     * (ethernet allows 10 x 1448 / 1538 = 9.41).
     */
    private static final PathSpec PCIE2_X1_PATH = new PathSpec(
            new Endpoint(
                    "sender",
                    Os.LINUX,
                    "10G card",
                    List.of(10.0),
                    Bus.pcie(2, 1, null),
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    1500,
                    128),
            new Endpoint(
                    "receiver",
                    Os.LINUX,
                    "10G card",
                    List.of(10.0),
                    Bus.pcie(3, 4, null),
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    null,
                    1500,
                    128),
            DataRate.ofGbps(10),
            1500,
            "dac",
            List.of(),
            Tool.IPERF3,
            1,
            Initiator.SENDER);

    /** The physics of that link; the model multiplies it by pcie.gen2's prior, fitted from the evidence. */
    private static final double PCIE2_X1_PHYSICS = 4.0 * 1448 / 1842;

    private static final double PRIOR = Priors.get("pcie.gen2").prior();
    private static final double PCIE2_X1_CEILING = PCIE2_X1_PHYSICS * PRIOR;

    /** The class a NIC without a catalog part belongs to on that path: its bus. */
    private static final Calibration.Scope GEN2_CLASS = new Calibration.Scope(null, "bus:pcie.gen2");

    private static Calibration.Value gen2(CalibrationLearning.Learned l) {
        return l.calibration().value("pcie.gen2", GEN2_CLASS);
    }
    private static final Instant STORED = Instant.parse("2026-11-01T10:00:00Z");

    /** An iperf3 run of {@code seconds} at {@code gbps}, with one perfectly steady 1 s interval per second. */
    private static ThroughputRun steadyRun(double gbps, int seconds) {
        List<Interval> intervals = new ArrayList<>();
        for (int i = 0; i < seconds; i++) {
            intervals.add(new Interval(i, i + 1, gbps, 0L, 400_000L));
        }
        return run(gbps, (double) seconds, intervals);
    }

    /** A run that printed only its total: no intervals, so its steadiness is unknown. */
    private static ThroughputRun totalOnlyRun(double gbps, double seconds) {
        return run(gbps, seconds, List.of());
    }

    private static ThroughputRun run(double gbps, Double seconds, List<Interval> intervals) {
        return new ThroughputRun(
                "iperf3-text",
                "iperf3",
                "3.16",
                "client",
                "normal",
                "tcp",
                1,
                seconds,
                gbps,
                null,
                null,
                intervals,
                null,
                null,
                null,
                null,
                null,
                List.of(),
                "the output");
    }

    private static Evidence onThePcie2X1Path(String id, ThroughputRun run) {
        return new Evidence(new AttachedRun(id, "plan", "flow", STORED, run), PCIE2_X1_PATH, null);
    }

    private static CalibrationLearning.Learned learn(Evidence... evidence) {
        return CalibrationLearning.learn(List.of(evidence), Map.of());
    }

    @Test
    void thePathsPcieCeilingIsWhatTheRunsAreJudgedAgainst() {
        var a = learn(onThePcie2X1Path("m1", steadyRun(3.01, 10))).assessments().get(0);
        assertThat(a.bottleneckStage()).hasToString("pcie");
        assertThat(a.factor()).isEqualTo("pcie.gen2");
        assertThat(a.predictedGbps()).isCloseTo(PCIE2_X1_CEILING, within(1e-9));
    }

    @Test
    void aPcie2X1RunAt3_01_movesItsBusClassAFifthOfTheWayTowardTheValueItImplies_andNotTheGlobalPrior() {
        CalibrationLearning.Learned l = learn(onThePcie2X1Path("m1", steadyRun(3.01, 10)));
        // Implied: prior x 3.01 / (3.1444 x prior) = 0.95726, whatever the fitted prior. A steady 10 s
        // run weighs 1; against a class the prior counts as 4 runs: (4 x prior + 1 x 0.95726) / 5.
        double implied = 3.01 / PCIE2_X1_PHYSICS;
        assertThat(l.assessments().get(0).status()).isEqualTo("learned");
        assertThat(l.assessments().get(0).impliedFactor()).isCloseTo(implied, within(1e-9)).isCloseTo(0.95726, within(1e-5));
        assertThat(l.assessments().get(0).weight()).isEqualTo(1.0);
        assertThat(l.assessments().get(0).scope()).isEqualTo("bus:pcie.gen2");
        assertThat(gen2(l).value()).isCloseTo((4 * PRIOR + implied) / 5, within(1e-9));
        assertThat(gen2(l).runs()).isEqualTo(1);
        assertThat(l.calibration().value("pcie.gen2")).isEqualTo(new Calibration.Value(PRIOR, 0));
    }

    @Test
    void aRunOfOneCard_movesThatCardMost_itsClassLess_andAnotherBusNotAtAll() {
        PathSpec x520 = PCIE2_X1_PATH.withEnd(true, PCIE2_X1_PATH.sender().withParts(null, "intel-x520-da1"));
        CalibrationLearning.Learned l = CalibrationLearning.learn(
                List.of(new Evidence(new AttachedRun("m1", "plan", "flow", STORED, steadyRun(3.01, 10)), x520, null)),
                Map.of());
        double implied = 3.01 / PCIE2_X1_PHYSICS;
        // The class: (4 x prior + 0.95726) / 5. The card itself is shrunk toward its class, worth one
        // run: (1 x class + 1 x 0.95726) / 2.
        double classValue = (4 * PRIOR + implied) / 5;
        Calibration.Value card =
                l.calibration().value("pcie.gen2", new Calibration.Scope("nic:intel-x520-da1", "bus:pcie.gen2"));
        assertThat(card.value()).isCloseTo((classValue + implied) / 2, within(1e-9));
        assertThat(card.scope()).isEqualTo("nic:intel-x520-da1");
        Calibration.Value otherCard =
                l.calibration().value("pcie.gen2", new Calibration.Scope("nic:intel-x540-t2", "bus:pcie.gen2"));
        assertThat(otherCard.value()).isCloseTo(classValue, within(1e-9));
        assertThat(otherCard.scope()).isEqualTo("bus:pcie.gen2");
        Calibration.Value gen3 =
                l.calibration().value("pcie.gen3", new Calibration.Scope("nic:intel-x710-da2", "bus:pcie.gen3"));
        assertThat(gen3).isEqualTo(new Calibration.Value(Priors.get("pcie.gen3").prior(), 0));
    }

    @Test
    void aRunJustAboveTheCeiling_movesPcieGen2NoHigherThanItsBoundOf1_0() {
        // 3.2 / 3.1444 = 1.0177: within the 2% the ceiling's rounding allows, so learned, but clamped
        // to the bound 1.0 before it counts: (4 x prior + 1 x 1.0) / 5.
        CalibrationLearning.Learned l = learn(onThePcie2X1Path("m1", steadyRun(3.2, 10)));
        assertThat(l.assessments().get(0).status()).isEqualTo("learned");
        assertThat(l.assessments().get(0).impliedFactor()).isCloseTo(3.2 / PCIE2_X1_PHYSICS, within(1e-9));
        assertThat(gen2(l).value()).isCloseTo((4 * PRIOR + 1.0) / 5, within(1e-12));
    }

    @Test
    void aRunFarAboveTheCeiling_isNotLearned() {
        // 3.3 / 3.1444 = 1.0495 (the prior cancels), more than 2% above the bound 1.0: the path is not
        // what the plan says.
        CalibrationLearning.Learned l = learn(onThePcie2X1Path("m1", steadyRun(3.3, 10)));
        assertThat(l.assessments().get(0).status()).isEqualTo("above-ceiling");
        assertThat(l.assessments().get(0).weight()).isZero();
        assertThat(gen2(l)).isEqualTo(new Calibration.Value(PRIOR, 0));
    }

    @Test
    void aNearZeroRunChangesNothing() {
        // 5 Mbit/s is below the 10 Mbit/s fault line: a broken path teaches no factor.
        CalibrationLearning.Learned l = learn(onThePcie2X1Path("m1", steadyRun(0.005, 10)));
        assertThat(l.assessments().get(0).status()).isEqualTo("fault");
        assertThat(l.assessments().get(0).faults()).extracting(f -> f.code()).containsExactly("near-zero");
        assertThat(l.learned()).isEmpty();
        assertThat(gen2(l)).isEqualTo(new Calibration.Value(PRIOR, 0));
    }

    @Test
    void a2SecondRunWeighsLessThanA10SecondRun_andLongerRunsNoMore() {
        // Without intervals steadiness counts 0.8; duration counts seconds / 10 up to 1:
        // 2 s -> 0.2 x 0.8 = 0.16, 10 s -> 1 x 0.8 = 0.8, 30 s -> still 0.8.
        assertThat(CalibrationLearning.weight(totalOnlyRun(3.01, 2))).isCloseTo(0.16, within(1e-12));
        assertThat(CalibrationLearning.weight(totalOnlyRun(3.01, 10))).isCloseTo(0.8, within(1e-12));
        assertThat(CalibrationLearning.weight(totalOnlyRun(3.01, 30))).isCloseTo(0.8, within(1e-12));
        // So the short run moves the class less: (4 x prior + 0.16 x 0.95726) / 4.16 against
        // (4 x prior + 0.8 x 0.95726) / 4.8.
        double implied = 3.01 / PCIE2_X1_PHYSICS;
        double shortRun = gen2(learn(onThePcie2X1Path("m1", totalOnlyRun(3.01, 2)))).value();
        double longRun = gen2(learn(onThePcie2X1Path("m1", totalOnlyRun(3.01, 10)))).value();
        assertThat(shortRun).isCloseTo((4 * PRIOR + 0.16 * implied) / 4.16, within(1e-9));
        assertThat(longRun).isCloseTo((4 * PRIOR + 0.8 * implied) / 4.8, within(1e-9));
        assertThat(Math.abs(shortRun - PRIOR)).isLessThan(Math.abs(longRun - PRIOR));
    }

    @Test
    void anUnsteadyRunWeighsLessThanASteadyOne() {
        // Intervals alternating 2.5 and 3.5 Gbit/s (mean 3.0, sample standard deviation
        // sqrt(10 x 0.25 / 9) = 0.52705): variation 0.17568, steadiness 1 - 2 x 0.17568 = 0.64863.
        List<Interval> intervals = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            intervals.add(new Interval(i, i + 1, i % 2 == 0 ? 2.5 : 3.5, 0L, 400_000L));
        }
        assertThat(CalibrationLearning.weight(run(3.0, 10.0, intervals)))
                .isCloseTo(1 - 2 * Math.sqrt(2.5 / 9) / 3.0, within(1e-9))
                .isCloseTo(0.64863, within(1e-5));
        assertThat(CalibrationLearning.weight(steadyRun(3.0, 10))).isEqualTo(1.0);
    }

    @Test
    void twoRunsCountByTheirWeights_againstAPriorWorthFourRunsForTheClass() {
        // 3.01 for 10 s steady (weight 1, implied 0.95726) and 2.90 for 10 s steady (weight 1, implied
        // 2.90 / 3.1444 = 0.92228): (4 x prior + 0.95726 + 0.92228) / 6, moved by 2 runs.
        Calibration.Value v = gen2(learn(
                onThePcie2X1Path("m1", steadyRun(3.01, 10)), onThePcie2X1Path("m2", steadyRun(2.90, 10))));
        assertThat(v.value())
                .isCloseTo((4 * PRIOR + 3.01 / PCIE2_X1_PHYSICS + 2.90 / PCIE2_X1_PHYSICS) / 6, within(1e-9));
        assertThat(v.runs()).isEqualTo(2);
    }

    @Test
    void aRunStoredBeforeItsFactorWasReset_noLongerMovesIt() {
        CalibrationLearning.Learned l = CalibrationLearning.learn(
                List.of(onThePcie2X1Path("m1", steadyRun(3.01, 10))), Map.of("pcie.gen2", STORED.plusSeconds(60)));
        assertThat(l.assessments().get(0).status()).isEqualTo("before-reset");
        assertThat(gen2(l)).isEqualTo(new Calibration.Value(PRIOR, 0));
    }

    @Test
    void aRunWhoseFlowHasNoRoute_isListedButTeachesNothing() {
        CalibrationLearning.Learned l =
                learn(new Evidence(new AttachedRun("m1", "plan", "flow", STORED, steadyRun(3.01, 10)), null, null));
        assertThat(l.assessments().get(0).status()).isEqualTo("no-route");
        assertThat(l.assessments().get(0).measuredGbps()).isEqualTo(3.01);
        assertThat(l.learned()).isEmpty();
    }
}
