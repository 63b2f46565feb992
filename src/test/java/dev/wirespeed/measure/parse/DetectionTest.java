package dev.wirespeed.measure.parse;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Every fixture is detected as the format of the folder it sits in. */
class DetectionTest {

    static Stream<String> readableFixtures() throws IOException, URISyntaxException {
        Path root = Path.of(DetectionTest.class.getResource("/fixtures").toURI());
        try (Stream<Path> files = Files.walk(root)) {
            List<String> paths = files.filter(Files::isRegularFile)
                    .map(p -> root.relativize(p).toString().replace('\\', '/'))
                    .filter(p -> !p.endsWith("README.md"))
                    .filter(p -> !p.startsWith("invalid/") && !p.startsWith("mixed/"))
                    // device listings (lspci, lsusb) are no measurement: Parsers.devices reads them (DevicesTest)
                    .filter(p -> !p.startsWith("devices/"))
                    .filter(p -> !p.endsWith("-cut.json") && !p.endsWith("-cut.jsonl"))
                    .sorted()
                    .toList();
            return paths.stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("readableFixtures")
    void fixture_isDetectedAsItsFolderFormat(String path) {
        String format = path.substring(0, path.indexOf('/'));

        ParseResult result = Fixtures.parse(path);

        assertThat(result.runs()).isNotEmpty().allSatisfy(r -> assertThat(r.format())
                .isEqualTo(format));
        assertThat(result.runs())
                .allSatisfy(r -> assertThat(Fixtures.text(path)).contains(r.raw()));
    }

    @Test
    void aWholeArticle_givesEveryFormatInItInOrder() {
        ParseResult result = Fixtures.parse("mixed/seed002-dmesg-iperf3-smbclient.txt");

        assertThat(result.runs())
                .extracting(ParsedRun::format)
                .containsExactly("dmesg", "iperf3-text", "smbclient", "smbclient");
        assertThat(result.runs()).allSatisfy(r -> assertThat(Fixtures.text("mixed/seed002-dmesg-iperf3-smbclient.txt"))
                .contains(r.raw()));
        assertThat(((ThroughputRun) result.runs().get(1)).gbps()).isEqualTo(9.37);
        assertThat(((ThroughputRun) result.runs().get(3)).gbps()).isEqualTo(975328.8 * 1024 * 8 / 1e9);
    }
}
