package dev.wirespeed.recommend;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Tool;
import dev.wirespeed.text.Phrase;

import java.util.ArrayList;
import java.util.List;

/** An iperf3 test of fewer than four streams run with {@code -P 4}: one core per stream from iperf3 3.16. */
final class MoreStreams implements FreeChangeRule {

    static final String KIND = "more-streams";
    static final int STREAMS = 4;

    @Override
    public String kind() {
        return KIND;
    }

    @Override
    public List<FreeChange> propose(Plan plan, Catalog catalog) {
        List<FreeChange> out = new ArrayList<>();
        for (Plan.Flow f : plan.flows()) {
            if (f.tool() == Tool.IPERF3 && f.streams() < STREAMS) {
                out.add(new FreeChange(
                        KIND,
                        Phrase.of(
                                f.streams() == 1 ? "recommend.free.more-streams.one" : "recommend.free.more-streams",
                                f.id(),
                                STREAMS,
                                f.streams()),
                        FlowSettings.streams(plan, f, STREAMS)));
            }
        }
        return out;
    }
}
