package dev.wirespeed.priors;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Evidence;
import dev.wirespeed.catalog.load.Problem;
import dev.wirespeed.solver.model.Ceiling;
import dev.wirespeed.solver.model.PathSpec;
import dev.wirespeed.solver.model.Priors;
import dev.wirespeed.solver.model.Stage;
import dev.wirespeed.solver.model.ThroughputModel;
import dev.wirespeed.units.NumberText;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;

/**
 * Checks of the evidence that need the model: a measured figure above the physical ceiling of its
 * own setup (the Ethernet framing of its link, or its bus at full efficiency) is a transcription
 * error or a setup the file does not describe, and {@code catalog check} refuses it.
 */
public final class EvidenceChecks {

    /** Printed figures are rounded; 2% above the arithmetic is rounding, not a faster link. */
    static final double TOLERANCE = 1.02;

    /** The largest MTU in common use (jumbo frames), for runs whose MTU is not stated. */
    static final int JUMBO = 9000;

    private EvidenceChecks() {}

    public static List<Problem> aboveCeiling(List<Evidence> corpus, Catalog catalog) {
        EvidencePaths paths = new EvidencePaths(catalog);
        FactorSpace space = FactorSpace.declared();
        List<Problem> out = new ArrayList<>();
        double[] physics = space.start();
        for (int j = 0; j < space.size(); j++) {
            Priors.Factor f = space.factors.get(j);
            if (f.key().startsWith("pcie.")
                    || f.key().startsWith("usb.")
                    || f.key().startsWith("thunderbolt.")) {
                physics[j] = space.toTheta(j, f.max());
            }
        }
        for (Evidence e : corpus) {
            EvidenceCase c = paths.read(e);
            if (!c.modelled()) {
                continue;
            }
            // an MTU the source does not state may have been jumbo: judge against the largest common one
            PathSpec path =
                    e.link() == null || e.link().mtu() == null ? c.path().withPathMtu(JUMBO) : c.path();
            List<Ceiling> ceilings = ThroughputModel.ceilingsInOrder(
                    path, space.calibration(physics), new LinkedHashMap<>(), new ArrayList<>());
            Ceiling lowest = null;
            for (Ceiling k : ceilings) {
                boolean physical = k.stage() == Stage.ETHERNET
                        || k.stage() == Stage.PCIE
                        || k.stage() == Stage.USB
                        || k.stage() == Stage.THUNDERBOLT;
                if (physical && (lowest == null || k.gbps() < lowest.gbps())) {
                    lowest = k;
                }
            }
            if (lowest != null && c.measuredGbps() > lowest.gbps() * TOLERANCE) {
                out.add(new Problem(
                        "evidence/" + e.id() + ".yaml",
                        "$.measuredGbps",
                        "within-ceiling",
                        "measured " + NumberText.trim(c.measuredGbps(), 3) + " Gbit/s is above the "
                                + NumberText.fixed(lowest.gbps(), 2) + " Gbit/s " + lowest.stage()
                                + " ceiling of its own setup"
                                + (c.assumptions().isEmpty()
                                        ? ""
                                        : " (read with: " + String.join("; ", c.assumptions()) + ")")));
            }
        }
        return out;
    }
}
