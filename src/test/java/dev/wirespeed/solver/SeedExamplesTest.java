package dev.wirespeed.solver;

import dev.wirespeed.json.Json;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.model.Prediction;
import dev.wirespeed.testing.Catalogs;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.withinPercentage;

/** The shipped example plans (src/main/resources/examples) against the measurements of their seed posts. */
class SeedExamplesTest {

    private static Evaluation evaluate(String seed) throws Exception {
        String json = Files.readString(TestApp.baseDir().resolve("src/main/resources/examples/" + seed + ".json"));
        Plan p = Json.mapper().readValue(json, Plan.class);
        return PlanEvaluator.evaluate(p, Catalogs.repo(), Calibration.PRIORS);
    }

    private static Prediction flow(Evaluation e, String id) {
        return e.flows().stream()
                .filter(f -> f.flow().id().equals(id))
                .findFirst()
                .orElseThrow()
                .prediction();
    }

    @Test
    void seed000_bothDirections() throws Exception {
        Evaluation e = evaluate("seed-000");
        assertThat(flow(e, "win-to-ubuntu").gbps()).isCloseTo(9.49, withinPercentage(1.5));
        assertThat(flow(e, "ubuntu-to-win").gbps()).isCloseTo(9.41, withinPercentage(1.5));
    }

    @Test
    void seed001_x1Slot_bindsOnPcie() throws Exception {
        Prediction p = flow(evaluate("seed-001"), "win-to-server");
        // 4.0 x 1448 / 1842 = 3.144 vs measured 3.01
        assertThat(p.gbps()).isCloseTo(3.01, withinPercentage(15));
        assertThat(p.bottleneck().stage()).hasToString("pcie");
    }

    @Test
    void seed002_n100Nas_iperfIsWithin10PercentOfTheRun_andSambaBindsOnTheN100Core() throws Exception {
        Evaluation e = evaluate("seed-002");
        Prediction iperf = flow(e, "iperf-pc-to-nas");
        // Measured 9.37 (server side). Ethernet allows 10 x 1448/1538 = 9.4148 and the x2 slot 12.38; the
        // post does not name the test PC's CPU, so its fitted desktop default may bind a little lower. The
        // issue's tolerance for a seed the model does not see as wire-bound is 10%.
        assertThat(iperf.gbps()).isCloseTo(9.37, withinPercentage(10));
        assertThat(iperf.gbps()).isLessThanOrEqualTo(10 * 1448 / 1538.0 + 1e-9);
        assertThat(iperf.range().contains(9.37)).isTrue();
        Prediction smb = flow(e, "smb-put-to-nas");
        // The N100's catalog entry carries the seed's measured smbd ceiling: 266887.9 KiB/s x 1024 x 8 = 2.186 Gbit/s,
        // below protocol 0.85 x 9.4148 = 8.00: the cpu stage on the receiving NAS binds. Measured 2.19.
        assertThat(smb.gbps()).isCloseTo(2.19, withinPercentage(15));
        assertThat(smb.bottleneck().stage()).hasToString("cpu");
        assertThat(smb.bottleneck().side()).hasToString("receiver");
        assertThat(smb.bottleneck().why()).contains("measured").contains("seed 002");
    }

    @Test
    void seed003_reverseRun_isEthernetBound_at9_90() throws Exception {
        Prediction p = flow(evaluate("seed-003"), "debian-to-mac-R");
        assertThat(p.gbps()).isCloseTo(9.90, withinPercentage(1.5));
    }

    @Test
    void seed004_usbAdapter_bindsOnUsb() throws Exception {
        Prediction p = flow(evaluate("seed-004"), "ds77u5-to-thinkpad");
        // 4.0 x 1024/1056 x 8948/9022 x 0.93 = 3.578 vs measured 3.30-3.44
        assertThat(p.gbps()).isCloseTo(3.37, withinPercentage(15));
        assertThat(p.bottleneck().stage()).hasToString("usb");
    }
}
