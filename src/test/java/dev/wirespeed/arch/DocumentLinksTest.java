package dev.wirespeed.arch;

import dev.wirespeed.testing.TestApp;
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

/**
 * The README and the documents under docs/ link only to files that ship with the repository: a
 * reader of a clean clone must be able to follow every relative link (the model's design once lived
 * in a folder beside the repository, which a clone does not have).
 */
class DocumentLinksTest {

    /** A Markdown link or image: the target up to a closing parenthesis, an optional title or a #fragment. */
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s#]+)(?:#[^)]*)?\\)");

    @Test
    void everyRelativeLinkInTheReadmeAndDocs_pointsToAFileInsideTheRepository() throws IOException {
        Path base = TestApp.baseDir().toAbsolutePath().normalize();
        List<Path> documents = new ArrayList<>(List.of(base.resolve("README.md")));
        try (Stream<Path> docs = Files.list(base.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).forEach(documents::add);
        }
        List<String> broken = new ArrayList<>();
        int relative = 0;
        for (Path doc : documents) {
            Matcher m = LINK.matcher(Files.readString(doc));
            while (m.find()) {
                String target = m.group(1);
                if (target.matches("^[a-z][a-z0-9+.-]*:.*")) {
                    continue; // https:, mailto: and the like
                }
                relative++;
                Path resolved = doc.getParent().resolve(target).normalize();
                if (!resolved.startsWith(base)) {
                    broken.add(base.relativize(doc) + ": " + target + " leaves the repository");
                } else if (!Files.exists(resolved)) {
                    broken.add(base.relativize(doc) + ": " + target + " does not exist");
                }
            }
        }
        assertThat(relative).as("relative links found").isPositive();
        assertThat(broken).isEmpty();
    }
}
