package dev.wirespeed.recommend;

import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.PlanEdits;
import dev.wirespeed.plan.ToolVersion;

/** A flow with one setting changed, the rest as it was. */
final class FlowSettings {

    private FlowSettings() {}

    static Plan streams(Plan p, Plan.Flow f, int streams) {
        return PlanEdits.updateFlow(
                        p,
                        f.id(),
                        new Plan.Flow(
                                f.id(),
                                f.from(),
                                f.to(),
                                f.tool(),
                                streams,
                                f.initiator(),
                                f.note(),
                                f.concurrent(),
                                f.toolVersion()))
                .plan();
    }

    static Plan toolVersion(Plan p, Plan.Flow f, ToolVersion v) {
        return PlanEdits.updateFlow(
                        p,
                        f.id(),
                        new Plan.Flow(
                                f.id(),
                                f.from(),
                                f.to(),
                                f.tool(),
                                f.streams(),
                                f.initiator(),
                                f.note(),
                                f.concurrent(),
                                v))
                .plan();
    }
}
