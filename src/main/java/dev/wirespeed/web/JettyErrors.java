package dev.wirespeed.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirespeed.web.api.ApiErrorBody;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Errors Jetty answers itself, before any route runs: a URI or header block too long, a path with
 * a NUL or bytes that are not UTF-8, a missing Host. Under /api (and when the path could not be
 * read at all and the client did not ask for HTML) the answer is the API's JSON error body; otherwise
 * a plain HTML page. Both carry the security headers and name the problem, never Jetty.
 */
final class JettyErrors extends ErrorHandler {

    /** The path Jetty gives a request whose request line it could not read. */
    private static final String UNREADABLE = "/badMessage";

    private final ObjectMapper json = new ObjectMapper();

    JettyErrors() {
        setShowStacks(false);
        setShowCauses(false);
        setShowMessageInTitle(false);
    }

    @Override
    public boolean errorPageForMethod(String method) {
        return true;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        RequestGuard.securityHeaders((name, value) -> response.getHeaders().put(name, value));
        return super.handle(request, response, callback);
    }

    @Override
    protected void generateResponse(
            Request request, Response response, int code, String message, Throwable cause, Callback callback) {
        String text = message(code, message);
        boolean api = wantsJson(request);
        byte[] body;
        if (api) {
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json;charset=utf-8");
            try {
                body = json.writeValueAsBytes(new ApiErrorBody(code, HttpStatus.getMessage(code), text, List.of()));
            } catch (JsonProcessingException e) {
                body = ("{\"status\":" + code + ",\"error\":\"error\",\"message\":\"the request could not be read\"}")
                        .getBytes(StandardCharsets.UTF_8);
            }
        } else {
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/html;charset=utf-8");
            body = page(code, text).getBytes(StandardCharsets.UTF_8);
        }
        if ("HEAD".equals(request.getMethod())) {
            response.getHeaders().put(new HttpField(HttpHeader.CONTENT_LENGTH, String.valueOf(body.length)));
            callback.succeeded();
            return;
        }
        response.write(true, ByteBuffer.wrap(body), callback);
    }

    private static boolean wantsJson(Request request) {
        String path = request.getHttpURI() == null ? null : request.getHttpURI().getPath();
        if (path != null && !path.equals(UNREADABLE)) {
            return RequestGuard.isApi(path);
        }
        String accept = request.getHeaders().get(HttpHeader.ACCEPT);
        return accept == null || !accept.contains("text/html");
    }

    /** What went wrong, in words; Jetty's reason only where it is already plain words. */
    static String message(int code, String reason) {
        return switch (code) {
            case 414 -> "the request URI is longer than the server reads (8 KiB); send long input in a request body";
            case 431 -> "the request headers are larger than the server reads (8 KiB in all)";
            case 413 -> "the request body is larger than the server accepts";
            case 400 -> reason != null && reason.matches("[A-Za-z0-9 ,:'-]{1,80}") && !reason.equals("Bad Request")
                    ? "the request could not be read: " + reason
                    : "the request could not be read: check the URI (no NUL, UTF-8 only), the headers and the Host";
            default -> "the request could not be served (" + code + " " + HttpStatus.getMessage(code) + ")";
        };
    }

    private static String page(int code, String text) {
        String title = code + " " + HttpStatus.getMessage(code);
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + escape(title)
                + " - Wirespeed</title><link rel=\"stylesheet\" href=\"/static/css/wirespeed.css\"></head>"
                + "<body><main><h1>" + escape(title) + "</h1><p>" + escape(text)
                + "</p><p><a href=\"/\">Wirespeed</a></p></main></body></html>\n";
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
