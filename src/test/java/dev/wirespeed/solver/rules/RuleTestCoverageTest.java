package dev.wirespeed.solver.rules;

import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Every rule has its own test class, and every id the README documents appears in some test. */
class RuleTestCoverageTest {

    private static final Path TESTS = TestApp.baseDir().resolve("src/test/java");

    @Test
    void everyRuleInTheListHasATestClassNamedAfterIt() {
        List<String> missing = new ArrayList<>();
        for (Rule r : Rules.ALL) {
            String testClass = r.getClass().getName() + "Test";
            try {
                Class.forName(testClass, false, getClass().getClassLoader());
            } catch (ClassNotFoundException e) {
                missing.add(testClass);
            }
        }
        assertThat(missing).as("rules without a test class named after them").isEmpty();
    }

    @Test
    void everyRuleIdTheReadmeDocumentsIsMentionedInATest() throws IOException {
        Set<String> documented = readmeIds();
        List<String> tests = testSources();
        List<String> unmentioned = documented.stream()
                .filter(id -> tests.stream().noneMatch(t -> t.contains("\"" + id + "\"")))
                .toList();
        assertThat(unmentioned)
                .as("rule ids in the README that no test names as \"id\"")
                .isEmpty();
    }

    /** The ids in the README's rule table and in its list of structural checks. */
    private static Set<String> readmeIds() throws IOException {
        String readme = Files.readString(TestApp.baseDir().resolve("README.md"));
        String section = readme.substring(readme.indexOf("## Validation rules"), readme.indexOf("## HTTP API"));
        Set<String> ids = new LinkedHashSet<>();
        Matcher row =
                Pattern.compile("^\\| `([a-z0-9-]+)` \\|", Pattern.MULTILINE).matcher(section);
        while (row.find()) {
            ids.add(row.group(1));
        }
        // A change of the table's layout must not leave this test checking nothing.
        assertThat(ids).as("rule ids parsed from the README table").hasSize(Rules.ALL.size());
        String marker = "Structural checks with their own ids:";
        int from = section.indexOf(marker);
        assertThat(from).as("the README's list of structural checks").isNotNegative();
        String structural = section.substring(from + marker.length(), section.indexOf('(', from));
        Matcher id = Pattern.compile("`([a-z0-9-]+)`").matcher(structural);
        int before = ids.size();
        while (id.find()) {
            ids.add(id.group(1));
        }
        assertThat(ids.size()).as("structural check ids parsed from the README").isGreaterThan(before);
        return ids;
    }

    private static List<String> testSources() throws IOException {
        try (Stream<Path> files = Files.walk(TESTS)) {
            return files.filter(p -> p.getFileName().toString().matches(".*(Test|IT)\\.java"))
                    .filter(p ->
                            !p.getFileName().toString().equals(RuleTestCoverageTest.class.getSimpleName() + ".java"))
                    .map(RuleTestCoverageTest::read)
                    .toList();
        }
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
