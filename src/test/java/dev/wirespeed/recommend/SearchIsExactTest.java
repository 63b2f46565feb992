package dev.wirespeed.recommend;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.PlanEdits;
import dev.wirespeed.plan.Targets;
import dev.wirespeed.shop.PartPrices;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.testing.Catalogs;
import dev.wirespeed.units.Money;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The bound against brute force: on a small catalog, the branch and bound returns the same N cheapest
 * totals as evaluating every candidate and sorting, and runs the solver fewer times.
 */
class SearchIsExactTest {

    /** Machines, CPUs and storage of the repository catalog, with a handful of cards, switches and media. */
    private static final Set<String> NETWORK = Set.of(
            "mellanox-mcx4121a-acat",
            "mellanox-mcx4111a-acat",
            "nb-int-x520da1-s",
            "intel-x520-da1",
            "mellanox-cx341a",
            "mikrotik-crs305-1g-4s-in",
            "mikrotik-crs309-1g-8s-in",
            "qnap-qsw-2104-2s",
            "10gtek-cab-10gsfp-p1m",
            "10gtek-cab-10gsfp-p2m",
            "10gtek-cab-10gsfp-p3m",
            "mikrotik-s-da0003",
            "generic-om3-lc-lc-patch-cord-3m",
            "cisco-sfp-10g-sr");

    static Catalog small() {
        List<Part> parts = Catalogs.repo().all().stream()
                .filter(p -> NETWORK.contains(p.id())
                        || List.of("board", "cpu", "storage").contains(p.kind()))
                .toList();
        return Catalog.of(parts);
    }

    /**
     * The plan's own prices for the small catalog (they win over the catalog's, so the answer does not
     * move as catalog prices are added): close enough that the order of builds is not obvious.
     */
    private static final Map<String, Integer> YEN = Map.ofEntries(
            Map.entry("mellanox-mcx4121a-acat", 3_359),
            Map.entry("mellanox-mcx4111a-acat", 4_000),
            Map.entry("nb-int-x520da1-s", 6_930),
            Map.entry("intel-x520-da1", 5_000),
            Map.entry("mikrotik-crs305-1g-4s-in", 19_904),
            Map.entry("mikrotik-crs309-1g-8s-in", 30_000),
            Map.entry("qnap-qsw-2104-2s", 9_000),
            Map.entry("10gtek-cab-10gsfp-p1m", 2_199),
            Map.entry("10gtek-cab-10gsfp-p2m", 2_419),
            Map.entry("10gtek-cab-10gsfp-p3m", 2_600),
            Map.entry("mikrotik-s-da0003", 1_800),
            Map.entry("generic-om3-lc-lc-patch-cord-3m", 800),
            Map.entry("cisco-sfp-10g-sr", 1_500));

    static Plan priced(Plan p) {
        List<Plan.PlanPrice> prices = YEN.entrySet().stream()
                .sorted(Map.Entry.comparingByKey())
                .map(e -> new Plan.PlanPrice(e.getKey(), BigDecimal.valueOf(e.getValue()), "JPY", 1, "test price"))
                .toList();
        return new Plan(
                p.schemaVersion(),
                p.id(),
                p.name(),
                p.description(),
                p.currency(),
                p.hosts(),
                p.switches(),
                p.links(),
                p.flows(),
                prices);
    }

    private static Plan twoBareHosts() {
        Plan p = Seeds.seed("seed-000");
        p = PlanEdits.removeNic(p, "win", "cx4").plan();
        p = PlanEdits.removeNic(p, "ubuntu", "cx4").plan();
        return priced(PlanEdits.removeSwitch(p, "crs305").plan());
    }

    static Search search(Catalog catalog, Plan plan, Targets targets) {
        PartPrices prices = new PartPrices(plan, catalog, targets.condition(), Money.currency("JPY"), null);
        return new Search(plan, catalog, Calibration.PRIORS, targets, prices, Recommender.hosts(plan, targets));
    }

    private static Money yen(long amount) {
        return Money.ofMinor(amount, "JPY");
    }

    private static List<Money> totals(List<Build> builds) {
        return builds.stream().map(Build::total).toList();
    }

    @Test
    void theFiveCheapestBuilds_areTheFiveCheapestOfEveryCandidate() {
        Catalog catalog = small();
        Plan plan = twoBareHosts();
        Targets targets = new Targets(
                List.of(new Targets.FlowTarget("win-to-ubuntu", 9), new Targets.FlowTarget("ubuntu-to-win", 9)),
                null,
                Targets.Condition.ANY,
                new Targets.Constraints(null, null, 2.5, null, null, null, null, null));

        Search bnb = search(catalog, plan, targets);
        bnb.run(5);
        Search all = search(catalog, plan, targets);
        all.runBruteForce();

        assertThat(all.accepted).hasSizeGreaterThanOrEqualTo(5);
        // 2.5 m apart, direct: two ConnectX-4 Lx on the 3 m S+DA0003, 2 x 3,359 + 1,800 = 8,518; one of them a
        // single-port ConnectX-4 Lx, 3,359 + 4,000 + 1,800 = 9,159 (either host); the 3 m 10Gtek DAC instead,
        // 2 x 3,359 + 2,600 = 9,318; two single-port cards, 2 x 4,000 + 1,800 = 9,800
        assertThat(totals(bnb.accepted)).containsExactly(yen(8_518), yen(9_159), yen(9_159), yen(9_318), yen(9_800));
        assertThat(totals(bnb.accepted))
                .containsExactlyElementsOf(totals(all.accepted).subList(0, 5));
        assertThat(bnb.evaluated).isLessThan(all.evaluated);
    }

    @Test
    void aSlotTooSlowForTheTarget_isLearnedOnce_andTheAnswerStaysTheCheapest() {
        Catalog catalog = small();
        // seed 001's desktop, its card gone: the B550's slots as wired decide what each card gets
        Plan plan = priced(Seeds.seed("seed-001"));
        plan = PlanEdits.removeNic(plan, "win", "x520").plan();
        Targets targets = new Targets(
                List.of(new Targets.FlowTarget("win-to-server", 9)),
                null,
                Targets.Condition.ANY,
                new Targets.Constraints(null, null, null, null, null, null, null, null));

        Search bnb = search(catalog, plan, targets);
        bnb.run(3);
        Search all = search(catalog, plan, targets);
        all.runBruteForce();

        assertThat(totals(bnb.accepted))
                .containsExactlyElementsOf(totals(all.accepted).subList(0, 3));
        assertThat(bnb.considered).isGreaterThanOrEqualTo(bnb.evaluated);
    }

    @Test
    void aBudget_endsTheSearchAtTheFirstCandidateAboveIt_andNoBuildIsOverIt() {
        Catalog catalog = small();
        Plan plan = twoBareHosts();
        Targets targets = new Targets(
                List.of(new Targets.FlowTarget("win-to-ubuntu", 9)),
                new Targets.Budget(new BigDecimal("9000"), "JPY"),
                Targets.Condition.ANY,
                new Targets.Constraints(null, null, 0.8, null, Map.of(), null, null, null));

        Search bnb = search(catalog, plan, targets);
        bnb.run(5);
        Search all = search(catalog, plan, targets);
        all.runBruteForce();

        Money budget = Money.ofMinor(9_000, "JPY");
        // 0.8 m apart: 2 x 3,359 + 1,800 (S+DA0003) = 8,518 and 2 x 3,359 + 2,199 (10Gtek 1 m) = 8,917; the
        // next, with one single-port card, is 3,359 + 4,000 + 1,800 = 9,159, over the budget
        assertThat(totals(bnb.accepted)).containsExactly(yen(8_518), yen(8_917));
        assertThat(bnb.accepted).allMatch(b -> b.total().compareTo(budget) <= 0);
        assertThat(totals(bnb.accepted))
                .containsExactlyElementsOf(totals(all.accepted).subList(0, Math.min(5, all.accepted.size())));
    }
}
