package dev.wirespeed.web;

import dev.wirespeed.catalog.Cage;
import dev.wirespeed.fit.Fit;
import dev.wirespeed.fit.Metres;
import dev.wirespeed.fit.Reason;
import dev.wirespeed.fit.Speeds;

import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Fit reasons in the reader's language: a reason's key is a message key of the bundles, and its
 * arguments are formatted for the locale (speeds as "10G/1G", metres with at most one decimal,
 * cages by their upper-case label).
 */
final class FitText {

    private final Locale locale;
    private final DisplayFormat fmt;

    FitText(Locale locale) {
        this.locale = locale;
        this.fmt = new DisplayFormat(locale);
    }

    String text(Reason r) {
        return Messages.get(locale, r.key(), r.args().stream().map(this::arg).toArray());
    }

    /** Why the parts do not fit, or null when they do. */
    String why(Fit f) {
        return f.blocker().map(this::text).orElse(null);
    }

    /** The warnings and notes of parts that fit, "; "-separated ("" when there are none). */
    String notes(Fit f) {
        return f.notes().stream().map(this::text).collect(Collectors.joining("; "));
    }

    /** The blocker's text when the parts do not fit, else the notes (null when there are none). */
    String note(Fit f) {
        String s = f.fits() ? notes(f) : why(f);
        return s.isEmpty() ? null : s;
    }

    private Object arg(Object a) {
        if (a instanceof Speeds s) {
            return fmt.speeds(s.gbps());
        }
        if (a instanceof Metres m) {
            return fmt.number(m.value(), m.value() == Math.rint(m.value()) ? 0 : 1);
        }
        if (a instanceof Cage c) {
            return c.label().toUpperCase(Locale.ROOT);
        }
        return a;
    }
}
