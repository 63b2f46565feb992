package dev.wirespeed.web;

import dev.wirespeed.app.AppError;
import io.javalin.http.Context;

import java.util.List;
import java.util.Locale;

/** Small request helpers shared by the controllers. */
public final class Requests {

    public static final String LANG_COOKIE = "lang";

    private Requests() {}

    /** The page language: ?lang=, else the lang cookie, else the browser's Accept-Language, else English. */
    public static Locale locale(Context ctx) {
        Object cached = ctx.attribute("locale");
        if (cached instanceof Locale l) {
            return l;
        }
        String lang = ctx.queryParam("lang");
        if (lang == null) {
            lang = ctx.cookie(LANG_COOKIE);
        }
        if (lang == null) {
            String header = ctx.header("Accept-Language");
            if (header != null) {
                for (Locale.LanguageRange r : languageRanges(header)) {
                    String l = r.getRange().split("-")[0];
                    if (l != null && Messages.LANGUAGES.contains(l)) {
                        lang = l;
                        break;
                    }
                }
            }
        }
        Locale locale =
                lang != null && Messages.LANGUAGES.contains(lang) ? Locale.forLanguageTag(lang) : Locale.ENGLISH;
        ctx.attribute("locale", locale);
        return locale;
    }

    /** The ranges of an Accept-Language header; none when it is malformed (a weight over 1, a subtag over 8 letters). */
    private static List<Locale.LanguageRange> languageRanges(String header) {
        try {
            return Locale.LanguageRange.parse(header);
        } catch (IllegalArgumentException e) {
            return List.of();
        }
    }

    /**
     * {@code candidate} when it is a path on this server ("/plans/x?flow=y"), else null. A browser reads
     * "//evil" and "/\evil" as another host, so neither passes; nor does anything with a control
     * character or a backslash.
     */
    public static String localPath(String candidate) {
        if (candidate == null || candidate.length() > 2000 || !candidate.startsWith("/")) {
            return null;
        }
        if (candidate.startsWith("//") || candidate.indexOf('\\') >= 0 || !candidate.matches("[\\x21-\\x7e]*")) {
            return null;
        }
        return candidate;
    }

    public static String queryOrNull(Context ctx, String name) {
        String v = ctx.queryParam(name);
        return v == null || v.isBlank() ? null : v.trim();
    }

    public static int intQuery(Context ctx, String name, int dflt) {
        String v = queryOrNull(ctx, name);
        if (v == null) {
            return dflt;
        }
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw AppError.badRequest(name, "query parameter '" + name + "' must be a whole number, got '" + v + "'");
        }
    }
}
