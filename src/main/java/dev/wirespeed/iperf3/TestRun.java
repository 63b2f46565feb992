package dev.wirespeed.iperf3;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The data phase of one test on Wirespeed's side, shared by server and client: its streams and their
 * threads, the clock (TEST_START, end of omit, end), per-second intervals, and the final per-stream
 * totals that go into both our results blob and the {@link Iperf3Result}. Driven by one control
 * thread; stream threads only touch the volatile flags and their own counters.
 */
final class TestRun {

    private static final long SECOND = 1_000_000_000L;

    /** Final figures of one stream; bytes exclude the omit period. */
    record Totals(
            int id,
            boolean sender,
            Iperf3Result.Flow flow,
            long bytes,
            long packets,
            long omittedPackets,
            UdpReceiveStats.Snapshot udp) {}

    private final TestParams params;
    private final Iperf3Result.Role role;
    private final String threadPrefix;
    private final List<DataStream> streams = new ArrayList<>();
    private final List<Iperf3Interval> intervals = new ArrayList<>();
    private final CpuMeter cpu = new CpuMeter();
    private final byte[] payloadTemplate;

    /** Stream threads count bytes only while this is set: from TEST_RUNNING to the end of the test. */
    volatile boolean counting;

    volatile boolean stopSending;

    private volatile long startNanos;
    private volatile boolean started;
    private Instant startInstant = Instant.EPOCH;
    private long measureStartNanos;
    private boolean omitDone;
    private long lastSampleNanos;
    private long nextSampleNanos;
    private final long[] lastFlowBytes = new long[2];
    private long finishNanos;
    private List<Totals> totals = List.of();
    private CpuMeter.Usage cpuUsage = CpuMeter.Usage.NONE;

    TestRun(TestParams params, Iperf3Result.Role role, String threadPrefix) {
        this.params = params;
        this.role = role;
        this.threadPrefix = threadPrefix;
        this.payloadTemplate = payload(params.len(), params.repeatingPayload());
    }

    TestParams params() {
        return params;
    }

    Iperf3Result.Role role() {
        return role;
    }

    Iperf3Result.Flow flowOf(boolean localSender) {
        return (role == Iperf3Result.Role.CLIENT) == localSender
                ? Iperf3Result.Flow.CLIENT_TO_SERVER
                : Iperf3Result.Flow.SERVER_TO_CLIENT;
    }

    synchronized void add(DataStream s) {
        streams.add(s);
    }

    synchronized List<DataStream> streams() {
        return List.copyOf(streams);
    }

    /** A direct buffer holding one block of payload, for one sending stream. */
    ByteBuffer newPayload() {
        ByteBuffer b = ByteBuffer.allocateDirect(payloadTemplate.length);
        b.put(payloadTemplate).clear();
        return b;
    }

    private static byte[] payload(int len, boolean repeating) {
        byte[] b = new byte[len];
        if (repeating) {
            byte[] digits = "0123456789".getBytes(StandardCharsets.US_ASCII);
            for (int i = 0; i < len; i++) {
                b[i] = digits[i % 10];
            }
        } else {
            new SplittableRandom().nextBytes(b);
        }
        return b;
    }

    /**
     * TEST_START: starts the clock and counting. Call immediately before (server) or after (client) the
     * TEST_START byte crosses the wire, so both ends measure nearly the same interval; then
     * {@link #startThreads()}.
     */
    void begin() {
        cpu.start();
        long now = System.nanoTime();
        startNanos = now;
        startInstant = Instant.now();
        measureStartNanos = now;
        lastSampleNanos = now;
        nextSampleNanos = now + SECOND;
        omitDone = params.omit() <= 0;
        counting = true;
        started = true;
    }

    /** Starts one named thread per stream that moves its own bytes. */
    void startThreads() {
        for (DataStream s : streams()) {
            if (s.needsThread()) {
                Thread t = new Thread(s, threadPrefix + "-stream-" + s.id + (s.sender ? "-tx" : "-rx"));
                t.setDaemon(true);
                s.thread = t;
                t.start();
            }
        }
    }

    long startNanos() {
        return startNanos;
    }

    /** Takes due interval samples and ends the omit period; called by the control thread. */
    void tick(long now) {
        while (now >= nextSampleNanos) {
            sample(now);
            nextSampleNanos += SECOND;
        }
        if (!omitDone && now >= omitEndNanos()) {
            for (DataStream s : streams()) {
                s.omitEnded();
            }
            measureStartNanos = now;
            omitDone = true;
        }
    }

    long nextTickNanos() {
        return omitDone ? nextSampleNanos : Math.min(nextSampleNanos, omitEndNanos());
    }

    private long omitEndNanos() {
        return startNanos + params.omit() * SECOND;
    }

    private void sample(long now) {
        long[] flowBytes = new long[2];
        boolean[] present = new boolean[2];
        for (DataStream s : streams()) {
            int f = s.flow().ordinal();
            flowBytes[f] += s.bytes.get();
            present[f] = true;
        }
        double start = (lastSampleNanos - startNanos) / 1e9;
        double end = (now - startNanos) / 1e9;
        for (int f = 0; f < 2; f++) {
            if (present[f]) {
                long delta = flowBytes[f] - lastFlowBytes[f];
                intervals.add(new Iperf3Interval(
                        Iperf3Result.Flow.values()[f],
                        start,
                        end,
                        delta,
                        end > start ? delta * 8.0 / (end - start) : 0,
                        !omitDone));
                lastFlowBytes[f] = flowBytes[f];
            }
        }
        lastSampleNanos = now;
    }

    /** Tells sending threads to stop and waits for them; a sender stuck in a write gets its channel closed. */
    void stopSenders(long joinMillis) {
        stopSending = true;
        for (DataStream s : streams()) {
            if (s.sender && s.thread != null) {
                join(s.thread, joinMillis);
                if (s.thread.isAlive()) {
                    s.closeChannel();
                    join(s.thread, joinMillis);
                }
            }
        }
    }

    void stopCounting() {
        counting = false;
    }

    /** Closes every stream channel and waits for the stream threads. */
    void closeAll(long joinMillis) {
        stopSending = true;
        counting = false;
        List<DataStream> all = streams();
        for (DataStream s : all) {
            s.closeChannel();
        }
        for (DataStream s : all) {
            if (s.thread != null) {
                join(s.thread, joinMillis);
            }
        }
    }

    private static void join(Thread t, long millis) {
        try {
            t.join(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The end of the test at {@code now}: last partial interval, CPU, frozen per-stream totals. */
    void finish(long now) {
        if (!started) {
            return;
        }
        // A stub shorter than 10 ms is not worth an interval, but a whole test that short (-n 40M on
        // loopback) still gets its one interval, as stock iperf3 prints it.
        if (now - lastSampleNanos > SECOND / 100 || (intervals.isEmpty() && now > lastSampleNanos)) {
            sample(now);
        }
        finishNanos = now;
        cpuUsage = cpu.stop();
        List<Totals> t = new ArrayList<>();
        for (DataStream s : streams()) {
            t.add(new Totals(
                    s.id,
                    s.sender,
                    s.flow(),
                    s.bytes.get() - s.omittedBytes,
                    s.packets.get(),
                    s.omittedPackets,
                    s.udp == null ? null : s.udp.snapshot()));
        }
        totals = List.copyOf(t);
    }

    List<Totals> totals() {
        return totals;
    }

    /** Seconds measured after the omit period, as our blob reports them in end_time. */
    double measuredSeconds() {
        return Math.max(0, (finishNanos - measureStartNanos) / 1e9);
    }

    double elapsedSeconds(long now) {
        return started ? (now - startNanos) / 1e9 : 0;
    }

    Instant startInstant() {
        return startInstant;
    }

    List<Iperf3Interval> intervals() {
        return List.copyOf(intervals);
    }

    CpuMeter.Usage cpu() {
        return cpuUsage;
    }

    long bytes(boolean sent) {
        long sum = 0;
        for (DataStream s : streams()) {
            if (s.sender == sent) {
                sum += s.bytes.get();
            }
        }
        return sum;
    }

    /** First failure of a stream thread during the counted part of the test, or null. */
    IOException streamFailure() {
        for (DataStream s : streams()) {
            if (s.failure != null) {
                return s.failure;
            }
        }
        return null;
    }

    /** Our results blob for EXCHANGE_RESULTS (design section 7.1); numbers always finite. */
    ObjectNode resultsBlob() {
        ObjectNode j = Iperf3Mapper.object();
        j.put("cpu_util_total", Iperf3Mapper.finite(cpuUsage.total()));
        j.put("cpu_util_user", Iperf3Mapper.finite(cpuUsage.user()));
        j.put("cpu_util_system", Iperf3Mapper.finite(cpuUsage.system()));
        boolean anySender = totals.stream().anyMatch(Totals::sender);
        // -1: this side only received; 0: it sent but cannot read TCP_INFO retransmits from the JDK.
        j.put("sender_has_retransmits", anySender ? 0 : -1);
        ArrayNode arr = j.putArray("streams");
        double seconds = measuredSeconds();
        for (Totals t : totals) {
            ObjectNode s = arr.addObject();
            s.put("id", t.id());
            s.put("bytes", t.bytes());
            s.put("retransmits", -1);
            UdpReceiveStats.Snapshot u = t.udp();
            s.put("jitter", u == null ? 0 : Iperf3Mapper.finite(u.jitterSeconds()));
            s.put("errors", u == null ? 0 : u.errors());
            s.put("omitted_errors", u == null ? 0 : u.omittedErrors());
            s.put("packets", u != null ? u.packets() : params.udp() ? t.packets() : 0);
            s.put("omitted_packets", u != null ? u.omittedPackets() : params.udp() ? t.omittedPackets() : 0);
            s.put("start_time", 0);
            s.put("end_time", Iperf3Mapper.finite(seconds));
        }
        return j;
    }
}
