package dev.wirespeed.plan;

import dev.wirespeed.text.Phrase;

import java.math.BigDecimal;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * What a person wants a plan to reach, stored with the plan (the document's optional {@code targets})
 * and read by the recommender: per flow a minimum predicted throughput, a budget in a currency, the
 * condition of parts to price, and the constraints on what may change. It lives with the plan because
 * it is part of the plan document; the search that reads it is {@code dev.wirespeed.recommend}.
 */
public record Targets(List<FlowTarget> flows, Budget budget, Condition condition, Constraints constraints) {

    public Targets {
        flows = flows == null ? List.of() : List.copyOf(flows);
        InvalidPlanValue.require(!flows.isEmpty(), "flows", "targets.value.flows");
        Set<String> seen = new HashSet<>();
        for (FlowTarget f : flows) {
            InvalidPlanValue.require(f != null, "flows", "targets.value.flowTarget");
            InvalidPlanValue.require(seen.add(f.flow()), "flows", "targets.value.twoTargets", f.flow());
        }
        if (condition == null) {
            condition = Condition.NEW;
        }
        if (constraints == null) {
            constraints = Constraints.NONE;
        }
    }

    public Targets(List<FlowTarget> flows) {
        this(flows, null, null, null);
    }

    /** The minimum for {@code flowId}, or 0 when it has no target. */
    public double minGbps(String flowId) {
        return flows.stream()
                .filter(f -> f.flow().equals(flowId))
                .mapToDouble(FlowTarget::minGbps)
                .findFirst()
                .orElse(0);
    }

    /** A flow of the plan (by id) and the predicted Gbit/s it must reach, more than 0 and at most 800. */
    public record FlowTarget(String flow, double minGbps) {
        public FlowTarget {
            InvalidPlanValue.require(flow != null && !flow.isBlank(), "flow", "targets.value.flow");
            InvalidPlanValue.require(minGbps > 0 && minGbps <= 800, "minGbps", "targets.value.minGbps");
        }
    }

    /**
     * The most the parts a build adds may cost, in a currency: an exact decimal in its major unit ("40000"
     * JPY). The currency is required, because a budget compared through a guessed currency is no budget.
     */
    public record Budget(BigDecimal amount, String currency) {
        public Budget {
            InvalidPlanValue.require(amount != null && amount.signum() > 0, "amount", "targets.value.budget");
            InvalidPlanValue.require(
                    currency != null && currency.matches("[A-Z]{3}"), "currency", "targets.value.currency");
        }
    }

    /**
     * Which catalog prices may be used: new ones only; used (or refurbished) ones where a part has one,
     * else its new price (nobody sells a used DAC); or whichever is cheaper.
     */
    public enum Condition {
        NEW,
        USED,
        ANY;

        /** Whether a catalog price in {@code priceCondition} ("new", "used", "refurbished", or none) may be used at all. */
        public boolean allows(String priceCondition) {
            String c = priceCondition == null ? "new" : priceCondition;
            return switch (this) {
                case NEW -> c.equals("new");
                case USED, ANY -> true;
            };
        }

        public static Condition parse(String s) {
            for (Condition c : values()) {
                if (c.toString().equals(s == null ? "" : s.trim().toLowerCase(Locale.ROOT))) {
                    return c;
                }
            }
            throw new InvalidPlanValue("condition", Phrase.of("targets.value.condition", s));
        }

        @Override
        public String toString() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * What may change and what a build must respect. {@code keepHosts}: machines whose cards stay as they
     * are (nothing is added to or taken out of them). {@code owned}: catalog parts the person has and
     * keeps, used at no cost. {@code distanceM}: metres between a machine and the switch or the other
     * machine (1 m when not given, {@code distances} per host id overriding it). {@code slots}: the free
     * slot of a machine whose board is not in the plan, as the person states it (seed 000: "PCIe 4.0 x4").
     * {@code fanless}: a switch must be fanless; {@code maxAddedPowerW}: what the added parts may draw;
     * {@code sparePorts}: switch ports left free for later.
     */
    public record Constraints(
            List<String> keepHosts,
            List<String> owned,
            Double distanceM,
            Map<String, Double> distances,
            Map<String, Slot> slots,
            Boolean fanless,
            Double maxAddedPowerW,
            Integer sparePorts) {

        public static final Constraints NONE = new Constraints(null, null, null, null, null, null, null, null);

        /** The distance assumed when none is given: machines on one desk or shelf. */
        public static final double DEFAULT_DISTANCE_M = 1.0;

        public Constraints {
            keepHosts = keepHosts == null ? List.of() : List.copyOf(keepHosts);
            owned = owned == null ? List.of() : List.copyOf(owned);
            distances = distances == null ? Map.of() : Map.copyOf(distances);
            slots = slots == null ? Map.of() : Map.copyOf(slots);
            InvalidPlanValue.require(
                    distanceM == null || distanceM > 0 && distanceM <= 100000, "distanceM", "targets.value.distance");
            for (Double d : distances.values()) {
                InvalidPlanValue.require(d != null && d > 0 && d <= 100000, "distances", "targets.value.distance");
            }
            InvalidPlanValue.require(
                    maxAddedPowerW == null || maxAddedPowerW >= 0, "maxAddedPowerW", "targets.value.power");
            InvalidPlanValue.require(
                    sparePorts == null || sparePorts >= 0 && sparePorts <= 64, "sparePorts", "targets.value.spare");
        }

        /** Metres between {@code hostId} and whatever it is linked to. */
        public double distanceOf(String hostId) {
            Double d = distances.get(hostId);
            return d != null ? d : distanceM != null ? distanceM : DEFAULT_DISTANCE_M;
        }

        public boolean keeps(String hostId) {
            return keepHosts.contains(hostId);
        }

        public boolean requiresFanless() {
            return Boolean.TRUE.equals(fanless);
        }

        public int spare() {
            return sparePorts == null ? 0 : sparePorts;
        }
    }

    /** A free PCIe slot as a person states it: generation and electrical lanes (mechanically open or long enough). */
    public record Slot(int gen, int lanes) {
        public Slot {
            InvalidPlanValue.require(gen >= 1 && gen <= 6, "gen", "plan.value.gen");
            InvalidPlanValue.require(List.of(1, 2, 4, 8, 16).contains(lanes), "lanes", "plan.value.lanes");
        }
    }
}
