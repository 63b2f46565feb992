package dev.wirespeed.picture;

/**
 * How wide a line of text is drawn, estimated without a font: the picture is rendered by the
 * browser in whatever sans-serif it has, so the layout reserves room for a generous average.
 * Latin letters and digits average about 0.6 em (bold a little more); kana, kanji and full-width
 * forms are square, 1 em, which matters for Japanese host names.
 */
public final class TextWidth {

    private static final double NARROW_EM = 0.6;
    private static final double WIDE_EM = 1.0;
    private static final double BOLD = 1.08;

    private TextWidth() {}

    public static int of(String text, int fontSize, boolean bold) {
        if (text == null || text.isEmpty()) {
            return 0;
        }
        double em = text.codePoints()
                .mapToDouble(cp -> wide(cp) ? WIDE_EM : NARROW_EM)
                .sum();
        return (int) Math.ceil(em * fontSize * (bold ? BOLD : 1));
    }

    /** CJK radicals to ideographs (kana and the long-vowel mark included), Hangul, and full-width forms. */
    private static boolean wide(int cp) {
        return cp >= 0x2E80 && cp <= 0x9FFF
                || cp >= 0xAC00 && cp <= 0xD7AF
                || cp >= 0xF900 && cp <= 0xFAFF
                || cp >= 0xFF01 && cp <= 0xFF60
                || cp >= 0xFFE0 && cp <= 0xFFE6;
    }
}
