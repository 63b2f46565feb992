package dev.wirespeed.recommend;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Tool;
import dev.wirespeed.plan.ToolVersion;
import dev.wirespeed.text.Phrase;

import java.util.ArrayList;
import java.util.List;

/** An iperf3 older than 3.16, which runs every stream in one thread: the same test with 3.16. */
final class NewerIperf3 implements FreeChangeRule {

    static final String KIND = "newer-iperf3";
    static final ToolVersion THREADED = ToolVersion.parse("3." + ToolVersion.IPERF3_THREADED_MINOR);

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public List<FreeChange> propose(Plan plan, Catalog catalog) {
        List<FreeChange> out = new ArrayList<>();
        for (Plan.Flow f : plan.flows()) {
            ToolVersion v = f.toolVersion();
            if (f.tool() == Tool.IPERF3 && v != null && (v.iperf3SingleThreaded() || v.iperf3Legacy())) {
                out.add(new FreeChange(
                        KIND,
                        Phrase.of("recommend.free.newer-iperf3", THREADED.text(), f.id(), v.text()),
                        FlowSettings.toolVersion(plan, f, THREADED)));
            }
        }
        return out;
    }
}
