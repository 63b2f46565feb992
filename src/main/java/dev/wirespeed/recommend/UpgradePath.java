package dev.wirespeed.recommend;

import dev.wirespeed.catalog.Board;
import dev.wirespeed.catalog.Cage;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.fit.CardFit;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.PlanEdits;
import dev.wirespeed.shop.PartPrices;
import dev.wirespeed.solver.Evaluation;
import dev.wirespeed.solver.PlanEvaluator;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.units.Money;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The upgrade path of a plan as it is: the single change, free or bought, that lifts its slowest flow
 * the most per unit of money, made; then the next, from the plan so changed. Free changes that lift it
 * come first (largest lift first); bought ones are a card swapped in place for a catalog card that fits
 * the same slot or port and has the same kind of cage (so the link's cable still plugs in), ranked by
 * Gbit/s gained per unit of money. A change that adds an error is never a step.
 */
public final class UpgradePath {

    private UpgradePath() {}

    /** One step: what to change, what it costs, and the slowest flow's predicted Gbit/s before and after. */
    public record Step(String what, Money cost, double fromGbps, double toGbps, Plan plan) {}

    private record Option(String what, long cost, Plan plan) {}

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
                    best = new Step(o.what(), new Money(o.cost(), prices.currency()), from, to, o.plan());
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
                    out.add(new Option(c.what(), 0, c.plan()));
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
                            "replace " + (n.part() == null ? "the generic NIC " + n.id() : n.part()) + " in " + h.id()
                                    + " with " + nic.displayName(),
                            price.get().unit().minor(),
                            PlanEdits.updateNic(p, h.id(), n.id(), swapped).plan()));
                }
            }
        }
        return out;
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
