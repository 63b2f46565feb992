package dev.wirespeed.web;

import dev.wirespeed.catalog.Cable;
import dev.wirespeed.catalog.Catalog;
import dev.wirespeed.catalog.Switch;
import dev.wirespeed.catalog.Transceiver;
import dev.wirespeed.picture.Layout;
import dev.wirespeed.picture.Point;
import dev.wirespeed.picture.Rect;
import dev.wirespeed.picture.Scene;
import dev.wirespeed.picture.TopologyLayout;
import dev.wirespeed.plan.Issue;
import dev.wirespeed.plan.Plan;
import dev.wirespeed.plan.Severity;
import dev.wirespeed.solver.Evaluation;
import dev.wirespeed.solver.model.Ceiling;
import dev.wirespeed.solver.model.Side;
import dev.wirespeed.solver.model.Stage;
import dev.wirespeed.solver.resolve.ResolvedPlan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The plan as a picture, for the {@code topology :: svg} template. This class decides what is shown:
 * names, card labels, link labels with speed and medium, the selected flow's route drawn bold and its
 * bottleneck (a link, a card or a host) marked, issues as badges on the element they are about. Where
 * things go is {@link TopologyLayout}'s business; this maps its layout to the records the template
 * reads. Coordinates are SVG user units; the picture scales to its container through the view box.
 */
public record TopologyView(
        int width,
        int height,
        List<Box> boxes,
        List<CardBox> cards,
        List<PortMark> ports,
        List<Edge> edges,
        List<Marker> markers,
        List<Socket> sockets,
        List<Key> keys,
        int captionY,
        String title,
        String caption,
        String selectedFlow,
        boolean empty,
        String hrefBase,
        Map<String, String> flowNames,
        Layout layout) {

    /**
     * A host or switch box. {@code cls} carries host/switch and bottleneck/route; {@code anchor} is the
     * editor's section for it, which a click on the box opens.
     */
    public record Box(
            String id,
            String name,
            String sub,
            int x,
            int y,
            int w,
            int h,
            int ty,
            String cls,
            String tooltip,
            String anchor) {}

    /** A NIC drawn inside its host; a click opens its section of the editor. */
    public record CardBox(
            String id, String label, int x, int y, int w, int h, String cls, String tooltip, String anchor) {}

    /** A switch port square with its number. */
    public record PortMark(int x, int y, int size, String label, boolean used) {}

    /** A card's port, where a link plugs in. */
    public record Socket(int x, int y, int w, int h, boolean used) {}

    /** A legend entry: its sample line from (x1, y) to (x2, y) drawn with {@code cls}, and its text at (tx, ty). */
    public record Key(int x1, int x2, int y, int tx, int ty, String cls, String label) {}

    /**
     * A link: SVG path data, where its label sits, the label, classes (route, bottleneck, down), its
     * speed band (the colour it is drawn in), and for a link on the selected flow's route the way the data goes along the
     * path ("fwd" from its first point to its last, "rev" the other way, "" off the route).
     */
    public record Edge(
            String id,
            String d,
            int lx,
            int ly,
            String label,
            String cls,
            String tooltip,
            String dir,
            String anchor,
            String speedClass) {}

    /** An issue badge: worst severity of the issues at one element, their count and their messages. */
    public record Marker(int x, int y, String severity, String symbol, String tooltip) {}

    public static TopologyView of(
            Plan plan, ResolvedPlan rp, Catalog catalog, Evaluation evaluation, String selectedFlow, Locale locale) {
        DisplayFormat fmt = new DisplayFormat(locale);
        Highlight hl = Highlight.of(plan, rp, evaluation, selectedFlow, fmt, locale);
        Map<String, List<Issue>> issuesAt = new LinkedHashMap<>();
        for (Issue i : evaluation.issues()) {
            if (i.where() != null) {
                issuesAt.computeIfAbsent(i.where(), k -> new ArrayList<>()).add(i);
            }
        }

        // the layout places what the scene says; the classes and tooltips stay here, by element id
        Map<String, Look> hostLook = new HashMap<>();
        Map<String, Look> cardLook = new HashMap<>();
        Map<String, Look> switchLook = new HashMap<>();
        Map<String, Look> linkLook = new HashMap<>();
        List<Scene.HostNode> hosts = new ArrayList<>();
        for (Plan.Host host : plan.hosts()) {
            String cls = "host" + (hl.routeDevices().contains(host.id()) ? " route" : "")
                    + (host.id().equals(hl.bottleneckDevice()) ? " bottleneck" : "");
            String name = host.name() == null ? host.id() : host.name();
            String os = Messages.get(locale, "os." + host.os());
            String role = host.role() == null ? null : Messages.get(locale, "role." + host.role());
            String sub = os + (role == null ? "" : " · " + role) + (host.ip() == null ? "" : " · " + host.ip());
            hostLook.put(host.id(), new Look(cls, name + " (" + sub + ")"));
            ResolvedPlan.ResolvedHost rh = rp.hosts().get(host.id());
            List<Scene.CardNode> cards = new ArrayList<>();
            for (Plan.NicPlacement n : host.nics()) {
                ResolvedPlan.ResolvedNic rn = rh == null ? null : rh.nics().get(n.id());
                String label = rn == null ? n.id() : EditorView.shortLabel(rn);
                String key = host.id() + "/" + n.id();
                String ccls = "card" + (key.equals(hl.bottleneckCard()) ? " bottleneck" : "");
                String tip = label
                        + (rn == null || rn.negotiated() == null
                                ? ""
                                : " — " + rn.negotiated().describe());
                cardLook.put(key, new Look(ccls, tip));
                cards.add(new Scene.CardNode(key, label, rn == null ? 1 : Math.max(1, rn.portCount())));
            }
            hosts.add(new Scene.HostNode(host.id(), name, sub, cards));
        }
        List<Scene.SwitchNode> switches = new ArrayList<>();
        for (Plan.SwitchUnit s : plan.switches()) {
            Switch part = catalog.find(s.part(), Switch.class).orElse(null);
            String name = s.name() != null ? s.name() : part != null ? part.model() : s.id();
            String cls = "switch" + (hl.routeDevices().contains(s.id()) ? " route" : "")
                    + (s.id().equals(hl.bottleneckDevice()) ? " bottleneck" : "");
            String sub = part == null ? "" : part.displayName();
            switchLook.put(s.id(), new Look(cls, name + (part == null ? "" : " — " + fmt.ports(part.ports()))));
            switches.add(new Scene.SwitchNode(s.id(), name, sub, part == null ? 0 : part.portCount()));
        }
        List<Scene.Wire> wires = new ArrayList<>();
        Map<SpeedBand, String> bandLabels = new TreeMap<>();
        Map<String, String> bandOf = new HashMap<>();
        for (ResolvedPlan.ResolvedLink rl : rp.links()) {
            Plan.Link l = rl.link();
            String speed = rl.speedGbps() > 0 ? fmt.speed(rl.speedGbps()) : Messages.get(locale, "topology.down");
            String medium = medium(l, rl, fmt);
            SpeedBand band = SpeedBand.of(rl.speedGbps());
            bandLabels.put(band, band == SpeedBand.DOWN ? speed : band.label(fmt));
            String cls = "link" + (rl.speedGbps() <= 0 ? " down" : "")
                    + (hl.routeLinks().contains(l.id()) ? " route" : "")
                    + (hl.bottleneckLinks().contains(l.id()) ? " bottleneck" : "");
            String label = speed + (medium.isEmpty() ? "" : " · " + medium);
            linkLook.put(
                    l.id(),
                    new Look(cls, linkName(plan, l) + ": " + rl.speedReason().in(locale)));
            bandOf.put(l.id(), band.cls);
            wires.add(new Scene.Wire(l.id(), end(l.a(), rp), end(l.b(), rp), label));
        }

        List<Scene.LegendEntry> legend = new ArrayList<>();
        bandLabels.forEach((band, text) -> legend.add(new Scene.LegendEntry(band.cls, text)));
        if (!hl.routeLinks().isEmpty()) {
            legend.add(new Scene.LegendEntry("route", Messages.get(locale, "topology.legend.route")));
        }
        if (!hl.bottleneckLinks().isEmpty() || hl.bottleneckCard() != null || hl.bottleneckDevice() != null) {
            legend.add(new Scene.LegendEntry("bottleneck", Messages.get(locale, "topology.legend.bottleneck")));
        }
        Scene scene = new Scene(hosts, switches, wires, issuesAt.keySet(), hl.caption(), legend);
        Layout layout = TopologyLayout.of(scene);

        Map<String, String[]> deviceText = new HashMap<>();
        scene.hosts().forEach(h -> deviceText.put(h.id(), new String[] {h.name(), h.sub()}));
        scene.switches().forEach(sw -> deviceText.put(sw.id(), new String[] {sw.name(), sw.sub()}));
        List<Box> boxes = new ArrayList<>();
        for (Layout.Block b : layout.boxes()) {
            Look look = b.host() ? hostLook.get(b.id()) : switchLook.get(b.id());
            String[] text = deviceText.get(b.id());
            Rect r = b.rect();
            boxes.add(new Box(
                    b.id(),
                    text[0],
                    text[1],
                    r.x(),
                    r.y(),
                    r.w(),
                    r.h(),
                    b.textY(),
                    look.cls(),
                    look.tooltip(),
                    (b.host() ? "host-" : "switch-") + b.id()));
        }
        Map<String, String> cardLabel = new HashMap<>();
        scene.hosts().forEach(h -> h.cards().forEach(c -> cardLabel.put(c.id(), c.label())));
        List<CardBox> cards = new ArrayList<>();
        for (Layout.Card c : layout.cards()) {
            Look look = cardLook.get(c.id());
            Rect r = c.rect();
            cards.add(new CardBox(
                    c.id(),
                    cardLabel.get(c.id()),
                    r.x(),
                    r.y(),
                    r.w(),
                    r.h(),
                    look.cls(),
                    look.tooltip(),
                    "nic-" + c.id().replace('/', '-')));
        }
        List<PortMark> ports = layout.ports().stream()
                .map(p -> new PortMark(p.rect().x(), p.rect().y(), p.rect().w(), String.valueOf(p.number()), p.used()))
                .toList();
        Map<String, Layout.Label> labelOf = new HashMap<>();
        layout.labels().forEach(lb -> labelOf.put(lb.lineId(), lb));
        Map<String, String> linkLabel = new HashMap<>();
        scene.wires().forEach(w -> linkLabel.put(w.id(), w.label()));
        List<Edge> edges = new ArrayList<>();
        for (Layout.Line line : layout.lines()) {
            Look look = linkLook.get(line.id());
            Point at = labelOf.get(line.id()).at();
            edges.add(new Edge(
                    line.id(),
                    path(line),
                    at.x(),
                    at.y(),
                    linkLabel.get(line.id()),
                    look.cls(),
                    look.tooltip(),
                    hl.direction(line.id(), plan),
                    "link-" + line.id(),
                    bandOf.get(line.id())));
        }
        List<Socket> sockets = layout.sockets().stream()
                .map(so -> new Socket(
                        so.rect().x(), so.rect().y(), so.rect().w(), so.rect().h(), so.used()))
                .toList();
        List<Key> keys = layout.keys().stream()
                .map(k -> new Key(
                        k.swatch().x(),
                        k.swatch().right(),
                        k.swatch().y() + k.swatch().h() / 2,
                        k.textAt().x(),
                        k.textAt().y(),
                        k.id(),
                        scene.legend().stream()
                                .filter(e -> e.id().equals(k.id()))
                                .findFirst()
                                .orElseThrow()
                                .label()))
                .toList();
        List<Marker> markers = layout.badges().stream()
                .map(b -> marker(
                        issuesAt.get(b.elementId()), b.centre().x(), b.centre().y(), locale))
                .toList();
        String title = Messages.get(locale, "topology.title", plan.name() == null ? "" : plan.name());
        boolean empty = plan.hosts().isEmpty() && plan.switches().isEmpty();
        return new TopologyView(
                layout.width(),
                layout.height(),
                boxes,
                cards,
                ports,
                edges,
                markers,
                sockets,
                keys,
                layout.captionY(),
                title,
                hl.caption(),
                selectedFlow,
                empty,
                "",
                flowNames(plan, locale),
                layout);
    }

    /** Each flow's name as the picker under the picture and the caption say it, by flow id. */
    /** Each flow's name by its id ("Windows PC → Ubuntu PC · iperf3"), for pages that list flows. */
    static Map<String, String> flowNames(Plan plan, Locale locale) {
        Map<String, String> names = new LinkedHashMap<>();
        plan.flows().forEach(f -> names.put(f.id(), flowName(plan, f, locale)));
        return names;
    }

    /**
     * The same picture with its links to the editor's sections made absolute ("/plans/p1#host-nas"),
     * for the picture served on its own; inside the editor they stay "#host-nas".
     */
    public TopologyView linkedTo(String planPath) {
        return new TopologyView(
                width,
                height,
                boxes,
                cards,
                ports,
                edges,
                markers,
                sockets,
                keys,
                captionY,
                title,
                caption,
                selectedFlow,
                empty,
                planPath,
                flowNames,
                layout);
    }

    /** A link's name for people: the names of the two devices it joins. */
    static String linkName(Plan plan, Plan.Link l) {
        return plan.linkName(l);
    }

    /**
     * The colour a link is drawn in, by its speed: one class per common Ethernet rate, the slower
     * rates grey, so that a slow hop stands out before any label is read.
     */
    enum SpeedBand {
        DOWN("speed-down", 0, ""),
        G1("speed-1g", 1, "≤"),
        G2_5("speed-2g5", 2.5, ""),
        G5("speed-5g", 5, ""),
        G10("speed-10g", 10, ""),
        G25("speed-25g", 25, ""),
        G40("speed-40g", 40, "+");

        final String cls;
        private final double gbps;
        private final String mark;

        SpeedBand(String cls, double gbps, String mark) {
            this.cls = cls;
            this.gbps = gbps;
            this.mark = mark;
        }

        static SpeedBand of(double gbps) {
            if (gbps <= 0) {
                return DOWN;
            }
            SpeedBand band = G1;
            for (SpeedBand b : values()) {
                if (b != DOWN && gbps >= b.gbps - 1e-9) {
                    band = b;
                }
            }
            return band;
        }

        String label(DisplayFormat fmt) {
            return "+".equals(mark) ? fmt.speed(gbps) + mark : mark + fmt.speed(gbps);
        }
    }

    /** How an element is drawn: its classes (host/switch/card/link, route, bottleneck, down) and its tooltip. */
    private record Look(String cls, String tooltip) {}

    /** A link end for the layout: a host end names the card it plugs into, defaulting to the host's only card. */
    private static Scene.End end(Plan.End e, ResolvedPlan rp) {
        if (e == null) {
            return null;
        }
        ResolvedPlan.ResolvedHost rh = rp.hosts().get(e.device());
        if (rh == null) {
            return new Scene.End(e.device(), null, e.port());
        }
        String nic = e.nic() != null
                ? e.nic()
                : rh.nics().size() == 1 ? rh.nics().keySet().iterator().next() : null;
        return new Scene.End(e.device(), nic == null ? null : e.device() + "/" + nic, e.port());
    }

    /** SVG path data: a straight line, or a cubic curve with both control points bowed from their ends. */
    private static String path(Layout.Line line) {
        Point a = line.a();
        Point b = line.b();
        if (!line.curved()) {
            return "M" + a.x() + " " + a.y() + " L" + b.x() + " " + b.y();
        }
        return "M" + a.x() + " " + a.y() + " C" + a.x() + " " + (a.y() + line.bow()) + " " + b.x() + " "
                + (b.y() + line.bow()) + " " + b.x() + " " + b.y();
    }

    /** The selected flow's route and bottleneck, and the caption that names them. */
    private record Highlight(
            Set<String> routeLinks,
            Set<String> routeDevices,
            Set<String> bottleneckLinks,
            String bottleneckCard,
            String bottleneckDevice,
            String caption,
            Map<String, String> fromDevice) {

        /** "fwd" when the selected flow's data enters the link at its end a, "rev" at its end b, "" off the route. */
        String direction(String linkId, Plan plan) {
            String from = fromDevice.get(linkId);
            if (from == null) {
                return "";
            }
            return plan.links().stream()
                    .filter(l -> l.id().equals(linkId))
                    .findFirst()
                    .map(l -> l.a().device().equals(from) ? "fwd" : "rev")
                    .orElse("");
        }

        static Highlight of(
                Plan plan,
                ResolvedPlan rp,
                Evaluation evaluation,
                String selectedFlow,
                DisplayFormat fmt,
                Locale locale) {
            Evaluation.FlowResult flow = evaluation.flows().stream()
                    .filter(f -> f.flow().id().equals(selectedFlow))
                    .findFirst()
                    .orElse(null);
            Set<String> routeLinks = new HashSet<>();
            Set<String> routeDevices = new HashSet<>();
            Set<String> bottleneckLinks = new HashSet<>();
            String bottleneckCard = null;
            String bottleneckDevice = null;
            String caption = null;
            Map<String, String> fromDevice = new HashMap<>();
            if (flow != null && flow.route().size() > 1) {
                routeDevices.addAll(flow.route());
                List<ResolvedPlan.ResolvedLink> used = new ArrayList<>();
                for (int i = 0; i + 1 < flow.route().size(); i++) {
                    String x = flow.route().get(i);
                    String y = flow.route().get(i + 1);
                    rp.links().stream()
                            .filter(l -> between(l.link(), x, y))
                            .findFirst()
                            .ifPresent(l -> {
                                used.add(l);
                                fromDevice.put(l.link().id(), x);
                            });
                }
                used.forEach(l -> routeLinks.add(l.link().id()));
                Ceiling b = flow.prediction() == null ? null : flow.prediction().bottleneck();
                if (b != null && !used.isEmpty()) {
                    Stage stage = b.stage();
                    String host = b.side() == Side.RECEIVER
                            ? flow.flow().to()
                            : flow.flow().from();
                    ResolvedPlan.ResolvedLink edge =
                            b.side() == Side.RECEIVER ? used.get(used.size() - 1) : used.get(0);
                    if (List.of(Stage.PCIE, Stage.USB, Stage.THUNDERBOLT).contains(stage) && b.side() != Side.PATH) {
                        Plan.End e = host.equals(edge.link().a().device())
                                ? edge.link().a()
                                : edge.link().b();
                        ResolvedPlan.ResolvedHost rh = rp.hosts().get(host);
                        String nic = e.nic() != null
                                ? e.nic()
                                : rh != null && rh.nics().size() == 1
                                        ? rh.nics().keySet().iterator().next()
                                        : null;
                        bottleneckCard = nic == null ? null : host + "/" + nic;
                        if (bottleneckCard == null) {
                            bottleneckDevice = host;
                        }
                    } else if (stage == Stage.ETHERNET || stage == Stage.SWITCH || b.side() == Side.PATH) {
                        double min = used.stream()
                                .mapToDouble(ResolvedPlan.ResolvedLink::speedGbps)
                                .min()
                                .orElse(0);
                        used.stream()
                                .filter(l -> Math.abs(l.speedGbps() - min) < 1e-9)
                                .forEach(l -> bottleneckLinks.add(l.link().id()));
                    } else {
                        bottleneckDevice = host;
                    }
                    caption = Messages.get(
                            locale,
                            "topology.caption",
                            flowName(plan, flow.flow(), locale),
                            fmt.gbps(flow.prediction().gbps()),
                            b.stage()
                                    + (b.side() == Side.PATH
                                            ? ""
                                            : " (" + Messages.get(locale, "side." + b.side()) + ")"));
                }
            }
            return new Highlight(
                    routeLinks, routeDevices, bottleneckLinks, bottleneckCard, bottleneckDevice, caption, fromDevice);
        }
    }

    private static boolean between(Plan.Link l, String x, String y) {
        if (l.a() == null || l.b() == null) {
            return false;
        }
        return (l.a().device().equals(x) && l.b().device().equals(y))
                || (l.a().device().equals(y) && l.b().device().equals(x));
    }

    private static String medium(Plan.Link l, ResolvedPlan.ResolvedLink rl, DisplayFormat fmt) {
        List<String> parts = new ArrayList<>();
        Transceiver ma = rl.moduleA();
        Transceiver mb = rl.moduleB();
        Cable c = rl.cable();
        if (c != null && c.isDirectAttach()) {
            parts.add(("aoc".equals(c.cableType()) ? "AOC " : "DAC ")
                    + fmt.number(c.lengthM(), c.lengthM() == Math.rint(c.lengthM()) ? 0 : 1) + " m");
        } else {
            if (ma != null) {
                parts.add(shortStandard(ma));
            }
            if (c != null) {
                String kind = c.isFiber()
                        ? (c.fiberGrade() == null ? "fiber" : c.fiberGrade())
                        : (c.category() == null ? "TP" : c.category());
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

    private static Marker marker(List<Issue> issues, int x, int y, Locale locale) {
        Issue worst = issues.stream().min(Comparator.comparingInt(Issue::rank)).orElseThrow();
        StringBuilder tip = new StringBuilder();
        for (Issue i : issues) {
            if (tip.length() > 0) {
                tip.append("\n");
            }
            tip.append(Messages.get(locale, "severity." + i.severity()))
                    .append(" [")
                    .append(i.rule())
                    .append("]: ")
                    .append(i.text().in(locale));
        }
        String symbol =
                issues.size() > 1 ? String.valueOf(issues.size()) : worst.severity() == Severity.INFO ? "i" : "!";
        return new Marker(x, y, worst.severity().toString(), symbol, tip.toString());
    }

    /**
     * A flow as people tell it apart from the others between the same two hosts: "Mac → Debian ·
     * iperf3 · 4 streams".
     */
    public static String flowName(Plan plan, Plan.Flow f, Locale locale) {
        return Messages.get(
                locale,
                "topology.flowName",
                PanelView.name(plan, f.from()),
                PanelView.name(plan, f.to()),
                String.valueOf(f.tool()),
                f.streams());
    }
}
