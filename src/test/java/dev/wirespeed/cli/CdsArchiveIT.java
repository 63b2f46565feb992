package dev.wirespeed.cli;

import dev.wirespeed.testing.Requirement;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The class-data sharing archive that {@code mvn package} builds (target/wirespeed.jsa) against the
 * packaged jar, in a child JVM as a person runs it. Java 17 writes a method's "queued for
 * compilation" flag into a dynamic archive (JDK-8306460), so a method waiting in the compiler's queue
 * when the training run exited is interpreted for ever by every run that maps the archive: before
 * the training ran in the interpreter only, two archives of three built from the same jar left the
 * iperf3 parser's {@code LenientJson.value} or {@code scalar} uncompiled, and {@code parse-files} took
 * 0.43 s instead of 0.33 s for 2,000 files. The training's last step is a parse, so those are the
 * methods that were hot when it exited.
 */
class CdsArchiveIT {

    private static final Path BASEDIR = Path.of(System.getProperty("wirespeed.basedir", "."));
    private static final Path JAR = BASEDIR.resolve("target/wirespeed.jar");
    private static final Path ARCHIVE = BASEDIR.resolve("target/wirespeed.jsa");
    private static final Path RUN =
            BASEDIR.resolve("src/test/resources/fixtures/iperf3-json/local-3.12-client-p4.json");

    @BeforeAll
    static void archiveBuilt() {
        Requirement.require(
                Files.isRegularFile(JAR) && Files.isRegularFile(ARCHIVE),
                "no " + ARCHIVE + " beside the jar: the archive is built by mvn package (not with -Dcds.skip=true)");
    }

    @Test
    void withTheArchive_theParsersHotMethodsAreCompiled_asTheyAreWithoutIt(@TempDir Path dir) throws Exception {
        // 300 copies of a 7.6 KB -P 4 run: each calls value() thousands of times, far past the client
        // compiler's thresholds (Tier3InvocationThreshold 200, its back-edge threshold 60,000)
        for (int i = 0; i < 300; i++) {
            Files.copy(RUN, dir.resolve("run-" + i + ".json"));
        }
        String without = compilations(dir, "-Xshare:off", null);
        // the control: without any archive both methods are compiled, so the run is big enough to tell
        assertThat(without)
                .contains("dev.wirespeed.measure.parse.LenientJson::value")
                .contains("dev.wirespeed.measure.parse.LenientJson::scalar");
        // -Xshare:on: a JVM that cannot map the archive stops instead of running without it
        String with = compilations(dir, "-Xshare:on", ARCHIVE);
        assertThat(with)
                .contains("300 files, 300 runs")
                .contains("dev.wirespeed.measure.parse.LenientJson::value")
                .contains("dev.wirespeed.measure.parse.LenientJson::scalar");
    }

    /**
     * {@code bench parse-files DIR} in a child JVM with the short commands' options (the README's and
     * the bench's, over {@code archive} or none), printing its compilations; its output.
     */
    private static String compilations(Path dir, String share, Path archive) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.add(share);
        cmd.addAll(WebBench.commandOptions(archive));
        cmd.add("-XX:+PrintCompilation");
        cmd.addAll(List.of("-cp", JAR.toString(), Main.class.getName(), "bench", "parse-files", dir.toString()));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String text = new String(out, StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as(text.lines().limit(5).toList().toString()).isZero();
        return text;
    }
}
