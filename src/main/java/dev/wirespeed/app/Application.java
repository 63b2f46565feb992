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
    public record Config(Path dataDir, Path catalogDir, String bind, int port, int maxUploadBytes, Iperf3Service.Settings iperf3) {
        public Config(Path dataDir, Path catalogDir, String bind, int port) {
            this(dataDir, catalogDir, bind, port, MeasurementService.DEFAULT_MAX_BYTES, null);
        }
    }

    private final Database db;
    private final CatalogService catalog;
    private final PlanService plans;
    private final CalibrationService calibration;
    private final MeasurementService measurements;
    private Iperf3Service iperf3;
    private final Javalin web;

    private Application(Config config) {
        this.db = Database.open(config.dataDir());
        try {
            this.catalog = new CatalogService(new CatalogRepository(db), CatalogLocation.resolve(config.catalogDir()));
            var json = dev.wirespeed.web.Json.mapper();
            java.util.concurrent.atomic.AtomicReference<CalibrationService> cal = new java.util.concurrent.atomic.AtomicReference<>();
            java.util.function.Supplier<dev.wirespeed.solver.model.Calibration> calibration = () -> cal.get().current();
            this.plans = new PlanService(new dev.wirespeed.store.PlanRepository(db), catalog::catalog, calibration, json);
            this.calibration = new CalibrationService(new dev.wirespeed.store.MeasurementRepository(db), catalog::catalog, plans::find, json);
            cal.set(this.calibration);
            plans.onChange(this.calibration::invalidate);
            plans.ensureExamples();
            this.measurements = new MeasurementService(new dev.wirespeed.store.MeasurementRepository(db), plans, this.calibration, json);
            var predict = new PredictService(catalog::catalog, calibration);
            List<WebApp.Controller> controllers = new ArrayList<>();
            controllers.add(new dev.wirespeed.web.HomeController(plans));
            controllers.add(new dev.wirespeed.web.PlanEditorController(plans, catalog, this::flowRuns));
            controllers.add(new dev.wirespeed.web.PlanApiController(plans, predict, json));
            this.iperf3 = new Iperf3Service(measurements, plans, new dev.wirespeed.store.SettingRepository(db));
            controllers.add(new dev.wirespeed.web.MeasurementController(measurements, this.calibration, plans, catalog, json, config.maxUploadBytes(),
                    iperf3::status));
            // shop (issue 6): shopping list, its settings and exchange rates
            controllers.add(new dev.wirespeed.web.ShopController(new ShopService(plans, catalog::catalog, calibration,
                    new dev.wirespeed.store.SettingRepository(db), new dev.wirespeed.store.ExchangeRateRepository(db))));
            // iperf3 (issue 7): embedded server (off unless asked) and client
            controllers.add(new dev.wirespeed.web.Iperf3Controller(iperf3, plans, json));
            if (config.iperf3() != null) {
                iperf3.start(config.iperf3());
            } else if (iperf3.settings().enabled()) {
                try {
                    iperf3.start(iperf3.settings());
                } catch (AppError e) {
                    org.slf4j.LoggerFactory.getLogger(Application.class).warn(e.getMessage());
                }
            }
            this.web = WebApp.create(new WebApp.Services(catalog, controllers));
            web.start(config.bind(), config.port());
        } catch (RuntimeException e) {
            if (iperf3 != null) {
                iperf3.close();
            }
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

    public MeasurementService measurements() {
        return measurements;
    }

    public CalibrationService calibration() {
        return calibration;
    }

    public PlanService plans() {
        return plans;
    }

    public Database database() {
        return db;
    }

    /** The runs attached to a plan's flows, with what calibration made of each. */
    private List<dev.wirespeed.web.PlanEditorController.FlowRun> flowRuns(String planId) {
        List<dev.wirespeed.web.PlanEditorController.FlowRun> out = new ArrayList<>();
        for (MeasurementService.Stored m : measurements.list(planId, null)) {
            if (m.flowId() == null) {
                continue;
            }
            var a = calibration.assessment(m.id()).orElse(null);
            Double g = m.run() instanceof dev.wirespeed.measure.parse.ThroughputRun t ? t.gbps() : null;
            out.add(new dev.wirespeed.web.PlanEditorController.FlowRun(m.flowId(), m.id(), m.run().format(), g,
                    a == null ? null : a.predictedGbps(), a == null ? (m.detached() ? "detached" : null) : a.status(), m.detached()));
        }
        return out;
    }

    public Iperf3Service iperf3() {
        return iperf3;
    }

    @Override
    public void close() {
        iperf3.close();
        web.stop();
        db.close();
    }
}
