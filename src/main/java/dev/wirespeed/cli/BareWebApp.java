package dev.wirespeed.cli;

import dev.wirespeed.json.Json;
import io.javalin.Javalin;
import io.javalin.http.staticfiles.Location;
import io.javalin.json.JavalinJackson;

/**
 * The peer of {@code bench web}'s start-up and memory lines: a bare Javalin app on the same class path
 * (same jars, same Jetty, same JSON mapper and static files) that answers {@code /} with a short
 * page and does nothing else, started in a child JVM as Wirespeed is. Not a command.
 */
public final class BareWebApp {

    private BareWebApp() {}

    public static void main(String[] args) {
        int port = Integer.parseInt(args[0]);
        Javalin app = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.jsonMapper(new JavalinJackson(Json.mapper(), false));
            config.staticFiles.add(s -> {
                s.hostedPath = "/static";
                s.directory = "/web/static";
                s.location = Location.CLASSPATH;
            });
            config.routes.get("/", ctx -> ctx.html("<!doctype html><title>bare</title><p>bare Javalin</p>"));
        });
        app.start("127.0.0.1", port);
    }
}
