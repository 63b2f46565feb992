package dev.wirespeed.measure.parse;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** The parsers are domain code: no Jackson, Javalin, jOOQ or Thymeleaf in dev.wirespeed.measure.parse. */
class MeasureParseIsFrameworkFreeTest {

    private static final Pattern FORBIDDEN = Pattern.compile(
            "^\\s*import\\s+(?:static\\s+)?(com\\.fasterxml|io\\.javalin|org\\.jooq|org\\.thymeleaf)\\b.*$",
            Pattern.MULTILINE);

    @Test
    void parsePackage_importsNoFramework() throws IOException {
        Path base = Path.of(System.getProperty("wirespeed.basedir", "."));
        Path dir = base.resolve("src/main/java/dev/wirespeed/measure/parse");
        List<String> offenders = new ArrayList<>();
        List<Path> sources;
        try (Stream<Path> files = Files.walk(dir)) {
            sources = files.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        for (Path source : sources) {
            Matcher m = FORBIDDEN.matcher(Files.readString(source));
            while (m.find()) {
                offenders.add(base.relativize(source) + ": " + m.group().strip());
            }
        }

        assertThat(sources).as("sources scanned in " + dir).hasSizeGreaterThan(10);
        assertThat(offenders)
                .as("framework imports in dev.wirespeed.measure.parse")
                .isEmpty();
    }
}
