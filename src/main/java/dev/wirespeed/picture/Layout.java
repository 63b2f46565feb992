package dev.wirespeed.picture;

import java.util.List;

/**
 * The picture laid out: every element with its coordinates in SVG user units on a canvas of
 * {@code width} by {@code height}. Elements refer back to the scene by id.
 */
public record Layout(
        int width,
        int height,
        List<Block> boxes,
        List<Card> cards,
        List<PortSquare> ports,
        List<Line> lines,
        List<Label> labels,
        List<Badge> badges,
        List<Socket> sockets,
        List<Key> keys,
        int captionY) {

    public Layout {
        boxes = List.copyOf(boxes);
        cards = List.copyOf(cards);
        ports = List.copyOf(ports);
        lines = List.copyOf(lines);
        labels = List.copyOf(labels);
        badges = List.copyOf(badges);
        sockets = List.copyOf(sockets);
        keys = List.copyOf(keys);
    }

    public Rect canvas() {
        return new Rect(0, 0, width, height);
    }

    /** A host or switch box; {@code textY} is the baseline of its name (the second line sits 15 below). */
    public record Block(String id, boolean host, Rect rect, int textY) {}

    /** A card inside the host {@code host}. */
    public record Card(String id, String host, Rect rect) {}

    /** A switch port square. */
    public record PortSquare(String switchId, int number, Rect rect, boolean used) {}

    /** A port on a card's edge facing the switches, where a link attaches; {@code used} when one does. */
    public record Socket(String cardId, int number, Rect rect, boolean used) {}

    /**
     * One entry of the legend under the picture: a short sample of line in {@code swatch}, its text
     * starting at {@code textAt} (baseline), the whole entry taking up {@code rect}.
     */
    public record Key(String id, Rect swatch, Point textAt, Rect rect) {}

    /**
     * A link from {@code a} to {@code b}: straight when {@code bow} is 0, otherwise a cubic curve whose
     * control points sit {@code bow} units below (positive) or above (negative) each end.
     */
    public record Line(String id, Point a, Point b, int bow) {

        public boolean curved() {
            return bow != 0;
        }

        /** The point at parameter t in [0, 1] along the line. */
        public double[] pointAt(double t) {
            if (!curved()) {
                return new double[] {a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t};
            }
            double u = 1 - t;
            double w0 = u * u * u;
            double w1 = 3 * u * u * t;
            double w2 = 3 * u * t * t;
            double w3 = t * t * t;
            double x = (w0 + w1) * a.x() + (w2 + w3) * b.x();
            double y = w0 * a.y() + w1 * (a.y() + bow) + w2 * (b.y() + bow) + w3 * b.y();
            return new double[] {x, y};
        }
    }

    /** A link's label: its text centred on {@code at} (text baseline 4 below), taking up {@code rect}. */
    public record Label(String lineId, Point at, Rect rect) {}

    /** An issue badge: a circle of radius {@code r} around {@code centre}, for the element {@code elementId}. */
    public record Badge(String elementId, Point centre, int r) {
        public Rect bounds() {
            return new Rect(centre.x() - r, centre.y() - r, 2 * r, 2 * r);
        }
    }
}
