package dev.wirespeed.measure.parse;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The iperf3 JSON reader builds only the members the runs are made of and reads through the rest.
 * Every fixture, and every iperf3 JSON fixture damaged in seeded ways (cut short anywhere, a
 * character changed, a JSON-significant character inserted), parses to the same runs and warnings,
 * or fails with the same message (offset and path), as with the whole tree built.
 */
class SkippedMembersTest {

    private static final Path FIXTURES =
            Path.of(System.getProperty("wirespeed.basedir", "."), "src/test/resources/fixtures");
    private static final long SEED = 20261202L;
    private static final int DAMAGES_PER_FIXTURE = 150;
    private static final String SIGNIFICANT = "{}[],:\"\\ e-+.0nx\n";

    /** A parse's outcome: the runs and warnings, or the message it failed with. */
    private record Outcome(ParseResult result, String failure) {

        static Outcome of(String text, LenientJson.Shape shape) {
            try {
                return new Outcome(Parsers.parse(text, Budget.standard(), shape), null);
            } catch (ParseException e) {
                return new Outcome(null, e.getMessage());
            }
        }
    }

    @Test
    void everyFixture_parsesToTheSameRunsAndWarnings_asWithTheWholeTreeBuilt() {
        int json = 0;
        for (Path f : fixtures()) {
            String text = read(f);
            Outcome whole = Outcome.of(text, LenientJson.ALL);
            Outcome shaped = Outcome.of(text, Iperf3Json.SHAPE);
            assertThat(shaped).as(f.toString()).isEqualTo(whole);
            if (isJson(text)) {
                json++;
            }
        }
        // the -J and --json-stream fixtures, and the JSON ones among the invalid and mixed inputs
        assertThat(json).isGreaterThanOrEqualTo(15);
    }

    @Test
    void everyDamagedJsonFixture_readsOrFailsWithTheSameMessage_asWithTheWholeTreeBuilt() {
        Random random = new Random(SEED);
        int failures = 0;
        int compared = 0;
        for (Path f : fixtures()) {
            String text = read(f);
            if (!isJson(text)) {
                continue;
            }
            for (int round = 0; round < DAMAGES_PER_FIXTURE; round++) {
                String damaged = damage(text, random, round % 3);
                Outcome whole = Outcome.of(damaged, LenientJson.ALL);
                Outcome shaped = Outcome.of(damaged, Iperf3Json.SHAPE);
                assertThat(shaped)
                        .as("%s, damage %d (kind %d)", f, round, round % 3)
                        .isEqualTo(whole);
                compared++;
                if (whole.failure() != null) {
                    failures++;
                }
            }
        }
        // the damage reaches the error paths: a good share of the inputs fail, not all
        assertThat(failures).isGreaterThan(compared / 10).isLessThan(compared);
    }

    private static String damage(String text, Random random, int kind) {
        int at = random.nextInt(text.length());
        char c = SIGNIFICANT.charAt(random.nextInt(SIGNIFICANT.length()));
        return switch (kind) {
            case 0 -> text.substring(0, at);
            case 1 -> text.substring(0, at) + c + text.substring(at + 1);
            default -> text.substring(0, at) + c + text.substring(at);
        };
    }

    private static boolean isJson(String text) {
        return text.contains("{\"") || text.strip().startsWith("{");
    }

    private static List<Path> fixtures() {
        try (Stream<Path> s = Files.walk(FIXTURES)) {
            List<Path> all =
                    new ArrayList<>(s.filter(Files::isRegularFile).sorted().toList());
            assertThat(all).hasSizeGreaterThan(80);
            return all;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path f) {
        try {
            return Files.readString(f, StandardCharsets.UTF_8);
        } catch (IOException e) {
            // a fixture that is not UTF-8 is read as the parsers get such text: replaced characters
            try {
                return new String(Files.readAllBytes(f), StandardCharsets.UTF_8);
            } catch (IOException again) {
                throw new UncheckedIOException(again);
            }
        }
    }
}
