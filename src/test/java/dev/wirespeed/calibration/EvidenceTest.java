package dev.wirespeed.calibration;

import dev.wirespeed.measure.parse.Parsers;
import dev.wirespeed.measure.parse.ThroughputRun;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.ToolVersion;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.model.Ceiling;
import dev.wirespeed.solver.model.Prediction;
import dev.wirespeed.solver.model.Stage;
import dev.wirespeed.solver.model.ThroughputModel;
import dev.wirespeed.testing.Catalogs;
import dev.wirespeed.testing.Plans;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import static dev.wirespeed.testing.Plans.aCardNegotiatedAs;
import static dev.wirespeed.testing.Plans.aDacLink;
import static dev.wirespeed.testing.Plans.aFlow;
import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;
import static dev.wirespeed.testing.Plans.nicPort;
import static org.assertj.core.api.Assertions.assertThat;

/** A run is judged against the path its flow takes, measured with the tool version the run printed. */
class EvidenceTest {

    private static final Instant STORED = Instant.parse("2026-12-01T12:00:00Z");

    /** iperf3 3.12 -J, -P 4, on loopback (fixtures/iperf3-json/local-3.12-client-p4.json: "version": "iperf 3.12"). */
    private static ThroughputRun aFourStreamRunOfIperf3_3_12() throws IOException {
        try (InputStream in =
                EvidenceTest.class.getResourceAsStream("/fixtures/iperf3-json/local-3.12-client-p4.json")) {
            return (ThroughputRun) Parsers.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8))
                    .runs()
                    .get(0);
        }
    }

    /** Two Linux hosts with ConnectX-4 Lx cards on PCIe 3.0 x4, one DAC, a -P 4 flow a to b. */
    private static Plans.PlanBuilder twoHostsWithAFourStreamFlow(Plans.FlowBuilder flow) {
        return aPlan().with(aHost("a").withNic("cx4", "mellanox-mcx4121a-acat").negotiated(aCardNegotiatedAs(3, 4)))
                .with(aHost("b").withNic("cx4", "mellanox-mcx4121a-acat").negotiated(aCardNegotiatedAs(3, 4)))
                .with(aDacLink(1.0).named("l").between(nicPort("a", "cx4", 1), nicPort("b", "cx4", 1)))
                .with(flow.named("f").withStreams(4));
    }

    private static Evidence judged(Plan plan, ThroughputRun run) {
        AttachedRun attached = new AttachedRun("m1", plan.id(), "f", STORED, run);
        return Evidence.gather(List.of(attached), id -> Optional.of(plan), Catalogs.repo())
                .get(0);
    }

    private static List<Ceiling> toolCeilings(Evidence e) {
        Prediction p = ThroughputModel.predict(e.path(), Calibration.PRIORS);
        return p.stages().stream().filter(c -> c.stage() == Stage.TOOL).toList();
    }

    @Test
    void aFlowWithoutAVersion_isJudgedWithTheRunsIperf3_3_12_andFourStreamsMeetTheOneThreadCeiling()
            throws IOException {
        ThroughputRun run = aFourStreamRunOfIperf3_3_12();
        assertThat(run.toolVersion()).isEqualTo("3.12");
        assertThat(run.streams()).isEqualTo(4);
        Plan plan = twoHostsWithAFourStreamFlow(aFlow("a", "b")).build().withId("p");
        assertThat(plan.flows().get(0).toolVersion()).isNull();

        Evidence e = judged(plan, run);

        assertThat(e.path().toolVersion()).isEqualTo(ToolVersion.parse("3.12"));
        // before 3.16 iperf3 serves all -P streams from one thread: the TOOL stage caps the four streams
        assertThat(toolCeilings(e))
                .isNotEmpty()
                .allSatisfy(c -> assertThat(c.why()).contains("iperf3 3.12").contains("4 streams share one thread"));
    }

    @Test
    void aFlowThatStatesItsVersion_keepsIt_whateverTheRunPrinted() throws IOException {
        Plan plan = twoHostsWithAFourStreamFlow(aFlow("a", "b").withToolVersion("3.16"))
                .build()
                .withId("p");

        Evidence e = judged(plan, aFourStreamRunOfIperf3_3_12());

        assertThat(e.path().toolVersion()).isEqualTo(ToolVersion.parse("3.16"));
        assertThat(toolCeilings(e)).isEmpty();
    }
}
