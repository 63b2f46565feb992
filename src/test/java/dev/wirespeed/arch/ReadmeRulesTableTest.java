package dev.wirespeed.arch;

import dev.wirespeed.solver.rules.Rule;
import dev.wirespeed.solver.rules.Rules;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** The README's rule table lists exactly the rules in the code, with their severity and description. */
class ReadmeRulesTableTest {

    @Test
    void readmeTableMatchesTheRules() throws Exception {
        String readme = Files.readString(TestApp.baseDir().resolve("README.md"));
        String section = readme.substring(readme.indexOf("## Validation rules"), readme.indexOf("## HTTP API"));
        Pattern row = Pattern.compile("^\\| `([a-z0-9-]+)` \\| (error|warning|info) \\| (.+) \\|$", Pattern.MULTILINE);
        Map<String, String> documented = new LinkedHashMap<>();
        Matcher m = row.matcher(section);
        while (m.find()) {
            documented.put(m.group(1), m.group(2) + " | " + m.group(3));
        }
        Map<String, String> code = new LinkedHashMap<>();
        for (Rule r : Rules.ALL) {
            code.put(r.id(), r.severity() + " | " + r.description());
        }
        assertThat(documented).containsExactlyEntriesOf(code);
    }

    @Test
    void ruleIdsAreUnique() {
        assertThat(Rules.ALL.stream().map(Rule::id).distinct().count()).isEqualTo(Rules.ALL.size());
    }
}
