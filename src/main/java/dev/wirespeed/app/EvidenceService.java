package dev.wirespeed.app;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Evidence;
import dev.wirespeed.evidence.EvidenceIndex;
import dev.wirespeed.evidence.NearbyRun;
import dev.wirespeed.solver.model.PathSpec;

import java.util.List;
import java.util.function.Supplier;

/**
 * The published runs nearest to a path, for every place that shows a prediction: the corpus is
 * indexed once (against the catalog it was loaded with), and a path's parts are looked up in the
 * current catalog, so a custom NIC with a known chip finds the runs of that chip.
 */
public final class EvidenceService {

    private final Supplier<List<Evidence>> corpus;
    private final Supplier<Catalog> indexedWith;
    private final Supplier<Catalog> catalog;
    private EvidenceIndex index;

    public EvidenceService(List<Evidence> corpus, Supplier<Catalog> catalog) {
        this(() -> corpus, catalog);
    }

    /**
     * {@code corpus} is read and indexed when a prediction first asks (against the catalog of the
     * start, as if indexed then), so that a start does not wait for it.
     */
    public EvidenceService(Supplier<List<Evidence>> corpus, Supplier<Catalog> catalog) {
        this(corpus, constant(catalog.get()), catalog);
    }

    /**
     * As {@link #EvidenceService(Supplier, Supplier)}, with the catalog of the start given by
     * {@code indexedWith}, asked for only when the corpus is indexed (the start may still be mapping it).
     */
    public EvidenceService(Supplier<List<Evidence>> corpus, Supplier<Catalog> indexedWith, Supplier<Catalog> catalog) {
        this.corpus = corpus;
        this.indexedWith = indexedWith;
        this.catalog = catalog;
    }

    private static Supplier<Catalog> constant(Catalog c) {
        return () -> c;
    }

    private synchronized EvidenceIndex index() {
        if (index == null) {
            index = EvidenceIndex.of(corpus.get(), indexedWith.get());
        }
        return index;
    }

    /** The nearest runs (at most 3, the most alike first), or none for a flow without a path. */
    public List<NearbyRun> near(PathSpec path) {
        return path == null ? List.of() : index().nearest(path, catalog.get(), RenderCaches.enabled());
    }

    public int corpusSize() {
        return index().size();
    }
}
