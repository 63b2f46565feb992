package dev.wirespeed.app;

import dev.wirespeed.app.MeasurementService.Imported;
import dev.wirespeed.store.Database;
import dev.wirespeed.store.DatabaseLocation;
import dev.wirespeed.store.MeasurementRepository;
import dev.wirespeed.store.PlanRepository;

import java.util.List;

/**
 * What the import command opens: the database with the measurement and plan stores, nothing else.
 * The catalog, calibration and the other services are not loaded: storing runs needs none of them,
 * and loading them cost more CPU than the import itself. A service running on the same database sees
 * the new runs through calibration's data version, which the insert moves.
 */
public final class MeasurementImport implements AutoCloseable {

    private final Database db;
    private final RunImporter importer;

    private MeasurementImport(Database db) {
        this.db = db;
        PlanRepository plans = new PlanRepository(db);
        this.importer = new RunImporter(new MeasurementRepository(db), plans::find);
    }

    /** Opens the database at {@code location} (applying pending migrations, as every open does). */
    public static MeasurementImport open(DatabaseLocation location) {
        return new MeasurementImport(Database.open(location));
    }

    /** As {@link MeasurementService#importAll}: every text parsed first, then all runs stored in one transaction. */
    public List<Imported> importAll(
            List<String> texts, List<String> names, String planId, String flowId, String origin, String peer) {
        return importer.importAll(texts, names, planId, flowId, origin, peer);
    }

    @Override
    public void close() {
        db.close();
    }
}
