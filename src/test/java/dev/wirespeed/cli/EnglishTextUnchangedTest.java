package dev.wirespeed.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirespeed.app.PlanService;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The generated English of {@code evaluate} is what it was before the texts became phrases, byte for byte:
 * every issue message and fix, every ceiling's arithmetic and every assumption of the five seed examples.
 * The expected files in {@code src/test/resources/golden/} were written by {@code evaluate} at commit
 * 1908ae1, the last one that built these texts by string concatenation (the requirement is "unchanged",
 * so the old program's output is the specification here); only the text fields are compared, so a price
 * or an evidence file added to the catalog does not disturb them.
 */
class EnglishTextUnchangedTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    static List<String> seeds() {
        return PlanService.EXAMPLES;
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void evaluate_writesTheSameEnglishAsBefore(String seed) throws Exception {
        Path plan = TestApp.baseDir().resolve("src/main/resources/examples/" + seed + ".json");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = Main.run(
                new String[] {
                    "evaluate",
                    plan.toString(),
                    "--catalog",
                    TestApp.repoCatalog().toString()
                },
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        assertThat(code).isZero();
        List<String> expected = Files.readAllLines(
                TestApp.baseDir().resolve("src/test/resources/golden/" + seed + "-english.txt"),
                StandardCharsets.UTF_8);
        assertThat(texts(JSON.readTree(out.toString(StandardCharsets.UTF_8)))).containsExactlyElementsOf(expected);
    }

    /** One line per text field, named by where it is: "flow f bottleneck: 9.41 Gbit/s × ...". */
    static List<String> texts(JsonNode evaluation) {
        List<String> out = new ArrayList<>();
        issues("plan", evaluation.path("issues"), out);
        for (JsonNode f : evaluation.path("flows")) {
            String flow = "flow " + f.path("id").asText();
            issues(flow, f.path("issues"), out);
            JsonNode p = f.path("prediction");
            if (p.isMissingNode() || p.isNull()) {
                continue;
            }
            out.add(flow + " bottleneck: " + p.path("bottleneck").path("why").asText());
            for (JsonNode s : p.path("stages")) {
                out.add(flow + " stage " + s.path("stage").asText() + "/"
                        + s.path("side").asText() + ": " + s.path("why").asText());
            }
            for (JsonNode a : p.path("assumptions")) {
                out.add(flow + " assumption: " + a.asText());
            }
            issues(flow + " prediction", p.path("issues"), out);
        }
        return out;
    }

    private static void issues(String where, JsonNode issues, List<String> out) {
        for (JsonNode i : issues) {
            out.add(where + " issue " + i.path("rule").asText() + ": "
                    + i.path("message").asText());
            out.add(where + " fix " + i.path("rule").asText() + ": "
                    + i.path("fix").asText());
        }
    }
}
