package dev.wirespeed.shop;

import dev.wirespeed.catalog.Cable;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Nic;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.catalog.Switch;
import dev.wirespeed.catalog.Transceiver;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.Evaluation;
import dev.wirespeed.solver.PlanEvaluator;
import dev.wirespeed.solver.RangeText;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.model.Prediction;
import dev.wirespeed.text.Phrase;
import dev.wirespeed.units.Money;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Currency;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Cheaper choices that keep the plan: a part swapped for another of its kind on every to-buy use
 * of a line, and, per link, a DAC instead of two modules and a cord. A candidate is kept only when
 * the re-evaluated plan has no error the original lacks and every flow's prediction stays within
 * {@link #TOLERANCE} of the original or above it. Costs are compared in the total's currency; a
 * price that needs a rate nobody stored is not compared.
 */
final class Alternatives {

    /** A flow may lose at most 0.5 % of its predicted throughput. */
    static final double TOLERANCE = 0.005;

    /** At most this many alternatives per line (or per link), best saving first. */
    static final int PER_LINE = 3;

    private Alternatives() {}

    static List<ShoppingList.Alternative> find(
            Plan plan,
            Catalog catalog,
            Calibration calibration,
            ExchangeRates rates,
            Currency to,
            List<ShoppingList.Line> lines) {
        Evaluation base = PlanEvaluator.evaluate(plan, catalog, calibration);
        Baseline b = new Baseline(base);
        List<ShoppingList.Alternative> out = new ArrayList<>();
        for (ShoppingList.Line line : lines) {
            if (!line.priced() || line.partId() == null || line.group() == Group.MACHINES) {
                continue;
            }
            Optional<Money> current = rates.to(line.total(), to);
            Part part = catalog.find(line.partId()).orElse(null);
            if (current.isEmpty() || part == null) {
                continue;
            }
            List<ShoppingList.Alternative> found = new ArrayList<>();
            for (Part c : candidates(part, catalog, plan)) {
                Optional<Offer> offer = cheapest(c, plan, line.quantity(), rates, to);
                if (offer.isEmpty() || offer.get().cost().compareTo(current.get()) >= 0) {
                    continue;
                }
                Plan swapped = Substitution.swap(plan, line.partId(), c.id());
                check(b, PlanEvaluator.evaluate(swapped, catalog, calibration))
                        .ifPresent(flows -> found.add(new ShoppingList.Alternative(
                                line.key(),
                                "all " + line.quantity() + " to buy",
                                line.quantity() + " × " + line.name(),
                                c.id(),
                                c.displayName(),
                                line.quantity(),
                                offer.get().price(),
                                current.get(),
                                offer.get().cost(),
                                current.get().minus(offer.get().cost()),
                                flows.flows(),
                                flows.warnings())));
            }
            out.addAll(best(found));
        }
        out.addAll(dacsForModules(plan, catalog, calibration, rates, to, lines, b));
        return out;
    }

    /** Parts of the same kind that could take the line's place; cables keep their type and reach. */
    static List<Part> candidates(Part part, Catalog catalog, Plan plan) {
        List<Part> out = new ArrayList<>();
        for (Part c : catalog.all()) {
            if (c.id().equals(part.id())
                    || !c.kind().equals(part.kind())
                    || (c.prices().isEmpty() && !hasPlanPrice(plan, c.id()))) {
                continue;
            }
            if (part instanceof Cable old && c instanceof Cable nc) {
                if (!sameCableFamily(old, nc) || nc.lengthM() < requiredLength(plan, old)) {
                    continue;
                }
            }
            if (part instanceof Nic || part instanceof Switch || part instanceof Transceiver || part instanceof Cable) {
                out.add(c);
            }
        }
        return out;
    }

    private static boolean hasPlanPrice(Plan plan, String id) {
        return plan.prices().stream().anyMatch(p -> id.equals(p.part()));
    }

    private static boolean sameCableFamily(Cable a, Cable b) {
        if (a.isDirectAttach()) {
            return b.isDirectAttach();
        }
        return a.cableType().equals(b.cableType());
    }

    /**
     * How long a replacement cable must be on the links that use {@code old}: the stated distance,
     * or, where none is stated, the current cable's own length (the one thing known to reach).
     */
    static double requiredLength(Plan plan, Cable old) {
        double need = 0;
        for (Plan.Link l : plan.links()) {
            if (old.id().equals(l.cable()) && !l.ownedCable()) {
                need = Math.max(need, l.distanceM() != null ? l.distanceM() : old.lengthM());
            }
        }
        return need;
    }

    /** The price an alternative would be bought at, and what {@code quantity} cost in the total's currency. */
    record Offer(PriceChoice price, Money cost) {}

    /** The cheapest way to buy {@code quantity} of a part among its prices (any condition), after conversion. */
    static Optional<Offer> cheapest(Part part, Plan plan, int quantity, ExchangeRates rates, Currency to) {
        List<PriceChoice> prices = new ArrayList<>();
        for (Plan.PlanPrice pp : plan.prices()) {
            if (part.id().equals(pp.part()) && pp.amount() != null) {
                Pricing.planPrice(pp, s -> {}).ifPresent(prices::add);
            }
        }
        prices.addAll(Pricing.catalogPrices(part, s -> {}));
        Offer best = null;
        for (PriceChoice p : prices) {
            Optional<Money> cost = rates.to(p.totalFor(quantity), to);
            if (cost.isPresent() && (best == null || cost.get().compareTo(best.cost()) < 0)) {
                best = new Offer(p, cost.get());
            }
        }
        return Optional.ofNullable(best);
    }

    /** The original evaluation's errors (counted per rule and place), warnings and flow predictions. */
    private static final class Baseline {
        final Map<String, Integer> errors = new HashMap<>();
        final Set<String> warnings = new HashSet<>();
        final Map<String, Double> gbps = new HashMap<>();

        Baseline(Evaluation e) {
            for (Issue i : all(e)) {
                if (i.severity() == Severity.ERROR) {
                    errors.merge(key(i), 1, Integer::sum);
                } else {
                    warnings.add(key(i));
                }
            }
            for (Evaluation.FlowResult f : e.flows()) {
                if (f.prediction() != null) {
                    gbps.put(f.flow().id(), f.prediction().gbps());
                }
            }
        }
    }

    private static List<Issue> all(Evaluation e) {
        List<Issue> out = new ArrayList<>(e.issues());
        e.flows().forEach(f -> out.addAll(f.issues()));
        return out;
    }

    private static String key(Issue i) {
        return i.rule() + "|" + i.where();
    }

    /** Flow checks and new warnings of an acceptable candidate. */
    record Kept(List<ShoppingList.FlowCheck> flows, List<Phrase> warnings) {}

    /** Empty when the candidate adds an error or slows a flow by more than the tolerance. */
    static Optional<Kept> check(Baseline b, Evaluation e) {
        Map<String, Integer> errors = new HashMap<>();
        List<Phrase> newWarnings = new ArrayList<>();
        for (Issue i : all(e)) {
            if (i.severity() == Severity.ERROR) {
                if (errors.merge(key(i), 1, Integer::sum) > b.errors.getOrDefault(key(i), 0)) {
                    return Optional.empty();
                }
            } else if (i.severity() == Severity.WARNING && !b.warnings.contains(key(i))) {
                newWarnings.add(i.text());
            }
        }
        List<ShoppingList.FlowCheck> flows = new ArrayList<>();
        for (Evaluation.FlowResult f : e.flows()) {
            Double before = b.gbps.get(f.flow().id());
            if (before == null) {
                continue;
            }
            if (f.prediction() == null || f.prediction().gbps() < before * (1 - TOLERANCE)) {
                return Optional.empty();
            }
            Prediction after = f.prediction();
            flows.add(new ShoppingList.FlowCheck(
                    f.flow().id(), before, after.gbps(), after.range(), after.confidence(), RangeText.boundOf(after)));
        }
        return Optional.of(new Kept(flows, newWarnings));
    }

    private static List<ShoppingList.Alternative> best(List<ShoppingList.Alternative> found) {
        return found.stream()
                .sorted(Comparator.comparing(ShoppingList.Alternative::saving)
                        .reversed()
                        .thenComparing(ShoppingList.Alternative::name))
                .limit(PER_LINE)
                .toList();
    }

    /** Per link that buys two modules and a fiber cord: a DAC that reaches, if cheaper and it keeps the plan. */
    private static List<ShoppingList.Alternative> dacsForModules(
            Plan plan,
            Catalog catalog,
            Calibration calibration,
            ExchangeRates rates,
            Currency to,
            List<ShoppingList.Line> lines,
            Baseline b) {
        Map<String, ShoppingList.Line> byPart = new HashMap<>();
        lines.forEach(l -> {
            if (l.partId() != null) {
                byPart.put(l.partId(), l);
            }
        });
        List<ShoppingList.Alternative> out = new ArrayList<>();
        for (Plan.Link l : plan.links()) {
            if (l.ownedModules() || l.ownedCable() || l.moduleA() == null || l.moduleB() == null || l.cable() == null) {
                continue;
            }
            Cable cord = catalog.find(l.cable(), Cable.class).orElse(null);
            ShoppingList.Line la = byPart.get(l.moduleA());
            ShoppingList.Line lb = byPart.get(l.moduleB());
            ShoppingList.Line lc = byPart.get(l.cable());
            if (cord == null
                    || cord.isDirectAttach()
                    || la == null
                    || lb == null
                    || lc == null
                    || !la.priced()
                    || !lb.priced()
                    || !lc.priced()) {
                continue;
            }
            // This link's share: one unit of each module line and one of the cord, each at its own price.
            Optional<Money> a = rates.to(la.price().totalFor(1), to);
            Optional<Money> bm = rates.to(lb.price().totalFor(1), to);
            Optional<Money> c = rates.to(lc.price().totalFor(1), to);
            if (a.isEmpty() || bm.isEmpty() || c.isEmpty()) {
                continue;
            }
            Money current = a.get().plus(bm.get()).plus(c.get());
            double need = l.distanceM() != null ? l.distanceM() : cord.lengthM();
            List<ShoppingList.Alternative> found = new ArrayList<>();
            for (Cable dac : catalog.ofKind(Cable.class)) {
                if (!dac.isDirectAttach() || dac.lengthM() < need) {
                    continue;
                }
                Optional<Offer> offer = cheapest(dac, plan, 1, rates, to);
                if (offer.isEmpty() || offer.get().cost().compareTo(current) >= 0) {
                    continue;
                }
                Plan swapped = Substitution.dacOnLink(plan, l.id(), dac.id());
                String replaces = (l.moduleA().equals(l.moduleB()) ? "2 × " + la.name() : la.name() + " + " + lb.name())
                        + " + " + lc.name();
                check(b, PlanEvaluator.evaluate(swapped, catalog, calibration))
                        .ifPresent(k -> found.add(new ShoppingList.Alternative(
                                la.key(),
                                "link " + l.id(),
                                replaces,
                                dac.id(),
                                dac.displayName(),
                                1,
                                offer.get().price(),
                                current,
                                offer.get().cost(),
                                current.minus(offer.get().cost()),
                                k.flows(),
                                k.warnings())));
            }
            out.addAll(best(found));
        }
        return out;
    }
}
