package dev.wirespeed.recommend;

import dev.wirespeed.units.Money;

import java.util.List;

/**
 * What the recommender answers: the cheapest builds that meet every target, cheapest first (a free
 * build first when there is one); how many hub-and-card combinations the search space holds (at least
 * that many complete builds), how many complete candidate builds the search enumerated
 * ({@code considered}) and how many of them it ran through the full solver ({@code evaluated}); whether
 * it searched the whole space ({@code exhaustive}; false only when it hit its cap); the free changes
 * with their predictions; the targets no part reaches with the reason, and the closest builds then; the
 * parts left out for want of a usable price; and every evaluated build without an error as a point of
 * cost against the slowest targeted flow, the Pareto front marked; and when a budget left no build
 * and every target is reachable, the cheapest build that meets them all over that budget
 * ({@code overBudget}, else null).
 */
public record Answer(
        List<Build> builds,
        long combinations,
        long considered,
        long evaluated,
        boolean exhaustive,
        List<Proposal> free,
        List<Unreachable> unreachable,
        List<Build> closest,
        List<String> notPriced,
        List<Point> tradeoff,
        Build overBudget) {

    public Answer {
        builds = List.copyOf(builds);
        free = List.copyOf(free);
        unreachable = List.copyOf(unreachable);
        closest = List.copyOf(closest);
        notPriced = List.copyOf(notPriced);
        tradeoff = List.copyOf(tradeoff);
    }

    /** One evaluated build: its total and its slowest targeted flow; {@code pareto} when no build is cheaper and faster. */
    public record Point(Money total, double slowestGbps, boolean pareto) {}
}
