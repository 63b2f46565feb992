package dev.wirespeed.web;

import java.io.PrintStream;
import java.time.Instant;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * One line per answered request in logfmt ({@code key=value}, a value with a space, quote or equals
 * sign in double quotes): time, level, method, route template, path, status, milliseconds and the
 * request id, so a log collector can parse it without a pattern of its own and a person can find
 * every line of one request by its id. Level is "error" for a 5xx answer, "info" otherwise. The
 * query string is left out: it can carry values a person typed.
 */
public final class RequestLog {

    /** No log: the tests and the benchmarks serve without one. */
    public static final RequestLog OFF = new RequestLog(line -> {});

    private static final Pattern PLAIN = Pattern.compile("[^\\s\"=\\\\]+");

    private final Consumer<String> sink;

    public RequestLog(Consumer<String> sink) {
        this.sink = sink;
    }

    /** Lines on {@code out}, each written whole (one println, so lines of concurrent requests do not mix). */
    public static RequestLog to(PrintStream out) {
        return new RequestLog(out::println);
    }

    boolean off() {
        return this == OFF;
    }

    void request(Instant at, String method, String route, String path, int status, double ms, String requestId) {
        sink.accept(line(at, method, route, path, status, ms, requestId));
    }

    static String line(Instant at, String method, String route, String path, int status, double ms, String requestId) {
        return "time=" + at
                + " level=" + (status >= 500 ? "error" : "info")
                + " msg=request"
                + " method=" + value(method)
                + " route=" + value(route)
                + " path=" + value(path)
                + " status=" + status
                + " ms=" + String.format(Locale.ROOT, "%.1f", ms)
                + " request_id=" + value(requestId);
    }

    /** A logfmt value: as is when it has no space, quote, equals sign or backslash, else quoted and escaped. */
    static String value(String v) {
        if (v == null || v.isEmpty()) {
            return "\"\"";
        }
        if (PLAIN.matcher(v).matches()) {
            return v;
        }
        return "\"" + v.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"";
    }
}
