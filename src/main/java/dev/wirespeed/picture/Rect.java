package dev.wirespeed.picture;

/** An axis-aligned rectangle in SVG user units: left, top, width, height. */
public record Rect(int x, int y, int w, int h) {

    public Rect {
        if (w < 0 || h < 0) {
            throw new IllegalArgumentException("a rectangle has no negative size: " + w + " x " + h);
        }
    }

    public int right() {
        return x + w;
    }

    public int bottom() {
        return y + h;
    }

    /** Whether the two rectangles share interior area (touching edges do not count). */
    public boolean overlaps(Rect o) {
        return x < o.right() && o.x < right() && y < o.bottom() && o.y < bottom();
    }

    public boolean contains(Rect o) {
        return o.x >= x && o.y >= y && o.right() <= right() && o.bottom() <= bottom();
    }
}
