package dev.wirespeed.measure.parse;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.BiFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every parser fixture, damaged in seeded ways (byte flips, truncation, duplicated lines, unit swaps,
 * huge, negative and NaN numbers, CRLF, UTF-16 read as UTF-8, binary noise, very long lines): the
 * parsers return a result or throw a ParseException with a message, never another exception, and
 * each parse stays within its time budget. The seed is fixed, so a failure names an input that can
 * be rebuilt: fixture, mutation and round.
 */
class MutatedFixturesTest {

    private static final long SEED = 20261201L;
    private static final int ROUNDS_PER_MUTATION = 4;
    private static final Path FIXTURES =
            Path.of(System.getProperty("wirespeed.basedir", "."), "src/test/resources/fixtures");
    private static final Pattern NUMBER = Pattern.compile("\\d+(?:\\.\\d+)?");
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private record Mutation(String name, BiFunction<String, Random, String> apply) {}

    private static final List<Mutation> MUTATIONS = List.of(
            new Mutation("byte flips", MutatedFixturesTest::flipChars),
            new Mutation("truncation", (t, r) -> t.substring(0, r.nextInt(t.length()))),
            new Mutation("duplicated lines", MutatedFixturesTest::duplicateLines),
            new Mutation("Gbits to Mbits", (t, r) -> t.replace("Gbits", "Mbits").replace("GBytes", "MBytes")),
            new Mutation("Mbits to Gbits", (t, r) -> t.replace("Mbits", "Gbits").replace("MBytes", "GBytes")),
            new Mutation("huge number", (t, r) -> replaceNumber(t, r, r.nextBoolean() ? "9".repeat(30) : "1e299")),
            new Mutation("negative number", (t, r) -> replaceNumber(t, r, null)),
            new Mutation("NaN", (t, r) -> replaceNumber(t, r, r.nextBoolean() ? "nan" : "-nan")),
            new Mutation("CRLF", (t, r) -> t.replace("\n", "\r\n")),
            new Mutation(
                    "UTF-16 read as UTF-8",
                    (t, r) -> new String(
                            t.getBytes(r.nextBoolean() ? StandardCharsets.UTF_16LE : StandardCharsets.UTF_16),
                            StandardCharsets.UTF_8)),
            new Mutation("binary noise", MutatedFixturesTest::binaryNoise),
            new Mutation("very long line", MutatedFixturesTest::longLine));

    @Test
    void everyMutatedFixture_isReadOrRefusedWithAMessage_withinTheBudget() {
        Random random = new Random(SEED);
        List<String> failures = new ArrayList<>();
        int inputs = 0;
        for (Path fixture : fixtures()) {
            String text = read(fixture);
            for (Mutation mutation : MUTATIONS) {
                for (int round = 0; round < ROUNDS_PER_MUTATION; round++) {
                    String input = mutation.apply().apply(text, random);
                    String name = FIXTURES.relativize(fixture) + ", " + mutation.name() + ", round " + round;
                    String failure = failure(input);
                    if (failure != null) {
                        failures.add(name + ": " + failure);
                    }
                    inputs++;
                }
            }
        }
        assertThat(inputs).isGreaterThanOrEqualTo(2000);
        assertThat(failures).as(failures.size() + " of " + inputs + " inputs").isEmpty();
    }

    /** What is wrong with how the parsers took {@code input}, or null when nothing is. */
    private static String failure(String input) {
        long start = THREADS.getCurrentThreadCpuTime();
        try {
            Parsers.parse(input);
        } catch (ParseException e) {
            if (e.getMessage() == null || e.getMessage().isBlank()) {
                return "a ParseException without a message";
            }
            if (e.getMessage().startsWith("parsing stopped")) {
                return "ran out of its time budget: " + e.getMessage();
            }
        } catch (RuntimeException | StackOverflowError e) {
            return e.getClass().getSimpleName() + ": " + e.getMessage();
        }
        double seconds = (THREADS.getCurrentThreadCpuTime() - start) / 1e9;
        return seconds * 1000 > Budget.LIMIT_MILLIS ? "took " + seconds + " CPU seconds" : null;
    }

    private static List<Path> fixtures() {
        try (Stream<Path> files = Files.walk(FIXTURES)) {
            List<Path> out = files.filter(Files::isRegularFile)
                    .filter(p -> !p.getFileName().toString().equals("README.md"))
                    .sorted()
                    .toList();
            assertThat(out).hasSizeGreaterThan(40);
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String flipChars(String text, Random r) {
        char[] c = text.toCharArray();
        int flips = 1 + r.nextInt(8);
        for (int i = 0; i < flips; i++) {
            int at = r.nextInt(c.length);
            c[at] = (char) (c[at] ^ (1 << r.nextInt(8)));
        }
        return new String(c);
    }

    private static String duplicateLines(String text, Random r) {
        List<String> lines = new ArrayList<>(text.lines().toList());
        int copies = 1 + r.nextInt(5);
        for (int i = 0; i < copies; i++) {
            int at = r.nextInt(lines.size());
            lines.add(at, lines.get(at));
        }
        return String.join("\n", lines) + "\n";
    }

    /** One printed number replaced by {@code with}, or made negative when {@code with} is null. */
    private static String replaceNumber(String text, Random r, String with) {
        List<int[]> spans = new ArrayList<>();
        Matcher m = NUMBER.matcher(text);
        while (m.find()) {
            spans.add(new int[] {m.start(), m.end()});
        }
        if (spans.isEmpty()) {
            return text;
        }
        int[] s = spans.get(r.nextInt(spans.size()));
        String instead = with == null ? "-" + text.substring(s[0], s[1]) : with;
        return text.substring(0, s[0]) + instead + text.substring(s[1]);
    }

    private static String binaryNoise(String text, Random r) {
        byte[] noise = new byte[1 + r.nextInt(64)];
        r.nextBytes(noise);
        int at = r.nextInt(text.length());
        return text.substring(0, at) + new String(noise, StandardCharsets.ISO_8859_1) + text.substring(at);
    }

    /** A line of 60,000 to 140,000 characters (either side of the 64 KiB limit) spliced in. */
    private static String longLine(String text, Random r) {
        String unit =
                switch (r.nextInt(4)) {
                    case 0 -> "9";
                    case 1 -> " as ";
                    case 2 -> "1.0 ";
                    default -> "[  5] ";
                };
        String line = unit.repeat((60_000 + r.nextInt(80_000)) / unit.length());
        int at = text.indexOf('\n', r.nextInt(text.length()));
        return at < 0 ? text + "\n" + line : text.substring(0, at + 1) + line + text.substring(at);
    }
}
