package dev.wirespeed.web;

import dev.wirespeed.evidence.NearbyRun;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.Evaluation;
import dev.wirespeed.solver.model.Ceiling;
import dev.wirespeed.solver.model.PathSpec;
import dev.wirespeed.solver.model.Prediction;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The evaluation panel: the plan's issues grouped by severity (worst first), and per flow the
 * predicted rate, the bottleneck with its arithmetic, the other stages, and what calibration did.
 */
public record PanelView(
        String planId,
        long version,
        List<Group> groups,
        List<FlowRow> flows,
        String selectedFlow,
        List<PlanEditorController.FlowRun> runs) {

    public PanelView {
        runs = runs == null ? List.of() : List.copyOf(runs);
    }

    /** The runs attached to one flow, newest first, detached ones included (marked so). */
    public List<PlanEditorController.FlowRun> runsOf(String flowId) {
        return runs.stream().filter(r -> r.flowId().equals(flowId)).toList();
    }

    /** Issues of one severity. */
    public record Group(String severity, List<IssueRow> issues) {}

    /** An issue with the anchor of the element it is about (null when it names none on the page). */
    public record IssueRow(Issue issue, String anchor, String whereName) {}

    /**
     * One flow's prediction; {@code prediction} is null when the flow has no route. {@code evidence}
     * holds the published runs nearest to its path, the most alike first.
     */
    public record FlowRow(
            Plan.Flow flow,
            String from,
            String to,
            List<String> route,
            Prediction prediction,
            List<IssueRow> issues,
            List<NearbyRun> evidence) {
        public FlowRow {
            evidence = evidence == null ? List.of() : List.copyOf(evidence);
        }

        /**
         * The nearby runs, one sentence each, except that runs of the same NIC on the same machine
         * share one ("People measured 2.35 and 2.30 Gbit/s with ..."), in the order of the first.
         */
        public List<EvidenceGroup> evidenceGroups() {
            Map<List<String>, List<NearbyRun>> groups = new LinkedHashMap<>();
            for (NearbyRun r : evidence) {
                groups.computeIfAbsent(Arrays.asList(r.nic(), r.machine(), r.cpu(), r.role()), k -> new ArrayList<>())
                        .add(r);
            }
            List<EvidenceGroup> out = new ArrayList<>();
            groups.forEach((k, runs) -> out.add(new EvidenceGroup(k.get(0), k.get(1), k.get(2), k.get(3), runs)));
            return out;
        }

        public Double gbps() {
            return prediction == null ? null : prediction.gbps();
        }

        public Ceiling bottleneck() {
            return prediction == null ? null : prediction.bottleneck();
        }

        /** The stages other than the bottleneck, slowest first. */
        public List<Ceiling> others() {
            if (prediction == null) {
                return List.of();
            }
            List<Ceiling> out = new ArrayList<>(prediction.stages());
            out.remove(prediction.bottleneck());
            return out;
        }

        public boolean calibrated() {
            return prediction != null
                    && prediction.calibration() != null
                    && prediction.calibration().applied();
        }

        /** The scopes runs moved for this flow ("pcie.gen2 for nic:intel-x520-da1"), as calibration names them. */
        public List<String> movedScopes() {
            if (!calibrated()) {
                return List.of();
            }
            return prediction.calibration().factors().stream()
                    .filter(u -> u.runs() > 0 && !"global".equals(u.scope()))
                    .map(u -> u.key() + " @ " + u.scope())
                    .distinct()
                    .toList();
        }
    }

    /** Runs of one NIC on one kind of machine: its facts (null where the sources are silent) and the runs. */
    public record EvidenceGroup(String nic, String machine, String cpu, String role, List<NearbyRun> runs) {}

    public int count(String severity) {
        return groups.stream()
                .filter(g -> g.severity().equals(severity))
                .mapToInt(g -> g.issues().size())
                .sum();
    }

    public int total() {
        return groups.stream().mapToInt(g -> g.issues().size()).sum();
    }

    /** The slowest predicted flow, for the compact summary. */
    public FlowRow slowest() {
        return flows.stream()
                .filter(f -> f.prediction() != null)
                .min(Comparator.comparingDouble(FlowRow::gbps))
                .orElse(null);
    }

    public static PanelView of(Plan plan, long version, Evaluation e, String selectedFlow) {
        return of(plan, version, e, selectedFlow, path -> List.of());
    }

    /** {@code evidence} finds the published runs nearest to each flow's path. */
    public static PanelView of(
            Plan plan, long version, Evaluation e, String selectedFlow, Function<PathSpec, List<NearbyRun>> evidence) {
        return of(plan, version, e, selectedFlow, evidence, List.of());
    }

    /** As above, with the measured runs attached to the plan's flows (newest first), shown under each flow. */
    public static PanelView of(
            Plan plan,
            long version,
            Evaluation e,
            String selectedFlow,
            Function<PathSpec, List<NearbyRun>> evidence,
            List<PlanEditorController.FlowRun> runs) {
        List<Group> groups = new ArrayList<>();
        for (Severity sev : Severity.values()) {
            List<IssueRow> rows = e.issues().stream()
                    .filter(i -> i.severity() == sev)
                    .map(i -> row(plan, i))
                    .toList();
            if (!rows.isEmpty()) {
                groups.add(new Group(sev.toString(), rows));
            }
        }
        List<FlowRow> flows = new ArrayList<>();
        for (Evaluation.FlowResult f : e.flows()) {
            flows.add(new FlowRow(
                    f.flow(),
                    name(plan, f.flow().from()),
                    name(plan, f.flow().to()),
                    f.route().stream().map(d -> name(plan, d)).toList(),
                    f.prediction(),
                    f.issues().stream().map(i -> row(plan, i)).toList(),
                    f.prediction() == null ? List.of() : evidence.apply(f.path())));
        }
        return new PanelView(plan.id(), version, groups, flows, selectedFlow, runs);
    }

    static String name(Plan plan, String id) {
        return plan.deviceName(id);
    }

    /** The page anchor of the element an issue is about: host/NIC, device, link or flow. */
    static IssueRow row(Plan plan, Issue i) {
        String w = i.where();
        if (w == null) {
            return new IssueRow(i, null, null);
        }
        if (w.contains("/")) {
            String host = w.substring(0, w.indexOf('/'));
            return new IssueRow(i, "nic-" + host + "-" + w.substring(w.indexOf('/') + 1), name(plan, host));
        }
        if (plan.host(w).isPresent()) {
            return new IssueRow(i, "host-" + w, name(plan, w));
        }
        if (plan.switchUnit(w).isPresent()) {
            return new IssueRow(i, "switch-" + w, name(plan, w));
        }
        var link = plan.links().stream().filter(l -> l.id().equals(w)).findFirst();
        if (link.isPresent()) {
            return new IssueRow(i, "link-" + w, plan.linkName(link.get()));
        }
        var flow = plan.flows().stream().filter(f -> f.id().equals(w)).findFirst();
        if (flow.isPresent()) {
            return new IssueRow(
                    i,
                    "flow-" + w,
                    plan.deviceName(flow.get().from()) + " → "
                            + plan.deviceName(flow.get().to()));
        }
        return new IssueRow(i, null, w);
    }
}
