package dev.wirespeed.web;

import io.javalin.http.Context;
import org.eclipse.jetty.http.HttpException;

import java.io.EOFException;
import java.io.IOException;

/**
 * A request whose body could not be read (a multipart body without its closing boundary or with no
 * boundary at all, a body cut short): the client's fault, so a 400 naming the body, not a 500.
 * Jetty reports these as its own exceptions wrapped in servlet ones; the chain is searched.
 */
final class UnreadableRequest {

    private static final int MAX_DEPTH = 10;

    private UnreadableRequest() {}

    /** The status to answer with when {@code e} says the body was unreadable; null for anything else. */
    static Integer status(Throwable e) {
        Throwable t = e;
        for (int depth = 0; t != null && depth < MAX_DEPTH; depth++, t = t.getCause()) {
            if (t instanceof HttpException h) {
                int code = h.getCode();
                return code >= 400 && code < 500 ? code : 400;
            }
            if (t instanceof EOFException) {
                return 400;
            }
            String name = t.getClass().getName();
            String message = String.valueOf(t.getMessage()).toLowerCase();
            if ((name.endsWith("ServletException") || t instanceof IOException || t instanceof IllegalStateException)
                    && (message.contains("multipart") || message.contains("boundary"))) {
                return 400;
            }
        }
        return null;
    }

    static String message(Context ctx, int status) {
        if (status == 413) {
            return "the request body is larger than the server accepts";
        }
        if (ctx.isMultipartFormData()) {
            return "the multipart/form-data body could not be read: it needs a boundary in its Content-Type and"
                    + " must end with --boundary--";
        }
        return "the request body could not be read to its end";
    }
}
