package dev.wirespeed.picture;

import dev.wirespeed.picture.Layout.Badge;
import dev.wirespeed.picture.Layout.Block;
import dev.wirespeed.picture.Layout.Card;
import dev.wirespeed.picture.Layout.Key;
import dev.wirespeed.picture.Layout.Label;
import dev.wirespeed.picture.Layout.Line;
import dev.wirespeed.picture.Layout.PortSquare;
import dev.wirespeed.picture.Layout.Socket;
import dev.wirespeed.picture.Scene.CardNode;
import dev.wirespeed.picture.Scene.End;
import dev.wirespeed.picture.Scene.HostNode;
import dev.wirespeed.picture.Scene.LegendEntry;
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
 * ports. Boxes and cards grow to fit their texts (nothing is cut short) and the badge they carry;
 * each link label goes to the first spot beside its line that no line (its own included), label or
 * box touches, with the link's badge inside the label's room; every badge lies inside the box it is
 * about. A caption and a legend go under the picture. Deterministic: same scene, same layout.
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
    static final int CARD_PX = 11;
    static final int BADGE_R = 10;
    /** Room a badge takes beside a text: its diameter and a gap. */
    static final int BADGE_ROOM = 2 * BADGE_R + 6;

    static final int SOCKET_W = 10;
    static final int SOCKET_H = 5;
    static final int CAPTION_GAP = 26;
    static final int LEGEND_ROW = 20;
    static final int SWATCH_W = 22;
    static final int KEY_PX = 11;
    /** How far a curve's control points lie beyond the edge both its ends leave from. */
    static final int BOW = 60;
    /** Points per curve when testing what a line crosses: enough that no step jumps a label's height. */
    private static final int SAMPLES = 64;
    /** How far along its line a label may move from its preferred spot, in steps tried nearest first. */
    private static final double SHIFT_STEP = 0.04;

    private static final int SHIFTS = 11;
    /**
     * How far a label moves off its line: a curve's label (and a nearly flat line's) goes below or above
     * it by this much, a straight line's beside it, by half the label's width and this much less 8.
     */
    private static final int[] OFFSETS = {12, -12, 24, -24, 36, -36, 48, -48, 60, 72};

    private static final int LABEL_H = 15;

    private final Scene scene;
    private final Set<String> hostIds = new HashSet<>();
    private final Map<String, int[]> anchors =
            new HashMap<>(); // "card#port" or "switch#port^|v" -> x, y, direction (1 down, -1 up)
    private final List<Block> boxes = new ArrayList<>();
    private final List<Card> cards = new ArrayList<>();
    private final List<PortSquare> ports = new ArrayList<>();
    private final List<Badge> badges = new ArrayList<>();
    private final List<Socket> sockets = new ArrayList<>();
    private final Set<String> usedPorts = new HashSet<>();

    private TopologyLayout(Scene scene) {
        this.scene = scene;
        scene.hosts().forEach(h -> hostIds.add(h.id()));
        for (Wire wire : scene.wires()) {
            for (End e : new End[] {wire.a(), wire.b()}) {
                if (e != null) {
                    usedPorts.add((e.card() != null ? e.card() : e.device()) + "#" + e.port());
                }
            }
        }
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
        int contentBottom =
                bottom.isEmpty() ? (scene.switches().isEmpty() ? topY + HOST_H : switchY + SWITCH_H) : bottomY + HOST_H;
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
        // a label may sit below the lowest row (beside a curve bowing downwards; the caption goes under it)
        // and right of the widest row (beside a line near the right edge; the canvas grows for it)
        Rect room = new Rect(0, 0, 4 * width, contentBottom + BOW);
        List<Label> labels = new ArrayList<>();
        for (Line line : lines) {
            labels.add(label(line, wireOf.get(line.id()), lines, labels, room));
        }
        for (Line line : lines) {
            if (scene.flagged().contains(line.id())) {
                badges.add(linkBadge(line, lines, labels));
            }
        }
        width = Math.max(
                width, labels.stream().mapToInt(l -> l.rect().right() + 8).max().orElse(0));
        int y = Math.max(
                contentBottom,
                labels.stream().mapToInt(l -> l.rect().bottom()).max().orElse(0));
        int captionY = 0;
        if (scene.caption() != null) {
            captionY = y + CAPTION_GAP;
            y = captionY + 6;
        }
        List<Key> keys = legend(scene.legend(), y + LEGEND_ROW + 8, width);
        if (!keys.isEmpty()) {
            y = keys.get(keys.size() - 1).rect().bottom();
        }
        int height = Math.max(y + MARGIN, 120);
        return new Layout(width, height, boxes, cards, ports, lines, labels, badges, sockets, keys, captionY);
    }

    /** The legend's entries left to right from the margin, wrapping onto a new row where one would run past. */
    private static List<Key> legend(List<LegendEntry> entries, int firstBaseline, int width) {
        List<Key> keys = new ArrayList<>();
        int x = MARGIN;
        int baseline = firstBaseline;
        for (LegendEntry e : entries) {
            int w = SWATCH_W + 6 + TextWidth.of(e.label(), KEY_PX, false);
            if (x > MARGIN && x + w > width - MARGIN) {
                x = MARGIN;
                baseline += LEGEND_ROW;
            }
            keys.add(new Key(
                    e.id(),
                    new Rect(x, baseline - 7, SWATCH_W, 4),
                    new Point(x + SWATCH_W + 6, baseline),
                    new Rect(x, baseline - 11, w, 15)));
            x += w + 16;
        }
        return keys;
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

    /** Wide enough for its cards side by side, and for its two lines of text with its badge beside them. */
    int hostWidth(HostNode h) {
        int cardsW = 8;
        for (CardNode c : h.cards()) {
            cardsW += cardWidth(c) + 8;
        }
        int badge = scene.flagged().contains(h.id()) ? BADGE_ROOM : 0;
        return Math.max(Math.max(HOST_W, cardsW), textWidth(h.name(), h.sub()) + badge);
    }

    /** Wide enough for its label, and for its badge at its right end. */
    int cardWidth(CardNode c) {
        int badge = scene.flagged().contains(c.id()) ? BADGE_ROOM - 4 : 0;
        return Math.max(CARD_W, 6 + TextWidth.of(c.label(), CARD_PX, false) + 6 + badge);
    }

    /** Wide enough for its ports in a row, and for its two lines of text with its badge beside them. */
    int switchWidth(SwitchNode s) {
        int badge = scene.flagged().contains(s.id()) ? BADGE_ROOM : 0;
        return Math.max(
                Math.max(SWITCH_W, Math.max(1, s.ports()) * PORT_STEP + 24), textWidth(s.name(), s.sub()) + badge);
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
                int cw = cardWidth(c);
                Rect card = new Rect(cx, cy, cw, CARD_H);
                cards.add(new Card(c.id(), host.id(), card));
                for (int p = 1; p <= c.ports(); p++) {
                    int ax = cx + cw * (2 * p - 1) / (2 * c.ports());
                    anchors.put(c.id() + "#" + p, new int[] {ax, top ? cy + CARD_H : cy, top ? 1 : -1});
                    sockets.add(new Socket(
                            c.id(),
                            p,
                            new Rect(ax - SOCKET_W / 2, top ? cy + CARD_H - SOCKET_H : cy, SOCKET_W, SOCKET_H),
                            usedPorts.contains(c.id() + "#" + p)));
                }
                if (scene.flagged().contains(c.id())) {
                    badges.add(new Badge(c.id(), new Point(card.right() - BADGE_R - 3, cy + CARD_H / 2), BADGE_R));
                }
                cx += cw + 8;
            }
            if (scene.flagged().contains(host.id())) {
                // beside the name and the line under it: the box was widened for it
                badges.add(new Badge(host.id(), new Point(box.right() - BADGE_R - 5, ty + 2), BADGE_R));
            }
            x += w + GAP;
        }
    }

    private void placeSwitches(int y, int x0, Map<String, Integer> widths) {
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
                badges.add(new Badge(s.id(), new Point(x + w - BADGE_R - 5, y + 20), BADGE_R));
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
     * The label goes nearer the host end so labels of links to one switch do not pile up, and beside
     * its line rather than on it; where that spot touches a line, a label or a box, the nearest clear
     * spot along the line, or the least crowded one.
     */
    private Label label(Line line, Wire w, List<Line> lines, List<Label> placed, Rect room) {
        boolean hostA = hostIds.contains(w.a().device());
        boolean hostB = w.b() != null && hostIds.contains(w.b().device());
        double preferred = hostA && !hostB ? 0.4 : !hostA && hostB ? 0.6 : 0.5;
        int width = TextWidth.of(w.label(), LABEL_PX, true) + 6;
        boolean flat = !line.curved()
                && Math.abs(line.b().y() - line.a().y())
                        < Math.abs(line.b().x() - line.a().x()) / 2;
        Label best = null;
        int bestCost = Integer.MAX_VALUE;
        for (int offset : OFFSETS) {
            for (int i = 0; i <= 2 * SHIFTS; i++) {
                // 0, -1, +1, -2, +2 ...
                int step = (i + 1) / 2 * (i % 2 == 1 ? -1 : 1);
                double[] p = line.pointAt(preferred + step * SHIFT_STEP);
                int cx = (int) Math.round(p[0]);
                int cy = (int) Math.round(p[1]);
                if (line.curved() || flat) {
                    cy += offset;
                } else {
                    cx += Integer.signum(offset) * (width / 2 + Math.abs(offset) - 8);
                }
                Label candidate =
                        new Label(line.id(), new Point(cx, cy), new Rect(cx - width / 2, cy - 7, width, LABEL_H));
                int cost = crowding(candidate.rect(), lines, placed, room);
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

    /**
     * A link's badge sits on its line, at the spot nearest the middle that no other line, no label, no
     * box and no badge placed before it touches (or the least crowded one).
     */
    private Badge linkBadge(Line line, List<Line> lines, List<Label> labels) {
        Badge best = null;
        int bestCost = Integer.MAX_VALUE;
        for (int i = 0; i <= 16; i++) {
            int step = (i + 1) / 2 * (i % 2 == 1 ? -1 : 1);
            double[] p = line.pointAt(0.5 + step * 0.05);
            Badge candidate = new Badge(line.id(), new Point((int) Math.round(p[0]), (int) Math.round(p[1])), BADGE_R);
            Rect r = candidate.bounds();
            int cost = 0;
            for (Line other : lines) {
                if (other != line && crosses(other, r)) {
                    cost += 10;
                }
            }
            for (Label l : labels) {
                if (l.rect().overlaps(r)) {
                    cost += 10;
                }
            }
            for (Block b : boxes) {
                if (b.rect().overlaps(r)) {
                    cost += 20;
                }
            }
            for (Badge b : badges) {
                if (b.bounds().overlaps(r)) {
                    cost += 10;
                }
            }
            if (cost < bestCost) {
                best = candidate;
                bestCost = cost;
            }
            if (cost == 0) {
                break;
            }
        }
        return best;
    }

    /** How crowded a label's spot is: lines through it (its own included), labels and boxes it covers, off the canvas. */
    private int crowding(Rect rect, List<Line> lines, List<Label> placed, Rect room) {
        int cost = room.contains(rect) ? 0 : 50;
        for (Line line : lines) {
            if (crosses(line, rect)) {
                cost += 10;
            }
        }
        for (Label other : placed) {
            if (other.rect().overlaps(rect)) {
                cost += 10;
            }
        }
        for (Block b : boxes) {
            if (b.rect().overlaps(rect)) {
                cost += 20;
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
}
