package dev.wirespeed.app;

import com.fasterxml.jackson.annotation.JsonIgnore;
import dev.wirespeed.text.Phrase;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A request that cannot be served as asked, with the HTTP status it maps to (400, 404, 409, 413)
 * and, for invalid documents, one detail per problem with its JSON path. The web layer turns it
 * into one JSON error body or an error page; the CLI prints it and exits non-zero. The message and
 * each detail's message are English (JSON and the CLI show them); where the sentence is also a
 * {@link Phrase}, a page shows that phrase in its own language.
 */
public final class AppError extends RuntimeException {

    /**
     * One problem in a submitted document: where (JSON path) and what, in English; {@code phrase}, when
     * set, is the same sentence for the pages' other languages. It is left out of JSON and out of
     * equality, so a detail compares and serializes as its path and English message.
     */
    public record Detail(String path, String message, @JsonIgnore Phrase phrase) {

        public Detail(String path, String message) {
            this(path, message, null);
        }

        public static Detail of(String path, Phrase phrase) {
            return new Detail(path, phrase.english(), phrase);
        }

        /** The message in {@code locale}: the phrase when there is one, else the English message. */
        public String in(Locale locale) {
            return phrase == null ? message : phrase.in(locale);
        }

        /** The phrase, or the English message quoted as text from elsewhere (a parser's, a library's). */
        public Phrase phraseOrQuoted() {
            return phrase != null ? phrase : Phrase.of(QUOTED, message);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Detail d && Objects.equals(path, d.path) && Objects.equals(message, d.message);
        }

        @Override
        public int hashCode() {
            return Objects.hash(path, message);
        }

        @Override
        public String toString() {
            return "Detail[path=" + path + ", message=" + message + "]";
        }
    }

    /**
     * The key of a phrase that is English from outside this program (a library's or a parser's
     * message): shown as it is in English, in quotation marks in another language.
     */
    public static final String QUOTED = "text.quoted";

    private final int status;
    private final List<Detail> details;
    private final Phrase phrase;

    public AppError(int status, String message, List<Detail> details) {
        this(status, message, details, null);
    }

    private AppError(int status, String message, List<Detail> details, Phrase phrase) {
        super(message);
        this.status = status;
        this.details = List.copyOf(details);
        this.phrase = phrase;
    }

    /** An error whose message is {@code phrase} in English, shown in the page's language on a page. */
    public static AppError of(int status, Phrase phrase, List<Detail> details) {
        return new AppError(status, phrase.english(), details, phrase);
    }

    public static AppError badRequest(String message, List<Detail> details) {
        return new AppError(400, message, details);
    }

    public static AppError badRequest(String path, String message) {
        return new AppError(400, message, List.of(new Detail(path, message)));
    }

    public static AppError badRequest(String path, Phrase phrase) {
        return new AppError(400, phrase.english(), List.of(Detail.of(path, phrase)), phrase);
    }

    /** A detail whose message is English from outside this program ({@link #QUOTED}). */
    public static Detail quotedDetail(String path, String english) {
        return Detail.of(path, Phrase.of(QUOTED, english));
    }

    /** A 400 with these details, its message the first one's (as it always was: that detail's English). */
    public static AppError firstOf(List<Detail> details) {
        return of(400, details.get(0).phraseOrQuoted(), details);
    }

    public static AppError notFound(String message) {
        return new AppError(404, message, List.of());
    }

    public static AppError notFound(Phrase phrase) {
        return of(404, phrase, List.of());
    }

    public static AppError conflict(String message) {
        return new AppError(409, message, List.of());
    }

    public static AppError conflict(Phrase phrase) {
        return of(409, phrase, List.of());
    }

    public static AppError tooLarge(String message) {
        return new AppError(413, message, List.of());
    }

    public static AppError tooLarge(Phrase phrase) {
        return of(413, phrase, List.of());
    }

    /** The same error with other details (a page that shows the problems in another place). */
    public AppError withDetails(List<Detail> other) {
        return new AppError(status, getMessage(), other, phrase);
    }

    public int status() {
        return status;
    }

    public List<Detail> details() {
        return details;
    }

    /** The message as a phrase, or null when it is English only. */
    public Phrase phrase() {
        return phrase;
    }

    /** The message in {@code locale}: the phrase when there is one, else the English message. */
    public String in(Locale locale) {
        return phrase == null ? getMessage() : phrase.in(locale);
    }
}
