package dev.wirespeed.shop;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirespeed.json.Json;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.Evaluation;
import dev.wirespeed.solver.PlanEvaluator;
import dev.wirespeed.solver.RangeText;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.model.Ceiling;
import dev.wirespeed.solver.model.Confidence;
import dev.wirespeed.solver.model.FittedPriors;
import dev.wirespeed.solver.model.Prediction;
import dev.wirespeed.solver.model.Ranges;
import dev.wirespeed.solver.model.Stage;
import dev.wirespeed.solver.model.StageClass;
import dev.wirespeed.web.api.ShoppingListView;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/** Where the exports print a flow's predicted throughput (an alternative's flow checks), its range follows. */
class ExportRangesTest {

    /**
     * The 80% range of a flow's prediction p after the change, from the band arithmetic: p x exp(band
     * low) to p x exp(band high) of its range class (the physics that bound it), the high end capped at the lowest framing
     * ceiling (Ethernet or a switch share, no factor) at or above p.
     */
    static Prediction.Range expectedRange(Evaluation.FlowResult f) {
        Prediction p = f.prediction();
        FittedPriors.Band band = Ranges.band(p.rangeClass());
        double cap = Double.MAX_VALUE;
        for (Ceiling c : p.stages()) {
            if (c.factor() == null
                    && c.gbps() >= p.gbps()
                    && (c.stage() == Stage.ETHERNET || c.stage() == Stage.SWITCH)) {
                cap = Math.min(cap, c.gbps());
            }
        }
        double low = Math.min(p.gbps() * Math.exp(band.low()), p.gbps());
        double high = Math.max(Math.min(p.gbps() * Math.exp(band.high()), cap), p.gbps());
        return new Prediction.Range(low, high, 0.8);
    }

    @Test
    void seed001sCheaperCards_printEachFlowsRangeAfterTheChange_inMarkdownCsvAndJson() throws Exception {
        Plan p = Shop.seed("001");
        ShoppingList l = Shop.list(p);
        ShoppingList.Alternative best = l.alternativesFor("nb-int-x520da1-s").get(0);
        String from = Shop.line(l, best.lineKey()).partId();
        Evaluation after =
                PlanEvaluator.evaluate(Substitution.swap(p, from, best.partId()), Shop.CATALOG, Calibration.PRIORS);
        String markdown = MarkdownExport.write(l);
        String csv = new String(CsvExport.write(l, false), StandardCharsets.UTF_8);
        JsonNode json = Json.mapper().valueToTree(ShoppingListView.of(l));
        JsonNode jsonFlows = json.get("alternatives").get(0).get("flows");
        for (int i = 0; i < best.flows().size(); i++) {
            ShoppingList.FlowCheck check = best.flows().get(i);
            Evaluation.FlowResult f = after.flows().stream()
                    .filter(r -> r.flow().id().equals(check.flowId()))
                    .findFirst()
                    .orElseThrow();
            Prediction.Range r = expectedRange(f);
            StageClass bound = StageClass.of(f.prediction().bottleneck().stage());
            String text = check.flowId() + " " + String.format(Locale.ROOT, "%.2f", check.beforeGbps()) + " → "
                    + String.format(Locale.ROOT, "%.2f", f.prediction().gbps()) + " Gbit/s ("
                    + RangeText.range(r, Confidence.of(r), bound, RangeText.ENGLISH) + ")";
            assertThat(markdown).contains(text);
            assertThat(csv).contains(text);
            JsonNode flow = jsonFlows.get(i);
            assertThat(flow.get("flow").asText()).isEqualTo(check.flowId());
            assertThat(flow.get("range").get("low").asDouble()).isEqualTo(Math.round(r.low() * 1000) / 1000.0);
            assertThat(flow.get("range").get("high").asDouble()).isEqualTo(Math.round(r.high() * 1000) / 1000.0);
            assertThat(flow.get("range").get("level").asDouble()).isEqualTo(0.8);
            assertThat(flow.get("confidence").asText())
                    .isEqualTo(Confidence.of(r).toString());
        }
    }
}
