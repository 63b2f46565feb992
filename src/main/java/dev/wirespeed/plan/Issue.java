package dev.wirespeed.plan;

import dev.wirespeed.text.Phrase;

/**
 * A problem or remark about a plan: the rule that raised it, its severity, the message with both
 * numbers, a suggested fix, and the plan element it is about (a host, NIC, link or flow id). Message
 * and fix are phrases, so a page can show them in its language; {@link #message()} and {@link #fix()}
 * are the English text JSON and the CLI show.
 */
public record Issue(String rule, Severity severity, Phrase text, Phrase fixText, String where) {
    public Issue {
        if (severity == null) {
            throw new IllegalArgumentException("issue " + rule + " needs a severity");
        }
    }

    /** An issue whose texts are given in English only (shown as written in every language). */
    public Issue(String rule, Severity severity, String message, String fix, String where) {
        this(
                rule,
                severity,
                message == null ? null : Phrase.verbatim(message),
                fix == null ? null : Phrase.verbatim(fix),
                where);
    }

    public String message() {
        return text == null ? null : text.english();
    }

    public String fix() {
        return fixText == null ? null : fixText.english();
    }

    public int rank() {
        return severity.rank();
    }
}
