package dev.wirespeed.iperf3;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.EOFException;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.SocketTimeoutException;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.DatagramChannel;
import java.nio.channels.SocketChannel;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One test on the embedded server, driven by its control thread through the states of design section 1:
 * PARAM_EXCHANGE, CREATE_STREAMS, TEST_START/TEST_RUNNING, (client's TEST_END), EXCHANGE_RESULTS,
 * DISPLAY_RESULTS, (client's IPERF_DONE). Every read has a deadline; the acceptor's watchdog call ends
 * the session if a phase overruns, so no client can keep the server.
 */
final class ServerSession implements Runnable {

    private static final System.Logger LOG = System.getLogger(ServerSession.class.getName());
    static final int MAX_PARAMS_BYTES = 64 * 1024;
    static final int MAX_RESULTS_BYTES = 64 * 1024;
    private static final long JOIN_MILLIS = 2_000;
    private static final long TERMINATE_GRACE_MILLIS = 500;

    enum Phase {
        PARAMS,
        CREATE_STREAMS,
        RUNNING,
        RESULTS,
        DONE
    }

    /** The test is refused or aborted with an iperf3 error number for the client. */
    private static final class Refusal extends Exception {
        private static final long serialVersionUID = 1L;
        final int code;

        Refusal(int code, String message) {
            super(message);
            this.code = code;
        }
    }

    private final Iperf3Server server;
    private final Iperf3ServerConfig config;
    private final SocketChannel controlChannel;
    private final InetSocketAddress peer;
    private final byte[] cookie;
    private final long number;
    private final String threadPrefix;
    private final Thread thread;
    private final BlockingQueue<DataStream> arrivals = new LinkedBlockingQueue<>();
    private final AtomicBoolean aborted = new AtomicBoolean();
    private volatile Phase phase = Phase.PARAMS;
    private volatile TestParams params;
    private volatile TestRun run;
    private volatile DatagramChannel udp;
    private volatile ControlChannel ctrl;
    private volatile long deadlineNanos;
    private int streamsOffered;
    private Thread udpThread;

    ServerSession(
            Iperf3Server server, SocketChannel controlChannel, InetSocketAddress peer, byte[] cookie, long number) {
        this.server = server;
        this.config = server.config();
        this.controlChannel = controlChannel;
        this.peer = peer;
        this.cookie = cookie.clone();
        this.number = number;
        this.threadPrefix = "iperf3-" + server.port() + "-test-" + number;
        this.thread = new Thread(this, threadPrefix + "-control");
        this.thread.setDaemon(true);
        this.deadlineNanos = System.nanoTime() + 3 * readTimeoutNanos();
    }

    long number() {
        return number;
    }

    void start() {
        thread.start();
    }

    void join(long millis) {
        try {
            thread.join(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private long readTimeoutNanos() {
        return TimeUnit.MILLISECONDS.toNanos(config.readTimeoutMillis());
    }

    /** Extra time after time + omit before the watchdog ends a test. */
    private long graceNanos() {
        return Math.max(TimeUnit.SECONDS.toNanos(2), readTimeoutNanos());
    }

    Optional<Iperf3Progress> progress() {
        TestParams p = params;
        TestRun r = run;
        if (p == null || r == null || phase == Phase.DONE) {
            return Optional.empty();
        }
        return Optional.of(new Iperf3Progress(
                peer.getAddress().getHostAddress(),
                peer.getPort(),
                p.protocol(),
                p.direction(),
                p.parallel(),
                p.time(),
                r.elapsedSeconds(System.nanoTime()),
                r.bytes(true),
                r.bytes(false)));
    }

    // ---- called by the acceptor thread ----

    boolean wantsStream(byte[] candidateCookie) {
        return phase == Phase.CREATE_STREAMS && !params.udp() && Cookie.matches(candidateCookie, cookie);
    }

    /** A TCP data connection with our cookie; accepted in arrival order until all streams are in. */
    synchronized boolean offerTcpStream(SocketChannel ch, byte[] candidateCookie) {
        TestParams p = params;
        if (phase != Phase.CREATE_STREAMS
                || p.udp()
                || aborted.get()
                || !Cookie.matches(candidateCookie, cookie)
                || streamsOffered >= p.connections()) {
            return false;
        }
        int index = streamsOffered++;
        try {
            ch.setOption(StandardSocketOptions.TCP_NODELAY, p.nodelay());
            if (p.window() > 0) {
                ch.setOption(StandardSocketOptions.SO_RCVBUF, (int) p.window());
                ch.setOption(StandardSocketOptions.SO_SNDBUF, (int) p.window());
            }
            if (p.tos() > 0) {
                ch.setOption(StandardSocketOptions.IP_TOS, p.tos());
            }
        } catch (IOException | UnsupportedOperationException e) {
            LOG.log(System.Logger.Level.DEBUG, "iperf3: socket option not applied", e);
        }
        DataStream s = new TcpDataStream(StreamIds.idOf(index), index >= receivingStreams(p), run, ch);
        run.add(s);
        arrivals.add(s);
        return true;
    }

    /** Normal: all P streams receive; reverse: none; bidir: the first P receive, the next P send. */
    private static int receivingStreams(TestParams p) {
        return p.reverse() ? 0 : p.parallel();
    }

    /** Called periodically by the acceptor: ends a session whose current phase overran. */
    void watchdog(long now) {
        Phase ph = phase;
        if (ph != Phase.DONE && now - deadlineNanos > 0 && aborted.compareAndSet(false, true)) {
            LOG.log(
                    System.Logger.Level.INFO,
                    "iperf3: test {0} from {1} overran its {2} phase; ended",
                    number,
                    peer,
                    ph);
            ControlChannel c = ctrl;
            if (c != null && ph == Phase.RUNNING) {
                c.tryWrite(Framing.serverError(Protocol.IESERVERTESTDURATIONEXPIRED, 0));
            }
            closeEverything();
        }
    }

    /**
     * Server shutdown: tell a running client and give it a moment to hang up itself; closing the data
     * sockets under a client that is still sending would make it report a broken pipe instead.
     */
    void terminate() {
        if (aborted.compareAndSet(false, true)) {
            ControlChannel c = ctrl;
            if (c != null && phase != Phase.DONE && c.tryWrite(new byte[] {(byte) Protocol.SERVER_TERMINATE})) {
                TestRun r = run;
                if (r != null) {
                    r.stopSending = true;
                }
                join(TERMINATE_GRACE_MILLIS);
            }
            closeEverything();
        }
    }

    private void closeEverything() {
        Iperf3Server.closeQuietly(controlChannel);
        Iperf3Server.closeQuietly(udp);
        TestRun r = run;
        if (r != null) {
            r.stopSending = true;
            r.counting = false;
            for (DataStream s : r.streams()) {
                s.closeChannel();
            }
        }
    }

    // ---- control thread ----

    @Override
    public void run() {
        Iperf3Result result = null;
        try {
            ctrl = new ControlChannel(controlChannel.socket());
            result = runTest();
        } catch (Refusal r) {
            LOG.log(
                    System.Logger.Level.INFO,
                    "iperf3: test {0} from {1} refused: {2} (error {3})",
                    number,
                    peer,
                    r.getMessage(),
                    r.code);
            if (!aborted.get() && ctrl != null) {
                try {
                    ctrl.write(Framing.serverError(r.code, 0));
                } catch (IOException ignored) {
                    // the client is gone
                }
                ctrl.finish(500);
            }
        } catch (IOException e) {
            if (!aborted.get()) {
                LOG.log(System.Logger.Level.INFO, "iperf3: test {0} from {1} ended: {2}", number, peer, e.toString());
            }
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "iperf3: test " + number + " failed", e);
        } finally {
            cleanUp();
        }
        try {
            if (result != null) {
                server.deliver(result);
            }
        } finally {
            server.threadEnded(this);
        }
    }

    private Iperf3Result runTest() throws IOException, Refusal {
        ControlChannel c = ctrl;
        c.writeStates(Protocol.PARAM_EXCHANGE);
        c.deadlineIn(config.readTimeoutMillis());
        TestParams p = readParams(c);
        TestRun r = new TestRun(p, Iperf3Result.Role.SERVER, threadPrefix);
        run = r;
        params = p;
        if (p.udp()) {
            openUdp(p);
        }
        deadlineNanos = System.nanoTime() + 2 * readTimeoutNanos();
        phase = Phase.CREATE_STREAMS;
        c.writeStates(Protocol.CREATE_STREAMS);
        for (int i = 0; i < p.connections(); i++) {
            DataStream s;
            try {
                s = arrivals.poll(config.readTimeoutMillis(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted");
            }
            checkAborted();
            if (s == null) {
                throw new Refusal(Protocol.IEACCEPT, "only " + i + " of " + p.connections() + " data streams arrived");
            }
        }
        phase = Phase.RUNNING;
        r.begin();
        long testNanos =
                TimeUnit.SECONDS.toNanos((long) (p.time() > 0 ? p.time() : config.maxDurationSeconds()) + p.omit());
        deadlineNanos = r.startNanos() + testNanos + graceNanos();
        c.writeStates(Protocol.TEST_START, Protocol.TEST_RUNNING);
        r.startThreads();
        awaitTestEnd(c, r);
        long end = System.nanoTime();
        Iperf3Server.closeQuietly(udp);
        r.closeAll(JOIN_MILLIS);
        joinUdpThread();
        r.finish(end);

        phase = Phase.RESULTS;
        deadlineNanos = System.nanoTime() + 3 * readTimeoutNanos();
        c.writeStates(Protocol.EXCHANGE_RESULTS);
        c.deadlineIn(config.readTimeoutMillis());
        PeerResults peerResults;
        try {
            peerResults = PeerResults.parse(c.readBlob(MAX_RESULTS_BYTES));
        } catch (SocketTimeoutException | EOFException e) {
            throw e;
        } catch (IOException e) {
            checkAborted();
            throw new Refusal(Protocol.IERECVRESULTS, "bad results from client: " + e.getMessage());
        }
        ObjectNode ours = r.resultsBlob();
        if (p.getServerOutput()) {
            ours.put("server_output_text", serverOutputText(r));
        }
        c.writeJson(ours);
        c.writeStates(Protocol.DISPLAY_RESULTS);
        c.deadlineIn(config.readTimeoutMillis());
        try {
            int done = c.readState();
            if (done != Protocol.IPERF_DONE) {
                LOG.log(System.Logger.Level.DEBUG, "iperf3: test {0}: expected IPERF_DONE, got {1}", number, done);
            }
        } catch (IOException e) {
            // results are complete on both sides; a client that leaves without IPERF_DONE changes nothing
            LOG.log(System.Logger.Level.DEBUG, "iperf3: test {0}: no IPERF_DONE: {1}", number, e.toString());
        }
        c.finish(200);
        return ResultAssembler.assemble(
                r, peerResults, peer.getAddress().getHostAddress(), peer.getPort(), p.clientVersion());
    }

    private TestParams readParams(ControlChannel c) throws IOException, Refusal {
        JsonNode json;
        try {
            json = c.readJson(MAX_PARAMS_BYTES);
        } catch (Framing.BadLengthException e) {
            throw new Refusal(Protocol.IERECVPARAMS, "parameter block length " + e.length);
        } catch (JsonProcessingException e) {
            throw new Refusal(Protocol.IERECVPARAMS, "parameter block is not JSON");
        } catch (SocketTimeoutException e) {
            throw new Refusal(Protocol.IERECVPARAMS, "no parameters within " + config.readTimeoutMillis() + " ms");
        }
        try {
            TestParams p = TestParams.fromJson(json);
            p.check(config);
            return p;
        } catch (ParamException e) {
            throw new Refusal(e.code, e.getMessage());
        }
    }

    /** Waits for TEST_END while sampling intervals; the client owns the clock, the deadline guards us. */
    private void awaitTestEnd(ControlChannel c, TestRun r) throws IOException, Refusal {
        while (true) {
            long now = System.nanoTime();
            r.tick(now);
            if (now - deadlineNanos > 0) {
                throw new Refusal(Protocol.IESERVERTESTDURATIONEXPIRED, "no TEST_END before the deadline");
            }
            long wake = Math.min(r.nextTickNanos(), deadlineNanos);
            c.deadlineAt(Math.max(wake, now + TimeUnit.MILLISECONDS.toNanos(1)));
            int state;
            try {
                state = c.readState();
            } catch (SocketTimeoutException e) {
                continue;
            } catch (IOException e) {
                checkAborted();
                throw e;
            }
            switch (state) {
                case Protocol.TEST_END:
                    return;
                case Protocol.CLIENT_TERMINATE:
                    throw new EOFException("client terminated the test");
                default:
                    throw new IOException("unexpected state " + state + " from client during the test");
            }
        }
    }

    private void checkAborted() throws IOException {
        if (aborted.get()) {
            throw new IOException("test aborted");
        }
    }

    // ---- UDP: one socket on the test port, streams told apart by the client's source address ----

    private void openUdp(TestParams p) throws Refusal {
        try {
            DatagramChannel dc = DatagramChannel.open(Iperf3Server.family(config.bind()));
            int buffer = p.window() > 0 ? (int) p.window() : 4 * 1024 * 1024;
            dc.setOption(StandardSocketOptions.SO_RCVBUF, buffer);
            dc.setOption(StandardSocketOptions.SO_SNDBUF, buffer);
            if (p.tos() > 0) {
                dc.setOption(StandardSocketOptions.IP_TOS, p.tos());
            }
            dc.bind(new InetSocketAddress(config.bind(), server.port()));
            udp = dc;
        } catch (IOException e) {
            throw new Refusal(Protocol.IELISTEN, "cannot bind UDP port " + server.port() + ": " + e.getMessage());
        }
        udpThread = new Thread(this::udpLoop, threadPrefix + "-udp");
        udpThread.setDaemon(true);
        udpThread.start();
    }

    private void udpLoop() {
        DatagramChannel dc = udp;
        TestParams p = params;
        TestRun r = run;
        Map<SocketAddress, DataStream> byPeer = new HashMap<>();
        ByteBuffer buf = ByteBuffer.allocateDirect(65_536);
        int created = 0;
        try {
            while (true) {
                buf.clear();
                SocketAddress from;
                try {
                    from = dc.receive(buf);
                } catch (ClosedChannelException e) {
                    return;
                } catch (IOException e) {
                    if (!dc.isOpen()) {
                        return;
                    }
                    continue;
                }
                long now = System.nanoTime();
                buf.flip();
                DataStream s = byPeer.get(from);
                boolean hello = buf.remaining() == 4;
                if (s == null) {
                    if (hello
                            && phase == Phase.CREATE_STREAMS
                            && created < p.connections()
                            && ((InetSocketAddress) from).getAddress().equals(peer.getAddress())) {
                        int index = created++;
                        int id = StreamIds.idOf(index);
                        SocketAddress to = from;
                        DataStream ns = index >= receivingStreams(p)
                                ? new UdpSendStream(id, r, d -> dc.send(d, to), null)
                                : new UdpReceiveStream(id, r, null);
                        byPeer.put(from, ns);
                        r.add(ns);
                        replyHello(dc, buf, from);
                        arrivals.add(ns);
                    }
                } else if (hello) {
                    if (phase == Phase.CREATE_STREAMS) {
                        replyHello(dc, buf, from); // the client repeated its hello: our reply got lost
                    }
                } else if (s instanceof UdpReceiveStream rs) {
                    rs.onDatagram(buf, now);
                }
            }
        } catch (IOException e) {
            LOG.log(System.Logger.Level.DEBUG, "iperf3: UDP loop ended", e);
        }
    }

    /** The hello's bytes reversed: what every client version, either byte order, accepts. */
    private static void replyHello(DatagramChannel dc, ByteBuffer hello, SocketAddress to) throws IOException {
        byte[] reply = new byte[4];
        for (int i = 0; i < 4; i++) {
            reply[i] = hello.get(hello.position() + 3 - i);
        }
        dc.send(ByteBuffer.wrap(reply), to);
    }

    private void joinUdpThread() {
        if (udpThread != null) {
            try {
                udpThread.join(JOIN_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void cleanUp() {
        phase = Phase.DONE;
        Iperf3Server.closeQuietly(udp);
        TestRun r = run;
        if (r != null) {
            r.closeAll(JOIN_MILLIS);
        }
        for (DataStream s; (s = arrivals.poll()) != null; ) {
            s.closeChannel();
        }
        joinUdpThread();
        if (ctrl != null) {
            ctrl.close();
        }
        Iperf3Server.closeQuietly(controlChannel);
        server.sessionEnded(this);
    }

    /** What `--get-server-output` shows: our side in iperf3's text layout. */
    private String serverOutputText(TestRun r) {
        StringBuilder b = new StringBuilder();
        b.append("Accepted connection from ")
                .append(peer.getAddress().getHostAddress())
                .append(", port ")
                .append(peer.getPort())
                .append('\n');
        b.append("[ ID] Interval           Transfer     Bitrate\n");
        double seconds = r.measuredSeconds();
        for (TestRun.Totals t : r.totals()) {
            b.append(String.format(
                    Locale.ROOT,
                    "[%3d]   0.00-%-6.2f sec  %s  %s  %s%n",
                    t.id(),
                    seconds,
                    humanBytes(t.bytes()),
                    humanRate(seconds > 0 ? t.bytes() * 8 / seconds : 0),
                    t.sender() ? "sender" : "receiver"));
        }
        return b.toString();
    }

    private static String humanBytes(long bytes) {
        return human(bytes, 1024, "Bytes", "KBytes", "MBytes", "GBytes", "TBytes");
    }

    private static String humanRate(double bitsPerSecond) {
        return human(bitsPerSecond, 1000, "bits/sec", "Kbits/sec", "Mbits/sec", "Gbits/sec", "Tbits/sec");
    }

    /** iperf3's style: bytes in binary units, rates in decimal ones, three significant digits. */
    private static String human(double value, double base, String... units) {
        double v = value;
        int u = 0;
        while (v >= base && u < units.length - 1) {
            v /= base;
            u++;
        }
        return String.format(Locale.ROOT, "%4.3g %s", v, units[u]);
    }
}
