package dev.wirespeed.app;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirespeed.account.PasswordHasher;
import dev.wirespeed.account.SessionPolicy;
import dev.wirespeed.catalog.load.CatalogLocation;
import dev.wirespeed.json.Json;
import dev.wirespeed.store.CatalogRepository;
import dev.wirespeed.store.DataVersionRepository;
import dev.wirespeed.store.Database;
import dev.wirespeed.store.DatabaseLocation;
import dev.wirespeed.store.ExchangeRateRepository;
import dev.wirespeed.store.MeasurementRepository;
import dev.wirespeed.store.PlanRepository;
import dev.wirespeed.store.SessionRepository;
import dev.wirespeed.store.SettingRepository;
import dev.wirespeed.store.ShareRepository;
import dev.wirespeed.store.TokenRepository;
import dev.wirespeed.store.UserRepository;
import dev.wirespeed.trace.StartTrace;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The composition root: the database (SQLite in a data folder, or PostgreSQL), the catalog, the
 * repositories and every service, wired once. The web server, every CLI command that reads or writes the data folder and
 * the tests all work through one of these, so they predict with the same learned calibration.
 * Knows no framework of its own: web and CLI adapters are built on top of it.
 */
public final class Wirespeed implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(Wirespeed.class);

    private final Database db;
    private final CatalogService catalog;
    private final CalibrationService calibration;
    private final PlanService plans;
    private final PlanHistory history;
    private final ShareService shares;
    private final MeasurementService measurements;
    private final EvidenceService evidence;
    private final PredictService predict;
    private final ShopService shop;
    private final RecommendService recommend;
    private final IdentifyService identify;
    private final Iperf3Service iperf3;
    private final AccountService accounts;
    private final SignInService signIn;
    private final DataVersions dataVersions;
    private final Metrics metrics = new Metrics();

    private Wirespeed(DatabaseLocation database, Path catalogDir, boolean fromFreshCopy) {
        StartTrace.mark("wiring begins");
        this.db = Database.open(database, fromFreshCopy);
        StartTrace.mark("database open (migrations)");
        try {
            ObjectMapper json = Json.mapper();
            this.catalog = new CatalogService(new CatalogRepository(db), CatalogLocation.resolve(catalogDir));
            StartTrace.mark("catalog in memory");
            PlanRepository planStore = new PlanRepository(db);
            MeasurementRepository measurementStore = new MeasurementRepository(db);
            SettingRepository settings = new SettingRepository(db);
            // Calibration reads plans from their store, and plans predict with calibration: neither
            // service is handed the other, so the graph has no cycle and nothing is set after the fact.
            this.calibration = new CalibrationService(measurementStore, catalog::catalog, planStore::find);
            this.plans = new PlanService(
                    planStore,
                    catalog::catalog,
                    calibration::current,
                    json,
                    calibration::invalidate,
                    metrics::evaluation);
            this.history = new PlanHistory(plans, catalog::catalog);
            this.shares = new ShareService(new ShareRepository(db), plans);
            this.measurements = new MeasurementService(measurementStore, plans, calibration);
            // the corpus is indexed once, when the first prediction shown asks it
            this.evidence = new EvidenceService(catalog.evidenceLater(), catalog::catalogAtStart, catalog::catalog);
            this.predict = new PredictService(catalog::catalog, calibration::current, evidence::near);
            this.identify = new IdentifyService(plans, catalog::catalog);
            this.shop = new ShopService(
                    plans, catalog::catalog, calibration::current, settings, new ExchangeRateRepository(db));
            this.recommend = new RecommendService(
                    plans,
                    catalog::catalog,
                    calibration::current,
                    new ExchangeRateRepository(db),
                    shop::settings,
                    json);
            this.iperf3 = new Iperf3Service(measurements, plans, settings);
            UserRepository users = new UserRepository(db);
            SessionRepository sessions = new SessionRepository(db);
            TokenRepository tokens = new TokenRepository(db);
            PasswordHasher hasher = new PasswordHasher();
            Clock clock = Clock.systemUTC();
            this.accounts = new AccountService(users, sessions, tokens, hasher, clock);
            this.signIn = new SignInService(users, sessions, tokens, hasher, SessionPolicy.DEFAULT, clock);
            this.dataVersions = new DataVersions(new DataVersionRepository(db), catalog, calibration, plans);
            StartTrace.mark("services wired");
        } catch (RuntimeException e) {
            db.close();
            throw e;
        }
    }

    /**
     * Opens (creating if needed) the database in {@code dataDir} with the catalog folder
     * {@code catalogDir} (null: the bundled one). Throws {@link CatalogService.InvalidCatalogException}
     * when the catalog has problems.
     */
    public static Wirespeed open(Path dataDir, Path catalogDir) {
        return open(DatabaseLocation.sqlite(dataDir), catalogDir);
    }

    /** As {@link #open(Path, Path)}, on the database at {@code database} (SQLite or PostgreSQL). */
    public static Wirespeed open(DatabaseLocation database, Path catalogDir) {
        // a new SQLite file over the bundled catalog starts from the build's copy of a first start
        return new Wirespeed(database, catalogDir, catalogDir == null);
    }

    /**
     * As {@link #open(DatabaseLocation, Path)}, but a new database is always made by the migrations and
     * the catalog's import, never from the build's fresh copy: how that copy is made, and what a test
     * compares it with.
     */
    public static Wirespeed openMigrating(DatabaseLocation database, Path catalogDir) {
        return new Wirespeed(database, catalogDir, false);
    }

    /**
     * What the running service adds to the one-shot commands: the seed example plans exist, and the
     * embedded iperf3 server runs when {@code iperf3} asks for it (from the command line) or, without
     * that, when the stored settings turn it on; a stored setting that cannot start is logged, not fatal.
     */
    public void prepareToServe(Iperf3Service.Settings iperf3Override) {
        plans.ensureExamples();
        startIperf3(iperf3Override);
    }

    /**
     * As {@link #prepareToServe}, but the missing seed examples are stored on a thread of its own,
     * which then evaluates every stored plan ({@link #evaluateStoredPlansAhead}), while the web server
     * starts: storing an example validates it against the catalog, which a new data folder's start
     * is still mapping meanwhile. Until they are stored, a list of the plans waits for them, so the
     * first home page names them as before. The future completes with how many were stored, or with
     * what stopped that ({@code serve} stops the start then, as it did when the examples were stored
     * first).
     */
    public CompletableFuture<Integer> prepareToServeAhead(Iperf3Service.Settings iperf3Override) {
        CompletableFuture<Integer> examples = plans.examplesPending();
        Thread t = new Thread(
                () -> {
                    try {
                        examples.complete(plans.ensureExamples());
                    } catch (RuntimeException | Error e) {
                        examples.completeExceptionally(e);
                        return;
                    }
                    evaluateStoredPlans();
                },
                "wirespeed-examples-and-evaluations");
        t.setDaemon(true);
        t.start();
        try {
            startIperf3(iperf3Override);
        } catch (RuntimeException e) {
            // the database stays open until the examples' thread is done with it
            examples.exceptionally(x -> 0).join();
            throw e;
        }
        return examples;
    }

    private void startIperf3(Iperf3Service.Settings iperf3Override) {
        if (iperf3Override != null) {
            iperf3.start(iperf3Override);
        } else if (iperf3.settings().enabled()) {
            try {
                iperf3.start(iperf3.settings());
            } catch (AppError e) {
                LOG.warn(e.getMessage());
            }
        }
    }

    /**
     * Evaluates every stored plan once on a thread of its own, so that the evaluations the home page
     * lists are kept (per plan version, catalog and calibration) by the time its first view asks:
     * {@code serve} starts it while the web server starts (each evaluation waits for the catalog's mapping). Nothing is
     * stored; a plan that fails, or a service closed meanwhile, only leaves that evaluation to the
     * page, which evaluates again and reports a failure as before. Returns the thread.
     */
    public Thread evaluateStoredPlansAhead() {
        Thread t = new Thread(this::evaluateStoredPlans, "wirespeed-evaluations");
        t.setDaemon(true);
        t.start();
        return t;
    }

    private void evaluateStoredPlans() {
        List<PlanService.Stored> stored;
        try {
            stored = plans.list();
        } catch (RuntimeException e) {
            LOG.debug("stored plans not evaluated ahead: {}", e.toString());
            return;
        }
        for (PlanService.Stored s : stored) {
            if (s.unreadable() != null) {
                continue;
            }
            try {
                plans.evaluate(s);
            } catch (RuntimeException e) {
                LOG.debug("plan {} not evaluated ahead: {}", s.plan().id(), e.toString());
            }
        }
    }

    public CatalogService catalog() {
        return catalog;
    }

    public CalibrationService calibration() {
        return calibration;
    }

    public PlanService plans() {
        return plans;
    }

    public PlanHistory history() {
        return history;
    }

    public ShareService shares() {
        return shares;
    }

    public MeasurementService measurements() {
        return measurements;
    }

    public EvidenceService evidence() {
        return evidence;
    }

    public PredictService predict() {
        return predict;
    }

    public IdentifyService identify() {
        return identify;
    }

    public ShopService shop() {
        return shop;
    }

    public RecommendService recommend() {
        return recommend;
    }

    public Iperf3Service iperf3() {
        return iperf3;
    }

    public AccountService accounts() {
        return accounts;
    }

    public SignInService signIn() {
        return signIn;
    }

    public DataVersions dataVersions() {
        return dataVersions;
    }

    /** The counters and timings the web adapter's /metrics shows (plan evaluation time among them). */
    public Metrics metrics() {
        return metrics;
    }

    /** Whether this instance can serve: the database answers and its migrations are current. */
    public Health health() {
        return Health.of(db.health());
    }

    /** Everything /metrics shows, with the gauges (pool, data versions, memory) read now. */
    public String metricsText() {
        return metrics.render(db.pool(), dataVersions.stored(), dataVersions.reads());
    }

    @Override
    public void close() {
        iperf3.close();
        // the stored parts may still be mapped on their own thread: not with the database closed under them
        catalog.settle();
        db.close();
    }
}
