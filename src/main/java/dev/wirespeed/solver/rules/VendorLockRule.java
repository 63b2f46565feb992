package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Part;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.Locale;
import java.util.function.Consumer;

/** NICs that accept only their vendor's coded optics (Intel 82599/X520 by default) with third-party modules or DACs. */
final class VendorLockRule implements Rule {
    public String id() {
        return "vendor-locked-optics";
    }

    public Severity severity() {
        return Severity.WARNING;
    }

    public String description() {
        return "third-party modules or DACs in NICs that by default accept only vendor-coded optics";
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        for (LinkEnds.End e : LinkEnds.all(plan)) {
            var h = plan.hosts().get(e.end().device());
            if (h == null) {
                continue;
            }
            var n = e.end().nic() == null
                    ? (h.nics().size() == 1 ? h.nics().values().iterator().next() : null)
                    : h.nics().get(e.end().nic());
            if (n == null
                    || n.part() == null
                    || n.part().vendorLock() == null
                    || !n.part().vendorLock().locked()) {
                continue;
            }
            Part plugged = e.module() != null ? e.module() : e.dac();
            if (plugged == null) {
                continue;
            }
            String vendor = n.part().vendor().toLowerCase(Locale.ROOT);
            boolean coded = plugged.vendor().toLowerCase(Locale.ROOT).contains(vendor)
                    || (e.module() != null
                            && e.module().vendorCoding() != null
                            && e.module()
                                    .vendorCoding()
                                    .toLowerCase(Locale.ROOT)
                                    .contains(vendor));
            if (!coded) {
                out.accept(issue(
                        Phrase.of(
                                "rule.vendor-locked-optics.1",
                                e.name(plan),
                                n.label(),
                                Phrase.of("rule.vendor-locked-optics.policy."
                                        + n.part().vendorLock().policy()),
                                plugged.displayName(),
                                n.part().vendor(),
                                n.part().vendorLock().note()),
                        n.part().vendorLock().override() != null
                                ? Phrase.of(
                                        "rule.vendor-locked-optics.1.fix.allow",
                                        n.part().vendorLock().override())
                                : Phrase.of(
                                        "rule.vendor-locked-optics.1.fix.buy",
                                        n.part().vendor()),
                        e.link().link().id()));
            }
        }
    }
}
