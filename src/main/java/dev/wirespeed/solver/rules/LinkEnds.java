package dev.wirespeed.solver.rules;

import dev.wirespeed.catalog.Cable;
import dev.wirespeed.catalog.Cage;
import dev.wirespeed.catalog.PortGroup;
import dev.wirespeed.catalog.Transceiver;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.text.Phrase;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The two ends of each link, with what is plugged into each, for rules that look at one end at a time. */
final class LinkEnds {

    /** One end: its name for messages, the port group, the module in it, the DAC/AOC end if any. */
    record End(
            ResolvedPlan.ResolvedLink link, String side, Plan.End end, PortGroup port, Transceiver module, Cable dac) {
        Phrase name(ResolvedPlan plan) {
            return Phrase.of("rule.end", plan.linkName(link), side, device(plan), end.port());
        }

        String device(ResolvedPlan plan) {
            var h = plan.hosts().get(end.device());
            if (h != null) {
                var n = end.nic() == null ? null : h.nics().get(end.nic());
                return (h.host().name() == null ? h.host().id() : h.host().name())
                        + (n == null ? "" : ", " + n.label());
            }
            var s = plan.switches().get(end.device());
            return s == null ? end.device() : s.part().displayName();
        }
    }

    private LinkEnds() {}

    static List<End> all(ResolvedPlan plan) {
        List<End> out = new ArrayList<>();
        for (ResolvedPlan.ResolvedLink l : plan.links()) {
            Cable dac = l.cable() != null && l.cable().isDirectAttach() ? l.cable() : null;
            if (l.portA() != null) {
                out.add(new End(l, "A", l.link().a(), l.portA(), l.moduleA(), dac));
            }
            if (l.portB() != null) {
                out.add(new End(l, "B", l.link().b(), l.portB(), l.moduleB(), dac));
            }
        }
        return out;
    }

    /**
     * The ends of {@link #all} grouped by the device they plug into, in link order: rules that look
     * at one switch's ports read its own list instead of scanning every link once per switch.
     */
    static Map<String, List<End>> byDevice(ResolvedPlan plan) {
        Map<String, List<End>> out = new HashMap<>();
        for (End e : all(plan)) {
            out.computeIfAbsent(e.end().device(), k -> new ArrayList<>()).add(e);
        }
        return out;
    }

    /** Whether a module is of a standard a switch's module limit names ("10GBASE-T" matches "10GBASE-T (30 m)"). */
    static boolean isOfStandard(Transceiver module, String standard) {
        return module != null
                && module.standard() != null
                && module.standard().toUpperCase(Locale.ROOT).contains(standard.toUpperCase(Locale.ROOT));
    }

    static String cage(Cage c) {
        return c.label().toUpperCase(Locale.ROOT);
    }

    static String speeds(List<Double> s) {
        return s.stream().map(LinkEnds::speed).reduce((a, b) -> a + "/" + b).orElse("none");
    }

    static String speed(double v) {
        return (v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v)) + "G";
    }
}
