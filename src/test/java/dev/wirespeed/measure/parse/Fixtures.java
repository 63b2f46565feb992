package dev.wirespeed.measure.parse;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Reads the captured outputs under src/test/resources/fixtures and parses them. */
final class Fixtures {

    private Fixtures() {}

    static String text(String path) {
        try (InputStream in = Fixtures.class.getResourceAsStream("/fixtures/" + path)) {
            if (in == null) {
                throw new IllegalArgumentException("no fixture " + path);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static ParseResult parse(String path) {
        return Parsers.parse(text(path));
    }

    static List<ThroughputRun> throughput(String path) {
        return parse(path).runs().stream().map(ThroughputRun.class::cast).toList();
    }

    static ThroughputRun only(String path) {
        List<ThroughputRun> runs = throughput(path);
        if (runs.size() != 1) {
            throw new AssertionError(path + " holds " + runs.size() + " runs, expected one");
        }
        return runs.get(0);
    }

    static PcieRun pcie(String path) {
        List<ParsedRun> runs = parse(path).runs();
        if (runs.size() != 1) {
            throw new AssertionError(path + " holds " + runs.size() + " runs, expected one");
        }
        return (PcieRun) runs.get(0);
    }

    /** "3.50 GBytes" as iperf prints it: binary units. */
    static long gib(double value) {
        return Math.round(value * 1024 * 1024 * 1024);
    }

    static long mib(double value) {
        return Math.round(value * 1024 * 1024);
    }

    static long kib(double value) {
        return Math.round(value * 1024);
    }
}
