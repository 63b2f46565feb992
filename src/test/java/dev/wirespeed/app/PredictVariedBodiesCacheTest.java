package dev.wirespeed.app;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Evidence;
import dev.wirespeed.catalog.load.CatalogLoader;
import dev.wirespeed.json.Json;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Many different predict requests, answered with every cache on (the kept nearest runs among them)
 * and again with every cache off, give the same bytes: what is kept never changes an answer.
 */
class PredictVariedBodiesCacheTest {

    private static Catalog catalog;
    private static List<Evidence> corpus;

    private final ObjectWriter writer = Json.mapper().writerFor(PredictService.Response.class);

    @BeforeAll
    static void load() {
        Path root = TestApp.repoCatalog();
        CatalogLoader.Result r = CatalogLoader.forRoot(root).load(root);
        assertThat(r.ok()).isTrue();
        catalog = Catalog.of(r.parts());
        corpus = r.evidence();
    }

    @AfterEach
    void cachesOnAgain() {
        RenderCaches.setEnabled(true);
    }

    /**
     * Two ConnectX-4 Lx cards through a CRS305 with DACs, varied in the sender's name (which no
     * similarity reads), its OS, the PCIe generation and lanes of both ends and the iperf3 streams:
     * 500 bodies, the same facts asked many times under different names.
     */
    private static List<JsonNode> variedBodies() throws Exception {
        String[] oses = {"windows", "linux", "macos", "freebsd"};
        int[] lanes = {1, 2, 4, 8};
        List<JsonNode> out = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            ObjectNode body = (ObjectNode)
                    Json.mapper()
                            .readTree(
                                    """
                    {"sender": {"os": "windows", "nic": "mellanox-mcx4121a-acat", "bus": {"kind": "pcie", "gen": 3, "lanes": 4}, "cpu": "amd-ryzen-5-3600"},
                     "receiver": {"os": "linux", "nic": "mellanox-mcx4121a-acat", "bus": {"kind": "pcie", "gen": 3, "lanes": 4}},
                     "link": {"switch": "mikrotik-crs305-1g-4s-in", "media": "dac"}, "test": {"tool": "iperf3", "streams": 1}}""");
            ObjectNode sender = (ObjectNode) body.get("sender");
            sender.put("name", "pc-" + i);
            sender.put("os", oses[i % oses.length]);
            ((ObjectNode) sender.get("bus")).put("gen", 2 + i % 2).put("lanes", lanes[(i / 2) % lanes.length]);
            ((ObjectNode) body.get("receiver").get("bus")).put("lanes", lanes[(i / 8) % lanes.length]);
            ((ObjectNode) body.get("test")).put("streams", 1 + (i / 32) % 8);
            out.add(body);
        }
        return out;
    }

    private List<String> answers(List<JsonNode> bodies) throws Exception {
        EvidenceService evidence = new EvidenceService(corpus, () -> catalog);
        PredictService predict = new PredictService(() -> catalog, () -> Calibration.PRIORS, evidence::near);
        List<String> out = new ArrayList<>();
        for (JsonNode b : bodies) {
            out.add(new String(
                    predict.predict(b, r -> {
                        try {
                            return writer.writeValueAsBytes(r);
                        } catch (Exception e) {
                            throw new IllegalStateException(e);
                        }
                    }),
                    StandardCharsets.UTF_8));
        }
        return out;
    }

    @Test
    void fiveHundredVariedBodies_areAnsweredAlikeWithTheCachesOnAndOff() throws Exception {
        List<JsonNode> bodies = variedBodies();
        List<String> cached = answers(bodies);
        RenderCaches.setEnabled(false);
        List<String> fresh = answers(bodies);
        assertThat(cached).hasSize(500).containsExactlyElementsOf(fresh);
        // the answers name published runs, so the kept nearest runs were part of what was compared
        assertThat(cached).anyMatch(a -> a.contains("\"evidence\":[{"));
    }
}
