package dev.wirespeed.arch;

import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Repository-wide checks of the house rules in shared/design/architecture.md. */
class ArchitectureTest {

    private static final Path MAIN = TestApp.baseDir().resolve("src/main/java/dev/wirespeed");
    private static final List<String> FRAMEWORKS = List.of("com.fasterxml", "io.javalin", "org.jooq", "org.thymeleaf");

    @Test
    void domainPackagesImportNoFramework() throws IOException {
        List<String> violations = new ArrayList<>();
        for (String pkg : List.of("units", "catalog", "plan", "solver", "measure/parse", "shop", "picture")) {
            Path dir = MAIN.resolve(pkg);
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> s = Files.walk(dir)) {
                for (Path f : s.filter(p -> p.toString().endsWith(".java")).toList()) {
                    if (f.toString().contains("/catalog/load/")) {
                        continue; // the loader reads YAML and JSON Schema: it is the adapter, not the domain
                    }
                    for (String line : Files.readAllLines(f)) {
                        if (line.startsWith("import ") && FRAMEWORKS.stream().anyMatch(fw -> line.contains(" " + fw) || line.contains("static " + fw))) {
                            violations.add(MAIN.relativize(f) + ": " + line);
                        }
                    }
                }
            }
        }
        assertThat(violations).isEmpty();
    }

    @Test
    void onlyTheStorePackageTouchesJooq() throws IOException {
        List<String> violations = new ArrayList<>();
        try (Stream<Path> s = Files.walk(MAIN)) {
            for (Path f : s.filter(p -> p.toString().endsWith(".java")).toList()) {
                if (f.startsWith(MAIN.resolve("store"))) {
                    continue;
                }
                for (String line : Files.readAllLines(f)) {
                    if (line.startsWith("import") && line.contains("org.jooq")) {
                        violations.add(MAIN.relativize(f) + ": " + line);
                    }
                }
            }
        }
        assertThat(violations).isEmpty();
    }

    @Test
    void everyRenderedTemplateExists() throws IOException {
        List<String> missing = new ArrayList<>();
        Path templates = TestApp.baseDir().resolve("web/templates");
        java.util.regex.Pattern render = java.util.regex.Pattern.compile("render\\(\"([a-z0-9/-]+)\"");
        try (Stream<Path> s = Files.walk(MAIN)) {
            for (Path f : s.filter(p -> p.toString().endsWith(".java")).toList()) {
                var m = render.matcher(Files.readString(f));
                while (m.find()) {
                    if (!Files.exists(templates.resolve(m.group(1) + ".html"))) {
                        missing.add(MAIN.relativize(f) + " renders " + m.group(1));
                    }
                }
            }
        }
        assertThat(missing).isEmpty();
    }

    @Test
    void ciRunsTheReadmeTestCommand() throws IOException {
        String ci = Files.readString(TestApp.baseDir().resolve(".ci/run"));
        String readme = Files.readString(TestApp.baseDir().resolve("README.md"));
        // The last command runs the README's test command as it is: no -q, so test counts are printed.
        assertThat(ci.lines().filter(l -> l.trim().startsWith("mvn")).toList()).containsExactly("mvn -B verify");
        assertThat(readme).contains("mvn -B verify").contains("java -jar target/wirespeed.jar");
    }
}
