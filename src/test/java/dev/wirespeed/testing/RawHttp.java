package dev.wirespeed.testing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Requests written byte for byte on a socket, for what an HTTP client library refuses to send: a NUL
 * in the path, bytes that are not UTF-8, a blank Host, oversize lines and headers.
 */
public final class RawHttp {

    /** A response as read off the wire: status, headers (names lower case) and body. */
    public record Response(int status, Map<String, String> headers, String body) {
        public String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }
    }

    private RawHttp() {}

    /** Sends {@code head} (request line and headers, without the blank line), then {@code body}. */
    public static Response send(int port, String head, byte[] body) {
        try (Socket s = new Socket("127.0.0.1", port)) {
            s.setSoTimeout(10_000);
            ByteArrayOutputStream req = new ByteArrayOutputStream();
            req.write(head.getBytes(StandardCharsets.ISO_8859_1));
            req.write("\r\nConnection: close\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            req.write(body);
            s.getOutputStream().write(req.toByteArray());
            s.getOutputStream().flush();
            return parse(s.getInputStream());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static Response send(int port, String head) {
        return send(port, head, new byte[0]);
    }

    private static Response parse(InputStream in) throws IOException {
        String all = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        int end = all.indexOf("\r\n\r\n");
        String head = end < 0 ? all : all.substring(0, end);
        String body = end < 0 ? "" : all.substring(end + 4);
        String[] lines = head.split("\r\n");
        int status = Integer.parseInt(lines[0].split(" ")[1]);
        Map<String, String> headers = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            if (colon > 0) {
                headers.put(
                        lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT),
                        lines[i].substring(colon + 1).trim());
            }
        }
        if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            body = unchunk(body);
        }
        return new Response(
                status, headers, new String(body.getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8));
    }

    private static String unchunk(String body) {
        StringBuilder out = new StringBuilder();
        int at = 0;
        while (at < body.length()) {
            int eol = body.indexOf("\r\n", at);
            if (eol < 0) {
                break;
            }
            int size = Integer.parseInt(body.substring(at, eol).split(";")[0].trim(), 16);
            if (size == 0) {
                break;
            }
            out.append(body, eol + 2, Math.min(body.length(), eol + 2 + size));
            at = eol + 2 + size + 2;
        }
        return out.toString();
    }
}
