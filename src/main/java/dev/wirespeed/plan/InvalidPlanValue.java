package dev.wirespeed.plan;

import dev.wirespeed.text.Phrase;

/**
 * A plan value outside what the model can compute with (an MTU of -1, a PCIe width of 3), thrown by
 * the plan records' constructors. {@code field} names the record component, so adapters can point a
 * person at it ("$.hosts[0].nics[1].mtu", or the form field). The message is English; {@code phrase},
 * when set, is the same sentence for a page in another language.
 */
public final class InvalidPlanValue extends IllegalArgumentException {

    private final String field;
    private final transient Phrase phrase;

    public InvalidPlanValue(String field, String message) {
        super(message);
        this.field = field;
        this.phrase = null;
    }

    public InvalidPlanValue(String field, Phrase phrase) {
        super(phrase.english());
        this.field = field;
        this.phrase = phrase;
    }

    public String field() {
        return field;
    }

    /** The message as a phrase, or null when it is English only. */
    public Phrase phrase() {
        return phrase;
    }

    /** Refuses a value with the phrase {@code key} (its arguments built only when the value is refused). */
    static void require(boolean ok, String field, String key, Object... args) {
        if (!ok) {
            throw new InvalidPlanValue(field, Phrase.of(key, args));
        }
    }
}
