package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Board;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.model.ThroughputModel;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.Locale;
import java.util.function.Consumer;

/** NICs and disks behind the chipset share its uplink to the CPU (e.g. B550: PCIe 3.0 x4 = 31.5 Gbit/s). */
final class ChipsetUplinkRule implements Rule {
    public String id() {
        return "chipset-uplink";
    }

    public Severity severity() {
        return Severity.WARNING;
    }

    public String description() {
        return "chipset-attached NICs plus the host's storage vs the chipset uplink they share";
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        for (ResolvedPlan.ResolvedHost h : plan.hosts().values()) {
            Board b = h.board();
            if (b == null || b.chipsetUplink() == null) {
                continue;
            }
            double nics = 0;
            StringBuilder who = new StringBuilder();
            for (ResolvedPlan.ResolvedNic n : h.nics().values()) {
                if (n.slot() != null && n.slot().onChipset()) {
                    double need = n.ports().stream()
                            .mapToDouble(g -> g.maxGbps() * g.count())
                            .sum();
                    nics += need;
                    who.append(n.label())
                            .append(' ')
                            .append(LinkEnds.speed(need))
                            .append(", ");
                }
            }
            if (nics == 0) {
                continue;
            }
            double storage = h.storage().stream()
                    .filter(s -> s.seqReadMBps() != null)
                    .mapToDouble(s -> s.seqReadMBps() * 8 / 1000)
                    .sum();
            double uplink = ThroughputModel.pcieDataGbps(
                    b.chipsetUplink().gen(), b.chipsetUplink().lanes());
            if (nics + storage > uplink) {
                out.accept(issue(
                        Phrase.of(
                                "rule.chipset-uplink.1",
                                b.chipsetUplink().name(),
                                String.format(Locale.ROOT, "%.1f", uplink),
                                who,
                                String.format(Locale.ROOT, "%.1f", storage),
                                String.format(Locale.ROOT, "%.1f", nics + storage)),
                        Phrase.of("rule.chipset-uplink.1.fix"),
                        h.host().id()));
            }
        }
    }
}
