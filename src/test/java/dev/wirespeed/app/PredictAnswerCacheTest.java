package dev.wirespeed.app;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.json.Json;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.testing.Catalogs;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A predict request asked again, with the same catalog and calibration, is answered with the answer
 * computed the first time; a new calibration or another request gives the figures a fresh
 * computation gives.
 */
class PredictAnswerCacheTest {

    private final Catalog catalog = Catalogs.repo();
    private final AtomicReference<Calibration> calibration = new AtomicReference<>(Calibration.PRIORS);
    private final PredictService predict = new PredictService(() -> catalog, calibration::get);

    /** Two Mellanox ConnectX-4 Lx cards in PCIe 3.0 x4 links through a CRS305 with DACs, one iperf3 stream. */
    private static ObjectNode twoCx4OverACrs305() throws Exception {
        return (ObjectNode)
                Json.mapper()
                        .readTree(
                                """
                        {"sender": {"os": "windows", "nic": "mellanox-mcx4121a-acat", "bus": {"kind": "pcie", "gen": 3, "lanes": 4}, "cpu": "amd-ryzen-5-3600"},
                         "receiver": {"os": "linux", "nic": "mellanox-mcx4121a-acat", "bus": {"kind": "pcie", "gen": 3, "lanes": 4}},
                         "link": {"switch": "mikrotik-crs305-1g-4s-in", "media": "dac"}, "test": {"tool": "iperf3", "streams": 1}}""");
    }

    @Test
    void theSameRequestTwice_isAnsweredFromTheFirstAnswer() throws Exception {
        PredictService.Response first = predict.predict(twoCx4OverACrs305());
        // an equal request read again from its text, not the same tree
        assertThat(predict.predict(twoCx4OverACrs305()))
                .isSameAs(first)
                .isEqualTo(predict.compute(twoCx4OverACrs305()));
    }

    @Test
    void aNewCalibration_givesTheFiguresAFreshComputationGives() throws Exception {
        PredictService.Response first = predict.predict(twoCx4OverACrs305());
        // every factor at half its prior, as if measured runs had moved them all down
        calibration.set(
                key -> new Calibration.Value(Calibration.PRIORS.value(key).value() * 0.5, 1));
        PredictService.Response second = predict.predict(twoCx4OverACrs305());
        assertThat(second).isNotEqualTo(first).isEqualTo(predict.compute(twoCx4OverACrs305()));
    }

    @Test
    void anotherRequest_getsItsOwnAnswer() throws Exception {
        PredictService.Response four = predict.predict(twoCx4OverACrs305());
        ObjectNode eight = twoCx4OverACrs305();
        ((ObjectNode) eight.get("test")).put("streams", 8);
        JsonNode copy = eight.deepCopy();
        PredictService.Response answer = predict.predict(eight);
        assertThat(answer).isNotSameAs(four).isEqualTo(predict.compute(copy));
    }

    @Test
    void aRequestChangedAfterItWasAnswered_doesNotChangeTheKeptAnswer() throws Exception {
        ObjectNode body = twoCx4OverACrs305();
        PredictService.Response first = predict.predict(body);
        ((ObjectNode) body.get("test")).put("streams", 8);
        assertThat(predict.predict(twoCx4OverACrs305())).isSameAs(first);
    }

    @Test
    void withTheCachesOff_everyRequestIsComputedAgain() throws Exception {
        try {
            RenderCaches.setEnabled(false);
            PredictService.Response a = predict.predict(twoCx4OverACrs305());
            assertThat(predict.predict(twoCx4OverACrs305())).isNotSameAs(a).isEqualTo(a);
        } finally {
            RenderCaches.setEnabled(true);
        }
    }

    @Test
    void theSameRequestTwice_isSentTheBytesWrittenTheFirstTime() throws Exception {
        AtomicInteger writes = new AtomicInteger();
        Function<PredictService.Response, byte[]> write = r -> {
            writes.incrementAndGet();
            return r.toString().getBytes(StandardCharsets.UTF_8);
        };
        byte[] first = predict.predict(twoCx4OverACrs305(), write);
        assertThat(predict.predict(twoCx4OverACrs305(), write)).isSameAs(first);
        assertThat(writes).hasValue(1);
        // a new calibration: a new answer, written anew
        calibration.set(
                key -> new Calibration.Value(Calibration.PRIORS.value(key).value() * 0.5, 1));
        byte[] second = predict.predict(twoCx4OverACrs305(), write);
        assertThat(writes).hasValue(2);
        assertThat(second)
                .isNotEqualTo(first)
                .isEqualTo(predict.compute(twoCx4OverACrs305()).toString().getBytes(StandardCharsets.UTF_8));
    }
}
