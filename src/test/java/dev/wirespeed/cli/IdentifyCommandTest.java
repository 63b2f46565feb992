package dev.wirespeed.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code identify FILE}: the devices an output shows and the catalog parts each may be. */
class IdentifyCommandTest {

    private record Run(int code, String out, String err) {}

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static final Path FIX = TestApp.baseDir().resolve("src/test/resources/fixtures/devices");
    private static final String CATALOG = TestApp.repoCatalog().toString();

    @Test
    void seed001PlainLspci_printsTheX520PartsByName() throws Exception {
        Run r = run("identify", FIX.resolve("seed001-lspci-grep-eth.txt").toString(), "--catalog", CATALOG);

        assertThat(r.code()).as(r.err()).isZero();
        JsonNode devices = new ObjectMapper().readTree(r.out()).get("devices");
        assertThat(devices).hasSize(2);
        JsonNode x520 = devices.get(1);
        assertThat(x520.get("address").asText()).isEqualTo("0000:01:00.0");
        assertThat(x520.get("candidates").get(0).get("id").asText()).isEqualTo("intel-x520-da1");
        assertThat(x520.get("candidates").get(0).get("match").asText()).isEqualTo("name");
    }

    @Test
    void aFileNamingNoDevice_exits1WithTheFileAndTheLine(@TempDir Path dir) throws Exception {
        Path junk = dir.resolve("junk.txt");
        Files.writeString(junk, "hello, no device here\n");

        Run r = run("identify", junk.toString(), "--catalog", CATALOG);

        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err()).contains("junk.txt").contains("no device found").contains("line 1");
    }

    @Test
    void noFile_isAUsageError_andHelpListsTheCommand() {
        assertThat(run("identify").code()).isEqualTo(2);
        assertThat(run("--help").out()).contains("identify FILE [--catalog DIR]");
    }
}
