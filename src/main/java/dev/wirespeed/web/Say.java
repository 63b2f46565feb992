package dev.wirespeed.web;

import dev.wirespeed.text.Phrase;

import java.util.Locale;

/**
 * Generated text (an issue, a bottleneck's arithmetic, a diagnosis) in the page's language: every
 * template gets one as {@code say}, so {@code ${say.of(issue.text())}} reads the issue in Japanese on a
 * Japanese page and exactly the English of JSON and the CLI on an English one.
 */
public final class Say {

    private final Locale locale;

    public Say(Locale locale) {
        this.locale = locale;
    }

    public String of(Phrase phrase) {
        return phrase == null ? null : phrase.in(locale);
    }
}
