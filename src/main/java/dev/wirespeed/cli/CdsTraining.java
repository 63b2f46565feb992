package dev.wirespeed.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The training run behind the class-data sharing archive built at package time (pom.xml, run with
 * {@code -XX:ArchiveClassesAtExit=wirespeed.jsa}): it goes through what a start of the service and
 * the short commands load, so that the archive holds those classes already parsed and verified. A
 * fresh data folder, then the same folder again; the home page, an editor page, a static file and a
 * prediction; an {@code import} and a {@code parse-files} run. Not a command: it exits 0 when every
 * step answered as it should and 1 otherwise, which fails the build.
 */
public final class CdsTraining {

    private CdsTraining() {}

    public static void main(String[] args) {
        System.setProperty("org.jooq.no-logo", "true");
        System.setProperty("org.jooq.no-tips", "true");
        System.exit(train());
    }

    /** The training steps over a scratch data folder: 0 when every step answered as it should. */
    static int train() {
        Path dir = WebBench.tempDir("wirespeed-cds-");
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        try {
            serveOnce(dir, quiet);
            serveOnce(dir, quiet);
            Path runs = Files.createDirectory(dir.resolve("runs"));
            List<String> files = WebBench.writeRuns(runs, 20);
            String[] importArgs = Stream.concat(Stream.of("import", "--data-dir", dir.toString()), files.stream())
                    .toArray(String[]::new);
            int imported = Main.run(importArgs, quiet, quiet);
            int parsed = Main.run(new String[] {"bench", "parse-files", runs.toString()}, quiet, quiet);
            return imported == 0 && parsed == 0 ? 0 : 1;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            WebBench.deleteTree(dir);
        }
    }

    /** Starts the service on a free port, asks for what a first visit asks for, and stops it. */
    private static void serveOnce(Path dir, PrintStream quiet) {
        try (ServeCommand.Running running =
                ServeCommand.start(new String[] {"--data-dir", dir.toString(), "--port", "0"}, quiet, quiet)) {
            int port = running.web().port();
            String seed000 = running.app().plans().list().stream()
                    .filter(s -> "seed-000".equals(s.exampleOf()))
                    .findFirst()
                    .orElseThrow()
                    .plan()
                    .id();
            for (HttpLoad.Request r : List.of(
                    HttpLoad.Request.get("/"),
                    HttpLoad.Request.get("/plans/" + seed000),
                    HttpLoad.Request.get(WebBench.STATIC_FILE),
                    HttpLoad.Request.postJson("/api/predict", WebBench.PREDICT_BODY))) {
                int status = HttpLoad.once(port, r).status();
                if (status != 200) {
                    throw new IllegalStateException(r.method() + " " + r.path() + " answered " + status);
                }
            }
        }
    }
}
