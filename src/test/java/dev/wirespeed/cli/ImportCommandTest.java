package dev.wirespeed.cli;

import dev.wirespeed.testing.TestApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The import command opens the store alone: no catalog is read, and the runs it stores are the service's. */
class ImportCommandTest {

    private static final Path FIX = TestApp.baseDir().resolve("src/test/resources/fixtures");

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

    @Test
    void import_readsNoCatalog_soACatalogFolderThatDoesNotExistStopsNothing(@TempDir Path dir) throws Exception {
        Path data = Files.createDirectories(dir.resolve("data"));
        String file = FIX.resolve("iperf3-json/local-3.12-client-tcp.json").toString();
        String missing = dir.resolve("no-catalog-here").toString();
        Run first = run("import", file, "--data-dir", data.toString(), "--catalog", missing);
        assertThat(first.code()).as(first.err()).isZero();
        assertThat(first.out()).startsWith("stored  m").contains("1 run(s) stored, 0 already known");
        String id = first.out().substring("stored  ".length(), "stored  ".length() + 13);
        Run second = run("import", file, "--data-dir", data.toString());
        assertThat(second.out()).startsWith("known   " + id).contains("0 run(s) stored, 1 already known");
    }

    @Test
    void import_ofAPlanThatIsNotStored_exits2WithoutStoring(@TempDir Path dir) throws Exception {
        Path data = Files.createDirectories(dir.resolve("data"));
        String file = FIX.resolve("iperf3-json/local-3.12-client-tcp.json").toString();
        Run bad = run("import", file, "--plan", "nope", "--data-dir", data.toString());
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err()).startsWith("wirespeed import: ").contains("nope");
        Run after = run("import", file, "--data-dir", data.toString());
        assertThat(after.out()).contains("1 run(s) stored, 0 already known");
    }
}
