package dev.wirespeed.recommend;

import dev.wirespeed.catalog.Board;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Cpu;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.PlanEdits;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.plan.Targets;
import dev.wirespeed.shop.ExchangeRates;
import dev.wirespeed.shop.PartPrices;
import dev.wirespeed.shop.ShopSettings;
import dev.wirespeed.solver.Evaluation;
import dev.wirespeed.solver.PlanEvaluator;
import dev.wirespeed.solver.model.Bus;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.model.Prediction;
import dev.wirespeed.solver.model.Side;
import dev.wirespeed.solver.model.Stage;
import dev.wirespeed.text.Phrase;
import dev.wirespeed.units.Money;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * From targets to builds. First the free changes, each evaluated; the first single change (in the
 * order of {@link #FREE}) that meets every target, else all changes that raise the slowest targeted
 * flow together, is the first answer when it meets them. Then the targets no network can reach (the
 * flow still falls short with the fastest network the model allows), named with their binding stage.
 * Then the exact search for the cheapest builds ({@link Search}), for the targets that can be reached;
 * when some cannot, its builds are the closest ones rather than answers.
 */
public final class Recommender {

    /** The free changes, in the order they are tried: settings before moving hardware, the network before the test. */
    static final List<FreeChangeRule> FREE = List.of(
            new BiosSlotMode(),
            new MoveCard(),
            new JumboFrames(),
            new NewerIperf3(),
            new MoreStreams(),
            new SmbMultichannel(),
            new VendorDriver());

    public static final int DEFAULT_LIMIT = 5;

    private Recommender() {}

    /**
     * What to search with besides the plan: targets, how many builds, the prices' currency and rates, and
     * the shop settings whose price per kWh and hours a day price each build's energy (null: no kWh price,
     * so no energy cost is given).
     */
    public record Request(Targets targets, int limit, String currency, ExchangeRates rates, ShopSettings energy) {
        public Request(Targets targets, int limit, String currency, ExchangeRates rates) {
            this(targets, limit, currency, rates, null);
        }

        public Request {
            if (targets == null) {
                throw new IllegalArgumentException("a recommendation needs targets");
            }
            if (limit < 1 || limit > 50) {
                throw new IllegalArgumentException("limit is 1-50");
            }
            rates = rates == null ? ExchangeRates.NONE : rates;
        }
    }

    public static Answer recommend(Plan plan, Catalog catalog, Calibration calibration, Request request) {
        Targets targets = request.targets();
        for (Targets.FlowTarget t : targets.flows()) {
            if (plan.flows().stream().noneMatch(f -> f.id().equals(t.flow()))) {
                throw new IllegalArgumentException("the plan has no flow '" + t.flow() + "'");
            }
        }
        String currency = targets.budget() != null
                ? targets.budget().currency()
                : request.currency() != null ? request.currency() : plan.currency();
        PartPrices prices =
                new PartPrices(plan, catalog, targets.condition(), Money.currency(currency), request.rates());

        List<Proposal> free = new ArrayList<>();
        List<FreeChange> changes = new ArrayList<>();
        for (FreeChangeRule r : FREE) {
            for (FreeChange c : r.propose(plan, catalog)) {
                changes.add(c);
                free.add(proposal(c, catalog, calibration, targets));
            }
        }
        List<Build> builds = new ArrayList<>();
        freeBuild(plan, changes, free, catalog, calibration, targets, prices).ifPresent(builds::add);

        List<Unreachable> unreachable = unreachable(plan, catalog, calibration, targets);
        Targets reachable = targets;
        if (!unreachable.isEmpty()) {
            List<Targets.FlowTarget> rest = targets.flows().stream()
                    .filter(t -> unreachable.stream().noneMatch(u -> u.flow().equals(t.flow())))
                    .toList();
            reachable = rest.isEmpty()
                    ? null
                    : new Targets(rest, targets.budget(), targets.condition(), targets.constraints());
        }
        List<String> hosts = hosts(plan, targets);
        Search search =
                new Search(plan, catalog, calibration, reachable != null ? reachable : relaxed(targets), prices, hosts);
        // a build that buys nothing (cards kept or moved, links reused) is a free change: when the free
        // build already answers, the search lists only builds that buy something
        search.skipFree = !builds.isEmpty();
        search.run(request.limit());
        List<Build> found = search.accepted;
        List<Build> closest = List.of();
        if (unreachable.isEmpty()) {
            for (Build b : found) {
                if (builds.size() < request.limit()
                        && builds.stream().noneMatch(x -> x.plan().equals(b.plan()))) {
                    builds.add(b);
                }
            }
        } else {
            // no purchase reaches every target; a free build that does (SMB multichannel) stays the answer
            closest = undominated(found, targets);
        }
        Build overBudget = null;
        if (builds.isEmpty() && unreachable.isEmpty() && targets.budget() != null) {
            // the budget left nothing: the cheapest build without it says what reaching the targets costs
            Search unbounded = new Search(
                    plan,
                    catalog,
                    calibration,
                    new Targets(targets.flows(), null, targets.condition(), targets.constraints()),
                    prices,
                    hosts);
            unbounded.run(1);
            if (!unbounded.accepted.isEmpty()) {
                overBudget = priced(unbounded.accepted.subList(0, 1), request, prices)
                        .get(0);
            }
        }
        return new Answer(
                priced(builds, request, prices),
                search.combinations(),
                search.considered,
                search.evaluated,
                search.exhaustive,
                free,
                unreachable,
                priced(closest, request, prices),
                search.notPriced(),
                tradeoff(search.noError, targets),
                overBudget);
    }

    /**
     * The builds no other listed build beats: one is left out when a build costing no more predicts at
     * least as much on every targeted flow (the first of equals kept), so the closest builds climb
     * in price only where they climb in speed. In the order given, the cheapest first.
     */
    static List<Build> undominated(List<Build> builds, Targets targets) {
        List<Build> byTotal =
                builds.stream().sorted(Comparator.comparing(Build::total)).toList();
        List<Build> kept = new ArrayList<>();
        for (Build b : byTotal) {
            if (kept.stream().noneMatch(a -> atLeastAsFast(a, b, targets))) {
                kept.add(b);
            }
        }
        return builds.stream().filter(kept::contains).toList();
    }

    private static boolean atLeastAsFast(Build a, Build b, Targets targets) {
        for (Targets.FlowTarget t : targets.flows()) {
            OptionalDouble ga = gbps(a, t.flow());
            OptionalDouble gb = gbps(b, t.flow());
            if (gb.isPresent() && (ga.isEmpty() || ga.getAsDouble() < gb.getAsDouble())) {
                return false;
            }
        }
        return true;
    }

    private static OptionalDouble gbps(Build b, String flow) {
        return b.flows().stream()
                .filter(f -> f.flow().equals(flow))
                .mapToDouble(FlowOutcome::gbps)
                .findFirst();
    }

    /** Each build with the yearly energy of its added power and its cost in the total's currency. */
    private static List<Build> priced(List<Build> builds, Request request, PartPrices prices) {
        return builds.stream()
                .map(b -> b.withEnergy(Energy.of(b.powerW(), request.energy(), request.rates(), prices.currency())))
                .toList();
    }

    /** The hosts a build may touch: the ends of the targeted flows, in plan order. */
    static List<String> hosts(Plan plan, Targets targets) {
        Set<String> ends = new LinkedHashSet<>();
        for (Plan.Host h : plan.hosts()) {
            for (Targets.FlowTarget t : targets.flows()) {
                plan.flows().stream()
                        .filter(f -> f.id().equals(t.flow()))
                        .filter(f -> f.from().equals(h.id()) || f.to().equals(h.id()))
                        .findFirst()
                        .ifPresent(f -> ends.add(h.id()));
            }
        }
        return List.copyOf(ends);
    }

    /** When no target can be reached, the closest builds are searched for a token target every build meets. */
    private static Targets relaxed(Targets t) {
        List<Targets.FlowTarget> tiny = t.flows().stream()
                .map(f -> new Targets.FlowTarget(f.flow(), 0.001))
                .toList();
        return new Targets(tiny, t.budget(), t.condition(), t.constraints());
    }

    private static Proposal proposal(FreeChange c, Catalog catalog, Calibration calibration, Targets targets) {
        if (!c.predictable()) {
            return new Proposal(c.kind(), c.text(), List.of(), false, false, false);
        }
        Evaluation e = PlanEvaluator.evaluate(c.plan(), catalog, calibration);
        List<FlowOutcome> flows = FlowOutcome.of(e, targets);
        return new Proposal(c.kind(), c.text(), flows, FlowOutcome.allMeet(flows, targets), hasError(e), true);
    }

    static boolean hasError(Evaluation e) {
        return e.issues().stream().anyMatch(i -> i.severity() == Severity.ERROR)
                || e.flows().stream().anyMatch(f -> f.issues().stream().anyMatch(i -> i.severity() == Severity.ERROR));
    }

    /**
     * The free build: the first single change that meets every target without an error; else every
     * change that raises the slowest targeted flow without an error, made together in order (a change
     * that no longer applies to the changed plan is left out), if that meets them.
     */
    private static Optional<Build> freeBuild(
            Plan plan,
            List<FreeChange> changes,
            List<Proposal> proposals,
            Catalog catalog,
            Calibration calibration,
            Targets targets,
            PartPrices prices) {
        Money zero = Money.zero(prices.currency());
        for (int i = 0; i < changes.size(); i++) {
            Proposal p = proposals.get(i);
            if (p.meetsTargets() && !p.error()) {
                Evaluation e = PlanEvaluator.evaluate(changes.get(i).plan(), catalog, calibration);
                return Optional.of(new Build(
                        true,
                        zero,
                        List.of(changes.get(i).text()),
                        p.flows(),
                        0,
                        List.of(),
                        e.issues(),
                        changes.get(i).plan()));
            }
        }
        Evaluation base = PlanEvaluator.evaluate(plan, catalog, calibration);
        double slowest = FlowOutcome.slowest(FlowOutcome.of(base, targets), targets);
        Plan p = plan;
        List<Phrase> made = new ArrayList<>();
        for (FreeChangeRule r : FREE) {
            for (FreeChange c : r.propose(p, catalog)) {
                if (!c.predictable()) {
                    continue;
                }
                Evaluation e = PlanEvaluator.evaluate(c.plan(), catalog, calibration);
                double s = FlowOutcome.slowest(FlowOutcome.of(e, targets), targets);
                if (!hasError(e) && s > slowest) {
                    p = c.plan();
                    slowest = s;
                    made.add(c.text());
                }
            }
        }
        if (made.size() < 2) {
            return Optional.empty();
        }
        Evaluation e = PlanEvaluator.evaluate(p, catalog, calibration);
        List<FlowOutcome> flows = FlowOutcome.of(e, targets);
        return FlowOutcome.allMeet(flows, targets) && !hasError(e)
                ? Optional.of(new Build(true, zero, made, flows, 0, List.of(), e.issues(), p))
                : Optional.empty();
    }

    /**
     * The targets no network reaches: each targeted flow alone between its two hosts, each with a 100G
     * PCIe 5.0 x16 card (a kept host with its own card) on a direct link, evaluated by the full model.
     * Nothing a build can add is faster than that on the wire or the bus, and a PCIe card with offloads
     * is what costs a CPU least per frame, so a flow that falls short there falls short in every build.
     */
    static List<Unreachable> unreachable(Plan plan, Catalog catalog, Calibration calibration, Targets targets) {
        List<Unreachable> out = new ArrayList<>();
        for (Targets.FlowTarget t : targets.flows()) {
            Plan.Flow f = plan.flows().stream()
                    .filter(x -> x.id().equals(t.flow()))
                    .findFirst()
                    .orElseThrow();
            Optional<Prediction> best = ideal(plan, catalog, calibration, targets, f);
            if (best.isEmpty() || FlowOutcome.round(best.get().gbps()) >= t.minGbps()) {
                continue;
            }
            Prediction p = best.get();
            String host = p.bottleneck().side() == Side.SENDER
                    ? f.from()
                    : p.bottleneck().side() == Side.RECEIVER ? f.to() : null;
            out.add(new Unreachable(
                    f.id(),
                    t.minGbps(),
                    FlowOutcome.round(p.gbps()),
                    p.bottleneck().stage().label(),
                    host,
                    because(plan, catalog, f, host, p)));
        }
        return out;
    }

    private static Phrase because(Plan plan, Catalog catalog, Plan.Flow f, String host, Prediction p) {
        String gbps = String.format(Locale.ROOT, "%.2f", p.gbps());
        Stage stage = p.bottleneck().stage();
        Phrase who = host == null
                ? Phrase.of("recommend.unreachable.the-path")
                : stage == Stage.USB || stage == Stage.THUNDERBOLT || stage == Stage.PCIE
                        ? Phrase.verbatim(plan.deviceName(host))
                        : name(plan, catalog, host);
        String what =
                switch (stage) {
                    case CPU -> "cpu";
                    case STORAGE_READ, STORAGE_WRITE -> "storage";
                    case TOOL -> "tool";
                    case VIRTUALIZATION -> "virtualization";
                    case PROTOCOL -> "protocol";
                    case USB, THUNDERBOLT -> "port";
                    default -> "nothing";
                };
        return Phrase.of(
                "recommend.unreachable",
                who,
                f.tool(),
                gbps,
                Phrase.of("stage." + p.bottleneck().stage().label()),
                Phrase.of("recommend.unreachable.would." + what));
    }

    /** "the N100 (NAS)": the CPU's name when the catalog knows it, else the host's name. */
    private static Phrase name(Plan plan, Catalog catalog, String hostId) {
        Plan.Host h = plan.host(hostId).orElseThrow();
        String cpu = h.cpu();
        if (cpu == null && h.board() != null) {
            cpu = catalog.find(h.board(), Board.class).map(Board::cpu).orElse(null);
        }
        String cpuName = cpu == null
                ? null
                : catalog.find(cpu, Cpu.class).map(Cpu::displayName).orElse(null);
        return cpuName == null
                ? Phrase.verbatim(plan.deviceName(hostId))
                : Phrase.of("recommend.unreachable.cpu-of", cpuName, plan.deviceName(hostId));
    }

    /** The flow alone on the fastest network the model allows between its two hosts. */
    private static Optional<Prediction> ideal(
            Plan plan, Catalog catalog, Calibration calibration, Targets targets, Plan.Flow f) {
        Plan p = plan;
        for (Plan.Link l : plan.links()) {
            p = PlanEdits.removeLink(p, l.id()).plan();
        }
        for (Plan.SwitchUnit s : plan.switches()) {
            p = PlanEdits.removeSwitch(p, s.id()).plan();
        }
        for (Plan.Flow other : plan.flows()) {
            if (!other.id().equals(f.id())) {
                p = PlanEdits.removeFlow(p, other.id()).plan();
            }
        }
        String[] nic = new String[2];
        String[] ends = {f.from(), f.to()};
        for (int i = 0; i < 2; i++) {
            Plan.Host h = p.host(ends[i]).orElseThrow();
            if (targets.constraints().keeps(h.id())) {
                if (h.nics().isEmpty()) {
                    return Optional.empty();
                }
                nic[i] = h.nics().get(0).id();
                continue;
            }
            for (Plan.NicPlacement n : h.nics()) {
                p = PlanEdits.removeNic(p, h.id(), n.id()).plan();
            }
            int mtu = h.nics().stream()
                    .map(Plan.NicPlacement::mtu)
                    .filter(m -> m != null)
                    .findFirst()
                    .orElse(1500);
            p = PlanEdits.addNic(p, h.id(), idealCard(h, catalog, mtu), "ideal").plan();
            nic[i] = "ideal";
        }
        p = PlanEdits.addLink(
                        p,
                        Plan.Link.ofMedia(
                                "ideal",
                                new Plan.End(ends[0], nic[0], 1),
                                new Plan.End(ends[1], nic[1], 1),
                                "dac",
                                null))
                .plan();
        Evaluation e = PlanEvaluator.evaluate(p, catalog, calibration);
        return e.flows().stream()
                .filter(r -> r.flow().id().equals(f.id()))
                .findFirst()
                .map(Evaluation.FlowResult::prediction);
    }

    /**
     * The fastest card the model allows on this host: a 100G card in a PCIe 5.0 x16 slot, unless the
     * host is a mini PC or a laptop with no slot to take one: its catalog board lists no slot, and
     * every card the plan gives it attaches by USB or Thunderbolt (a board's empty slot list alone
     * says only that its slots are not sourced: the OptiPlex 3020's are not, and seed 003 has a card
     * in one). Then a card can attach only through its fastest Thunderbolt port, else its fastest USB
     * port, and that bus limits what any card reaches.
     */
    private static Plan.NicPlacement idealCard(Plan.Host h, Catalog catalog, int mtu) {
        Optional<Board> board = h.board() == null ? Optional.empty() : catalog.find(h.board(), Board.class);
        boolean onPortsOnly = !h.nics().isEmpty()
                && h.nics().stream().allMatch(n -> "usb".equals(n.slot()) || "thunderbolt".equals(n.slot()));
        if (board.isPresent() && board.get().slots().isEmpty() && onPortsOnly) {
            Optional<Integer> thunderbolt = board.get().thunderboltPorts().stream()
                    .map(Board.ThunderboltPorts::version)
                    .max(Integer::compare);
            if (thunderbolt.isPresent()) {
                return ideal(
                        new Plan.GenericNic(100, "qsfp28", "thunderbolt", null, null, null, thunderbolt.get()),
                        "thunderbolt",
                        null,
                        thunderbolt.get(),
                        mtu);
            }
            Optional<String> usb = board.get().usbPorts().stream()
                    .map(Board.UsbPorts::gen)
                    .max(Comparator.comparing(g -> Bus.UsbGeneration.parse(g).ordinal()));
            if (usb.isPresent()) {
                return ideal(
                        new Plan.GenericNic(100, "qsfp28", "usb", null, null, usb.get(), null),
                        "usb",
                        usb.get(),
                        null,
                        mtu);
            }
        }
        return ideal(new Plan.GenericNic(100, "qsfp28", "pcie", 5, 16, null, null), null, null, null, mtu);
    }

    /** The ideal card {@code card} in {@code slot} (a USB port's generation, a Thunderbolt version where it has one). */
    private static Plan.NicPlacement ideal(
            Plan.GenericNic card, String slot, String usbPort, Integer thunderboltVersion, int mtu) {
        return new Plan.NicPlacement("ideal", null, card, slot, usbPort, thunderboltVersion, null, mtu, false);
    }

    /** Every evaluated build without an error as (total, slowest targeted flow), the Pareto front marked. */
    private static List<Answer.Point> tradeoff(List<Build> builds, Targets targets) {
        List<Build> sorted = new ArrayList<>(builds);
        sorted.sort(Comparator.comparing(Build::total).thenComparing(b -> -FlowOutcome.slowest(b.flows(), targets)));
        List<Answer.Point> out = new ArrayList<>();
        double best = -1;
        for (Build b : sorted) {
            double s = FlowOutcome.slowest(b.flows(), targets);
            boolean pareto = s > best;
            if (pareto) {
                best = s;
            }
            out.add(new Answer.Point(b.total(), s, pareto));
        }
        return out;
    }
}
