package dev.wirespeed.web;

import dev.wirespeed.catalog.Cable;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Switch;
import dev.wirespeed.catalog.Transceiver;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.solver.Evaluation;
import dev.wirespeed.solver.ResolvedPlan;
import dev.wirespeed.solver.model.Ceiling;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The plan as a picture, laid out for the {@code topology :: svg} template: switches in the middle
 * row, hosts above and below ordered by the switch port they use, each host with its cards on the
 * edge that faces the switches, links drawn between ports and labelled with speed and medium.
 * When a flow is selected its route is drawn bold and its bottleneck (a link, a card or a host)
 * marked; issues are badges on the element they are about. Coordinates are SVG user units; the
 * picture scales to its container through the view box. Deterministic: same plan, same picture.
 */
public record TopologyView(int width, int height, List<Box> boxes, List<CardBox> cards, List<PortMark> ports, List<Edge> edges,
                           List<Marker> markers, String title, String caption, String selectedFlow, boolean empty) {

    /** A host or switch box. {@code cls} carries host/switch and bottleneck/route. */
    public record Box(String id, String name, String sub, int x, int y, int w, int h, int ty, String cls, String tooltip) {
    }

    /** A NIC drawn inside its host. */
    public record CardBox(String id, String label, int x, int y, int w, int h, String cls, String tooltip) {
    }

    /** A switch port square with its number. */
    public record PortMark(int x, int y, int size, String label, boolean used) {
    }

    /** A link: SVG path data, where its label sits, the label, and classes (route, bottleneck, down). */
    public record Edge(String id, String d, int lx, int ly, String label, String cls, String tooltip) {
    }

    /** An issue badge: worst severity of the issues at one element, their count and their messages. */
    public record Marker(int x, int y, String severity, String symbol, String tooltip) {
    }

    static final int HOST_W = 200;
    static final int CARD_W = 128;
    static final int CARD_H = 26;
    static final int HEADER_H = 44;
    static final int GAP = 36;
    static final int PORT = 18;
    static final int MARGIN = 24;

    public static TopologyView of(Plan plan, ResolvedPlan rp, Catalog catalog, Evaluation evaluation, String selectedFlow, Locale locale) {
        Fmt fmt = new Fmt(locale);
        // hosts ordered by the first switch port they reach; hosts without a switch link keep plan order after them
        Map<String, Integer> switchIndex = new HashMap<>();
        for (int i = 0; i < plan.switches().size(); i++) {
            switchIndex.put(plan.switches().get(i).id(), i);
        }
        Map<String, Integer> order = new HashMap<>();
        for (int i = 0; i < plan.hosts().size(); i++) {
            String hid = plan.hosts().get(i).id();
            int best = 1_000_000 + i;
            for (Plan.Link l : plan.links()) {
                for (Plan.End[] pair : List.of(new Plan.End[]{l.a(), l.b()}, new Plan.End[]{l.b(), l.a()})) {
                    if (pair[0] != null && pair[1] != null && hid.equals(pair[0].device()) && switchIndex.containsKey(pair[1].device())) {
                        best = Math.min(best, switchIndex.get(pair[1].device()) * 1000 + pair[1].port());
                    }
                }
            }
            order.put(hid, best);
        }
        List<Plan.Host> hosts = new ArrayList<>(plan.hosts());
        hosts.sort(Comparator.comparingInt(h -> order.get(h.id())));
        int topCount = (hosts.size() + 1) / 2;
        List<Plan.Host> top = hosts.subList(0, topCount);
        List<Plan.Host> bottom = hosts.subList(topCount, hosts.size());

        Map<String, Integer> hostWidth = new HashMap<>();
        Map<String, Integer> hostHeight = new HashMap<>();
        for (Plan.Host h : hosts) {
            int n = Math.max(1, h.nics().size());
            hostWidth.put(h.id(), Math.max(HOST_W, n * (CARD_W + 8) + 8));
            hostHeight.put(h.id(), HEADER_H + CARD_H + 12);
        }
        Map<String, Integer> switchWidth = new HashMap<>();
        for (Plan.SwitchUnit s : plan.switches()) {
            int ports = catalog.find(s.part(), Switch.class).map(Switch::portCount).orElse(1);
            switchWidth.put(s.id(), Math.max(200, ports * (PORT + 6) + 24));
        }
        int topW = rowWidth(top.stream().map(h -> hostWidth.get(h.id())).toList());
        int bottomW = rowWidth(bottom.stream().map(h -> hostWidth.get(h.id())).toList());
        int switchW = rowWidth(plan.switches().stream().map(s -> switchWidth.get(s.id())).toList());
        int inner = Math.max(Math.max(topW, bottomW), Math.max(switchW, 300));
        int hostH = HEADER_H + CARD_H + 12;
        int topY = MARGIN + 8;
        int switchH = 64;
        int middleGap = 96;
        int switchY = topY + (top.isEmpty() ? 0 : hostH + middleGap);
        int bottomY = switchY + (plan.switches().isEmpty() ? (top.isEmpty() ? 0 : 40) : switchH + middleGap);
        int height = (bottom.isEmpty() ? (plan.switches().isEmpty() ? topY + hostH : switchY + switchH) : bottomY + hostH) + MARGIN + 28;

        // selected flow: route links and bottleneck element
        Evaluation.FlowResult flow = evaluation.flows().stream().filter(f -> f.flow().id().equals(selectedFlow)).findFirst().orElse(null);
        Set<String> routeLinks = new HashSet<>();
        Set<String> routeDevices = new HashSet<>();
        Set<String> bottleneckLinks = new HashSet<>();
        String bottleneckCard = null;
        String bottleneckDevice = null;
        String caption = null;
        if (flow != null && flow.route().size() > 1) {
            routeDevices.addAll(flow.route());
            List<ResolvedPlan.RLink> used = new ArrayList<>();
            for (int i = 0; i + 1 < flow.route().size(); i++) {
                String x = flow.route().get(i);
                String y = flow.route().get(i + 1);
                rp.links().stream().filter(l -> between(l.link(), x, y)).findFirst().ifPresent(used::add);
            }
            used.forEach(l -> routeLinks.add(l.link().id()));
            Ceiling b = flow.prediction() == null ? null : flow.prediction().bottleneck();
            if (b != null && !used.isEmpty()) {
                String stage = b.stage();
                String host = "receiver".equals(b.side()) ? flow.flow().to() : flow.flow().from();
                ResolvedPlan.RLink edge = "receiver".equals(b.side()) ? used.get(used.size() - 1) : used.get(0);
                if (List.of("pcie", "usb", "thunderbolt").contains(stage) && !"path".equals(b.side())) {
                    Plan.End e = host.equals(edge.link().a().device()) ? edge.link().a() : edge.link().b();
                    ResolvedPlan.RHost rh = rp.hosts().get(host);
                    String nic = e.nic() != null ? e.nic() : rh != null && rh.nics().size() == 1 ? rh.nics().keySet().iterator().next() : null;
                    bottleneckCard = nic == null ? null : host + "/" + nic;
                    if (bottleneckCard == null) {
                        bottleneckDevice = host;
                    }
                } else if (List.of("ethernet", "switch").contains(stage) || "path".equals(b.side())) {
                    double min = used.stream().mapToDouble(ResolvedPlan.RLink::speedGbps).min().orElse(0);
                    used.stream().filter(l -> Math.abs(l.speedGbps() - min) < 1e-9).forEach(l -> bottleneckLinks.add(l.link().id()));
                } else {
                    bottleneckDevice = host;
                }
                caption = Messages.get(locale, "topology.caption", PanelView.name(plan, flow.flow().from()), PanelView.name(plan, flow.flow().to()),
                        fmt.gbps(flow.prediction().gbps()), b.stage() + ("path".equals(b.side()) ? "" : " (" + Messages.get(locale, "side." + b.side()) + ")"));
            }
        }

        // issues by element
        Map<String, List<Issue>> issuesAt = new LinkedHashMap<>();
        for (Issue i : evaluation.issues()) {
            if (i.where() != null) {
                issuesAt.computeIfAbsent(i.where(), k -> new ArrayList<>()).add(i);
            }
        }

        // wide enough for the caption too (about 7.5 units per character at 13 px)
        int width = Math.max(inner, caption == null ? 0 : (int) Math.ceil(caption.length() * 7.5)) + 2 * MARGIN;

        List<Box> boxes = new ArrayList<>();
        List<CardBox> cards = new ArrayList<>();
        List<PortMark> ports = new ArrayList<>();
        List<Marker> markers = new ArrayList<>();
        Map<String, int[]> anchors = new HashMap<>(); // "host/nic#port" or "switch#port" -> x, y, direction (1 down, -1 up)

        placeHosts(top, true, topY, width, hostWidth, rp, routeDevices, bottleneckDevice, bottleneckCard, issuesAt, boxes, cards, markers, anchors, locale);
        placeHosts(bottom, false, bottomY, width, hostWidth, rp, routeDevices, bottleneckDevice, bottleneckCard, issuesAt, boxes, cards, markers, anchors, locale);

        int x = (width - switchW) / 2;
        Set<String> usedPorts = new HashSet<>();
        for (Plan.Link l : plan.links()) {
            for (Plan.End e : new Plan.End[]{l.a(), l.b()}) {
                if (e != null) {
                    usedPorts.add(e.device() + "#" + e.port());
                }
            }
        }
        for (Plan.SwitchUnit s : plan.switches()) {
            int w = switchWidth.get(s.id());
            Switch part = catalog.find(s.part(), Switch.class).orElse(null);
            String name = s.name() != null ? s.name() : part != null ? part.model() : s.id();
            String cls = "switch" + (routeDevices.contains(s.id()) ? " route" : "") + (s.id().equals(bottleneckDevice) ? " bottleneck" : "");
            boxes.add(new Box(s.id(), cut(name, 28), part == null ? "" : cut(part.displayName(), 34), x, switchY, w, switchH, switchY + 18, cls,
                    name + (part == null ? "" : " — " + fmt.ports(part.ports()))));
            int n = part == null ? 0 : part.portCount();
            int px0 = x + (w - n * (PORT + 6) + 6) / 2;
            for (int p = 1; p <= n; p++) {
                int px = px0 + (p - 1) * (PORT + 6);
                int py = switchY + switchH - PORT - 8;
                ports.add(new PortMark(px, py, PORT, String.valueOf(p), usedPorts.contains(s.id() + "#" + p)));
                anchors.put(s.id() + "#" + p + "^", new int[]{px + PORT / 2, switchY, -1});
                anchors.put(s.id() + "#" + p + "v", new int[]{px + PORT / 2, switchY + switchH, 1});
            }
            marker(issuesAt.get(s.id()), x + w - 4, switchY + 4, markers, locale);
            x += w + GAP;
        }

        List<Edge> edges = new ArrayList<>();
        for (ResolvedPlan.RLink rl : rp.links()) {
            Plan.Link l = rl.link();
            int[] a = anchor(l.a(), l.b(), anchors, rp);
            int[] b = anchor(l.b(), l.a(), anchors, rp);
            if (a == null || b == null) {
                continue;
            }
            String d;
            if (a[2] == b[2]) {
                // both ends face the same way: bow outwards from that edge
                int bow = 60 * a[2];
                d = "M" + a[0] + " " + a[1] + " C" + a[0] + " " + (a[1] + bow) + " " + b[0] + " " + (b[1] + bow) + " " + b[0] + " " + b[1];
            } else {
                d = "M" + a[0] + " " + a[1] + " L" + b[0] + " " + b[1];
            }
            boolean hostA = rp.hosts().containsKey(l.a().device());
            boolean hostB = l.b() != null && rp.hosts().containsKey(l.b().device());
            // label nearer the host end so labels of links to one switch do not pile up
            double t = hostA && !hostB ? 0.4 : !hostA && hostB ? 0.6 : 0.5;
            int lx = (int) Math.round(a[0] + (b[0] - a[0]) * t);
            int ly = (int) Math.round(a[1] + (b[1] - a[1]) * t + (a[2] == b[2] ? 45 * a[2] : 0));
            String speed = rl.speedGbps() > 0 ? fmt.speed(rl.speedGbps()) : Messages.get(locale, "topology.down");
            String medium = medium(l, rl, catalog, fmt, locale);
            String cls = "link" + (rl.speedGbps() <= 0 ? " down" : "") + (routeLinks.contains(l.id()) ? " route" : "")
                    + (bottleneckLinks.contains(l.id()) ? " bottleneck" : "");
            String label = speed + (medium.isEmpty() ? "" : " · " + medium);
            edges.add(new Edge(l.id(), d, lx, ly, label, cls, l.id() + ": " + rl.speedWhy()));
            // half the label's width (about 7.2 units per character of 12 px text, bold on the route) and a gap
            marker(issuesAt.get(l.id()), lx - (int) Math.round(label.length() * 3.9) - 16, ly, markers, locale);
        }
        String title = Messages.get(locale, "topology.title", plan.name() == null ? "" : plan.name());
        boolean empty = plan.hosts().isEmpty() && plan.switches().isEmpty();
        return new TopologyView(width, Math.max(height, 120), boxes, cards, ports, edges, markers, title, caption, selectedFlow, empty);
    }

    private static boolean between(Plan.Link l, String x, String y) {
        if (l.a() == null || l.b() == null) {
            return false;
        }
        return (l.a().device().equals(x) && l.b().device().equals(y)) || (l.a().device().equals(y) && l.b().device().equals(x));
    }

    private static int rowWidth(List<Integer> widths) {
        return widths.isEmpty() ? 0 : widths.stream().mapToInt(Integer::intValue).sum() + GAP * (widths.size() - 1);
    }

    private static void placeHosts(List<Plan.Host> row, boolean top, int y, int width, Map<String, Integer> hostWidth, ResolvedPlan rp,
                                   Set<String> routeDevices, String bottleneckDevice, String bottleneckCard,
                                   Map<String, List<Issue>> issuesAt, List<Box> boxes, List<CardBox> cards, List<Marker> markers,
                                   Map<String, int[]> anchors, Locale locale) {
        int x = (width - rowWidth(row.stream().map(h -> hostWidth.get(h.id())).toList())) / 2;
        int h = HEADER_H + CARD_H + 12;
        for (Plan.Host host : row) {
            int w = hostWidth.get(host.id());
            String cls = "host" + (routeDevices.contains(host.id()) ? " route" : "") + (host.id().equals(bottleneckDevice) ? " bottleneck" : "");
            String name = host.name() == null ? host.id() : host.name();
            String os = PlanForms.OSES.contains(host.os()) ? Messages.get(locale, "os." + host.os()) : host.os();
            String role = host.role() != null && PlanForms.ROLES.contains(host.role()) ? Messages.get(locale, "role." + host.role()) : host.role();
            String sub = os + (role == null ? "" : " · " + role) + (host.ip() == null ? "" : " · " + host.ip());
            int ty = top ? y + 18 : y + CARD_H + 12 + 18;
            boxes.add(new Box(host.id(), cut(name, 23), cut(sub, 34), x, y, w, h, ty, cls, name + " (" + sub + ")"));
            int cy = top ? y + HEADER_H + 4 : y + 6;
            ResolvedPlan.RHost rh = rp.hosts().get(host.id());
            int cx = x + 8;
            for (Plan.NicPlacement n : host.nics()) {
                ResolvedPlan.RNic rn = rh == null ? null : rh.nics().get(n.id());
                String label = rn == null ? n.id() : EditorView.shortLabel(rn);
                String key = host.id() + "/" + n.id();
                String ccls = "card" + (key.equals(bottleneckCard) ? " bottleneck" : "");
                String tip = label + (rn == null || rn.negotiated() == null ? "" : " — " + rn.negotiated().describe());
                cards.add(new CardBox(key, cut(label, 17), cx, cy, CARD_W, CARD_H, ccls, tip));
                int portCount = rn == null ? 1 : Math.max(1, rn.portCount());
                for (int p = 1; p <= portCount; p++) {
                    int ax = cx + CARD_W * (2 * p - 1) / (2 * portCount);
                    anchors.put(key + "#" + p, new int[]{ax, top ? cy + CARD_H : cy, top ? 1 : -1});
                }
                marker(issuesAt.get(key), cx + CARD_W - 2, cy + 2, markers, locale);
                cx += CARD_W + 8;
            }
            marker(issuesAt.get(host.id()), x + w - 4, y + 4, markers, locale);
            x += w + GAP;
        }
    }

    /** Where a link end attaches: the NIC port, or the switch port on the edge facing the other end. */
    private static int[] anchor(Plan.End e, Plan.End other, Map<String, int[]> anchors, ResolvedPlan rp) {
        if (e == null) {
            return null;
        }
        ResolvedPlan.RHost rh = rp.hosts().get(e.device());
        if (rh != null) {
            String nic = e.nic() != null ? e.nic() : rh.nics().size() == 1 ? rh.nics().keySet().iterator().next() : null;
            return nic == null ? null : anchors.get(e.device() + "/" + nic + "#" + e.port());
        }
        int[] up = anchors.get(e.device() + "#" + e.port() + "^");
        int[] down = anchors.get(e.device() + "#" + e.port() + "v");
        if (up == null) {
            return null;
        }
        if (other != null && rp.hosts().containsKey(other.device())) {
            ResolvedPlan.RHost oh = rp.hosts().get(other.device());
            String nic = other.nic() != null ? other.nic() : oh.nics().size() == 1 ? oh.nics().keySet().iterator().next() : null;
            int[] o = nic == null ? null : anchors.get(other.device() + "/" + nic + "#" + other.port());
            if (o != null) {
                return o[1] < up[1] ? up : down;
            }
        }
        return down;
    }

    private static String medium(Plan.Link l, ResolvedPlan.RLink rl, Catalog catalog, Fmt fmt, Locale locale) {
        List<String> parts = new ArrayList<>();
        Transceiver ma = rl.moduleA();
        Transceiver mb = rl.moduleB();
        Cable c = rl.cable();
        if (c != null && c.isDirectAttach()) {
            parts.add(("aoc".equals(c.cableType()) ? "AOC " : "DAC ") + fmt.number(c.lengthM(), c.lengthM() == Math.rint(c.lengthM()) ? 0 : 1) + " m");
        } else {
            if (ma != null) {
                parts.add(shortStandard(ma));
            }
            if (c != null) {
                String kind = c.isFiber() ? (c.fiberGrade() == null ? "fiber" : c.fiberGrade()) : (c.category() == null ? "TP" : c.category());
                parts.add(kind + " " + fmt.number(c.lengthM(), c.lengthM() == Math.rint(c.lengthM()) ? 0 : 1) + " m");
            } else if (l.media() != null) {
                parts.add(l.media());
            }
            if (mb != null && (ma == null || !shortStandard(mb).equals(shortStandard(ma)))) {
                parts.add(shortStandard(mb));
            }
        }
        return String.join(" + ", parts);
    }

    private static String shortStandard(Transceiver t) {
        return t.standard() == null ? t.model() : t.standard();
    }

    private static void marker(List<Issue> issues, int x, int y, List<Marker> out, Locale locale) {
        if (issues == null || issues.isEmpty()) {
            return;
        }
        Issue worst = issues.stream().min(Comparator.comparingInt(Issue::rank)).orElseThrow();
        StringBuilder tip = new StringBuilder();
        for (Issue i : issues) {
            if (tip.length() > 0) {
                tip.append("\n");
            }
            tip.append(Messages.get(locale, "severity." + i.severity())).append(" [").append(i.rule()).append("]: ").append(i.message());
        }
        String symbol = issues.size() > 1 ? String.valueOf(issues.size()) : "info".equals(worst.severity()) ? "i" : "!";
        out.add(new Marker(x, y, worst.severity(), symbol, tip.toString()));
    }

    private static String cut(String s, int max) {
        if (s == null) {
            return "";
        }
        return s.length() <= max ? s : s.substring(0, max - 1) + "…";
    }
}
