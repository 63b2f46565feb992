package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirespeed.catalog.Evidence;
import dev.wirespeed.catalog.load.CatalogLoader;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import static dev.wirespeed.testing.TestApp.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The published runs nearest to each flow, beside its prediction: in the API (predict and plan
 * evaluation) and as a section of the plan page, against the real app with the repository's corpus.
 */
@OnEachDatabase
class NearbyEvidenceTest {

    private static TestApp app;
    private static Map<String, Evidence> corpus;

    @BeforeParameterizedClassInvocation
    static void start() {
        app = TestApp.start();
        Path root = TestApp.repoCatalog();
        corpus = CatalogLoader.forRoot(root).load(root).evidence().stream()
                .collect(Collectors.toMap(Evidence::id, Function.identity()));
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        app.close();
    }

    /** The QNAP QNA-UC5G1T (AQC111U) on USB 3.2 Gen 1 at a Linux server, to a laptop on Thunderbolt 3. */
    private static final String QNA_UC5G1T_PATH =
            """
            {"sender": {"os": "linux", "nic": "qnap-qna-uc5g1t", "bus": {"kind": "usb", "gen": "3.2gen1"}},
             "receiver": {"os": "windows", "nic": "sonnet-solo10g-tb3", "bus": {"kind": "thunderbolt", "version": 3}},
             "test": {"tool": "iperf3", "streams": 1}}""";

    private static String seedPlan(String seed) {
        return app.app().plans().list().stream()
                .filter(s -> seed.equals(s.exampleOf()))
                .findFirst()
                .orElseThrow()
                .plan()
                .id();
    }

    /** Each evidence entry names a file of the corpus, its measured figure and its source, alike by 0.5 to 1. */
    private static void assertRealRuns(JsonNode evidence) {
        assertThat(evidence.size()).isBetween(1, 3);
        double previous = 1;
        for (JsonNode e : evidence) {
            assertThat(e.fieldNames()).toIterable().containsExactly("id", "gbps", "source", "similarity");
            Evidence run = corpus.get(e.get("id").asText());
            assertThat(run).as(e.get("id").asText()).isNotNull();
            assertThat(e.get("gbps").asDouble()).isEqualTo(run.measuredGbps().doubleValue());
            assertThat(e.get("source").asText()).isEqualTo(run.source().url());
            assertThat(e.get("similarity").asDouble()).isBetween(0.5, 1.0).isLessThanOrEqualTo(previous);
            previous = e.get("similarity").asDouble();
        }
    }

    @Test
    void aPredictResponse_listsTheNearestPublishedRuns_withRealCorpusIds() throws Exception {
        JsonNode r = json(app.postJson("/api/predict", QNA_UC5G1T_PATH));
        assertRealRuns(r.get("evidence"));
        // the QNA-UC5G1T has eight runs in the corpus that name it by id: the nearest is one of them
        assertThat(corpus.get(r.get("evidence").get(0).get("id").asText())
                        .sender()
                        .nic())
                .isEqualTo("qnap-qna-uc5g1t");
    }

    @Test
    void aPlanEvaluation_listsTheNearestPublishedRunsPerFlow() throws Exception {
        // seed 004 is in the corpus itself: its flow finds runs of its own QNA-UC5G1T
        JsonNode flows = json(app.get("/api/plans/" + seedPlan("seed-004") + "/evaluation"))
                .get("flows");
        assertRealRuns(flows.get(0).get("prediction").get("evidence"));
    }

    @Test
    void aPathUnlikeEveryRun_hasAnEmptyEvidenceList() throws Exception {
        // Two generic 10G SFP+ NICs without bus, CPU or role: nothing but the tool and the rate to share.
        JsonNode r = json(
                app.postJson(
                        "/api/predict",
                        "{\"sender\": {\"nic\": {\"speedGbps\": 10, \"port\": \"sfp+\"}}, \"receiver\": {\"nic\": {\"speedGbps\": 10, \"port\": \"sfp+\"}}}"));
        assertThat(r.get("evidence").isArray()).isTrue();
        assertThat(r.get("evidence")).isEmpty();
    }

    /** A Windows desktop with an RTL8125B card, cabled to a NAS with the RTL8156B USB adapter on USB 3.2 Gen 1. */
    private static final String RTL8156_NAS_PLAN =
            """
            {"schemaVersion": 1, "name": "usb nas", "currency": "JPY",
             "hosts": [{"id": "pc", "role": "desktop", "os": "windows", "nics": [{"id": "n", "part": "realtek-rtl8125b"}]},
                       {"id": "nas", "role": "nas", "os": "linux", "nics": [{"id": "u", "part": "realtek-rtl8156b", "slot": "usb", "usbPort": "3.2gen1"}]}],
             "links": [{"id": "l", "a": {"device": "pc", "nic": "n", "port": 1}, "b": {"device": "nas", "nic": "u", "port": 1}, "cable": "daiso-lan-cat6-1m", "distanceM": 1}],
             "flows": [{"id": "pc-to-nas", "from": "pc", "to": "nas", "tool": "iperf3", "streams": 1, "initiator": "sender"}]}""";

    @Test
    void thePlanPage_saysWhatPeopleMeasuredNearAnRtl8156Nas_withLinksToTheSources() throws Exception {
        String id = json(app.postJson("/api/plans", RTL8156_NAS_PLAN)).get("id").asText();
        String section = evidenceSection(app.get("/plans/" + id).body());
        JsonNode evidence = json(app.get("/api/plans/" + id + "/evaluation"))
                .get("flows")
                .get(0)
                .get("prediction")
                .get("evidence");
        assertRealRuns(evidence);
        assertThat(section).contains("People measured").contains("Gbit/s with an RTL8156");
        for (JsonNode e : evidence) {
            String url = e.get("source").asText();
            assertThat(url).startsWith("https://");
            assertThat(section).contains("href=\"" + url.replace("&", "&amp;") + "\"");
        }
        assertThat(section).contains("rel=\"noopener noreferrer external\"").doesNotContain("<script");
    }

    private static String evidenceSection(String page) {
        Matcher m = Pattern.compile("<section class=\"evidence\".*?</section>", Pattern.DOTALL)
                .matcher(page);
        assertThat(m.find()).as("an evidence section").isTrue();
        return m.group();
    }

    @Test
    void thePlanPage_saysWhatPeopleMeasuredNearEachFlow_linkingTheSourcesThatHaveAnAddress() throws Exception {
        String id = seedPlan("seed-004");
        JsonNode evidence = json(app.get("/api/plans/" + id + "/evaluation"))
                .get("flows")
                .get(0)
                .get("prediction")
                .get("evidence");
        String section = evidenceSection(app.get("/plans/" + id).body());
        assertThat(section)
                .contains("Published measurements nearby")
                .contains("People measured")
                .contains("Gbit/s");
        for (JsonNode e : evidence) {
            String url = e.get("source").asText();
            if (url.startsWith("https://")) {
                assertThat(section).contains("href=\"" + url.replace("&", "&amp;") + "\"");
            } else {
                // a seed post without an address (seed:NNN) is named, not linked
                assertThat(section).doesNotContain("href=\"" + url + "\"");
            }
            assertThat(section)
                    .contains(corpus.get(e.get("id").asText()).measuredGbps().toPlainString());
        }
        assertThat(section).doesNotContain("<script");
        // the panel alone (refreshed in place after an edit) carries the same section
        assertThat(app.get("/plans/" + id + "/panel").body()).contains("<section class=\"evidence\"");
        // and the Japanese page says it in Japanese
        assertThat(app.get("/plans/" + id, "ja").body()).contains("近い条件の公開測定").doesNotContain("??");
    }

    @Test
    void thePlanPage_showsEachPredictionsRangeAfterItsFigure() {
        String page = app.get("/plans/" + seedPlan("seed-000")).body();
        // 9.4928 and 9.4148 Gbit/s, each followed by its range (", low-high", with its confidence below high)
        assertThat(page).containsPattern("9\\.49 Gbit/s</strong><span class=\"range\"[^>]*>, \\d+\\.\\d+-9\\.\\d+");
        assertThat(page).containsPattern("9\\.41 Gbit/s</strong><span class=\"range\"[^>]*>, \\d+\\.\\d+-9\\.\\d+");
    }

    @Test
    void englishArticles_readLetterByLetterNamesAsLetters() {
        DisplayFormat en = new DisplayFormat(Locale.ENGLISH);
        assertThat(en.article("RTL8156")).isEqualTo("an RTL8156");
        assertThat(en.article("Synology DS420+")).isEqualTo("a Synology DS420+");
        assertThat(en.article("Intel 82599")).isEqualTo("an Intel 82599");
        assertThat(en.article("NAS")).isEqualTo("a NAS");
        assertThat(new DisplayFormat(Locale.JAPANESE).article("NAS")).isEqualTo("NAS");
        PanelView.EvidenceGroup g =
                new PanelView.EvidenceGroup("RTL8156", "Synology DS420+", "J4025", "nas", List.of());
        assertThat(en.evidenceTail(g)).isEqualTo("Gbit/s with an RTL8156 on a Synology DS420+ (J4025).");
        PanelView.EvidenceGroup noMachine = new PanelView.EvidenceGroup("AQC111", null, null, "nas", List.of());
        assertThat(en.evidenceTail(noMachine)).isEqualTo("Gbit/s with an AQC111 on a NAS.");
    }
}
