package dev.wirespeed.web;

import dev.wirespeed.plan.Severity;
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

/** The message files: Japanese translates every English key, and every key the code and templates use exists. */
class MessagesTest {

    private static final Path BASE = TestApp.baseDir();

    @Test
    void japaneseHasEveryEnglishKey_andNoOthers() {
        Set<String> en = new TreeSet<>(Messages.bundle("en").stringPropertyNames());
        Set<String> ja = new TreeSet<>(Messages.bundle("ja").stringPropertyNames());
        Set<String> missing = new TreeSet<>(en);
        missing.removeAll(ja);
        Set<String> extra = new TreeSet<>(ja);
        extra.removeAll(en);
        assertThat(missing).as("keys without a Japanese text").isEmpty();
        assertThat(extra).as("Japanese keys English lacks").isEmpty();
        for (String k : ja) {
            assertThat(Messages.bundle("ja").getProperty(k)).as(k).isNotBlank();
        }
    }

    @Test
    void everyKeyTheTemplatesAndTheCodeUseExists() throws IOException {
        Properties en = Messages.bundle("en");
        List<String> missing = new ArrayList<>();
        Pattern template = Pattern.compile("#\\{([a-zA-Z][a-zA-Z0-9.-]*)[}(]");
        // Messages.get(locale, "key", ...) anywhere; the plan pages' own shorthands m("key") and problem(field, "key")
        Pattern code = Pattern.compile(
                "(?:Messages\\.get\\([^,()]+,\\s*|\\bm\\(|\\bproblem\\([^,()]+,\\s*|\\brequired\\(\"[^\"]+\",\\s*)\"([a-zA-Z][a-zA-Z0-9.-]*)\"\\s*[,)]");
        try (Stream<Path> s = Stream.concat(
                Files.walk(BASE.resolve("web/templates")),
                Files.walk(BASE.resolve("src/main/java/dev/wirespeed/web")))) {
            for (Path f : s.filter(Files::isRegularFile).toList()) {
                String text = Files.readString(f);
                Matcher m = (f.toString().endsWith(".html") ? template : code).matcher(text);
                while (m.find()) {
                    if (en.getProperty(m.group(1)) == null) {
                        missing.add(BASE.relativize(f) + ": " + m.group(1));
                    }
                }
            }
        }
        assertThat(missing).isEmpty();
    }

    @Test
    void keysBuiltFromValuesExistForEveryValue() {
        Properties en = Messages.bundle("en");
        List<String> keys = new ArrayList<>();
        PlanForms.OSES.forEach(o -> keys.add("os." + o));
        PlanForms.ROLES.forEach(o -> keys.add("role." + o));
        PlanForms.TOOLS.forEach(o -> keys.add("tool." + o));
        PlanForms.INITIATORS.forEach(o -> keys.add("initiator." + o));
        PlanForms.INITIATORS.forEach(o -> keys.add("initiator.long." + o));
        for (Severity o : Severity.values()) {
            keys.add("severity." + o);
            keys.add("panel.group." + o);
            keys.add("panel.count." + o);
        }
        for (Side o : Side.values()) {
            keys.add("side." + o);
        }
        List.of("usb", "thunderbolt", "onboard").forEach(o -> keys.add("slot." + o));
        List.of("a", "b").forEach(o -> keys.add("link.end." + o));
        List.of("A", "B").forEach(o -> keys.add("link.module." + o));
        List.of("from", "to").forEach(o -> keys.add("flow." + o));
        assertThat(keys.stream().filter(k -> en.getProperty(k) == null).toList())
                .isEmpty();
    }

    @Test
    void countsReadNaturallyInBothLanguages() {
        assertThat(Messages.get(Locale.ENGLISH, "panel.count.error", 1)).isEqualTo("1 error");
        assertThat(Messages.get(Locale.ENGLISH, "panel.count.error", 2)).isEqualTo("2 errors");
        assertThat(Messages.get(Locale.JAPANESE, "panel.count.error", 0)).isEqualTo("エラーなし");
        assertThat(Messages.get(Locale.JAPANESE, "panel.count.error", 1)).isEqualTo("エラー 1 件");
    }
}
