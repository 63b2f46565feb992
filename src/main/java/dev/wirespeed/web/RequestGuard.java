package dev.wirespeed.web;

import dev.wirespeed.app.AppError;
import dev.wirespeed.text.Phrase;
import io.javalin.http.Context;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * What every request passes before a route runs: the security headers on its response, a Host this
 * server answers to, and for requests that change something (POST, PUT, PATCH, DELETE) proof that
 * they come from this server's own pages, plus a body type the JSON API reads.
 *
 * <p>Same origin is checked with the headers browsers set and pages cannot forge: {@code Origin}
 * (every current browser sends it on a cross-origin POST, PUT or DELETE, forms included), else
 * {@code Sec-Fetch-Site}, else the {@code Referer}'s origin. A request carrying none of them was not
 * made by a browser on behalf of another site (curl, scripts, the tests), so it is served; this keeps
 * every form working without JavaScript and without a per-session token. {@code Origin: null}
 * (sandboxed frames, cross-origin redirects) is refused.
 */
final class RequestGuard {

    /** No inline script or handler anywhere; styles may be inline (the SVG picture carries its own). */
    static final String CONTENT_SECURITY_POLICY =
            "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline';"
                    + " img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

    static final Map<String, String> SECURITY_HEADERS = Map.of(
            "Content-Security-Policy", CONTENT_SECURITY_POLICY,
            "X-Content-Type-Options", "nosniff",
            "X-Frame-Options", "DENY",
            "Referrer-Policy", "same-origin",
            "Cross-Origin-Opener-Policy", "same-origin",
            "Cross-Origin-Resource-Policy", "same-origin");

    private static final Set<String> STATE_CHANGING = Set.of("POST", "PUT", "PATCH", "DELETE");

    /** Body types of a measurement import: raw output (text, bytes, iperf3 -J, curl's default) or files. */
    private static final List<String> MEASUREMENT_TYPES = List.of(
            "text/plain",
            "application/octet-stream",
            "application/json",
            "multipart/form-data",
            "application/x-www-form-urlencoded");

    private final HostAllowList hosts;

    RequestGuard(HostAllowList hosts) {
        this.hosts = hosts;
    }

    /** Sets the security headers through {@code header}: the one list for routes, static files and Jetty's errors. */
    static void securityHeaders(BiConsumer<String, String> header) {
        SECURITY_HEADERS.forEach(header);
    }

    void check(Context ctx) {
        securityHeaders(ctx::header);
        if (!ctx.path().startsWith("/static/")) {
            // plans and measurements name machines and addresses: no copy in shared or disk caches
            ctx.header("Cache-Control", "no-store");
        }
        String host = ctx.header("Host");
        if (host == null || host.isBlank()) {
            throw AppError.of(400, Phrase.of("request.noHost"), List.of());
        }
        if (!hosts.allows(host)) {
            throw AppError.of(421, Phrase.of("request.host", clip(HostAllowList.name(host))), List.of());
        }
        if (!STATE_CHANGING.contains(ctx.method().name())) {
            return;
        }
        sameOrigin(ctx, host);
        if (isApi(ctx.path()) && hasBody(ctx)) {
            bodyType(ctx);
        }
        noNulInFormFields(ctx);
    }

    /**
     * A form field holding the NUL character (%00): no text box types one, and PostgreSQL's text cannot
     * store it while SQLite can, so it is refused here, on both engines, before a handler saves it.
     */
    private static void noNulInFormFields(Context ctx) {
        String type = ctx.contentType() == null ? "" : ctx.contentType().toLowerCase(Locale.ROOT);
        if (!type.startsWith("application/x-www-form-urlencoded")) {
            return;
        }
        for (Map.Entry<String, List<String>> f : ctx.formParamMap().entrySet()) {
            for (String v : f.getValue()) {
                if (v != null && v.indexOf('\0') >= 0) {
                    throw AppError.badRequest(clip(f.getKey()), Phrase.of("request.nul", clip(f.getKey())));
                }
            }
        }
    }

    private static void sameOrigin(Context ctx, String host) {
        String origin = ctx.header("Origin");
        if (origin != null) {
            if (!sameAuthority(origin, host)) {
                throw crossOrigin(Phrase.of("request.crossOrigin.origin", clip(origin)));
            }
            return;
        }
        String site = ctx.header("Sec-Fetch-Site");
        if (site != null && !site.equals("same-origin") && !site.equals("none")) {
            throw crossOrigin(Phrase.of("request.crossOrigin.site", clip(site)));
        }
        String referer = ctx.header("Referer");
        if (referer != null && !sameAuthority(referer, host)) {
            throw crossOrigin(Phrase.of("request.crossOrigin.referer", clip(referer)));
        }
    }

    private static AppError crossOrigin(Phrase what) {
        return AppError.of(403, Phrase.of("request.crossOrigin", what), List.of());
    }

    /** Whether {@code url}'s scheme://host:port is the server as the request addressed it. */
    static boolean sameAuthority(String url, String host) {
        try {
            URI u = new URI(url.trim());
            if (u.getHost() == null || u.getScheme() == null) {
                return false;
            }
            String scheme = u.getScheme().toLowerCase(Locale.ROOT);
            if (!scheme.equals("http") && !scheme.equals("https")) {
                return false;
            }
            int port = u.getPort() >= 0 ? u.getPort() : scheme.equals("https") ? 443 : 80;
            String name = HostAllowList.name(u.getHost());
            String hostName = HostAllowList.name(host);
            int hostPort = port(host, scheme.equals("https") ? 443 : 80);
            return name != null && name.equals(hostName) && port == hostPort;
        } catch (URISyntaxException e) {
            return false;
        }
    }

    private static int port(String host, int dflt) {
        String h = host.trim();
        int close = h.lastIndexOf(']');
        int colon = h.lastIndexOf(':');
        if (colon < 0 || colon < close || (close < 0 && h.indexOf(':') != colon)) {
            return dflt;
        }
        try {
            return Integer.parseInt(h.substring(colon + 1));
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static boolean hasBody(Context ctx) {
        return ctx.contentLength() > 0 || ctx.header("Transfer-Encoding") != null;
    }

    private static void bodyType(Context ctx) {
        String type = ctx.contentType() == null
                ? ""
                : ctx.contentType().split(";")[0].trim().toLowerCase(Locale.ROOT);
        // measured output and device listings are posted as the tool printed them
        boolean measurements =
                ctx.path().equals("/api/measurements") || ctx.path().equals("/api/identify");
        if (measurements ? MEASUREMENT_TYPES.contains(type) : type.equals("application/json")) {
            return;
        }
        throw new AppError(
                415,
                (type.isEmpty() ? "the body has no Content-Type" : "the body is " + clip(type)) + "; "
                        + (measurements
                                ? "send measured output as text/plain, application/octet-stream, application/json"
                                        + " or multipart/form-data"
                                : "send it as application/json"),
                List.of());
    }

    /**
     * Once a route has answered: text and JSON say they are UTF-8, and an API answer in JSON is an
     * attachment, so a browser sent to an /api address never renders it as a page.
     */
    static void afterward(Context ctx) {
        String type = ctx.res().getContentType();
        if (type == null) {
            return;
        }
        String lower = type.toLowerCase(Locale.ROOT);
        if (!lower.contains("charset") && (lower.startsWith("text/") || lower.startsWith("application/json"))) {
            ctx.res().setContentType(type + ";charset=utf-8");
        }
        if (isApi(ctx.path())
                && lower.startsWith("application/json")
                && ctx.res().getHeader("Content-Disposition") == null) {
            ctx.header("Content-Disposition", "attachment; filename=\"api.json\"");
        }
    }

    static boolean isApi(String path) {
        return path.equals("/api") || path.startsWith("/api/");
    }

    /** A header value quoted in a message, cut short so a huge header does not come back whole. */
    private static String clip(String v) {
        if (v == null) {
            return "";
        }
        String printable = v.replaceAll("[^\\x20-\\x7e]", "?");
        return printable.length() > 80 ? printable.substring(0, 80) + "..." : printable;
    }
}
