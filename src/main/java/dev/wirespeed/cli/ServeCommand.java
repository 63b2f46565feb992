package dev.wirespeed.cli;

import dev.wirespeed.app.CatalogService;
import dev.wirespeed.app.Iperf3Service;
import dev.wirespeed.app.MeasurementService;
import dev.wirespeed.app.Wirespeed;
import dev.wirespeed.store.DatabaseLocation;
import dev.wirespeed.trace.StartTrace;
import dev.wirespeed.web.AuthOptions;
import dev.wirespeed.web.HomeController;
import dev.wirespeed.web.RequestLog;
import dev.wirespeed.web.ThymeleafRenderer;
import dev.wirespeed.web.WebApp;
import org.slf4j.LoggerFactory;

import java.io.PrintStream;
import java.net.BindException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/** Starts the web service over the data folder's services and keeps it running until the process is stopped. */
final class ServeCommand {

    private ServeCommand() {}

    /** A running service, for a caller that stops it itself (the tests). */
    record Running(Wirespeed app, WebApp web) implements AutoCloseable {
        @Override
        public void close() {
            web.close();
            app.close();
        }
    }

    /** Starts the service and stops it when the process is stopped. */
    static void run(String[] argv, PrintStream out, PrintStream err) {
        Running running = start(argv, out, err);
        Runtime.getRuntime().addShutdownHook(new Thread(running::close, "wirespeed-shutdown"));
    }

    static Running start(String[] argv, PrintStream out, PrintStream err) {
        Args a = Args.parse(
                argv,
                StoreOptions.with(Set.of(
                        "--port",
                        "--data-dir",
                        "--catalog",
                        "--bind",
                        "--host",
                        "--iperf3-port",
                        "--iperf3-bind",
                        "--iperf3-max-duration",
                        "--iperf3-max-streams",
                        "--iperf3-max-udp-mbps",
                        "--iperf3-allow")),
                Set.of("--iperf3", "--auth", "--no-auth", "--secure-cookies"));
        DatabaseLocation database = StoreOptions.location(a, Path.of(a.get("--data-dir", "data")));
        int port = a.intValue("--port", 7070, 0, 65535);
        Path dataDir = Path.of(a.get("--data-dir", "data"));
        Path catalogDir = a.get("--catalog") == null ? null : Path.of(a.get("--catalog"));
        String bind = a.get("--bind", "127.0.0.1");
        if (a.flag("--auth") && a.flag("--no-auth")) {
            throw new CliException(2, "--auth and --no-auth contradict each other: choose one");
        }
        boolean loopback = Loopback.is(bind);
        // beyond loopback anyone on the network could change plans and settings: sign-in is on unless refused out loud
        AuthOptions auth =
                new AuthOptions(!a.flag("--no-auth") && (!loopback || a.flag("--auth")), a.flag("--secure-cookies"));
        Iperf3Service.Settings iperf3 = null;
        if (a.flag("--iperf3")) {
            String allow = a.get("--iperf3-allow", "");
            iperf3 = new Iperf3Service.Settings(
                    true,
                    a.get("--iperf3-bind", bind),
                    a.intValue("--iperf3-port", 5201, 1, 65535),
                    a.intValue("--iperf3-max-duration", 60, 1, 3600),
                    a.intValue("--iperf3-max-streams", 16, 1, 128),
                    a.intValue("--iperf3-max-udp-mbps", 1000, 1, 100000),
                    allow.isBlank() ? List.of() : List.of(allow.split("\\s*,\\s*")));
        } else if (a.get("--iperf3-port") != null || a.get("--iperf3-bind") != null) {
            throw new CliException(2, "--iperf3-port and --iperf3-bind need --iperf3");
        }
        // the logging provider initialised here, before a second thread logs: SLF4J 2 prints a three-line
        // warning on every start when two threads log while it initialises (slf4j.org/codes.html#replay)
        LoggerFactory.getILoggerFactory();
        // the page templates' engine initialises, and the home page's templates are parsed, on the other
        // core while this one opens the database and catalog
        Thread templates = new Thread(
                () -> {
                    ThymeleafRenderer.warmUp();
                    HomeController.warmUp();
                },
                "wirespeed-templates");
        templates.setDaemon(true);
        templates.start();
        Wirespeed app;
        try {
            app = Wirespeed.open(database, catalogDir);
        } catch (CatalogService.InvalidCatalogException e) {
            throw new CliException(1, "refusing to start: " + e.getMessage());
        }
        WebApp web;
        CompletableFuture<Integer> examples = null;
        try {
            // beside the web server's start: the examples stored, then the plans evaluated, so that the
            // first home page lists them and finds their evaluations kept
            examples = app.prepareToServeAhead(iperf3);
            StartTrace.mark("iperf3");
            web = WebApp.start(
                    app,
                    bind,
                    port,
                    MeasurementService.DEFAULT_MAX_BYTES,
                    auth,
                    a.values("--host"),
                    // one logfmt line per request on standard error, beside the other log lines
                    RequestLog.to(System.err));
            StartTrace.mark("web server listening");
        } catch (RuntimeException e) {
            if (examples != null) {
                // the database stays open until the examples' thread is done with it
                examples.exceptionally(x -> 0).join();
            }
            app.close();
            if (e.getCause() instanceof BindException
                    || e.getClass().getSimpleName().contains("Bind")
                    || String.valueOf(e.getMessage()).contains("Failed to bind")) {
                throw new CliException(
                        2,
                        "cannot listen on " + bind + ":" + port + " (is another program using the port? try --port)");
            }
            throw e;
        }
        try {
            // listed meanwhile on a thread of its own (each part is mapped at its first use)
            app.catalog().catalog();
            StartTrace.mark("catalog listed");
            // stored meanwhile too: an example the catalog refuses stops the start here, as before
            examples.join();
            StartTrace.mark("examples stored");
        } catch (CompletionException e) {
            web.close();
            app.close();
            throw e.getCause() instanceof RuntimeException r ? r : e;
        } catch (RuntimeException e) {
            web.close();
            app.close();
            throw e;
        }
        String host = bind.equals("0.0.0.0") || bind.equals("::")
                ? "localhost"
                : bind.equals("127.0.0.1") ? "localhost" : bind;
        out.printf(
                "Wirespeed is running on http://%s:%d (data in %s, catalog: %d parts%s)%n",
                host,
                web.port(),
                StoreOptions.named(a)
                        ? database.url()
                        : dataDir.toAbsolutePath().normalize(),
                app.catalog().catalog().size(),
                app.catalog().reimported() ? ", imported" : ", unchanged");
        var st = app.iperf3().status();
        if (st.running()) {
            out.printf(
                    "iperf3 server listening on %s:%d (max %d s, %d streams)%n",
                    st.settings().bind(),
                    st.boundPort(),
                    (iperf3 != null ? iperf3 : st.settings()).maxDurationSeconds(),
                    (iperf3 != null ? iperf3 : st.settings()).maxStreams());
        }
        if (a.flag("--no-auth")) {
            err.println(
                    loopback
                            ? "WARNING: --no-auth: sign-in is off (as on every loopback address without --auth)."
                            : "WARNING: --no-auth: sign-in is off on " + bind
                                    + ". Anyone who can reach this port can read and change every plan, import runs,"
                                    + " run measurements and switch the iperf3 listener. Use it only on a network you trust.");
        }
        if (auth.signInRequired()) {
            out.println("Sign-in is on: every page and API call needs an account or an API token.");
            if (!app.accounts().hasUsers()) {
                out.println("No account exists yet. Create the first admin (the service need not be stopped):");
                out.println("  java -jar wirespeed.jar user add NAME --role admin"
                        + (StoreOptions.named(a)
                                ? " --database " + database.url()
                                : dataDir.equals(Path.of("data")) ? "" : " --data-dir " + dataDir));
            }
        }
        return new Running(app, web);
    }
}
