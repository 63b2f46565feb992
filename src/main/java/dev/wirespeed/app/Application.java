package dev.wirespeed.app;

import dev.wirespeed.catalog.load.CatalogLocation;
import dev.wirespeed.store.CatalogRepository;
import dev.wirespeed.store.Database;
import dev.wirespeed.web.WebApp;
import io.javalin.Javalin;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The running service: database, catalog, services and the web app, wired once. Tests start it on
 * port 0 with a temporary data folder.
 */
public final class Application implements AutoCloseable {

    /** How to start: where the data and catalog live, which address and port to listen on. */
    public record Config(Path dataDir, Path catalogDir, String bind, int port) {
    }

    private final Database db;
    private final CatalogService catalog;
    private final PlanService plans;
    private final Javalin web;

    private Application(Config config) {
        this.db = Database.open(config.dataDir());
        try {
            this.catalog = new CatalogService(new CatalogRepository(db), CatalogLocation.resolve(config.catalogDir()));
            var json = dev.wirespeed.web.Json.mapper();
            java.util.function.Supplier<dev.wirespeed.solver.model.Calibration> calibration = () -> dev.wirespeed.solver.model.Calibration.PRIORS;
            this.plans = new PlanService(new dev.wirespeed.store.PlanRepository(db), catalog::catalog, calibration, json);
            plans.ensureExamples();
            var predict = new PredictService(catalog::catalog, calibration);
            List<WebApp.Controller> controllers = new ArrayList<>();
            controllers.add(new dev.wirespeed.web.HomeController(plans));
            controllers.add(new dev.wirespeed.web.PlanEditorController(plans, catalog));
            controllers.add(new dev.wirespeed.web.PlanApiController(plans, predict, json));
            this.web = WebApp.create(new WebApp.Services(catalog, controllers));
            web.start(config.bind(), config.port());
        } catch (RuntimeException e) {
            db.close();
            throw e;
        }
    }

    public static Application start(Config config) {
        return new Application(config);
    }

    public int port() {
        return web.port();
    }

    public CatalogService catalog() {
        return catalog;
    }

    public PlanService plans() {
        return plans;
    }

    public Database database() {
        return db;
    }

    @Override
    public void close() {
        web.stop();
        db.close();
    }
}
