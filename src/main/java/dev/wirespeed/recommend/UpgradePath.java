package dev.wirespeed.recommend;

import dev.wirespeed.catalog.Board;
import dev.wirespeed.catalog.Cable;
import dev.wirespeed.catalog.Cage;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.catalog.PortGroup;
import dev.wirespeed.catalog.Switch;
import dev.wirespeed.fit.CardFit;
import dev.wirespeed.fit.Plugs;
import dev.wirespeed.fit.PortFit;
import dev.wirespeed.fit.Reach;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.PlanEdits;
import dev.wirespeed.shop.PartPrices;
import dev.wirespeed.solver.Evaluation;
import dev.wirespeed.solver.PlanEvaluator;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.text.Phrase;
import dev.wirespeed.units.Money;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The upgrade path of a plan as it is: the single change, free or bought, that lifts its slowest flow
 * the most per unit of money, made; then the next, from the plan so changed. Free changes that lift it
 * come first (largest lift first); bought ones are a card swapped in place for a catalog card that fits
 * the same slot or port and has the same kind of cage (so the link's cable still plugs in), a link's
 * cable for another that fits both ends and the distance, or a switch for one with the same kinds of
 * cage on the ports in use, all ranked by Gbit/s gained per unit of money. A change that adds an error
 * is never a step.
 */
public final class UpgradePath {

    private UpgradePath() {}

    /** One step: what to change, what it costs, and the slowest flow's predicted Gbit/s before and after. */
    public record Step(Phrase text, Money cost, double fromGbps, double toGbps, Plan plan) {

        /** What to change, in English: what JSON and the CLI show. */
        public String what() {
            return text.english();
        }
    }

    private record Option(Phrase text, long cost, Plan plan) {}

    public static List<Step> of(Plan plan, Catalog catalog, Calibration calibration, PartPrices prices, int steps) {
        List<Step> out = new ArrayList<>();
        Plan p = plan;
        for (int i = 0; i < steps; i++) {
            double from = slowest(PlanEvaluator.evaluate(p, catalog, calibration));
            Step best = null;
            double bestScore = 0;
            for (Option o : options(p, catalog, prices)) {
                Evaluation e = PlanEvaluator.evaluate(o.plan(), catalog, calibration);
                double to = slowest(e);
                if (Recommender.hasError(e) || !(to > from + 1e-9)) {
                    continue;
                }
                // free changes rank above any purchase; purchases by the lift one unit of money buys
                double score = o.cost() == 0 ? 1e12 + (to - from) : (to - from) / o.cost();
                if (score > bestScore) {
                    bestScore = score;
                    best = new Step(o.text(), new Money(o.cost(), prices.currency()), from, to, o.plan());
                }
            }
            if (best == null) {
                break;
            }
            out.add(best);
            p = best.plan();
        }
        return out;
    }

    /** The slowest predicted flow of a plan (0 when a flow has no route). */
    static double slowest(Evaluation e) {
        return e.flows().stream()
                .mapToDouble(f -> f.prediction() == null
                        ? 0
                        : FlowOutcome.round(f.prediction().gbps()))
                .min()
                .orElse(0);
    }

    private static List<Option> options(Plan p, Catalog catalog, PartPrices prices) {
        List<Option> out = new ArrayList<>();
        for (FreeChangeRule r : Recommender.FREE) {
            for (FreeChange c : r.propose(p, catalog)) {
                if (c.predictable()) {
                    out.add(new Option(c.text(), 0, c.plan()));
                }
            }
        }
        for (Plan.Host h : p.hosts()) {
            Board board = h.board() == null
                    ? null
                    : catalog.find(h.board(), Board.class).orElse(null);
            for (Plan.NicPlacement n : h.nics()) {
                String cage = cage(n, catalog);
                for (Nic nic : catalog.ofKind(Nic.class)) {
                    if (nic.id().equals(n.part())
                            || nic.ports().isEmpty()
                            || cage == null
                            || !cage.equals(nic.ports().get(0).cage().family().name())
                            || !CardFit.inPlace(nic, board, n.slot()).fits()) {
                        continue;
                    }
                    Optional<PartPrices.Priced> price = prices.of(nic.id());
                    if (price.isEmpty()) {
                        continue;
                    }
                    Plan.NicPlacement swapped = new Plan.NicPlacement(
                            n.id(),
                            nic.id(),
                            null,
                            n.slot(),
                            n.usbPort(),
                            n.thunderboltVersion(),
                            null,
                            n.mtu(),
                            false);
                    out.add(new Option(
                            Phrase.of(
                                    "recommend.change.replace-card",
                                    n.part() == null
                                            ? Phrase.of("recommend.change.generic-nic", n.id())
                                            : Phrase.verbatim(catalog.find(n.part())
                                                    .map(Part::displayName)
                                                    .orElse(n.part())),
                                    p.deviceName(h.id()),
                                    nic.displayName()),
                            price.get().unit().minor(),
                            PlanEdits.updateNic(p, h.id(), n.id(), swapped).plan()));
                }
            }
        }
        out.addAll(cableSwaps(p, catalog, prices));
        out.addAll(switchSwaps(p, catalog, prices));
        return out;
    }

    /**
     * Per link on a cable (no modules), a catalog cable that fits both ends' ports (a DAC or AOC both cages
     * take, or twisted pair between two jacks) and reaches the link's distance (1 m unless stated).
     */
    private static List<Option> cableSwaps(Plan p, Catalog catalog, PartPrices prices) {
        List<Option> out = new ArrayList<>();
        for (Plan.Link l : p.links()) {
            if (l.cable() == null || l.moduleA() != null || l.moduleB() != null) {
                continue;
            }
            PortGroup a = port(p, l.a(), catalog);
            PortGroup b = port(p, l.b(), catalog);
            if (a == null || b == null) {
                continue;
            }
            double distance = l.distanceM() == null ? 1 : l.distanceM();
            for (Cable c : catalog.ofKind(Cable.class)) {
                boolean fits = c.isDirectAttach()
                        ? PortFit.dac(c, a, b).fits()
                        : c.isTwistedPair() && Plugs.isJack(a.cage()) && Plugs.isJack(b.cage());
                if (c.id().equals(l.cable()) || !fits || !Reach.reaches(c.lengthM(), distance)) {
                    continue;
                }
                Optional<PartPrices.Priced> price = prices.of(c.id());
                if (price.isEmpty()) {
                    continue;
                }
                Plan.Link swapped = new Plan.Link(
                        l.id(), l.a(), l.b(), c.id(), null, null, l.distanceM(), null, null, false, false);
                out.add(new Option(
                        Phrase.of(
                                "recommend.change.replace-cable",
                                p.linkName(l),
                                name(catalog, l.cable()),
                                c.displayName()),
                        price.get().unit().minor(),
                        PlanEdits.updateLink(p, l.id(), swapped).plan()));
            }
        }
        return out;
    }

    /**
     * Per switch of the plan, a catalog switch that has every port its links use, each of the same kind of
     * cage (so every cable still plugs in); the rules judge the rest, and a swap with an error is no step.
     */
    private static List<Option> switchSwaps(Plan p, Catalog catalog, PartPrices prices) {
        List<Option> out = new ArrayList<>();
        for (Plan.SwitchUnit s : p.switches()) {
            Switch now = s.part() == null
                    ? null
                    : catalog.find(s.part(), Switch.class).orElse(null);
            if (now == null) {
                continue;
            }
            List<Integer> used = new ArrayList<>();
            for (Plan.Link l : p.links()) {
                for (Plan.End e : List.of(l.a(), l.b())) {
                    if (e.device().equals(s.id())) {
                        used.add(e.port());
                    }
                }
            }
            for (Switch sw : catalog.ofKind(Switch.class)) {
                if (sw.id().equals(now.id()) || !samePorts(now, sw, used)) {
                    continue;
                }
                Optional<PartPrices.Priced> price = prices.of(sw.id());
                if (price.isEmpty()) {
                    continue;
                }
                Plan.SwitchUnit swapped = new Plan.SwitchUnit(s.id(), s.name(), sw.id(), s.mtu(), false);
                out.add(new Option(
                        Phrase.of(
                                "recommend.change.replace-switch",
                                p.deviceName(s.id()),
                                now.displayName(),
                                sw.displayName()),
                        price.get().unit().minor(),
                        PlanEdits.updateSwitch(p, s.id(), swapped).plan()));
            }
        }
        return out;
    }

    private static boolean samePorts(Switch now, Switch next, List<Integer> ports) {
        for (int port : ports) {
            if (port > now.portCount()
                    || port > next.portCount()
                    || now.portGroup(port - 1).cage().family()
                            != next.portGroup(port - 1).cage().family()) {
                return false;
            }
        }
        return true;
    }

    /** The port group an end plugs into: a switch's port, or a catalog card's; null when unknown. */
    private static PortGroup port(Plan p, Plan.End e, Catalog catalog) {
        Optional<Plan.SwitchUnit> s =
                p.switches().stream().filter(x -> x.id().equals(e.device())).findFirst();
        if (s.isPresent()) {
            return s.get().part() == null
                    ? null
                    : catalog.find(s.get().part(), Switch.class)
                            .filter(x -> e.port() <= x.portCount())
                            .map(x -> x.portGroup(e.port() - 1))
                            .orElse(null);
        }
        Plan.Host h = p.host(e.device()).orElse(null);
        if (h == null) {
            return null;
        }
        Plan.NicPlacement n = e.nic() != null
                ? h.nic(e.nic()).orElse(null)
                : h.nics().size() == 1 ? h.nics().get(0) : null;
        if (n == null || n.part() == null) {
            return null;
        }
        return catalog.find(n.part(), Nic.class)
                .filter(x -> e.port() <= x.portCount())
                .map(x -> x.portGroup(e.port() - 1))
                .orElse(null);
    }

    private static String name(Catalog catalog, String partId) {
        return catalog.find(partId).map(Part::displayName).orElse(partId);
    }

    /** The cage family of a placed card's first port ("SFP", "QSFP", "RJ45"), or null when unknown. */
    private static String cage(Plan.NicPlacement n, Catalog catalog) {
        if (n.part() != null) {
            return catalog.find(n.part(), Nic.class)
                    .filter(x -> !x.ports().isEmpty())
                    .map(x -> x.ports().get(0).cage().family().name())
                    .orElse(null);
        }
        if (n.generic() != null && n.generic().port() != null) {
            try {
                return Cage.fromLabel(n.generic().port()).family().name();
            } catch (IllegalArgumentException e) {
                return null;
            }
        }
        return null;
    }
}
