package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirespeed.solver.model.Confidence;
import dev.wirespeed.solver.model.FittedPriors;
import dev.wirespeed.solver.model.Prediction;
import dev.wirespeed.solver.model.RangeClass;
import dev.wirespeed.solver.model.Ranges;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import static dev.wirespeed.testing.TestApp.json;
import static org.assertj.core.api.Assertions.assertThat;

/** Every prediction the API returns carries its 80% range and confidence, over HTTP against the real app. */
@OnEachDatabase
class PredictionRangeApiTest {

    private static TestApp app;

    @BeforeParameterizedClassInvocation
    static void start() {
        app = TestApp.start();
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        app.close();
    }

    /** Seed 000's path, Windows initiating: wire-bound at 10 x 1460 / 1538 = 9.4928 Gbit/s. */
    private static final String SEED000_WINDOWS_SENDS =
            """
            {"sender": {"os": "windows", "nic": "mellanox-mcx4121a-acat", "bus": {"kind": "pcie", "gen": 3, "lanes": 4}},
             "receiver": {"os": "linux", "nic": "mellanox-mcx4121a-acat", "bus": {"kind": "pcie", "gen": 3, "lanes": 4}},
             "link": {"switch": "mikrotik-crs305-1g-4s-in", "media": "dac"},
             "test": {"tool": "iperf3", "streams": 1, "initiator": "sender"}}""";

    static double round3(double v) {
        return Math.round(v * 1000) / 1000.0;
    }

    /**
     * The range of a wire-bound prediction p between two catalog NICs on stated PCIe links (seed 000's
     * ConnectX-4 Lx pair): p x exp(band low) to p x exp(band high) of the shipped band of wire-bound
     * paths with both NICs known, the high end capped at the Ethernet ceiling, which is p itself here
     * (no factor scales framing arithmetic).
     */
    static Prediction.Range wireRange(double p) {
        FittedPriors.Band band = Ranges.band(RangeClass.WIRE_KNOWN_NICS);
        double low = Math.min(p * Math.exp(band.low()), p);
        double high = Math.max(Math.min(p * Math.exp(band.high()), p), p);
        return new Prediction.Range(low, high, 0.8);
    }

    @Test
    void aPredictResponse_carriesItsRangeAtLevel0_8_roundedLikeItsGbps_andItsConfidence() throws Exception {
        JsonNode r = json(app.postJson("/api/predict", SEED000_WINDOWS_SENDS));
        double p = 10.0 * 1460 / 1538;
        Prediction.Range expected = wireRange(p);
        assertThat(r.get("gbps").asDouble()).isEqualTo(round3(p));
        assertThat(r.get("range").get("low").asDouble()).isEqualTo(round3(expected.low()));
        assertThat(r.get("range").get("high").asDouble()).isEqualTo(round3(expected.high()));
        assertThat(r.get("range").get("level").asDouble()).isEqualTo(0.8);
        assertThat(r.get("confidence").asText())
                .isEqualTo(Confidence.of(expected).toString())
                .isIn("high", "medium", "low");
        // the fields before it stay as they were, in their order
        assertThat(r.fieldNames())
                .toIterable()
                .startsWith(
                        "gbps", "bottleneck", "stages", "issues", "calibration", "assumptions", "range", "confidence");
    }

    @Test
    void everyFlowOfAPlanEvaluation_carriesItsRangeAndConfidence() throws Exception {
        String id = null;
        for (JsonNode p : json(app.get("/api/plans"))) {
            if ("seed-000".equals(p.path("exampleOf").asText())) {
                id = p.get("id").asText();
            }
        }
        JsonNode flows = json(app.get("/api/plans/" + id + "/evaluation")).get("flows");
        // 9.4928 (Windows initiates) and 10 x 1448 / 1538 = 9.4148 (Ubuntu initiates), both wire-bound
        double[] predicted = {10.0 * 1460 / 1538, 10.0 * 1448 / 1538};
        for (int i = 0; i < 2; i++) {
            JsonNode prediction = flows.get(i).get("prediction");
            Prediction.Range expected = wireRange(predicted[i]);
            assertThat(prediction.get("range").get("low").asDouble()).isEqualTo(round3(expected.low()));
            assertThat(prediction.get("range").get("high").asDouble()).isEqualTo(round3(expected.high()));
            assertThat(prediction.get("confidence").asText())
                    .isEqualTo(Confidence.of(expected).toString());
        }
    }
}
