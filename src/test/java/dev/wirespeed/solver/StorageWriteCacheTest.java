package dev.wirespeed.solver;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.plan.Tool;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.model.Ceiling;
import dev.wirespeed.solver.model.Stage;
import dev.wirespeed.testing.Catalogs;
import dev.wirespeed.testing.YamlParts;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.wirespeed.testing.Plans.aDacLink;
import static dev.wirespeed.testing.Plans.aFlow;
import static dev.wirespeed.testing.Plans.aHost;
import static dev.wirespeed.testing.Plans.aPlan;
import static dev.wirespeed.testing.Plans.nicPort;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** A copy is taken as larger than an SSD's write cache: the sustained rate past the cache binds the write. */
class StorageWriteCacheTest {

    /** 5,000 MB/s into its 113 GB cache, 1,500 MB/s after it (the shape TechPowerUp measured on a 980 PRO). */
    private static final Part SSD = YamlParts.part("id: test-ssd\nkind: storage\nvendor: T\nmodel: SSD\n"
            + "interface: nvme-pcie4x4\nmedia: ssd\nseqReadMBps: 7000\nseqWriteMBps: 5000\n"
            + "sustainedWriteMBps: 1500\nwriteCacheGB: 113\nsources: [{title: test}]\n");

    @Test
    void anSmbCopyOntoTheSsd_isCeiledByItsRatePastTheCache() {
        var plan = aPlan().with(aHost("a").withNic("x", "nb-int-x520da1-s"))
                .with(aHost("b").withNic("x", "nb-int-x520da1-s").withStorage("test-ssd"))
                .with(aDacLink(1.0).named("l").between(nicPort("a", "x", 1), nicPort("b", "x", 1)))
                .with(aFlow("a", "b").named("copy").copyingWith(Tool.SMB))
                .build();
        List<Part> parts = new ArrayList<>(Catalogs.repo().all());
        parts.add(SSD);
        Evaluation e = PlanEvaluator.evaluate(plan, Catalog.of(parts), Calibration.PRIORS);
        Ceiling write = e.flows().get(0).prediction().stages().stream()
                .filter(c -> c.stage() == Stage.STORAGE_WRITE)
                .findFirst()
                .orElseThrow();
        // 1,500 MB/s × 8 = 12 Gbit/s
        assertThat(write.gbps()).isCloseTo(12.0, within(1e-9));
        assertThat(write.why()).contains("past its 113 GB write cache", "1500 MB/s");
    }
}
