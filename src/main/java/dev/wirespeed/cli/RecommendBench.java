package dev.wirespeed.cli;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.json.Json;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.PlanEdits;
import dev.wirespeed.plan.Targets;
import dev.wirespeed.recommend.Answer;
import dev.wirespeed.recommend.Recommender;
import dev.wirespeed.shop.ExchangeRate;
import dev.wirespeed.shop.ExchangeRates;
import dev.wirespeed.solver.PlanEvaluator;
import dev.wirespeed.solver.model.Calibration;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code bench recommend}: the recommender on seed 000's two PCs without their cards (a direct link or
 * one switch), and on six such hosts with one switch, each 9 Gbit/s to the Ubuntu PC, used parts allowed;
 * then both again on a quarter, half and three quarters of the catalog's network parts (every k-th by
 * id, machines and CPUs all kept) to show how the time grows with the catalog. Prices in euros, dollars
 * and Canadian dollars count through three fixed rates stated in the output (a benchmark input, not
 * rates the service would ever assume).
 */
final class RecommendBench {

    private static final Set<String> NETWORK_KINDS = Set.of("nic", "switch", "cable", "transceiver");

    private static final ExchangeRates RATES = new ExchangeRates(List.of(
            new ExchangeRate("EUR", "JPY", new BigDecimal("160"), LocalDate.of(2026, 12, 1)),
            new ExchangeRate("USD", "JPY", new BigDecimal("150"), LocalDate.of(2026, 12, 1)),
            new ExchangeRate("CAD", "JPY", new BigDecimal("108"), LocalDate.of(2026, 12, 1))));

    private RecommendBench() {}

    static void run(Catalog catalog, int rounds, PrintStream out) {
        out.println("# recommend: rates for the bench only: 1 EUR = 160 JPY, 1 USD = 150 JPY, 1 CAD = 108 JPY");
        for (double share : new double[] {0.25, 0.5, 0.75, 1.0}) {
            Catalog c = share == 1.0 ? catalog : subset(catalog, share);
            for (int hosts : new int[] {2, 6}) {
                Plan p = hosts(hosts);
                Targets t = targets(p);
                Recommender.Request r = new Recommender.Request(t, 5, "JPY", RATES);
                Recommender.recommend(p, c, Calibration.PRIORS, r);
                List<Double> ms = new ArrayList<>();
                List<Double> peer = new ArrayList<>();
                Answer a = Recommender.recommend(p, c, Calibration.PRIORS, r);
                // the peer, timed in turn in the same rounds: one full evaluation (rules + model) of the
                // answer's own plan, so the figure reads "the search costs N evaluations"
                Plan answerPlan = a.builds().isEmpty() ? p : a.builds().get(0).plan();
                for (int i = 0; i < rounds; i++) {
                    long t0 = System.nanoTime();
                    a = Recommender.recommend(p, c, Calibration.PRIORS, r);
                    ms.add((System.nanoTime() - t0) / 1e6);
                    long t1 = System.nanoTime();
                    PlanEvaluator.evaluate(answerPlan, c, Calibration.PRIORS);
                    peer.add((System.nanoTime() - t1) / 1e6);
                }
                ms.sort(Double::compare);
                peer.sort(Double::compare);
                double med = ms.get(ms.size() / 2);
                double one = peer.get(peer.size() / 2);
                out.printf(
                        Locale.ROOT,
                        "recommend %d hosts, %d of %d parts: %.1f ms = %.0fx one evaluation of the answer's plan (%.2f ms),"
                                + " combinations %d, considered %d, evaluated %d, %d builds, cheapest %s%n",
                        hosts,
                        c.size(),
                        catalog.size(),
                        med,
                        med / one,
                        one,
                        a.combinations(),
                        a.considered(),
                        a.evaluated(),
                        a.builds().size(),
                        a.builds().isEmpty() ? "-" : a.builds().get(0).total().format());
            }
        }
    }

    /** Every k-th network part by id (k from the share), with every machine, CPU and storage device. */
    private static Catalog subset(Catalog catalog, double share) {
        List<Part> network = catalog.all().stream()
                .filter(p -> NETWORK_KINDS.contains(p.kind()))
                .sorted(Comparator.comparing(Part::id))
                .toList();
        List<Part> kept = new ArrayList<>(catalog.all().stream()
                .filter(p -> !NETWORK_KINDS.contains(p.kind()))
                .toList());
        int want = (int) Math.round(network.size() * share);
        for (int i = 0; i < want; i++) {
            kept.add(network.get((int) ((long) i * network.size() / want)));
        }
        // the seed's own parts stay (the R86S keeps its ConnectX-3), so that every subset has an answer to time
        for (String id : List.of(
                "mellanox-cx341a", "mellanox-mcx4121a-acat", "mikrotik-crs305-1g-4s-in", "10gtek-cab-10gsfp-p1m")) {
            catalog.find(id).filter(p -> !kept.contains(p)).ifPresent(kept::add);
        }
        return Catalog.of(kept);
    }

    /** Seed 000's Windows and Ubuntu PCs without their cards and switch, plus hosts h3.. with nothing. */
    static Plan hosts(int n) {
        Plan p = seed000();
        p = PlanEdits.removeNic(p, "win", "cx4").plan();
        p = PlanEdits.removeNic(p, "ubuntu", "cx4").plan();
        p = PlanEdits.removeSwitch(p, "crs305").plan();
        p = PlanEdits.removeFlow(p, "ubuntu-to-win").plan();
        for (int i = 3; i <= n; i++) {
            p = PlanEdits.addHost(p, Plan.Host.named("h" + i, "host " + i)).plan();
            p = PlanEdits.addFlow(
                            p, new Plan.Flow("h" + i + "-to-ubuntu", "h" + i, "ubuntu", null, 1, null, null, false))
                    .plan();
        }
        return p;
    }

    static Targets targets(Plan p) {
        List<Targets.FlowTarget> t =
                p.flows().stream().map(f -> new Targets.FlowTarget(f.id(), 9)).toList();
        return new Targets(t, null, Targets.Condition.USED, null);
    }

    private static Plan seed000() {
        try (InputStream in = RecommendBench.class.getClassLoader().getResourceAsStream("examples/seed-000.json")) {
            return Json.mapper().readValue(in, Plan.class);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
