package dev.wirespeed.cli;

import dev.wirespeed.app.Application;
import dev.wirespeed.app.CatalogService;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Set;

/** Starts the web service and keeps it running until the process is stopped. */
final class ServeCommand {

    private ServeCommand() {
    }

    static void run(String[] argv, PrintStream out) {
        Args a = Args.parse(argv, Set.of("--port", "--data-dir", "--catalog", "--bind", "--iperf3-port", "--iperf3-bind"),
                Set.of("--iperf3"));
        int port = a.intValue("--port", 7070, 0, 65535);
        Path dataDir = Path.of(a.get("--data-dir", "data"));
        Path catalogDir = a.get("--catalog") == null ? null : Path.of(a.get("--catalog"));
        String bind = a.get("--bind", "127.0.0.1");
        Application app;
        try {
            app = Application.start(new Application.Config(dataDir, catalogDir, bind, port));
        } catch (CatalogService.InvalidCatalogException e) {
            throw new CliException(1, "refusing to start: " + e.getMessage());
        } catch (RuntimeException e) {
            if (e.getCause() instanceof java.net.BindException || e.getClass().getSimpleName().contains("Bind")
                    || String.valueOf(e.getMessage()).contains("Failed to bind")) {
                throw new CliException(2, "cannot listen on " + bind + ":" + port + " (is another program using the port? try --port)");
            }
            throw e;
        }
        Runtime.getRuntime().addShutdownHook(new Thread(app::close, "wirespeed-shutdown"));
        String host = bind.equals("0.0.0.0") || bind.equals("::") ? "localhost" : bind.equals("127.0.0.1") ? "localhost" : bind;
        out.printf("Wirespeed is running on http://%s:%d (data in %s, catalog: %d parts%s)%n", host, app.port(),
                dataDir.toAbsolutePath().normalize(), app.catalog().catalog().size(),
                app.catalog().reimported() ? ", imported" : ", unchanged");
    }
}
