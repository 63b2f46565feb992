package dev.wirespeed.web;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirespeed.app.PlanService;
import dev.wirespeed.testing.OnEachDatabase;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.AfterParameterizedClassInvocation;
import org.junit.jupiter.params.BeforeParameterizedClassInvocation;

import java.io.IOException;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static dev.wirespeed.testing.TestApp.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every page a person reads, rendered in Japanese ({@code ?lang=ja}) for every seed example, holds no
 * English sentence.
 *
 * <p>What counts as an English sentence: in the text a person sees (text nodes and {@code title}
 * attributes, without scripts and styles), a run of three or more consecutive ASCII words, separated
 * only by spaces or commas, where every word is in {@link #COMMON_ENGLISH} (a fixed list of common
 * English words). Not counted: a run inside a part name or alias from the catalog, inside text that is
 * catalog or plan data shown as written (any string of a catalog YAML file or of the seed plan documents:
 * host names, notes, caveats, the sources' quotes), inside quotation marks, or inside {@code <code>} /
 * {@code <pre>} (commands and measured output), or inside {@code <textarea>} (the text a person pasted). Factor keys ({@code cpu.smb}) and units are not words of
 * the list, so they never form a run.
 */
@OnEachDatabase
class JapanesePagesTest {

    private static TestApp app;
    private static String data;
    private static String dataWithoutCommas;

    @BeforeParameterizedClassInvocation
    static void start() throws IOException {
        app = TestApp.start();
        loadData();
    }

    /** The catalog and seed strings the detector lets through; other tests call it before {@link #englishSentences}. */
    static synchronized void loadData() throws IOException {
        if (data == null) {
            data = dataText();
            dataWithoutCommas = data.replace(",", "");
        }
    }

    @AfterParameterizedClassInvocation
    static void stop() {
        app.close();
    }

    @Test
    void everyPageOfEverySeedExample_inJapanese_holdsNoEnglishSentence() throws Exception {
        Map<String, String> plans = examples();
        assertThat(plans.keySet()).containsAll(PlanService.EXAMPLES);
        String seed001 = plans.get("seed-001");
        importRun("iperf3-text/seed001-client-pcie-x1.txt", seed001, "win-to-server");
        importRun("iperf3-text/seed000-10gbe-before-and-after-driver.txt", plans.get("seed-000"), "win-to-ubuntu");
        List<String> pages = new ArrayList<>(
                List.of("/", "/catalog", "/measurements", "/calibration", "/settings", "/settings/iperf3"));
        Set<String> parts = new LinkedHashSet<>();
        // a plan whose card is generic (no catalog part): its shopping-list line is generated text
        HttpResponse<String> generic = app.postJson(
                "/api/plans",
                "{\"name\":\"Generic card\",\"hosts\":[{\"id\":\"pc\",\"name\":\"PC\","
                        + "\"board\":\"asus-prime-b550-plus\",\"nics\":[{\"id\":\"card\","
                        + "\"generic\":{\"speedGbps\":10,\"port\":\"sfp+\",\"busKind\":\"pcie\"}}]}]}");
        assertThat(generic.statusCode()).as(generic.body()).isEqualTo(201);
        pages.add("/plans/" + json(generic).get("id").asText() + "/shopping-list");
        for (String id : plans.values()) {
            pages.add("/plans/" + id);
            pages.add("/plans/" + id + "/history");
            pages.add("/plans/" + id + "/panel");
            pages.add("/plans/" + id + "/shopping-list");
            pages.add("/plans/" + id + "/recommend");
            pages.add("/plans/" + id + "/topology.svg");
            parts.addAll(partsOf(json(app.get("/api/plans/" + id + "/export"))));
        }
        for (String part : parts) {
            pages.add("/catalog/" + part);
        }
        for (JsonNode m : json(app.get("/api/measurements"))) {
            pages.add("/measurements/" + m.get("id").asText());
        }
        Map<String, List<String>> found = new LinkedHashMap<>();
        for (String page : pages) {
            HttpResponse<String> r = app.get(page + (page.contains("?") ? "&" : "?") + "lang=ja");
            assertThat(r.statusCode()).as(page).isEqualTo(200);
            List<String> english = englishSentences(r.body());
            if (!english.isEmpty()) {
                found.put(page, english);
            }
        }
        assertThat(found).as("English sentences on Japanese pages").isEmpty();
    }

    @Test
    void recommendAnswersAndIdentifyResults_inJapanese_holdNoEnglishSentence() throws Exception {
        Map<String, String> plans = examples();
        List<String> pages = new ArrayList<>();
        for (String id : plans.values()) {
            // every flow of the example asked for 9 Gbit/s: seed 000 gets builds and the vendor driver,
            // seed 001 the BIOS slot mode, seed 002 a target no NIC reaches (its N100 binds SMB)
            StringBuilder q = new StringBuilder("/plans/" + id + "/recommend?condition=any");
            for (JsonNode f : json(app.get("/api/plans/" + id + "/export")).path("flows")) {
                q.append("&t.").append(f.get("id").asText()).append("=9");
            }
            pages.add(q.toString());
        }
        Map<String, List<String>> found = new LinkedHashMap<>();
        int withBuilds = 0;
        for (String page : pages) {
            HttpResponse<String> r = app.get(page + "&lang=ja");
            assertThat(r.statusCode()).as(page).isEqualTo(200);
            withBuilds += r.body().contains("class=\"builds\"") ? 1 : 0;
            List<String> english = englishSentences(r.body());
            if (!english.isEmpty()) {
                found.put(page, english);
            }
        }
        assertThat(withBuilds).as("examples whose answer lists builds").isGreaterThanOrEqualTo(2);
        for (String fixture : List.of(
                "devices/x520-clone-lspci-vnn.txt",
                "devices/connectx4lx-lspci-nn.txt",
                "devices/lsusb-rtl8156.txt",
                "devices/kernel-log-nic-lines.txt")) {
            String text = Files.readString(
                    TestApp.baseDir().resolve("src/test/resources/fixtures").resolve(fixture));
            HttpResponse<String> r =
                    app.postForm("/identify?lang=ja", "text=" + URLEncoder.encode(text, StandardCharsets.UTF_8));
            assertThat(r.statusCode()).as(fixture).isEqualTo(200);
            List<String> english = englishSentences(r.body());
            if (!english.isEmpty()) {
                found.put("/identify " + fixture, english);
            }
        }
        assertThat(found)
                .as("English sentences on Japanese recommend and identify pages")
                .isEmpty();
    }

    @Test
    void theDetector_findsAnEnglishSentence_andSkipsPartNamesQuotesAndCode() {
        assertThat(englishSentences("<p>the card supports up to 9000</p>"))
                .containsExactly("the card supports up to ⟨in⟩ the card supports up to 9000");
        assertThat(englishSentences("<p>MTU 9000 を設定</p><code>ping -M do -s 8972 PEER from each host</code>"))
                .isEmpty();
        assertThat(englishSentences("<p>「to be or not」</p><p>\"it is the one\"</p>"))
                .isEmpty();
        // the recommender's and the identify page's English, as they read before they became phrases
        assertThat(englishSentences("<li>direct link between Windows PC and Ubuntu PC</li>"))
                .isNotEmpty();
        assertThat(englishSentences("<td>same chip (Intel 82599ES) as the cards that carry 8086:10fb</td>"))
                .isNotEmpty();
    }

    // ---- the pages ----

    private static Map<String, String> examples() throws IOException {
        Map<String, String> out = new LinkedHashMap<>();
        for (JsonNode p : json(app.get("/api/plans"))) {
            if (p.hasNonNull("exampleOf")) {
                out.put(p.get("exampleOf").asText(), p.get("id").asText());
            }
        }
        return out;
    }

    private static void importRun(String fixture, String plan, String flow) throws IOException {
        String text = Files.readString(
                TestApp.baseDir().resolve("src/test/resources/fixtures").resolve(fixture));
        HttpResponse<String> r = app.post("/api/measurements?plan=" + plan + "&flow=" + flow, text, "text/plain");
        assertThat(r.statusCode()).as(fixture).isBetween(200, 201);
    }

    /** Every catalog id a plan document names: NICs, switches, cables, modules, boards, CPUs, storage. */
    private static Set<String> partsOf(JsonNode doc) {
        Set<String> out = new LinkedHashSet<>();
        collectStrings(doc, s -> {
            if (s.matches("[a-z0-9][a-z0-9.-]*-[a-z0-9.-]+")
                    && app.get("/api/parts/" + s).statusCode() == 200) {
                out.add(s);
            }
        });
        return out;
    }

    // ---- the detector ----

    /** Common English words; a run of three of them in a row is an English sentence (see the class comment). */
    static final Set<String> COMMON_ENGLISH = Set.of(
            "a",
            "about",
            "above",
            "add",
            "after",
            "again",
            "against",
            "all",
            "also",
            "an",
            "and",
            "any",
            "are",
            "as",
            "at",
            "back",
            "be",
            "because",
            "been",
            "before",
            "being",
            "below",
            "between",
            "binds",
            "both",
            "but",
            "by",
            "cable",
            "can",
            "candidates",
            "cannot",
            "card",
            "cards",
            "carry",
            "catalog",
            "certain",
            "changes",
            "check",
            "chip",
            "choose",
            "controller",
            "could",
            "did",
            "direct",
            "do",
            "does",
            "down",
            "draw",
            "driver",
            "drop",
            "dropped",
            "each",
            "either",
            "end",
            "ends",
            "enough",
            "every",
            "expect",
            "faster",
            "few",
            "fits",
            "flow",
            "flows",
            "for",
            "found",
            "frames",
            "free",
            "from",
            "get",
            "gets",
            "given",
            "goes",
            "has",
            "have",
            "here",
            "holds",
            "hop",
            "host",
            "hosts",
            "how",
            "if",
            "in",
            "install",
            "instead",
            "interface",
            "into",
            "is",
            "it",
            "its",
            "just",
            "least",
            "less",
            "like",
            "limit",
            "limited",
            "line",
            "link",
            "links",
            "lists",
            "lower",
            "may",
            "model",
            "more",
            "most",
            "move",
            "much",
            "must",
            "name",
            "need",
            "needed",
            "needs",
            "newer",
            "no",
            "none",
            "nor",
            "not",
            "notes",
            "nothing",
            "now",
            "of",
            "off",
            "on",
            "once",
            "one",
            "only",
            "or",
            "other",
            "our",
            "out",
            "over",
            "own",
            "path",
            "per",
            "plan",
            "port",
            "ports",
            "predictable",
            "price",
            "printed",
            "replace",
            "reuse",
            "run",
            "runs",
            "same",
            "set",
            "should",
            "slot",
            "so",
            "some",
            "speed",
            "still",
            "stream",
            "streams",
            "such",
            "supports",
            "switch",
            "term",
            "than",
            "that",
            "the",
            "their",
            "them",
            "then",
            "there",
            "these",
            "they",
            "this",
            "those",
            "through",
            "to",
            "too",
            "turn",
            "two",
            "under",
            "until",
            "up",
            "use",
            "used",
            "uses",
            "using",
            "vendor",
            "very",
            "was",
            "we",
            "were",
            "what",
            "when",
            "where",
            "which",
            "while",
            "who",
            "why",
            "will",
            "with",
            "within",
            "without",
            "would",
            "you",
            "your");

    private static final Pattern HIDDEN =
            Pattern.compile("(?is)<(script|style|code|pre|textarea)\\b[^>]*>.*?</\\1>|<!--.*?-->");
    private static final Pattern TITLE = Pattern.compile("(?i)\\stitle=\"([^\"]*)\"");
    private static final Pattern TAG = Pattern.compile("(?s)<[^>]*>");
    private static final Pattern QUOTED = Pattern.compile("\"[^\"]*\"|“[^”]*”|「[^」]*」|『[^』]*』|‘[^’]*’");
    private static final Pattern RUN = Pattern.compile("[A-Za-z][A-Za-z']*(?:[ ,]+[A-Za-z][A-Za-z']*)*");

    static List<String> englishSentences(String html) {
        String visible = HIDDEN.matcher(html).replaceAll(" ");
        StringBuilder text = new StringBuilder();
        Matcher t = TITLE.matcher(visible);
        while (t.find()) {
            text.append(' ').append(unescape(t.group(1))).append(" |");
        }
        text.append(' ').append(unescape(TAG.matcher(visible).replaceAll(" | ")));
        String unquoted =
                QUOTED.matcher(text.toString().replaceAll("\\s+", " ")).replaceAll(" | ");
        List<String> out = new ArrayList<>();
        for (String segment : unquoted.split("\\|")) {
            String s = segment.trim();
            if (s.isEmpty() || data.contains(s)) {
                continue;
            }
            Matcher m = RUN.matcher(s);
            while (m.find()) {
                String english = longestCommonRun(m.group());
                // the run is compared without its commas, as the data is (see dataText)
                if (english != null && !data.contains(english) && !dataWithoutCommas.contains(english)) {
                    out.add(english + " ⟨in⟩ " + (s.length() > 200 ? s.substring(0, 200) : s));
                    break;
                }
            }
        }
        return out;
    }

    /** The first run of three or more common words in a row, or null. */
    private static String longestCommonRun(String words) {
        List<String> run = new ArrayList<>();
        String best = null;
        for (String w : (words + " .").split("[ ,]+")) {
            if (COMMON_ENGLISH.contains(w.toLowerCase())) {
                run.add(w);
                continue;
            }
            if (run.size() >= 3 && best == null) {
                best = String.join(" ", run);
            }
            run.clear();
        }
        return best;
    }

    private static String unescape(String s) {
        return s.replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&quot;", "\"")
                .replace("&#39;", "'")
                .replace("&nbsp;", " ")
                .replace("&amp;", "&");
    }

    // ---- catalog and plan data, shown as written ----

    private static String dataText() throws IOException {
        StringBuilder sb = new StringBuilder();
        Path catalog = TestApp.repoCatalog();
        try (Stream<Path> files = Files.walk(catalog)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".yaml")).toList()) {
                sb.append(Files.readString(f)).append('\n');
            }
        }
        for (String seed : PlanService.EXAMPLES) {
            sb.append(new String(
                            JapanesePagesTest.class
                                    .getClassLoader()
                                    .getResourceAsStream("examples/" + seed + ".json")
                                    .readAllBytes(),
                            StandardCharsets.UTF_8))
                    .append('\n');
        }
        // YAML folds long strings over lines and may quote them: compare on collapsed whitespace.
        return Arrays.stream(sb.toString().split("\n"))
                .map(l -> l.replaceFirst("^\\s*(- )?([A-Za-z_]+: )?", "").replaceAll("^[\"'>|-]+|[\"']$", ""))
                .collect(Collectors.joining(" "))
                .replace("\\\"", "\"")
                .replaceAll("\\s+", " ");
    }

    private static void collectStrings(JsonNode n, Consumer<String> out) {
        if (n.isTextual()) {
            out.accept(n.asText());
        }
        n.forEach(c -> collectStrings(c, out));
    }
}
