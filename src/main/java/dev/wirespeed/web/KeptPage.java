package dev.wirespeed.web;

import io.javalin.compression.CompressionStrategy;
import io.javalin.compression.Compressor;
import io.javalin.http.ContentType;
import io.javalin.http.Context;
import io.javalin.http.Header;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Objects;
import java.util.zip.GZIPOutputStream;

/**
 * A whole page as kept between views, with its gzip form made once beside it, as the static files
 * are: a browser that asks for gzip gets those bytes, which the server would otherwise compress
 * again on every view of a page that has not changed (most of what a kept editor page cost). The
 * choice is Javalin's own for the same {@code Accept-Encoding} (its gzip strategy, which the service
 * uses), and a response that already names its encoding is not compressed a second time, so what a
 * browser receives decodes to the same bytes as before. Pages below Javalin's smallest compressed
 * size are sent plain, as Javalin would send them.
 */
record KeptPage(byte[] html, byte[] gzip) {

    KeptPage {
        Objects.requireNonNull(html);
    }

    /** {@code html} with its gzip form, or with none when Javalin would send it plain whatever the browser asks. */
    static KeptPage of(byte[] html) {
        return new KeptPage(
                html, html.length >= CompressionStrategy.GZIP.getDefaultMinSizeForCompression() ? gzip(html) : null);
    }

    /** Answers {@code ctx} with this page, status 200, as HTML: gzipped when the request asks for it. */
    void send(Context ctx) {
        ctx.status(200).contentType(ContentType.TEXT_HTML);
        if (gzip != null && asksForGzip(ctx.header(Header.ACCEPT_ENCODING))) {
            ctx.header(Header.CONTENT_ENCODING, "gzip").result(gzip);
        } else {
            ctx.result(html);
        }
    }

    /** Whether Javalin's gzip strategy would compress an answer to a request with this Accept-Encoding. */
    static boolean asksForGzip(String acceptEncoding) {
        if (acceptEncoding == null || acceptEncoding.isBlank()) {
            return false;
        }
        Compressor c = CompressionStrategy.GZIP.findMatchingCompressor(acceptEncoding);
        return c != null && "gzip".equals(c.encoding());
    }

    private static byte[] gzip(byte[] html) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(html.length / 4 + 64);
        try (GZIPOutputStream z = new GZIPOutputStream(out)) {
            z.write(html);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
