package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Caveat;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Os;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

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
            Os hostOs = h.host().os();
            for (ResolvedPlan.ResolvedNic n : h.nics().values()) {
                if (n.part() != null) {
                    report(
                            n.part().caveats(),
                            n.label(),
                            hostOs,
                            h.host().id() + "/" + n.placement().id(),
                            out);
                }
            }
            if (h.board() != null) {
                report(
                        h.board().caveats(),
                        h.board().displayName(),
                        hostOs,
                        h.host().id(),
                        out);
            }
        }
    }

    /**
     * A caveat applies to the host's own OS, to the kernel it is built on (a FreeBSD driver caveat
     * holds on OPNsense), and to every OS when written for "any".
     */
    static boolean applies(Caveat c, Os hostOs) {
        return c.appliesTo(hostOs.toString(), hostOs.family().toString());
    }

    private void report(List<Caveat> caveats, String what, Os hostOs, String where, Consumer<Issue> out) {
        String os = hostOs.toString();
        for (Caveat c : caveats) {
            if (applies(c, hostOs)) {
                out.accept(issue(
                        Severity.parse(c.severity()),
                        Phrase.of(
                                "rule.os-driver-caveat.1",
                                what,
                                os,
                                (c.versions() == null ? "" : " " + c.versions()),
                                c.note(),
                                c.source()),
                        Phrase.of("rule.os-driver-caveat.1.fix"),
                        where));
            }
        }
    }
}
