package dev.wirespeed.solver.rules;

import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.model.Bus;
import dev.wirespeed.solver.model.Bus.UsbGeneration;
import dev.wirespeed.solver.model.ThroughputModel;
import dev.wirespeed.solver.resolve.ResolvedPlan;

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
                            n.label() + " is a USB " + adapter.gen() + " adapter on a USB " + gen + " port",
                            "use a faster USB port",
                            where));
                }
                if (data < port) {
                    out.accept(issue(
                            String.format(
                                    Locale.ROOT,
                                    "%s: USB %s carries %.2f Gbit/s of data after line coding, less than its %s port; 5GbE adapters on USB 3.2 Gen1 measure about 3.3-3.5 Gbit/s",
                                    n.label(),
                                    gen,
                                    data,
                                    LinkEnds.speed(port)),
                            "use USB 3.2 Gen2 (10 Gbit/s) or Thunderbolt/PCIe, and MTU 9000 to cut per-frame cost",
                            where));
                }
            }
        }
    }
}
