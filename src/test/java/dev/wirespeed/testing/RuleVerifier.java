package dev.wirespeed.testing;

import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Part;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.Evaluation;
import dev.wirespeed.solver.PlanEvaluator;
import dev.wirespeed.solver.model.Calibration;
import dev.wirespeed.solver.resolve.PlanResolver;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.solver.rules.Rule;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Runs one rule over a plan resolved the way production resolves it ({@link PlanResolver} over the
 * repository catalog, plus any custom parts) and checks what it raised, in the spirit of Timefold's
 * ConstraintVerifier:
 * <pre>{@code
 * RuleVerifier.forRule(new PcieLinkRule()).given(plan)
 *         .raises("pcie-link").once().asWarning().withMessageContaining("4.00 Gbit/s").on("win/x520");
 * RuleVerifier.forRule(new PcieLinkRule()).given(otherPlan).raisesNothing();
 * }</pre>
 * Each step narrows the issues still matching and fails at once when none are left, listing what
 * the rule actually raised. A plan that does not resolve cleanly (a misspelt part id, a slot the
 * board lacks) fails before the rule runs, so a typo cannot make {@code raisesNothing()} pass.
 * The severity strings live here only ({@link Raised#asError()} ...).
 */
public final class RuleVerifier {

    private final String subject;
    private final Function<ResolvedPlan, List<Issue>> check;
    private final Predicate<String> knownId;
    private final boolean structural;
    private final List<Part> customParts;

    private RuleVerifier(
            String subject,
            Function<ResolvedPlan, List<Issue>> check,
            Predicate<String> knownId,
            boolean structural,
            List<Part> customParts) {
        this.subject = subject;
        this.check = check;
        this.knownId = knownId;
        this.structural = structural;
        this.customParts = List.copyOf(customParts);
    }

    /** Verifies one rule alone. */
    public static RuleVerifier forRule(Rule rule) {
        return new RuleVerifier(
                "rule " + rule.id(),
                rp -> {
                    List<Issue> out = new ArrayList<>();
                    rule.check(rp, out::add);
                    return out;
                },
                rule.id()::equals,
                false,
                List.of());
    }

    /**
     * Verifies the structural checks: what resolving finds (unknown-part, unknown-slot, link-end)
     * and what routing flows finds (flow-endpoints, no-route).
     */
    public static RuleVerifier forStructuralChecks() {
        return new RuleVerifier(
                "the structural checks",
                rp -> {
                    List<Issue> out = new ArrayList<>(rp.resolveIssues());
                    Evaluation e = PlanEvaluator.evaluate(rp.plan(), rp.catalog(), Calibration.PRIORS);
                    e.flows().forEach(f -> out.addAll(f.issues()));
                    return out;
                },
                id -> true,
                true,
                List.of());
    }

    /** The same verifier over the repository catalog plus these custom parts (as a person adds them). */
    public RuleVerifier withCustomParts(Part... parts) {
        List<Part> all = new ArrayList<>(customParts);
        all.addAll(Arrays.asList(parts));
        return new RuleVerifier(subject, check, knownId, structural, all);
    }

    public Outcome given(Plans.PlanBuilder plan) {
        return given(plan.build());
    }

    public Outcome given(Plan plan) {
        Catalog catalog = customParts.isEmpty()
                ? Catalogs.repo()
                : new Catalog(Catalogs.repo().all(), customParts);
        ResolvedPlan rp = PlanResolver.resolve(plan, catalog);
        if (!structural && !rp.resolveIssues().isEmpty()) {
            throw new AssertionError("the plan given to " + subject
                    + " does not resolve cleanly, so the rule would not see it as meant:" + list(rp.resolveIssues()));
        }
        return new Outcome(check.apply(rp));
    }

    private static String list(List<Issue> issues) {
        if (issues.isEmpty()) {
            return " nothing";
        }
        return issues.stream()
                .map(i -> "\n  - [" + i.severity() + "] " + i.rule() + " on " + i.where() + ": " + i.message())
                .collect(Collectors.joining());
    }

    /** What the rule raised for one plan. */
    public final class Outcome {
        private final List<Issue> issues;

        private Outcome(List<Issue> issues) {
            this.issues = List.copyOf(issues);
        }

        /** At least one issue with this rule id; the steps that follow narrow it down. */
        public Raised raises(String ruleId) {
            if (!knownId.test(ruleId)) {
                throw new AssertionError(subject + " cannot raise '" + ruleId + "': check the rule id");
            }
            return new Raised(
                    this,
                    "an issue " + ruleId,
                    issues.stream().filter(i -> i.rule().equals(ruleId)).toList());
        }

        public void raisesNothing() {
            if (!issues.isEmpty()) {
                throw new AssertionError("expected " + subject + " to raise nothing, but it raised:" + list(issues));
            }
        }

        /** Everything raised, for assertions the steps do not cover. */
        public List<Issue> issues() {
            return issues;
        }
    }

    /** The issues still matching the expectation built so far. */
    public final class Raised {
        private final Outcome outcome;
        private final String expectation;
        private final List<Issue> matching;

        private Raised(Outcome outcome, String expectation, List<Issue> matching) {
            this.outcome = outcome;
            this.expectation = expectation;
            this.matching = matching;
            if (matching.isEmpty()) {
                throw new AssertionError(
                        "expected " + subject + " to raise " + expectation + ", but it raised:" + list(outcome.issues));
            }
        }

        private Raised narrow(String what, Predicate<Issue> test) {
            return new Raised(
                    outcome,
                    expectation + " " + what,
                    matching.stream().filter(test).toList());
        }

        /** Exactly one issue matches so far. */
        public Raised once() {
            return times(1);
        }

        /** Exactly {@code n} issues match so far. */
        public Raised times(int n) {
            if (matching.size() != n) {
                throw new AssertionError("expected " + subject + " to raise " + expectation + " " + n + " time(s), but "
                        + matching.size() + " match; it raised:" + list(outcome.issues));
            }
            return this;
        }

        public Raised asError() {
            return withSeverity("error");
        }

        public Raised asWarning() {
            return withSeverity("warning");
        }

        public Raised asInfo() {
            return withSeverity("info");
        }

        public Raised withSeverity(String severity) {
            return narrow(
                    "with severity " + severity, i -> i.severity().toString().equals(severity));
        }

        /** The message contains every one of these texts. */
        public Raised withMessageContaining(String... texts) {
            return narrow("with a message containing " + quoted(texts), i -> Arrays.stream(texts)
                    .allMatch(i.message()::contains));
        }

        public Raised withFixContaining(String text) {
            return narrow(
                    "with a fix containing \"" + text + "\"",
                    i -> i.fix() != null && i.fix().contains(text));
        }

        /** About this plan element (a host, "host/nic", link, switch or flow id). */
        public Raised on(String where) {
            return narrow("on " + where, i -> where.equals(i.where()));
        }

        /** A further expectation on the same plan's issues. */
        public Raised andRaises(String ruleId) {
            return outcome.raises(ruleId);
        }

        private static String quoted(String... texts) {
            return Arrays.stream(texts).map(t -> "\"" + t + "\"").collect(Collectors.joining(" and "));
        }
    }
}
