package dev.wirespeed.picture;

import dev.wirespeed.picture.Layout.Badge;
import dev.wirespeed.picture.Layout.Block;
import dev.wirespeed.picture.Layout.Card;
import dev.wirespeed.picture.Layout.Label;
import dev.wirespeed.picture.Layout.Line;
import dev.wirespeed.picture.Layout.PortSquare;
import dev.wirespeed.picture.Scene.CardNode;
import dev.wirespeed.picture.Scene.End;
import dev.wirespeed.picture.Scene.HostNode;
import dev.wirespeed.picture.Scene.SwitchNode;
import dev.wirespeed.picture.Scene.Wire;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Lays a scene out: switches in the middle row, hosts above and below ordered by the switch port
 * they use, each host with its cards on the edge that faces the switches, links drawn between
 * ports. Boxes grow to fit their texts; each link label goes to the first spot along its line that
 * no other line, label or box touches; badges stay on the canvas. Deterministic: same scene, same
 * layout.
 */
public final class TopologyLayout {

    static final int HOST_W = 200;
    static final int SWITCH_W = 200;
    static final int CARD_W = 128;
    static final int CARD_H = 26;
    static final int HEADER_H = 44;
    static final int HOST_H = HEADER_H + CARD_H + 12;
    static final int SWITCH_H = 64;
    static final int MIDDLE_GAP = 96;
    static final int GAP = 36;
    static final int PORT = 18;
    static final int PORT_STEP = PORT + 6;
    static final int MARGIN = 24;
    static final int TEXT_INSET = 10;
    static final int NAME_PX = 13;
    static final int SUB_PX = 11;
    static final int LABEL_PX = 12;
    static final int BADGE_R = 10;
    /** How far a curve's control points lie beyond the edge both its ends leave from. */
    static final int BOW = 60;
    /** Points per curve when testing what a line crosses: enough that no step jumps a label's height. */
    private static final int SAMPLES = 64;
    /** How far along its line a label may move from its preferred spot, in steps tried nearest first. */
    private static final double SHIFT_STEP = 0.04;

    private static final int SHIFTS = 9;
    /** How far a label may move off its line, sideways for a straight line, downwards or upwards for a curve. */
    private static final int[] OFFSETS = {0, 12, -12, 24, -24};

    private final Scene scene;
    private final Set<String> hostIds = new HashSet<>();
    private final Map<String, int[]> anchors =
            new HashMap<>(); // "card#port" or "switch#port^|v" -> x, y, direction (1 down, -1 up)
    private final List<Block> boxes = new ArrayList<>();
    private final List<Card> cards = new ArrayList<>();
    private final List<PortSquare> ports = new ArrayList<>();
    private final List<Badge> badges = new ArrayList<>();

    private TopologyLayout(Scene scene) {
        this.scene = scene;
        scene.hosts().forEach(h -> hostIds.add(h.id()));
    }

    public static Layout of(Scene scene) {
        return new TopologyLayout(scene).lay();
    }

    private Layout lay() {
        List<HostNode> hosts = orderedHosts();
        int topCount = (hosts.size() + 1) / 2;
        List<HostNode> top = hosts.subList(0, topCount);
        List<HostNode> bottom = hosts.subList(topCount, hosts.size());
        Map<String, Integer> widths = new HashMap<>();
        hosts.forEach(h -> widths.put(h.id(), hostWidth(h)));
        scene.switches().forEach(s -> widths.put(s.id(), switchWidth(s)));

        int topW = rowWidth(top.stream().map(h -> widths.get(h.id())).toList());
        int bottomW = rowWidth(bottom.stream().map(h -> widths.get(h.id())).toList());
        int switchW =
                rowWidth(scene.switches().stream().map(s -> widths.get(s.id())).toList());
        int inner = Math.max(Math.max(topW, bottomW), Math.max(switchW, 300));
        int topY = MARGIN + 8;
        int switchY = topY + (top.isEmpty() ? 0 : HOST_H + MIDDLE_GAP);
        int bottomY = switchY + (scene.switches().isEmpty() ? (top.isEmpty() ? 0 : 40) : SWITCH_H + MIDDLE_GAP);
        int height = (bottom.isEmpty()
                        ? (scene.switches().isEmpty() ? topY + HOST_H : switchY + SWITCH_H)
                        : bottomY + HOST_H)
                + MARGIN
                + 28;
        int captionW = scene.caption() == null ? 0 : TextWidth.of(scene.caption(), NAME_PX, true);
        int width = Math.max(inner, captionW) + 2 * MARGIN;

        placeHosts(top, true, topY, width, widths);
        placeHosts(bottom, false, bottomY, width, widths);
        placeSwitches(switchY, (width - switchW) / 2, widths);

        List<Line> lines = new ArrayList<>();
        Map<String, Wire> wireOf = new HashMap<>();
        for (Wire w : scene.wires()) {
            Line line = line(w);
            if (line != null) {
                lines.add(line);
                wireOf.put(line.id(), w);
            }
        }
        List<Label> labels = new ArrayList<>();
        for (Line line : lines) {
            Wire w = wireOf.get(line.id());
            Label label = label(line, w, lines, labels);
            labels.add(label);
            if (scene.flagged().contains(w.id())) {
                badges.add(new Badge(w.id(), linkBadge(label, width), BADGE_R));
            }
        }
        return new Layout(width, Math.max(height, 120), boxes, cards, ports, lines, labels, badges);
    }

    /** Hosts by the first switch port they reach; hosts without a switch link keep plan order after them. */
    private List<HostNode> orderedHosts() {
        Map<String, Integer> switchIndex = new HashMap<>();
        for (int i = 0; i < scene.switches().size(); i++) {
            switchIndex.put(scene.switches().get(i).id(), i);
        }
        Map<String, Integer> order = new HashMap<>();
        for (int i = 0; i < scene.hosts().size(); i++) {
            String hid = scene.hosts().get(i).id();
            int best = 1_000_000 + i;
            for (Wire w : scene.wires()) {
                if (w.a() == null || w.b() == null) {
                    continue;
                }
                for (End[] pair : List.of(new End[] {w.a(), w.b()}, new End[] {w.b(), w.a()})) {
                    if (hid.equals(pair[0].device()) && switchIndex.containsKey(pair[1].device())) {
                        best = Math.min(best, switchIndex.get(pair[1].device()) * 1000 + pair[1].port());
                    }
                }
            }
            order.put(hid, best);
        }
        List<HostNode> hosts = new ArrayList<>(scene.hosts());
        hosts.sort(Comparator.comparingInt(h -> order.get(h.id())));
        return hosts;
    }

    /** Wide enough for its cards side by side and for its two lines of text. */
    static int hostWidth(HostNode h) {
        int n = Math.max(1, h.cards().size());
        return Math.max(Math.max(HOST_W, n * (CARD_W + 8) + 8), textWidth(h.name(), h.sub()));
    }

    /** Wide enough for its ports in a row and for its two lines of text. */
    static int switchWidth(SwitchNode s) {
        return Math.max(Math.max(SWITCH_W, Math.max(1, s.ports()) * PORT_STEP + 24), textWidth(s.name(), s.sub()));
    }

    private static int textWidth(String name, String sub) {
        return TEXT_INSET + Math.max(TextWidth.of(name, NAME_PX, true), TextWidth.of(sub, SUB_PX, false)) + TEXT_INSET;
    }

    private static int rowWidth(List<Integer> widths) {
        return widths.isEmpty()
                ? 0
                : widths.stream().mapToInt(Integer::intValue).sum() + GAP * (widths.size() - 1);
    }

    private void placeHosts(List<HostNode> row, boolean top, int y, int width, Map<String, Integer> widths) {
        int x = (width - rowWidth(row.stream().map(h -> widths.get(h.id())).toList())) / 2;
        for (HostNode host : row) {
            int w = widths.get(host.id());
            int ty = top ? y + 18 : y + CARD_H + 12 + 18;
            Rect box = new Rect(x, y, w, HOST_H);
            boxes.add(new Block(host.id(), true, box, ty));
            int cy = top ? y + HEADER_H + 4 : y + 6;
            int cx = x + 8;
            for (CardNode c : host.cards()) {
                Rect card = new Rect(cx, cy, CARD_W, CARD_H);
                cards.add(new Card(c.id(), host.id(), card));
                for (int p = 1; p <= c.ports(); p++) {
                    int ax = cx + CARD_W * (2 * p - 1) / (2 * c.ports());
                    anchors.put(c.id() + "#" + p, new int[] {ax, top ? cy + CARD_H : cy, top ? 1 : -1});
                }
                if (scene.flagged().contains(c.id())) {
                    badges.add(new Badge(c.id(), cardBadge(card, box), BADGE_R));
                }
                cx += CARD_W + 8;
            }
            if (scene.flagged().contains(host.id())) {
                badges.add(new Badge(host.id(), new Point(x + w - 4, y + 4), BADGE_R));
            }
            x += w + GAP;
        }
    }

    /** At the card's top right corner, moved down as far as needed to stay inside the host's box. */
    private static Point cardBadge(Rect card, Rect host) {
        int x = Math.min(card.right() - 2, host.right() - BADGE_R);
        int y = Math.max(card.y() + 2, host.y() + BADGE_R + 1);
        return new Point(x, y);
    }

    private void placeSwitches(int y, int x0, Map<String, Integer> widths) {
        Set<String> usedPorts = new HashSet<>();
        for (Wire wire : scene.wires()) {
            for (End e : new End[] {wire.a(), wire.b()}) {
                if (e != null) {
                    usedPorts.add(e.device() + "#" + e.port());
                }
            }
        }
        int x = x0;
        for (SwitchNode s : scene.switches()) {
            int w = widths.get(s.id());
            boxes.add(new Block(s.id(), false, new Rect(x, y, w, SWITCH_H), y + 18));
            int n = s.ports();
            int px0 = x + (w - n * PORT_STEP + 6) / 2;
            for (int p = 1; p <= n; p++) {
                int px = px0 + (p - 1) * PORT_STEP;
                int py = y + SWITCH_H - PORT - 8;
                ports.add(
                        new PortSquare(s.id(), p, new Rect(px, py, PORT, PORT), usedPorts.contains(s.id() + "#" + p)));
                anchors.put(s.id() + "#" + p + "^", new int[] {px + PORT / 2, y, -1});
                anchors.put(s.id() + "#" + p + "v", new int[] {px + PORT / 2, y + SWITCH_H, 1});
            }
            if (scene.flagged().contains(s.id())) {
                badges.add(new Badge(s.id(), new Point(x + w - 4, y + 4), BADGE_R));
            }
            x += w + GAP;
        }
    }

    /** The link between its two anchors, or null when an end has no place in the picture. */
    private Line line(Wire w) {
        int[] a = anchor(w.a(), w.b());
        int[] b = anchor(w.b(), w.a());
        if (a == null || b == null) {
            return null;
        }
        // both ends face the same way: bow outwards from that edge
        int bow = a[2] == b[2] ? BOW * a[2] : 0;
        return new Line(w.id(), new Point(a[0], a[1]), new Point(b[0], b[1]), bow);
    }

    /** Where a link end attaches: the card port, or the switch port on the edge facing the other end. */
    private int[] anchor(End e, End other) {
        if (e == null) {
            return null;
        }
        if (hostIds.contains(e.device())) {
            return e.card() == null ? null : anchors.get(e.card() + "#" + e.port());
        }
        int[] up = anchors.get(e.device() + "#" + e.port() + "^");
        int[] down = anchors.get(e.device() + "#" + e.port() + "v");
        if (up == null) {
            return null;
        }
        if (other != null && hostIds.contains(other.device()) && other.card() != null) {
            int[] o = anchors.get(other.card() + "#" + other.port());
            if (o != null) {
                return o[1] < up[1] ? up : down;
            }
        }
        return down;
    }

    /**
     * The label goes nearer the host end so labels of links to one switch do not pile up, unless that
     * spot touches another line, label or box: then the nearest clear spot along the line, or the
     * least crowded one.
     */
    private Label label(Line line, Wire w, List<Line> lines, List<Label> placed) {
        boolean hostA = hostIds.contains(w.a().device());
        boolean hostB = w.b() != null && hostIds.contains(w.b().device());
        double preferred = hostA && !hostB ? 0.4 : !hostA && hostB ? 0.6 : 0.5;
        int width = TextWidth.of(w.label(), LABEL_PX, true) + 6;
        Label best = null;
        int bestCost = Integer.MAX_VALUE;
        for (int offset : OFFSETS) {
            for (int i = 0; i <= 2 * SHIFTS; i++) {
                // 0, -1, +1, -2, +2 ...
                int step = (i + 1) / 2 * (i % 2 == 1 ? -1 : 1);
                double[] p = line.pointAt(preferred + step * SHIFT_STEP);
                int lx = (int) Math.round(p[0]) + (line.curved() ? 0 : offset);
                int ly = (int) Math.round(p[1]) + (line.curved() ? offset : 0);
                Label candidate = new Label(line.id(), new Point(lx, ly), new Rect(lx - width / 2, ly - 7, width, 15));
                int cost = crowding(candidate, lines, placed);
                if (cost < bestCost) {
                    best = candidate;
                    bestCost = cost;
                }
                if (cost == 0) {
                    return best;
                }
            }
        }
        return best;
    }

    private int crowding(Label label, List<Line> lines, List<Label> placed) {
        int cost = 0;
        for (Line other : lines) {
            if (!other.id().equals(label.lineId()) && crosses(other, label.rect())) {
                cost += 10;
            }
        }
        for (Label other : placed) {
            if (other.rect().overlaps(label.rect())) {
                cost += 10;
            }
        }
        for (Block b : boxes) {
            if (b.rect().overlaps(label.rect())) {
                cost += 5;
            }
        }
        return cost;
    }

    /** Whether the line passes through the rectangle, tested along straight pieces of the line. */
    static boolean crosses(Line line, Rect r) {
        int steps = line.curved() ? SAMPLES : 1;
        double[] from = line.pointAt(0);
        for (int i = 1; i <= steps; i++) {
            double[] to = line.pointAt((double) i / steps);
            if (segmentCrosses(from, to, r)) {
                return true;
            }
            from = to;
        }
        return false;
    }

    /** Liang-Barsky clipping: whether any part of the segment lies inside the rectangle. */
    private static boolean segmentCrosses(double[] p, double[] q, Rect r) {
        double dx = q[0] - p[0];
        double dy = q[1] - p[1];
        double[] num = {p[0] - r.x(), r.right() - p[0], p[1] - r.y(), r.bottom() - p[1]};
        double[] den = {-dx, dx, -dy, dy};
        double t0 = 0;
        double t1 = 1;
        for (int i = 0; i < 4; i++) {
            if (den[i] == 0) {
                if (num[i] < 0) {
                    return false;
                }
            } else {
                double t = num[i] / den[i];
                if (den[i] < 0) {
                    t0 = Math.max(t0, t);
                } else {
                    t1 = Math.min(t1, t);
                }
            }
        }
        return t0 <= t1;
    }

    /** Left of the label with a small gap; right of it when the left side would leave the canvas. */
    private static Point linkBadge(Label label, int width) {
        int x = label.rect().x() - 2 - BADGE_R;
        if (x - BADGE_R < 0) {
            x = label.rect().right() + 2 + BADGE_R;
        }
        x = Math.max(BADGE_R, Math.min(width - BADGE_R, x));
        return new Point(x, label.at().y());
    }
}
