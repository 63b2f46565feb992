package dev.wirespeed.web.api;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.recommend.Answer;
import dev.wirespeed.recommend.Build;
import dev.wirespeed.recommend.Energy;
import dev.wirespeed.recommend.FlowOutcome;
import dev.wirespeed.recommend.Proposal;
import dev.wirespeed.recommend.Unreachable;
import dev.wirespeed.recommend.UpgradePath;
import dev.wirespeed.text.Phrase;

import java.math.BigDecimal;
import java.util.List;

/**
 * The JSON answer of POST /api/plans/{id}/recommend: {@code builds} (cheapest first, a free build
 * first), {@code combinations} in the search space, {@code considered} and {@code evaluated} counts, {@code free} changes, and
 * {@code unreachable} (only when a target cannot be reached: why, and the closest builds), {@code
 * overBudget} (only when a budget left no build: the cheapest build that meets every target without
 * it). Amounts are
 * exact decimal strings as in the shopping list.
 */
public record RecommendationView(
        String plan,
        List<BuildView> builds,
        long combinations,
        long considered,
        long evaluated,
        boolean exhaustive,
        List<FreeView> free,
        UnreachableView unreachable,
        List<String> notPriced,
        List<PointView> tradeoff,
        List<StepView> upgrade,
        BuildView overBudget) {

    /** A step of the upgrade path (only when the request asks for it with {@code "upgrade": steps}). */
    public record StepView(
            String change, ShoppingListView.MoneyView cost, double fromGbps, double toGbps, @JsonIgnore Phrase text) {}

    /**
     * A build. {@code kwhPerYear}: the added power over a year at the hours a day set; {@code
     * energyPerYear}: its cost in the total's currency, written as null (not left out) when it cannot be
     * given, with {@code energyMissing} saying why ("no-kwh-price", or the kWh price's currency that has no
     * stored rate to the total's).
     */
    public record BuildView(
            boolean free,
            ShoppingListView.MoneyView total,
            List<String> changes,
            List<FlowView> flows,
            double powerW,
            List<String> powerUnknown,
            List<IssueView> issues,
            BigDecimal kwhPerYear,
            @JsonInclude(JsonInclude.Include.ALWAYS) ShoppingListView.MoneyView energyPerYear,
            String energyMissing,
            @JsonIgnore List<Phrase> changeTexts) {
        static BuildView of(Build b) {
            Energy e = b.energy();
            return new BuildView(
                    b.free(),
                    ShoppingListView.MoneyView.of(b.total()),
                    b.changes(),
                    b.flows().stream().map(FlowView::of).toList(),
                    b.powerW(),
                    b.powerUnknown().isEmpty() ? null : b.powerUnknown(),
                    b.issues().stream().map(IssueView::of).toList(),
                    e == null ? null : e.kwhPerYear(),
                    e == null ? null : ShoppingListView.MoneyView.of(e.perYear()),
                    e == null ? Energy.NO_KWH_PRICE : e.missing(),
                    b.changeTexts());
        }
    }

    public record RangeView(double low, double high, double level) {}

    public record BottleneckView(String stage, String side, String why) {}

    /** A flow's prediction; {@code minGbps} null when the flow has no target, {@code lowMeets}: whether the range's low end meets it too. */
    public record FlowView(
            String flow,
            double gbps,
            RangeView range,
            BottleneckView bottleneck,
            Double minGbps,
            Boolean meets,
            Boolean lowMeets) {
        static FlowView of(FlowOutcome f) {
            boolean targeted = f.minGbps() > 0;
            return new FlowView(
                    f.flow(),
                    f.gbps(),
                    new RangeView(f.low(), f.high(), 0.8),
                    new BottleneckView(f.bottleneck(), f.side(), f.why()),
                    targeted ? f.minGbps() : null,
                    targeted ? f.meets() : null,
                    targeted ? f.lowMeets() : null);
        }
    }

    public record IssueView(String rule, String severity, String message, String fix) {
        static IssueView of(Issue i) {
            return new IssueView(i.rule(), i.severity().toString(), i.message(), i.fix());
        }
    }

    /** A free change; {@code predicted} false for one the model has no term for (no flows then). */
    public record FreeView(
            String change,
            String what,
            List<FlowView> flows,
            boolean meetsTargets,
            boolean error,
            boolean predicted,
            @JsonIgnore Phrase text) {
        static FreeView of(Proposal p) {
            return new FreeView(
                    p.kind(),
                    p.what(),
                    p.flows().stream().map(FlowView::of).toList(),
                    p.meetsTargets(),
                    p.error(),
                    p.predicted(),
                    p.text());
        }
    }

    public record UnreachableView(List<UnreachableFlowView> flows, List<BuildView> closest) {}

    /** A target no build reaches: {@code message} says, in English, what binds it and what would move it. */
    public record UnreachableFlowView(
            String flow,
            double minGbps,
            double bestGbps,
            String stage,
            String host,
            String message,
            @JsonIgnore Phrase text) {
        static UnreachableFlowView of(Unreachable u) {
            return new UnreachableFlowView(
                    u.flow(), u.minGbps(), u.bestGbps(), u.stage(), u.host(), u.message(), u.text());
        }
    }

    public record PointView(ShoppingListView.MoneyView total, double slowestGbps, boolean pareto) {}

    public static RecommendationView of(String planId, Answer a, List<UpgradePath.Step> upgrade) {
        return new RecommendationView(
                planId,
                a.builds().stream().map(BuildView::of).toList(),
                a.combinations(),
                a.considered(),
                a.evaluated(),
                a.exhaustive(),
                a.free().stream().map(FreeView::of).toList(),
                a.unreachable().isEmpty()
                        ? null
                        : new UnreachableView(
                                a.unreachable().stream()
                                        .map(UnreachableFlowView::of)
                                        .toList(),
                                a.closest().stream().map(BuildView::of).toList()),
                a.notPriced(),
                a.tradeoff().stream()
                        .map(p -> new PointView(ShoppingListView.MoneyView.of(p.total()), p.slowestGbps(), p.pareto()))
                        .toList(),
                upgrade.isEmpty()
                        ? null
                        : upgrade.stream()
                                .map(s -> new StepView(
                                        s.what(),
                                        ShoppingListView.MoneyView.of(s.cost()),
                                        s.fromGbps(),
                                        s.toGbps(),
                                        s.text()))
                                .toList(),
                a.overBudget() == null ? null : BuildView.of(a.overBudget()));
    }
}
