package dev.wirespeed.app;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.json.JsonProblem;
import dev.wirespeed.plan.InvalidPlanValue;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.PlanEdits;
import dev.wirespeed.plan.Targets;
import dev.wirespeed.recommend.Answer;
import dev.wirespeed.recommend.Build;
import dev.wirespeed.recommend.Recommender;
import dev.wirespeed.recommend.UpgradePath;
import dev.wirespeed.shop.ExchangeRates;
import dev.wirespeed.shop.PartPrices;
import dev.wirespeed.shop.ShopSettings;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.store.ExchangeRateRepository;
import dev.wirespeed.text.Phrase;
import dev.wirespeed.units.Money;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Recommendations for stored plans: the request is checked here (400 with the JSON path of each
 * problem: a bad target, a flow the plan does not have, a budget without its currency), a plan that does
 * not exist is a 404, and the search runs with the catalog, the learned calibration and the stored rates.
 * Without targets in the request the plan's stored targets are used.
 */
public final class RecommendService {

    private final PlanService plans;
    private final Supplier<Catalog> catalog;
    private final Supplier<Calibration> calibration;
    private final ExchangeRateRepository rates;
    private final Supplier<ShopSettings> settings;
    private final ObjectMapper reader;

    /** {@code settings}: the shop settings whose price per kWh and hours a day price each build's energy. */
    public RecommendService(
            PlanService plans,
            Supplier<Catalog> catalog,
            Supplier<Calibration> calibration,
            ExchangeRateRepository rates,
            Supplier<ShopSettings> settings,
            ObjectMapper json) {
        this.plans = plans;
        this.settings = settings;
        this.catalog = catalog;
        this.calibration = calibration;
        this.rates = rates;
        this.reader = json.copy().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    }

    /** The request body of POST /api/plans/{id}/recommend; every field may be left out but a target must come from somewhere. */
    public record Request(
            List<Targets.FlowTarget> targets,
            Targets.Budget budget,
            Targets.Condition condition,
            Integer limit,
            Targets.Constraints constraints,
            Integer upgrade) {}

    /** Reads a request body; 400 at the JSON path of the first problem. */
    public Request read(String json) {
        try {
            Request r = reader.readValue(json == null || json.isBlank() ? "{}" : json, Request.class);
            return r == null ? new Request(null, null, null, null, null, null) : r;
        } catch (ValueInstantiationException e) {
            if (e.getCause() instanceof InvalidPlanValue v) {
                throw AppError.badRequest(
                        PlanService.path(e) + "." + v.field(),
                        v.phrase() != null ? v.phrase() : Phrase.of(AppError.QUOTED, v.getMessage()));
            }
            throw AppError.badRequest(PlanService.path(e), Phrase.of("plan.read.json", JsonProblem.describe(e)));
        } catch (InvalidFormatException e) {
            throw AppError.badRequest(PlanService.path(e), Phrase.of("plan.read.json", JsonProblem.describe(e)));
        } catch (JsonMappingException e) {
            throw AppError.badRequest(PlanService.path(e), Phrase.of("plan.read.json", JsonProblem.describe(e)));
        } catch (JsonProcessingException e) {
            throw AppError.badRequest("$", Phrase.of("recommend.read.unreadable", JsonProblem.describe(e)));
        }
    }

    /** What the recommendation answers, with the plan it was made for. */
    public record Recommended(Plan plan, Answer answer, List<UpgradePath.Step> upgrade) {}

    public Recommended recommend(String planId, String json) {
        return recommend(planId, read(json));
    }

    /**
     * "Use this build": the recommendation asked again (the search is deterministic, so the same request
     * on the same catalog and calibration gives the same builds) and build {@code index} (0-based, as
     * listed) saved as a new plan named after it (keeping the plan's stored targets). 400 at
     * {@code build} when there is no such build.
     */
    public PlanService.Stored use(String planId, String json, int index, String savedBy) {
        return use(planId, read(json), index, savedBy);
    }

    /** "Use this build" for a request already read (the page's form); {@code savedBy} the account, or null. */
    public PlanService.Stored use(String planId, Request request, int index, String savedBy) {
        Recommended r = recommend(planId, request);
        List<Build> builds = r.answer().builds();
        if (index < 0 || index >= builds.size()) {
            throw AppError.badRequest(
                    "build", Phrase.of("recommend.check.build", builds.size(), Math.max(0, builds.size() - 1)));
        }
        Plan chosen = builds.get(index).plan();
        Plan p = PlanEdits.settings(
                        chosen,
                        (chosen.name() == null ? planId : chosen.name()) + " (recommended build " + (index + 1) + ")",
                        chosen.description(),
                        chosen.currency())
                .plan();
        return plans.create(p, savedBy);
    }

    /** The plan a recommendation is asked for (404 when there is none). */
    public Plan plan(String planId) {
        return plans.get(planId).plan();
    }

    public Recommended recommend(String planId, Request r) {
        Plan plan = plans.get(planId).plan();
        Targets stored = plan.targets();
        List<Targets.FlowTarget> flows = r.targets() != null ? r.targets() : stored == null ? null : stored.flows();
        List<AppError.Detail> d = new ArrayList<>();
        if (flows == null || flows.isEmpty()) {
            d.add(AppError.Detail.of("$.targets", Phrase.of("recommend.check.targets")));
        } else {
            for (int i = 0; i < flows.size(); i++) {
                Targets.FlowTarget t = flows.get(i);
                if (t == null) {
                    d.add(AppError.Detail.of("$.targets[" + i + "]", Phrase.of("recommend.check.target")));
                } else if (plan.flows().stream().noneMatch(f -> f.id().equals(t.flow()))) {
                    d.add(AppError.Detail.of(
                            "$.targets[" + i + "].flow", Phrase.of("recommend.check.noFlow", t.flow())));
                } else if (flows.subList(0, i).stream()
                        .anyMatch(x -> x != null && x.flow().equals(t.flow()))) {
                    d.add(AppError.Detail.of(
                            "$.targets[" + i + "].flow", Phrase.of("targets.value.twoTargets", t.flow())));
                }
            }
        }
        int limit = r.limit() == null ? Recommender.DEFAULT_LIMIT : r.limit();
        int upgrade = r.upgrade() == null ? 0 : r.upgrade();
        if (upgrade < 0 || upgrade > 10) {
            d.add(AppError.Detail.of("$.upgrade", Phrase.of("recommend.check.upgrade")));
        }
        if (limit < 1 || limit > 50) {
            d.add(AppError.Detail.of("$.limit", Phrase.of("recommend.check.limit")));
        }
        if (r.budget() != null) {
            try {
                Money.currency(r.budget().currency());
                Money.of(r.budget().amount(), Money.currency(r.budget().currency()));
            } catch (IllegalArgumentException e) {
                d.add(AppError.quotedDetail("$.budget", e.getMessage()));
            }
        }
        Targets.Constraints c =
                r.constraints() != null ? r.constraints() : stored == null ? null : stored.constraints();
        if (c != null) {
            for (int i = 0; i < c.keepHosts().size(); i++) {
                if (plan.host(c.keepHosts().get(i)).isEmpty()) {
                    d.add(AppError.Detail.of(
                            "$.constraints.keepHosts[" + i + "]",
                            Phrase.of("recommend.check.noHost", c.keepHosts().get(i))));
                }
            }
            for (int i = 0; i < c.owned().size(); i++) {
                if (!catalog.get().contains(c.owned().get(i))) {
                    d.add(AppError.Detail.of(
                            "$.constraints.owned[" + i + "]",
                            Phrase.of("plan.check.noPart", c.owned().get(i))));
                }
            }
        }
        if (!d.isEmpty()) {
            AppError.Detail first = d.get(0);
            throw AppError.of(
                    400,
                    Phrase.concat(
                            first.path(),
                            ": ",
                            first.phrase() != null ? first.phrase() : Phrase.verbatim(first.message())),
                    d);
        }
        Targets targets = new Targets(
                flows,
                r.budget() != null ? r.budget() : stored == null ? null : stored.budget(),
                r.condition() != null ? r.condition() : stored == null ? null : stored.condition(),
                c);
        ExchangeRates storedRates = new ExchangeRates(rates.all());
        Answer a = Recommender.recommend(
                plan,
                catalog.get(),
                calibration.get(),
                new Recommender.Request(targets, limit, null, storedRates, settings.get()));
        List<UpgradePath.Step> path = upgrade == 0
                ? List.of()
                : UpgradePath.of(
                        plan,
                        catalog.get(),
                        calibration.get(),
                        new PartPrices(
                                plan,
                                catalog.get(),
                                targets.condition(),
                                Money.currency(
                                        targets.budget() != null
                                                ? targets.budget().currency()
                                                : plan.currency()),
                                storedRates),
                        upgrade);
        return new Recommended(plan, a, path);
    }
}
