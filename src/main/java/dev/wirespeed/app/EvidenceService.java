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

    private final EvidenceIndex index;
    private final Supplier<Catalog> catalog;

    public EvidenceService(List<Evidence> corpus, Supplier<Catalog> catalog) {
        this.index = EvidenceIndex.of(corpus, catalog.get());
        this.catalog = catalog;
    }

    /** The nearest runs (at most 3, the most alike first), or none for a flow without a path. */
    public List<NearbyRun> near(PathSpec path) {
        return path == null ? List.of() : index.nearest(path, catalog.get());
    }

    public int corpusSize() {
        return index.size();
    }
}
