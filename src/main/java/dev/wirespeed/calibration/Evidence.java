package dev.wirespeed.calibration;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.ToolVersion;
import dev.wirespeed.solver.PlanEvaluator;
import dev.wirespeed.solver.model.PathSpec;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * One attached run with what judging it needs: the path its flow takes through the plan (null when
 * the flow has no route, or the plan is gone) and the fastest run measured the other way between
 * the same two hosts (null when there is none), which exposes a tenfold asymmetry.
 */
public record Evidence(AttachedRun run, PathSpec path, Double reverseGbps) {

    public Evidence {
        if (run == null) {
            throw new IllegalArgumentException("evidence needs a run");
        }
    }

    /** Looks up each run's plan (once per plan) and path, and pairs it with the reverse direction's runs. */
    public static List<Evidence> gather(
            List<AttachedRun> runs, Function<String, Optional<Plan>> plans, Catalog catalog) {
        Map<String, Optional<Plan>> cache = new HashMap<>();
        List<Evidence> out = new ArrayList<>();
        for (AttachedRun r : runs) {
            Plan plan = cache.computeIfAbsent(r.planId(), plans).orElse(null);
            Optional<PathSpec> path =
                    plan == null ? Optional.empty() : PlanEvaluator.pathSpec(plan, catalog, r.flowId());
            if (path.isEmpty()) {
                out.add(new Evidence(r, null, null));
                continue;
            }
            Plan.Flow flow = flow(plan, r.flowId()).orElseThrow();
            out.add(new Evidence(r, withRunsVersion(path.get(), r), reverseGbps(runs, plan, flow)));
        }
        return out;
    }

    /**
     * The path as the run was measured: a flow that does not state its tool's version takes the version
     * the run's output printed (iperf3 -J, -V), when the run is of the flow's tool.
     */
    private static PathSpec withRunsVersion(PathSpec path, AttachedRun r) {
        String printed = r.run().toolVersion();
        if (path.toolVersion() != null
                || printed == null
                || printed.isBlank()
                || printed.length() > MAX_VERSION_CHARS
                || !path.tool().toString().equals(r.run().tool())) {
            return path;
        }
        return path.withToolVersion(ToolVersion.parse(printed));
    }

    /** A version text the plan would take ({@link ToolVersion} refuses longer ones). */
    private static final int MAX_VERSION_CHARS = 80;

    private static Optional<Plan.Flow> flow(Plan plan, String flowId) {
        return plan.flows().stream().filter(f -> f.id().equals(flowId)).findFirst();
    }

    private static Double reverseGbps(List<AttachedRun> runs, Plan plan, Plan.Flow flow) {
        Double best = null;
        for (AttachedRun r : runs) {
            if (!plan.id().equals(r.planId())) {
                continue;
            }
            Plan.Flow other = flow(plan, r.flowId()).orElse(null);
            if (other != null && other.from().equals(flow.to()) && other.to().equals(flow.from())) {
                best = best == null ? r.gbps() : Math.max(best, r.gbps());
            }
        }
        return best;
    }
}
