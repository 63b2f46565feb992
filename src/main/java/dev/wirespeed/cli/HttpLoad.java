package dev.wirespeed.cli;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A small HTTP/1.1 load client for the web bench: {@code clients} threads, each on its own kept-alive
 * socket, send the same request (or each of a list in turn) back to back for a while and record every latency. Raw sockets keep
 * the client's own cost per request low (a few microseconds), so that the server is what is measured
 * on a machine where client and server share the cores.
 */
final class HttpLoad {

    /** One request: its method, path, extra header lines and body (empty for GET). */
    record Request(String method, String path, String headers, byte[] body) {
        static Request get(String path) {
            return new Request("GET", path, "", new byte[0]);
        }

        static Request postJson(String path, String json) {
            return new Request(
                    "POST", path, "Content-Type: application/json\r\n", json.getBytes(StandardCharsets.UTF_8));
        }

        byte[] bytes(int port) {
            String head = method + " " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n" + headers
                    + (body.length > 0 ? "Content-Length: " + body.length + "\r\n" : "") + "\r\n";
            byte[] h = head.getBytes(StandardCharsets.US_ASCII);
            byte[] all = Arrays.copyOf(h, h.length + body.length);
            System.arraycopy(body, 0, all, h.length, body.length);
            return all;
        }
    }

    /** An answer: status, headers (lower-case names, as sent) and the body after de-chunking. */
    record Response(int status, List<String[]> headers, byte[] body) {
        String header(String name) {
            for (String[] h : headers) {
                if (h[0].equalsIgnoreCase(name)) {
                    return h[1];
                }
            }
            return null;
        }
    }

    /** What one load run measured: requests, seconds, latencies in milliseconds (sorted), bytes of the last body. */
    record Result(int requests, double seconds, double[] latenciesMs, int bodyBytes) {
        double perSecond() {
            return requests / seconds;
        }

        double percentile(double p) {
            if (latenciesMs.length == 0) {
                return Double.NaN;
            }
            int i = (int) Math.ceil(p / 100.0 * latenciesMs.length) - 1;
            return latenciesMs[Math.max(0, Math.min(latenciesMs.length - 1, i))];
        }

        /** Several runs of the same request taken as one: requests and time added, latencies merged. */
        static Result merged(List<Result> runs) {
            int n = 0;
            double s = 0;
            int bytes = 0;
            List<double[]> all = new ArrayList<>();
            int total = 0;
            for (Result r : runs) {
                n += r.requests;
                s += r.seconds;
                bytes = r.bodyBytes;
                all.add(r.latenciesMs);
                total += r.latenciesMs.length;
            }
            double[] lat = new double[total];
            int at = 0;
            for (double[] a : all) {
                System.arraycopy(a, 0, lat, at, a.length);
                at += a.length;
            }
            Arrays.sort(lat);
            return new Result(n, s, lat, bytes);
        }

        String describe() {
            return String.format(
                    Locale.ROOT, "%.0f req/s, p50 %.2f ms, p99 %.2f ms", perSecond(), percentile(50), percentile(99));
        }
    }

    private HttpLoad() {}

    /** One request on a fresh connection (for checks: sizes, headers). */
    static Response once(int port, Request request) {
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress("127.0.0.1", port), 5000);
            s.setSoTimeout(30_000);
            OutputStream out = s.getOutputStream();
            out.write(request.bytes(port));
            out.flush();
            return read(new BufferedInputStream(s.getInputStream(), 64 * 1024));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * {@code clients} connections sending {@code request} for {@code millis} milliseconds; every answer
     * must be {@code expectStatus}, else the run fails (a bench of error pages measures nothing).
     */
    static Result run(int port, Request request, int clients, long millis, int expectStatus) {
        return run(port, List.of(request), clients, millis, expectStatus);
    }

    /**
     * As {@link #run(int, Request, int, long, int)}, each client sending {@code requests} in turn,
     * from its own place in the list: a server that keeps answers sees a different request every time
     * (the list longer than the requests a run sends).
     */
    static Result run(int port, List<Request> requests, int clients, long millis, int expectStatus) {
        byte[][] raws = new byte[requests.size()][];
        for (int i = 0; i < raws.length; i++) {
            raws[i] = requests.get(i).bytes(port);
        }
        Request request = requests.get(0);
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> threads = new ArrayList<>();
        double[][] perClient = new double[clients][];
        int[] counts = new int[clients];
        int[] lastBytes = new int[clients];
        AtomicReference<Throwable> failed = new AtomicReference<>();
        long[] window = new long[2];
        for (int c = 0; c < clients; c++) {
            int me = c;
            Thread t = new Thread(
                    () -> {
                        double[] lat = new double[1024];
                        int n = 0;
                        int next = (int) ((long) me * raws.length / clients);
                        try (Socket s = new Socket()) {
                            s.setTcpNoDelay(true);
                            s.connect(new InetSocketAddress("127.0.0.1", port), 5000);
                            s.setSoTimeout(30_000);
                            OutputStream out = s.getOutputStream();
                            InputStream in = new BufferedInputStream(s.getInputStream(), 64 * 1024);
                            start.await();
                            long end = window[1];
                            while (true) {
                                long t0 = System.nanoTime();
                                if (t0 >= end) {
                                    break;
                                }
                                byte[] raw = raws[next];
                                next = (next + 1) % raws.length;
                                out.write(raw);
                                out.flush();
                                Response r = read(in);
                                long t1 = System.nanoTime();
                                if (r.status() != expectStatus) {
                                    throw new IllegalStateException(request.method() + " " + request.path()
                                            + " answered " + r.status() + ", not " + expectStatus);
                                }
                                if (n == lat.length) {
                                    lat = Arrays.copyOf(lat, n * 2);
                                }
                                lat[n++] = (t1 - t0) / 1e6;
                                lastBytes[me] = r.body().length;
                            }
                        } catch (Throwable e) {
                            failed.compareAndSet(null, e);
                        }
                        counts[me] = n;
                        perClient[me] = Arrays.copyOf(lat, n);
                    },
                    "bench-client-" + c);
            threads.add(t);
            t.start();
        }
        window[0] = System.nanoTime();
        window[1] = window[0] + millis * 1_000_000L;
        start.countDown();
        for (Thread t : threads) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted", e);
            }
        }
        double seconds = (System.nanoTime() - window[0]) / 1e9;
        if (failed.get() != null) {
            throw new IllegalStateException("load run failed: " + failed.get().getMessage(), failed.get());
        }
        int total = 0;
        for (int c : counts) {
            total += c;
        }
        double[] lat = new double[total];
        int at = 0;
        for (double[] a : perClient) {
            System.arraycopy(a, 0, lat, at, a.length);
            at += a.length;
        }
        Arrays.sort(lat);
        return new Result(total, seconds, lat, lastBytes[0]);
    }

    /** Reads one answer: status line, headers, then a Content-Length or chunked body. */
    static Response read(InputStream in) throws IOException {
        String status = line(in);
        if (status == null) {
            throw new IOException("connection closed before an answer");
        }
        int code = Integer.parseInt(status.split(" ", 3)[1]);
        List<String[]> headers = new ArrayList<>();
        int length = -1;
        boolean chunked = false;
        for (String h = line(in); h != null && !h.isEmpty(); h = line(in)) {
            int colon = h.indexOf(':');
            String name = h.substring(0, colon).trim();
            String value = h.substring(colon + 1).trim();
            headers.add(new String[] {name, value});
            if (name.equalsIgnoreCase("Content-Length")) {
                length = Integer.parseInt(value);
            } else if (name.equalsIgnoreCase("Transfer-Encoding") && value.equalsIgnoreCase("chunked")) {
                chunked = true;
            }
        }
        byte[] body;
        if (chunked) {
            ByteArrayOutputStream b = new ByteArrayOutputStream();
            while (true) {
                String size = line(in);
                int semi = size.indexOf(';');
                int n = Integer.parseInt((semi < 0 ? size : size.substring(0, semi)).trim(), 16);
                if (n == 0) {
                    for (String t = line(in); t != null && !t.isEmpty(); t = line(in)) {
                        // trailers: none expected, skipped
                    }
                    break;
                }
                b.write(in.readNBytes(n));
                line(in);
            }
            body = b.toByteArray();
        } else if (length >= 0) {
            body = in.readNBytes(length);
        } else {
            body = code == 204 || code == 304 ? new byte[0] : in.readAllBytes();
        }
        return new Response(code, headers, body);
    }

    private static String line(InputStream in) throws IOException {
        StringBuilder b = new StringBuilder(64);
        int c;
        while ((c = in.read()) != -1) {
            if (c == '\n') {
                int len = b.length();
                return len > 0 && b.charAt(len - 1) == '\r' ? b.substring(0, len - 1) : b.toString();
            }
            b.append((char) c);
        }
        return b.length() == 0 ? null : b.toString();
    }
}
