package dev.wirespeed.app;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import dev.wirespeed.catalog.Board;
import dev.wirespeed.catalog.Cable;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Cpu;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.catalog.Storage;
import dev.wirespeed.catalog.Switch;
import dev.wirespeed.catalog.Transceiver;
import dev.wirespeed.json.JsonProblem;
import dev.wirespeed.plan.InvalidPlanValue;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.Evaluation;
import dev.wirespeed.solver.PlanEvaluator;
import dev.wirespeed.solver.model.Bus.UsbGeneration;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.store.PlanRepository;
import dev.wirespeed.store.StoredPlan;
import dev.wirespeed.store.StoredVersion;
import dev.wirespeed.text.Phrase;
import dev.wirespeed.units.Spelling;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.DoubleConsumer;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Plans: create, read, update with optimistic locking, delete, evaluate, export and import as a
 * versioned JSON document, and the example plans made from the five seed posts.
 */
public final class PlanService {

    /** The seed examples shipped in the jar (resources examples/seed-NNN.json). */
    public static final List<String> EXAMPLES = List.of("seed-000", "seed-001", "seed-002", "seed-003", "seed-004");

    private final PlanRepository repo;
    private final Supplier<Catalog> catalog;
    private final Supplier<Calibration> calibration;
    private final ObjectMapper reader;
    private final ObjectMapper writer;
    private final SecureRandom random = new SecureRandom();
    private final Runnable onChange;
    private final DoubleConsumer evaluationSeconds;

    /** Plans whose changes nobody needs to hear about: reading, validating and evaluating documents (the CLI's evaluate). */
    public PlanService(
            PlanRepository repo, Supplier<Catalog> catalog, Supplier<Calibration> calibration, ObjectMapper json) {
        this(repo, catalog, calibration, json, () -> {});
    }

    /** {@code onChange} runs after every stored change (calibration learns from the plans' flows). */
    public PlanService(
            PlanRepository repo,
            Supplier<Catalog> catalog,
            Supplier<Calibration> calibration,
            ObjectMapper json,
            Runnable onChange) {
        this(repo, catalog, calibration, json, onChange, seconds -> {});
    }

    /** As above, reporting the time of every evaluation it computes to {@code evaluationSeconds} (the metrics). */
    public PlanService(
            PlanRepository repo,
            Supplier<Catalog> catalog,
            Supplier<Calibration> calibration,
            ObjectMapper json,
            Runnable onChange,
            DoubleConsumer evaluationSeconds) {
        this.evaluationSeconds = evaluationSeconds;
        this.repo = repo;
        this.onChange = onChange;
        this.catalog = catalog;
        this.calibration = calibration;
        this.reader = json.copy().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        this.writer = json.copy().enable(SerializationFeature.INDENT_OUTPUT);
    }

    /**
     * A stored plan read back: the plan, its version and the seed it was made from. In a list,
     * {@code unreadable} says why a row's document could not be read (its plan is then a stand-in
     * with the id and name only); null otherwise.
     */
    public record Stored(Plan plan, long version, String exampleOf, String updatedAt, String unreadable) {
        public Stored(Plan plan, long version, String exampleOf, String updatedAt) {
            this(plan, version, exampleOf, updatedAt, null);
        }
    }

    /** An evaluation computed now, its time counted for /metrics. */
    private Evaluation timed(Plan p, EvaluationInputs in) {
        long start = System.nanoTime();
        Evaluation e = PlanEvaluator.evaluate(p, in.catalog(), in.calibration());
        evaluationSeconds.accept((System.nanoTime() - start) / 1e9);
        return e;
    }

    /** Every plan as last read, by id: a list reads only the documents whose version moved since. */
    private final Map<String, Stored> listed = new ConcurrentHashMap<>();

    /**
     * Every plan, newest change first. One light query gives each plan's id and version; only the
     * documents of plans that are new or changed since the last list are read and parsed (the home
     * page lists every plan on each view, and parsing a hundred documents was most of its time).
     */
    public List<Stored> list() {
        awaitExamples();
        if (!RenderCaches.enabled()) {
            return repo.list().stream().map(PlanService::stored).toList();
        }
        // read before the versions: a change landing in between makes the next list read them again, never miss
        long counter = syncedCounter.get();
        long writes = localWrites.get();
        Listing kept = listing;
        if (kept != null && kept.holds(counter, writes)) {
            return kept.plans();
        }
        List<Stored> out = readList();
        listing = new Listing(counter, writes, out);
        return out;
    }

    /**
     * The list as last read, the plans counter it was read after (from {@link #sync}) and this
     * instance's writes by then. It holds while neither moved: every change to a plan, here or on
     * another instance sharing the database, increments the counter in its own transaction.
     */
    private record Listing(long counter, long writes, List<Stored> plans) {
        boolean holds(long nowCounter, long nowWrites) {
            return readAtNow(counter, writes, nowCounter, nowWrites);
        }
    }

    /** Whether something read after {@code counter} and {@code writes} still stands at {@code nowCounter} and {@code nowWrites}. */
    private static boolean readAtNow(long counter, long writes, long nowCounter, long nowWrites) {
        // no counter read yet (a command, not a request): nothing tells whether another instance changed a plan
        return nowCounter >= 0 && counter == nowCounter && writes == nowWrites;
    }

    private volatile Listing listing;

    /** The highest plans counter a request read ({@link DataVersions}); -1 until one did. */
    private final AtomicLong syncedCounter = new AtomicLong(-1);

    /** This instance's plan writes so far: the list is read again after one, before a request reads the counter. */
    private final AtomicLong localWrites = new AtomicLong();

    /**
     * The plans counter as a request read it: a list read at a lower counter is read again. Kept as
     * the highest seen, since two requests may read the counter in one order and report it in the other.
     */
    void sync(long storedCounter) {
        syncedCounter.accumulateAndGet(storedCounter, Math::max);
    }

    private void wrote() {
        localWrites.incrementAndGet();
    }

    private List<Stored> readList() {
        List<PlanRepository.Head> heads = repo.heads();
        List<String> changed = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (PlanRepository.Head h : heads) {
            ids.add(h.id());
            Stored known = listed.get(h.id());
            if (known == null || known.version() != h.version()) {
                changed.add(h.id());
            }
        }
        for (StoredPlan s : repo.list(changed)) {
            listed.put(s.plan().id(), stored(s));
        }
        listed.keySet().retainAll(ids);
        List<Stored> out = new ArrayList<>(heads.size());
        for (PlanRepository.Head h : heads) {
            Stored s = listed.get(h.id());
            if (s != null) {
                out.add(s);
            }
        }
        return List.copyOf(out);
    }

    /** The plan, or empty when there is none with that id. */
    public Optional<Plan> find(String id) {
        return repo.find(id);
    }

    public Stored get(String id) {
        if (!RenderCaches.enabled()) {
            return read(id);
        }
        // read before the row: a change landing in between makes the next get read it again, never miss
        long counter = syncedCounter.get();
        long writes = localWrites.get();
        Got kept = got.get(id);
        if (kept != null && kept.holds(counter, writes)) {
            return kept.stored();
        }
        Stored s = read(id);
        if (got.size() >= MAX_GOT) {
            got.clear();
        }
        got.put(id, new Got(counter, writes, s));
        return s;
    }

    private Stored read(String id) {
        return stored(repo.get(id).orElseThrow(() -> AppError.notFound(Phrase.of("plan.check.noPlan", id))));
    }

    /**
     * A plan as {@link #get} last read it, with the plans counter and this instance's writes it was
     * read after: it holds while neither moved, as {@link Listing} does, so a page viewed again reads
     * and parses no document (a plan's page asks for it on every view).
     */
    private record Got(long counter, long writes, Stored stored) {
        boolean holds(long nowCounter, long nowWrites) {
            return readAtNow(counter, writes, nowCounter, nowWrites);
        }
    }

    private final Map<String, Got> got = new ConcurrentHashMap<>();

    /** Plans kept by {@link #get}; past it all are dropped and read anew. */
    private static final int MAX_GOT = 1_024;

    private static Stored stored(StoredPlan s) {
        return new Stored(s.plan(), s.version(), s.exampleOf(), s.updatedAt(), s.unreadable());
    }

    /** Parses a plan document; 400 naming the JSON path of the first problem Jackson meets. */
    public Plan read(String json, String what) {
        // every caller reads "the plan"; another subject is shown as written
        Phrase subject = what.equals("the plan") ? Phrase.of("plan.read.thePlan") : Phrase.verbatim(what);
        try {
            Plan p = reader.readValue(json, Plan.class);
            if (p == null) {
                throw AppError.badRequest("$", Phrase.of("plan.read.empty", subject));
            }
            if (p.schemaVersion() > Plan.SCHEMA_VERSION) {
                throw AppError.badRequest(
                        "$.schemaVersion", Phrase.of("plan.read.newer", p.schemaVersion(), Plan.SCHEMA_VERSION));
            }
            return p;
        } catch (ValueInstantiationException e) {
            if (e.getCause() instanceof InvalidPlanValue v) {
                throw AppError.badRequest(
                        path(e) + "." + v.field(),
                        Phrase.of(
                                "plan.read.invalid",
                                subject,
                                v.phrase() != null ? v.phrase() : Phrase.verbatim(v.getMessage())));
            }
            throw AppError.badRequest(path(e), invalid(subject, JsonProblem.describe(e)));
        } catch (InvalidFormatException e) {
            Phrase problem = e.getTargetType() != null && e.getTargetType().isEnum()
                    ? Phrase.of("plan.read.notOneOf", e.getValue(), choices(e.getTargetType()))
                    : Phrase.of("plan.read.json", JsonProblem.describe(e));
            throw AppError.badRequest(path(e), Phrase.of("plan.read.invalid", subject, problem));
        } catch (JsonMappingException e) {
            throw AppError.badRequest(path(e), invalid(subject, JsonProblem.describe(e)));
        } catch (JsonProcessingException e) {
            throw AppError.badRequest("$", Phrase.of("plan.read.unreadable", subject, JsonProblem.describe(e)));
        }
    }

    /** "{subject} is not a valid plan: {Jackson's description}", the description quoted as Jackson wrote it. */
    private static Phrase invalid(Phrase subject, String described) {
        return Phrase.of("plan.read.invalid", subject, Phrase.of("plan.read.json", described));
    }

    private static String choices(Class<?> enumType) {
        return Arrays.stream(enumType.getEnumConstants()).map(Object::toString).collect(Collectors.joining(", "));
    }

    static String path(JsonMappingException e) {
        StringBuilder sb = new StringBuilder("$");
        for (JsonMappingException.Reference r : e.getPath()) {
            if (r.getFieldName() != null) {
                sb.append('.').append(r.getFieldName());
            } else if (r.getIndex() >= 0) {
                sb.append('[').append(r.getIndex()).append(']');
            }
        }
        return sb.toString();
    }

    public String write(Plan p) {
        try {
            return writer.writeValueAsString(p);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Checks references inside the plan and against the catalog; 400 with one detail per problem. */
    public void validate(Plan p) {
        List<AppError.Detail> d = new ArrayList<>();
        Catalog cat = catalog.get();
        if (p.name() == null || p.name().isBlank()) {
            d.add(AppError.Detail.of("$.name", Phrase.of("plan.check.name")));
        } else if (p.name().length() > 200) {
            d.add(AppError.Detail.of("$.name", Phrase.of("plan.check.nameLength")));
        }
        if (!p.currency().matches("[A-Z]{3}")) {
            d.add(AppError.Detail.of("$.currency", Phrase.of("plan.check.currency")));
        }
        Set<String> devices = new HashSet<>();
        for (int i = 0; i < p.hosts().size(); i++) {
            Plan.Host h = p.hosts().get(i);
            String at = "$.hosts[" + i + "]";
            id(d, devices, h.id(), at + ".id");
            ref(d, cat, h.board(), Board.class, at + ".board");
            ref(d, cat, h.cpu(), Cpu.class, at + ".cpu");
            for (int s = 0; s < h.storage().size(); s++) {
                ref(d, cat, h.storage().get(s), Storage.class, at + ".storage[" + s + "]");
            }
            Set<String> nicIds = new HashSet<>();
            for (int n = 0; n < h.nics().size(); n++) {
                Plan.NicPlacement nic = h.nics().get(n);
                id(d, nicIds, nic.id(), at + ".nics[" + n + "].id");
                if (nic.part() == null && nic.generic() == null) {
                    d.add(AppError.Detail.of(at + ".nics[" + n + "].part", Phrase.of("plan.check.chooseNic")));
                }
                ref(d, cat, nic.part(), Nic.class, at + ".nics[" + n + "].part");
                attachment(d, nic, at + ".nics[" + n + "]");
            }
        }
        for (int i = 0; i < p.switches().size(); i++) {
            Plan.SwitchUnit s = p.switches().get(i);
            id(d, devices, s.id(), "$.switches[" + i + "].id");
            ref(d, cat, s.part(), Switch.class, "$.switches[" + i + "].part");
        }
        distinct(d, p);
        Set<String> linkIds = new HashSet<>();
        for (int i = 0; i < p.links().size(); i++) {
            Plan.Link l = p.links().get(i);
            String at = "$.links[" + i + "]";
            id(d, linkIds, l.id(), at + ".id");
            end(d, p, l.a(), at + ".a");
            end(d, p, l.b(), at + ".b");
            ref(d, cat, l.cable(), Cable.class, at + ".cable");
            ref(d, cat, l.moduleA(), Transceiver.class, at + ".moduleA");
            ref(d, cat, l.moduleB(), Transceiver.class, at + ".moduleB");
        }
        Set<String> flowIds = new HashSet<>();
        for (int i = 0; i < p.flows().size(); i++) {
            Plan.Flow f = p.flows().get(i);
            String at = "$.flows[" + i + "]";
            id(d, flowIds, f.id(), at + ".id");
            if (p.host(f.from()).isEmpty()) {
                d.add(AppError.Detail.of(at + ".from", Phrase.of("plan.check.noHost", f.from())));
            }
            if (p.host(f.to()).isEmpty()) {
                d.add(AppError.Detail.of(at + ".to", Phrase.of("plan.check.noHost", f.to())));
            }
        }
        for (int i = 0; i < p.prices().size(); i++) {
            Plan.PlanPrice pr = p.prices().get(i);
            String at = "$.prices[" + i + "]";
            if (pr.part() == null || !cat.contains(pr.part())) {
                d.add(AppError.Detail.of(at + ".part", Phrase.of("plan.check.noPart", pr.part())));
            }
            if (pr.currency() == null || !pr.currency().matches("[A-Z]{3}")) {
                d.add(AppError.Detail.of(at + ".currency", Phrase.of("plan.check.currency")));
            }
        }
        if (!d.isEmpty()) {
            AppError.Detail first = d.get(0);
            throw AppError.of(
                    400,
                    Phrase.of(
                            "plan.check.problems",
                            d.size(),
                            first.path(),
                            first.phrase() != null ? first.phrase() : Phrase.verbatim(first.message())),
                    d);
        }
    }

    /**
     * Host names, switch names and host IPs each name one thing: a person tells hosts apart by their
     * names on the page and in the picture, and a run from the embedded iperf3 server is attached to
     * the host whose IP it came from. The second of two equal values is the one refused.
     */
    private static void distinct(List<AppError.Detail> d, Plan p) {
        Map<String, Integer> hostNames = new HashMap<>();
        Map<String, Integer> ips = new HashMap<>();
        for (int i = 0; i < p.hosts().size(); i++) {
            Plan.Host h = p.hosts().get(i);
            Integer same = seen(hostNames, h.name(), i);
            if (same != null) {
                d.add(AppError.Detail.of(
                        "$.hosts[" + i + "].name",
                        Phrase.of("plan.check.hostName", h.name().trim())));
            }
            same = seen(ips, h.ip(), i);
            if (same != null) {
                d.add(AppError.Detail.of(
                        "$.hosts[" + i + "].ip",
                        Phrase.of(
                                "plan.check.ip", h.ip().trim(), label(p.hosts().get(same)))));
            }
        }
        Map<String, Integer> switchNames = new HashMap<>();
        for (int i = 0; i < p.switches().size(); i++) {
            Plan.SwitchUnit s = p.switches().get(i);
            if (seen(switchNames, s.name(), i) != null) {
                d.add(AppError.Detail.of(
                        "$.switches[" + i + "].name",
                        Phrase.of("plan.check.switchName", s.name().trim())));
            }
        }
    }

    /** The index that already had {@code value} (compared trimmed, ignoring case), else null after noting it. */
    private static Integer seen(Map<String, Integer> seen, String value, int index) {
        if (value == null || value.isBlank()) {
            return null;
        }
        return seen.putIfAbsent(value.trim().toLowerCase(Locale.ROOT), index);
    }

    private static Phrase label(Plan.Host h) {
        return Phrase.of(
                "plan.check.host",
                h.name() == null || h.name().isBlank() ? h.id() : h.name().trim());
    }

    /** The USB port, Thunderbolt port and a generic NIC's own bus: values the model can compute with. */
    private static void attachment(List<AppError.Detail> d, Plan.NicPlacement nic, String at) {
        usbGeneration(d, nic.usbPort(), at + ".usbPort", false);
        thunderbolt(d, nic.thunderboltVersion(), at + ".thunderboltVersion", false);
        Plan.GenericNic g = nic.generic();
        if (g == null) {
            return;
        }
        String kind = g.busKind() == null ? "pcie" : g.busKind();
        switch (kind) {
            case "pcie", "onboard" -> {
                if (g.gen() != null && (g.gen() < 1 || g.gen() > 6)) {
                    d.add(AppError.Detail.of(at + ".generic.gen", Phrase.of("plan.value.gen")));
                }
                if (g.lanes() != null && !Set.of(1, 2, 4, 8, 16).contains(g.lanes())) {
                    d.add(AppError.Detail.of(at + ".generic.lanes", Phrase.of("plan.value.lanes")));
                }
            }
            case "usb" -> usbGeneration(d, g.usbGen(), at + ".generic.usbGen", true);
            case "thunderbolt" -> thunderbolt(d, g.thunderboltVersion(), at + ".generic.thunderboltVersion", true);
            default -> d.add(AppError.Detail.of(
                    at + ".generic.busKind", Phrase.of("plan.read.notOneOf", kind, "pcie, usb, thunderbolt, onboard")));
        }
        if (!(g.speedGbps() > 0) || g.speedGbps() > 800) {
            d.add(AppError.Detail.of(at + ".generic.speedGbps", Phrase.of("plan.check.speed")));
        }
    }

    private static void usbGeneration(List<AppError.Detail> d, String gen, String path, boolean required) {
        if (gen == null) {
            if (required) {
                d.add(AppError.Detail.of(
                        path, Phrase.of("plan.check.usbGenNeeded", Spelling.choices(UsbGeneration.values()))));
            }
            return;
        }
        try {
            UsbGeneration.parse(gen);
        } catch (IllegalArgumentException e) {
            d.add(AppError.quotedDetail(path, e.getMessage()));
        }
    }

    private static void thunderbolt(List<AppError.Detail> d, Integer version, String path, boolean required) {
        if (version == null ? required : version < 3 || version > 5) {
            d.add(AppError.Detail.of(path, Phrase.of("plan.check.thunderbolt")));
        }
    }

    private static void id(List<AppError.Detail> d, Set<String> seen, String id, String path) {
        if (id == null || !id.matches("[A-Za-z0-9_.-]{1,64}")) {
            d.add(AppError.Detail.of(path, Phrase.of("plan.check.id")));
        } else if (!seen.add(id)) {
            d.add(AppError.Detail.of(path, Phrase.of("plan.check.idTwice", id)));
        }
    }

    private static void ref(List<AppError.Detail> d, Catalog cat, String id, Class<? extends Part> type, String path) {
        if (id == null || id.isBlank()) {
            return;
        }
        var p = cat.find(id);
        if (p.isEmpty()) {
            d.add(AppError.Detail.of(path, Phrase.of("plan.check.noPart", id)));
        } else if (!type.isInstance(p.get())) {
            d.add(AppError.Detail.of(
                    path,
                    Phrase.of(
                            "plan.check.kind",
                            id,
                            p.get().kind(),
                            type.getSimpleName().toLowerCase(Locale.ROOT))));
        }
    }

    private static void end(List<AppError.Detail> d, Plan p, Plan.End e, String path) {
        if (e == null) {
            d.add(AppError.Detail.of(path, Phrase.of("plan.check.bothEnds")));
            return;
        }
        var h = p.host(e.device());
        if (h.isPresent()) {
            if (e.nic() != null && h.get().nic(e.nic()).isEmpty()) {
                d.add(AppError.Detail.of(path + ".nic", Phrase.of("plan.check.noNic", e.device(), e.nic())));
            }
            if (e.nic() == null && h.get().nics().size() != 1) {
                d.add(AppError.Detail.of(
                        path + ".nic",
                        Phrase.of(
                                "plan.check.nameNic", e.device(), h.get().nics().size())));
            }
        } else if (p.switchUnit(e.device()).isEmpty()) {
            d.add(AppError.Detail.of(path + ".device", Phrase.of("plan.check.noDevice", e.device())));
        }
    }

    private String newId() {
        byte[] b = new byte[5];
        random.nextBytes(b);
        return "p" + HexFormat.of().formatHex(b);
    }

    public Stored create(Plan p) {
        return create(p, null);
    }

    /**
     * A new plan at version 1, saved by {@code savedBy} (null: nobody signed in), so that the history's
     * first version names who made the plan as every later version names who changed it.
     */
    public Stored create(Plan p, String savedBy) {
        return insert(p, null, savedBy);
    }

    private Stored insert(Plan p, String exampleOf, String savedBy) {
        validate(p);
        String id = newId();
        Plan stored = p.withId(id);
        repo.insert(stored, exampleOf, savedBy);
        wrote();
        onChange.run();
        return get(id);
    }

    public Stored createFromJson(String json) {
        return createFromJson(json, null);
    }

    /** A plan read from a document (the API's create and import, the import form), saved by {@code savedBy}. */
    public Stored createFromJson(String json, String savedBy) {
        return create(read(json, "the plan"), savedBy);
    }

    /** Replaces a plan if {@code expectedVersion} is still current; 409 with the current version otherwise. */
    public Stored update(String id, Plan p, long expectedVersion) {
        return update(id, p, expectedVersion, null);
    }

    /** As {@link #update(String, Plan, long)}, the new version saved by {@code savedBy} (null: nobody signed in). */
    public Stored update(String id, Plan p, long expectedVersion, String savedBy) {
        return store(id, p, expectedVersion, savedBy, null);
    }

    private Stored store(String id, Plan p, long expectedVersion, String savedBy, Long restoredFrom) {
        Stored current = get(id);
        validate(p);
        Plan stored = p.withId(id);
        boolean updated =
                repo.update(stored, expectedVersion, savedBy, restoredFrom).isPresent();
        wrote();
        if (!updated) {
            throw AppError.conflict(Phrase.of("plan.check.changedElsewhere", id, expectedVersion, current.version()));
        }
        onChange.run();
        return get(id);
    }

    /** Every kept version of the plan, newest first; 404 for an unknown plan. */
    public List<StoredVersion> versions(String id) {
        get(id);
        return repo.versions(id);
    }

    /** At most {@code limit} versions older than {@code before} (from the newest when null), newest first. */
    public List<StoredVersion> versions(String id, Long before, int limit) {
        return repo.versions(id, before, limit);
    }

    /**
     * Stores version {@code version} of the plan again, as a new version, if {@code expectedVersion}
     * is still current (409 otherwise, as any edit): nothing in the history is rewritten. 404 for a
     * version the plan never had; 400 when the old document no longer passes the checks (a part it
     * names has left the catalog).
     */
    public Stored restore(String id, long version, long expectedVersion, String savedBy) {
        get(id);
        StoredVersion old = repo.version(id, version)
                .orElseThrow(() -> AppError.notFound(Phrase.of("plan.restore.noVersion", id, version)));
        if (!old.readable()) {
            throw AppError.badRequest(
                    "version", Phrase.of("plan.restore.unreadable", version, Phrase.verbatim(old.problem())));
        }
        return store(id, old.plan(), expectedVersion, savedBy, version);
    }

    /** Undoes the edit that made {@code expectedVersion}: the version before it, restored as a new version. */
    public Stored undo(String id, long expectedVersion, String savedBy) {
        if (expectedVersion <= 1 || repo.version(id, expectedVersion - 1).isEmpty()) {
            get(id);
            throw AppError.badRequest("version", Phrase.of("plan.restore.noEarlier", expectedVersion));
        }
        return restore(id, expectedVersion - 1, expectedVersion, savedBy);
    }

    public void delete(String id) {
        boolean deleted = repo.delete(id);
        wrote();
        if (!deleted) {
            throw AppError.notFound(Phrase.of("plan.check.noPlan", id));
        }
        evaluations.remove(id);
        listed.remove(id);
        onChange.run();
    }

    public Evaluation evaluate(Plan p) {
        return timed(p, inputs());
    }

    private EvaluationInputs inputs() {
        return EvaluationInputs.current(catalog, calibration);
    }

    /** An evaluation, the plan version and the inputs it was computed from. */
    private record CachedEvaluation(long version, EvaluationInputs inputs, Evaluation evaluation) {
        boolean isFor(long v, EvaluationInputs now) {
            return version == v && inputs.same(now);
        }
    }

    private final Map<String, CachedEvaluation> evaluations = new ConcurrentHashMap<>();

    /**
     * The stored plan's evaluation, kept per plan id for its version and the catalog and calibration
     * in force: the home page lists every plan's worst issue and slowest flow, and recomputing each
     * plan on every view was most of that page's time. Editing the plan (a new version), changing the
     * catalog or anything calibration learns from gives a new evaluation.
     */
    public Evaluation evaluate(Stored s) {
        EvaluationInputs now = inputs();
        if (!RenderCaches.enabled()) {
            return timed(s.plan(), now);
        }
        CachedEvaluation hit = evaluations.get(s.plan().id());
        if (hit != null && hit.isFor(s.version(), now)) {
            return hit.evaluation();
        }
        Evaluation e = timed(s.plan(), now);
        evaluations.put(s.plan().id(), new CachedEvaluation(s.version(), now, e));
        return e;
    }

    public Evaluation evaluate(String id) {
        return evaluate(get(id).plan());
    }

    /** Examples being stored on another thread ({@link #examplesPending}); done when none are. */
    private volatile CompletableFuture<Integer> examplesStored = CompletableFuture.completedFuture(0);

    /**
     * Says that the missing examples are about to be stored on another thread, which completes the
     * future returned: until then {@link #list} waits for it, so no list misses them. A failure
     * there leaves the lists to go on without them (whoever stores them reports it).
     */
    public CompletableFuture<Integer> examplesPending() {
        CompletableFuture<Integer> f = new CompletableFuture<>();
        examplesStored = f;
        return f;
    }

    private void awaitExamples() {
        CompletableFuture<Integer> pending = examplesStored;
        if (!pending.isDone()) {
            try {
                pending.join();
            } catch (CompletionException | CancellationException e) {
                // reported by whoever stored them; the list is what is stored
            }
        }
    }

    /** Creates the seed examples that are missing; returns how many were created. */
    public int ensureExamples() {
        int n = 0;
        Set<String> stored = repo.exampleSeeds();
        for (String seed : EXAMPLES) {
            if (!stored.contains(seed)) {
                // another instance starting at the same time may store it first: then this one is skipped
                Plan example = example(seed);
                validate(example);
                boolean inserted = repo.insertExample(example.withId(newId()), seed);
                wrote();
                if (inserted) {
                    n++;
                }
            }
        }
        if (n > 0) {
            onChange.run();
        }
        return n;
    }

    /** Re-creates one example from its shipped document (the old copy is kept if the person changed it). */
    public Stored recreateExample(String seed) {
        return recreateExample(seed, null);
    }

    /** As {@link #recreateExample(String)}, the copy saved by {@code savedBy} (null: nobody signed in). */
    public Stored recreateExample(String seed, String savedBy) {
        if (!EXAMPLES.contains(seed)) {
            throw AppError.notFound(Phrase.of("plan.check.noExample", seed, String.join(", ", EXAMPLES)));
        }
        return insert(example(seed), repo.byExample(seed).isPresent() ? null : seed, savedBy);
    }

    private final Map<String, Plan> examples = new ConcurrentHashMap<>();

    /** A shipped example, read from the jar once (the home page names all five on every view). */
    public Plan example(String seed) {
        if (!RenderCaches.enabled()) {
            return readExample(seed);
        }
        return examples.computeIfAbsent(seed, this::readExample);
    }

    private Plan readExample(String seed) {
        try (InputStream in = PlanService.class.getClassLoader().getResourceAsStream("examples/" + seed + ".json")) {
            if (in == null) {
                throw new IllegalStateException("example " + seed + " is missing from the jar");
            }
            return read(new String(in.readAllBytes(), StandardCharsets.UTF_8), "example " + seed);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
