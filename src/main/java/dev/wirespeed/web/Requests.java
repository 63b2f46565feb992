package dev.wirespeed.web;

import dev.wirespeed.app.AppError;
import io.javalin.http.Context;

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
                for (Locale.LanguageRange r : Locale.LanguageRange.parse(header)) {
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
