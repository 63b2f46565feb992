package dev.wirespeed.cli;

import dev.wirespeed.app.CalibrationService;
import dev.wirespeed.app.CatalogService;
import dev.wirespeed.app.MeasurementService;
import dev.wirespeed.app.PlanService;
import dev.wirespeed.catalog.load.CatalogLocation;
import dev.wirespeed.store.CatalogRepository;
import dev.wirespeed.store.Database;
import dev.wirespeed.store.MeasurementRepository;
import dev.wirespeed.store.PlanRepository;
import dev.wirespeed.web.Json;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The services over the data folder without the web server, for CLI commands that read or write
 * what the service stores (import, export, measure). SQLite lets them run while the service runs.
 */
final class Offline implements AutoCloseable {

    private final Database db;
    private final CatalogService catalog;
    private final PlanService plans;
    private final CalibrationService calibration;
    private final MeasurementService measurements;

    private Offline(Path dataDir, String catalogDir) {
        if (!Files.isDirectory(dataDir)) {
            throw new CliException(2, "no data folder " + dataDir.toAbsolutePath() + ": start the service once, or pass --data-dir");
        }
        this.db = Database.open(dataDir);
        try {
            var json = Json.mapper();
            this.catalog = new CatalogService(new CatalogRepository(db), CatalogLocation.resolve(catalogDir == null ? null : Path.of(catalogDir)));
            java.util.concurrent.atomic.AtomicReference<CalibrationService> cal = new java.util.concurrent.atomic.AtomicReference<>();
            this.plans = new PlanService(new PlanRepository(db), catalog::catalog, () -> cal.get().current(), json);
            this.calibration = new CalibrationService(new MeasurementRepository(db), catalog::catalog, plans::find, json);
            cal.set(calibration);
            this.measurements = new MeasurementService(new MeasurementRepository(db), plans, calibration, json);
        } catch (RuntimeException e) {
            db.close();
            throw e;
        }
    }

    /** A fresh data folder for benchmarks (the folder must exist). */
    static Offline openForBench(Path dataDir) {
        return new Offline(dataDir, null);
    }

    static void deleteTree(Path dir) {
        try (var s = Files.walk(dir)) {
            s.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static Offline open(Path dataDir, String catalogDir) {
        return new Offline(dataDir, catalogDir);
    }

    PlanService plans() {
        return plans;
    }

    MeasurementService measurements() {
        return measurements;
    }

    CalibrationService calibration() {
        return calibration;
    }

    CatalogService catalog() {
        return catalog;
    }

    Database database() {
        return db;
    }

    @Override
    public void close() {
        db.close();
    }
}
