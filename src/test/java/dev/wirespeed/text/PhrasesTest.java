package dev.wirespeed.text;

import dev.wirespeed.solver.model.Side;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The phrase bundles agree with each other and with the code, and a phrase renders as its pattern says. */
class PhrasesTest {

    private static final Locale JA = Locale.JAPANESE;
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d{1,2})}");

    @Test
    void everyEnglishPhrase_hasAJapaneseOne_withTheSameArguments() {
        Properties en = Phrases.bundle("en");
        Properties ja = Phrases.bundle("ja");
        List<String> problems = new ArrayList<>();
        for (String key : new TreeSet<>(en.stringPropertyNames())) {
            String j = ja.getProperty(key);
            if (j == null) {
                problems.add(key + ": no Japanese");
            } else if (!placeholders(en.getProperty(key)).equals(placeholders(j))) {
                problems.add(
                        key + ": English uses " + placeholders(en.getProperty(key)) + ", Japanese " + placeholders(j));
            }
        }
        for (String key : ja.stringPropertyNames()) {
            // prior.*.unit and prior.*.why translate text written in Priors (Phrase.authored), not an English key
            if (en.getProperty(key) == null && !key.matches("prior\\..+\\.(unit|why)")) {
                problems.add(key + ": Japanese only");
            }
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void everyPhraseKeyTheCodeNames_isInTheEnglishBundle() throws IOException {
        Properties en = Phrases.bundle("en");
        // a key written whole as the first argument (a computed key such as "model.side." + side is not checked here)
        Pattern named = Pattern.compile("Phrase\\.(?:of|joined)\\(\\s*\"([a-z0-9.-]+)\"\\s*[,)]");
        Set<String> missing = new TreeSet<>();
        Path main = TestApp.baseDir().resolve("src/main/java");
        try (Stream<Path> files = Files.walk(main)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                Matcher m = named.matcher(Files.readString(f));
                while (m.find()) {
                    if (en.getProperty(m.group(1)) == null) {
                        missing.add(main.relativize(f) + ": " + m.group(1));
                    }
                }
            }
        }
        assertThat(missing).isEmpty();
    }

    @Test
    void everyKeyTheCodeComputes_isInTheEnglishBundle() {
        Properties en = Phrases.bundle("en");
        List<String> computed = new ArrayList<>();
        for (Side side : Side.values()) {
            computed.add("model.side." + side);
        }
        // ThroughputModel names the role of a side (file copies: server or client), Diagnosis its side
        for (String role : List.of("server", "client", "sender", "receiver")) {
            computed.add("model.role." + role);
        }
        // ShoppingLists' power bases, and the vendor-lock policies of catalog/schema/nic.schema.json
        for (String basis : List.of("typical", "max", "unknown")) {
            computed.add("shop.power.basis." + basis);
        }
        for (String policy : List.of("open", "vendor-coded-only", "vendor-coded-by-default")) {
            computed.add("rule.vendor-locked-optics.policy." + policy);
        }
        assertThat(computed).allMatch(k -> en.getProperty(k) != null);
    }

    @Test
    void aCount_takesTheSingularForOne_andThePluralOtherwise() {
        // plan.check.problems: "the plan has {0} {0|problem|problems}, first at {1}: {2}"
        assertThat(Phrase.of("plan.check.problems", 1, "$.name", "x").english())
                .isEqualTo("the plan has 1 problem, first at $.name: x");
        assertThat(Phrase.of("plan.check.problems", 3, "$.name", "x").english())
                .isEqualTo("the plan has 3 problems, first at $.name: x");
        assertThat(Phrase.of("plan.check.problems", 0, "$", "x").english()).startsWith("the plan has 0 problems,");
        // a count a caller formatted to text reads the same
        assertThat(Phrase.of("issue.link-end.3", "a", "CRS305", "1", 2).english())
                .isEqualTo("link a: CRS305 has 1 port; port 2 does not exist");
        assertThat(Count.of(1, "problem", "problems")).isEqualTo("1 problem");
        assertThat(Count.of(2, "problem", "problems")).isEqualTo("2 problems");
    }

    @Test
    void aHostNameTheServerDoesNotAnswerTo_readsAsBefore_inEnglish_andInJapanese() {
        Phrase p = Phrase.of("request.host", "evil.example");
        assertThat(p.english())
                .isEqualTo("this server does not answer to the host name 'evil.example'; start it with --host NAME"
                        + " to allow a name");
        assertThat(Phrases.render(p, Locale.JAPANESE))
                .isEqualTo("このサーバーはホスト名「evil.example」では応答しません。その名前を許可するには --host NAME を付けて起動してください");
    }

    @Test
    void noEnglishPhrase_writesACountAsNounParenthesisS() {
        Properties en = Phrases.bundle("en");
        List<String> bare = en.stringPropertyNames().stream()
                .filter(k -> en.getProperty(k).contains("(s)"))
                .sorted()
                .toList();
        assertThat(bare).isEmpty();
    }

    @Test
    void aPhrase_fillsItsArguments_andNestedPhrasesInTheSameLanguage() {
        Phrase mtu = Phrase.of("rule.mtu-mismatch.2", "Intel X520-DA1", 9500, 9000);
        assertThat(mtu.english()).isEqualTo("Intel X520-DA1: MTU 9500 set, the card supports up to 9000");
        assertThat(mtu.in(JA)).isEqualTo("Intel X520-DA1: MTU 9500 が設定されていますが、カードの対応は 9000 までです");
        Phrase end = Phrase.of("rule.end", "l1", "A", "Windows PC", 1);
        assertThat(Phrase.of("rule.note", end).in(JA)).isEqualTo(" (リンク l1 の A 側 (Windows PC のポート 1))");
    }

    @Test
    void anApostropheAndBracesWithoutANumber_areShownAsWritten() {
        // MessageFormat would drop the apostrophe of "card's"; phrases are not MessageFormat patterns.
        assertThat(Phrase.of("resolve.own-interface").english()).isEqualTo("the card's own interface");
        assertThat(Phrase.verbatim("{x} and {0}").english()).isEqualTo("{x} and {0}");
    }

    @Test
    void joinedAndConcatenatedPhrases_readAsTheirPieces() {
        Phrase modes =
                Phrase.joined("rule.separator.or", List.of(Phrase.verbatim("RS-FEC"), Phrase.verbatim("BASE-R FEC")));
        assertThat(modes.english()).isEqualTo("RS-FEC or BASE-R FEC");
        assertThat(modes.in(JA)).isEqualTo("RS-FEC または BASE-R FEC");
        assertThat(Phrase.concat("a", 1, Phrase.of("model.units.one-stream")).in(JA))
                .isEqualTo("a11 ストリーム");
    }

    @Test
    void authoredText_isItsEnglish_untilALanguageTranslatesItsKey() {
        Phrase known = Phrase.authored("prior.protocol.http.why", "HTTP headers are negligible.");
        assertThat(known.english()).isEqualTo("HTTP headers are negligible.");
        assertThat(known.in(JA)).startsWith("HTTP のヘッダーは応答ごとに一度だけ送られます");
        assertThat(Phrase.authored("prior.no-such.why", "as written").in(JA)).isEqualTo("as written");
    }

    @Test
    void aLanguageWithoutABundle_readsEnglish_andAMissingKeyFails() {
        assertThat(Phrase.of("rule.word.cage").in(Locale.GERMAN)).isEqualTo("cage");
        assertThatThrownBy(() -> Phrase.of("no.such.phrase").english()).hasMessageContaining("no.such.phrase");
        assertThatThrownBy(() -> Phrase.of("rule.mtu-mismatch.2", "only one").english())
                .hasMessageContaining("{1}");
    }

    private static Set<String> placeholders(String pattern) {
        Set<String> out = new TreeSet<>();
        Matcher m = PLACEHOLDER.matcher(pattern);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }
}
