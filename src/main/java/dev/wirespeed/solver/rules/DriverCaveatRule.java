package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Caveat;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;

import java.util.List;
import java.util.function.Consumer;

/** Known OS and driver problems from the catalog, for the OS each host runs. */
final class DriverCaveatRule implements Rule {
    public String id() {
        return "os-driver-caveat";
    }

    public Severity severity() {
        return Severity.WARNING;
    }

    public String description() {
        return "catalog caveats (driver support, known defects) of a host's NICs and board for the host's OS";
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        for (ResolvedPlan.ResolvedHost h : plan.hosts().values()) {
            String os = h.host().os().toString();
            for (ResolvedPlan.ResolvedNic n : h.nics().values()) {
                if (n.part() != null) {
                    report(
                            n.part().caveats(),
                            n.label(),
                            os,
                            h.host().id() + "/" + n.placement().id(),
                            out);
                }
            }
            if (h.board() != null) {
                report(
                        h.board().caveats(),
                        h.board().displayName(),
                        os,
                        h.host().id(),
                        out);
            }
        }
    }

    private void report(List<Caveat> caveats, String what, String os, String where, Consumer<Issue> out) {
        for (Caveat c : caveats) {
            if (c.os().equals(os) || c.os().equals("any")) {
                out.accept(issue(
                        Severity.parse(c.severity()),
                        what + " on " + os + (c.versions() == null ? "" : " " + c.versions()) + ": " + c.note()
                                + " (source: " + c.source() + ")",
                        "check the driver version before you buy",
                        where));
            }
        }
    }
}
