package dev.wirespeed.recommend;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.catalog.PowerSpec;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.PlanEdits;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.plan.Targets;
import dev.wirespeed.shop.PartPrices;
import dev.wirespeed.solver.Evaluation;
import dev.wirespeed.solver.PlanEvaluator;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.model.Prediction;
import dev.wirespeed.solver.model.Side;
import dev.wirespeed.solver.model.Stage;
import dev.wirespeed.text.Phrase;
import dev.wirespeed.units.Money;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.PriorityQueue;
import java.util.Set;

/**
 * Branch and bound over the decisions of a build, cheapest first: the hub, then each host's card, then
 * each link's medium. A node fixes a prefix of decisions; its bound is what the prefix costs plus the
 * least the remaining decisions can cost (each host's cheapest card, each link's cheapest medium once
 * its ends are known, the cheapest cable before that). Nodes leave the queue in order of bound, and a
 * complete build's bound is its cost, so complete builds come out in order of cost: the first N that
 * pass the full solver are exactly the N cheapest. A build whose true total (owned units, prices for
 * several units) is above its bound goes back into the queue at that total.
 *
 * <p>Two things spare solver runs without changing the answer. A build over the budget ends the search
 * (every later one costs at least as much). And a card that failed a target on a stage that only the
 * host and that card decide (its bus, the host's CPU with that card) fails it in every build with that
 * card on that host, so such builds are counted as considered and skipped.
 */
final class Search {

    /** A safety cap on complete candidates; the answer says when it was reached (then it is not exhaustive). */
    static final long CAP = 200_000;

    private final Plan plan;
    private final Catalog catalog;
    private final Calibration calibration;
    private final Targets targets;
    private final PartPrices prices;
    private final Choices choices;
    private final List<Choices.Hub> hubs;
    private final List<List<Choices.NicChoice>> nics;
    private final long[] cheapestNic;
    private final long cheapestMedia;
    private final Long budget;
    private final int k;
    /** No bounds, no learning, no budget stop: every candidate evaluated, to check the search against. */
    private boolean bruteForce;

    /** Whether builds that buy nothing are left out of {@link #accepted} (a free build answers first). */
    boolean skipFree;

    long considered;
    long evaluated;
    boolean exhaustive = true;
    final List<Build> accepted = new ArrayList<>();
    final List<Build> noError = new ArrayList<>();
    private final Set<String> nogoods = new HashSet<>();

    Search(
            Plan plan,
            Catalog catalog,
            Calibration calibration,
            Targets targets,
            PartPrices prices,
            List<String> hosts) {
        this.plan = plan;
        this.catalog = catalog;
        this.calibration = calibration;
        this.targets = targets;
        this.prices = prices;
        this.choices = new Choices(plan, catalog, targets, prices, hosts);
        this.k = hosts.size();
        this.nics = new ArrayList<>();
        this.cheapestNic = new long[k];
        for (int i = 0; i < k; i++) {
            List<Choices.NicChoice> l = choices.nics(hosts.get(i));
            nics.add(l);
            cheapestNic[i] = l.isEmpty() ? Long.MAX_VALUE / 4 : l.get(0).cost();
        }
        this.hubs = choices.hubs(List.of());
        this.cheapestMedia = choices.cheapestMedia();
        this.budget = targets.budget() == null
                ? null
                : Money.of(targets.budget().amount(), prices.currency()).minor();
    }

    /** Evaluates every complete candidate in no particular order; {@link #accepted} then holds all that meet the targets, cheapest first. */
    void runBruteForce() {
        bruteForce = true;
        run(Integer.MAX_VALUE);
        accepted.sort((x, y) -> x.total().compareTo(y.total()));
    }

    /**
     * How many hub-and-card combinations the search space holds (each a complete build once every link
     * has a medium, so the space holds at least this many): what the bound spares, next to
     * {@link #considered}. Saturates at {@link Long#MAX_VALUE}.
     */
    long combinations() {
        double c = hubs.size();
        for (List<Choices.NicChoice> l : nics) {
            c *= l.size();
        }
        return c >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) c;
    }

    List<String> notPriced() {
        return choices.notPriced();
    }

    /** A prefix of decisions: [hub, card of host 0 .. k-1, medium of link 0 ..]; {@code range}: the last one is "this option or a later one". */
    private record Node(int[] prefix, boolean range, long bound, long cost, boolean priced) {}

    private int links(Choices.Hub hub) {
        return hub.kind() == Choices.HubKind.DIRECT ? 1 : k;
    }

    private int decisions(int[] prefix) {
        return prefix.length == 0 ? 1 : 1 + k + links(hubs.get(prefix[0]));
    }

    /** The options of decision {@code d} given the decisions before it. */
    private List<?> options(int[] prefix, int d) {
        if (d == 0) {
            return hubs;
        }
        if (d <= k) {
            return nics.get(d - 1);
        }
        return linkOptions(prefix, d - 1 - k);
    }

    private List<Choices.Media> linkOptions(int[] prefix, int link) {
        Choices.Hub hub = hubs.get(prefix[0]);
        if (hub.kind() == Choices.HubKind.DIRECT) {
            return choices.media(nic(prefix, 0), hub, nic(prefix, 1));
        }
        return choices.media(nic(prefix, link), hub, null);
    }

    private Choices.NicChoice nic(int[] prefix, int host) {
        return nics.get(host).get(prefix[1 + host]);
    }

    private static long costOf(Object option) {
        if (option instanceof Choices.Hub h) {
            return h.cost();
        }
        if (option instanceof Choices.NicChoice n) {
            return n.cost();
        }
        return ((Choices.Media) option).cost();
    }

    /**
     * The least the decisions after {@code d} can cost whatever option {@code prefix[d]} or later is taken
     * at {@code d}: each undecided host's cheapest card, and per link its cheapest medium once both its
     * ends are fixed (decisions after the last card), else the cheapest cable.
     */
    private long restAfterAny(int[] prefix, int d) {
        if (bruteForce) {
            return 0;
        }
        long sum = 0;
        for (int h = Math.max(d, 0); h < k; h++) {
            sum += cheapestNic[h];
        }
        if (d == 0) {
            return sum + (long) (k == 2 ? 1 : k) * cheapestMedia;
        }
        int links = links(hubs.get(prefix[0]));
        if (d <= k) {
            return sum + links * cheapestMedia;
        }
        return sum + exactLinks(prefix, d - k);
    }

    /** The least the decisions after a fully fixed {@code prefix} can cost. */
    private long restAfterFixed(int[] prefix) {
        if (bruteForce) {
            return 0;
        }
        int d = prefix.length - 1;
        if (d == k) {
            return exactLinks(prefix, 0);
        }
        return restAfterAny(prefix, d);
    }

    /** Sum of the cheapest medium of links {@code from} on (their ends fixed); "infinite" when one has none. */
    private long exactLinks(int[] prefix, int from) {
        long sum = 0;
        int links = links(hubs.get(prefix[0]));
        for (int l = from; l < links; l++) {
            List<Choices.Media> m = linkOptions(prefix, l);
            if (m.isEmpty()) {
                return Long.MAX_VALUE / 4;
            }
            sum += m.get(0).cost();
        }
        return sum;
    }

    void run(int limit) {
        if (hubs.isEmpty() || nics.stream().anyMatch(List::isEmpty)) {
            return;
        }
        PriorityQueue<Node> queue = new PriorityQueue<>((x, y) -> {
            int c = Long.compare(x.bound, y.bound);
            if (c != 0) {
                return c;
            }
            // deeper first among equals, so a complete build leaves before partial ones of the same bound
            c = Integer.compare(y.prefix.length, x.prefix.length);
            return c != 0 ? c : Arrays.compare(x.prefix, y.prefix);
        });
        queue.add(rangeNode(new int[] {0}, 0, 0));
        while (!queue.isEmpty() && accepted.size() < limit) {
            Node n = queue.poll();
            if (budget != null && n.bound > budget) {
                if (bruteForce) {
                    continue;
                }
                break;
            }
            if (n.range) {
                int d = n.prefix.length - 1;
                int i = n.prefix[d];
                int[] before = Arrays.copyOf(n.prefix, d);
                List<?> opts = options(before, d);
                long before$ = n.cost - costOf(opts.get(i));
                exactNode(n.prefix, n.cost).ifPresent(queue::add);
                if (i + 1 < opts.size()) {
                    int[] next = n.prefix.clone();
                    next[d] = i + 1;
                    queue.add(rangeNode(next, d, before$));
                }
                continue;
            }
            int d = n.prefix.length;
            if (d < decisions(n.prefix)) {
                int[] child = Arrays.copyOf(n.prefix, d + 1);
                child[d] = 0;
                if (!options(n.prefix, d).isEmpty()) {
                    queue.add(rangeNode(child, d, n.cost));
                }
                continue;
            }
            if (!n.priced) {
                considered++;
                if (considered > CAP) {
                    exhaustive = false;
                    break;
                }
                Optional<Candidate> c = candidate(n.prefix);
                if (c.isEmpty()) {
                    continue;
                }
                if (c.get().total.minor() > n.bound) {
                    queue.add(new Node(
                            n.prefix,
                            false,
                            c.get().total.minor(),
                            c.get().total.minor(),
                            true));
                    continue;
                }
            }
            consider(n.prefix);
        }
    }

    /** Options {@code prefix[d]} and later at decision {@code d}; {@code before} is what decisions 0..d-1 cost. */
    private Node rangeNode(int[] prefix, int d, long before) {
        long cost = before + costOf(options(Arrays.copyOf(prefix, d), d).get(prefix[d]));
        long rest = restAfterAny(prefix, d);
        return new Node(prefix, true, rest >= Long.MAX_VALUE / 4 ? rest : cost + rest, cost, false);
    }

    private Optional<Node> exactNode(int[] prefix, long cost) {
        if (overbooked(prefix)) {
            return Optional.empty();
        }
        long r = restAfterFixed(prefix);
        if (r >= Long.MAX_VALUE / 4) {
            return Optional.empty();
        }
        return Optional.of(new Node(prefix, false, cost + r, cost, false));
    }

    /** Whether the links fixed so far need more ports of one switch port group than the switch has free. */
    private boolean overbooked(int[] prefix) {
        Choices.Hub hub = hubs.get(prefix[0]);
        if (hub.kind() == Choices.HubKind.DIRECT || prefix.length <= 1 + k) {
            return false;
        }
        Map<Object, Integer> used = new HashMap<>();
        for (int l = 0; l < prefix.length - 1 - k; l++) {
            Choices.Media m = linkOptions(prefix, l).get(prefix[1 + k + l]);
            if (m.reuse() == null) {
                Object group = hub.part().portGroup(m.switchPort());
                int n = used.merge(group, 1, Integer::sum);
                long free = hub.freePorts().stream()
                        .filter(i -> hub.part().portGroup(i) == group)
                        .count();
                if (n > free) {
                    return true;
                }
            }
        }
        return false;
    }

    // ---- a complete build ----

    private record Candidate(Plan plan, Money total, List<Phrase> changes, double powerW, List<String> powerUnknown) {}

    private final Map<String, Optional<Candidate>> built = new HashMap<>();

    private Optional<Candidate> candidate(int[] prefix) {
        return built.computeIfAbsent(Arrays.toString(prefix), x -> assemble(prefix));
    }

    private void consider(int[] prefix) {
        Optional<Candidate> oc = candidate(prefix);
        if (oc.isEmpty()) {
            return;
        }
        for (Targets.FlowTarget t : targets.flows()) {
            for (int h = 0; h < k; h++) {
                if (nogoods.contains(h + "|" + prefix[1 + h] + "|" + t.flow())) {
                    return;
                }
            }
        }
        Candidate c = oc.get();
        evaluated++;
        Evaluation e = PlanEvaluator.evaluate(c.plan, catalog, calibration);
        List<FlowOutcome> flows = FlowOutcome.of(e, targets);
        boolean error = e.issues().stream().anyMatch(i -> i.severity() == Severity.ERROR)
                || e.flows().stream().anyMatch(f -> f.issues().stream().anyMatch(i -> i.severity() == Severity.ERROR));
        if (error) {
            return;
        }
        List<Issue> issues = e.issues();
        Build b = new Build(false, c.total, c.changes, flows, c.powerW, c.powerUnknown, issues, c.plan);
        noError.add(b);
        if (FlowOutcome.allMeet(flows, targets)) {
            if (!(skipFree && c.total.isZero())) {
                accepted.add(b);
            }
            return;
        }
        learn(prefix, e);
    }

    /** Records the cards that failed a target on a stage only they and their host decide. */
    private void learn(int[] prefix, Evaluation e) {
        if (bruteForce) {
            return;
        }
        for (Evaluation.FlowResult r : e.flows()) {
            double min = targets.minGbps(r.flow().id());
            Prediction p = r.prediction();
            if (min == 0 || p == null || FlowOutcome.round(p.gbps()) >= min) {
                continue;
            }
            Stage s = p.bottleneck().stage();
            if (s != Stage.PCIE && s != Stage.USB && s != Stage.THUNDERBOLT && s != Stage.CPU) {
                continue;
            }
            String host = p.bottleneck().side() == Side.SENDER
                    ? r.flow().from()
                    : p.bottleneck().side() == Side.RECEIVER ? r.flow().to() : null;
            int h = choices.hosts.indexOf(host);
            if (h >= 0) {
                nogoods.add(h + "|" + prefix[1 + h] + "|" + r.flow().id());
            }
        }
    }

    /**
     * The plan of a complete build: cards replaced or added (with their links gone), a switch added,
     * links the build does not keep removed, new links added; its total at stored prices and its power.
     * Empty when two links would need the same switch port or a part has no price for the units beyond
     * those owned, or the added power is over the limit.
     */
    private Optional<Candidate> assemble(int[] prefix) {
        Choices.Hub hub = hubs.get(prefix[0]);
        Plan p = plan;
        List<Phrase> changes = new ArrayList<>();
        Map<String, Integer> units = new LinkedHashMap<>();
        String[] nicIds = new String[k];
        // the cards this build takes out, by part: another host of the build may take one instead of a new one
        Map<String, List<Plan.NicPlacement>> freed = new HashMap<>();
        Map<Plan.NicPlacement, String> freedFrom = new HashMap<>();
        for (int h = 0; h < k; h++) {
            Choices.NicChoice c = nic(prefix, h);
            if (c.kind() == Choices.NicKind.REPLACE) {
                Plan.NicPlacement out =
                        plan.host(c.host()).flatMap(x -> x.nic(c.nicId())).orElseThrow();
                if (out.part() != null) {
                    freed.computeIfAbsent(out.part(), x -> new ArrayList<>()).add(out);
                    freedFrom.put(out, c.host());
                }
            }
        }
        for (int h = 0; h < k; h++) {
            Choices.NicChoice c = nic(prefix, h);
            if (c.kind() == Choices.NicKind.KEEP) {
                changes.add(c.label());
                nicIds[h] = c.nicId();
                continue;
            }
            if (c.kind() == Choices.NicKind.MOVE) {
                // the same card, its id, owned flag and MTU kept; a link read from lspci belonged to the old slot
                Plan.NicPlacement n =
                        p.host(c.host()).flatMap(x -> x.nic(c.nicId())).orElseThrow();
                Plan.NicPlacement there = new Plan.NicPlacement(
                        n.id(),
                        n.part(),
                        n.generic(),
                        c.slot(),
                        c.usbPort(),
                        c.thunderboltVersion(),
                        c.negotiated(),
                        n.mtu(),
                        n.owned());
                p = PlanEdits.updateNic(p, c.host(), c.nicId(), there).plan();
                changes.add(c.label());
                nicIds[h] = c.nicId();
                continue;
            }
            if (c.kind() == Choices.NicKind.REPLACE) {
                p = PlanEdits.removeNic(p, c.host(), c.nicId()).plan();
            }
            List<Plan.NicPlacement> spare = freed.getOrDefault(c.part(), List.of());
            Plan.NicPlacement reused = spare.stream()
                    .filter(n -> !freedFrom.get(n).equals(c.host()))
                    .findFirst()
                    .orElse(null);
            Integer mtu = plan.host(c.host())
                    .flatMap(choices::routeNic)
                    .map(Plan.NicPlacement::mtu)
                    .orElse(null);
            Plan.NicPlacement placed = new Plan.NicPlacement(
                    null,
                    c.part(),
                    null,
                    c.slot(),
                    c.usbPort(),
                    c.thunderboltVersion(),
                    c.negotiated(),
                    mtu == null ? 1500 : mtu,
                    reused != null && reused.owned());
            PlanEdits.Change added = PlanEdits.addNic(p, c.host(), placed, "new-" + c.part());
            p = added.plan();
            nicIds[h] = added.elementId().substring(c.host().length() + 1);
            if (reused != null) {
                spare.remove(reused);
                String name = catalog.find(c.part()).map(Part::displayName).orElse(c.part());
                Phrase move = Phrase.of(
                        "recommend.change.move-between",
                        name,
                        plan.deviceName(freedFrom.get(reused)),
                        plan.deviceName(c.host()));
                changes.add(
                        c.where() == null ? move : Phrase.concat(move, Phrase.of("recommend.change.at", c.where())));
            } else {
                changes.add(c.label());
                units.merge(c.part(), 1, Integer::sum);
            }
        }
        String switchId = hub.switchId();
        if (hub.kind() == Choices.HubKind.NEW) {
            changes.add(hub.label());
            Integer mtu = plan.switches().stream()
                    .map(Plan.SwitchUnit::mtu)
                    .filter(m -> m != null)
                    .findFirst()
                    .orElse(1500);
            PlanEdits.Change added = PlanEdits.addSwitch(
                    p,
                    new Plan.SwitchUnit(null, hub.part().model(), hub.part().id(), mtu, false),
                    hub.part().model());
            p = added.plan();
            switchId = added.elementId();
            units.merge(hub.part().id(), 1, Integer::sum);
        } else if (hub.kind() == Choices.HubKind.EXISTING) {
            changes.add(hub.label());
        }
        int links = links(hub);
        Set<String> kept = new HashSet<>();
        List<Choices.Media> media = new ArrayList<>();
        for (int l = 0; l < links; l++) {
            Choices.Media m = (Choices.Media)
                    options(Arrays.copyOf(prefix, 1 + k + l), 1 + k + l).get(prefix[1 + k + l]);
            media.add(m);
            if (m.reuse() != null) {
                kept.add(m.reuse());
            }
        }
        // links of the kept cards that this build does not keep would hold their ports: they go
        for (int h = 0; h < k; h++) {
            String host = choices.hosts.get(h);
            String nicId = nicIds[h];
            Plan.Host ph = p.host(host).orElseThrow();
            Plan.NicPlacement n = ph.nic(nicId).orElseThrow();
            for (Plan.Link l : List.copyOf(p.links())) {
                if (!kept.contains(l.id()) && (Choices.on(l.a(), ph, n) || Choices.on(l.b(), ph, n))) {
                    p = PlanEdits.removeLink(p, l.id()).plan();
                }
            }
        }
        Set<Integer> usedPorts = new HashSet<>();
        if (hub.kind() == Choices.HubKind.EXISTING) {
            String sid = switchId;
            for (Plan.Link l : p.links()) {
                if (l.a().device().equals(sid)) {
                    usedPorts.add(l.a().port() - 1);
                }
                if (l.b().device().equals(sid)) {
                    usedPorts.add(l.b().port() - 1);
                }
            }
        }
        for (int l = 0; l < links; l++) {
            Choices.Media m = media.get(l);
            if (m.reuse() != null) {
                changes.add(m.label());
                continue;
            }
            String hostA = choices.hosts.get(hub.kind() == Choices.HubKind.DIRECT ? 0 : l);
            Plan.End a = new Plan.End(hostA, nicIds[hub.kind() == Choices.HubKind.DIRECT ? 0 : l], 1);
            Plan.End b;
            Phrase target;
            if (hub.kind() == Choices.HubKind.DIRECT) {
                b = new Plan.End(choices.hosts.get(1), nicIds[1], 1);
                target = Phrase.verbatim(plan.deviceName(choices.hosts.get(1)));
            } else {
                int port = m.switchPort();
                Part group = hub.part();
                while (usedPorts.contains(port)) {
                    int next = port + 1;
                    if (next >= hub.part().portCount()
                            || hub.part().portGroup(next) != hub.part().portGroup(port)) {
                        return Optional.empty();
                    }
                    port = next;
                }
                if (!hub.freePorts().contains(port) || group == null) {
                    return Optional.empty();
                }
                usedPorts.add(port);
                b = new Plan.End(switchId, null, port + 1);
                target = Phrase.of("recommend.change.switch-port", p.deviceName(switchId), port + 1);
            }
            double distance = hub.kind() == Choices.HubKind.DIRECT
                    ? Math.max(
                            targets.constraints().distanceOf(hostA),
                            targets.constraints().distanceOf(choices.hosts.get(1)))
                    : targets.constraints().distanceOf(hostA);
            Plan.Link link =
                    new Plan.Link(null, a, b, m.cable(), m.moduleA(), m.moduleB(), distance, null, null, false, false);
            p = PlanEdits.addLink(p, link).plan();
            changes.add(Phrase.of("recommend.change.link", plan.deviceName(hostA), target, m.medium()));
            units.merge(m.cable(), 1, Integer::sum);
            if (m.moduleA() != null) {
                units.merge(m.moduleA(), 1, Integer::sum);
                units.merge(m.moduleB(), 1, Integer::sum);
            }
        }
        Money total = Money.zero(prices.currency());
        double power = 0;
        List<String> powerUnknown = new ArrayList<>();
        for (Map.Entry<String, Integer> u : units.entrySet()) {
            int owned = (int) targets.constraints().owned().stream()
                    .filter(u.getKey()::equals)
                    .count();
            int buy = Math.max(0, u.getValue() - owned);
            if (buy > 0) {
                Optional<Money> m = prices.total(u.getKey(), buy);
                if (m.isEmpty()) {
                    return Optional.empty();
                }
                total = total.plus(m.get());
            }
            Part part = catalog.find(u.getKey()).orElse(null);
            PowerSpec ps = part == null ? null : part.power();
            if (ps == null || ps.budgetW() == null) {
                powerUnknown.add(u.getKey());
            } else {
                power += ps.budgetW() * u.getValue();
            }
        }
        Double limit = targets.constraints().maxAddedPowerW();
        if (limit != null && power > limit) {
            return Optional.empty();
        }
        return Optional.of(new Candidate(p, total, changes, Math.round(power * 100) / 100.0, powerUnknown));
    }
}
