package dev.wirespeed.iperf3.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirespeed.iperf3.Iperf3Server;
import dev.wirespeed.iperf3.Iperf3ServerConfig;

import java.io.File;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * Throughput of the embedded server against stock {@code iperf3 -s}, both measured by the same stock
 * client on 127.0.0.1: TCP with 1 and 4 streams, alternating the two servers (order flipped every round
 * so drift hits both alike). Prints a Markdown table of the receiver rates the client reports.
 *
 * <p>Run: {@code java -cp target/test-classes:target/classes:<jackson jars>
 * dev.wirespeed.iperf3.bench.LoopbackBenchmark [seconds=5] [rounds=3]}. Lives with the test sources
 * because it starts processes, which the product never does.
 */
public final class LoopbackBenchmark {

    private static final ObjectMapper JSON = new ObjectMapper();

    private LoopbackBenchmark() {}

    /** One client run; CPU figures are percent of one core as the client's -J reports them. */
    record Measurement(
            String server, int streams, int round, double receiverBitsPerSecond, double clientCpu, double serverCpu) {}

    public static void main(String[] args) throws Exception {
        int seconds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        String iperf3 = findIperf3();
        InetAddress loopback = InetAddress.getByName("127.0.0.1");
        int stockPort = freePort();
        Process stock = new ProcessBuilder(iperf3, "-s", "-B", "127.0.0.1", "-p", String.valueOf(stockPort))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        List<Measurement> all = new ArrayList<>();
        try (Iperf3Server embedded = new Iperf3Server(Iperf3ServerConfig.defaults(loopback, 0), r -> {})) {
            embedded.start();
            Thread.sleep(500);
            // warm-up, not reported: the JIT compiles the embedded server's hot loops; the stock one gets the same
            run(iperf3, embedded.port(), 1, 2);
            run(iperf3, stockPort, 1, 2);
            for (int streams : new int[] {1, 4}) {
                for (int round = 1; round <= rounds; round++) {
                    boolean stockFirst = round % 2 == 1;
                    for (int i = 0; i < 2; i++) {
                        boolean useStock = (i == 0) == stockFirst;
                        JsonNode end = run(iperf3, useStock ? stockPort : embedded.port(), streams, seconds);
                        Measurement m = new Measurement(
                                useStock ? "stock" : "embedded",
                                streams,
                                round,
                                end.at("/sum_received/bits_per_second").asDouble(),
                                end.at("/cpu_utilization_percent/host_total").asDouble(),
                                end.at("/cpu_utilization_percent/remote_total").asDouble());
                        all.add(m);
                        System.err.printf(
                                Locale.ROOT,
                                "%-8s -P %d round %d: %.2f Gbit/s%n",
                                m.server(),
                                streams,
                                round,
                                m.receiverBitsPerSecond() / 1e9);
                        Thread.sleep(500);
                    }
                }
            }
        } finally {
            stock.destroy();
            stock.waitFor(5, TimeUnit.SECONDS);
        }
        System.out.print(table(all, rounds, seconds));
    }

    static String table(List<Measurement> all, int rounds, int seconds) {
        StringBuilder b = new StringBuilder();
        b.append(String.format(
                Locale.ROOT,
                "Stock `iperf3 -c 127.0.0.1 -t %d -J [-P 4]`; receiver rate (`end.sum_received`) in Gbit/s;"
                        + " CPU = %% of one core (client's `cpu_utilization_percent`: host = client, remote = server).%n%n",
                seconds));
        b.append(
                "| Test | Round | stock `iperf3 -s` | embedded `Iperf3Server` | embedded / stock | client CPU % (stock / embedded run) | server CPU % (stock / embedded) |\n");
        b.append("|---|---:|---:|---:|---:|---:|---:|\n");
        for (int streams : new int[] {1, 4}) {
            double sumStock = 0;
            double sumEmbedded = 0;
            for (int round = 1; round <= rounds; round++) {
                Measurement ms = find(all, "stock", streams, round);
                Measurement me = find(all, "embedded", streams, round);
                double s = ms.receiverBitsPerSecond();
                double e = me.receiverBitsPerSecond();
                sumStock += s;
                sumEmbedded += e;
                b.append(String.format(
                        Locale.ROOT,
                        "| TCP -P %d | %d | %.2f | %.2f | %.2f | %.0f / %.0f | %.0f / %.0f |%n",
                        streams,
                        round,
                        s / 1e9,
                        e / 1e9,
                        e / s,
                        ms.clientCpu(),
                        me.clientCpu(),
                        ms.serverCpu(),
                        me.serverCpu()));
            }
            b.append(String.format(
                    Locale.ROOT,
                    "| **TCP -P %d** | **mean** | **%.2f** | **%.2f** | **%.2f** | | |%n",
                    streams,
                    sumStock / rounds / 1e9,
                    sumEmbedded / rounds / 1e9,
                    sumEmbedded / sumStock));
        }
        return b.toString();
    }

    private static Measurement find(List<Measurement> all, String server, int streams, int round) {
        return all.stream()
                .filter(m -> m.server().equals(server) && m.streams() == streams && m.round() == round)
                .findFirst()
                .orElseThrow();
    }

    private static JsonNode run(String iperf3, int port, int streams, int seconds)
            throws IOException, InterruptedException {
        Path out = Files.createTempFile("bench-", ".json");
        try {
            Process p = new ProcessBuilder(
                            iperf3,
                            "-c",
                            "127.0.0.1",
                            "-p",
                            String.valueOf(port),
                            "-t",
                            String.valueOf(seconds),
                            "-P",
                            String.valueOf(streams),
                            "-J")
                    .redirectOutput(out.toFile())
                    .redirectError(ProcessBuilder.Redirect.INHERIT)
                    .start();
            if (!p.waitFor(seconds + 30L, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IOException("iperf3 client did not finish");
            }
            JsonNode j = JSON.readTree(Files.readString(out, StandardCharsets.UTF_8));
            if (j.has("error")) {
                throw new IOException("iperf3 client failed: " + j.get("error").asText());
            }
            return j.get("end");
        } finally {
            Files.deleteIfExists(out);
        }
    }

    private static String findIperf3() {
        for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin").split(File.pathSeparator)) {
            Path p = Path.of(dir, "iperf3");
            if (Files.isExecutable(p)) {
                return p.toString();
            }
        }
        throw new IllegalStateException("iperf3 not found on PATH");
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            return s.getLocalPort();
        }
    }
}
