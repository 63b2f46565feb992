package dev.wirespeed.app;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Evidence;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.catalog.load.CatalogLoader;
import dev.wirespeed.catalog.load.Problem;
import dev.wirespeed.json.JsonProblem;
import dev.wirespeed.store.CatalogRepository;
import dev.wirespeed.store.StoredDoc;
import dev.wirespeed.text.Count;
import dev.wirespeed.text.Phrase;
import dev.wirespeed.trace.StartTrace;

import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * Loads the catalog folder into SQLite (only when its content changed), keeps the current
 * {@link Catalog} (catalog + custom parts) in memory, and edits custom parts.
 */
public final class CatalogService {

    /** The catalog folder has problems: the service refuses to start with them. */
    public static final class InvalidCatalogException extends RuntimeException {
        private final List<Problem> problems;

        public InvalidCatalogException(Path root, List<Problem> problems) {
            super("the catalog in "
                    + (root.getFileSystem() == FileSystems.getDefault()
                            ? root.toString()
                            : "the jar (built from catalog/)")
                    + " has " + Count.of(problems.size(), "problem", "problems") + ":\n  "
                    + String.join(
                            "\n  ", problems.stream().map(Problem::toString).toList()));
            this.problems = List.copyOf(problems);
        }

        public List<Problem> problems() {
            return problems;
        }
    }

    private final CatalogRepository repo;
    private final CatalogLoader loader;
    private final ObjectMapper json = new ObjectMapper();
    private final AtomicReference<Snapshot> current = new AtomicReference<>();
    /** The stored parts being listed on their own thread at start; null when none is running. */
    private volatile FutureTask<Void> listing;
    /** The first catalog built, the one the evidence corpus is indexed against. */
    private volatile Catalog atStart;

    private boolean reimported;
    private final Supplier<List<Evidence>> evidence;

    /** The catalog as stored at data version {@code version}. */
    private record Snapshot(Catalog catalog, Map<String, String> docs, long version) {}

    public CatalogService(CatalogRepository repo, Path catalogRoot) {
        this.repo = repo;
        this.loader = CatalogLoader.forRoot(catalogRoot);
        String hash = loader.contentHash(catalogRoot);
        Path evidenceDir = catalogRoot.resolve("evidence");
        StartTrace.mark("catalog hash");
        String evidenceHash = Files.isDirectory(evidenceDir) ? loader.evidenceHash(evidenceDir) : null;
        StartTrace.mark("evidence hash");
        if (hash != null && hash.equals(repo.storedHash().orElse(null))) {
            // The stored copy was validated when this very content was imported: list it (each part is
            // mapped at its first use), do not parse and validate the YAML again. The evidence is read
            // (and checked) against it.
            this.reimported = false;
            if (!Files.isDirectory(evidenceDir)) {
                this.evidence = List::of;
                listInTheBackground();
            } else if (evidenceHash != null
                    && evidenceHash.equals(repo.storedEvidenceHash().orElse(null))) {
                // These very files were read against these very parts without a problem before:
                // nothing can refuse the start, so they are read when a prediction first asks, and
                // the parts are listed while the rest of the service starts.
                this.evidence = new Once<>(() -> readEvidence(catalogRoot, evidenceDir, catalogParts()));
                listInTheBackground();
            } else {
                refresh();
                StartTrace.mark("stored parts listed");
                List<Evidence> read = readEvidence(catalogRoot, evidenceDir, catalogParts());
                if (evidenceHash != null) {
                    repo.storeEvidenceHash(evidenceHash, read.size());
                }
                this.evidence = () -> read;
            }
            return;
        }
        CatalogLoader.Result result = loader.load(catalogRoot);
        StartTrace.mark("catalog parsed and validated");
        if (!result.ok()) {
            throw new InvalidCatalogException(catalogRoot, result.problems());
        }
        List<CatalogRepository.CatalogRow> rows = new ArrayList<>();
        Map<String, String> docs = new HashMap<>();
        for (Part p : result.parts()) {
            String doc = toJson(result.documents().get(p.id()));
            rows.add(new CatalogRepository.CatalogRow(
                    p.id(),
                    p.kind(),
                    p.vendor(),
                    p.model(),
                    CatalogLoader.FOLDERS.get(p.kind()) + "/" + p.id() + ".yaml",
                    doc));
            docs.put(p.id(), doc);
        }
        this.reimported = repo.replaceCatalog(result.contentHash(), rows);
        StartTrace.mark("catalog stored");
        List<Evidence> read = result.evidence();
        if (evidenceHash != null) {
            // the load checked the evidence against the parts just stored
            repo.storeEvidenceHash(evidenceHash, read.size());
        }
        this.evidence = () -> read;
        long version = repo.version();
        if (reimported && result.contentHash().equals(repo.storedHash().orElse(null))) {
            // The parts just validated are the ones stored (the hash read after the version says no other
            // import came in between): keep them instead of mapping the stored copy again.
            // in id order, as a stored copy is read, so that parts of one vendor and model keep one order
            build(
                    version,
                    result.parts().stream()
                            .sorted(Comparator.comparing(Part::id))
                            .map(Catalog.Listing::of)
                            .toList(),
                    docs);
        } else {
            // another instance stored its catalog first: what is stored is what it validated
            refresh();
        }
    }

    /** The catalog's own parts (not the custom ones), which the evidence is read against. */
    private List<Part> catalogParts() {
        Catalog c = catalog();
        return c.filter(p -> !c.isCustom(p.id()));
    }

    /**
     * Reads the stored parts' listing on a thread of its own, so that the web server starts meanwhile;
     * whatever asks for the catalog first waits for it ({@link #snapshot}). Each part is mapped from
     * its document when first looked up ({@link #mapStored}), so a start maps the few dozen parts its
     * first page names, not all of them. Only for a start where nothing left can refuse it.
     */
    private void listInTheBackground() {
        FutureTask<Void> task = new FutureTask<>(
                () -> {
                    refresh();
                    StartTrace.mark("stored parts listed");
                },
                null);
        listing = task;
        Thread t = new Thread(task, "wirespeed-catalog");
        t.setDaemon(true);
        t.start();
    }

    /** The catalog in memory, once the background listing (if any) is done. */
    private Snapshot snapshot() {
        FutureTask<Void> m = listing;
        if (m != null) {
            try {
                m.get();
                listing = null;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while the stored catalog was read", e);
            } catch (ExecutionException e) {
                if (e.getCause() instanceof RuntimeException r) {
                    throw r;
                }
                throw new IllegalStateException(e.getCause());
            }
        }
        return current.get();
    }

    /**
     * Waits for the background reading still running and drops its failure: before the database closes
     * under it (a command that never asked for the catalog).
     */
    public void settle() {
        try {
            snapshot();
        } catch (RuntimeException ignored) {
            // nobody asked for the catalog, so nobody is told it could not be read
        }
    }

    private List<Evidence> readEvidence(Path catalogRoot, Path evidenceDir, List<Part> parts) {
        CatalogLoader.EvidenceFolder folder = loader.evidenceIn(evidenceDir, parts);
        if (!folder.problems().isEmpty()) {
            throw new InvalidCatalogException(catalogRoot, folder.problems());
        }
        return folder.evidence();
    }

    /** A value computed on first use and kept. */
    private static final class Once<T> implements Supplier<T> {
        private Supplier<T> compute;
        private T value;

        Once(Supplier<T> compute) {
            this.compute = compute;
        }

        @Override
        public synchronized T get() {
            if (compute != null) {
                value = compute.get();
                compute = null;
            }
            return value;
        }
    }

    /** The published runs in the catalog folder's evidence/ (read at start, or at first use when unchanged). */
    public List<Evidence> evidence() {
        return evidence.get();
    }

    /** The same, read when first asked for (a start over an unchanged corpus does not read it). */
    public Supplier<List<Evidence>> evidenceLater() {
        return evidence;
    }

    private String toJson(JsonNode doc) {
        try {
            return json.writeValueAsString(doc);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Whether the last start re-imported the catalog (false: the stored copy was current). */
    public boolean reimported() {
        return reimported;
    }

    public Catalog catalog() {
        return snapshot().catalog();
    }

    /** The stored document of a part as JSON text (catalog or custom). */
    public Optional<String> document(String id) {
        return Optional.ofNullable(snapshot().docs().get(id));
    }

    /**
     * Rebuilds the in-memory catalog from what is stored. The catalog's parts are listed by the columns
     * stored beside their documents and each is mapped when first asked for: the stored copy was
     * validated, under this very content hash and schema, when it was imported.
     */
    public synchronized void refresh() {
        // read before the parts: a change landing in between makes the next sync rebuild once more, never miss
        long version = repo.version();
        List<Catalog.Listing> listed = new ArrayList<>();
        Map<String, String> docs = new HashMap<>();
        for (CatalogRepository.CatalogRow r : repo.catalogRows()) {
            listed.add(new Catalog.Listing(r.id(), r.kind(), r.vendor(), r.model(), () -> mapStored(r)));
            docs.put(r.id(), r.json());
        }
        build(version, listed, docs);
    }

    /**
     * A stored part mapped to its record at its first use. One that no longer maps (a stored copy
     * changed under the service) fails that use, naming the part, and sets the stored copy aside: the
     * next start validates the catalog folder again and stores it anew.
     */
    private Part mapStored(CatalogRepository.CatalogRow r) {
        try {
            return loader.trusted(r.kind(), r.json(), "stored catalog part " + r.id());
        } catch (RuntimeException e) {
            IllegalStateException failure = new IllegalStateException(
                    e.getMessage() + " (the stored catalog is set aside: the next start validates the catalog again)",
                    e);
            try {
                repo.forgetStoredHash();
            } catch (RuntimeException notForgotten) {
                failure.addSuppressed(notForgotten);
            }
            throw failure;
        }
    }

    /**
     * The in-memory catalog at data version {@code version} (read before the parts) from
     * {@code catalogParts} and their documents, with the stored custom parts added.
     */
    private synchronized void build(long version, List<Catalog.Listing> catalogParts, Map<String, String> catalogDocs) {
        List<Part> custom = new ArrayList<>();
        Map<String, String> docs = new HashMap<>(catalogDocs);
        for (StoredDoc d : repo.customDocs()) {
            CatalogLoader.Parsed parsed = loader.parse(d.json(), "custom part " + d.id());
            if (parsed.ok()) {
                custom.add(parsed.part());
                docs.putIfAbsent(d.id(), d.json());
            }
        }
        Snapshot built = new Snapshot(Catalog.listed(catalogParts, custom), Map.copyOf(docs), version);
        current.set(built);
        if (atStart == null) {
            atStart = built.catalog();
        }
    }

    /** The catalog as this service built it first (at start), whatever custom parts changed since. */
    public Catalog catalogAtStart() {
        snapshot();
        return atStart;
    }

    /**
     * Rebuilds the in-memory catalog when the stored one is at a newer data version than it was
     * built from ({@code storedVersion}, read once per request): another instance imported the
     * catalog or changed a custom part.
     */
    public void sync(long storedVersion) {
        if (snapshot().version() < storedVersion) {
            synchronized (this) {
                if (current.get().version() < storedVersion) {
                    refresh();
                }
            }
        }
    }

    /** The data version the in-memory catalog was built from. */
    public long version() {
        return snapshot().version();
    }

    /** Validates a custom part document; returns it or throws a 400 naming each JSON path. */
    public Part validateCustom(String body) {
        CatalogLoader.Parsed parsed = loader.parse(body, "request body");
        if (!parsed.ok()) {
            // the catalog checks' own messages stay as they wrote them, quoted in another language
            throw AppError.of(
                    400,
                    Phrase.of("catalog.custom.invalid", parsed.problems().size()),
                    parsed.problems().stream()
                            .map(p -> AppError.Detail.of(
                                    p.field(),
                                    Phrase.of("catalog.custom.problem", p.rule(), Phrase.verbatim(p.message()))))
                            .toList());
        }
        return parsed.part();
    }

    public Part createCustom(String body) {
        Part part = validateCustom(body);
        if (repo.catalogHas(part.id())) {
            throw AppError.conflict(Phrase.of("catalog.custom.isCatalogPart", part.id()));
        }
        if (!repo.insertCustom(part.id(), part.kind(), part.vendor(), part.model(), normalise(body))) {
            throw AppError.conflict(Phrase.of("catalog.custom.exists", part.id()));
        }
        refresh();
        return part;
    }

    public long updateCustom(String id, String body, Long expectedVersion) {
        requireCustom(id);
        Part part = validateCustom(body);
        if (!part.id().equals(id)) {
            throw AppError.badRequest("$.id", Phrase.of("catalog.custom.otherId", part.id(), id));
        }
        long v = repo.updateCustom(id, part.kind(), part.vendor(), part.model(), normalise(body), expectedVersion)
                .orElseThrow(() -> AppError.conflict(Phrase.of("catalog.custom.changed", id, expectedVersion)));
        refresh();
        return v;
    }

    public void deleteCustom(String id) {
        requireCustom(id);
        repo.deleteCustom(id);
        refresh();
    }

    public Optional<StoredDoc> customDoc(String id) {
        return repo.customDoc(id);
    }

    private void requireCustom(String id) {
        if (repo.catalogHas(id)) {
            throw AppError.conflict(Phrase.of("catalog.custom.readOnly", id));
        }
        if (repo.customDoc(id).isEmpty()) {
            throw AppError.notFound(Phrase.of("catalog.custom.none", id));
        }
    }

    private String normalise(String body) {
        try {
            JsonNode node = loader.yaml().readTree(body);
            return json.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw AppError.badRequest(
                    "$", Phrase.of("catalog.custom.unreadable", Phrase.verbatim(JsonProblem.describe(e))));
        }
    }
}
