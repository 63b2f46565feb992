package dev.wirespeed.solver;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Storage;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.model.Endpoint;
import dev.wirespeed.solver.model.PathSpec;
import dev.wirespeed.solver.model.Prediction;
import dev.wirespeed.solver.model.ThroughputModel;
import dev.wirespeed.solver.resolve.PlanResolver;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.solver.rules.Rule;
import dev.wirespeed.solver.rules.Rules;
import dev.wirespeed.text.Phrase;
import dev.wirespeed.units.DataRate;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Evaluates a plan: runs every rule, finds each flow's route through the links, and predicts its
 * throughput. Cost is linear in links plus flows × route length: routes come from one breadth-first
 * search per distinct source host.
 */
public final class PlanEvaluator {

    private PlanEvaluator() {}

    public static Evaluation evaluate(Plan plan, Catalog catalog, Calibration calibration) {
        ResolvedPlan rp = PlanResolver.resolve(plan, catalog);
        List<Issue> issues = new ArrayList<>(rp.resolveIssues());
        for (Rule r : Rules.ALL) {
            r.check(rp, issues::add);
        }
        Map<String, List<ResolvedPlan.ResolvedLink>> adjacency = new HashMap<>();
        for (ResolvedPlan.ResolvedLink l : rp.links()) {
            adjacency
                    .computeIfAbsent(l.link().a().device(), k -> new ArrayList<>())
                    .add(l);
            adjacency
                    .computeIfAbsent(l.link().b().device(), k -> new ArrayList<>())
                    .add(l);
        }
        // One breadth-first tree per root, rooted at whichever end more flows share (many clients to
        // one NAS need one tree, not one per client): linear in links + flows x route length.
        Map<String, Integer> byFrom = new HashMap<>();
        Map<String, Integer> byTo = new HashMap<>();
        for (Plan.Flow f : plan.flows()) {
            byFrom.merge(f.from(), 1, Integer::sum);
            byTo.merge(f.to(), 1, Integer::sum);
        }
        Map<String, Map<String, ResolvedPlan.ResolvedLink>> treeCache = new HashMap<>();
        Map<String, List<ResolvedPlan.ResolvedLink>> routes = new LinkedHashMap<>();
        Map<String, Integer> load = new HashMap<>();
        for (Plan.Flow f : plan.flows()) {
            List<ResolvedPlan.ResolvedLink> route;
            if (byTo.get(f.to()) > byFrom.get(f.from())) {
                route = walk(treeCache.computeIfAbsent(f.to(), root -> bfs(root, adjacency)), f.to(), f.from());
                if (route != null) {
                    Collections.reverse(route);
                }
            } else {
                route = walk(treeCache.computeIfAbsent(f.from(), root -> bfs(root, adjacency)), f.from(), f.to());
            }
            routes.put(f.id(), route);
            if (route != null && f.concurrent()) {
                String at = f.from();
                for (ResolvedPlan.ResolvedLink l : route) {
                    load.merge(l.link().id() + ">" + ResolvedPlan.other(l, at), 1, Integer::sum);
                    at = ResolvedPlan.other(l, at);
                }
            }
        }
        List<Evaluation.FlowResult> results = new ArrayList<>();
        for (Plan.Flow f : plan.flows()) {
            List<Issue> flowIssues = new ArrayList<>();
            List<ResolvedPlan.ResolvedLink> route = routes.get(f.id());
            if (rp.host(f.from()).isEmpty() || rp.host(f.to()).isEmpty()) {
                flowIssues.add(new Issue(
                        "flow-endpoints",
                        Severity.ERROR,
                        Phrase.of("issue.flow-endpoints.1", f.id(), f.from(), f.to()),
                        Phrase.of("issue.flow-endpoints.1.fix"),
                        f.id()));
                results.add(new Evaluation.FlowResult(f, List.of(), null, flowIssues));
                continue;
            }
            if (route == null || route.isEmpty()) {
                flowIssues.add(new Issue(
                        "no-route",
                        Severity.ERROR,
                        Phrase.of("issue.no-route.1", f.id(), f.from(), f.to()),
                        Phrase.of("issue.no-route.1.fix"),
                        f.id()));
                results.add(new Evaluation.FlowResult(f, List.of(), null, flowIssues));
                continue;
            }
            PathSpec spec = pathSpec(rp, f, route, load);
            Prediction p = ThroughputModel.predict(spec, calibration);
            List<String> devices = new ArrayList<>();
            String at = f.from();
            devices.add(at);
            for (ResolvedPlan.ResolvedLink l : route) {
                at = ResolvedPlan.other(l, at);
                devices.add(at);
            }
            results.add(new Evaluation.FlowResult(f, devices, p, flowIssues, spec));
        }
        issues.sort(Comparator.comparingInt(Issue::rank));
        return new Evaluation(List.copyOf(issues), List.copyOf(results));
    }

    /** The path model of one flow (links not shared), or empty when the flow has no route. */
    public static Optional<PathSpec> pathSpec(Plan plan, Catalog catalog, String flowId) {
        ResolvedPlan rp = PlanResolver.resolve(plan, catalog);
        Plan.Flow f = plan.flows().stream()
                .filter(x -> x.id().equals(flowId))
                .findFirst()
                .orElse(null);
        if (f == null || rp.host(f.from()).isEmpty() || rp.host(f.to()).isEmpty()) {
            return Optional.empty();
        }
        Map<String, List<ResolvedPlan.ResolvedLink>> adjacency = new HashMap<>();
        for (ResolvedPlan.ResolvedLink l : rp.links()) {
            adjacency
                    .computeIfAbsent(l.link().a().device(), k -> new ArrayList<>())
                    .add(l);
            adjacency
                    .computeIfAbsent(l.link().b().device(), k -> new ArrayList<>())
                    .add(l);
        }
        List<ResolvedPlan.ResolvedLink> route = walk(bfs(f.from(), adjacency), f.from(), f.to());
        return route == null ? Optional.empty() : Optional.of(pathSpec(rp, f, route, Map.of()));
    }

    private static Map<String, ResolvedPlan.ResolvedLink> bfs(
            String src, Map<String, List<ResolvedPlan.ResolvedLink>> adjacency) {
        Map<String, ResolvedPlan.ResolvedLink> parent = new HashMap<>();
        ArrayDeque<String> queue = new ArrayDeque<>();
        queue.add(src);
        parent.put(src, null);
        while (!queue.isEmpty()) {
            String d = queue.poll();
            for (ResolvedPlan.ResolvedLink l : adjacency.getOrDefault(d, List.of())) {
                String o = ResolvedPlan.other(l, d);
                if (o != null && !parent.containsKey(o)) {
                    parent.put(o, l);
                    queue.add(o);
                }
            }
        }
        return parent;
    }

    private static List<ResolvedPlan.ResolvedLink> walk(
            Map<String, ResolvedPlan.ResolvedLink> tree, String from, String to) {
        if (!tree.containsKey(to) || from.equals(to)) {
            return null;
        }
        List<ResolvedPlan.ResolvedLink> route = new ArrayList<>();
        String at = to;
        while (!at.equals(from)) {
            ResolvedPlan.ResolvedLink l = tree.get(at);
            route.add(0, l);
            at = ResolvedPlan.other(l, at);
        }
        return route;
    }

    /** The NIC a host uses on a route: the NIC at the host's end of its first (or last) link. */
    static ResolvedPlan.ResolvedNic nicOn(ResolvedPlan.ResolvedHost h, ResolvedPlan.ResolvedLink l) {
        Plan.End e = l.link().a().device().equals(h.host().id())
                ? l.link().a()
                : l.link().b();
        if (e.nic() == null) {
            return h.nics().size() == 1 ? h.nics().values().iterator().next() : null;
        }
        return h.nics().get(e.nic());
    }

    static Endpoint endpoint(ResolvedPlan.ResolvedHost h, ResolvedPlan.ResolvedNic n) {
        Double read = null;
        Double write = null;
        String label = null;
        if (h.host().storageRates() != null) {
            read = h.host().storageRates().readMBps();
            write = h.host().storageRates().writeMBps();
            label = "storage";
        }
        if (!h.storage().isEmpty()) {
            Storage s = h.storage().get(0);
            read = s.seqReadMBps();
            write = s.longWriteMBps();
            // A copy is taken as larger than the SSD's write cache: past it, the sustained rate holds.
            label = s.displayName()
                    + (s.writeCacheGB() != null && s.sustainedWriteMBps() != null
                            ? " (past its " + Math.round(s.writeCacheGB()) + " GB write cache)"
                            : "");
        }
        return new Endpoint(
                        h.host().name() == null ? h.host().id() : h.host().name(),
                        h.host().os(),
                        n == null ? null : n.label(),
                        n == null ? List.of() : n.ports().get(0).speedsGbps(),
                        n == null ? null : n.negotiated(),
                        h.cpuScore(),
                        h.cpuClass(),
                        h.cpu() == null ? null : h.cpu().displayName(),
                        h.cpu() == null ? null : h.cpu().cores(),
                        read == null ? null : DataRate.ofMegabytesPerSecond(read),
                        write == null ? null : DataRate.ofMegabytesPerSecond(write),
                        label,
                        n == null ? 1500 : n.mtu(),
                        h.host().pcieMaxPayload() == null ? 128 : h.host().pcieMaxPayload())
                .withCpuMeasured(measured(h))
                .withParts(
                        h.cpu() == null ? null : h.cpu().id(),
                        n == null || n.part() == null ? null : n.part().id())
                .withRole(h.host().role())
                .withVirtualization(h.host().virtualization());
    }

    /** The CPU's measured per-core ceilings, unless the person gave a score of their own. */
    private static Map<String, Endpoint.MeasuredCpu> measured(ResolvedPlan.ResolvedHost h) {
        if (h.cpu() == null || h.host().cpuScore() != null) {
            return Map.of();
        }
        Map<String, Endpoint.MeasuredCpu> m = new HashMap<>();
        for (var c : h.cpu().measuredCeilings()) {
            m.put(c.tool() + "/" + c.role(), new Endpoint.MeasuredCpu(c.gbps(), c.source()));
        }
        return m;
    }

    static PathSpec pathSpec(
            ResolvedPlan rp, Plan.Flow f, List<ResolvedPlan.ResolvedLink> route, Map<String, Integer> load) {
        ResolvedPlan.ResolvedHost from = rp.hosts().get(f.from());
        ResolvedPlan.ResolvedHost to = rp.hosts().get(f.to());
        ResolvedPlan.ResolvedNic nicFrom = nicOn(from, route.get(0));
        ResolvedPlan.ResolvedNic nicTo = nicOn(to, route.get(route.size() - 1));
        double line = Double.MAX_VALUE;
        int mtu = Math.min(nicFrom == null ? 1500 : nicFrom.mtu(), nicTo == null ? 1500 : nicTo.mtu());
        List<PathSpec.SwitchLimit> limits = new ArrayList<>();
        String at = f.from();
        String media = null;
        for (ResolvedPlan.ResolvedLink l : route) {
            line = Math.min(line, l.speedGbps());
            String next = ResolvedPlan.other(l, at);
            int n = f.concurrent() ? load.getOrDefault(l.link().id() + ">" + next, 1) : 1;
            if (n > 1) {
                limits.add(new PathSpec.SwitchLimit(
                        DataRate.ofGbps(l.speedGbps() / n),
                        Phrase.of("model.concurrent-flows", l.link().id(), at, next, n, l.speedGbps())));
            }
            ResolvedPlan.ResolvedSwitch sw = rp.switches().get(next);
            if (sw != null) {
                mtu = Math.min(mtu, sw.mtu());
            }
            if (media == null && l.cable() != null) {
                media = l.cable().cableType();
            }
            at = next;
        }
        return new PathSpec(
                endpoint(from, nicFrom),
                endpoint(to, nicTo),
                DataRate.ofGbps(line == Double.MAX_VALUE ? 0 : line),
                mtu,
                media,
                limits,
                f.tool(),
                f.streams(),
                f.initiator(),
                f.toolVersion());
    }
}
