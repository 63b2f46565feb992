package dev.wirespeed.priors;

import dev.wirespeed.catalog.Evidence;
import dev.wirespeed.solver.model.PathSpec;
import dev.wirespeed.solver.model.Stage;

import java.util.List;

/**
 * One published run as the model sees it: the path it predicts (null when the run cannot be read
 * as one, with the reason in {@code excluded}), the assumptions made where the source is silent, the
 * measured receiver figure, and the stage the source says limited it (null: not stated).
 */
public record EvidenceCase(
        Evidence evidence, PathSpec path, List<String> assumptions, String excluded, Stage statedStage) {

    public EvidenceCase {
        if (evidence == null) {
            throw new IllegalArgumentException("a case needs its evidence");
        }
        if ((path == null) == (excluded == null)) {
            throw new IllegalArgumentException("a case has either a path or the reason it has none");
        }
        assumptions = List.copyOf(assumptions);
    }

    public String id() {
        return evidence.id();
    }

    public double measuredGbps() {
        return evidence.measuredGbps().doubleValue();
    }

    public boolean modelled() {
        return path != null;
    }
}
