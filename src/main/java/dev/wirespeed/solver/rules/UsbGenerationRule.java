package dev.wirespeed.solver.rules;

import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.model.Bus;
import dev.wirespeed.solver.model.Bus.UsbGeneration;
import dev.wirespeed.solver.model.ThroughputModel;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.Locale;
import java.util.function.Consumer;

/** A USB adapter is limited by the USB generation it negotiates (USB 3.2 Gen1: 5 Gbit/s x 8b/10b = 4.0 Gbit/s of data). */
final class UsbGenerationRule implements Rule {
    public String id() {
        return "usb-generation";
    }

    public Severity severity() {
        return Severity.WARNING;
    }

    public String description() {
        return "USB adapters: the USB generation's data rate (after line coding) vs the adapter's port speed, and adapters on slower ports";
    }

    @Override
    public void check(ResolvedPlan plan, Consumer<Issue> out) {
        for (ResolvedPlan.ResolvedHost h : plan.hosts().values()) {
            for (ResolvedPlan.ResolvedNic n : h.nics().values()) {
                if (!(n.negotiated() instanceof Bus.Usb negotiated)) {
                    continue;
                }
                String where = h.host().id() + "/" + n.placement().id();
                UsbGeneration gen = negotiated.gen();
                double data = ThroughputModel.usbDataGbps(gen);
                double port = n.ports().get(0).maxGbps();
                if (n.own() instanceof Bus.Usb adapter && gen != adapter.gen()) {
                    out.accept(issue(
                            Phrase.of("rule.usb-generation.1", n.label(), adapter.gen(), gen),
                            Phrase.of("rule.usb-generation.1.fix"),
                            where));
                }
                if (data < port) {
                    out.accept(issue(
                            Phrase.of(
                                    "rule.usb-generation.2",
                                    n.label(),
                                    gen,
                                    String.format(Locale.ROOT, "%.2f", data),
                                    LinkEnds.speed(port)),
                            Phrase.of("rule.usb-generation.2.fix"),
                            where));
                }
            }
        }
    }
}
