package dev.wirespeed.measure.parse;

import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

class BadInputTest {

    @Test
    void emptyInput_isRefused() {
        assertThatThrownBy(() -> Parsers.parse(""))
                .isInstanceOf(ParseException.class)
                .hasMessageContaining("empty input");
        assertThatThrownBy(() -> Parsers.parse(null))
                .isInstanceOf(ParseException.class)
                .hasMessageContaining("empty input");
        assertThatThrownBy(() -> Parsers.parse(" \n\t\r\n"))
                .isInstanceOf(ParseException.class)
                .hasMessageContaining("only whitespace");
    }

    @Test
    void binaryData_isRefusedWithTheOffsetAndLine() {
        // a real output with a NUL byte spliced into its third line
        String text = Fixtures.text("iperf3-text/local-3.12-client-tcp.txt");
        int at = text.indexOf("[ ID]");
        String binary = text.substring(0, at) + '\0' + text.substring(at);

        assertThatThrownBy(() -> Parsers.parse(binary))
                .isInstanceOf(ParseException.class)
                .hasMessage("binary data, not text: a NUL byte at offset " + at + " (line 3)");
    }

    @Test
    void invalidText_manyUndecodableCharacters_isRefused() {
        // what decoding a binary file as UTF-8 gives: replacement characters among the bytes
        String decoded = "\uFFFD\uFFFDELF\u0002\u0001\u0001".repeat(50);

        assertThatThrownBy(() -> Parsers.parse(decoded))
                .isInstanceOf(ParseException.class)
                .hasMessageStartingWith("binary or invalid text:")
                .hasMessageContaining("offset 0 (line 1)");
    }

    @Test
    void unrelatedLog_saysNoMeasurementAndQuotesTheFirstLine() {
        assertThatThrownBy(() -> Fixtures.parse("invalid/local-apt-get-install-log.txt"))
                .isInstanceOf(ParseException.class)
                .hasMessage("no measurement found: none of the 63 lines is iperf3, iperf 2, smbclient, rsync, scp,"
                        + " lspci -vv or dmesg PCIe output (line 1 reads \"Reading package lists...\")");
    }

    @Test
    void truncatedJson_saysWhereItEnded() {
        assertThatThrownBy(() -> Fixtures.parse("invalid/local-3.12-client-tcp-first-1500-bytes.json"))
                .isInstanceOf(ParseException.class)
                .hasMessageContaining("ends at offset 1500")
                .hasMessageContaining("the run was interrupted");
    }

    @Test
    void jsonThatIsNotIperf3_isRefused() {
        String json = "{\"name\": \"wirespeed\", \"version\": 1}";

        assertThatThrownBy(() -> Parsers.parse(json))
                .isInstanceOf(ParseException.class)
                .hasMessageContaining("not iperf3 -J output")
                .hasMessageContaining("keys: name, version");
    }

    @Test
    void fiftyMegabyteString_failsFastWithoutScanningIt() {
        String huge = "x".repeat(50 * 1024 * 1024);

        assertTimeoutPreemptively(Duration.ofSeconds(2), () -> assertThatThrownBy(() -> Parsers.parse(huge))
                .isInstanceOf(ParseException.class)
                .hasMessage("input too large: 52,428,800 characters, the limit is 8,388,608 (8 MiB); a measurement"
                        + " output is far smaller, so paste only the tool's output"));
    }

    @Test
    void inputJustUnderTheCap_isScannedInBoundedTime() {
        // 8 MiB of one long unrelated line: read, found empty, refused quickly
        String big = "y".repeat(Input.MAX_CHARS);

        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> assertThatThrownBy(() -> Parsers.parse(big))
                .isInstanceOf(ParseException.class)
                .hasMessageStartingWith("no measurement found"));
    }

    @Test
    void warningsDoNotHideRuns_textAfterJsonIsReported() {
        String json = Fixtures.text("iperf3-json/local-3.12-client-tcp.json");
        String apt = Fixtures.text("invalid/local-apt-get-install-log.txt");

        ParseResult result = Parsers.parse(json + apt);

        assertThat(result.runs()).hasSize(1);
        assertThat(result.warnings())
                .singleElement()
                .asString()
                .startsWith("text after the JSON document ignored from line")
                .contains("Reading package lists...");
    }

    @Test
    void iperf3ThatCouldNotConnect_saysSo() {
        assertThatThrownBy(() -> Fixtures.parse("invalid/esnet-iperf-545-3.0.11-unable-to-connect.json"))
                .isInstanceOf(ParseException.class)
                .hasMessageContaining("no measurement in the iperf3 JSON")
                .hasMessageContaining("error - unable to connect to server: No route to host");
    }

    @Test
    void jsonStreamWithOnlyItsStartEvent_isRecognisedButHoldsNoMeasurement() {
        // the first, complete line of the stream in esnet/iperf PR #1098
        String startEvent = Fixtures.text("iperf3-json-stream/esnet-iperf-pr1098-3.9plus-cut.jsonl")
                .lines()
                .findFirst()
                .orElseThrow();

        assertThatThrownBy(() -> Parsers.parse(startEvent))
                .isInstanceOf(ParseException.class)
                .hasMessageContaining("iperf3 JSON stream without any measurement");
    }
}
