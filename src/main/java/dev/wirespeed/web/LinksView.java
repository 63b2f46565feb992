package dev.wirespeed.web;

import dev.wirespeed.catalog.Cable;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.PortGroup;
import dev.wirespeed.catalog.Switch;
import dev.wirespeed.catalog.Transceiver;
import dev.wirespeed.fit.CordFit;
import dev.wirespeed.fit.Fit;
import dev.wirespeed.fit.Plugs;
import dev.wirespeed.fit.PortFit;
import dev.wirespeed.fit.Reach;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.resolve.ResolvedPlan;
import dev.wirespeed.web.EditorContext.Group;
import dev.wirespeed.web.EditorContext.Option;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The link cards and the link form: every port by device, and for two chosen ports the media
 * that fit ({@link PortFit}, {@link CordFit}, {@link Reach}) listed before the others with the
 * reason they do not.
 */
public final class LinksView {

    /** The medium choices for a pair of ports: cables (DACs, cords, twisted pair) and a module per end. */
    public record Medium(
            String portA,
            String portB,
            List<Group> cables,
            List<Group> modulesA,
            List<Group> modulesB,
            boolean pluggableA,
            boolean pluggableB) {}

    public record LinkCard(
            Plan.Link link, String anchor, String a, String b, String medium, Double speedGbps, String speedWhy) {}

    private final EditorContext cx;

    LinksView(EditorContext cx) {
        this.cx = cx;
    }

    String endLabel(Plan.End e) {
        if (e == null) {
            return "?";
        }
        StringBuilder sb = new StringBuilder(cx.deviceName(e.device()));
        var rh = cx.host(e.device());
        if (rh != null && e.nic() != null) {
            ResolvedPlan.ResolvedNic n = rh.nics().get(e.nic());
            sb.append(" · ").append(n == null ? e.nic() : EditorContext.shortLabel(n));
        }
        return sb.append(" · ").append(cx.m("editor.port", e.port())).toString();
    }

    /** Every port of every device, grouped by device; ports in use name their link. */
    List<Group> portGroups() {
        Map<String, String> used = new LinkedHashMap<>();
        for (Plan.Link l : cx.plan.links()) {
            if (l.a() != null) {
                used.put(PlanForms.endValue(l.a()), l.id());
            }
            if (l.b() != null) {
                used.put(PlanForms.endValue(l.b()), l.id());
            }
        }
        List<Group> out = new ArrayList<>();
        for (Plan.Host h : cx.plan.hosts()) {
            ResolvedPlan.ResolvedHost rh = cx.host(h.id());
            if (rh == null) {
                continue;
            }
            List<Option> opts = new ArrayList<>();
            for (ResolvedPlan.ResolvedNic n : rh.nics().values()) {
                for (int p = 1; p <= n.portCount(); p++) {
                    String v = PlanForms.endValue(
                            new Plan.End(h.id(), n.placement().id(), p));
                    String label = cx.deviceName(h.id()) + " · " + EditorContext.shortLabel(n) + " · "
                            + cx.m("editor.port", p) + " · " + portText(n.port(p));
                    opts.add(portOption(v, label, used));
                }
            }
            if (!opts.isEmpty()) {
                out.add(new Group(cx.deviceName(h.id()), opts));
            }
        }
        for (Plan.SwitchUnit s : cx.plan.switches()) {
            Switch part = cx.catalog.find(s.part(), Switch.class).orElse(null);
            if (part == null) {
                continue;
            }
            List<Option> opts = new ArrayList<>();
            for (int p = 1; p <= part.portCount(); p++) {
                String v = PlanForms.endValue(new Plan.End(s.id(), null, p));
                opts.add(portOption(
                        v,
                        cx.deviceName(s.id()) + " · " + cx.m("editor.port", p) + " · "
                                + portText(part.portGroup(p - 1)),
                        used));
            }
            out.add(new Group(cx.deviceName(s.id()), opts));
        }
        return out;
    }

    private Option portOption(String value, String label, Map<String, String> used) {
        return new Option(
                value,
                label,
                !used.containsKey(value),
                used.containsKey(value) ? cx.m("fit.port.used", used.get(value)) : null);
    }

    String portText(PortGroup g) {
        return g == null
                ? "?"
                : g.cage().label().toUpperCase(Locale.ROOT) + " " + cx.fmt.speeds(g.speedsGbps())
                        + (g.role() != null && !"data".equals(g.role()) ? " (" + g.role() + ")" : "");
    }

    /** The port group at a link end, or null. */
    PortGroup port(Plan.End e) {
        if (e == null) {
            return null;
        }
        ResolvedPlan.ResolvedHost rh = cx.host(e.device());
        if (rh != null) {
            ResolvedPlan.ResolvedNic n = e.nic() == null
                    ? (rh.nics().size() == 1 ? rh.nics().values().iterator().next() : null)
                    : rh.nics().get(e.nic());
            return n == null ? null : n.port(e.port());
        }
        Switch part = cx.plan
                .switchUnit(e.device())
                .flatMap(s -> cx.catalog.find(s.part(), Switch.class))
                .orElse(null);
        return part == null || e.port() > part.portCount() ? null : part.portGroup(e.port() - 1);
    }

    /** The media that fit two ports: DACs/AOCs that fit both cages, modules per end, cords that fit the chosen modules, all measured against the distance. */
    Medium medium(String aValue, String bValue, String moduleAId, String moduleBId, String distance) {
        PortGroup pa = port(PlanForms.parseEnd(aValue));
        PortGroup pb = port(PlanForms.parseEnd(bValue));
        Double dist = distance(distance);
        Transceiver ma = moduleAId == null
                ? null
                : cx.catalog.find(moduleAId, Transceiver.class).orElse(null);
        Transceiver mb = moduleBId == null
                ? null
                : cx.catalog.find(moduleBId, Transceiver.class).orElse(null);
        List<Option> dac = new ArrayList<>();
        List<Option> cords = new ArrayList<>();
        List<Option> tp = new ArrayList<>();
        List<Option> other = new ArrayList<>();
        List<Cable> cables = new ArrayList<>(cx.catalog.ofKind(Cable.class));
        cables.sort(Comparator.comparing(Cable::cableType)
                .thenComparingDouble(Cable::lengthM)
                .thenComparing(Catalog.ORDER));
        for (Cable c : cables) {
            List<Option> fitting;
            Fit f;
            if (c.isDirectAttach()) {
                fitting = dac;
                f = PortFit.dac(c, pa, pb);
            } else if (c.isFiber()) {
                fitting = cords;
                f = CordFit.modules(c, ma, mb);
            } else if (c.isTwistedPair()) {
                fitting = tp;
                f = PortFit.twistedPair(pa, ma, pb, mb);
            } else {
                continue;
            }
            String label = c.displayName() + " · " + cx.fmt.summary(c)
                    + (c.speedsGbps().isEmpty() ? "" : " · " + cx.fmt.speeds(c.speedsGbps()));
            Fit reach = Reach.of(c.lengthM(), dist);
            if (f.fits()) {
                // a cable that fits the ports but not the distance stays in its group, greyed, with the reason
                fitting.add(new Option(c.id(), label, reach.fits(), cx.fit.note(reach)));
            } else {
                other.add(new Option(c.id(), label, false, cx.fit.why(f)));
            }
        }
        // those that reach first, the too-short ones last (a stable sort keeps type and length order)
        Comparator<Option> reachFirst = Comparator.comparing(o -> !o.fits());
        dac.sort(reachFirst);
        cords.sort(reachFirst);
        tp.sort(reachFirst);
        List<Group> cableGroups = new ArrayList<>();
        cableGroups.add(new Group(cx.m("fit.cables.dac"), dac));
        cableGroups.add(new Group(cx.m("fit.cables.cords"), cords));
        cableGroups.add(new Group(cx.m("fit.cables.tp"), tp));
        cableGroups.add(new Group(cx.m("fit.cables.other"), other));
        return new Medium(
                portText(pa),
                portText(pb),
                cableGroups,
                moduleGroups(pa),
                moduleGroups(pb),
                pa != null && Plugs.takesModules(pa.cage()),
                pb != null && Plugs.takesModules(pb.cage()));
    }

    /** The distance typed into the form, or null when blank or not a number. */
    private static Double distance(String text) {
        try {
            return text == null || text.isBlank() ? null : Double.valueOf(text.replace(',', '.'));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private List<Group> moduleGroups(PortGroup p) {
        List<Option> fit = new ArrayList<>();
        List<Option> other = new ArrayList<>();
        for (Transceiver t : cx.catalog.ofKind(Transceiver.class)) {
            String label = t.displayName() + " · " + cx.fmt.summary(t) + " · " + cx.fmt.speeds(t.speedsGbps());
            if (p == null) {
                fit.add(new Option(t.id(), label, true, null));
                continue;
            }
            Fit f = PortFit.module(t, p);
            (f.fits() ? fit : other).add(new Option(t.id(), label, f.fits(), cx.fit.note(f)));
        }
        return List.of(new Group(cx.m("fit.modules.fit"), fit), new Group(cx.m("fit.modules.other"), other));
    }

    List<LinkCard> links() {
        List<LinkCard> out = new ArrayList<>();
        for (int i = 0; i < cx.plan.links().size(); i++) {
            Plan.Link l = cx.plan.links().get(i);
            ResolvedPlan.ResolvedLink rl = cx.resolved.links().get(i);
            out.add(new LinkCard(
                    l,
                    "link-" + l.id(),
                    endLabel(l.a()),
                    endLabel(l.b()),
                    mediumText(l),
                    rl.speedGbps(),
                    cx.say(rl.speedReason())));
        }
        return out;
    }

    /** "DAC 1 m", "10GBASE-SR + OM3 3 m + 10GBASE-SR", "twisted pair". */
    String mediumText(Plan.Link l) {
        List<String> parts = new ArrayList<>();
        Transceiver ma = l.moduleA() == null
                ? null
                : cx.catalog.find(l.moduleA(), Transceiver.class).orElse(null);
        Transceiver mb = l.moduleB() == null
                ? null
                : cx.catalog.find(l.moduleB(), Transceiver.class).orElse(null);
        Cable c = l.cable() == null
                ? null
                : cx.catalog.find(l.cable(), Cable.class).orElse(null);
        if (ma != null) {
            parts.add(ma.standard());
        }
        if (c != null) {
            parts.add(cableShort(c));
        } else if (l.media() != null) {
            parts.add(l.media());
        }
        if (mb != null) {
            parts.add(mb.standard());
        }
        return parts.isEmpty() ? cx.m("link.noMedium") : String.join(" + ", parts);
    }

    String cableShort(Cable c) {
        String kind;
        if (c.isDirectAttach()) {
            kind = "aoc".equals(c.cableType()) ? "AOC" : "DAC";
        } else if (c.isFiber()) {
            kind = c.fiberGrade() == null ? cx.m("link.fiber") : c.fiberGrade();
        } else {
            kind = c.category() == null ? cx.m("link.tp") : c.category();
        }
        return kind + " " + cx.fmt.number(c.lengthM(), c.lengthM() == Math.rint(c.lengthM()) ? 0 : 1) + " m";
    }
}
