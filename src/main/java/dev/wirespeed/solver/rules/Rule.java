package dev.wirespeed.solver.rules;

import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.function.Consumer;

/**
 * One validation rule: a stable id (used in the API, the README table and tests), its usual
 * severity, what it checks, and the check itself, which reports issues whose messages show both
 * numbers and a fix.
 */
public interface Rule {

    String id();

    Severity severity();

    String description();

    void check(ResolvedPlan plan, Consumer<Issue> out);

    default Issue issue(Phrase message, Phrase fix, String where) {
        return new Issue(id(), severity(), message, fix, where);
    }

    default Issue issue(Severity severity, Phrase message, Phrase fix, String where) {
        return new Issue(id(), severity, message, fix, where);
    }

    default Issue issue(String message, String fix, String where) {
        return new Issue(id(), severity(), message, fix, where);
    }

    default Issue issue(Severity severity, String message, String fix, String where) {
        return new Issue(id(), severity, message, fix, where);
    }
}
